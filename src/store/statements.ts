import type Database from 'better-sqlite3';
import type { Db } from './db';

// better-sqlite3 compiles a statement on every prepare(); repositories call the same SQL over and
// over, so each connection keeps its compiled statements (about 40% of an exchange otherwise).
const caches = new WeakMap<Db, Map<string, Database.Statement<unknown[], unknown>>>();

export function prep<P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): P extends unknown[] ? Database.Statement<P, R> : Database.Statement<[P], R> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as never;
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
