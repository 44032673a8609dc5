import { describe, expect, it } from 'vitest';
import {
  assertGoalChart,
  DEFAULT_GOAL_CHART,
  findGoal,
  followUpDice,
  goalAvailable,
  leftoverBooks,
  priceGoal,
  resolveFly,
  scaleFor,
} from '../../src/rules';

describe('scaleFor (R9.3)', () => {
  it.each([
    [1, 0], [9, 0], [10, 1], [15, 1], [99, 1], [100, 2], [999, 2], [1000, 3], [1_000_000, 6], [100_000_000, 8],
  ])('GIVEN %i people THEN scale %i', (people, scale) => expect(scaleFor(people)).toBe(scale));
  it.each([0, -5, 2.5, Number.NaN, 1e16])('GIVEN %s people THEN refused', (people) => {
    expect(() => scaleFor(people)).toThrow(expect.objectContaining({ code: 'goal/bad-people' }));
  });
});

describe('priceGoal (R9.3, R9.4)', () => {
  it.each([
    ['Knock out', 1, 1, 3],
    ['Knock out', 10, 1, 4],
    ['knock OUT', 1, 3, 5],
    ['Persuade one person', 1_000_000, 1, 10],
    ['Kill', 100_000_000, 1, 15],
    ['Wound', 15, 1, 2],
    ['Cripple (knocked out, and will be crippled)', 1, 1, 5],
    ['Escape', 1, 1, 2],
    ['Reputation', 1, 1, 1],
  ])('GIVEN %s for %i people over %i zones THEN %i books', (goal, people, zones, books) => {
    expect(priceGoal(goal, people, zones).books).toBe(books);
  });
  it('GIVEN an unknown goal THEN goal/unknown', () => {
    expect(() => priceGoal('Teleport', 1, 1)).toThrow(expect.objectContaining({ code: 'goal/unknown' }));
  });
  it('GIVEN zero zones THEN goal/bad-zones', () => {
    expect(() => priceGoal('Wound', 1, 0)).toThrow(expect.objectContaining({ code: 'goal/bad-zones' }));
  });
  it('GIVEN a campaign chart THEN its prices apply (R9.4)', () => {
    const chart = [...DEFAULT_GOAL_CHART.filter((g) => g.name !== 'Wound'), { ...findGoal('Wound'), books: 2, basis: 'campaign' as const }];
    expect(priceGoal('Wound', 1, 1, chart).books).toBe(2);
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
  it.each([[4, 2], [2, 1], [1, 0], [0, 0], [7, 3]])('GIVEN R8.1/R8.3 %i leftover dice THEN %i', (n, out) => {
    expect(leftoverBooks(n)).toBe(out);
    expect(followUpDice(n)).toBe(out);
  });
  it('GIVEN a negative leftover THEN refused', () => expect(() => leftoverBooks(-2)).toThrow());
});
