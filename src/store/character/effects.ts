import type { Db } from '../engine/db';
import type { CampaignId, CharacterId, ConflictId } from '../engine/ids';
import { prep } from '../engine/statements';

export interface EffectRow {
  id: number;
  campaignId: CampaignId;
  characterId: CharacterId | null;
  npcId: number | null;
  kind: string;
  text: string;
  causedBy: string | null;
  conflictId: ConflictId | null;
  permanent: boolean;
  active: boolean;
  createdAt: string;
}
export interface EffectRaw {
  id: number;
  campaign_id: CampaignId;
  character_id: CharacterId | null;
  npc_id: number | null;
  kind: string;
  text: string;
  caused_by: string | null;
  conflict_id: ConflictId | null;
  permanent: number;
  active: number;
  created_at: string;
}
export const mapEffect = (r: EffectRaw): EffectRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  characterId: r.character_id,
  npcId: r.npc_id,
  kind: r.kind,
  text: r.text,
  causedBy: r.caused_by,
  conflictId: r.conflict_id,
  permanent: r.permanent === 1,
  active: r.active === 1,
  createdAt: r.created_at,
});

export async function insertEffect(db: Db, e: Omit<EffectRow, 'id' | 'active'>): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO effects (campaign_id, character_id, npc_id, kind, text, caused_by, conflict_id, permanent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).insert(
      e.campaignId,
      e.characterId,
      e.npcId,
      e.kind,
      e.text,
      e.causedBy,
      e.conflictId,
      e.permanent ? 1 : 0,
      e.createdAt,
    ),
  );
}

export async function effectsOf(
  db: Db,
  owner: { characterId?: CharacterId; npcId?: number },
  activeOnly = true,
): Promise<EffectRow[]> {
  const column = owner.characterId !== undefined ? 'character_id' : 'npc_id';
  const id = owner.characterId ?? owner.npcId ?? -1;
  return (
    await prep<[number], EffectRaw>(
      db,
      `SELECT * FROM effects WHERE ${column} = ? ${activeOnly ? 'AND active = 1' : ''} ORDER BY id`,
    ).all(id)
  ).map(mapEffect);
}
