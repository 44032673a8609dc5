import type Database from 'better-sqlite3';

/**
 * How long a transaction waits for another process's write lock before giving up with SQLite's
 * busy error: a few of the other's transactions (about a millisecond each). The Discord layer
 * tries again after longer pauses (src/discord/patience.ts).
 */
export const WRITE_WAIT_MS = 20;

/** Connections whose busy handling is ours: SQLite's own busy handler would block the event loop. */
const owned = new WeakSet<Database.Database>();

/**
 * Opens an immediate (write-locking) transaction on `sqlite`. While another process holds the
 * write lock it tries again after short pauses that do not block the event loop, 0.1 ms doubling up
 * to 2 ms (SQLite's own pauses grow to 100 ms and block), and gives up with SQLite's busy error
 * after `waitMs`.
 */
export async function beginImmediate(
  sqlite: Database.Database,
  waitMs = WRITE_WAIT_MS,
  begin: () => void = () => sqlite.exec('BEGIN IMMEDIATE'),
): Promise<void> {
  ownBusyHandling(sqlite);
  const deadline = Date.now() + waitMs;
  for (let pause = 0.1; ; pause = Math.min(pause * 2, 2)) {
    try {
      begin();
      return;
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Turns SQLite's own busy handler off on `sqlite` (it sleeps, blocking the loop): a busy lock then
 * fails at once, and beginImmediate waits for it instead.
 */
export function ownBusyHandling(sqlite: Database.Database): void {
  if (owned.has(sqlite)) return;
  sqlite.pragma('busy_timeout = 0');
  owned.add(sqlite);
}

/** SQLite's "the database is locked by another connection" (SQLITE_BUSY and its variants). */
export function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
