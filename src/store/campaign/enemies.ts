import type { Db } from '../engine/db';
import { oneRow, prep } from '../engine/statements';

/** R10.5: an NPC that is one character's enemy, with its enemy level. */
export interface EnemyRow {
  id: number;
  campaignId: number;
  characterId: number;
  npcId: number;
  level: number;
}
interface Raw {
  id: number;
  campaign_id: number;
  character_id: number;
  npc_id: number;
  level: number;
}
const map = (r: Raw): EnemyRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  characterId: r.character_id,
  npcId: r.npc_id,
  level: r.level,
});

export async function enemyOf(db: Db, characterId: number, npcId: number): Promise<EnemyRow | null> {
  return await oneRow(db, 'SELECT * FROM enemies WHERE character_id = ? AND npc_id = ?', map, characterId, npcId);
}

/** Records the NPC as the character's enemy at `level`, or sets the level of an existing one. */
export async function saveEnemy(
  db: Db,
  e: { campaignId: number; characterId: number; npcId: number; level: number; now: string },
): Promise<EnemyRow> {
  await prep(
    db,
    `INSERT INTO enemies (campaign_id, character_id, npc_id, level, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (character_id, npc_id) DO UPDATE SET level = excluded.level`,
  ).run(e.campaignId, e.characterId, e.npcId, e.level, e.now);
  return (await enemyOf(db, e.characterId, e.npcId))!;
}
