// Seed 002's drama points: one balance per player and campaign, with a log of every change.
import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

export async function dramaBalance(db: Db, campaignId: number, userId: string): Promise<number> {
  return (
    (
      await prep<[number, string], { balance: number }>(
        db,
        'SELECT balance FROM drama_balances WHERE campaign_id = ? AND user_id = ?',
      ).get(campaignId, userId)
    )?.balance ?? 0
  );
}

/** Sets the balance (never below 0: callers check first) and logs the change. Returns the new balance. */
export async function setDramaBalance(
  db: Db,
  c: { campaignId: number; userId: string; balance: number; reason: string; byUserId: string; now: string },
): Promise<number> {
  const before = await dramaBalance(db, c.campaignId, c.userId);
  await prep(
    db,
    'INSERT INTO drama_balances (campaign_id, user_id, balance) VALUES (?, ?, ?) ON CONFLICT (campaign_id, user_id) DO UPDATE SET balance = excluded.balance',
  ).run(c.campaignId, c.userId, c.balance);
  await prep(
    db,
    'INSERT INTO drama_log (campaign_id, user_id, delta, balance, reason, by_user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(c.campaignId, c.userId, c.balance - before, c.balance, c.reason, c.byUserId, c.now);
  return c.balance;
}
