import type { Db } from './db';
import { oneRow, prep } from './statements';

export interface SessionRow {
  id: number;
  campaignId: number;
  budgetRacks: number;
  racksLeft: number;
  openedAt: string;
  closedAt: string | null;
}
interface Raw {
  id: number;
  campaign_id: number;
  budget_racks: number;
  racks_left: number;
  opened_at: string;
  closed_at: string | null;
}
const map = (r: Raw): SessionRow => ({
  id: r.id,
  campaignId: r.campaign_id,
  budgetRacks: r.budget_racks,
  racksLeft: r.racks_left,
  openedAt: r.opened_at,
  closedAt: r.closed_at,
});

export function openSession(db: Db, campaignId: number): SessionRow | null {
  return oneRow(db, 'SELECT * FROM sessions WHERE campaign_id = ? AND closed_at IS NULL', map, campaignId);
}

export function insertSession(db: Db, campaignId: number, racks: number, now: string): number {
  return Number(
    prep(db, 'INSERT INTO sessions (campaign_id, budget_racks, racks_left, opened_at) VALUES (?, ?, ?, ?)').run(
      campaignId,
      racks,
      racks,
      now,
    ).lastInsertRowid,
  );
}

export function closeSession(db: Db, sessionId: number, now: string): void {
  prep(db, 'UPDATE sessions SET closed_at = ? WHERE id = ?').run(now, sessionId);
}

export function spendSessionRack(db: Db, sessionId: number): void {
  prep(db, 'UPDATE sessions SET racks_left = racks_left - 1 WHERE id = ?').run(sessionId);
}
