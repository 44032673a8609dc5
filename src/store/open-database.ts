// Opening the database lives apart from the Db type (db.ts) because it runs the conflict upgrade,
// whose repositories all import that type: in one file, the two would import each other.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { buildMissingDocuments } from './conflict-upgrade';
import type { Db } from './db';
import { migrate } from './migrate';

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
