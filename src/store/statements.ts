import type Database from 'better-sqlite3';
import type { Db } from './db';

type Statement = Database.Statement<unknown[], unknown>;

// better-sqlite3 compiles a statement on every prepare(); repositories call the same SQL over and
// over, so each connection keeps its compiled statements (about 40% of an exchange otherwise).
const caches = new WeakMap<Db, Map<string, Statement>>();

// Raw statements return each row as an array of its columns: better-sqlite3 builds a row object
// with one native call per column (5–25 µs a row), an array costs a fraction of that. A statement
// switched to raw stays raw, so these have a cache of their own.
const rawCaches = new WeakMap<Db, Map<string, Statement>>();

function cached(all: WeakMap<Db, Map<string, Statement>>, db: Db, sql: string, raw: boolean): Statement {
  let cache = all.get(db);
  if (!cache) {
    cache = new Map();
    all.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = raw ? (db.prepare(sql).raw(true) as Statement) : db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

export function prep<P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): P extends unknown[] ? Database.Statement<P, R> : Database.Statement<[P], R> {
  return cached(caches, db, sql, false) as never;
}

/** `prep` for a statement whose rows come back as arrays, in the order of its column list. */
export function prepRaw<P extends unknown[] = unknown[]>(db: Db, sql: string): Database.Statement<P, unknown[]> {
  return cached(rawCaches, db, sql, true) as never;
}

/** The row `sql` finds, in its repository's shape (`map`); null when there is none. */
export function oneRow<P extends unknown[], Raw, Row>(
  db: Db,
  sql: string,
  map: (r: Raw) => Row,
  ...params: P
): Row | null {
  const r = prep<P, Raw>(db, sql).get(...params);
  return r ? map(r) : null;
}

/** Every row `sql` finds, in its repository's shape (`map`). */
export function allRows<P extends unknown[], Raw, Row>(db: Db, sql: string, map: (r: Raw) => Row, ...params: P): Row[] {
  return prep<P, Raw>(db, sql)
    .all(...params)
    .map((r) => map(r));
}
