import type { Db } from '../engine/db';
import { oneRow, prep } from '../engine/statements';

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

export async function openSession(db: Db, campaignId: number): Promise<SessionRow | null> {
  return await oneRow(db, 'SELECT * FROM sessions WHERE campaign_id = ? AND closed_at IS NULL', map, campaignId);
}

export async function insertSession(db: Db, campaignId: number, racks: number, now: string): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO sessions (campaign_id, budget_racks, racks_left, opened_at) VALUES (?, ?, ?, ?)',
    ).insert(campaignId, racks, racks, now),
  );
}

export async function closeSession(db: Db, sessionId: number, now: string): Promise<void> {
  await prep(db, 'UPDATE sessions SET closed_at = ? WHERE id = ?').run(now, sessionId);
}

export async function spendSessionRack(db: Db, sessionId: number): Promise<void> {
  await prep(db, 'UPDATE sessions SET racks_left = racks_left - 1 WHERE id = ?').run(sessionId);
}
