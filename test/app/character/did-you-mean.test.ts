// R14.1 "did you mean": a character, skill path or NPC not found is refused with the closest names,
// and nothing changes.
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { md } from '../../../src/app/text/safe-text';
import { withClosestNames } from '../../../src/app/suggest/suggestions';
import { as } from '../helpers';
import { ANA, expectRefused, GM, world } from '../campaign/world';

describe('did you mean', () => {
  it('GIVEN a skill path missing its Focus THEN the refusal offers the path in the catalog', async () => {
    const deps = await world();
    const said = await expectRefused(
      deps.db,
      () => app.addCharacterSkill(deps, as(ANA), { path: 'Physique: Running' }),
      'character/unknown-skill',
    );
    expect(said).toBe(
      "Physique: Running is not in this campaign's skill catalog. Perhaps you meant Physique: Athletics: Running.",
    );
  });

  it('GIVEN only the end of a skill path, naming one skill THEN it is taken as that skill (R2.1)', async () => {
    const deps = await world();
    await app.addCharacterSkill(deps, as(ANA), { path: 'Physique' });
    const o = await app.addCharacterSkill(deps, as(ANA), { path: 'athletics' });
    expect(o.public).toEqual([expect.objectContaining({ text: expect.stringContaining('Physique: Athletics') })]);
    const said = await expectRefused(
      deps.db,
      () => app.addCharacterSkill(deps, as(ANA), { path: 'Acrobatics: Gymnastic' }),
      'character/unknown-skill',
    );
    expect(said).toMatch(/Perhaps you meant .*Coordination: Acrobatics: Gymnastics/);
  });

  it('GIVEN a character name with a typo THEN the closest character is offered', async () => {
    const deps = await world();
    const said = await expectRefused(
      deps.db,
      () => app.showCharacter(deps, as(ANA), { character: 'Anna' }),
      'character/unknown',
    );
    expect(said).toMatch(/Perhaps you meant Ana\.$/);
  });

  it('GIVEN an NPC name with a typo THEN the closest NPC is offered', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Viktor' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    const said = await expectRefused(
      deps.db,
      () => app.addNpcToConflict(deps, as(GM), { npc: 'Victor' }),
      'npc/unknown',
    );
    expect(said).toMatch(/Perhaps you meant Viktor\.$/);
  });

  it('GIVEN a closest name holding markup (a forged file can store one) THEN it is offered escaped, once', () => {
    expect(withClosestNames(md`There is no Anna.`, 'Anna', ['Ann_a'])).toEqual(
      'There is no Anna. Perhaps you meant Ann\\_a.',
    );
  });

  it('GIVEN a Specialty before its parents THEN one refusal names every missing parent (R2.2)', async () => {
    const deps = await world();
    const said = await expectRefused(
      deps.db,
      () => app.addCharacterSkill(deps, as(ANA), { path: 'Coordination: Pilot: Boat' }),
      'skill/missing-parent',
    );
    expect(said).toBe(
      'To hold Coordination: Pilot: Boat, the character first needs Coordination and Coordination: Pilot.',
    );
  });
});
