// Backups while the bot runs: SQLite's online backup under writes from another process, restored
// and checked (integrity, and every Murphy point the copy holds accounted for in its log); backups
// that cannot lie (killed or corrupted copies leave nothing under a backup's name); retention;
// the copy off the machine, verified.
import { execFile, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import * as app from '../../src/app';
import {
  BACKUP_NAME,
  BackupError,
  backupDatabase,
  backupIntoDir,
  checkDatabase,
  retentionPlan,
} from '../../src/store/backup/backup';
import { openDatabase } from '../../src/store/engine/open-database';
import { murphyBalance } from '../../src/store/campaign/murphy';
import { claimWriter } from '../../src/store/engine/writer-claim';
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

const run = promisify(execFile);
type Ran = { code: number; out: string; stdout: string };
/** `npm run backup` (from the source, through tsx) with `env` over a clean environment. */
const backupCli = (args: string[], env: Record<string, string>): Promise<Ran> =>
  run(tsx, [join(root, 'src/cli/backup.ts'), ...args], {
    env: { ...cleanEnv(), DOTENV_CONFIG_PATH: '/nonexistent/.env', ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr, stdout: r.stdout }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: e.stdout + e.stderr,
      stdout: e.stdout,
    }),
  );
/** The environment without the settings of whoever runs the tests. */
function cleanEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && !/^(BACKUP_|DATABASE_|LOG_|JOURNAL_STREAM)/.test(e[0]),
    ),
  );
}
const timed = (folder: string) => readdirSync(folder).filter((n) => BACKUP_NAME.test(n));

// SQLite only: the backup copies the SQLite file (PostgreSQL is backed up with its own tools).
describe.skipIf(TEST_ENGINE === 'postgres')('npm run backup', () => {
  it('GIVEN a database and a new file name THEN it writes a checked copy, and refuses to overwrite a file', async () => {
    const live = await campaignDb('cli.sqlite');
    const dest = join(dir, 'cli-copy.sqlite');
    const first = await backupCli([dest], { DATABASE_PATH: live });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('passed its check');
    expect(count(dest, 'SELECT COUNT(*) FROM campaigns')).toBe(1);
    const again = await backupCli([dest], { DATABASE_PATH: live });
    expect(again).toMatchObject({ code: 1, out: `${dest} already exists: choose a new file name for the backup.\n` });
  }, 60_000);

  it("GIVEN the README's example in a fresh checkout (no backups/ folder) THEN the folder is made and the copy is written", async () => {
    const live = await campaignDb('fresh.sqlite');
    const checkout = mkdtempSync(join(dir, 'checkout-'));
    const result = await run(tsx, [join(root, 'src/cli/backup.ts'), 'backups/venus-2140-11-30.sqlite'], {
      cwd: checkout,
      env: { ...cleanEnv(), DATABASE_PATH: live, DOTENV_CONFIG_PATH: '/nonexistent/.env' },
    });
    expect(result.stdout).toContain('passed its check');
    expect(readdirSync(join(checkout, 'backups'))).toEqual(['venus-2140-11-30.sqlite']);
  }, 60_000);

  it('GIVEN no database at DATABASE_PATH THEN one sentence says so and no file is made', async () => {
    const dest = join(dir, 'nothing.sqlite');
    const result = await backupCli([dest], { DATABASE_PATH: join(dir, 'missing.sqlite') });
    expect(result.code).toBe(1);
    expect(result.out.trim()).toBe(`There is no database at ${join(dir, 'missing.sqlite')} to back up.`);
    expect(existsSync(dest)).toBe(false);
    expect(existsSync(`${dest}.partial`)).toBe(false);
  }, 60_000);

  it('GIVEN DATABASE_URL (PostgreSQL) THEN it refuses in one sentence that names pg_dump', async () => {
    const result = await backupCli([], { DATABASE_URL: 'postgres://venus@localhost/venus', BACKUP_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.out.trim().split('\n')).toHaveLength(1);
    expect(result.out).toMatch(/PostgreSQL.*pg_dump/);
  }, 60_000);

  it('GIVEN LOG_FORMAT=json THEN every line it writes, a failure included, is one JSON object', async () => {
    const result = await backupCli([], {
      DATABASE_PATH: join(dir, 'missing.sqlite'),
      LOG_FORMAT: 'json',
      BACKUP_DIR: dir,
    });
    expect(result.code).toBe(1);
    const lines = result.out.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringContaining('There is no database') }),
    ]);
  }, 60_000);
});

// A database of about 300 MB: its copy takes long enough to be killed half-way.
async function bigDb(name: string): Promise<string> {
  const path = await campaignDb(name);
  const db = new Database(path);
  db.exec('CREATE TABLE filler (b BLOB)');
  const add = db.prepare('INSERT INTO filler (b) VALUES (randomblob(1048576))');
  db.transaction(() => {
    for (let i = 0; i < 300; i++) add.run();
  })();
  db.close();
  return path;
}

describe.skipIf(TEST_ENGINE === 'postgres')('backups that cannot lie', () => {
  it('GIVEN a backup killed half-way through its copy THEN no file has a backup name, and the next run clears what it left', async () => {
    const live = await bigDb('big.sqlite');
    const folder = join(dir, 'killed');
    const child = spawn(tsx, [join(root, 'src/cli/backup.ts')], {
      env: { ...cleanEnv(), DATABASE_PATH: live, BACKUP_DIR: folder, DOTENV_CONFIG_PATH: '/nonexistent/.env' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once the partial copy holds some of the file (tsx runs the backup in a child: the
    // whole group goes, as systemd kills a unit's processes).
    let seen = 0;
    for (let i = 0; i < 20_000 && seen < 8 * 1024 * 1024; i++) {
      const partial = existsSync(folder) ? readdirSync(folder).find((n) => n.endsWith('.partial')) : undefined;
      seen = partial ? statSync(join(folder, partial)).size : 0;
      if (seen < 8 * 1024 * 1024) await new Promise((r) => setTimeout(r, 2));
    }
    const backupPids = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    spawnSync('pkill', ['-KILL', '-P', String(child.pid)]);
    child.kill('SIGKILL');
    await exited;
    // The backup itself (tsx's child) is gone too before the next run looks at its claim.
    const gone = (pid: number) => {
      try {
        process.kill(pid, 0);
        return readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z');
      } catch {
        return true;
      }
    };
    for (let i = 0; i < 500 && !backupPids.every(gone); i++) await new Promise((r) => setTimeout(r, 10));
    expect(seen, 'the copy was under way when it was killed').toBeGreaterThanOrEqual(8 * 1024 * 1024);
    const left = readdirSync(folder);
    expect(left.some((n) => n.endsWith('.partial'))).toBe(true);
    expect(timed(folder)).toEqual([]);

    const next = await backupCli([], { DATABASE_PATH: live, BACKUP_DIR: folder });
    expect(next.code, next.out).toBe(0);
    expect(readdirSync(folder)).toEqual(timed(folder));
    expect(timed(folder)).toHaveLength(1);
    rmSync(live);
  }, 120_000);

  it('GIVEN the copy corrupted before its check THEN the run fails and nothing is kept', async () => {
    const live = await campaignDb('corrupt.sqlite');
    const folder = join(dir, 'corrupt');
    const garble = (partial: string) => {
      const bytes = readFileSync(partial);
      // Every page after the first (the header stays: SQLite still opens it and must find the damage).
      for (let i = 4096; i < bytes.length; i += 7) bytes[i] = (bytes[i]! + 101) % 256;
      writeFileSync(partial, bytes);
    };
    await expect(backupIntoDir(live, folder, new Date(), { beforeCheck: garble })).rejects.toThrow(
      /failed its check .*nothing was kept/,
    );
    expect(readdirSync(folder)).toEqual([]);
  });

  it('GIVEN a copy that lost a campaign before its check THEN the count against the live file fails it', async () => {
    const live = await campaignDb('lost.sqlite');
    const folder = join(dir, 'lost');
    const dropCampaigns = (partial: string) => {
      const db = new Database(partial);
      db.pragma('foreign_keys = ON');
      db.exec('DELETE FROM campaigns');
      db.close();
    };
    const failed = backupIntoDir(live, folder, new Date(), { beforeCheck: dropCampaigns });
    await expect(failed).rejects.toBeInstanceOf(BackupError);
    await expect(failed).rejects.toThrow('it holds 0 campaign(s) where the database held 1');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('GIVEN a good backup THEN it is one self-contained file: no -wal, -shm or -journal beside it, before or after reading it', async () => {
    const live = await campaignDb('alone.sqlite');
    const folder = join(dir, 'alone');
    const { path } = await backupIntoDir(live, folder, new Date('2140-01-01T00:00:00Z'));
    expect(readdirSync(folder)).toEqual(['venus-21400101T000000Z.sqlite']);
    expect(checkDatabase(path)).toEqual([]);
    expect(count(path, 'SELECT COUNT(*) FROM campaigns')).toBe(1);
    expect(readdirSync(folder)).toEqual(['venus-21400101T000000Z.sqlite']);
  });
});

describe.skipIf(TEST_ENGINE === 'postgres')('what earlier versions left', () => {
  it('GIVEN a copy killed under its final name (its hot journal beside it) and -wal, -shm files THEN the next run removes them and keeps the good copy', async () => {
    const live = await campaignDb('leftovers.sqlite');
    const folder = join(dir, 'leftovers');
    mkdirSync(folder);
    const good = 'venus-21400101T000000Z.sqlite';
    const killed = 'venus-21400101T010000Z.sqlite';
    copyFileSync(live, join(folder, good));
    for (const extra of [`${good}-wal`, `${good}-shm`, killed, `${killed}-journal`, 'notes.txt'])
      writeFileSync(join(folder, extra), 'x');
    const result = await backupCli([], { DATABASE_PATH: live, BACKUP_DIR: folder });
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain(`half-written under a good name: ${killed}.`);
    const left = readdirSync(folder);
    expect(left.filter((n) => !BACKUP_NAME.test(n))).toEqual(['notes.txt']);
    expect(left).toContain(good);
    expect(left).not.toContain(killed);
    expect(timed(folder)).toHaveLength(2);
  }, 60_000);
});

describe.skipIf(TEST_ENGINE === 'postgres')('one run at a time', () => {
  it('GIVEN another backup running in the folder THEN a second one stops without touching it', async () => {
    const live = await campaignDb('one-at-a-time.sqlite');
    const folder = join(dir, 'one-at-a-time');
    const running = claimWriter(join(folder, '.backup')); // this process stands for the running backup
    try {
      const second = await backupCli([], { DATABASE_PATH: live, BACKUP_DIR: folder });
      expect(second).toMatchObject({
        code: 1,
        out: `Another backup is running in ${folder}; this one stops without touching it.\n`,
      });
      expect(readdirSync(folder)).toEqual(['.backup.writer']);
    } finally {
      running.release();
    }
    const after = await backupCli([], { DATABASE_PATH: live, BACKUP_DIR: folder });
    expect(after.code, after.out).toBe(0);
  }, 60_000);
});

describe('retention', () => {
  const at = (iso: string) => `venus-${iso}.sqlite`;
  it('GIVEN hourly backups over 20 days THEN it keeps the 24 newest and the newest of each of the 14 most recent days, exactly', () => {
    const names: string[] = [];
    for (let day = 1; day <= 20; day++)
      for (let hour = 0; hour < 24; hour++)
        names.push(at(`214001${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}0000Z`));
    const removed = new Set(retentionPlan([...names, 'notes.txt', `${at('21400120T230000Z')}.partial`]));
    const kept = names.filter((n) => !removed.has(n));
    const newest24 = names.slice(-24); // all of day 20
    const dailies = [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7].map((d) =>
      at(`214001${String(d).padStart(2, '0')}T230000Z`),
    );
    expect(kept.sort()).toEqual([...newest24, ...dailies].sort());
    expect(kept).toHaveLength(24 + 13); // day 20 is one of the 14 days and its newest is among the 24
    expect(removed.has('notes.txt')).toBe(false);
  });

  it('GIVEN 14 days of daily backups and one more THEN the oldest goes: 14 days are kept, not 15', () => {
    const names = Array.from({ length: 15 }, (_, i) => at(`214002${String(i + 1).padStart(2, '0')}T000000Z`));
    expect(retentionPlan(names, 0, 14)).toEqual([at('21400201T000000Z')]);
  });
});

// rclone (Debian's package) when installed; CI installs it and sets VENUS_REQUIRE_RCLONE, so there
// a missing rclone fails this test instead of skipping it. The command target is tested always.
const rclone = spawnSync('rclone', ['version'], { stdio: 'ignore' }).status === 0 || !!process.env.VENUS_REQUIRE_RCLONE;

describe.skipIf(TEST_ENGINE === 'postgres')('off the machine', () => {
  const commandInto = (folder: string) =>
    `mkdir -p '${folder}' && cp "$1" '${folder}/' && f='${folder}'/"$2" && echo "$(sha256sum < "$f" | cut -c1-64) $(stat -c %s "$f")"`;

  it.skipIf(!rclone)(
    'GIVEN BACKUP_REMOTE (an rclone remote) THEN the checked copy is sent there and verified',
    async () => {
      const live = await campaignDb('rclone.sqlite');
      const remote = join(dir, 'rclone-remote');
      const result = await backupCli([], {
        DATABASE_PATH: live,
        BACKUP_DIR: join(dir, 'rclone-local'),
        BACKUP_REMOTE: `:local:${remote}`,
      });
      expect(result.code, result.out).toBe(0);
      expect(result.out).toContain('size and checksum match');
      expect(readdirSync(remote)).toEqual(timed(join(dir, 'rclone-local')));
      expect(readFileSync(join(remote, timed(remote)[0]!))).toEqual(
        readFileSync(join(dir, 'rclone-local', timed(remote)[0]!)),
      );
    },
    60_000,
  );

  it('GIVEN BACKUP_COMMAND THEN the file goes to it and what it stored is verified', async () => {
    const live = await campaignDb('command.sqlite');
    const vault = join(dir, 'vault');
    const result = await backupCli([], {
      DATABASE_PATH: live,
      BACKUP_DIR: join(dir, 'command-local'),
      BACKUP_COMMAND: commandInto(vault),
    });
    expect(result.code, result.out).toBe(0);
    expect(readdirSync(vault)).toEqual(timed(join(dir, 'command-local')));
  }, 60_000);

  it('GIVEN a command target that stores a damaged copy THEN the run fails, and the checked local copy stays', async () => {
    const live = await campaignDb('damaged.sqlite');
    const vault = join(dir, 'damaged-vault');
    mkdirSync(vault);
    const damaging = `cp "$1" '${vault}/' && printf x >> '${vault}'/"$2" && f='${vault}'/"$2" && echo "$(sha256sum < "$f" | cut -c1-64) $(stat -c %s "$f")"`;
    const local = join(dir, 'damaged-local');
    const result = await backupCli([], { DATABASE_PATH: live, BACKUP_DIR: local, BACKUP_COMMAND: damaging });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/BACKUP_COMMAND stored \d+ bytes where the backup holds \d+\./);
    expect(timed(local)).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(TEST_ENGINE === 'postgres')('npm run restore', () => {
  const restoreCli = (args: string[], env: Record<string, string>): Promise<Ran> =>
    run(tsx, [join(root, 'src/cli/restore.ts'), ...args], {
      env: { ...cleanEnv(), DOTENV_CONFIG_PATH: '/nonexistent/.env', ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr, stdout: r.stdout }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout + e.stderr,
        stdout: e.stdout,
      }),
    );
  const fetchFrom = (vault: string) => ({
    BACKUP_COMMAND: 'true',
    BACKUP_FETCH_COMMAND: `cp "$(ls '${vault}'/venus-*.sqlite | tail -n 1)" "$1"`,
  });

  it('GIVEN the newest off-host copy damaged THEN it fails its check and nothing is left in the scratch folder', async () => {
    const vault = join(dir, 'restore-damaged');
    mkdirSync(vault);
    const copy = join(vault, 'venus-21400101T000000Z.sqlite');
    copyFileSync(await campaignDb('restore-damaged.sqlite'), copy);
    const bytes = readFileSync(copy);
    for (let i = 4096; i < bytes.length; i += 7) bytes[i] = (bytes[i]! + 101) % 256;
    writeFileSync(copy, bytes);
    const scratch = join(dir, 'restore-damaged-scratch');
    const result = await restoreCli([scratch], fetchFrom(vault));
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/failed its check \(.*\); nothing was kept\.\n$/);
    expect(readdirSync(scratch)).toEqual([]);
  }, 60_000);

  it('GIVEN a sound copy THEN it lands in DIR/venus.sqlite, said with its campaigns; never over the live database', async () => {
    const vault = join(dir, 'restore-sound');
    mkdirSync(vault);
    const live = await campaignDb('restore-live.sqlite');
    copyFileSync(live, join(vault, 'venus-21400101T000000Z.sqlite'));
    const scratch = join(dir, 'restore-sound-scratch');
    const result = await restoreCli([scratch], fetchFrom(vault));
    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(
      /^Restored .* into .*venus\.sqlite: 1 campaign\(s\), schema version \d+; it passed its check\.\n$/,
    );
    expect(readdirSync(scratch)).toEqual(['venus.sqlite']);
    const again = await restoreCli([scratch], fetchFrom(vault));
    expect(again.out.trim()).toBe(
      `${join(scratch, 'venus.sqlite')} already exists: restore into an empty scratch folder.`,
    );
    const onLive = await restoreCli([dir], { ...fetchFrom(vault), DATABASE_PATH: join(dir, 'venus.sqlite') });
    expect(onLive.out.trim()).toBe(
      `${join(dir, 'venus.sqlite')} is the live database (DATABASE_PATH): restore into a scratch folder.`,
    );
  }, 60_000);

  it('GIVEN no off-host target, or PostgreSQL THEN one sentence refuses', async () => {
    const none = await restoreCli([join(dir, 'restore-none')], {});
    expect(none).toMatchObject({ code: 1 });
    expect(none.out.trim()).toBe(
      'Neither BACKUP_REMOTE nor BACKUP_COMMAND is set: there is no off-host copy to restore from.',
    );
    const pg = await restoreCli([join(dir, 'restore-pg')], { DATABASE_URL: 'postgres://venus@localhost/venus' });
    expect(pg.out).toMatch(/PostgreSQL.*pg_restore/);
  }, 60_000);
});
