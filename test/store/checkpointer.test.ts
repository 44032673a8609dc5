// The write-ahead log is copied back into the database file by the worker, never by the bot's
// own connection while the worker runs, and the connection takes the job back once it stops.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { checkpointInBackground } from '../../src/store/engine/checkpointer';
import type { Db } from '../../src/store/engine/db';
import { openDatabase } from '../../src/store/engine/open-database';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) if (db.sqlite.open) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): { db: Db; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'venus-ckpt-'));
  dirs.push(dir);
  const path = join(dir, 'venus.sqlite');
  const db = openDatabase(path);
  db.sqlite.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  dbs.push(db);
  return { db, path };
}

/** Writes about 2 MB in small commits, as moves do. */
async function writeMany(db: Db): Promise<void> {
  for (let i = 0; i < 500; i++)
    await db.transaction((tx) => tx.statement('INSERT INTO filler (text) VALUES (?)', false).run('x'.repeat(4000)));
}

const autocheckpoint = (db: Db) => db.sqlite.pragma('wal_autocheckpoint', { simple: true });
const fileSize = (path: string) => statSync(path).size;

// SQLite only: checkpoints move SQLite's write-ahead log into its file.
describe.skipIf(TEST_ENGINE === 'postgres')('background checkpoints', () => {
  it('GIVEN the worker runs THEN the connection never checkpoints, and the log still reaches the file', async () => {
    const { db, path } = scratch();
    const troubles: string[] = [];
    const checkpoints = checkpointInBackground(db, path, (m) => troubles.push(m), 20);
    expect(autocheckpoint(db)).toBe(0);
    const before = fileSize(path);
    await writeMany(db);
    await vi.waitFor(() => expect(fileSize(path)).toBeGreaterThan(before + 1_500_000), { timeout: 5_000 });
    await checkpoints.stop();
    expect(autocheckpoint(db)).toBe(1000);
    expect(troubles).toEqual([]);
    expect(db.sqlite.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(500);
  });

  it('GIVEN no worker THEN with its own checkpoints off the file keeps only what was there', async () => {
    // The control for the test above: what made the file grow there was the worker.
    const { db, path } = scratch();
    db.sqlite.pragma('wal_autocheckpoint = 0');
    const before = fileSize(path);
    await writeMany(db);
    expect(fileSize(path)).toBe(before);
  });

  it('GIVEN an in-memory database THEN there is nothing to checkpoint and stopping is immediate', async () => {
    const db = openDatabase(':memory:');
    dbs.push(db);
    await checkpointInBackground(db, ':memory:', () => undefined).stop();
    expect(autocheckpoint(db)).toBe(1000);
  });
});
