/** R4.1: someone outside the conflict asking for their pool is told to join only while joining is open. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as, makeDeps } from '../helpers';
import { ANA, GM, jackLeads } from './nudge-table';

const AIRGUN = 'Coordination: Projectiles: Airgun';

const BEA = 'u-bea';

describe('R4.1 an outsider asking for their pool', () => {
  it('R4.1 GIVEN the exchanges running THEN Bea is not told to join, since joining is closed', async () => {
    const { deps } = await jackLeads('off');
    await app.createCharacter(deps, as(BEA), { name: 'Bea' });
    const refused = app.showPool(deps, as(BEA));
    await expect(refused).rejects.toThrow(
      expect.objectContaining({
        code: 'auth/not-participant',
        message:
          'You are not in this conflict, and it can no longer be joined: joining closes when the exchanges begin.',
      }),
    );
    await deps.db.close();
  });

  it('R4.1 GIVEN the conflict over THEN Bea is not told to join it either', async () => {
    const { deps } = await jackLeads('off');
    await app.createCharacter(deps, as(BEA), { name: 'Bea' });
    await app.endConflictCommand(deps, as(GM));
    await expect(app.showPool(deps, as(BEA))).rejects.toThrow(/joining closes when the exchanges begin/);
    await deps.db.close();
  });

  it('R4.1 GIVEN the set-up open THEN Bea is told to join', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Alamo Jack' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Alamo Jack' });
    await app.createCharacter(deps, as(BEA), { name: 'Bea' });
    await expect(app.showPool(deps, as(BEA))).rejects.toThrow(/join it with \/conflict join/);
    await deps.db.close();
  });
});
