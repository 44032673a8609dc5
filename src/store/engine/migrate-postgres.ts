// PostgreSQL's schema: migrations/postgres/NNNN_name.sql, applied in order and recorded in
// schema_migrations. SQLite keeps its own history (migrations/, PRAGMA user_version): the two
// engines were built by different paths, and both arrive at the same tables and columns (a test
// compares them).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { loadMigrations, MigrationError } from './migrate';

export const POSTGRES_MIGRATIONS_DIR =
  [join(import.meta.dirname, '../../../migrations/postgres'), join(import.meta.dirname, '../migrations/postgres')].find(
    (dir) => existsSync(join(dir, '0001_init.sql')),
  ) ?? join(import.meta.dirname, '../../../migrations/postgres');

/** Any number, the same in every process: the lock two processes starting at once take in turn. */
const MIGRATION_LOCK = 2140_0039;

/** Applies every pending migration in one transaction; refuses a database newer than the code. */
export async function migratePostgres(db: Db, dir = POSTGRES_MIGRATIONS_DIR): Promise<number[]> {
  const migrations = loadMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const row = await tx
      .statement<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations', false)
      .get();
    const current = row?.v ?? 0;
    if (current > migrations.length)
      throw new MigrationError(
        `The database is at schema version ${current}, newer than this code knows (${migrations.length}): update the bot before opening it.`,
      );
    const pending = migrations.slice(current);
    for (const m of pending) {
      try {
        await tx.exec(m.sql);
      } catch (err) {
        throw new MigrationError(`Migration ${m.file} failed: ${(err as Error).message}`);
      }
      await tx
        .statement('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', false)
        .run(m.version, new Date().toISOString());
    }
    return pending.map((m) => m.version);
  });
}
