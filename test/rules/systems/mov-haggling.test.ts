import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveHaggle, rollHaggle, type HaggleSituation } from '../../../src/rules/systems/merchant-of-venus';
import { scriptedDice } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

const plain: HaggleSituation = {
  goodsForSale: 1,
  ownBuildings: 0,
  ownSpeciesSystem: false,
  enemyBuildings: 0,
  atCityOrOpenPort: false,
};

describe('resolveHaggle', () => {
  it.each([
    // situation, roll, refund, penalty, net
    [plain, 1, 5, 5, 0],
    [plain, 6, 5, 30, 25],
    [{ ...plain, goodsForSale: 3, ownBuildings: 1, ownSpeciesSystem: true }, 4, 25, 20, -5],
    [
      { ...plain, goodsForSale: 3, ownBuildings: 1, ownSpeciesSystem: true, enemyBuildings: 2, atCityOrOpenPort: true },
      4,
      25,
      35,
      10,
    ],
    [{ ...plain, goodsForSale: 2, ownMercenaries: 2, enemyMercenaries: 1 }, 2, 20, 15, -5],
  ])(
    'GIVEN %j and a penalty roll of %i THEN refund $%i, penalty $%i, net $%i',
    (situation, roll, refund, penalty, net) => {
      const r = resolveHaggle(situation, roll);
      expect([r.refund, r.penalty, r.net]).toEqual([refund, penalty, net]);
    },
  );

  it('GIVEN a full situation THEN every part of the refund and penalty is itemised', () => {
    const r = resolveHaggle(
      {
        goodsForSale: 3,
        ownBuildings: 1,
        ownSpeciesSystem: true,
        enemyBuildings: 2,
        atCityOrOpenPort: true,
        ownMercenaries: 1,
        enemyMercenaries: 3,
      },
      4,
    );
    expect(r.refundParts.map((p) => p.amount)).toEqual([15, 5, 5, 5]);
    expect(r.penaltyParts.map((p) => p.amount)).toEqual([20, 10, 5, 15]);
    expect(r.text).toBe(
      'Rolled a 4: a refund of $30 against a penalty of $50, so buying costs $20 more than the normal price.',
    );
  });

  it('GIVEN a refund larger than the penalty THEN the text says the deal costs less', () => {
    expect(resolveHaggle({ ...plain, goodsForSale: 5 }, 1).text).toMatch(/\$20 less than the normal price\.$/);
  });

  it.each([
    [{ ...plain, goodsForSale: 0 }, 3, 'system/bad-number', /Goods markers for sale/],
    [{ ...plain, ownBuildings: -1 }, 3, 'system/bad-number', /your ports/],
    [{ ...plain, enemyBuildings: 1.5 }, 3, 'system/bad-number', /enemy ports/],
    [{ ...plain, enemyMercenaries: -2 }, 3, 'system/bad-number', /enemy mercenaries/],
    [plain, 0, 'dice/bad-face', /penalty roll/],
    [plain, 7, 'dice/bad-face', /penalty roll/],
  ])('GIVEN %j with roll %i THEN it is refused with %s', (situation, roll, code, pattern) => {
    expect(expectRefusal(() => resolveHaggle(situation, roll), code)).toMatch(pattern);
  });

  it('GIVEN any situation THEN refund and penalty are five-dollar steps and the roll moves only the penalty', () => {
    const count = fc.integer({ min: 0, max: 20 });
    const situation = fc.record({
      goodsForSale: fc.integer({ min: 1, max: 20 }),
      ownBuildings: count,
      ownSpeciesSystem: fc.boolean(),
      enemyBuildings: count,
      atCityOrOpenPort: fc.boolean(),
      ownMercenaries: count,
      enemyMercenaries: count,
    });
    fc.assert(
      fc.property(situation, fc.integer({ min: 1, max: 6 }), (s, roll) => {
        const r = resolveHaggle(s, roll);
        const one = resolveHaggle(s, 1);
        expect(r.refund % 5).toBe(0);
        expect(r.penalty % 5).toBe(0);
        expect(r.refund).toBe(one.refund);
        expect(r.penalty - one.penalty).toBe(5 * (roll - 1));
        expect(r.net).toBe(r.penalty - r.refund);
      }),
    );
  });
});

describe('rollHaggle', () => {
  it('GIVEN a scripted die THEN it is the penalty roll', () => {
    expect(rollHaggle(plain, scriptedDice([3])).penalty).toBe(15);
  });

  it('GIVEN a bad situation THEN no die is rolled', () => {
    const source = scriptedDice([3]);
    expectRefusal(() => rollHaggle({ ...plain, goodsForSale: 0 }, source), 'system/bad-number');
    expect(source.remaining()).toBe(1);
  });
});
