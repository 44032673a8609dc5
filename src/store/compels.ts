import type { Db } from './db';
import type { CampaignId, CharacterId } from './ids';
import { prep } from './statements';

// R10.4: compels the GM offers, answered once by the character's player.

export type CompelStatus = 'pending' | 'accepted' | 'refused';
export interface CompelRow {
  id: number;
  campaignId: CampaignId;
  characterId: CharacterId;
  points: number;
  reason: string;
  offeredBy: string;
  status: CompelStatus;
  createdAt: string;
  answeredAt: string | null;
}
interface Raw {
  id: number;
  campaign_id: CampaignId;
  character_id: CharacterId;
  points: number;
  reason: string;
  offered_by: string;
  status: CompelStatus;
  created_at: string;
  answered_at: string | null;
}
const map = (r: Raw): CompelRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  characterId: r.character_id,
  points: r.points,
  reason: r.reason,
  offeredBy: r.offered_by,
  status: r.status,
  createdAt: r.created_at,
  answeredAt: r.answered_at,
});

export function insertCompel(
  db: Db,
  c: { campaignId: number; characterId: number; points: number; reason: string; offeredBy: string; now: string },
): number {
  return Number(
    prep(
      db,
      'INSERT INTO compels (campaign_id, character_id, points, reason, offered_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(c.campaignId, c.characterId, c.points, c.reason, c.offeredBy, c.now).lastInsertRowid,
  );
}

/** A compel of this campaign (null when the id belongs to no compel of it). */
export function compelOf(db: Db, campaignId: number, id: number): CompelRow | null {
  const r = prep<[number, number], Raw>(db, 'SELECT * FROM compels WHERE id = ? AND campaign_id = ?').get(
    id,
    campaignId,
  );
  return r ? map(r) : null;
}

/** Answers a pending compel; false when it was already answered. */
export function answerCompelRow(db: Db, id: number, status: Exclude<CompelStatus, 'pending'>, now: string): boolean {
  return (
    prep(db, `UPDATE compels SET status = ?, answered_at = ? WHERE id = ? AND status = 'pending'`).run(status, now, id)
      .changes > 0
  );
}
