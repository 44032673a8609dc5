// A table for the nudge house rule's tests: Ana against Alamo Jack and the Pier Rats, Jack leads at
// Ana one hour in. The clock moves only when told (`clock.at(ms)`, from the start).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as app from '../../../src/app';
import { type Face, seededSource } from '../../../src/rules';
import { as, makeDeps, poolOf } from '../helpers';

export const GM = 'u-gm';
export const ANA = 'u-ana';
const AIRGUN = 'Coordination: Projectiles: Airgun';
export const HOUR = 3_600_000;

const dir = mkdtempSync(join(tmpdir(), 'venus-nudges-'));
let stores = 0;

/** `nudge`: the house rule's value. `path` is the store's, to open it again (a restart). */
export async function jackLeads(nudge: string) {
  const path = join(dir, `nudges-${++stores}.sqlite`);
  const deps = makeDeps({ path, dice: seededSource(7) });
  let t = Date.parse('2140-01-01T00:00:00Z');
  deps.now = () => new Date(t);
  const clock = { at: (ms: number) => (t = Date.parse('2140-01-01T00:00:00Z') + ms) };
  await app.createCampaign(deps, as(GM), { name: 'Eros' });
  await app.setCampaignRule(deps, as(GM), { rule: 'nudge', value: nudge });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  for (const p of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await app.addCharacterSkill(deps, as(ANA), { path: p });
  await app.createNpc(deps, as(GM), { name: 'Alamo Jack' });
  await app.createNpc(deps, as(GM), { name: 'Pier Rats' });
  await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Alamo Jack' });
  await app.addNpcToConflict(deps, as(GM), { npc: 'Pier Rats', mook: false });
  await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  const ana = poolOf(await app.rollPool(deps, as(ANA)), ANA)! as Face[];
  const gm = poolOf(await app.rollPool(deps, as(GM)), GM)! as Face[];
  await app.beginExchanges(deps, as(GM));
  clock.at(HOUR);
  await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'Jack swings', dice: [gm[0]!], npc: 'Alamo Jack' });
  return { deps, path, clock, ana };
}
