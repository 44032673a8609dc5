import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DRAMA_DIE_COST,
  DRAMA_DIE_SIZES,
  DRAMA_SPEND_COST,
  DRAMA_TARGETS,
  buyDramaDice,
  compareOpposed,
  parseDramaDice,
  rollDramaPool,
  spendDrama,
  type DramaRoll,
} from '../../../src/rules/systems/drama-dice';
import { scriptedDice, seededSource } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

function roll(dice: number[], target: number, faces: number[]): DramaRoll {
  return rollDramaPool(dice, target, scriptedDice(faces));
}

describe('DRAMA_DIE_COST', () => {
  it('GIVEN the seed cost table THEN d4 to d12 cost 1 to 5', () => {
    expect(DRAMA_DIE_SIZES.map((d) => DRAMA_DIE_COST[d])).toEqual([1, 2, 3, 4, 5]);
    expect(DRAMA_TARGETS.map((t) => t.target)).toEqual([3, 6, 9, 12]);
    expect(DRAMA_SPEND_COST).toEqual({ reroll: 1, 'max-one': 5, 'max-all': 10 });
  });
});

describe('parseDramaDice', () => {
  it.each([
    ['2d8 d6', [8, 8, 6]],
    ['d12+3d4', [12, 4, 4, 4]],
    ['D10, d6', [10, 6]],
  ])('GIVEN %j THEN the pool is %j', (text, dice) => {
    expect(parseDramaDice(text)).toEqual(dice);
  });

  it.each([
    ['', 'dice/bad-count'],
    ['d7', 'system/unknown-die'],
    ['2d20', 'system/unknown-die'],
    ['2d', 'dice/bad-notation'],
    ['two d6', 'dice/bad-notation'],
    ['0d6', 'dice/bad-count'],
    ['1001d4', 'dice/too-many'],
  ])('GIVEN %j THEN it is refused with %s', (text, code) => {
    expectRefusal(() => parseDramaDice(text), code);
  });
});

describe('buyDramaDice', () => {
  it.each([
    // dice, skill, ability, drama, cost, dramaSpent, unspent
    [[12], 3, 2, 0, 5, 0, 0],
    [[6, 4], 3, 2, 0, 3, 0, 2],
    [[6, 12], 3, 2, 2, 7, 2, 0],
    [[12, 12], 3, 2, 5, 10, 5, 0],
    [[4, 4, 4, 4], 1, 1, 9, 4, 2, 0],
  ])(
    'GIVEN dice %j bought with skill %i + ability %i and %i drama THEN cost %i, drama spent %i, unspent %i',
    (dice, skill, ability, drama, cost, dramaSpent, unspent) => {
      expect(buyDramaDice(dice, { skill, ability, drama })).toMatchObject({
        cost,
        dramaSpent,
        unspent,
        basePool: skill + ability,
      });
    },
  );

  it('GIVEN bought dice THEN they are listed largest first', () => {
    expect(buyDramaDice([4, 12, 8], { skill: 5, ability: 5 }).dice).toEqual([12, 8, 4]);
  });

  it('GIVEN a cost above twice the pool THEN it is refused even with drama to spare', () => {
    expect(
      expectRefusal(() => buyDramaDice([12, 12, 4], { skill: 3, ability: 2, drama: 50 }), 'system/not-enough-points'),
    ).toMatch(/double a pool of 5 to 10/);
  });

  it('GIVEN too little drama to cover the cost THEN it is refused', () => {
    expect(
      expectRefusal(() => buyDramaDice([12, 12], { skill: 3, ability: 2, drama: 4 }), 'system/not-enough-points'),
    ).toMatch(/and 4 drama is not enough: drama=5 would cover it/);
  });

  it('GIVEN bad amounts THEN they are refused', () => {
    expectRefusal(() => buyDramaDice([4], { skill: -1, ability: 2 }), 'points/bad-amount');
    expectRefusal(() => buyDramaDice([4], { skill: 1, ability: 2.5 }), 'points/bad-amount');
    expectRefusal(() => buyDramaDice([4], { skill: 1, ability: 2, drama: -3 }), 'points/bad-amount');
    expectRefusal(() => buyDramaDice([], { skill: 1, ability: 2 }), 'dice/bad-count');
    expectRefusal(() => buyDramaDice([5], { skill: 1, ability: 2 }), 'system/unknown-die');
  });
});

describe('rollDramaPool', () => {
  it.each([
    // dice, target, faces, successes
    [[8, 6, 4], 6, [7, 6, 2], 2],
    [[8, 6, 4], 3, [2, 1, 3], 1],
    [[12, 8], 12, [12, 8], 1],
    [[10, 10], 9, [8, 8], 0],
    [[4, 4], 1, [1, 1], 2],
  ])('GIVEN dice %j against %i rolling %j THEN %i successes', (dice, target, faces, successes) => {
    const r = roll(dice, target, faces);
    expect(r.successes).toBe(successes);
    expect(r.succeeded).toBe(successes > 0);
  });

  it('GIVEN a roll THEN each die shows its size and whether it succeeded', () => {
    const r = roll([8, 6], 6, [7, 3]);
    expect(r.dice).toEqual([
      { sides: 8, face: 7, success: true },
      { sides: 6, face: 3, success: false },
    ]);
    expect(r.text).toBe('Rolled **7** on a d8 and 3 on a d6, needing 6 or more: 1 success.');
  });

  it('GIVEN a target outside 1 to 12 THEN it is refused', () => {
    expectRefusal(() => roll([6], 0, [1]), 'system/bad-number');
    expectRefusal(() => roll([6], 13, [1]), 'system/bad-number');
  });

  it('GIVEN any pool and target THEN successes count the faces at or above the target', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...DRAMA_DIE_SIZES), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer(),
        (dice, target, seed) => {
          const r = rollDramaPool(dice, target, seededSource(seed));
          expect(r.successes).toBe(r.dice.filter((d) => d.face >= target).length);
          r.dice.forEach((d, i) => {
            expect(d.sides).toBe(dice[i]);
            expect(d.face).toBeGreaterThanOrEqual(1);
            expect(d.face).toBeLessThanOrEqual(d.sides);
          });
        },
      ),
    );
  });
});

describe('spendDrama', () => {
  it('GIVEN the seed example of maxing one d6 THEN it shows 6 for 5 drama', () => {
    const before = roll([6, 8], 6, [2, 3]);
    const after = spendDrama(before, { kind: 'max-one', index: 0 }, 7, scriptedDice([]));
    expect(after.roll.dice[0]!.face).toBe(6);
    expect(after.roll.successes).toBe(1);
    expect(after).toMatchObject({ cost: 5, dramaLeft: 2, changes: [{ index: 0, from: 2, to: 6 }] });
  });

  it('GIVEN the seed example of maxing all of 4d8 THEN they become four 8s for 10 drama', () => {
    const before = roll([8, 8, 8, 8], 9, [1, 8, 4, 7]);
    const after = spendDrama(before, { kind: 'max-all' }, 10, scriptedDice([]));
    expect(after.roll.dice.map((d) => d.face)).toEqual([8, 8, 8, 8]);
    expect(after.roll.successes).toBe(0);
    expect(after.cost).toBe(10);
    expect(after.dramaLeft).toBe(0);
    expect(after.changes.map((c) => c.index)).toEqual([0, 2, 3]);
  });

  it('GIVEN a reroll THEN the new face stands even when it is lower', () => {
    const before = roll([10], 6, [6]);
    const after = spendDrama(before, { kind: 'reroll', index: 0 }, 1, scriptedDice([2]));
    expect(after.roll.dice[0]!.face).toBe(2);
    expect(after.roll.succeeded).toBe(false);
    expect(after).toMatchObject({ cost: 1, dramaLeft: 0 });
  });

  it('GIVEN the original roll THEN spending leaves it untouched', () => {
    const before = roll([6], 6, [2]);
    spendDrama(before, { kind: 'max-one', index: 0 }, 5, scriptedDice([]));
    expect(before.dice[0]!.face).toBe(2);
  });

  it('GIVEN too little drama, a bad position or nothing to max THEN it is refused', () => {
    const r = roll([6, 8], 6, [6, 3]);
    expect(
      expectRefusal(
        () => spendDrama(r, { kind: 'max-one', index: 1 }, 4, scriptedDice([])),
        'system/not-enough-points',
      ),
    ).toMatch(/costs 5 drama, but only 4 are left/);
    expectRefusal(() => spendDrama(r, { kind: 'reroll', index: 2 }, 5, scriptedDice([1])), 'system/bad-choice');
    expectRefusal(() => spendDrama(r, { kind: 'max-one', index: 0 }, 5, scriptedDice([])), 'system/bad-choice');
    expectRefusal(() => spendDrama(roll([4], 3, [4]), { kind: 'max-all' }, 10, scriptedDice([])), 'system/bad-choice');
    expectRefusal(() => spendDrama(r, { kind: 'reroll', index: 0 }, -1, scriptedDice([1])), 'points/bad-amount');
  });
});

describe('compareOpposed', () => {
  it.each([
    // attacker successes, defender successes, hit, bonus
    [3, 1, true, 1],
    [1, 0, true, 0],
    [4, 0, true, 3],
    [2, 2, false, 0],
    [0, 2, false, 0],
  ])('GIVEN %i attack successes against %i THEN hit is %s with %i bonus damage points', (a, d, hit, bonus) => {
    const attack = roll(Array<number>(4).fill(12), 6, [...Array<number>(a).fill(12), ...Array<number>(4 - a).fill(1)]);
    const defence = roll(Array<number>(4).fill(12), 6, [...Array<number>(d).fill(12), ...Array<number>(4 - d).fill(1)]);
    const r = compareOpposed(attack, defence);
    expect(r).toMatchObject({
      attackerSuccesses: a,
      defenderSuccesses: d,
      hit,
      margin: a - d,
      bonusDamagePoints: bonus,
    });
  });

  it('GIVEN a miss THEN the text says so', () => {
    expect(compareOpposed(roll([6], 6, [1]), roll([6], 6, [1])).text).toBe('0 successes against 0: the attack misses.');
  });
});
