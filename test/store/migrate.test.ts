import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { openDatabase } from '../../src/store/engine/open-database';
import {
  DEFAULT_MIGRATIONS_DIR,
  loadMigrations,
  migrate,
  MigrationError,
  schemaVersion,
} from '../../src/store/engine/migrate';

const dir = mkdtempSync(join(tmpdir(), 'venus-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migrationsCopy(name: string, extra: Record<string, string> = {}): string {
  const target = join(dir, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target);
  // The SQL files only: the folder also holds PostgreSQL's schema (postgres/).
  for (const f of readdirSync(DEFAULT_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')))
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, f), join(target, f));
  for (const [f, sql] of Object.entries(extra)) writeFileSync(join(target, f), sql);
  return target;
}

// SQLite only: SQLite's migrations and files (PostgreSQL's schema: postgres-schema.test.ts).
describe.skipIf(TEST_ENGINE === 'postgres')('migrate', () => {
  const all = loadMigrations();

  it('GIVEN an empty database THEN every migration applies and user_version is the latest', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(all.map((m) => m.version));
    expect(schemaVersion(db)).toBe(all.length);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it.each(all.map((m) => [m.file, m.version] as const))(
    'GIVEN the schema before %s THEN it applies alone and only it',
    (_file, version) => {
      const db = new Database(':memory:');
      const before = migrationsCopy(`upto-${version}`);
      for (const f of readdirSync(before)) if (Number(f.slice(0, 4)) >= version) rmSync(join(before, f));
      migrate(db, before);
      expect(schemaVersion(db)).toBe(version - 1);
      expect(migrate(db)).toEqual([version, ...all.filter((m) => m.version > version).map((m) => m.version)]);
    },
  );

  it('GIVEN 0001 THEN every table is STRICT', () => {
    const db = new Database(':memory:');
    migrate(db);
    const tables = db
      .prepare<[], { name: string; strict: number }>(
        `SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'`,
      )
      .all();
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((t) => t.strict !== 1)).toEqual([]);
  });

  it('GIVEN an up-to-date database THEN reopening applies nothing', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(migrate(db)).toEqual([]);
  });

  it('GIVEN a database newer than the code THEN it is refused with a clear error', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.pragma(`user_version = ${all.length + 1}`);
    expect(() => migrate(db)).toThrow(MigrationError);
    expect(() => migrate(db)).toThrow(/newer than this code/);
  });

  it('GIVEN a missing migration file THEN it is refused', () => {
    const skipped = all.length + 1;
    const gap = migrationsCopy('gap', {
      [`${String(skipped + 1).padStart(4, '0')}_later.sql`]: 'CREATE TABLE later (x INTEGER) STRICT;',
    });
    expect(() => loadMigrations(gap)).toThrow(new RegExp(`Migration ${skipped} is missing`));
  });

  it('GIVEN a failing migration THEN nothing of it is applied', () => {
    const broken = migrationsCopy('broken', {
      [`${String(all.length + 1).padStart(4, '0')}_broken.sql`]:
        'CREATE TABLE ok_part (x INTEGER) STRICT; SELECT nope FROM nowhere;',
    });
    const db = new Database(':memory:');
    migrate(db);
    expect(() => migrate(db, broken)).toThrow(/failed/);
    expect(schemaVersion(db)).toBe(all.length);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'ok_part'`).get()).toBeUndefined();
  });
});

// SQLite only: SQLite's migrations and files (PostgreSQL's schema: postgres-schema.test.ts).
describe.skipIf(TEST_ENGINE === 'postgres')('openDatabase', () => {
  it('GIVEN a path in a folder that does not exist THEN the folder is made, WAL and foreign keys are on', async () => {
    const path = join(dir, 'nested/deeper/venus.sqlite');
    const db = openDatabase(path);
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    // Opening waited up to 5 s for others' migrations; the store then waits for locks itself.
    expect(db.sqlite.pragma('busy_timeout', { simple: true })).toBe(0);
    await db.close();
  });

  it('GIVEN the events log THEN rows cannot be changed or deleted (append-only)', () => {
    const db = openDatabase(':memory:');
    db.sqlite.exec(`INSERT INTO campaigns (guild_id, name, gm_user_id, created_at) VALUES ('g', 'c', 'u', 'now');
      INSERT INTO conflicts (campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, created_at) VALUES (1, 'g', 'c', 'setup', 'k', 't', 'u', 'now');
      INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (1, 'x', '{}', 1, 'now');`);
    expect(() => db.sqlite.exec(`UPDATE events SET kind = 'y'`)).toThrow(/append-only/);
    expect(() => db.sqlite.exec('DELETE FROM events')).toThrow(/append-only/);
  });
});
