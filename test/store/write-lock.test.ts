/** writeTransaction: waits in short pauses for another process's write lock, up to a (short) limit. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database';
import { WRITE_WAIT_MS, writeTransaction } from '../../src/store/write-lock';

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
  it('GIVEN another process holding the write lock for 300 ms THEN the transaction runs once it is free, and the busy timeout is kept', async () => {
    const { db, path } = table();
    holder = await holdLock(path, 300);
    const started = Date.now();
    const insert = db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run().changes);
    expect(writeTransaction(db, insert, 2000)).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(db.prepare('SELECT who FROM t ORDER BY rowid').pluck().all()).toEqual(['other', 'bot']);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it("GIVEN the lock held past the wait THEN SQLite's busy error, nothing written, and the busy timeout kept", async () => {
    const { db, path } = table();
    holder = await holdLock(path, 3000);
    const insert = db.transaction(() => db.prepare("INSERT INTO t VALUES ('bot')").run());
    for (const wait of [200, undefined]) {
      expect(() => writeTransaction(db, insert, wait)).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) }),
      );
    }
    expect(WRITE_WAIT_MS).toBeLessThanOrEqual(50); // blocking the event loop only briefly
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
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
