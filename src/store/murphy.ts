import type { Db } from './db';

export interface MurphyLogRow { delta: number; balance: number; reason: string; narration: string | null; userId: string; at: string }

export function murphyBalance(db: Db, campaignId: number): number {
  return db.prepare<[number], { balance: number }>('SELECT balance FROM murphy_pools WHERE campaign_id = ?').get(campaignId)?.balance ?? 0;
}

/** R10.2: every change to the Murphy pool is logged with its reason. Returns the new balance. */
export function changeMurphy(
  db: Db,
  c: { campaignId: number; delta: number; reason: string; narration?: string | null; userId: string; now: string },
): number {
  db.prepare('UPDATE murphy_pools SET balance = balance + ? WHERE campaign_id = ?').run(c.delta, c.campaignId);
  const balance = murphyBalance(db, c.campaignId);
  db.prepare('INSERT INTO murphy_log (campaign_id, delta, balance, reason, narration, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    c.campaignId, c.delta, balance, c.reason, c.narration ?? null, c.userId, c.now,
  );
  return balance;
}

export function murphyLog(db: Db, campaignId: number, limit = 10): MurphyLogRow[] {
  return db
    .prepare<[number, number], { delta: number; balance: number; reason: string; narration: string | null; user_id: string; at: string }>(
      'SELECT delta, balance, reason, narration, user_id, at FROM murphy_log WHERE campaign_id = ? ORDER BY id DESC LIMIT ?',
    )
    .all(campaignId, limit)
    .map((r) => ({ delta: r.delta, balance: r.balance, reason: r.reason, narration: r.narration, userId: r.user_id, at: r.at }));
}
