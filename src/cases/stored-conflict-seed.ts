// Puts a case's start state into a fresh database the way the bot keeps a conflict: the campaign
// (its house rules and rack), each PC's character sheet (skills, gear with goals, lifestyles for its
// level, player points), the Murphy pool for the GM's points, the NPC records, and the conflict row
// whose document is the start state itself. A load then refreshes the sheets from what is written
// here, so they say exactly what the start state says.
import { characterLevel, parseSkillPath } from '../rules';
import type { ConflictHouseRules, ConflictState, Participant } from '../rules/conflict';
import { type HouseRules, insertCampaign, setHouseRules } from '../store/campaign/campaigns';
import { addGear, addLifestyle, addSkill, changePlayerPoints, insertCharacter } from '../store/character/characters';
import { addConflictNpc } from '../store/conflict/conflict-npcs';
import { insertConflict, updateConflict } from '../store/conflict/conflicts';
import { insertParticipant, updateParticipant } from '../store/conflict/participants';
import type { Db } from '../store/engine/db';
import { addGearGoal } from '../store/character/gear-goals';
import { asUserId, type CampaignId, type ConflictId, type UserId } from '../store/engine/ids';
import { changeMurphy } from '../store/campaign/murphy';
import { insertNpc } from '../store/campaign/npcs';
import { CaseFailure } from './case-failure';

export const CASE_GUILD = 'rules-cases';
export const CASE_CHANNEL = 'case';
export const CASE_GM = asUserId('case-gm');

/** The house rules as the campaign row keeps them (the keys and words of /campaign set). */
function storedHouseRules(h: ConflictHouseRules): HouseRules {
  const onOff = (b: boolean) => (b ? 'on' : 'off');
  return {
    'trailing-tie': h.trailingTie,
    unmatched: h.unmatched,
    'strict-turns': onOff(h.strictTurns),
    'gm-sees-pools': onOff(h.gmSeesPools),
    ...(h.setupWait != null ? { 'setup-wait': String(h.setupWait) } : {}),
  };
}

/** Writes the campaign and the conflict of one case; the conflict's document is `start`, unchanged. */
export async function seedConflict(
  db: Db,
  start: ConflictState,
  now: string,
): Promise<{ campaignId: CampaignId; conflictId: ConflictId }> {
  const campaignId = await insertCampaign(db, {
    guildId: CASE_GUILD,
    channelId: CASE_CHANNEL,
    name: 'rules case',
    gmUserId: CASE_GM,
    rackSize: start.fixedRack,
    now,
  });
  await setHouseRules(db, campaignId, storedHouseRules(start.houseRules));
  const conflictId = await insertConflict(db, {
    campaignId,
    guildId: CASE_GUILD,
    channelId: CASE_CHANNEL,
    primaryKey: parseSkillPath(start.primary).key,
    primaryText: start.primary,
    initiatorUserId: CASE_GM,
    state: start,
    now,
  });
  await updateConflict(db, conflictId, {
    phase: start.phase,
    rackSize: start.fixedRack,
    secondaryText: start.secondary,
    secondaryKey: start.secondary === null ? null : parseSkillPath(start.secondary).key,
  });
  for (const [i, p] of start.participants.entries()) {
    const why = unstorable(p);
    if (why) throw new CaseFailure(`${p.name} cannot be stored as the bot keeps it: ${why}`);
    const userId = p.kind === 'gm' ? CASE_GM : asUserId(`case-player-${i + 1}`);
    const characterId = p.kind === 'pc' ? await writeSheet(db, campaignId, userId, p, now) : null;
    if (p.kind === 'gm' && p.points > 0)
      await changeMurphy(db, { campaignId, delta: p.points, reason: 'rules case', userId, now });
    const id = await insertParticipant(db, {
      conflictId,
      kind: p.kind,
      characterId,
      userId,
      name: p.name,
      side: p.side,
    });
    await updateParticipant(db, id, { pool: [...p.pool], books: p.books, drawn: p.drawn });
  }
  for (const n of start.npcs) {
    const npcId = await insertNpc(db, { campaignId, name: n.name, level: 6, gangSize: n.gang, enemy: false, now });
    await addConflictNpc(db, conflictId, npcId, n.mook);
  }
  return { campaignId, conflictId };
}

/**
 * What a participant holds that no record of the bot can: the GM side has no sheet (its level is
 * the starting one, no skills, no gear); a sheet's level is never below the starting one, and it
 * lists skills once each, in path order.
 */
function unstorable(p: Participant): string | null {
  if (p.kind === 'gm') {
    const sheetless = p.skills.length === 0 && p.gear.length === 0 && p.level === characterLevel(null);
    return sheetless ? null : 'the GM side has no character sheet, so no level, skills or gear of its own';
  }
  if (p.level < characterLevel(0))
    return `a sheet's level counts its lifestyles and is never below ${characterLevel(0)}, not ${p.level}`;
  const keyOf = (text: string) => parseSkillPath(text).key;
  const listed = [...new Map(p.skills.map((t) => [keyOf(t), t])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, t]) => t);
  if (listed.join('\n') !== p.skills.join('\n'))
    return `a character sheet lists skills once each in path order: ${JSON.stringify(listed)}`;
  return null;
}

/** A PC's character sheet, written so that reading it back gives the participant's own fields. */
async function writeSheet(db: Db, campaignId: CampaignId, owner: UserId, p: Participant, now: string) {
  const id = await insertCharacter(db, { campaignId, ownerUserId: owner, name: p.name, now });
  for (const text of p.skills) await addSkill(db, id, parseSkillPath(text).key, text);
  for (const g of p.gear) {
    const gearId = await addGear(db, id, {
      name: g.name,
      quality: g.quality,
      mode: g.mode,
      skillKey: parseSkillPath(g.skill).key,
      skillText: g.skill,
      pmp: 0,
      needsKey: g.needs ? parseSkillPath(g.needs).key : null,
      needsText: g.needs ?? null,
    });
    for (const goal of g.goals ?? []) await addGearGoal(db, gearId, goal.name, goal.books);
  }
  // R2.3: a level is a count of lifestyles (none reads as the starting level).
  const lifestyles = p.level > characterLevel(0) ? p.level : 0;
  for (let i = 1; i <= lifestyles; i++)
    await addLifestyle(db, id, { name: `Lifestyle ${i}`, habits: '', skills: [], gear: [], contacts: [], memento: '' });
  if (p.points > 0) await changePlayerPoints(db, id, p.points, 'rules case', now);
  return id;
}
