/**
 * beginImmediate, and the store's transactions built on it: they wait in short pauses that do not
 * block the event loop for another connection's write lock, up to a (short) limit, then give up
 * with SQLite's busy error. The write lock owns the connection's busy handling: from its first
 * transaction on, SQLite's busy timeout is 0 (set once, not per transaction), so only its own
 * pauses ever wait.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { buttonMessagesFor, type Deps, rememberButtons } from '../../src/app';
import { seededSource } from '../../src/rules';
import type { Db } from '../../src/store/engine/db';
import { openDatabase } from '../../src/store/engine/open-database';
import { sqliteStore } from '../../src/store/engine/sqlite-store';
import { beginImmediate, isBusy, WRITE_WAIT_MS } from '../../src/store/engine/write-lock';

const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
let dir = '';
let holder: ChildProcess | undefined;
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const busyError = expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) });

/** Another process takes the write lock, says so, and commits after `ms`. */
async function holdLock(path: string, ms: number): Promise<ChildProcess> {
  const code = `const D = require(${JSON.stringify(sqlite)}); const db = new D(${JSON.stringify(path)});
db.exec('BEGIN IMMEDIATE'); db.exec("INSERT INTO t VALUES ('other')"); process.stdout.write('locked\\n');
setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return child;
}

async function stopHolder(): Promise<void> {
  const h = holder!;
  h.kill('SIGKILL');
  if (h.exitCode === null && h.signalCode === null) await once(h, 'exit');
}

function table(): { db: Db; path: string } {
  dir = mkdtempSync(join(tmpdir(), 'venus-lock-'));
  const path = join(dir, 'venus.sqlite');
  const db = openDatabase(path, { busyTimeoutMs: 5000 });
  db.sqlite.exec('CREATE TABLE t (who TEXT NOT NULL)');
  return { db, path };
}

const whos = (db: Db) => db.sqlite.prepare('SELECT who FROM t ORDER BY rowid').pluck().all();
const busyTimeout = (db: Db) => db.sqlite.pragma('busy_timeout', { simple: true });

// SQLite only: SQLite's write lock (PostgreSQL locks rows and retries serialization failures).
describe.skipIf(TEST_ENGINE === 'postgres')('beginImmediate', () => {
  it('GIVEN another process holding the write lock for 300 ms THEN the transaction begins once it is free, timers run meanwhile, nothing of the other process is lost, and the SQLite busy timeout stays 0', async () => {
    const { db, path } = table();
    holder = await holdLock(path, 300);
    const events: string[] = [];
    const timer = setTimeout(() => events.push('timer'), 50);
    const started = Date.now();
    await beginImmediate(db.sqlite, 2000);
    events.push('begun');
    clearTimeout(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(events).toEqual(['timer', 'begun']); // the wait never blocked the event loop
    expect(db.sqlite.inTransaction).toBe(true);
    db.sqlite.exec("INSERT INTO t VALUES ('bot')");
    db.sqlite.exec('COMMIT');
    expect(whos(db)).toEqual(['other', 'bot']);
    expect(busyTimeout(db)).toBe(0);
    await db.close();
  });

  it('GIVEN another connection of this process holding the write lock THEN the wait lets it commit, and the transaction begins after', async () => {
    const { db, path } = table();
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    other.exec("INSERT INTO t VALUES ('other')");
    // Released by a timer on this event loop: a blocking busy wait would never let it run.
    setTimeout(() => other.exec('COMMIT'), 50);
    await beginImmediate(db.sqlite, 2000);
    db.sqlite.exec("INSERT INTO t VALUES ('bot')");
    db.sqlite.exec('COMMIT');
    other.close();
    expect(whos(db)).toEqual(['other', 'bot']);
    await db.close();
  });

  it("GIVEN the lock held past the wait THEN SQLite's busy error after the wait, no transaction open, and nothing written", async () => {
    const { db, path } = table();
    holder = await holdLock(path, 3000);
    for (const wait of [200, undefined]) {
      const started = Date.now();
      await expect(beginImmediate(db.sqlite, wait)).rejects.toThrow(busyError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(wait ?? WRITE_WAIT_MS);
      expect(db.sqlite.inTransaction).toBe(false);
    }
    expect(WRITE_WAIT_MS).toBeLessThanOrEqual(50); // a use case waits only briefly
    await stopHolder();
    expect(whos(db)).toEqual([]);
    await db.close();
  });

  it('GIVEN an error other than busy THEN it is thrown at once, not retried', async () => {
    const { db } = table();
    db.sqlite.exec('BEGIN');
    const started = Date.now();
    await expect(beginImmediate(db.sqlite, 2000)).rejects.toThrow(/within a transaction/);
    expect(Date.now() - started).toBeLessThan(1000);
    db.sqlite.exec('ROLLBACK');
    await db.close();
  });

  it('GIVEN an open store THEN the busy timeout is 0 for the connection, and a read while another process writes does not wait', async () => {
    const { db, path } = table();
    // Opening waited for the others' migrations (5 s); the store then waits for locks itself.
    expect(busyTimeout(db)).toBe(0);
    await beginImmediate(db.sqlite);
    db.sqlite.exec("INSERT INTO t VALUES ('bot')");
    db.sqlite.exec('COMMIT');
    expect(busyTimeout(db)).toBe(0);
    await db.transaction(async (tx) => {
      await tx.statement("INSERT INTO t VALUES ('bot')", false).run();
    });
    expect(busyTimeout(db)).toBe(0);
    holder = await holdLock(path, 3000);
    // Under WAL a reader never waits for a writer: it sees what was committed, at once.
    const started = Date.now();
    expect(await db.statement('SELECT who FROM t', true).all()).toEqual([['bot'], ['bot']]);
    expect(Date.now() - started).toBeLessThan(1000);
    await db.close();
  });
});

// SQLite only: SQLite's write lock (PostgreSQL locks rows and retries serialization failures).
describe.skipIf(TEST_ENGINE === 'postgres')('isBusy', () => {
  it("GIVEN SQLite's busy errors THEN busy; any other error THEN not", () => {
    const withCode = (code: unknown) => Object.assign(new Error('x'), { code });
    expect(isBusy(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isBusy(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isBusy(withCode('SQLITE_LOCKED'))).toBe(false);
    expect(isBusy(withCode(5))).toBe(false);
    expect(isBusy(new Error('SQLITE_BUSY'))).toBe(false);
  });
});

// SQLite only: SQLite's write lock (PostgreSQL locks rows and retries serialization failures).
describe.skipIf(TEST_ENGINE === 'postgres')("the store's transaction", () => {
  const insertBot = (tx: Db) => tx.statement("INSERT INTO t VALUES ('bot')", false).run();

  it('GIVEN another process holding the write lock for 300 ms THEN the transaction runs once it is free, and nothing of the other process is lost', async () => {
    const { db, path } = table();
    const patient = sqliteStore(db.sqlite, 2000);
    holder = await holdLock(path, 300);
    const started = Date.now();
    let runs = 0;
    const changes = await patient.transaction(async (tx) => {
      runs++;
      return (await insertBot(tx)).changes;
    });
    expect(changes).toBe(1);
    expect(runs).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(whos(db)).toEqual(['other', 'bot']);
    expect(busyTimeout(db)).toBe(0);
    await db.close();
  });

  it("GIVEN the lock held past the store's wait THEN SQLite's busy error, the work never runs, nothing is written, and the next transaction runs once the lock is free", async () => {
    const { db, path } = table();
    holder = await holdLock(path, 3000);
    let runs = 0;
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        runs++;
        await insertBot(tx);
      }),
    ).rejects.toThrow(busyError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_WAIT_MS);
    expect(runs).toBe(0);
    expect(db.sqlite.inTransaction).toBe(false);
    await stopHolder();
    expect(whos(db)).toEqual([]);
    await db.transaction(insertBot);
    expect(whos(db)).toEqual(['bot']);
    await db.close();
  });

  it('GIVEN another process holding the write lock THEN a button message remembered outside any use case waits for it like a use case', async () => {
    const { db, path } = table();
    const deps: Deps = { db, random: seededSource(1), now: () => new Date(), salt: () => 's' };
    await db.transaction(insertBot); // timeout now 0
    holder = await holdLock(path, 3000);
    const started = Date.now();
    const remember = () =>
      rememberButtons(deps, {
        messageId: 'm1',
        channelId: 'c1',
        conflictId: null,
        customIds: ['x:1'],
        components: '[]',
      });
    // The write lock's short wait, then SQLite's busy error; a bare write would fail at once.
    await expect(remember()).rejects.toThrow(busyError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_WAIT_MS);
    await stopHolder();
    await remember();
    expect(await buttonMessagesFor(deps, { customIds: ['x:1'], conflictIds: [], messageIds: [] })).toHaveLength(1);
    await db.close();
  });

  it('GIVEN a refusal inside THEN it is thrown at once and rolled back, not retried', async () => {
    const { db } = table();
    let runs = 0;
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        runs++;
        await insertBot(tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(runs).toBe(1);
    expect(db.sqlite.inTransaction).toBe(false);
    expect(db.sqlite.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
    await db.close();
  });
});
