import type { Db } from './db';
import type { CampaignId, CharacterId } from './ids';
import { prep } from './statements';

// R10.3: points a player begs for, granted or denied by the GM.

export type BegStatus = 'pending' | 'granted' | 'denied';
export interface BegRow {
  id: number;
  campaignId: CampaignId;
  characterId: CharacterId;
  amount: number;
  reason: string;
  requestedBy: string;
  status: BegStatus;
  answeredBy: string | null;
  createdAt: string;
  answeredAt: string | null;
}
interface Raw {
  id: number;
  campaign_id: CampaignId;
  character_id: CharacterId;
  amount: number;
  reason: string;
  requested_by: string;
  status: BegStatus;
  answered_by: string | null;
  created_at: string;
  answered_at: string | null;
}
const map = (r: Raw): BegRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  characterId: r.character_id,
  amount: r.amount,
  reason: r.reason,
  requestedBy: r.requested_by,
  status: r.status,
  answeredBy: r.answered_by,
  createdAt: r.created_at,
  answeredAt: r.answered_at,
});

export function insertBeg(
  db: Db,
  b: { campaignId: number; characterId: number; amount: number; reason: string; requestedBy: string; now: string },
): number {
  return Number(
    prep(
      db,
      'INSERT INTO begs (campaign_id, character_id, amount, reason, requested_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(b.campaignId, b.characterId, b.amount, b.reason, b.requestedBy, b.now).lastInsertRowid,
  );
}

export function begOf(db: Db, campaignId: number, id: number): BegRow | null {
  const r = prep<[number, number], Raw>(db, 'SELECT * FROM begs WHERE id = ? AND campaign_id = ?').get(id, campaignId);
  return r ? map(r) : null;
}

/** Answers a pending beg; false when it was already answered. */
export function answerBegRow(
  db: Db,
  id: number,
  status: Exclude<BegStatus, 'pending'>,
  by: string,
  now: string,
): boolean {
  return (
    prep(db, `UPDATE begs SET status = ?, answered_by = ?, answered_at = ? WHERE id = ? AND status = 'pending'`).run(
      status,
      by,
      now,
      id,
    ).changes > 0
  );
}
