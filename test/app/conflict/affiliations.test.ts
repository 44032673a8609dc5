/** R2.5 (new 2026-12-01): affiliations offered as circumstance dice when a conflict is set up. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { sharedLifestyles } from '../../../src/rules';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, world } from '../campaign/world';

const AIRGUN = 'Coordination: Projectiles: Airgun';

async function offersOf(deps: Awaited<ReturnType<typeof world>>): Promise<string[]> {
  const v = (await app.conflictStatus(deps, as(GM))).public[0]!;
  return v.kind === 'conflict' ? v.conflict.circumstanceOffers : [];
}

describe('R2.5 affiliations', () => {
  it('R2.5 GIVEN two lists of lifestyles THEN the shared ones, compared as people read them, once each', () => {
    expect(sharedLifestyles(['Dockside', 'Pilot', 'dockside '], ['DOCKSIDE', 'Smuggler'])).toEqual(['Dockside']);
    expect(sharedLifestyles(['Pilot'], [])).toEqual([]);
  });

  it('R2.5 GIVEN Ana shares a lifestyle with Viktor and Ben THEN the set-up offers each affiliation as a circumstance die', async () => {
    const deps = await world();
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dockside' });
    await app.addCharacterLifestyle(deps, as(BEN), { name: 'dockside' });
    await app.createNpc(deps, as(GM), { name: 'Viktor' });
    await app.addNpcLifestyle(deps, as(GM), { npc: 'viktor', lifestyle: 'Dockside' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    await app.joinConflict(deps, as(BEN), {});
    expect(await offersOf(deps)).toEqual(
      expect.arrayContaining([
        'Ana and Ben share the Dockside lifestyle: an affiliation, a circumstance die for one side or both.',
        'Ana and Viktor share the Dockside lifestyle: an affiliation, a circumstance die for one side or both.',
        'Ben and Viktor share the dockside lifestyle: an affiliation, a circumstance die for one side or both.',
      ]),
    );
    // The GM confirms one like any circumstance (R3.2).
    await app.addCircumstance(deps, as(GM), { participant: 'Ana', reason: 'she knows Viktor from the docks' });
  });

  it("R2.5 GIVEN Viktor is Ana's enemy THEN that affiliation is offered too", async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Viktor' });
    await app.enemyEnters(deps, as(GM), { enemy: 'Viktor', character: 'Ana' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    expect(await offersOf(deps)).toContain(
      'Ana and Viktor are enemies: an affiliation, a circumstance die for one side or both.',
    );
  });

  it('R2.5 GIVEN a player or a repeated lifestyle THEN refused in one sentence, and nothing changes', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Viktor' });
    await app.addNpcLifestyle(deps, as(GM), { npc: 'Viktor', lifestyle: 'Dockside' });
    await expectRefused(
      deps.db,
      () => app.addNpcLifestyle(deps, as(ANA), { npc: 'Viktor', lifestyle: 'Pilot' }),
      'auth/not-gm',
    );
    await expectRefused(
      deps.db,
      () => app.addNpcLifestyle(deps, as(GM), { npc: 'Viktor', lifestyle: 'DOCKSIDE' }),
      'input/bad-text',
    );
    await expectRefused(
      deps.db,
      () => app.addNpcLifestyle(deps, as(GM), { npc: 'Nobody', lifestyle: 'Pilot' }),
      'npc/unknown',
    );
  });
});
