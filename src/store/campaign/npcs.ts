import { canonicalName } from '../../rules';
import type { Db } from '../engine/db';
import { parseJson, toJson } from '../engine/json';
import { allRows, oneRow, prep } from '../engine/statements';

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
export async function setNpcLifestyles(db: Db, id: number, lifestyles: readonly string[]): Promise<void> {
  await prep(db, 'UPDATE npcs SET lifestyles = ? WHERE id = ?').run(toJson(lifestyles), id);
}

export async function insertNpc(
  db: Db,
  n: { campaignId: number; name: string; level: number; gangSize: number | null; enemy: boolean; now: string },
): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO npcs (campaign_id, name, level, gang_size, enemy, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).insert(n.campaignId, n.name, n.level, n.gangSize, n.enemy ? 1 : 0, n.now),
  );
}

export async function npcByName(db: Db, campaignId: number, name: string): Promise<NpcRow | null> {
  return await oneRow(
    db,
    'SELECT * FROM npcs WHERE campaign_id = ? AND name = ? COLLATE NOCASE',
    map,
    campaignId,
    canonicalName(name),
  );
}

export async function getNpc(db: Db, id: number): Promise<NpcRow | null> {
  return await oneRow(db, 'SELECT * FROM npcs WHERE id = ?', map, id);
}

export async function npcsOf(db: Db, campaignId: number): Promise<NpcRow[]> {
  return await allRows(db, 'SELECT * FROM npcs WHERE campaign_id = ? ORDER BY name COLLATE NOCASE', map, campaignId);
}
