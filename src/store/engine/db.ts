import type Database from 'better-sqlite3';

/** What a write statement reports: how many rows it changed. */
export interface RunResult {
  changes: number;
}

/** One SQL statement, prepared once per connection; every call answers asynchronously. */
export interface Statement<P extends unknown[], R> {
  get(...params: P): Promise<R | undefined>;
  all(...params: P): Promise<R[]>;
  run(...params: P): Promise<RunResult>;
  /** Runs an INSERT into a table with an `id` column and answers the new row's id. */
  insert(...params: P): Promise<number>;
}

/**
 * A handle on the bot's database: the whole store (each statement on its own), or one
 * transaction's (from `transaction`). Repositories take either and never know which.
 */
export interface Db {
  /** Which engine holds the data: the embedded SQLite file, or a PostgreSQL server. */
  readonly engine: 'sqlite' | 'postgres';
  /** The same object for every handle of one store: what per-store caches are kept by. */
  readonly key: object;
  /** The SQLite connection underneath (SQLite only: a PostgreSQL store throws). */
  readonly sqlite: Database.Database;
  /** True on a transaction's handle. */
  readonly inTransaction: boolean;
  /** The transaction this handle works in (the same object for its savepoints); null outside any. */
  readonly unit: object | null;
  /**
   * A stamp that changes whenever what a move keeps beside a live conflict's document (its row, its
   * campaign, the channel bindings, the seats) may have changed, by anyone; null when this engine
   * keeps none (PostgreSQL: many processes write) or this transaction has just written some.
   */
  inputsStamp(): string | null;
  /** `sql` prepared on this connection (cached); `raw` rows come back as arrays of their columns. */
  statement<P extends unknown[], R>(sql: string, raw: boolean): Statement<P, R>;
  /**
   * Runs `work` as one write transaction: committed when it resolves, rolled back when it throws.
   * Transactions of one store never interleave (they queue); on a transaction's handle this is a
   * savepoint inside it.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
  /** Waits for the transactions queued, then closes the connection. */
  close(): Promise<void>;
}
