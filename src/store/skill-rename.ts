import { makeSkillPath, type SkillPath } from '../rules';
import type { Db } from './db';
import { parseJson, toJson } from './json';
import { prep } from './statements';

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

export function renameSkillEverywhere(db: Db, campaignId: number, from: SkillPath, to: SkillPath): void {
  const ofCampaign = 'character_id IN (SELECT id FROM characters WHERE campaign_id = ?)';
  renameKeyed(db, 'character_skills', 'path_key', 'path_text', ofCampaign, campaignId, from, to);
  renameKeyed(db, 'gear', 'skill_key', 'skill_text', ofCampaign, campaignId, from, to);
  renameKeyed(db, 'restricted_points', 'skill_key', 'skill_text', ofCampaign, campaignId, from, to);
  renameKeyed(db, 'conflicts', 'primary_key', 'primary_text', 'campaign_id = ?', campaignId, from, to);
  renameKeyed(db, 'conflicts', 'secondary_key', 'secondary_text', 'campaign_id = ?', campaignId, from, to);
  renameInJsonList(db, 'lifestyles', 'skills', ofCampaign, campaignId, from, to);
  renameInJsonList(
    db,
    'participants',
    'fly_skills',
    'conflict_id IN (SELECT id FROM conflicts WHERE campaign_id = ?)',
    campaignId,
    from,
    to,
  );
}

function renameKeyed(
  db: Db,
  table: string,
  keyCol: string,
  textCol: string,
  scope: string,
  campaignId: number,
  from: SkillPath,
  to: SkillPath,
): void {
  const rows = prep<[number], { rid: number; text: string | null }>(
    db,
    `SELECT rowid AS rid, ${textCol} AS text FROM ${table} WHERE ${scope}`,
  ).all(campaignId);
  const update = prep(db, `UPDATE ${table} SET ${keyCol} = ?, ${textCol} = ? WHERE rowid = ?`);
  for (const r of rows) {
    const next = r.text === null ? null : renamedPath(r.text, from, to);
    if (next) update.run(next.key, next.text, r.rid);
  }
}

function renameInJsonList(
  db: Db,
  table: string,
  col: string,
  scope: string,
  campaignId: number,
  from: SkillPath,
  to: SkillPath,
): void {
  const rows = prep<[number], { rid: number; list: string }>(
    db,
    `SELECT rowid AS rid, ${col} AS list FROM ${table} WHERE ${scope}`,
  ).all(campaignId);
  const update = prep(db, `UPDATE ${table} SET ${col} = ? WHERE rowid = ?`);
  for (const r of rows) {
    const list = parseJson<string[]>(r.list, `${table} skills`) ?? [];
    let changed = false;
    const next = list.map((s) => {
      const renamed = renamedPath(s, from, to);
      if (!renamed) return s;
      changed = true;
      return renamed.text;
    });
    if (changed) update.run(toJson(next), r.rid);
  }
}
