import type { Db, Statement } from './db';

// Repositories call the same SQL over and over: the store keeps each statement compiled per
// connection (about 40% of an exchange otherwise), so preparing is a map lookup.
export function prep<P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): P extends unknown[] ? Statement<P, R> : Statement<[P], R> {
  return db.statement(sql, false) as never;
}

// Raw statements return each row as an array of its columns: better-sqlite3 builds a row object
// with one native call per column (5–25 µs a row), an array costs a fraction of that.
/** `prep` for a statement whose rows come back as arrays, in the order of its column list. */
export function prepRaw<P extends unknown[] = unknown[]>(db: Db, sql: string): Statement<P, unknown[]> {
  return db.statement(sql, true) as never;
}

/** The row `sql` finds, in its repository's shape (`map`); null when there is none. */
export async function oneRow<P extends unknown[], Raw, Row>(
  db: Db,
  sql: string,
  map: (r: Raw) => Row,
  ...params: P
): Promise<Row | null> {
  const r = await prep<P, Raw>(db, sql).get(...params);
  return r ? map(r) : null;
}

/** Every row `sql` finds, in its repository's shape (`map`). */
export async function allRows<P extends unknown[], Raw, Row>(
  db: Db,
  sql: string,
  map: (r: Raw) => Row,
  ...params: P
): Promise<Row[]> {
  return (await prep<P, Raw>(db, sql).all(...params)).map((r) => map(r));
}

/**
 * The column that names a row of a table without an id of its own, for an update within the same
 * transaction: SQLite's rowid, PostgreSQL's ctid.
 */
export function rowIdColumn(db: Db): string {
  return db.engine === 'postgres' ? 'ctid' : 'rowid';
}

/**
 * A write of one statement, outside any use case: alone on PostgreSQL (a statement is atomic
 * there, and BEGIN/COMMIT would be two more round trips), in a transaction of its own on SQLite
 * (which takes the write lock through it, waiting without blocking the loop).
 */
export function writeAlone(db: Db, write: (db: Db) => Promise<void>): Promise<void> {
  return db.engine === 'postgres' ? write(db) : db.transaction(write);
}
