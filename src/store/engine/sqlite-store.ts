// The embedded engine: one better-sqlite3 connection behind the asynchronous store (db.ts).
// better-sqlite3 answers synchronously, so a transaction here never waits for the network; but the
// work inside one awaits, and another interaction's work could run in those gaps on the same
// connection. So transactions queue, one at a time, and a statement outside any transaction waits
// for the one running to finish (it would read what that one has not committed yet).
// It also stamps what a move keeps beside a conflict's document (conflict-cache.ts): its own writes
// to those tables it counts (input-writes.ts), other connections' it learns from data_version.
import type Database from 'better-sqlite3';
import { unitCommitted, unitFailed, unitStarted } from '../conflict/conflict-cache';
import type { Db, RunResult, Statement } from './db';
import { type InputTables, inputTables, writesInputs } from './input-writes';
import { beginImmediate, isBusy, ownBusyHandling, WRITE_WAIT_MS } from './write-lock';

type Native = Database.Statement<unknown[], unknown>;

/** Transactions one after the other: each starts when the one before has settled. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();
  /** Transactions running or waiting. */
  pending = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    // Nothing running or waiting: start at once (most transactions), else after the last one.
    const result = ++this.pending === 1 ? task() : this.#tail.then(task);
    // Registered before the caller can await `result`, so the count is down when the caller resumes.
    this.#tail = result.then(this.#settled, this.#settled);
    return result;
  }

  readonly #settled = (): void => {
    this.pending--;
  };

  idle(): Promise<unknown> {
    return this.#tail;
  }
}

/** A statement for a transaction's handle: run at once (the transaction holds the connection). */
class Direct<P extends unknown[], R> implements Statement<P, R> {
  constructor(
    protected readonly native: Native,
    /** The connection, when this statement writes what moves keep beside a document; else null. */
    private readonly inputs: Connection | null,
  ) {}
  async get(...params: P): Promise<R | undefined> {
    this.inputs?.wroteInputs();
    return this.native.get(...params) as R | undefined;
  }
  async all(...params: P): Promise<R[]> {
    this.inputs?.wroteInputs();
    return this.native.all(...params) as R[];
  }
  async run(...params: P): Promise<RunResult> {
    this.inputs?.wroteInputs();
    return { changes: this.native.run(...params).changes };
  }
  async insert(...params: P): Promise<number> {
    this.inputs?.wroteInputs();
    return Number(this.native.run(...params).lastInsertRowid);
  }
}

/** A statement outside any transaction: at once when none runs, else after it. */
class Autocommit<P extends unknown[], R> implements Statement<P, R> {
  readonly #direct: Direct<P, R>;
  constructor(
    direct: Direct<P, R>,
    private readonly queue: Queue,
  ) {
    this.#direct = direct;
  }
  get(...params: P): Promise<R | undefined> {
    return this.queue.pending === 0 ? this.#direct.get(...params) : this.queue.run(() => this.#direct.get(...params));
  }
  all(...params: P): Promise<R[]> {
    return this.queue.pending === 0 ? this.#direct.all(...params) : this.queue.run(() => this.#direct.all(...params));
  }
  run(...params: P): Promise<RunResult> {
    return this.queue.pending === 0 ? this.#direct.run(...params) : this.queue.run(() => this.#direct.run(...params));
  }
  insert(...params: P): Promise<number> {
    return this.queue.pending === 0
      ? this.#direct.insert(...params)
      : this.queue.run(() => this.#direct.insert(...params));
  }
}

/** What every handle on one connection shares. */
class Connection {
  readonly queue = new Queue();
  // By SQL text, raw (rows as arrays) apart: no key is built per call on the hot path.
  readonly direct = [new Map<string, Direct<unknown[], unknown>>(), new Map<string, Direct<unknown[], unknown>>()];
  readonly autocommit = [
    new Map<string, Autocommit<unknown[], unknown>>(),
    new Map<string, Autocommit<unknown[], unknown>>(),
  ];
  savepoints = 0;
  constructor(
    readonly sqlite: Database.Database,
    readonly waitMs: number,
  ) {}

  prepare<P extends unknown[], R>(sql: string, raw: boolean): Direct<P, R> {
    const s = this.sqlite.prepare(sql);
    this.#inputTables ??= inputTables(this.sqlite);
    return new Direct((raw ? s.raw(true) : s) as Native, writesInputs(sql, this.#inputTables) ? this : null);
  }

  #inputTables: InputTables | undefined;
  /** Bumped for each write of this connection's to the kept inputs, once its transaction ends. */
  #inputsGeneration = 0;
  /** The transaction running wrote some: nothing it reads of them is kept. */
  #inputsWritten = false;
  #dataVersion: Native | undefined;

  /** A statement that may change the kept inputs is about to run. */
  wroteInputs(): void {
    if (this.sqlite.inTransaction) this.#inputsWritten = true;
    else this.#inputsGeneration++;
  }

  transactionEnded(): void {
    if (!this.#inputsWritten) return;
    this.#inputsWritten = false;
    this.#inputsGeneration++;
  }

  /**
   * Changes whenever the kept inputs may have: a write of this connection's, or any commit of
   * another connection's (SQLite's data_version). Null while this transaction has written some.
   */
  inputsStamp(): string | null {
    if (this.#inputsWritten) return null;
    this.#dataVersion ??= this.sqlite.prepare('PRAGMA data_version').pluck() as Native;
    return `${this.#dataVersion.get() as number}:${this.#inputsGeneration}`;
  }

  // Transaction control runs on every use case: compiled once, as better-sqlite3's own
  // transactions do, not parsed again by exec() each time.
  readonly #control = new Map<string, Native>();
  control(sql: string): void {
    let s = this.#control.get(sql);
    if (!s) this.#control.set(sql, (s = this.sqlite.prepare(sql) as Native));
    s.run();
  }
}

class SqliteHandle implements Db {
  readonly engine = 'sqlite';
  constructor(
    private readonly conn: Connection,
    readonly inTransaction: boolean,
  ) {}

  /** The raw connection: what it is used for cannot be seen, so kept inputs count as written. */
  get sqlite(): Database.Database {
    this.conn.wroteInputs();
    return this.conn.sqlite;
  }

  inputsStamp(): string | null {
    return this.conn.inputsStamp();
  }

  get key(): object {
    return this.conn;
  }

  get unit(): object | null {
    return this.inTransaction ? this : null;
  }

  statement<P extends unknown[], R>(sql: string, raw: boolean): Statement<P, R> {
    const { conn } = this;
    const kind = raw ? 1 : 0;
    if (this.inTransaction) {
      const kept = conn.direct[kind]!;
      let s = kept.get(sql);
      if (!s) kept.set(sql, (s = conn.prepare(sql, raw)));
      return s as unknown as Statement<P, R>;
    }
    const kept = conn.autocommit[kind]!;
    let s = kept.get(sql);
    if (!s) kept.set(sql, (s = new Autocommit(conn.prepare(sql, raw), conn.queue)));
    return s as unknown as Statement<P, R>;
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.inTransaction ? this.#savepoint(work) : this.conn.queue.run(() => this.#outermost(work));
  }

  async #outermost<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const { conn } = this;
    const { sqlite } = conn;
    // The lock is free in most transactions: only a busy one waits, without blocking the loop.
    try {
      conn.control('BEGIN IMMEDIATE');
    } catch (err) {
      if (!isBusy(err)) throw err;
      await beginImmediate(sqlite, conn.waitMs, () => conn.control('BEGIN IMMEDIATE'));
    }
    const tx = new SqliteHandle(conn, true);
    unitStarted(tx);
    try {
      const result = await work(tx);
      conn.control('COMMIT');
      unitCommitted(conn, tx);
      return result;
    } catch (err) {
      unitFailed(tx, true);
      if (sqlite.inTransaction) conn.control('ROLLBACK');
      throw err;
    } finally {
      conn.transactionEnded();
    }
  }

  async #savepoint<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const { sqlite } = this.conn;
    const name = `s${++this.conn.savepoints}`;
    this.conn.control(`SAVEPOINT ${name}`);
    try {
      const result = await work(this);
      this.conn.control(`RELEASE ${name}`);
      return result;
    } catch (err) {
      unitFailed(this, false);
      if (sqlite.inTransaction) {
        this.conn.control(`ROLLBACK TO ${name}`);
        this.conn.control(`RELEASE ${name}`);
      }
      throw err;
    } finally {
      this.conn.savepoints--;
    }
  }

  async exec(sql: string): Promise<void> {
    if (!this.inTransaction && this.conn.queue.pending > 0) await this.conn.queue.idle();
    this.conn.wroteInputs();
    this.conn.sqlite.exec(sql);
  }

  async close(): Promise<void> {
    await this.conn.queue.idle();
    if (this.conn.sqlite.open) this.conn.sqlite.close();
  }
}

/** The asynchronous store over an open better-sqlite3 connection. */
export function sqliteStore(sqlite: Database.Database, waitMs = WRITE_WAIT_MS): Db {
  // BEGIN IMMEDIATE is tried without waiting first (#outermost): SQLite must not sleep on it.
  ownBusyHandling(sqlite);
  return new SqliteHandle(new Connection(sqlite, waitMs), false);
}
