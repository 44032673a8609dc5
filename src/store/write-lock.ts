import type Database from 'better-sqlite3';
import type { Db } from './db';
import { prep } from './statements';

/** How long a use case waits for another process's write transaction before giving up. */
export const WRITE_WAIT_MS = 5000;

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `tx` as an immediate (write-locking) transaction. While another process holds the write
 * lock (several shards on one file), it tries again after short pauses, 0.1 ms doubling up to 2 ms,
 * instead of SQLite's own busy handler, whose pauses grow to 100 ms: transactions here last about a
 * millisecond, and the long pauses queued shards behind each other (two shards ran 40× slower than
 * one process). Gives up with SQLite's busy error after `waitMs`.
 */
export function writeTransaction<T>(db: Db, tx: Database.Transaction<() => T>, waitMs = WRITE_WAIT_MS): T {
  const saved = prep<[], { timeout: number }>(db, 'PRAGMA busy_timeout').get()?.timeout ?? WRITE_WAIT_MS;
  prep(db, 'PRAGMA busy_timeout = 0').get();
  try {
    const deadline = Date.now() + waitMs;
    for (let pause = 0.1; ; pause = Math.min(pause * 2, 2)) {
      try {
        return tx.immediate();
      } catch (err) {
        if (!isBusy(err) || Date.now() >= deadline) throw err;
        // Blocking on purpose: better-sqlite3 is synchronous, and SQLite's own handler blocks too.
        Atomics.wait(sleeper, 0, 0, pause);
      }
    }
  } finally {
    prep(db, `PRAGMA busy_timeout = ${saved}`).get();
  }
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
