import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as, poolOf } from '../helpers';
import { ANA, duel, GM, people } from '../duel';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // 665544

describe('disputeExchange', () => {
  it('GIVEN a lead disputed by the GM before the answer THEN R5.5 it resolves as risky (the higher total takes all)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [5, 4] });
    await expect(app.disputeExchange(deps, as(ANA))).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-target', message: 'Only the target or the GM can dispute a lead.' }),
    );
    const o = await app.disputeExchange(deps, as(GM));
    expect(o.public[0]).toMatchObject({
      kind: 'notice',
      text: expect.stringMatching(/disputes the lead of exchange 1: it is now risky/),
    });
    await expect(app.disputeExchange(deps, as(GM))).rejects.toThrow(
      expect.objectContaining({ message: 'This lead is already risky.' }),
    );
    // Standard play would give the GM one book (5 < 6, then 4 = 4 discarded); risky: 9 < 10 takes both.
    const r = await app.respondExchange(deps, as(GM), { action: 'I duck', dice: [6, 4] });
    expect(r.public[0]).toMatchObject({ kind: 'exchange-resolved', result: { risky: true, targetBooksWon: 2 } });
    expect((await people(deps)).GM!.books).toBe(2);
  });
  it('GIVEN no lead waiting THEN refused and nothing changes', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await expect(app.disputeExchange(deps, as(GM))).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/none-pending' }),
    );
  });
});

describe('resistWithGear', () => {
  it('GIVEN a lead aimed at Ana THEN R2.4 her resist gear rolls its quality, 4+ join her pool in private, once per exchange', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [5, 2] });
    await app.addCharacterGear(deps, as(ANA), { name: 'Vest', quality: 2, mode: 'resist', skill: 'Coordination' });
    await expect(app.resistWithGear(deps, as(ANA), { gear: 'Vest' })).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/none-pending' }),
    );
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'Brute swings', dice: [6] });
    await expect(app.resistWithGear(deps, as(ANA), { gear: 'Helmet' })).rejects.toThrow(
      expect.objectContaining({ message: 'Ana has no gear called Helmet.' }),
    );
    const o = await app.resistWithGear(deps, as(ANA), { gear: 'Vest' });
    // Ana answered herself, so the leader (the GM) is called: the lead may stand or be withdrawn.
    expect(o.public).toEqual([
      {
        kind: 'notice',
        text: '**Ana** resists with Vest. <@u-gm>, keep your lead as it stands or withdraw it.',
        pings: [GM],
      },
    ]);
    expect(poolOf(o, ANA)).toEqual([6, 5, 5, 5, 4, 4, 4]);
    expect(Object.keys(o.private)).toEqual([ANA]);
    expect((await people(deps)).Ana!.pool).toEqual([6, 5, 5, 5, 4, 4, 4]);
    await expect(app.resistWithGear(deps, as(ANA), { gear: 'Vest' })).rejects.toThrow(
      expect.objectContaining({ message: 'Resist gear can be used once per exchange.' }),
    );
    await expect(app.resistWithGear(deps, as(GM), { gear: 'Vest' })).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-target' }),
    );
    const r = await app.respondExchange(deps, as(ANA), { action: 'I block', dice: [5] });
    expect(r.public[0]).toMatchObject({ kind: 'exchange-resolved' });
  });
});
