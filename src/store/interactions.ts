import type { Db } from './db';
import { prep } from './statements';

/** Exactly-once: the stored outcome of an interaction already handled, if any. */
export function handledOutcome(db: Db, interactionId: string): string | null {
  return (
    prep<[string], { outcome: string }>(db, 'SELECT outcome FROM handled_interactions WHERE interaction_id = ?').get(
      interactionId,
    )?.outcome ?? null
  );
}

/** Records an interaction as handled; false when it already was (a redelivery: nothing is written). */
export function recordHandled(db: Db, interactionId: string, outcome: string, now: string): boolean {
  return (
    prep(db, 'INSERT OR IGNORE INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?)').run(
      interactionId,
      outcome,
      now,
    ).changes === 1
  );
}

/** Interaction ids older than `before` can never be redelivered by Discord (tokens last 15 minutes). */
export function pruneHandled(db: Db, before: string): number {
  return prep(db, 'DELETE FROM handled_interactions WHERE at < ?').run(before).changes;
}
