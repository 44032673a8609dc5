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

// Raw statements return each row as an array of its columns: better-sqlite3 builds a row object
// with one native call per column (5–25 µs a row), an array costs a fraction of that. A statement
// switched to raw stays raw, so these have a cache of their own.
const rawCaches = new WeakMap<Db, Map<string, Database.Statement<unknown[], unknown[]>>>();

/** `prep` for a statement whose rows come back as arrays, in the order of its column list. */
export function prepRaw<P extends unknown[] = unknown[]>(db: Db, sql: string): Database.Statement<P, unknown[]> {
  let cache = rawCaches.get(db);
  if (!cache) {
    cache = new Map();
    rawCaches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql).raw(true) as Database.Statement<unknown[], unknown[]>;
    cache.set(sql, statement);
  }
  return statement as never;
}
