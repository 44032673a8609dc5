/** The third reading of the rules through the use cases and the store. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { scriptedDice } from '../../../src/rules';
import { readConflictDocument } from '../../../src/store/conflict/conflict-state';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { murphyBalance, murphyOwed } from '../../../src/store/campaign/murphy';
import { expectRefused } from '../campaign/world';
import { as, begGranted, CHANNEL, GUILD, makeDeps } from '../helpers';

const GM = 'u-gm';
const ANA = 'u-ana';
const BEA = 'u-bea';
const AIRGUN = 'Coordination: Projectiles: Airgun';

const state = async (deps: ReturnType<typeof makeDeps>) =>
  (await readConflictDocument(deps.db, (await latestConflict(deps.db, GUILD, CHANNEL))!.id)).state;

/** Ana (level 6) starts against Jack; Bea's sheet lists 7 lifestyles (level 7). Every die rolls a 4. */
async function table() {
  const deps = makeDeps({ dice: scriptedDice(Array(80).fill(4)) });
  await app.createCampaign(deps, as(GM), { name: 'Eros' });
  await app.setCampaignRule(deps, as(GM), { rule: 'lifestyle-limit', value: 'off' });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await app.addCharacterSkill(deps, as(ANA), { path });
  await app.createCharacter(deps, as(BEA), { name: 'Bea' });
  await app.addCharacterLifestyles(deps, as(BEA), {
    lifestyles: ['Dock', 'Gang', 'Lab', 'Mine', 'Port', 'Ring', 'Town'].map((name) => ({ name })),
  });
  await app.createNpc(deps, as(GM), { name: 'Jack' });
  await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Jack' });
  await app.setSecondary(deps, as(GM), { skill: 'Physique' });
  return deps;
}

describe('R3.3 the rack size through the use cases', () => {
  it('R3.3 GIVEN the GM rolled a rack of 6 before a level-7 PC joined THEN Begin settles racks of 7, tops the GM pool up and tells the GM alone', async () => {
    const deps = await table();
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    expect((await state(deps)).participants.find((p) => p.kind === 'gm')?.drawn).toBe(6);
    await app.joinConflict(deps, as(BEA), {});
    await app.rollPool(deps, as(BEA));
    const o = await app.beginExchanges(deps, as(ANA));
    const s = await state(deps);
    expect(s.settledRack).toBe(7);
    expect(s.participants.find((p) => p.kind === 'gm')).toMatchObject({ drawn: 7, pool: [4, 4, 4, 4, 4, 4, 4] });
    expect((await latestConflict(deps.db, GUILD, CHANNEL))!.rackSize).toBe(7);
    const told = o.private[GM]?.find((v) => v.kind === 'pool');
    expect(told).toMatchObject({ kind: 'pool', pool: { note: expect.stringContaining('racks of 7') } });
    expect(JSON.stringify(o.public)).not.toMatch(/racks of 7/);
    expect(o.private[ANA]).toBeUndefined();
    // The topped-up dice are in the log: every sealed pool still checks out once the conflict is over.
    await app.leadExchange(deps, as(ANA), { target: 'Jack', action: 'a shot', dice: [4] });
    await app.respondExchange(deps, as(GM), { action: 'a duck', dice: [4] });
    await app.endConflictCommand(deps, as(GM));
    const verified = await app.verifyConflict(deps, as(ANA));
    expect(verified.public[0]).toMatchObject({
      kind: 'notice',
      text: expect.stringMatching(/^Verified: everyone played the dice they rolled\. 3 rolls checked/),
    });
  });

  it('R3.3 R4.1 GIVEN the exchanges begin with a lead THEN the top-up happens there too', async () => {
    const deps = await table();
    await app.rollPool(deps, as(GM));
    await app.joinConflict(deps, as(BEA), {});
    await app.rollPool(deps, as(BEA));
    await app.rollPool(deps, as(ANA));
    const o = await app.leadExchange(deps, as(ANA), { target: 'Jack', action: 'a shot', dice: [4] });
    expect((await state(deps)).participants.find((p) => p.kind === 'gm')?.drawn).toBe(7);
    expect(o.private[GM]?.some((v) => v.kind === 'pool')).toBe(true);
  });
});

describe('R10.3 Murphy points owed by a character, inside a conflict', () => {
  it('R10.3 GIVEN 2 points Ana begged THEN they cannot pay a Scar on Bea, they do pay one on Ana, and her mark goes with them', async () => {
    const deps = await table();
    await app.joinConflict(deps, as(BEA), {});
    await begGranted(deps, as(ANA), as(GM), { amount: 2, reason: 'a lucky ricochet' });
    expect(await murphyBalance(deps.db, 1)).toBe(2);
    await expectRefused(
      deps.db,
      () => app.buyGoal(deps, as(GM), { goal: 'Scar', target: 'Bea', points: 2 }),
      'points/owed',
    );
    await app.buyGoal(deps, as(GM), { goal: 'Scar', target: 'Ana', points: 2 });
    expect(await murphyBalance(deps.db, 1)).toBe(0);
    expect(await murphyOwed(deps.db, 1)).toEqual([]);
  });
});
