/**
 * The GM side named by the NPC acting (R5.1): with Viktor and Jack on it, a GM lead says which of
 * them leads (Jack when named, else the first standing), its result and the recap say so too, and
 * the side's books at the end read as its NPCs, never as the row "GM".
 */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import type { PublicView } from '../../../src/app';
import { textOf } from '../../../src/app/text/safe-text';
import { type Face, seededSource } from '../../../src/rules';
import { as, makeDeps, poolOf } from '../helpers';
import { expectRefused } from '../campaign/world';

const GM = 'u-gm';
const ANA = 'u-ana';
const AIRGUN = 'Coordination: Projectiles: Airgun';

async function table() {
  const deps = makeDeps({ dice: seededSource(7) });
  await app.createCampaign(deps, as(GM), { name: 'Eros' });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await app.addCharacterSkill(deps, as(ANA), { path });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  await app.createNpc(deps, as(GM), { name: 'Jack' });
  await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
  await app.addNpcToConflict(deps, as(GM), { npc: 'Jack', mook: false });
  await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  const pools = {
    ana: poolOf(await app.rollPool(deps, as(ANA)), ANA)! as Face[],
    gm: poolOf(await app.rollPool(deps, as(GM)), GM)! as Face[],
  };
  await app.beginExchanges(deps, as(GM));
  return { deps, pools };
}

const of = <K extends PublicView['kind']>(views: readonly PublicView[], kind: K) =>
  views.find((v): v is Extract<PublicView, { kind: K }> => v.kind === kind)!;

describe('R5.1 the GM side named by the NPC acting', () => {
  it('R5.1 GIVEN the GM leads through Jack THEN the lead, its result and the recap name Jack', async () => {
    const { deps, pools } = await table();
    const led = await app.leadExchange(deps, as(GM), {
      target: 'Ana',
      action: 'Jack swings',
      dice: [pools.gm[0]!],
      npc: 'Jack',
    });
    expect(of(led.public, 'exchange-led').actor).toBe('Jack');
    const done = await app.respondExchange(deps, as(ANA), { action: 'I duck', dice: [pools.ana.at(-1)!] });
    expect(of(done.public, 'exchange-resolved').result.actor).toBe('Jack');
    const recap = of((await app.conflictRecap(deps, as(ANA))).public, 'recap').recap;
    expect(recap.exchanges[0]!.actor).toBe('Jack');
    expect(recap.participants.map((p) => p.name)).toEqual(['Ana', 'Viktor and Jack']);
  });

  it('R5.5 GIVEN Ana leads at Jack and the GM disputes it THEN the recap says Jack disputed it', async () => {
    const { deps, pools } = await table();
    await app.leadExchange(deps, as(ANA), { target: 'Jack', action: 'A dart', dice: [pools.ana[0]!] });
    await app.disputeExchange(deps, as(GM));
    const recap = of((await app.conflictRecap(deps, as(ANA))).public, 'recap').recap;
    expect(recap.moments).toContainEqual({ kind: 'disputed', no: 1, by: 'Jack' });
  });

  it('R5.1 GIVEN the GM leads without naming one THEN its first standing NPC leads', async () => {
    const { deps, pools } = await table();
    const led = await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'A shot', dice: [pools.gm[0]!] });
    expect(of(led.public, 'exchange-led').actor).toBe('Viktor');
  });

  it('R5.1 GIVEN Ana names an NPC to lead through, or the GM one not in the conflict THEN it is refused and nothing changes', async () => {
    const { deps, pools } = await table();
    const player = await expectRefused(
      deps.db,
      () => app.leadExchange(deps, as(ANA), { target: 'Viktor', action: 'x', dice: [pools.ana[0]!], npc: 'jack' }),
      'auth/not-gm',
    );
    expect(player).toBe('Only the GM can lead as Jack: you lead as your own character.');
    await expectRefused(
      deps.db,
      () => app.leadExchange(deps, as(GM), { target: 'Ana', action: 'x', dice: [pools.gm[0]!], npc: 'Nobody' }),
      'exchange/unknown-target',
    );
  });

  it('R5.1 GIVEN the GM pushes more than half his pool through jack THEN the question names Jack as the conflict spells him', async () => {
    const { deps, pools } = await table();
    const asked = await app.leadExchange(deps, as(GM), {
      target: 'ana',
      action: 'A chain',
      dice: pools.gm,
      npc: ' jack',
    });
    expect(asked.public).toEqual([]);
    expect(asked.private[GM]).toEqual([expect.objectContaining({ kind: 'confirm-push', target: 'Ana', npc: 'Jack' })]);
  });

  it('R5.1 GIVEN the GM withdraws the lead Jack made THEN the channel reads that Jack withdraws it', async () => {
    const { deps, pools } = await table();
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'A chain', dice: [pools.gm[0]!], npc: 'Jack' });
    const withdrawn = of((await app.cancelExchange(deps, as(GM))).public, 'notice');
    expect(textOf(withdrawn.text)).toBe('Jack withdraws exchange 1.');
  });

  it('R5.1 GIVEN the GM side is suggested to lead next THEN the result names its NPCs, never the GM', async () => {
    const { deps, pools } = await table();
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'Jack swings', dice: [pools.gm[0]!], npc: 'Jack' });
    const done = await app.respondExchange(deps, as(ANA), { action: 'I duck', dice: [pools.ana.at(-1)!] });
    expect(of(done.public, 'exchange-resolved').result.suggestedLeader).toBe(
      "one of the GM's characters (Viktor or Jack)",
    );
  });

  it('R5.1 GIVEN the GM ends it THEN the end names the side by its NPCs', async () => {
    const { deps } = await table();
    const ended = of((await app.endConflictCommand(deps, as(GM))).public, 'conflict-ended');
    expect(ended.ending.participants.map((p) => p.name)).toEqual(['Ana', 'Viktor and Jack']);
  });
});
