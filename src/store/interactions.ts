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

export function recordHandled(db: Db, interactionId: string, outcome: string, now: string): void {
  prep(db, 'INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?)').run(
    interactionId,
    outcome,
    now,
  );
}

/** Interaction ids older than `before` can never be redelivered by Discord (tokens last 15 minutes). */
export function pruneHandled(db: Db, before: string): number {
  return prep(db, 'DELETE FROM handled_interactions WHERE at < ?').run(before).changes;
}
