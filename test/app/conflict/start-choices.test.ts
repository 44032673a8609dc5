/** The start form's choices (R3.1): what "Start a conflict" offers, refused as /conflict start is. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, world } from '../campaign/world';

const AIRGUN = 'Coordination: Projectiles: Airgun';
const PUNCH = 'Physique: Unarmed: Punch';

async function table() {
  const deps = await world();
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Coordination: Acrobatics'])
    await app.addCharacterSkill(deps, as(ANA), { path });
  for (const path of ['Physique', 'Physique: Unarmed', PUNCH]) await app.addCharacterSkill(deps, as(BEN), { path });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  return deps;
}

describe('R3.1 the start form', () => {
  it("R3.1 GIVEN Ana THEN she is offered her own Specialties only, and NPCs then the others' characters to oppose", async () => {
    expect(await app.conflictStartChoices(await table(), as(ANA))).toEqual({
      primaries: [AIRGUN],
      opponents: ['Viktor', 'Ben'],
    });
  });

  it("R3.1 GIVEN the GM THEN every character's Specialties, and everyone to oppose", async () => {
    expect(await app.conflictStartChoices(await table(), as(GM))).toEqual({
      primaries: [AIRGUN, PUNCH],
      opponents: ['Viktor', 'Ana', 'Ben'],
    });
  });

  it('R3.1 GIVEN a stranger, or a conflict here already THEN the form is refused as the start would be', async () => {
    const deps = await table();
    await expectRefused(deps.db, () => app.conflictStartChoices(deps, as('u-stranger')), 'character/none');
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    await expectRefused(deps.db, () => app.conflictStartChoices(deps, as(BEN)), 'conflict/exists-here');
  });
});
