// The GM who presses Join (R4.1) is not told to make a character: it plays the other side already.
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as } from '../helpers';
import { ANA, expectRefused, GM, world } from '../campaign/world';

describe('Join pressed by the GM', () => {
  it('GIVEN a GM with no character THEN the refusal says the GM side is in and how to bring NPCs', async () => {
    const deps = await world();
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    const said = await expectRefused(
      deps.db,
      () => app.joinConflict(deps, as(GM), { character: null }),
      'character/none',
    );
    expect(said).toMatch(/other side.*\/conflict add-npc/);
    expect(said).not.toMatch(/character create/);
  });

  it('GIVEN a GM who also plays a character THEN Join brings that character in', async () => {
    const deps = await world();
    await app.createCharacter(deps, as(GM), { name: 'Gia' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    expect((await app.joinConflict(deps, as(GM), { character: null })).public[0]).toMatchObject({ kind: 'notice' });
  });
});
