// `npm run migrate-to-postgres`: the one-off move of the bot's SQLite file into an empty PostgreSQL
// database. Every row keeps its id, because buttons already posted in Discord carry ids in their
// custom ids and must keep working after the move. The source is held exclusively for the whole copy
// (a running bot makes it refuse) and read inside one transaction, so the copy is one consistent
// moment of it; the target is written in one transaction, so a failed copy leaves no row behind.
// The SQLite file itself is never changed: an older file is brought up to date inside that
// transaction, and the transaction is rolled back at the end.
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Db } from './db';
import { migrate } from './migrate';
import { isPostgresUrl, openStore } from './open-database';
import { partitionFiles } from './partition-files';
import { claimWriter, WriterClaimError } from './writer-claim';

/** A copy refused or stopped, with the one sentence that says why. */
export class CopyError extends Error {
  override readonly name = 'CopyError';
}

export interface CopiedTable {
  name: string;
  rows: number;
}

export interface CopyReport {
  /** Every table, in the order copied (a referenced table before the tables that point at it). */
  tables: CopiedTable[];
  total: number;
}

export interface CopyOptions {
  /** Rows per INSERT (default: a few hundred, fewer for wide tables). */
  batchRows?: number;
}

interface SourceTable {
  name: string;
  columns: string[];
  hasId: boolean;
  /** Columns pointing at another row of the same table (by its id). */
  selfRefs: string[];
  /** The tables its foreign keys point at (itself left out). */
  parents: string[];
}

type Sqlite = Database.Database;

/** Parameters per statement stay far below PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;
const DEFAULT_BATCH_ROWS = 500;

/** Table and column names are spliced into SQL: only plain lower-case names are taken. */
const NAME = /^[a-z_][a-z0-9_]*$/;

/** Where `url` points, without its password: the database and its server. */
export function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `the PostgreSQL database ${decodeURIComponent(u.pathname.slice(1)) || '(default)'} on ${u.host || 'localhost'}`;
  } catch {
    return 'the PostgreSQL database';
  }
}

/**
 * Copies every row of the SQLite database at `sqlitePath` into the empty PostgreSQL database at
 * `url` (its schema brought up to date first), ids included, then checks each table's row count.
 */
export async function copyToPostgres(sqlitePath: string, url: string, options: CopyOptions = {}): Promise<CopyReport> {
  if (!isPostgresUrl(url))
    throw new CopyError(`${url} is not a PostgreSQL address: give one such as postgres://user:password@host/database.`);
  refuseUnusable(sqlitePath);
  // Claimed as the bot claims it: a bot started during the copy is refused, as is a copy while one runs.
  let claim: ReturnType<typeof claimWriter>;
  try {
    claim = claimWriter(sqlitePath);
  } catch (err) {
    throw err instanceof WriterClaimError ? new CopyError(err.message) : err;
  }
  let source: Sqlite;
  try {
    source = openSource(sqlitePath);
  } catch (err) {
    claim.release();
    throw err;
  }
  try {
    const tables = inCopyOrder(readSourceTables(source));
    refuseOrphans(source);
    const target = await openStore(url);
    try {
      await checkTargetSchema(target, tables);
      return await target.transaction(async (tx) => {
        await refuseRows(tx, tables, url);
        const report: CopyReport = { tables: [], total: 0 };
        for (const table of tables) {
          const rows = await copyTable(source, tx, table, options.batchRows);
          report.tables.push({ name: table.name, rows });
          report.total += rows;
        }
        await advanceSequences(tx, tables);
        await checkCounts(source, tx, tables);
        return report;
      });
    } finally {
      await target.close();
    }
  } finally {
    if (source.inTransaction) source.exec('ROLLBACK');
    source.close();
    claim.release();
  }
}

/** No file there, or the partition files of an earlier version beside it (holding the newest data). */
function refuseUnusable(path: string): void {
  if (!existsSync(path))
    throw new CopyError(`There is no SQLite database at ${path}: set DATABASE_PATH to the bot's database file.`);
  const parts = partitionFiles(path);
  if (parts.length > 0)
    throw new CopyError(
      `${parts.length} partition file(s) from an earlier version (such as ${parts[0]!.path}) are beside ${path}: run \`npm run merge-partitions\` first, then copy.`,
    );
}

/**
 * The SQLite file, locked for this connection alone (refused while the bot or anything else has it
 * open) and up to date, inside a transaction that stays open for the whole copy.
 */
function openSource(path: string): Sqlite {
  let db: Sqlite;
  try {
    db = new Database(path, { fileMustExist: true });
  } catch (err) {
    throw new CopyError(`${path} cannot be opened as a SQLite database (${(err as Error).message}).`);
  }
  try {
    db.pragma('busy_timeout = 200');
    // Held until closed: no other connection can read or write the file meanwhile, and one that
    // has it open already (a running bot) makes this BEGIN fail.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN IMMEDIATE');
    // The migrations run as a savepoint of this transaction, rolled back with it at the end.
    migrate(db);
    return db;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    db.close();
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY'))
      throw new CopyError(
        `${path} is in use: stop the bot (and anything else that has the file open), then copy again.`,
      );
    if (/^SQLITE_(NOTADB|CORRUPT)/.test(code))
      throw new CopyError(`${path} is not a sound SQLite database (${(err as Error).message}).`);
    if (err instanceof Error && err.name === 'MigrationError') throw new CopyError(err.message);
    throw err;
  }
}

function readSourceTables(db: Sqlite): SourceTable[] {
  const names = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  ).map((r) => r.name);
  return names.map((name) => {
    if (!NAME.test(name)) throw new CopyError(`The SQLite database has a table the bot does not know: ${name}.`);
    const columns = (
      db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').all(name) as { name: string }[]
    ).map((r) => r.name);
    const bad = columns.find((c) => !NAME.test(c));
    if (bad) throw new CopyError(`The SQLite table ${name} has a column the bot does not know: ${bad}.`);
    const keys = db.prepare('SELECT "table" AS parent, "from" AS col FROM pragma_foreign_key_list(?)').all(name) as {
      parent: string;
      col: string;
    }[];
    return {
      name,
      columns,
      hasId: columns.includes('id'),
      selfRefs: keys.filter((k) => k.parent === name).map((k) => k.col),
      parents: [...new Set(keys.map((k) => k.parent).filter((p) => p !== name))],
    };
  });
}

/**
 * None of the schema's foreign keys is deferrable, so a referenced table is copied before the tables
 * that point at it (ties by name, for the same order every time).
 */
function inCopyOrder(tables: SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: SourceTable[] = [];
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !done.has(t.name) && t.parents.every((p) => done.has(p) || !byName.has(p)));
    if (!next) {
      const stuck = tables.filter((t) => !done.has(t.name)).map((t) => t.name);
      throw new CopyError(`The tables ${stuck.join(', ')} point at each other: no order copies them one at a time.`);
    }
    done.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

/** A row pointing at a missing row would stop the copy half-way: refused before anything is written. */
function refuseOrphans(db: Sqlite): void {
  const orphans = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  const first = orphans[0];
  if (first)
    throw new CopyError(
      `The SQLite database has ${orphans.length} row(s) pointing at rows that no longer exist (such as row ${first.rowid} of ${first.table}, pointing into ${first.parent}): PostgreSQL would refuse them, so nothing was copied.`,
    );
}

async function checkTargetSchema(db: Db, tables: SourceTable[]): Promise<void> {
  const rows = await db
    .statement<[], { table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
      false,
    )
    .all();
  const columns = new Map<string, Set<string>>();
  for (const r of rows) {
    let set = columns.get(r.table_name);
    if (!set) columns.set(r.table_name, (set = new Set()));
    set.add(r.column_name);
  }
  for (const t of tables) {
    const there = columns.get(t.name);
    if (!there) throw new CopyError(`The PostgreSQL schema has no table ${t.name}: update the bot, then copy again.`);
    const missing = t.columns.find((c) => !there.has(c));
    if (missing)
      throw new CopyError(`The PostgreSQL table ${t.name} has no column ${missing}: update the bot, then copy again.`);
  }
}

/** Anything already in the target would mix with the copy (and its ids collide): refused. */
async function refuseRows(tx: Db, tables: SourceTable[], url: string): Promise<void> {
  for (const t of tables) {
    const some = await tx.statement(`SELECT 1 FROM ${t.name} LIMIT 1`, false).get();
    if (some)
      throw new CopyError(
        `${capitalised(describeTarget(url))} already holds data (its table ${t.name} has rows): copy only into an empty database.`,
      );
  }
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** SQLite's integers as they are (64-bit): exact on their way into PostgreSQL's BIGINT. */
type Value = bigint | number | string | Buffer | null;

/**
 * One table's rows, in batches of multi-row INSERTs, columns named. A row pointing at a later row
 * of its own table (by id) gets that column after the table's rows are all in.
 */
async function copyTable(source: Sqlite, tx: Db, table: SourceTable, batchRows?: number): Promise<number> {
  const { name, columns } = table;
  const perBatch = Math.max(1, Math.min(batchRows ?? DEFAULT_BATCH_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  const columnList = columns.map((c) => `"${c}"`).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const insertOf = (n: number) =>
    tx.statement(
      `INSERT INTO ${name} (${columnList}) VALUES ${Array.from({ length: n }, () => tuple).join(', ')}`,
      false,
    );
  const read = source
    .prepare(`SELECT ${columnList} FROM ${name}${table.hasId ? ' ORDER BY id' : ''}`)
    .raw(true)
    .safeIntegers(true);

  const selfRefs = table.selfRefs.map((c) => columns.indexOf(c));
  const idAt = columns.indexOf('id');
  const seen = new Set<string>();
  const later: { id: Value; column: string; value: Value }[] = [];

  let batch: Value[] = [];
  let inBatch = 0;
  let copied = 0;
  const flush = async () => {
    if (inBatch === 0) return;
    await insertOf(inBatch).run(...batch);
    copied += inBatch;
    batch = [];
    inBatch = 0;
  };
  try {
    for (const row of read.iterate() as IterableIterator<Value[]>) {
      if (idAt >= 0) seen.add(String(row[idAt]));
      for (const at of selfRefs) {
        const value = row[at] ?? null;
        if (idAt >= 0 && value !== null && !seen.has(String(value))) {
          later.push({ id: row[idAt] ?? null, column: columns[at]!, value });
          row[at] = null;
        }
      }
      batch.push(...row);
      if (++inBatch === perBatch) await flush();
    }
    await flush();
    for (const l of later)
      await tx.statement(`UPDATE ${name} SET "${l.column}" = ? WHERE id = ?`, false).run(l.value, l.id);
  } catch (err) {
    throw stopped(name, err);
  }
  return copied;
}

/** Why the copy stopped at `table`, in one sentence (PostgreSQL's own words included). */
function stopped(table: string, err: unknown): Error {
  if (err instanceof CopyError) return err;
  const e = err as { message?: string; detail?: string; code?: string };
  const what = `${e.message ?? String(err)}${e.detail ? ` (${e.detail.replace(/\.$/, '')})` : ''}`;
  if (e.code === '23505')
    return new CopyError(
      `Two rows of ${table} are the same for PostgreSQL (${what}): it compares names regardless of accents and case beyond A–Z, unlike SQLite; rename one, then copy again.`,
    );
  return new CopyError(`The copy stopped at table ${table}, and nothing was kept in PostgreSQL: ${what}.`);
}

/** New rows made on PostgreSQL after the copy get ids past every copied one. */
async function advanceSequences(tx: Db, tables: SourceTable[]): Promise<void> {
  const identities = new Set(
    (
      await tx
        .statement<[], { table_name: string }>(
          `SELECT table_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`,
          false,
        )
        .all()
    ).map((r) => r.table_name),
  );
  for (const t of tables) {
    if (!identities.has(t.name)) continue;
    await tx
      .statement(
        `SELECT setval(pg_get_serial_sequence('${t.name}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${t.name}`,
        false,
      )
      .get();
  }
}

async function checkCounts(source: Sqlite, tx: Db, tables: SourceTable[]): Promise<void> {
  for (const t of tables) {
    const there = (await tx.statement<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${t.name}`, false).get())?.n ?? 0;
    const here = (source.prepare(`SELECT COUNT(*) AS n FROM ${t.name}`).get() as { n: number }).n;
    if (Number(there) !== here)
      throw new CopyError(
        `Table ${t.name} holds ${here} row(s) in SQLite but ${there} in PostgreSQL after the copy: nothing was kept.`,
      );
  }
}
