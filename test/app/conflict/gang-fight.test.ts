import { playedParticipants } from '../../support/played';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import { conflictNpcs } from '../../../src/store/conflict/conflict-npcs';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { effectsOf } from '../../../src/store/character/effects';
import { characterByName } from '../../../src/store/character/characters';
import { asCampaignId } from '../../../src/store/engine/ids';
import { npcByName } from '../../../src/store/campaign/npcs';
import { CHANNEL, GUILD, makeDeps } from '../helpers';
import { GANG_FIGHT_DICE, gangFightAftermath, gangFightExchanges, gangFightSetup } from '../scripts';

describe('the Vid-Dronz gang fight (seed example) through the use cases', () => {
  const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
  const state = async () => {
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    const ps = Object.fromEntries((await playedParticipants(deps.db, c.id)).map((p) => [p.name, p]));
    return { c, ps };
  };

  it('GIVEN the set-up THEN draws are GM 20, Shred 7, Wire 7, Sven 4 and the pools match the seed (R3.2, R3.3, R1.2)', async () => {
    for (const s of gangFightSetup()) await s.run(deps);
    const { c, ps } = await state();
    expect(c.phase).toBe('exchanges');
    expect(c.rackSize).toBe(6);
    expect([ps.GM!.drawn, ps.Shred!.drawn, ps.Wire!.drawn, ps.Sven!.drawn]).toEqual([20, 7, 7, 4]);
    expect(ps.GM!.pool.join('')).toBe('66655555544444');
    expect(ps.Shred!.pool.join('')).toBe('655554');
    expect(ps.Wire!.pool.join('')).toBe('666');
    expect(ps.Sven!.pool).toEqual([]);
  });

  it('GIVEN R3.4 18 vs 20 with a rack of 6 THEN nobody is outnumbered', async () => {
    expect((await characterByName(deps.db, asCampaignId(1), 'Sven'))!.playerPoints).toBe(0);
  });

  const exchanges = gangFightExchanges();
  const expectations: Record<string, Record<string, number>> = {
    'GM leads Sven 665': { GM: 1 }, // R5.4 W5: 66 pairs, the 5 is lost
    'GM answers 44': { Wire: 2 },
    'Wire gives Shred a book': { Wire: 1, Shred: 1 }, // R5.6
    'Wire answers with all it has': { GM: 3 }, // R6 W6
    'GM answers 544': { Shred: 4 }, // R6 W4
    'Shred knocks out S-Max': { Shred: 1 }, // R9.4 Knock out = 3
  };
  it.each(exchanges.map((s) => [s.name, s] as const))('GIVEN %s THEN the books match R5', async (name, s) => {
    await s.run(deps);
    for (const [who, books] of Object.entries(expectations[name] ?? {}))
      expect((await state()).ps[who]!.books, who).toBe(books);
  });

  it('GIVEN S-Max knocked out THEN the GM pool stays while the gang stands (R4.5)', async () => {
    const npcs = await conflictNpcs(deps.db, (await state()).c.id);
    expect(npcs.find((n) => n.name === 'S-Max')!.knockedOut).toBe(true);
    expect(npcs.find((n) => n.name === 'Vid-Dronz')!.knockedOut).toBe(false);
  });

  it('GIVEN the GM runs out of dice THEN the conflict ends and leftovers pair into books (R4.6, R8.1)', async () => {
    const { c, ps } = await state();
    expect(c.phase).toBe('ended');
    expect(c.endReason).toBe('ran-out');
    expect(ps.GM!.books).toBe(4);
    expect(ps.Shred!.leftover).toBe(3);
    expect(ps.Shred!.books).toBe(2); // 1 + ⌊3/2⌋
  });

  it('GIVEN the aftermath purchases THEN effects land on their targets (R9.5)', async () => {
    for (const s of gangFightAftermath()) await s.run(deps);
    const { ps } = await state();
    expect([ps.GM!.books, ps.Wire!.books, ps.Shred!.books, ps.Sven!.books]).toEqual([0, 0, 1, 0]);
    const kinds = async (name: string) =>
      (await effectsOf(deps.db, { characterId: (await characterByName(deps.db, asCampaignId(1), name))!.id })).map(
        (e) => e.kind,
      );
    expect(await kinds('Sven')).toEqual(['wound']);
    expect(await kinds('Wire')).toEqual(['knocked-out', 'reputation']);
    expect(await kinds('Shred')).toEqual(['reputation']);
    expect(
      (await effectsOf(deps.db, { npcId: (await npcByName(deps.db, 1, 'S-Max'))!.id })).map((e) => [
        e.kind,
        e.causedBy,
      ]),
    ).toEqual([['knocked-out', 'Shred']]);
  });
});
