/** R3.5 through the use cases: a lead or an answer names its skill and draws action dice once a round. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { dump } from '../helpers';
import { as } from '../helpers';
import { ANA, duel, GM } from '../duel';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // 665544

describe('R3.5 action dice through the use cases', () => {
  it('R3.5 GIVEN Ana names the Airgun for her action THEN she draws a die per held level (3), privately, once a round', async () => {
    // Action dice 5 4 2: two survive.
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [5, 4, 2] });
    const o = await app.drawActionDice(deps, as(ANA), { skill: 'Coordination: Projectiles: Airgun' });
    expect(o.public).toEqual([]);
    expect(o.private[ANA]?.[0]).toMatchObject({
      kind: 'pool',
      pool: {
        participant: 'Ana',
        pool: [6, 5, 5, 5, 4, 4, 4, 4],
        note: 'Action dice for Coordination: Projectiles: Airgun: 2 dice joined your pool (5 4).',
      },
    });
    const before = await dump(deps.db);
    await expect(app.drawActionDice(deps, as(ANA), { skill: 'Coordination' })).rejects.toThrow(
      expect.objectContaining({ code: 'action/once-per-round' }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });

  it('R3.5 GIVEN the GM or a skill Ana does not hold THEN refused in one sentence, and nothing changes', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const before = await dump(deps.db);
    await expect(app.drawActionDice(deps, as(GM), { skill: 'Physique' })).rejects.toThrow(
      expect.objectContaining({ code: 'action/pc-only' }),
    );
    await expect(app.drawActionDice(deps, as(ANA), { skill: 'Physique' })).rejects.toThrow(
      expect.objectContaining({ code: 'action/no-skill', message: 'Ana holds nothing on the Physique skill.' }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });

  it('R3.5 GIVEN Ana pushes the action dice she drew THEN /conflict verify finds them in her pool', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [5, 4, 2] });
    await app.drawActionDice(deps, as(ANA), { skill: 'Coordination: Projectiles: Airgun' });
    // Her third 5 is the action die's.
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [5, 5, 5] });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [6, 6, 5] });
    await app.endConflictCommand(deps, as(GM));
    expect((await app.verifyConflict(deps, as(ANA))).public[0]).toMatchObject({
      text: expect.stringMatching(/^Verified: everyone played the dice they rolled\. 2 rolls checked/),
    });
  });
});
