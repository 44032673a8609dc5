// What each conflict's table waits for, on whom and since when (see migrations/0023), for the
// `nudge` house rule: once it has waited that long on the same people, they are pinged once. Kept
// with the game, so a restart neither forgets a due nudge nor sends one twice.
import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

export interface NudgeWait {
  conflictId: number;
  /** Who the table waits on and for what; a different one restarts the wait. */
  waits: string;
  since: string;
  sentAt: string | null;
}

interface Row {
  conflict_id: number;
  waits: string;
  since: string;
  sent_at: string | null;
}

export async function nudgeWait(db: Db, conflictId: number): Promise<NudgeWait | undefined> {
  const r = await prep<[number], Row>(
    db,
    'SELECT conflict_id, waits, since, sent_at FROM conflict_nudges WHERE conflict_id = ?',
  ).get(conflictId);
  return r ? { conflictId: Number(r.conflict_id), waits: r.waits, since: r.since, sentAt: r.sent_at } : undefined;
}

/** The table now waits on `waits` since `since`, not nudged yet (a wait already kept is replaced). */
export async function putNudgeWait(db: Db, conflictId: number, waits: string, since: string): Promise<void> {
  await prep(
    db,
    `INSERT INTO conflict_nudges (conflict_id, waits, since, sent_at) VALUES (?, ?, ?, NULL)
     ON CONFLICT (conflict_id) DO UPDATE SET waits = excluded.waits, since = excluded.since, sent_at = NULL`,
  ).run(conflictId, waits, since);
}

/**
 * Marks the wait `waits` nudged at `at`; true only for the first caller (the row still unsent and
 * waiting on the same), so two ticks or two processes never send the same nudge twice.
 */
export async function claimNudge(db: Db, conflictId: number, waits: string, at: string): Promise<boolean> {
  const changed = await prep(
    db,
    'UPDATE conflict_nudges SET sent_at = ? WHERE conflict_id = ? AND waits = ? AND sent_at IS NULL',
  ).run(at, conflictId, waits);
  return changed.changes === 1;
}

export async function forgetNudgeWait(db: Db, conflictId: number): Promise<void> {
  await prep(db, 'DELETE FROM conflict_nudges WHERE conflict_id = ?').run(conflictId);
}

/** The conflicts still running in campaigns whose `nudge` house rule is on (any value but off). */
export async function conflictsToNudge(db: Db): Promise<number[]> {
  const rows = await prep<[], { id: number }>(
    db,
    `SELECT conflicts.id AS id FROM conflicts JOIN campaigns ON campaigns.id = conflicts.campaign_id
     WHERE conflicts.phase <> 'ended' AND json_extract(campaigns.house_rules, '$.nudge') IS NOT NULL
       AND json_extract(campaigns.house_rules, '$.nudge') <> 'off'
     ORDER BY conflicts.id`,
  ).all();
  return rows.map((r) => Number(r.id));
}

/** When the conflict's latest public event happened (the last move anyone made), or null. */
export async function lastMoveAt(db: Db, conflictId: number): Promise<string | null> {
  const r = await prep<[number], { at: string }>(
    db,
    'SELECT at FROM events WHERE conflict_id = ? ORDER BY id DESC LIMIT 1',
  ).get(conflictId);
  return r?.at ?? null;
}
