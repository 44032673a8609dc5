import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

/** The project's migrations/: three levels up from src/store/engine, or one up from the dist/ bundle. */
export const DEFAULT_MIGRATIONS_DIR =
  [join(import.meta.dirname, '../../../migrations'), join(import.meta.dirname, '../migrations')].find((dir) =>
    existsSync(join(dir, '0001_init.sql')),
  ) ?? join(import.meta.dirname, '../../../migrations');

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export interface Migration {
  version: number;
  file: string;
  sql: string;
}

/** Migration files are `NNNN_name.sql`, numbered 1, 2, 3… with no gaps. */
export function loadMigrations(dir = DEFAULT_MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.map((file, i) => {
    const match = /^(\d{4})_[a-z0-9_-]+\.sql$/.exec(file);
    if (!match) throw new MigrationError(`Migration file ${file} must be named NNNN_name.sql.`);
    const version = Number(match[1]);
    if (version !== i + 1) {
      throw new MigrationError(
        `Migration ${i + 1} is missing: found ${file} where ${String(i + 1).padStart(4, '0')}_….sql was expected.`,
      );
    }
    return { version, file, sql: readFileSync(join(dir, file), 'utf8') };
  });
}

/**
 * Applies every pending migration in one transaction and records the version in PRAGMA
 * user_version. Refuses a database newer than the code. Returns the versions applied.
 */
export function migrate(db: Database.Database, dir = DEFAULT_MIGRATIONS_DIR): number[] {
  const migrations = loadMigrations(dir);
  const latest = migrations.length;
  const apply = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > latest) {
      throw new MigrationError(
        `The database is at schema version ${current}, newer than this code knows (${latest}): update the bot before opening it.`,
      );
    }
    const pending = migrations.slice(current);
    for (const m of pending) {
      try {
        db.exec(m.sql);
      } catch (err) {
        throw new MigrationError(`Migration ${m.file} failed: ${(err as Error).message}`);
      }
    }
    db.pragma(`user_version = ${latest}`);
    return pending.map((m) => m.version);
  });
  return apply.immediate();
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}
