import { canonicalName, type GearMode, type ListedGear } from '../../rules';
import type { Db } from '../engine/db';
import { type CampaignId, type CharacterId, asCharacterId, type UserId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { oneRow, prep } from '../engine/statements';

export interface CharacterRow {
  id: CharacterId;
  campaignId: CampaignId;
  ownerUserId: UserId;
  name: string;
  playerPoints: number;
  createdAt: string;
}
export interface SkillRow {
  key: string;
  text: string;
}
export interface LifestyleRow {
  id: number;
  name: string;
  habits: string;
  skills: string[];
  gear: ListedGear[];
  contacts: string[];
  memento: string;
}
export interface GearRow {
  id: number;
  name: string;
  quality: number;
  mode: GearMode;
  skillKey: string;
  skillText: string;
  pmp: number;
  /** The lifestyle that granted it (R2.3), or null when added by hand. */
  lifestyleId?: number | null;
  /** R2.4: the skill a user must hold for the gear to give anything. */
  needsKey?: string | null;
  needsText?: string | null;
}
export interface RestrictedPointsRow {
  skillKey: string;
  skillText: string;
  amount: number;
}

interface Raw {
  id: CharacterId;
  campaign_id: CampaignId;
  owner_user_id: UserId;
  name: string;
  player_points: number;
  created_at: string;
}
const map = (r: Raw): CharacterRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  ownerUserId: r.owner_user_id,
  name: r.name,
  playerPoints: r.player_points,
  createdAt: r.created_at,
});

export async function insertCharacter(
  db: Db,
  c: { campaignId: CampaignId; ownerUserId: UserId; name: string; now: string },
): Promise<CharacterId> {
  return asCharacterId(
    Number(
      await prep(
        db,
        'INSERT INTO characters (campaign_id, owner_user_id, name, created_at) VALUES (?, ?, ?, ?)',
      ).insert(c.campaignId, c.ownerUserId, c.name, c.now),
    ),
  );
}

export async function getCharacter(db: Db, id: CharacterId): Promise<CharacterRow | null> {
  return await oneRow(db, 'SELECT * FROM characters WHERE id = ?', map, id);
}

export async function characterByName(db: Db, campaignId: CampaignId, name: string): Promise<CharacterRow | null> {
  return await oneRow(
    db,
    'SELECT * FROM characters WHERE campaign_id = ? AND name = ? COLLATE NOCASE',
    map,
    campaignId,
    canonicalName(name),
  );
}

export async function charactersOf(db: Db, campaignId: CampaignId, ownerUserId?: UserId): Promise<CharacterRow[]> {
  const rows = ownerUserId
    ? await prep<[number, string], Raw>(
        db,
        'SELECT * FROM characters WHERE campaign_id = ? AND owner_user_id = ? ORDER BY id',
      ).all(campaignId, ownerUserId)
    : await prep<[number], Raw>(db, 'SELECT * FROM characters WHERE campaign_id = ? ORDER BY id').all(campaignId);
  return rows.map(map);
}

export async function skillsOf(db: Db, characterId: CharacterId): Promise<SkillRow[]> {
  return (
    await prep<[number], { path_key: string; path_text: string }>(
      db,
      'SELECT path_key, path_text FROM character_skills WHERE character_id = ? ORDER BY path_key',
    ).all(characterId)
  ).map((r) => ({ key: r.path_key, text: r.path_text }));
}

/** Adds a skill the character lacks; `own` false when only a lifestyle grants it (R2.3). */
export async function addSkill(
  db: Db,
  characterId: CharacterId,
  key: string,
  text: string,
  own = true,
): Promise<boolean> {
  return (
    (
      await prep(
        db,
        'INSERT INTO character_skills (character_id, path_key, path_text, own) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(characterId, key, text, own ? 1 : 0)
    ).changes > 0
  );
}

interface LifestyleRaw {
  id: number;
  name: string;
  habits: string;
  skills: string;
  gear: string;
  contacts: string;
  memento: string;
}

/** A stored lifestyle's lists (here and in the campaign's catalogue of lifestyles). */
export const mapLifestyle = (r: LifestyleRaw): LifestyleRow => ({
  id: r.id,
  name: r.name,
  habits: r.habits,
  skills: parseJson<string[]>(r.skills, 'lifestyle skills') ?? [],
  gear: parseJson<ListedGear[]>(r.gear, 'lifestyle gear') ?? [],
  contacts: parseJson<string[]>(r.contacts, 'lifestyle contacts') ?? [],
  memento: r.memento,
});

export async function lifestylesOf(db: Db, characterId: CharacterId): Promise<LifestyleRow[]> {
  return (
    await prep<[number], LifestyleRaw>(
      db,
      'SELECT id, name, habits, skills, gear, contacts, memento FROM lifestyles WHERE character_id = ? ORDER BY id',
    ).all(characterId)
  ).map(mapLifestyle);
}

export async function addLifestyle(db: Db, characterId: CharacterId, l: Omit<LifestyleRow, 'id'>): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO lifestyles (character_id, name, habits, skills, gear, contacts, memento) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).insert(characterId, l.name, l.habits, toJson(l.skills), toJson(l.gear), toJson(l.contacts), l.memento),
  );
}

export async function lifestyleByName(db: Db, characterId: CharacterId, name: string): Promise<LifestyleRow | null> {
  return await oneRow(
    db,
    'SELECT id, name, habits, skills, gear, contacts, memento FROM lifestyles WHERE character_id = ? AND name = ? COLLATE NOCASE',
    mapLifestyle,
    characterId,
    name.trim(),
  );
}

export async function gearOf(db: Db, characterId: CharacterId): Promise<GearRow[]> {
  return (
    await prep<
      [number],
      {
        id: number;
        name: string;
        quality: number;
        mode: GearMode;
        skill_key: string;
        skill_text: string;
        pmp: number;
        lifestyle_id: number | null;
        needs_key: string | null;
        needs_text: string | null;
      }
    >(db, 'SELECT * FROM gear WHERE character_id = ? ORDER BY id').all(characterId)
  ).map((r) => ({
    id: r.id,
    name: r.name,
    quality: r.quality,
    mode: r.mode,
    skillKey: r.skill_key,
    skillText: r.skill_text,
    pmp: r.pmp,
    lifestyleId: r.lifestyle_id,
    needsKey: r.needs_key,
    needsText: r.needs_text,
  }));
}

export async function addGear(db: Db, characterId: CharacterId, g: Omit<GearRow, 'id'>): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO gear (character_id, name, quality, mode, skill_key, skill_text, pmp, lifestyle_id, needs_key, needs_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).insert(
      characterId,
      g.name,
      g.quality,
      g.mode,
      g.skillKey,
      g.skillText,
      g.pmp,
      g.lifestyleId ?? null,
      g.needsKey ?? null,
      g.needsText ?? null,
    ),
  );
}

export async function campaignPmp(db: Db, campaignId: CampaignId): Promise<number> {
  const r = await prep<[number], { total: number | null }>(
    db,
    'SELECT SUM(g.pmp) AS total FROM gear g JOIN characters c ON c.id = g.character_id WHERE c.campaign_id = ?',
  ).get(campaignId);
  return r?.total ?? 0;
}

export async function restrictedPointsOf(db: Db, characterId: CharacterId): Promise<RestrictedPointsRow[]> {
  return (
    await prep<[number], { skill_key: string; skill_text: string; amount: number }>(
      db,
      'SELECT skill_key, skill_text, amount FROM restricted_points WHERE character_id = ? AND amount > 0 ORDER BY skill_key',
    ).all(characterId)
  ).map((r) => ({ skillKey: r.skill_key, skillText: r.skill_text, amount: r.amount }));
}

/** Changes a character's unrestricted player points and logs why (R10.3). Returns the new balance. */
export async function changePlayerPoints(
  db: Db,
  characterId: CharacterId,
  delta: number,
  reason: string,
  now: string,
): Promise<number> {
  await prep(db, 'UPDATE characters SET player_points = player_points + ? WHERE id = ?').run(delta, characterId);
  const balance = (await getCharacter(db, characterId))!.playerPoints;
  await prep(db, 'INSERT INTO points_log (character_id, delta, balance, reason, at) VALUES (?, ?, ?, ?, ?)').run(
    characterId,
    delta,
    balance,
    reason,
    now,
  );
  return balance;
}

/** R2.3 level = number of lifestyles. */
export async function lifestyleCount(db: Db, characterId: CharacterId): Promise<number> {
  return (
    (
      await prep<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM lifestyles WHERE character_id = ?').get(
        characterId,
      )
    )?.n ?? 0
  );
}
