import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { loadMigrations, migrate, schemaVersion } from '../../../src/store/engine/migrate';

/**
 * What the per-migration upgrade tests share: a real in-memory database brought to any schema
 * version by the real migration runner, rows written at that version, and a snapshot of every
 * table to show that an upgrade kept them.
 */

export type Db = Database.Database;
type Row = Record<string, unknown>;

export const MIGRATIONS = loadMigrations();
export const LATEST = MIGRATIONS.length;

let copies: string | undefined;

/** A folder holding only the first `version` migration files, so `migrate` stops there. */
function migrationsUpTo(version: number): string {
  copies ??= mkdtempSync(join(tmpdir(), 'venus-migrations-'));
  const dir = join(copies, String(version));
  mkdirSync(dir, { recursive: true });
  for (const m of MIGRATIONS.slice(0, version)) writeFileSync(join(dir, m.file), m.sql);
  return dir;
}

/** Removes the folders migrationsUpTo made (call from afterAll). */
export function removeMigrationCopies(): void {
  if (copies) rmSync(copies, { recursive: true, force: true });
  copies = undefined;
}

/** A new in-memory database, foreign keys on (as openDatabase sets them), at schema `version`. */
export function databaseAt(version: number): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  upgradeTo(db, version);
  return db;
}

/** Runs the real migration runner up to `version` and checks where it stopped. */
export function upgradeTo(db: Db, version: number): void {
  migrate(db, migrationsUpTo(version));
  expect(schemaVersion(db)).toBe(version);
}

/** Inserts one row and returns its rowid. */
export function put(db: Db, table: string, row: Row): number {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(db.prepare(sql).run(row).lastInsertRowid);
}

export function rows(db: Db, table: string): Row[] {
  return db.prepare<[], Row>(`SELECT * FROM ${table} ORDER BY rowid`).all();
}

export function columnsOf(db: Db, table: string): string[] {
  return db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
    .all()
    .map((c) => c.name);
}

export function tablesOf(db: Db): string[] {
  return db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all()
    .map((t) => t.name);
}

/** Every row of every table, keyed by table then rowid. */
export type Snapshot = Map<string, Map<number, Row>>;

export function snapshot(db: Db): Snapshot {
  const out: Snapshot = new Map();
  for (const table of tablesOf(db)) {
    const byRowid = new Map<number, Row>();
    for (const row of db.prepare<[], Row & { _rowid: number }>(`SELECT rowid AS _rowid, * FROM ${table}`).all()) {
      const { _rowid, ...rest } = row;
      byRowid.set(_rowid, rest);
    }
    out.set(table, byRowid);
  }
  return out;
}

/**
 * Every table, row and column of `before` is still in `after` with the same value, except the
 * columns listed as `table.column` in `changed` (which the migration reshapes on purpose).
 */
export function expectDataKept(before: Snapshot, after: Snapshot, changed: readonly string[] = []): void {
  for (const [table, beforeRows] of before) {
    // `table.*`: the migration drops the table on purpose (bookkeeping, not data).
    if (changed.includes(`${table}.*`)) continue;
    const afterRows = after.get(table);
    expect(afterRows, `table ${table} is gone`).toBeDefined();
    expect(afterRows!.size, `rows of ${table}`).toBe(beforeRows.size);
    for (const [rowid, row] of beforeRows) {
      const kept = afterRows!.get(rowid);
      expect(kept, `${table} row ${rowid}`).toBeDefined();
      for (const [column, value] of Object.entries(row)) {
        if (changed.includes(`${table}.${column}`)) continue;
        expect(kept![column], `${table} row ${rowid}, ${column}`).toEqual(value);
      }
    }
  }
}

/** The whole database is sound: integrity, no dangling reference, every table STRICT. */
export function expectSound(db: Db): void {
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(db.pragma('foreign_key_check')).toEqual([]);
  const loose = db
    .prepare<[], { name: string }>(
      `SELECT name FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' AND strict <> 1`,
    )
    .all();
  expect(loose).toEqual([]);
}
