/** R10.3 (corrected 2026-12-01): begging only when short, and begged Murphy points owed by their character. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { begShortfall } from '../../../src/rules';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, murphy, pointsOf, world } from '../campaign/world';

const beg = (deps: Awaited<ReturnType<typeof world>>, user: string, amount: number, price?: number) =>
  app.requestBeg(deps, as(user), { amount, reason: 'the lift is stuck', price });

describe('R10.3 begging', () => {
  it('R10.3 GIVEN books, points and a price THEN the shortfall is what is left to pay; with no price, holding points is enough', () => {
    expect(begShortfall({ books: 1, points: 1 }, 5)).toBe(3);
    expect(begShortfall({ books: 4, points: 1 }, 5)).toBe(0);
    expect(begShortfall({ books: 0, points: 2 }, null)).toBe(0);
    expect(begShortfall({ books: 0, points: 0 }, null)).toBeNull();
  });

  it('R10.3 GIVEN Ana holds points THEN "you have enough points", and nothing changes', async () => {
    const deps = await world();
    const { begId } = await beg(deps, ANA, 2);
    await app.answerBeg(deps, as(GM), { begId, grant: true });
    await expectRefused(deps.db, () => beg(deps, ANA, 1), 'points/not-short');
    await expect(beg(deps, ANA, 1)).rejects.toThrow(/You have enough points/);
    await expectRefused(deps.db, () => beg(deps, ANA, 1, 2), 'points/not-short');
    // Short by 3 for a goal of 5: 4 is too much, 3 may be asked.
    await expectRefused(deps.db, () => beg(deps, ANA, 4, 5), 'points/beg-too-much');
    expect((await beg(deps, ANA, 3, 5)).begId).toBe(2);
  });

  it('R10.3 GIVEN granted pleas THEN the Murphy points are owed by each character, shown to the GM, and cashed in by name', async () => {
    const deps = await world();
    await app.answerBeg(deps, as(GM), { begId: (await beg(deps, ANA, 2)).begId, grant: true });
    await app.answerBeg(deps, as(GM), { begId: (await beg(deps, BEN, 1)).begId, grant: true });
    await app.addMurphy(deps, as(GM), { amount: 1, reason: 'omens' });
    expect([await pointsOf(deps.db, 'Ana'), await pointsOf(deps.db, 'Ben'), await murphy(deps.db)]).toEqual([2, 1, 4]);
    const shown = (await app.showMurphy(deps, as(GM))).private[GM]![0]!;
    expect(shown).toMatchObject({
      kind: 'murphy',
      balance: 4,
      owed: [
        { name: 'Ana', points: 2 },
        { name: 'Ben', points: 1 },
      ],
    });
    // Unnamed, only the one point nobody owes can go; owed points are spent by naming who owes them.
    await expectRefused(deps.db, () => app.spendMurphy(deps, as(GM), { amount: 2, reason: 'a slip' }), 'murphy/owed');
    await expectRefused(
      deps.db,
      () => app.spendMurphy(deps, as(GM), { amount: 2, reason: 'a slip', character: 'Ben' }),
      'murphy/not-owed',
    );
    await app.spendMurphy(deps, as(GM), { amount: 2, reason: 'the lift drops', character: 'Ana' });
    const after = (await app.showMurphy(deps, as(GM))).private[GM]![0]!;
    expect(after).toMatchObject({ balance: 2, owed: [{ name: 'Ben', points: 1 }] });
  });
});
