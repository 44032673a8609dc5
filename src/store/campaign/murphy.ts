import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

export interface MurphyLogRow {
  delta: number;
  balance: number;
  reason: string;
  narration: string | null;
  userId: string;
  at: string;
}

export async function murphyBalance(db: Db, campaignId: number): Promise<number> {
  return (
    (
      await prep<[number], { balance: number }>(db, 'SELECT balance FROM murphy_pools WHERE campaign_id = ?').get(
        campaignId,
      )
    )?.balance ?? 0
  );
}

/** R10.2: every change to the Murphy pool is logged with its reason. Returns the new balance. */
export async function changeMurphy(
  db: Db,
  c: {
    campaignId: number;
    delta: number;
    reason: string;
    narration?: string | null;
    userId: string;
    now: string;
    /** R10.3: the character a begged point is owed by (its grant, and its cashing in). */
    owedBy?: number | null;
  },
): Promise<number> {
  await prep(db, 'UPDATE murphy_pools SET balance = balance + ? WHERE campaign_id = ?').run(c.delta, c.campaignId);
  const balance = await murphyBalance(db, c.campaignId);
  await prep(
    db,
    'INSERT INTO murphy_log (campaign_id, delta, balance, reason, narration, user_id, at, owed_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(c.campaignId, c.delta, balance, c.reason, c.narration ?? null, c.userId, c.now, c.owedBy ?? null);
  return balance;
}

/** R10.3: the Murphy points each character still owes (begged, not yet cashed in), by name. */
export async function murphyOwed(
  db: Db,
  campaignId: number,
): Promise<{ characterId: number; name: string; points: number }[]> {
  return await prep<[number], { characterId: number; name: string; points: number }>(
    db,
    `SELECT c.id AS "characterId", c.name AS name, SUM(m.delta) AS points FROM murphy_log m
       JOIN characters c ON c.id = m.owed_by WHERE m.campaign_id = ? GROUP BY c.id HAVING SUM(m.delta) > 0 ORDER BY c.name`,
  ).all(campaignId);
}

export async function murphyLog(db: Db, campaignId: number, limit = 10): Promise<MurphyLogRow[]> {
  return (
    await prep<
      [number, number],
      { delta: number; balance: number; reason: string; narration: string | null; user_id: string; at: string }
    >(
      db,
      'SELECT delta, balance, reason, narration, user_id, at FROM murphy_log WHERE campaign_id = ? ORDER BY id DESC LIMIT ?',
    ).all(campaignId, limit)
  ).map((r) => ({
    delta: r.delta,
    balance: r.balance,
    reason: r.reason,
    narration: r.narration,
    userId: r.user_id,
    at: r.at,
  }));
}
