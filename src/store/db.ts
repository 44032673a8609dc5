import type Database from 'better-sqlite3';

/** One connection to the bot's database (opened by open-database.ts). */
export type Db = Database.Database;

/**
 * Whether another connection holds the write lock right now (a use case would wait for it, up to
 * the busy timeout). Asks without waiting: take the lock and give it back at once.
 */
export function writeLockBusy(db: Db): boolean {
  if (db.inTransaction) return false;
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return false;
  } catch (err) {
    // Anything but "busy" (a read-only file…) is for the use case itself to report.
    return (err as { code?: string }).code?.startsWith('SQLITE_BUSY') === true;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}
