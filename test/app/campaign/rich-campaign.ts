// A campaign that has been through everything: the seed's gang fight, then the campaign economy,
// effects, downtime, levelling and chart edits. Deterministic: scripted dice, then a seeded source.
import * as app from '../../../src/app';
import { type RandomSource, seededSource } from '../../../src/rules';
import { grantDrama } from '../../../src/app/roll/drama-balance';
import { startPresetRoll } from '../../../src/app/roll/roll-start';
import { as, makeDeps } from '../helpers';
import { GANG_FIGHT_DICE, gangFight, GM, SHRED, SVEN, WIRE } from '../scripts';

export { GM, SHRED, SVEN, WIRE };
export const CO = app.asUserId('100000000000000005');
export const THREAD = 't1';

/** Scripted faces (more can be queued later), then a seeded source. */
function queuedDice(faces: readonly number[], seed: number): RandomSource & { queue(...more: number[]): void } {
  const queue = [...faces];
  const seeded = seededSource(seed);
  return { die: (sides) => queue.shift() ?? seeded.die(sides), queue: (...more) => queue.push(...more) };
}

export async function richCampaign(path?: string) {
  const dice = queuedDice(GANG_FIGHT_DICE, 2140);
  const deps = makeDeps({ path, dice });
  for (const s of gangFight()) await s.run(deps);
  await app.addCampaignCoGm(deps, as(GM), { userId: CO });
  await app.setCampaignRule(deps, as(GM), { rule: 'trailing-tie', value: 'war' });
  await app.writeCampaignLifestyle(deps, as(GM), {
    name: 'Dock rat',
    habits: 'gambling',
    skills: 'Physique: Unarmed',
    gear: 'Gaff hook 2 assist Physique: Unarmed',
    contacts: 'the crane crew',
    memento: 'Network: the dockers',
  });
  await app.addCharacterLifestyle(deps, as(SHRED), { name: 'Dock rat' });
  await app.addCharacterGear(deps, as(SHRED), {
    name: 'Cursed charm',
    quality: 1,
    mode: 'circumstance',
    skill: 'Coordination',
    pmp: 2,
  });
  await app.writeGearGoal(deps, as(GM), {
    gear: 'Cursed charm',
    goal: 'Curse their luck',
    price: 2,
    character: 'Shred',
  });
  const accepted = await app.offerCompel(deps, as(GM), {
    character: 'Shred',
    points: 2,
    reason: 'gamble away the rent',
  });
  await app.answerCompel(deps, as(SHRED), { compelId: accepted.compelId, accept: true });
  const refused = await app.offerCompel(deps, as(GM), { character: 'Wire', points: 1, reason: 'pick a fight' });
  await app.answerCompel(deps, as(WIRE), { compelId: refused.compelId, accept: false });
  await app.offerCompel(deps, as(GM), { character: 'Sven', points: 3, reason: 'sulk' });
  const plea = await app.requestBeg(deps, as(SVEN), { amount: 2, reason: 'the lift is stuck' });
  await app.answerBeg(deps, as(GM), { begId: plea.begId, grant: true });
  await app.requestBeg(deps, as(WIRE), { amount: 1, reason: 'please' });
  await app.enemyEnters(deps, as(GM), { enemy: 'S-Max', character: 'Shred', level: 2 });
  // R2.5: friends, a character and an NPC.
  await app.characterFriend(deps, as(SHRED), { friend: 'Wire' });
  await app.characterFriend(deps, as(GM), { friend: 'Vid-Dronz', character: 'Sven' });
  await app.addEffect(deps, as(GM), { character: 'Shred', kind: 'wound', text: 'a cut arm', causedBy: 'S-Max' });
  await app.addEffect(deps, as(GM), { npc: 'Vid-Dronz', kind: 'text', text: 'wary of Shred', permanent: true });
  await app.spendMurphy(deps, as(GM), { amount: 1, reason: 'bad luck', narration: 'The lights go out.' });
  await app.editSkillCatalog(deps, as(GM), { action: 'add', path: 'Cognition: Medicine: Surgery' });
  await app.editSkillCatalog(deps, as(GM), { action: 'rename', path: 'Physique: Unarmed', to: 'Brawling' });
  await app.editGoalChart(deps, as(GM), { action: 'price', name: 'Kill', books: 8 });
  await app.editGoalChart(deps, as(GM), { action: 'add', name: 'Disarm', books: 2, fields: 'Coordination' });
  await app.levelUp(deps, as(GM), { prompt: 'the Vid-Dronz are broken' });
  await app.useConnectionAsPoint(deps, as(SHRED), { lifestyle: 'Dock rat', onBehalfOf: 'the dockers' });
  await app.endSession(deps, as(GM));
  await app.startDowntime(deps, as(GM));
  dice.queue(6, 6, 4, 4, 1, 1, ...Array(12).fill(1)); // Wire: 4 dice against 12 → 2 books
  await app.downtimeTrain(deps, as(WIRE), { skill: 'Physique: Brawling' });
  dice.queue(5, 5, 5, 1, 4, 1, 1); // Shred: 4 dice against 3 → 2 books remove the wound
  await app.downtimeHeal(deps, as(SHRED), { skill: 'Physique: Brawling' });
  dice.queue(5, 5, 4, 4, ...Array(7).fill(1), ...Array(6).fill(1)); // Sven: 11 dice against a rack → 2 favours
  await app.downtimeConnections(deps, as(SVEN), { lifestyles: 4, network: true, secondary: 'Coordination' });
  await app.spendConnection(deps, as(SVEN), { buy: 'information', detail: 'who hired the Vid-Dronz' });
  await app.spendRestrictedPoints(deps, as(WIRE), { skill: 'Physique: Brawling', amount: 1, reason: 'a lucky punch' });
  await app.endDowntime(deps, as(GM));
  await app.startDowntime(deps, as(GM));
  // A second conflict in a thread, rolled (secret pools), with a negotiated goal countered (R4.2).
  const inThread = (user: string) => ({ ...as(user, THREAD), parentChannelId: 'c1' });
  await app.startConflict(deps, inThread(SHRED), { primary: 'Physique: Brawling: Punch', against: 'S-Max' });
  const offer = await app.proposeGoal(deps, inThread(SHRED), { target: 'S-Max', goal: 'S-Max talks', price: 2 });
  const offerId = (offer.public[0] as { offerId: number }).offerId;
  await app.answerGoal(deps, inThread(GM), { offerId, answer: 'counter', goal: 'S-Max talks and flees', price: 4 });
  dice.queue(6, 5, 5, 4, 2, 1, 3, ...[6, 5, 4, 4, 1]); // GM: one rack of 6 → 6 5 5 4; Shred: 4 dice → 6 5 4 4
  await app.rollPool(deps, inThread(GM));
  await app.rollPool(deps, inThread(SHRED));
  // Seed 002's drama points and preset rolls: a public roll travels in the file, a secret one not.
  await grantDrama(deps, as(GM), { userId: SHRED, amount: 5 });
  const dramaRoll = (secret: boolean, skill: number, drama: number) =>
    startPresetRoll(
      deps,
      { ...as(SHRED), displayName: 'Shred' },
      {
        request: { preset: 'drama-pool', pool: { dice: [8, 8, 6], target: 6, skill, ability: 2, drama } },
        title: 'Drama dice',
        inputs: 'dice:d8 d8 d6',
        secret,
      },
    );
  await dramaRoll(false, 3, 4);
  await dramaRoll(true, 6, 0);
  return deps;
}

/** The rich campaign with its thread conflict ended by the GM: a campaign with a live conflict is not exported. */
export async function settledCampaign(path?: string) {
  const deps = await richCampaign(path);
  await app.endConflictCommand(deps, { ...as(GM, THREAD), parentChannelId: 'c1' });
  return deps;
}

/**
 * What an export becomes once imported into `channelId`: every channel of the file is that one,
 * a conflict that ran in a thread included (its parent link goes).
 */
export function asImportedInto(file: string, channelId: string): string {
  const doc = JSON.parse(file);
  for (const row of [...doc.tables.campaign_channels, ...doc.tables.roll_states]) row.channel_id = channelId;
  for (const row of doc.tables.conflicts) Object.assign(row, { channel_id: channelId, parent_channel_id: null });
  return JSON.stringify(doc, null, 2) + (file.endsWith('\n') ? '\n' : '');
}
