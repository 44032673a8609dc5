// Worlds for the authorization matrix: one campaign in guild G1, channel C1, at a chosen stage.
import * as app from '../../src/app';
import { asUserId, type Caller, type Deps } from '../../src/app';
import { scriptedDice } from '../../src/rules';
import { testStore } from '../support/test-store';

export const G1 = 'g-one';
export const G2 = 'g-two';
export const C1 = 'c-shared'; // the same channel id in both guilds
export const C2 = 'c-next-door';

export const GM = '200000000000000001';
export const COGM = asUserId('200000000000000002');
export const ANA = '200000000000000003'; // the owning player: her character Ana is the one acted on
export const BEN = '200000000000000004'; // another player, with his own character Ben, not in Ana's conflict
export const OUT = '200000000000000005'; // an outsider: no character in the campaign

export type Role = 'gm' | 'co-gm' | 'owner' | 'other-player' | 'outsider' | 'other-server';
export const ROLES: readonly Role[] = ['gm', 'co-gm', 'owner', 'other-player', 'outsider', 'other-server'];

let seq = 0;
export function caller(userId: string, guildId = G1, channelId = C1): Caller {
  return { userId: asUserId(userId), guildId, channelId, interactionId: `authz-${++seq}` };
}

/** The caller for a role. "Other server": Ana's own user, in a guild with the same channel id. */
export function callerFor(role: Role): Caller {
  return role === 'other-server' ? caller(ANA, G2, C1) : caller(USER_OF[role]);
}

const USER_OF: Record<Exclude<Role, 'other-server'>, string> = {
  gm: GM,
  'co-gm': COGM,
  owner: ANA,
  'other-player': BEN,
  outsider: OUT,
};

export type Stage =
  | 'campaign' // characters, NPCs, a co-GM
  | 'session' // + an open session
  | 'murphy' // + 3 Murphy points
  | 'points' // + Ana holds 2 player points
  | 'setup' // Ana starts a conflict against Brute (Ben stays out)
  | 'setup-gm' // the GM starts a conflict; nobody has joined
  | 'setup-gm-ana' // the GM starts a conflict; Ana joins
  | 'setup-session' // 'setup' with an open session
  | 'exchanges' // Ana (5 5 5 4 4) and the GM (5 5 4 4 4) have rolled
  | 'ana-leads' // Ana led Brute with a 5: the GM must answer
  | 'gm-leads' // the GM led Ana with a 5: Ana must answer
  | 'books' // after two exchanges Ana and the GM hold one book each
  | 'war' // trailing-tie: war, 5 against 5: both sides must add a die
  | 'ended' // 'exchanges', then the GM ended the conflict
  | 'bidding' // 'exchanges', and the GM opened initiative bidding
  | 'compel' // the GM offered Ana a compel (id 1)
  | 'effect' // the GM gave Ana a wound (effect 1)
  | 'downtime'; // the GM started downtime

const AIRGUN = 'Coordination: Projectiles: Airgun';
const PATHS = ['Coordination', 'Coordination: Projectiles', AIRGUN];
/**
 * Ana rolls 6 dice → 5 5 5 4 4; the GM rolls a rack of 6 → 5 5 4 4 4 (no sixes: no roll-in). Later
 * rolls (downtime, fly dice) take plain dice without sixes.
 */
const ROLLS = [5, 5, 5, 4, 4, 1, 5, 5, 4, 4, 4, 2, ...Array.from({ length: 300 }, (_, i) => 1 + (i % 5))];

export async function world(stage: Stage, db = testStore()): Promise<Deps> {
  let t = Date.parse('2140-05-01T00:00:00Z');
  const deps: Deps = { db, random: scriptedDice(ROLLS), now: () => new Date((t += 1000)), salt: () => 'salt' };
  await app.createCampaign(deps, caller(GM), { name: 'Eros Nights' });
  await app.addCampaignCoGm(deps, caller(GM), { userId: COGM });
  await app.createCharacter(deps, caller(ANA), { name: 'Ana' });
  await app.createCharacter(deps, caller(BEN), { name: 'Ben' });
  for (const path of PATHS) {
    await app.addCharacterSkill(deps, caller(ANA), { path });
    await app.addCharacterSkill(deps, caller(BEN), { path });
  }
  await app.createNpc(deps, caller(GM), { name: 'Brute' });
  await app.createNpc(deps, caller(GM), { name: 'Thug' });
  if (stage === 'campaign') return deps;
  if (stage === 'compel')
    return (await app.offerCompel(deps, caller(GM), { character: 'Ana', points: 1, reason: 'sulk' }), deps);
  if (stage === 'effect')
    return (await app.addEffect(deps, caller(GM), { character: 'Ana', kind: 'wound', text: 'a cut arm' }), deps);
  if (stage === 'downtime') return (await app.startDowntime(deps, caller(GM)), deps);
  if (stage === 'session') return (await app.startSession(deps, caller(GM)), deps);
  if (stage === 'murphy') return (await app.addMurphy(deps, caller(GM), { amount: 3, reason: 'omens' }), deps);
  if (stage === 'points') {
    const { begId } = await app.requestBeg(deps, caller(ANA), { amount: 2, reason: 'luck' });
    await app.answerBeg(deps, caller(GM), { begId, grant: true });
    return deps;
  }
  if (stage === 'setup-gm' || stage === 'setup-gm-ana') {
    await app.startConflict(deps, caller(GM), { primary: AIRGUN });
    if (stage === 'setup-gm-ana') await app.joinConflict(deps, caller(ANA), {});
    return deps;
  }
  if (stage === 'setup-session') await app.startSession(deps, caller(GM));
  if (stage === 'war') await app.setCampaignRule(deps, caller(GM), { rule: 'trailing-tie', value: 'war' });
  await app.startConflict(deps, caller(ANA), { primary: AIRGUN, against: 'Brute' });
  if (stage === 'setup' || stage === 'setup-session') return deps;
  // R4.1: a secondary skill that adds none of Ana's dice, the rolls, then the GM begins.
  await app.setSecondary(deps, caller(GM), { skill: 'Cognition' });
  await app.rollPool(deps, caller(ANA));
  await app.rollPool(deps, caller(GM));
  await app.beginExchanges(deps, caller(GM));
  if (stage === 'exchanges') return deps;
  if (stage === 'ended') return (await app.endConflictCommand(deps, caller(GM)), deps);
  if (stage === 'bidding') return (await app.openBidding(deps, caller(GM)), deps);
  const lead = (user: string, target: string) =>
    app.leadExchange(deps, caller(user), { target, action: 'strike', dice: [5] });
  const respond = (user: string, face: 4 | 5) =>
    app.respondExchange(deps, caller(user), { action: 'parry', dice: [face] });
  if (stage === 'ana-leads') return (await lead(ANA, 'Brute'), deps);
  if (stage === 'gm-leads') {
    // Resist gear of quality 0 rolls no dice: /gear resist works without more scripted faces.
    await app.addCharacterGear(deps, caller(ANA), { name: 'Vest', quality: 0, mode: 'resist', skill: 'Coordination' });
    return (await lead(GM, 'Ana'), deps);
  }
  if (stage === 'war') return (await lead(ANA, 'Brute'), await respond(GM, 5), deps);
  await lead(ANA, 'Brute');
  await respond(GM, 4);
  await lead(GM, 'Ana');
  await respond(ANA, 4);
  return deps;
}
