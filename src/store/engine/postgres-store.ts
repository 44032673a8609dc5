// The server engine: PostgreSQL through node-postgres, behind the same asynchronous store (db.ts)
// as SQLite, so repositories write their SQL once. Statements keep SQLite's `?` placeholders and are
// numbered ($1, $2…) once per text; each is a named prepared statement on the connection that runs
// it. Transactions are REPEATABLE READ: each reads one snapshot, and what a use case contends for is
// a row it rewrites (a conflict's document over its version, a Murphy or drama balance, the
// exactly-once record), so of two transactions changing the same row the second fails with a
// serialization error and is run again here, from its start, on the state the first left.
// (SERIALIZABLE also aborts transactions that merely read a table another one writes, which on
// small tables read by sequential scans was most of them under load.)
import type Database from 'better-sqlite3';
import pg from 'pg';
import { withCachedConflicts } from '../conflict/conflict-cache';
import type { Db, RunResult, Statement } from './db';

/** How often a transaction is run again after another one made it impossible (SQLSTATE 40001/40P01). */
const SERIALIZATION_TRIES = 8;

type Queryable = Pick<pg.PoolClient, 'query'>;

/** BIGINT and NUMERIC arrive as JavaScript numbers: ids and counts stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

interface Prepared {
  name: string;
  text: string;
}

/** `?` placeholders numbered $1, $2… (outside quoted text), each text named once for this process. */
const prepared = new Map<string, Prepared>();
function numbered(sql: string): Prepared {
  let p = prepared.get(sql);
  if (!p) {
    let n = 0;
    let text = '';
    let quote: string | null = null;
    for (const ch of sql) {
      if (quote) {
        if (ch === quote) quote = null;
        text += ch;
      } else if (ch === "'" || ch === '"') {
        quote = ch;
        text += ch;
      } else text += ch === '?' ? `$${++n}` : ch;
    }
    p = { name: `venus_${prepared.size + 1}`, text };
    prepared.set(sql, p);
  }
  return p;
}

class PgStatement<P extends unknown[], R> implements Statement<P, R> {
  constructor(
    private readonly on: Queryable,
    private readonly sql: string,
    private readonly raw: boolean,
    private readonly ready: Promise<unknown> | null,
  ) {}

  async #query(sql: string, params: P): Promise<pg.QueryResult> {
    if (this.ready) await this.ready;
    const { name, text } = numbered(sql);
    return this.on.query({
      name,
      text,
      values: params.map(bindable),
      ...(this.raw ? { rowMode: 'array' as const } : {}),
    });
  }

  async get(...params: P): Promise<R | undefined> {
    return (await this.#query(this.sql, params)).rows[0] as R | undefined;
  }
  async all(...params: P): Promise<R[]> {
    return (await this.#query(this.sql, params)).rows as R[];
  }
  async run(...params: P): Promise<RunResult> {
    return { changes: (await this.#query(this.sql, params)).rowCount ?? 0 };
  }
  async insert(...params: P): Promise<number> {
    const r = await this.#query(`${this.sql} RETURNING id`, params);
    return Number((r.rows[0] as { id: number }).id);
  }
}

/** Values as better-sqlite3 takes them: a Buffer stays binary, a boolean is 0/1, undefined is null. */
function bindable(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
}

const SERIALIZATION = new Set(['40001', '40P01']);
function mustRetry(err: unknown): boolean {
  return SERIALIZATION.has((err as { code?: string }).code ?? '');
}

class PgHandle implements Db {
  readonly engine = 'postgres';
  #savepoints = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly on: Queryable,
    readonly inTransaction: boolean,
    private readonly ready: Promise<unknown> | null,
  ) {}

  get key(): object {
    return this.pool;
  }

  inputsStamp(): null {
    return null;
  }

  get unit(): object | null {
    return this.inTransaction ? this : null;
  }

  get sqlite(): Database.Database {
    throw new Error('This needs the SQLite engine; the store runs on PostgreSQL.');
  }

  statement<P extends unknown[], R>(sql: string, raw: boolean): Statement<P, R> {
    return new PgStatement<P, R>(this.on, sql, raw, this.ready);
  }

  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.inTransaction) return this.#savepoint(work);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#outermost(work);
      } catch (err) {
        if (!mustRetry(err) || attempt >= SERIALIZATION_TRIES) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** attempt));
      }
    }
  }

  async #outermost<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.ready) await this.ready;
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const tx = new PgHandle(this.pool, client, true, null);
      return await withCachedConflicts(this.pool, tx, false, async () => {
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      });
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection itself failed: it is not given back to the pool
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  async #savepoint<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const name = `s${++this.#savepoints}`;
    await this.on.query(`SAVEPOINT ${name}`);
    try {
      const result = await withCachedConflicts(this.pool, this, true, () => work(this));
      await this.on.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await this.on.query(`ROLLBACK TO SAVEPOINT ${name}`);
      await this.on.query(`RELEASE SAVEPOINT ${name}`);
      throw err;
    } finally {
      this.#savepoints--;
    }
  }

  async exec(sql: string): Promise<void> {
    if (this.ready) await this.ready;
    await this.on.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface PostgresOptions {
  /** Connections kept open at most (default 10). */
  max?: number;
  /** Settled before the first connection is made (a test creating its database first). */
  ready?: Promise<unknown>;
}

/** The asynchronous store over a PostgreSQL database (`url`: postgres://user:password@host/db). */
export function postgresStore(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });

  // An idle connection the server dropped must not take the process down: the next query reconnects.
  pool.on('error', () => undefined);
  return new PgHandle(pool, pool, false, options.ready ?? null);
}
