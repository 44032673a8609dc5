import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  forceArray,
  planActions,
  poolAccess,
  rollFinesseForce,
  splitFinesseForce,
} from '../../../src/rules/systems/finesse-force';
import { scriptedDice, seededSource } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

describe('poolAccess', () => {
  it('GIVEN the seed example of Body + Acrobat 5 and Body + Kung Fu 7 THEN access is 5', () => {
    expect(poolAccess([5, 7])).toEqual({ limit: 5, access: 5, will: 0, dice: 5 });
  });

  it('GIVEN Will spent THEN each point adds a die', () => {
    expect(poolAccess([5, 7], { access: 4, will: 2 })).toEqual({ limit: 5, access: 4, will: 2, dice: 6 });
  });

  it('GIVEN access above the smallest pool or bad numbers THEN it is refused', () => {
    expect(expectRefusal(() => poolAccess([5, 7], { access: 6 }), 'system/bad-number')).toMatch(/from 0 to 5/);
    expectRefusal(() => poolAccess([]), 'system/bad-number');
    expectRefusal(() => poolAccess([5, -1]), 'system/bad-number');
    expectRefusal(() => poolAccess([5], { will: -1 }), 'system/bad-number');
  });
});

describe('rollFinesseForce', () => {
  it.each([
    [[1, 2, 3, 6, 2, 5], [1, 2, 2], 1, 2],
    [[3, 4, 5, 6], [], 0, 0],
    [[1, 1, 1], [1, 1, 1], 3, 0],
  ])('GIVEN faces %j THEN successes are %j', (faces, successes, ones, twos) => {
    const r = rollFinesseForce(faces.length, scriptedDice(faces));
    expect(r).toMatchObject({ rolls: faces, successes, ones, twos });
  });

  it('GIVEN a roll THEN the text bolds successes', () => {
    expect(rollFinesseForce(3, scriptedDice([2, 5, 1])).text).toBe(
      'Rolled **2**, 5, **1**: 2 dice succeed, a 2 and a 1 (only 1s and 2s succeed).',
    );
  });

  it('GIVEN a bad pool size THEN it is refused', () => {
    expectRefusal(() => rollFinesseForce(-1, scriptedDice([])), 'dice/bad-count');
    expectRefusal(() => rollFinesseForce(10_001, scriptedDice([])), 'dice/too-many');
  });
});

describe('splitFinesseForce', () => {
  const roll = { ones: 1, twos: 2 };

  it('GIVEN no dice devoted to Force THEN Force is 1, as the seed says', () => {
    expect(splitFinesseForce(roll, { ones: 0, twos: 0 })).toEqual({
      finesse: [2, 2, 1],
      force: [],
      finesseTotal: 5,
      forceTotal: 1,
      canSucceed: true,
    });
  });

  it('GIVEN one 2 devoted to Force THEN Force is 3 and Finesse keeps the rest', () => {
    expect(splitFinesseForce(roll, { ones: 0, twos: 1 })).toEqual({
      finesse: [2, 1],
      force: [2],
      finesseTotal: 3,
      forceTotal: 3,
      canSucceed: true,
    });
  });

  it('GIVEN every success devoted to Force THEN nothing can succeed', () => {
    expect(splitFinesseForce(roll, { ones: 1, twos: 2 })).toMatchObject({
      finesseTotal: 0,
      forceTotal: 6,
      canSucceed: false,
    });
  });

  it('GIVEN more dice than were rolled THEN it is refused', () => {
    expectRefusal(() => splitFinesseForce(roll, { ones: 2, twos: 0 }), 'system/bad-choice');
    expectRefusal(() => splitFinesseForce(roll, { ones: 0, twos: -1 }), 'system/bad-choice');
  });

  it('GIVEN any roll and split THEN every success lands on exactly one side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer(), fc.nat(), fc.nat(), (n, seed, a, b) => {
        const r = rollFinesseForce(n, seededSource(seed));
        const s = splitFinesseForce(r, { ones: a % (r.ones + 1), twos: b % (r.twos + 1) });
        const total = (xs: number[]): number => xs.reduce((x, y) => x + y, 0);
        expect(s.finesse.length + s.force.length).toBe(r.successes.length);
        expect(s.finesseTotal + s.forceTotal - 1).toBe(total(r.successes));
        expect(s.forceTotal).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('forceArray', () => {
  it.each([
    [3, 1, [3]],
    [3, 3, [3, 2, 1]],
    [3, 5, [3, 2, 1, 0, 0]],
    [1, 2, [1, 0]],
  ])('GIVEN Force %i over %i actions THEN the array is %j', (force, actions, array) => {
    expect(forceArray(force, actions)).toEqual(array);
  });

  it('GIVEN no actions or no Force THEN it is refused', () => {
    expectRefusal(() => forceArray(3, 0), 'system/bad-number');
    expectRefusal(() => forceArray(0, 2), 'system/bad-number');
  });
});

describe('planActions', () => {
  const split = splitFinesseForce({ ones: 1, twos: 2 }, { ones: 0, twos: 1 }); // finesse [2, 1], Force 3

  it('GIVEN two actions and enough Wits THEN each gets its dice and its Force entry', () => {
    const plan = planActions(split, [{ dice: [0] }, { dice: [1], extraWits: 2 }], 5);
    expect(plan.actions).toEqual([
      { dice: [0], finesse: 2, force: 3, fails: false },
      { dice: [1], finesse: 3, force: 2, fails: false },
    ]);
    expect([plan.witsSpent, plan.witsLeft]).toEqual([4, 1]);
  });

  it('GIVEN too little Wits THEN the unpaid action fails and costs nothing', () => {
    const plan = planActions(split, [{ dice: [0], extraWits: 1 }, { dice: [1] }], 2);
    expect(plan.actions[1]).toMatchObject({ fails: true, reason: 'no-wits' });
    expect([plan.witsSpent, plan.witsLeft]).toEqual([2, 0]);
  });

  it('GIVEN Force 1 spread over two actions THEN the second has Force 0 and fails', () => {
    const weak = splitFinesseForce({ ones: 1, twos: 1 }, { ones: 0, twos: 0 });
    const plan = planActions(weak, [{ dice: [0] }, { dice: [1] }], 2);
    expect(plan.actions.map((a) => [a.force, a.fails, a.reason])).toEqual([
      [1, false, undefined],
      [0, true, 'no-force'],
    ]);
  });

  it('GIVEN a die used twice, an action without dice or a missing die THEN it is refused', () => {
    expectRefusal(() => planActions(split, [{ dice: [0] }, { dice: [0] }], 5), 'system/bad-choice');
    expectRefusal(() => planActions(split, [{ dice: [] }], 5), 'system/bad-choice');
    expectRefusal(() => planActions(split, [{ dice: [2] }], 5), 'system/bad-choice');
    expectRefusal(() => planActions(split, [], 5), 'system/bad-choice');
  });
});
