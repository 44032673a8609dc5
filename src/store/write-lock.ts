import type Database from 'better-sqlite3';
import type { Db } from './db';
import { withCachedConflicts } from './conflict-cache';

/**
 * How long a use case waits, blocking, for another process's write transaction before giving up
 * with SQLite's busy error: a few of the other's transactions (about a millisecond each), never
 * long enough to delay the event loop (gateway heartbeats). The Discord layer tries again after
 * pauses that do not block (src/discord/patience.ts).
 */
export const WRITE_WAIT_MS = 20;

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `tx` as an immediate (write-locking) transaction. While another process holds the write
 * lock (several shards on one file), it tries again after short pauses, 0.1 ms doubling up to 2 ms,
 * instead of SQLite's own busy handler, whose pauses grow to 100 ms: transactions here last about a
 * millisecond, and the long pauses queued shards behind each other (two shards ran 40× slower than
 * one process). Gives up with SQLite's busy error after `waitMs`.
 */
export function writeTransaction<T>(db: Db, tx: Database.Transaction<() => T>, waitMs = WRITE_WAIT_MS): T {
  return withWriteLock(db, () => tx.immediate(), waitMs);
}

/** writeTransaction for a function: one transaction wrapper per connection, not one per call. */
export function writeWork<T>(db: Db, work: () => T, waitMs = WRITE_WAIT_MS): T {
  let runner = runners.get(db);
  if (!runner) runners.set(db, (runner = db.transaction((w: () => unknown) => w())));
  return withWriteLock(db, () => withCachedConflicts(db, () => runner.immediate(work) as T), waitMs);
}

// better-sqlite3 builds four wrapper functions for every db.transaction(); a use case runs many.
const runners = new WeakMap<Db, Database.Transaction<(work: () => unknown) => unknown>>();

/**
 * Connections whose busy handling the write lock has taken over. On its first transaction it sets
 * the connection's busy timeout to 0, once and for the connection's life (not twice per move), so
 * that BEGIN IMMEDIATE never sleeps in SQLite's busy handler and the pauses below do all the
 * waiting. Reads outside a write transaction are not slowed by it: under WAL a reader never waits
 * for a writer (in the rare case SQLite answers busy to a read, the Discord layer tries again).
 */
const owned = new WeakSet<Db>();

function withWriteLock<T>(db: Db, attempt: () => T, waitMs: number): T {
  if (!owned.has(db)) {
    db.pragma('busy_timeout = 0');
    owned.add(db);
  }
  const deadline = Date.now() + waitMs;
  for (let pause = 0.1; ; pause = Math.min(pause * 2, 2)) {
    try {
      return attempt();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      // Blocking on purpose, and briefly (WRITE_WAIT_MS): better-sqlite3 is synchronous.
      Atomics.wait(sleeper, 0, 0, pause);
    }
  }
}

/** SQLite's "the database is locked by another connection" (SQLITE_BUSY and its variants). */
export function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
