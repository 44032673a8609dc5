// Opening the database lives apart from the Db type (db.ts) because it runs the conflict upgrade,
// whose repositories all import that type: in one file, the two would import each other.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { buildMissingDocuments } from '../conflict/conflict-upgrade';
import type { Db } from './db';
import { migrate } from './migrate';
import { migratePostgres } from './migrate-postgres';
import { postgresStore } from './postgres-store';
import { sqliteStore } from './sqlite-store';
import { claimWriter } from './writer-claim';

export interface OpenOptions {
  /** Folder of the SQL migrations; defaults to the project's migrations/. */
  migrationsDir?: string;
  busyTimeoutMs?: number;
  /**
   * The one process that writes this SQLite file: refused (WriterClaimError) while another live
   * process holds it; the claim is given back when the store closes or the process exits.
   */
  soleWriter?: boolean;
}

/**
 * Opens (creating if needed) the SQLite database with the settings every connection needs, and
 * applies pending migrations. `:memory:` gives a private in-memory database for tests. Conflicts
 * kept in rows by an older version get their document from openStore.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  try {
    if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    sqlite.pragma('synchronous = NORMAL');
    migrate(sqlite, options.migrationsDir);
    return sqliteStore(sqlite);
  } catch (err) {
    sqlite.close();
    throw err;
  }
}

/** Whether `target` names a PostgreSQL database (a postgres:// URL) rather than a SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/**
 * Opens the store: PostgreSQL for a postgres:// URL, else the SQLite file at `target`; brings its
 * schema up to date, and gives the conflicts stored before their state was one document theirs.
 */
export async function openStore(target: string, options: OpenOptions = {}): Promise<Db> {
  const postgres = isPostgresUrl(target);
  const claim = !postgres && options.soleWriter && target !== ':memory:' ? claimWriter(target) : null;
  let db: Db;
  try {
    db = postgres ? postgresStore(target) : openDatabase(target, options);
  } catch (err) {
    claim?.release();
    throw err;
  }
  if (claim) {
    const close = db.close.bind(db);
    db.close = async () => {
      try {
        await close();
      } finally {
        claim.release();
      }
    };
    process.once('exit', () => claim.release());
  }
  try {
    if (db.engine === 'postgres') await migratePostgres(db);
    await db.transaction((tx) => buildMissingDocuments(tx));
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
