// `npm run restore -- DIR [--start]`: fetches the newest off-host backup (BACKUP_REMOTE, or
// BACKUP_FETCH_COMMAND) into DIR/venus.sqlite, a scratch path never the live database, and checks
// it. With --start it then runs the bot on that copy (DATABASE_PATH=DIR/venus.sqlite, the other
// settings as they are): the restore drill of the README, to be run with a drill application's
// token or against a Discord double, so nothing live is touched.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readBackupSettings } from '../config';
import { toolLogger } from '../log';
import { BackupError, inspectDatabase } from '../store/backup/backup';
import { fetchNewest } from '../store/backup/backup-offhost';

const log = toolLogger();
const args = process.argv.slice(2);
const start = args.includes('--start');
const [dir, ...extra] = args.filter((a) => a !== '--start');
if (!dir || extra.length > 0 || dir.startsWith('-')) {
  log.error(
    'Usage: npm run restore -- DIR [--start]. DIR is a scratch folder for the copy; --start then runs the bot on it.',
  );
  process.exit(2);
}

async function restore(scratch: string): Promise<string> {
  const settings = readBackupSettings();
  if (settings.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the data is in PostgreSQL, restored with pg_restore or from its WAL archive, not by npm run restore.',
    );
  if (!settings.offHost)
    throw new BackupError(
      'Neither BACKUP_REMOTE nor BACKUP_COMMAND is set: there is no off-host copy to restore from.',
    );
  const target = join(scratch, 'venus.sqlite');
  if (resolve(target) === resolve(settings.databasePath))
    throw new BackupError(`${target} is the live database (DATABASE_PATH): restore into a scratch folder.`);
  if (existsSync(target)) throw new BackupError(`${target} already exists: restore into an empty scratch folder.`);
  mkdirSync(scratch, { recursive: true });
  const name = await fetchNewest(settings.offHost, target);
  const found = inspectDatabase(target);
  if (found.problems.length > 0) {
    rmSync(target, { force: true });
    throw new BackupError(`${name} failed its check (${found.problems.slice(0, 3).join('; ')}); nothing was kept.`);
  }
  log.info(
    `Restored ${name} into ${target}: ${found.campaigns} campaign(s), schema version ${found.schemaVersion}; it passed its check.`,
  );
  return target;
}

/** The bot on the restored copy, as `npm start` runs it (the bundle, or the source under tsx). */
function startBot(databasePath: string): Promise<number> {
  const here = fileURLToPath(import.meta.url);
  const entry = here.endsWith('.ts')
    ? ['--import', 'tsx', join(here, '../../main.ts')]
    : ['--enable-source-maps', join(here, '../main.js')];
  // Its own process group, so that Ctrl-C reaches it once, forwarded from here, not twice (the
  // terminal's and ours): a second SIGINT would cut the bot's clean stop short.
  const child = spawn(process.execPath, entry, {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, DATABASE_PATH: databasePath, DATABASE_URL: '' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

try {
  const restored = await restore(dir);
  if (start) {
    log.info(`Starting the bot on ${restored}.`);
    process.exit(await startBot(restored));
  }
} catch (err) {
  log.error(
    err instanceof BackupError || err instanceof ConfigError
      ? err.message
      : `The restore failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
