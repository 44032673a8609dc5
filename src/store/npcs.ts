import { canonicalName } from '../rules';
import type { Db } from './db';
import { parseJson, toJson } from './json';
import { allRows, oneRow, prep } from './statements';

export interface NpcRow {
  id: number;
  campaignId: number;
  name: string;
  level: number;
  gangSize: number | null;
  enemy: boolean;
  /** R2.5: lifestyles the NPC carries; PCs sharing one are affiliated with it. */
  lifestyles: string[];
}
interface Raw {
  id: number;
  campaign_id: number;
  name: string;
  level: number;
  gang_size: number | null;
  enemy: number;
  lifestyles: string;
}
const map = (r: Raw): NpcRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  name: r.name,
  level: r.level,
  gangSize: r.gang_size,
  enemy: r.enemy === 1,
  lifestyles: parseJson<string[]>(r.lifestyles, 'NPC lifestyles') ?? [],
});

/** R2.5: replaces the lifestyles an NPC carries. */
export function setNpcLifestyles(db: Db, id: number, lifestyles: readonly string[]): void {
  prep(db, 'UPDATE npcs SET lifestyles = ? WHERE id = ?').run(toJson(lifestyles), id);
}

export function insertNpc(
  db: Db,
  n: { campaignId: number; name: string; level: number; gangSize: number | null; enemy: boolean; now: string },
): number {
  return Number(
    prep(db, 'INSERT INTO npcs (campaign_id, name, level, gang_size, enemy, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      n.campaignId,
      n.name,
      n.level,
      n.gangSize,
      n.enemy ? 1 : 0,
      n.now,
    ).lastInsertRowid,
  );
}

export function npcByName(db: Db, campaignId: number, name: string): NpcRow | null {
  return oneRow(
    db,
    'SELECT * FROM npcs WHERE campaign_id = ? AND name = ? COLLATE NOCASE',
    map,
    campaignId,
    canonicalName(name),
  );
}

export function getNpc(db: Db, id: number): NpcRow | null {
  return oneRow(db, 'SELECT * FROM npcs WHERE id = ?', map, id);
}

export function npcsOf(db: Db, campaignId: number): NpcRow[] {
  return allRows(db, 'SELECT * FROM npcs WHERE campaign_id = ? ORDER BY name COLLATE NOCASE', map, campaignId);
}
