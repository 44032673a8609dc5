// Backups while the bot runs: SQLite's online backup under writes from another process, restored
// and checked (integrity, and every Murphy point the copy holds accounted for in its log).
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import * as app from '../../src/app';
import { backupDatabase, checkDatabase } from '../../src/store/backup';
import { openDatabase } from '../../src/store/open-database';
import { murphyBalance } from '../../src/store/murphy';
import { as, makeDeps } from '../app/helpers';
import { GM } from '../app/scripts';

const dir = mkdtempSync(join(tmpdir(), 'venus-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const worker = join(root, 'test/app/fixtures/worker.ts');

async function campaignDb(name: string): Promise<string> {
  const path = join(dir, name);
  const deps = makeDeps({ path });
  await app.createCampaign(deps, as(GM), { name: 'Eros' });
  await deps.db.close();
  return path;
}

const count = (path: string, sql: string): number => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).pluck().get() as number;
  } finally {
    db.close();
  }
};

// SQLite only: the backup copies the SQLite file (PostgreSQL is backed up with its own tools).
describe.skipIf(TEST_ENGINE === 'postgres')('backup under load', () => {
  it('GIVEN another process adding Murphy points THEN a backup taken meanwhile restores whole and self-consistent', async () => {
    const live = await campaignDb('live.sqlite');
    // The writer: 3,000 one-point additions, each its own transaction and interaction.
    const writer = spawn(tsx, [worker, live, 'murphy', GM, 'load', '3000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const finished = new Promise<number | null>((resolve) => writer.on('exit', resolve));
    // Wait (bounded) until the writer is well under way.
    for (let i = 0; i < 300 && count(live, 'SELECT COUNT(*) FROM murphy_log') < 200; i++)
      await new Promise((r) => setTimeout(r, 50));
    const atStart = count(live, 'SELECT COUNT(*) FROM murphy_log');
    expect(atStart).toBeGreaterThanOrEqual(200);

    const copy = join(dir, 'copy.sqlite');
    await backupDatabase(live, copy);
    const writerStillRunning = writer.exitCode === null;
    expect(await finished).toBe(0);
    expect(writerStillRunning).toBe(true); // the backup really was taken under load

    // Restore: the copy becomes a database file of its own, opened like the bot opens one.
    const restored = join(dir, 'restored.sqlite');
    copyFileSync(copy, restored);
    expect(checkDatabase(restored)).toEqual([]);
    const db = openDatabase(restored);
    try {
      const logged = db.sqlite.prepare('SELECT COUNT(*) FROM murphy_log WHERE campaign_id = 1').pluck().get() as number;
      const handled = db.sqlite
        .prepare("SELECT COUNT(*) FROM handled_interactions WHERE interaction_id LIKE 'load-%'")
        .pluck()
        .get() as number;
      expect(logged).toBeGreaterThanOrEqual(atStart);
      expect(logged).toBeLessThan(3000);
      // One snapshot: every point in the pool has its log line and its handled interaction.
      expect(await murphyBalance(db, 1)).toBe(logged);
      expect(handled).toBe(logged);
    } finally {
      await db.close();
    }
    expect(count(live, 'SELECT COUNT(*) FROM murphy_log')).toBe(3000);
  }, 60_000);
});

// SQLite only: the backup copies the SQLite file (PostgreSQL is backed up with its own tools).
describe.skipIf(TEST_ENGINE === 'postgres')('npm run backup', () => {
  const run = promisify(execFile);
  const backup = (dest: string, databasePath: string) =>
    run(tsx, [join(root, 'src/cli/backup.ts'), dest], {
      env: { ...process.env, DATABASE_PATH: databasePath, DOTENV_CONFIG_PATH: '/nonexistent/.env' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('GIVEN a database and a new file name THEN it writes a checked copy, and refuses to overwrite a file', async () => {
    const live = await campaignDb('cli.sqlite');
    const dest = join(dir, 'cli-copy.sqlite');
    const first = await backup(dest, live);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('passed SQLite');
    expect(count(dest, 'SELECT COUNT(*) FROM campaigns')).toBe(1);
    const again = await backup(dest, live);
    expect(again).toEqual({ code: 1, out: `${dest} already exists: choose a new file name for the backup.\n` });
  }, 60_000);

  it('GIVEN no database at DATABASE_PATH THEN one sentence says so and no file is made', async () => {
    const dest = join(dir, 'nothing.sqlite');
    const result = await backup(dest, join(dir, 'missing.sqlite'));
    expect(result.code).toBe(1);
    expect(result.out.trim()).toBe(`There is no database at ${join(dir, 'missing.sqlite')} to back up.`);
    expect(existsSync(dest)).toBe(false);
  }, 60_000);
});
