import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { as } from './helpers';
import { ANA, expectRefused, GM, publicText, world } from './campaign/world';

const AIRGUN = 'Coordination: Projectiles: Airgun';

/** Ana carries a whip (Coordination) with a goal the GM wrote on it, and has one player point. */
function table(primary: string) {
  const deps = world();
  app.addCharacterGear(deps, as(ANA), { name: 'Whip', quality: 2, mode: 'assist', skill: 'Coordination' });
  app.writeGearGoal(deps, as(GM), { gear: 'whip', goal: 'Disarm with the whip', price: 1, character: 'Ana' });
  app.createNpc(deps, as(GM), { name: 'Viktor' });
  app.enemyEnters(deps, as(GM), { enemy: 'Viktor', character: 'Ana' });
  app.startConflict(deps, as(ANA), { primary, against: 'Viktor' });
  return deps;
}

describe('goals written on gear (R9.1)', () => {
  it("GIVEN a conflict where Ana's whip is in use THEN she may buy the goal written on it", () => {
    const deps = table(AIRGUN);
    const o = app.buyGoal(deps, as(ANA), { goal: 'disarm with the whip', target: 'Viktor', points: 1 });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', goal: 'Disarm with the whip', price: 1 });
  });

  it('GIVEN a conflict where the whip is not in use THEN its goal is not on offer, and nothing changes', () => {
    const deps = table('Physique: Unarmed: Punch');
    expectRefused(
      deps.db,
      () => app.buyGoal(deps, as(ANA), { goal: 'Disarm with the whip', target: 'Viktor', points: 1 }),
      'goal/unknown',
    );
  });

  it('GIVEN a player writing a goal on gear, unknown gear or a goal twice THEN refused and nothing changes', () => {
    const deps = world();
    app.addCharacterGear(deps, as(ANA), { name: 'Whip', quality: 2, mode: 'assist', skill: 'Coordination' });
    expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(ANA), { gear: 'Whip', goal: 'Disarm', price: 1, character: 'Ana' }),
      'auth/not-gm',
    );
    expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(GM), { gear: 'Rope', goal: 'Disarm', price: 1, character: 'Ana' }),
      'input/bad-text',
    );
    expect(
      publicText(app.writeGearGoal(deps, as(GM), { gear: 'Whip', goal: 'Disarm', price: 1, character: 'Ana' })),
    ).toBe("**Whip** (Ana's) now offers the goal **Disarm** for 1 book.");
    expectRefused(
      deps.db,
      () => app.writeGearGoal(deps, as(GM), { gear: 'Whip', goal: 'disarm', price: 2, character: 'Ana' }),
      'input/bad-text',
    );
  });
});
