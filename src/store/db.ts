import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { buildMissingDocuments } from './conflict-upgrade';
import { migrate } from './migrate';

export type Db = Database.Database;

export interface OpenOptions {
  /** Folder of the SQL migrations; defaults to the project's migrations/. */
  migrationsDir?: string;
  busyTimeoutMs?: number;
}

/**
 * Opens (creating if needed) the database with the settings every connection needs, and applies
 * pending migrations. `:memory:` gives a private in-memory database for tests.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    db.pragma('synchronous = NORMAL');
    migrate(db, options.migrationsDir);
    // Conflicts kept in rows before their state was one document get it now, once.
    db.transaction(() => buildMissingDocuments(db)).immediate();
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

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
