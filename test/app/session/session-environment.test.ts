import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { openSession } from '../../../src/store/campaign/sessions';
import { as } from '../helpers';
import { ANA, BEN, expectNoPublicSecrets, expectRefused, GM, publicText, world } from '../campaign/world';

async function ready(dice: number[]) {
  const deps = await world(dice);
  for (const path of ['Physique', 'Physique: Athletics']) await app.addCharacterSkill(deps, as(ANA), { path });
  await app.startSession(deps, as(GM));
  return deps;
}

describe('environmentTest (R10.1)', () => {
  it("GIVEN an open session THEN the GM spends a budget rack and Ana's skill is tested against it in public", async () => {
    // Ana draws 4 (Physique, Athletics: 2 + 2) and rolls 6 5 5 4 (+1 for the six); the rack of 6 rolls 5 4 1 1 1 1.
    const deps = await ready([6, 5, 5, 4, 2, ...[5, 4, 1, 1, 1, 1]]);
    const o = await app.environmentTest(deps, as(GM), {
      character: 'Ana',
      skill: 'Physique: Athletics: Running',
      against: 'the storm',
    });
    expect(publicText(o)).toBe(
      [
        '🌪️ The GM spends a rack from the session budget (1 left): **Ana** tests Physique: Athletics: Running against the storm.',
        'Ana: 6 5 5 4 · the storm: 5 4',
        'Books: Ana 3, the storm 0.',
      ].join('\n'),
    );
    expect(Object.keys(o.private)).toEqual([ANA]);
    expect((await openSession(deps.db, 1))!.racksLeft).toBe(1);
    expectNoPublicSecrets(o);
  });

  it.each([
    ['a player', ANA, 'auth/not-gm'],
    ['an unknown skill', GM, 'character/unknown-skill'],
  ])('GIVEN %s THEN refused and nothing is spent', async (_n, user, code) => {
    const deps = await ready([]);
    const skill = code === 'character/unknown-skill' ? 'Physique: Juggling: Knives' : 'Physique';
    await expectRefused(deps.db, () => app.environmentTest(deps, as(user), { character: 'Ana', skill }), code);
  });

  it('GIVEN no session, an empty budget or a live conflict THEN refused', async () => {
    const deps = await world([]);
    await expectRefused(
      deps.db,
      () => app.environmentTest(deps, as(GM), { character: 'Ana', skill: 'Physique' }),
      'session/none-open',
    );
    await app.startSession(deps, as(GM));
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    await app.startConflict(deps, as(BEN), { primary: 'Coordination: Pilot: Boat', against: 'Jack' });
    await expectRefused(
      deps.db,
      () => app.environmentTest(deps, as(GM), { character: 'Ana', skill: 'Physique' }),
      'conflict/wrong-phase',
    );
  });
});
