import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { as } from './helpers';
import { ANA, expectRefused, GM, publicText, world } from './campaign/world';

const AIRGUN = 'Coordination: Projectiles: Airgun';

/** Ana carries a whip (Coordination) with a goal the GM wrote on it, and has one player point. */
async function table(primary: string) {
  const deps = await world();
  await app.addCharacterGear(deps, as(ANA), { name: 'Whip', quality: 2, mode: 'assist', skill: 'Coordination' });
  await app.writeGearGoal(deps, as(GM), { gear: 'whip', goal: 'Disarm with the whip', price: 1, character: 'Ana' });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  await app.enemyEnters(deps, as(GM), { enemy: 'Viktor', character: 'Ana' });
  await app.startConflict(deps, as(ANA), { primary, against: 'Viktor' });
  return deps;
}

describe('goals written on gear (R9.1)', () => {
  it("GIVEN a conflict where Ana's whip is in use THEN she may buy the goal written on it", async () => {
    const deps = await table(AIRGUN);
    const o = await app.buyGoal(deps, as(ANA), { goal: 'disarm with the whip', target: 'Viktor', points: 1 });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', goal: 'Disarm with the whip', price: 1 });
  });

  it('GIVEN a conflict where the whip is not in use THEN its goal is not on offer, and nothing changes', async () => {
    const deps = await table('Physique: Unarmed: Punch');
    await expectRefused(
      deps.db,
      () => app.buyGoal(deps, as(ANA), { goal: 'Disarm with the whip', target: 'Viktor', points: 1 }),
      'goal/unknown',
    );
  });

  it('GIVEN a player writing a goal on gear, unknown gear or a goal twice THEN refused and nothing changes', async () => {
    const deps = await world();
    await app.addCharacterGear(deps, as(ANA), { name: 'Whip', quality: 2, mode: 'assist', skill: 'Coordination' });
    await expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(ANA), { gear: 'Whip', goal: 'Disarm', price: 1, character: 'Ana' }),
      'auth/not-gm',
    );
    await expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(GM), { gear: 'Rope', goal: 'Disarm', price: 1, character: 'Ana' }),
      'input/bad-text',
    );
    expect(
      publicText(await app.writeGearGoal(deps, as(GM), { gear: 'Whip', goal: 'Disarm', price: 1, character: 'Ana' })),
    ).toBe("**Whip** (Ana's) now offers the goal **Disarm** for 1 book.");
    await expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(GM), { gear: 'Whip', goal: 'disarm', price: 2, character: 'Ana' }),
      'input/bad-text',
    );
  });
});
