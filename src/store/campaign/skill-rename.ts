import { makeSkillPath, type SkillPath } from '../../rules';
import type { Db } from '../engine/db';
import { parseJson, toJson } from '../engine/json';
import { prep, rowIdColumn } from '../engine/statements';

// R2.1: renaming a skill of a campaign renames it, and everything under it, wherever it is held or
// used: characters' skills, gear, restricted points, lifestyles, conflicts and fly-dice skills.
// Logs (restricted_log, downtime_actions) keep the name they were written with.

/** `text` with `from` (or a parent part of it) replaced by `to`; null when `text` is not under `from`. */
export function renamedPath(text: string, from: SkillPath, to: SkillPath): SkillPath | null {
  const parts = text.split(':').map((p) => p.trim().replace(/\s+/g, ' '));
  if (parts.length < from.parts.length) return null;
  const head = parts
    .slice(0, from.parts.length)
    .map((p) => p.toLowerCase())
    .join(': ');
  if (head !== from.key) return null;
  return makeSkillPath([...to.parts, ...parts.slice(from.parts.length)]);
}

export async function renameSkillEverywhere(db: Db, campaignId: number, from: SkillPath, to: SkillPath): Promise<void> {
  const ofCampaign = 'character_id IN (SELECT id FROM characters WHERE campaign_id = ?)';
  await renameKeyed(db, 'character_skills', 'path_key', 'path_text', ofCampaign, campaignId, from, to);
  await renameKeyed(db, 'gear', 'skill_key', 'skill_text', ofCampaign, campaignId, from, to);
  await renameKeyed(db, 'restricted_points', 'skill_key', 'skill_text', ofCampaign, campaignId, from, to);
  await renameKeyed(db, 'conflicts', 'primary_key', 'primary_text', 'campaign_id = ?', campaignId, from, to);
  await renameKeyed(db, 'conflicts', 'secondary_key', 'secondary_text', 'campaign_id = ?', campaignId, from, to);
  const rename = (list: string[]) => list.map((t) => renamedPath(t, from, to)?.text ?? t);
  const renameGear = (list: { skill: string }[]) =>
    list.map((g) => ({ ...g, skill: renamedPath(g.skill, from, to)?.text ?? g.skill }));
  await renameInJson(db, 'lifestyles', 'skills', ofCampaign, campaignId, rename);
  await renameInJson(db, 'lifestyles', 'gear', ofCampaign, campaignId, renameGear);
  await renameInJson(db, 'campaign_lifestyles', 'skills', 'campaign_id = ?', campaignId, rename);
  await renameInJson(db, 'campaign_lifestyles', 'gear', 'campaign_id = ?', campaignId, renameGear);
  await renameInJson(
    db,
    'participants',
    'fly_skills',
    'conflict_id IN (SELECT id FROM conflicts WHERE campaign_id = ?)',
    campaignId,
    rename,
  );
}

async function renameKeyed(
  db: Db,
  table: string,
  keyCol: string,
  textCol: string,
  scope: string,
  campaignId: number,
  from: SkillPath,
  to: SkillPath,
): Promise<void> {
  const rows = await prep<[number], { rid: number; text: string | null }>(
    db,
    `SELECT ${rowIdColumn(db)} AS rid, ${textCol} AS text FROM ${table} WHERE ${scope}`,
  ).all(campaignId);
  const update = prep(db, `UPDATE ${table} SET ${keyCol} = ?, ${textCol} = ? WHERE ${rowIdColumn(db)} = ?`);
  for (const r of rows) {
    const next = r.text === null ? null : renamedPath(r.text, from, to);
    if (next) await update.run(next.key, next.text, r.rid);
  }
}

/** Rewrites a JSON column through `map`; rows it leaves as they were are not written. */
async function renameInJson<T>(
  db: Db,
  table: string,
  col: string,
  scope: string,
  campaignId: number,
  map: (value: T) => T,
): Promise<void> {
  const rows = await prep<[number], { rid: number; value: string }>(
    db,
    `SELECT ${rowIdColumn(db)} AS rid, ${col} AS value FROM ${table} WHERE ${scope}`,
  ).all(campaignId);
  const update = prep(db, `UPDATE ${table} SET ${col} = ? WHERE ${rowIdColumn(db)} = ?`);
  for (const r of rows) {
    const value = parseJson<T>(r.value, `${table} ${col}`);
    if (value === null) continue;
    const next = toJson(map(value));
    if (next !== toJson(value)) await update.run(next, r.rid);
  }
}
