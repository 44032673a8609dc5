import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { conflictNpcs } from '../../../src/store/conflict/conflict-npcs';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { participantsOf } from '../../../src/store/conflict/participants';
import { as, CHANNEL, GUILD } from '../helpers';
import { ANA, expectRefused, GM, publicText, world } from '../campaign/world';

async function table(dice: number[] = []) {
  const deps = await world(dice);
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    await app.addCharacterSkill(deps, as(ANA), { path });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  await app.createNpc(deps, as(GM), { name: 'Dock hand' });
  await app.createNpc(deps, as(GM), { name: 'Vid-Dronz', gangSize: 12 });
  await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Viktor' });
  await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  return deps;
}

describe('mooks (R3.3)', () => {
  it('GIVEN a mook added THEN it is a target of the GM side but brings no rack', async () => {
    const deps = await table(Array(12).fill(4));
    const o = await app.addNpcToConflict(deps, as(GM), { npc: 'Dock hand', mook: true });
    expect(publicText(o)).toBe(
      '**Dock hand** joins the GM side as a nameless extra: a target, with no dice of its own.',
    );
    await app.rollPool(deps, as(GM));
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    // One rack of 6, for Viktor only.
    expect((await participantsOf(deps.db, c.id)).find((p) => p.kind === 'gm')!.drawn).toBe(6);
    expect((await conflictNpcs(deps.db, c.id)).map((n) => [n.name, n.mook])).toEqual([
      ['Dock hand', true],
      ['Viktor', false],
    ]);
  });

  it('GIVEN the rolls are done THEN a mook may still join, and a lead at it resolves without the GM pool', async () => {
    const deps = await table(Array(24).fill(5));
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    await app.addNpcToConflict(deps, as(GM), { npc: 'Dock hand', mook: true });
    // R3.3: the mook does not answer from the GM pool: the lead resolves at once.
    const led = await app.leadExchange(deps, as(ANA), { target: 'Dock hand', action: 'I clip him', dice: [5] });
    expect(led.public.map((v) => v.kind)).toContain('exchange-resolved');
    await expectRefused(
      deps.db,
      () => app.respondExchange(deps, as(GM), { action: 'he flinches', dice: [5] }),
      'exchange/none-pending',
    );
  });

  it('GIVEN a gang as a mook THEN refused, and nothing changes', async () => {
    const deps = await table();
    await expectRefused(
      deps.db,
      () => app.addNpcToConflict(deps, as(GM), { npc: 'Vid-Dronz', mook: true }),
      'input/bad-text',
    );
  });
});
