import type { Db } from './db';
import { prep } from './statements';

/** Exactly-once: the stored outcome of an interaction already handled, if any. */
export async function handledOutcome(db: Db, interactionId: string): Promise<string | null> {
  return (
    (
      await prep<[string], { outcome: string }>(
        db,
        'SELECT outcome FROM handled_interactions WHERE interaction_id = ?',
      ).get(interactionId)
    )?.outcome ?? null
  );
}

/** Records an interaction as handled; false when it already was (a redelivery: nothing is written). */
export async function recordHandled(db: Db, interactionId: string, outcome: string, now: string): Promise<boolean> {
  return (
    (
      await prep(
        db,
        'INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(interactionId, outcome, now)
    ).changes === 1
  );
}

/** Interaction ids older than `before` can never be redelivered by Discord (tokens last 15 minutes). */
export async function pruneHandled(db: Db, before: string): Promise<number> {
  return (await prep(db, 'DELETE FROM handled_interactions WHERE at < ?').run(before)).changes;
}
