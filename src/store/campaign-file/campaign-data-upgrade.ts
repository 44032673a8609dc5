// Older campaign files, brought up to the current format before they are checked, by the SQL
// migrations themselves: the file's rows go into a scratch SQLite database in memory at the schema
// the file was written under, the migrations after it run, and the campaign is exported from it as
// an export of today would write it. A column a migration added gets what that migration gave rows
// it found (its DEFAULT, or what its own SQL computed, as 0014 and 0020 do); a table added since
// starts empty. Nothing here repeats a migration: a schema change is written once, in its SQL.
import Database from 'better-sqlite3';
import { CAMPAIGN_TABLES, type Column, type TableSpec } from './campaign-data-spec';
import { CampaignDataError } from './campaign-data-error';
import { toJson } from '../engine/json';
import { loadMigrations, type Migration } from '../engine/migrate';
import type { Steps } from '../engine/pieces';

type Row = Record<string, unknown>;

/** The format written today. Bump it (and add it below) whenever an export's shape changes. */
export const CAMPAIGN_FORMAT_VERSION = 5;

/**
 * The migrations each format was written under, first and last (from the project's history): format
 * 1 at 0003, format 2 from 0004 to 0015, format 3 at 0015, format 4 from 0016 to 0019, and the
 * current one from 0020 on. A file is loaded at the earliest of its format's schemas that holds
 * every table and column it carries, which is the schema it was written under or one that differs
 * only by what the file lacks; so a migration that computes a column (0014 reads a pending
 * exchange's marks from the log) runs for exactly the files written before it.
 */
const WRITTEN_UNDER: Record<number, readonly [first: number, last: number]> = {
  1: [3, 3],
  2: [4, 15],
  3: [15, 15],
  4: [16, 19],
  5: [20, Number.POSITIVE_INFINITY],
};

export interface UpgradedFile {
  /** The file, as the current version would have written it. */
  doc: unknown;
  /** The version the file was written in. */
  readVersion: number;
}

/** How an export turns a campaign's rows into the file (campaignExportOf), given by its caller. */
export type ExportOf = (rows: {
  campaignId: number;
  tables: ReadonlyMap<string, readonly Row[]>;
}) => Steps<{ tables: Record<string, unknown> }>;

/**
 * A parsed file of any version from 1 up, brought to the current one (in place) through the
 * migrations, in pieces. A file of the current version holding every table is left as it is.
 * Anything that is not a file of this format is returned as it is, for the checks to refuse with
 * their own sentence; rows the scratch database refuses are refused here (CampaignDataError).
 */
export function* upgradeCampaignFile(raw: unknown, exportOf: ExportOf): Steps<UpgradedFile> {
  if (!isObject(raw) || !isObject(raw.tables)) return { doc: raw, readVersion: CAMPAIGN_FORMAT_VERSION };
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CAMPAIGN_FORMAT_VERSION)
    return { doc: raw, readVersion: typeof version === 'number' ? version : CAMPAIGN_FORMAT_VERSION };
  const tables = raw.tables;
  if (version === CAMPAIGN_FORMAT_VERSION && CAMPAIGN_TABLES.every((t) => t.name in tables))
    return { doc: raw, readVersion: version };
  const upgraded = yield* throughMigrations(tables, version, exportOf);
  if (!upgraded) return { doc: raw, readVersion: version };
  raw.tables = upgraded;
  raw.version = CAMPAIGN_FORMAT_VERSION;
  return { doc: raw, readVersion: version };
}

/** Rows written or read between two pauses. */
const ROWS_AT_ONCE = 200;

/**
 * The file's tables brought to today's format; undefined for a file of the current version that
 * lacks a table it always had (left for the checks, which name what they find first).
 */
function* throughMigrations(
  tables: Record<string, unknown>,
  version: number,
  exportOf: ExportOf,
): Steps<Record<string, unknown> | undefined> {
  const { migrations, schemas } = history();
  const [first, last] = WRITTEN_UNDER[version]!;
  // Every table the schema had when the format began is in every file of that format.
  const missing = [...schemas[first]!.keys()].find((t) => !(t in tables));
  if (missing && version === CAMPAIGN_FORMAT_VERSION) return undefined;
  if (missing) throw malformed(`tables.${missing}`, 'the table is missing');
  let at = first;
  while (at < Math.min(last, migrations.length) && !holds(schemas[at]!, tables)) at++;
  const scratch = scratchAt(at);
  try {
    const written = yield* load(scratch, schemas[at]!, tables);
    yield* checkReferences(scratch, written);
    for (const m of migrations.slice(at)) {
      scratch.exec(m.sql);
      yield;
    }
    const campaigns = scratch.prepare('SELECT id FROM campaigns').pluck().all() as number[];
    if (campaigns.length !== 1)
      throw new CampaignDataError(`The file must hold exactly one row in campaigns (it holds ${campaigns.length}).`);
    const campaignId = campaigns[0]!;
    const rows = new Map<string, Row[]>();
    for (const t of CAMPAIGN_TABLES) rows.set(t.name, yield* rowsOf(scratch, t, campaignId));
    try {
      return (yield* exportOf({ campaignId, tables: rows })).tables;
    } catch (err) {
      // A reference the schema does not check (a list of ids inside JSON) that points nowhere.
      const dangling = /^(\w+)\.(\w+) refers to (\w+) (\d+),/.exec((err as Error).message);
      if (!dangling) throw err;
      throw new CampaignDataError(
        `The file's ${dangling[1]}.${dangling[2]} refers to ${dangling[3]} id ${dangling[4]}, which is not in the file.`,
      );
    }
  } finally {
    scratch.close();
  }
}

/** A schema: its campaign tables and their columns. */
type Schema = Map<string, Set<string>>;

let known: { migrations: Migration[]; schemas: Schema[] } | undefined;

/** The migrations, and the schema after each (schemas[n]: after migration n), read once. */
function history(): { migrations: Migration[]; schemas: Schema[] } {
  if (known) return known;
  const migrations = loadMigrations();
  const db = new Database(':memory:');
  try {
    const schemas = [schemaOf(db)];
    for (const m of migrations) {
      db.exec(m.sql);
      schemas.push(schemaOf(db));
    }
    known = { migrations, schemas };
    return known;
  } finally {
    db.close();
  }
}

function schemaOf(db: Database.Database): Schema {
  const schema: Schema = new Map();
  for (const t of CAMPAIGN_TABLES) {
    const columns = db.pragma(`table_info(${q(t.name)})`) as { name: string }[];
    if (columns.length > 0) schema.set(t.name, new Set(columns.map((c) => c.name)));
  }
  return schema;
}

/** Empty databases at the schemas files were loaded at, as SQLite's own image of them. */
const images = new Map<number, Buffer>();

/** A scratch database in memory, empty, at the schema after migration `at`. */
function scratchAt(at: number): Database.Database {
  let image = images.get(at);
  if (!image) {
    const db = new Database(':memory:');
    for (const m of history().migrations.slice(0, at)) db.exec(m.sql);
    image = db.serialize();
    db.close();
    images.set(at, image);
  }
  const db = new Database(image);
  // Rows may point at rows further down the file: references are checked once all are in.
  db.pragma('foreign_keys = OFF');
  return db;
}

/** Whether every table and column the file carries is in the schema. */
function holds(schema: Schema, tables: Record<string, unknown>): boolean {
  return Object.entries(tables).every(([name, rows]) => {
    const columns = schema.get(name);
    if (!columns) return false;
    if (!Array.isArray(rows)) return true; // refused when loaded
    return rows.every((row) => !isObject(row) || Object.keys(row).every((k) => columns.has(k)));
  });
}

/** Where each row of the file went: its table's rowids, in the file's order. */
type Written = Map<string, number[]>;

/** Inserts the file's rows as they are, each with the columns it holds (the others get their DEFAULT). */
function* load(db: Database.Database, schema: Schema, tables: Record<string, unknown>): Steps<Written> {
  const written: Written = new Map();
  const statements = new Map<string, Database.Statement>();
  db.exec('BEGIN');
  for (const [name, rows] of Object.entries(tables)) {
    const columns = schema.get(name);
    if (!columns) throw malformed('tables', `Unrecognized key: ${JSON.stringify(name)}`);
    if (!Array.isArray(rows)) throw malformed(`tables.${name}`, 'expected an array');
    const spec = CAMPAIGN_TABLES.find((t) => t.name === name)!;
    const rowids: number[] = [];
    written.set(name, rowids);
    for (const [i, row] of rows.entries()) {
      const where = `tables.${name}[${i}]`;
      if (!isObject(row)) throw malformed(where, 'expected an object');
      const keys = Object.keys(row);
      for (const k of keys) if (!columns.has(k)) throw malformed(where, `Unrecognized key: ${JSON.stringify(k)}`);
      const values = keys.map((k) => bound(spec.columns[k], row[k], `${where}.${k}`));
      const sql =
        keys.length === 0
          ? `INSERT INTO ${q(name)} DEFAULT VALUES`
          : `INSERT INTO ${q(name)} (${keys.map(q).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`;
      let insert = statements.get(sql);
      if (!insert) statements.set(sql, (insert = db.prepare(sql)));
      try {
        rowids.push(Number(insert.run(...values).lastInsertRowid));
      } catch (err) {
        throw refused(err, name, i, row);
      }
      if (i % ROWS_AT_ONCE === ROWS_AT_ONCE - 1) yield;
    }
    yield;
  }
  db.exec('COMMIT');
  return written;
}

/**
 * A value of the file as the database holds it (the reverse of an export): flags 0 or 1, JSON as
 * text. A column today's format lists is checked as today's checks would (its values keep their
 * meaning through the migrations); a column gone since holds a number or a text.
 */
function bound(c: Column | undefined, v: unknown, where: string): string | number | null {
  const plain = v === null || typeof v === 'string' || typeof v === 'number';
  switch (c?.kind) {
    case undefined:
      if (!plain) throw malformed(where, 'expected a number or a text');
      return v as string | number | null;
    case 'id':
    case 'ref':
      if (!(v === null || (Number.isSafeInteger(v) && (v as number) > 0)))
        throw malformed(where, 'expected the id of a row of the file');
      return v as number | null;
    case 'refs':
      if (!(v === null || (Array.isArray(v) && v.every((x) => Number.isSafeInteger(x) && x > 0))))
        throw malformed(where, 'expected a list of ids of rows of the file');
      return v === null ? null : toJson(v);
    case 'bool':
      if (typeof v !== 'boolean') throw malformed(where, 'expected true or false');
      return v ? 1 : 0;
    case 'json':
      return v === null ? null : toJson(v);
    case 'value': {
      const checked = c.schema.safeParse(v);
      if (!checked.success) throw malformed(where, checked.error.issues[0]!.message);
      if (!plain) throw malformed(where, 'expected a number or a text');
      return v as string | number | null;
    }
    case 'guild':
    case 'channel':
      if (!(v === null || typeof v === 'string')) throw malformed(where, 'expected a text');
      return v as string | null;
  }
}

/** The sentence for a row the scratch database refused. */
function refused(err: unknown, table: string, i: number, row: Row): Error {
  const { code = '', message = '' } = err as { code?: string; message?: string };
  if (!code.startsWith('SQLITE_CONSTRAINT')) return err as Error;
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' && 'id' in row)
    return new CampaignDataError(`The file lists ${table} id ${String(row.id)} twice.`);
  const missing = /NOT NULL constraint failed: \w+\.(\w+)/.exec(message);
  if (missing) return malformed(`tables.${table}[${i}].${missing[1]}`, 'a value is needed');
  const problem = /UNIQUE|PRIMARYKEY/.test(code)
    ? 'it repeats a name or a row another row of the file already holds'
    : 'one of its values is out of range';
  return new CampaignDataError(`The file's ${table}[${i}] cannot be stored: ${problem}.`);
}

/** Every reference the schema declares points at a row of the file (as the checks say it for today's files). */
function* checkReferences(db: Database.Database, written: Written): Steps<void> {
  for (const table of written.keys()) {
    const check = db.prepare(`PRAGMA foreign_key_check(${q(table)})`);
    const first = check.get() as { table: string; rowid: number; parent: string; fkid: number } | undefined;
    if (first) throw dangling(db, written, first);
    yield;
  }
}

function dangling(
  db: Database.Database,
  written: Written,
  first: { table: string; rowid: number; parent: string; fkid: number },
): CampaignDataError {
  const fk = (db.pragma(`foreign_key_list(${q(first.table)})`) as { id: number; from: string }[]).find(
    (f) => f.id === first.fkid,
  )!;
  const i = written.get(first.table)?.indexOf(first.rowid) ?? -1;
  const value = db
    .prepare(`SELECT ${q(fk.from)} FROM ${q(first.table)} WHERE rowid = ?`)
    .pluck()
    .get(first.rowid);
  return new CampaignDataError(
    `${first.table}[${i}].${fk.from} refers to ${first.parent} id ${String(value)}, which is not in the file.`,
  );
}

/** The campaign's rows of table `t` in the order they were written, as an export reads them. */
function* rowsOf(db: Database.Database, t: TableSpec, campaignId: number): Steps<Row[]> {
  const order = t.columns.id?.kind === 'id' ? 'id' : 'rowid';
  const names = Object.keys(t.columns).map(q).join(', ');
  const rows: Row[] = [];
  const read = db.prepare(`SELECT ${names} FROM ${q(t.name)} WHERE (${t.scope}) ORDER BY ${order}`);
  for (const row of read.iterate(campaignId) as IterableIterator<Row>) {
    rows.push(row);
    if (rows.length % ROWS_AT_ONCE === 0) yield;
  }
  yield;
  return rows;
}

function malformed(path: string, problem: string): CampaignDataError {
  return new CampaignDataError(`The file is malformed at ${path}: ${problem}.`);
}

const q = (name: string): string => `"${name}"`;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
