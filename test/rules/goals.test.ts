import { describe, expect, it } from 'vitest';
import {
  assertGoalChart,
  DEFAULT_GOAL_CHART,
  distanceSurcharge,
  findGoal,
  followUpDice,
  goalAvailable,
  type GoalPlace,
  leftoverBooks,
  placeScale,
  priceGoal,
  resolveFly,
  scaleFor,
} from '../../src/rules';

describe('scaleFor (R9.3)', () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 1],
    [15, 1],
    [99, 1],
    [100, 2],
    [999, 2],
    [1000, 3],
    [1_000_000, 6],
    [100_000_000, 8],
  ])('GIVEN %i people THEN scale %i', (people, scale) => expect(scaleFor(people)).toBe(scale));
  it.each([0, -5, 2.5, Number.NaN, 1e16])('GIVEN %s people THEN refused', (people) => {
    expect(() => scaleFor(people)).toThrow(expect.objectContaining({ code: 'goal/bad-people' }));
  });
});

describe('priceGoal (R9.3, R9.4)', () => {
  it.each([
    ['Knock out', 1, 'person', 3],
    ['Knock out', 10, 'person', 4],
    ['Knock out', 1, 'room', 4],
    ['knock OUT', 1, 'zone', 5],
    ['Knock out', 100, 'zone', 5],
    ['Knock out', 1000, 'room', 6],
    ['Knock out', 1, 4, 7],
    ['Persuade one person', 1_000_000, 'person', 10],
    ['Kill', 100_000_000, 'person', 15],
    ['Wound', 15, 'person', 2],
    ['Cripple (knocked out, and will be crippled)', 1, 'person', 5],
    ['Escape', 1, 'person', 2],
    ['Reputation', 1, 'person', 1],
  ] as const)(
    'GIVEN %s for %i people at place %s THEN %i books (one scale, the larger)',
    (goal, people, place, books) => {
      expect(priceGoal(goal, people, place).books).toBe(books);
    },
  );
  it('GIVEN a room of ten people THEN the scales are not added (R9.3)', () => {
    expect(priceGoal('Knock out', 10, 'room').books).toBe(4);
  });
  it('GIVEN an unknown goal THEN goal/unknown', () => {
    expect(() => priceGoal('Teleport', 1)).toThrow(expect.objectContaining({ code: 'goal/unknown' }));
  });
  it.each([-1, 2.5, 31, 'hall', ''])('GIVEN the place %s THEN goal/bad-place', (place) => {
    expect(() => placeScale(place as GoalPlace)).toThrow(expect.objectContaining({ code: 'goal/bad-place' }));
  });
  it('GIVEN a place typed as a number THEN it is that scale', () => {
    expect(placeScale('3')).toBe(3);
  });
  it.each([
    ['Wound', 1, 'person', 0, 1],
    ['Wound', 1, 'person', 2, 3],
    ['Knock out', 10, 'person', 1, 5],
    ['Knock out', 10, 'zone', 3, 8],
    ['Kill', 1, 'person', 100, 107],
  ] as const)(
    'GIVEN R9.3 %s for %i people at place %s, %i zones away THEN %i books (the distance is added on top)',
    (goal, people, place, distance, books) => {
      expect(priceGoal(goal, people, place, undefined, distance)).toMatchObject({ books, distance });
    },
  );
  it('GIVEN R9.3 no distance THEN the same zone: no surcharge', () => {
    expect(priceGoal('Knock out', 1, 'room')).toMatchObject({ base: 3, scale: 1, distance: 0, books: 4 });
    expect(distanceSurcharge(0)).toBe(0);
  });
  it.each([-1, 1.5, 101, Number.NaN, Number.POSITIVE_INFINITY, 1e9])(
    'GIVEN R9.3/R14.2 the distance %s THEN goal/bad-distance, with a sentence',
    (distance) => {
      expect(() => priceGoal('Wound', 1, 'person', undefined, distance)).toThrow(
        expect.objectContaining({ code: 'goal/bad-distance', message: expect.stringMatching(/zones.*0.*100/) }),
      );
    },
  );
  it('GIVEN a campaign chart THEN its prices apply (R9.4)', () => {
    const chart = [
      ...DEFAULT_GOAL_CHART.filter((g) => g.name !== 'Wound'),
      { ...findGoal('Wound'), books: 2, basis: 'campaign' as const },
    ];
    expect(priceGoal('Wound', 1, 'person', chart).books).toBe(2);
  });
});

describe('goalAvailable (R9.1)', () => {
  it('GIVEN a Coordination conflict THEN Wound yes, Persuade no, Reputation always', () => {
    expect(goalAvailable(findGoal('Wound'), ['Coordination'])).toBe(true);
    expect(goalAvailable(findGoal('Persuade one person'), ['Coordination'])).toBe(false);
    expect(goalAvailable(findGoal('Reputation'), ['Cognition'])).toBe(true);
    expect(goalAvailable(findGoal('Remove a wound'), ['Physique'])).toBe(false);
  });
});

describe('assertGoalChart (R9.4)', () => {
  it('GIVEN the default chart THEN valid', () => expect(() => assertGoalChart(DEFAULT_GOAL_CHART)).not.toThrow());
  it('GIVEN a repeated name or negative price THEN refused', () => {
    expect(() => assertGoalChart([...DEFAULT_GOAL_CHART, { ...DEFAULT_GOAL_CHART[0]!, name: 'wound' }])).toThrow();
    expect(() => assertGoalChart([{ ...DEFAULT_GOAL_CHART[0]!, books: -1 }])).toThrow();
  });
});

describe('resolveFly (R7)', () => {
  it('GIVEN R7.3 James 5,5,4 vs the GM 6,6,5,5,4 THEN the GM wins all eight dice', () => {
    expect(resolveFly([5, 5, 4], [6, 6, 5, 5, 4])).toMatchObject({ winner: 'b', gained: [6, 6, 5, 5, 5, 5, 4, 4] });
  });
  it('GIVEN R7.2 equal pairs and one side with dice left THEN that side wins', () => {
    expect(resolveFly([6, 5, 4], [6, 5])).toMatchObject({ winner: 'a', decidedAt: null });
  });
  it('GIVEN R7.2 complete equality THEN nobody gains', () => {
    expect(resolveFly([6, 5], [5, 6])).toMatchObject({ winner: null, gained: [] });
    expect(resolveFly([], [])).toMatchObject({ winner: null, gained: [] });
  });
});

describe('leftovers (R8)', () => {
  it.each([
    [4, 2],
    [2, 1],
    [1, 0],
    [0, 0],
    [7, 3],
  ])('GIVEN R8.1 %i leftover dice THEN %i books', (n, out) => {
    expect(leftoverBooks(n)).toBe(out);
  });
  it.each([
    [4, 2],
    [2, 1],
    [5, 3],
    [1, 1],
    [0, 0],
    [7, 4],
  ])('GIVEN R8.2/R8.3 %i leftover dice THEN a follow-up keeps %i (rounded up)', (n, out) => {
    expect(followUpDice(n)).toBe(out);
  });
  it('GIVEN a negative leftover THEN refused', () => expect(() => leftoverBooks(-2)).toThrow());
});
