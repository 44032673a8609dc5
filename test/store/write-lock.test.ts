/**
 * writeTransaction: waits in short pauses for another process's write lock, up to a (short) limit.
 * The write lock owns the connection's busy handling: from its first transaction on, SQLite's busy
 * timeout is 0 (set once, not per transaction), so only its own pauses ever wait.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database';
import { WRITE_WAIT_MS, writeTransaction } from '../../src/store/write-lock';
import { buttonMessagesFor, type Deps, rememberButtons } from '../../src/app';
import { seededSource } from '../../src/rules';

const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
let dir = '';
let holder: ChildProcess | undefined;
afterEach(() => {
  holder?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Another process takes the write lock, says so, and commits after `ms`. */
async function holdLock(path: string, ms: number): Promise<ChildProcess> {
  const code = `const D = require(${JSON.stringify(sqlite)}); const db = new D(${JSON.stringify(path)});
db.exec('BEGIN IMMEDIATE'); db.exec("INSERT INTO t VALUES ('other')"); process.stdout.write('locked\\n');
setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return child;
}

function table() {
  dir = mkdtempSync(join(tmpdir(), 'venus-lock-'));
  const path = join(dir, 'venus.sqlite');
  const db = openDatabase(path, { busyTimeoutMs: 5000 });
  db.exec('CREATE TABLE t (who TEXT NOT NULL)');
  return { db, path };
}

describe('writeTransaction', () => {
  it('GIVEN another process holding the write lock for 300 ms THEN the transaction runs once it is free, nothing of the other process is lost, and the SQLite busy timeout stays 0', async () => {
    const { db, path } = table();
    holder = await holdLock(path, 300);
    const started = Date.now();
    const insert = db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run().changes);
    expect(writeTransaction(db, insert, 2000)).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(db.prepare('SELECT who FROM t ORDER BY rowid').pluck().all()).toEqual(['other', 'bot']);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(0);
    db.close();
  });

  it("GIVEN the lock held past the wait THEN SQLite's busy error and nothing written", async () => {
    const { db, path } = table();
    holder = await holdLock(path, 3000);
    const insert = db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run());
    for (const wait of [200, undefined]) {
      expect(() => writeTransaction(db, insert, wait)).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) }),
      );
    }
    expect(WRITE_WAIT_MS).toBeLessThanOrEqual(50); // blocking the event loop only briefly
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(db.prepare('SELECT who FROM t').pluck().all()).toEqual([]);
    db.close();
  });

  it('GIVEN the write lock taken before THEN the busy timeout is 0 for the connection, and a read while another process writes does not wait', async () => {
    const { db, path } = table();
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000); // opening waits for the others' migrations
    writeTransaction(
      db,
      db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run()),
    );
    expect(db.pragma('busy_timeout', { simple: true })).toBe(0);
    writeTransaction(
      db,
      db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run()),
    );
    expect(db.pragma('busy_timeout', { simple: true })).toBe(0);
    holder = await holdLock(path, 3000);
    // Under WAL a reader never waits for a writer: it sees what was committed, at once.
    expect(db.prepare('SELECT who FROM t').pluck().all()).toEqual(['bot', 'bot']);
    db.close();
  });

  it('GIVEN another process holding the write lock THEN a button message remembered outside any use case waits for it like a use case', async () => {
    const { db, path } = table();
    const deps: Deps = { db, random: seededSource(1), now: () => new Date(), salt: () => 's' };
    writeTransaction(
      db,
      db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run()),
    ); // timeout now 0
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
    expect(remember).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_WAIT_MS);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    remember();
    expect(buttonMessagesFor(deps, { customIds: ['x:1'], conflictIds: [], messageIds: [] })).toHaveLength(1);
    db.close();
  });

  it('GIVEN a refusal inside THEN it is thrown at once and rolled back, not retried', () => {
    const { db } = table();
    let runs = 0;
    const failing = db.transaction(() => {
      runs++;
      db.prepare("INSERT INTO t VALUES ('bot')").run();
      throw new Error('refused');
    });
    expect(() => writeTransaction(db, failing)).toThrow('refused');
    expect(runs).toBe(1);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
    db.close();
  });
});
