// Wiring only: configuration, database, dice, the Discord client, and a graceful shutdown.
// Only the configuration is imported up front, so a bad .env is reported at once; the rest loads
// once the configuration is known to be good.
// Exit status 1 means a retry cannot mend it (a setting, the token, a database newer than the code):
// the unit does not restart on it (deploy/venus-conflict-bot.service). 75 means try again later.
// Network errors at login are retried here, without exiting.
import { type Config, ConfigError, readConfig } from './config';
import { toolLogger } from './log';

/**
 * A start-up refusal: one sentence (a JSON line under LOG_FORMAT=json, read from the environment
 * as .env left it), at the error priority.
 */
const refuseToStart = (message: string): void => toolLogger().error(message);

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      refuseToStart(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
const [
  { createBot, LoginRefused },
  { createLogger },
  { cryptoSource, seededSource },
  { openStore },
  { checkpointInBackground },
  { partitionRefusal },
  { MigrationError },
] = await Promise.all([
  import('./discord/client'),
  import('./log'),
  import('./rules'),
  import('./store/engine/open-database'),
  import('./store/engine/checkpointer'),
  import('./store/engine/partition-files'),
  import('./store/engine/migrate'),
]);

const log = createLogger(config.LOG_LEVEL, undefined, undefined, config.LOG_FORMAT);
for (const line of config.deprecations) log.warn(line);
// Node's own warnings (a deprecation in a dependency) go through the log, so they are JSON too.
process.removeAllListeners('warning');
process.on('warning', (w) => log.warn(`${w.name}: ${w.message}`));
/** How long a stop may take before the process exits anyway. */
const STOP_DEADLINE_MS = 6000;

// Files an earlier version split the database into hold the newest data: nothing is opened beside them.
const refusal = config.DATABASE_URL ? null : partitionRefusal(config.DATABASE_PATH);
if (refusal) {
  refuseToStart(refusal);
  process.exit(1);
}
await runBot();

/** The store: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH. */
async function openOrExit(): Promise<Awaited<ReturnType<typeof openStore>>> {
  const where = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the database at ${config.DATABASE_PATH}`;
  try {
    // One process writes a SQLite file: the store claims it at open (several processes belong on PostgreSQL).
    return await openStore(config.DATABASE_URL ?? config.DATABASE_PATH, { soleWriter: true });
  } catch (err) {
    refuseToStart(`Cannot open ${where}: ${err instanceof Error ? err.message : String(err)}`);
    // A database newer than the code (or a migration that fails) stays so; anything else (a
    // PostgreSQL server still starting, another process holding the file) may pass: 75, try again.
    process.exit(err instanceof MigrationError ? 1 : 75);
  }
}

async function runBot(): Promise<void> {
  const db = await openOrExit();
  const checkpoints =
    db.engine === 'sqlite'
      ? checkpointInBackground(db, config.DATABASE_PATH, (message) => log.warn(message))
      : { stop: async () => undefined };
  const seed = config.VENUS_DICE_SEED;
  if (seed !== undefined) log.warn('VENUS_DICE_SEED is set: every roll is predictable. Use it for tests only.');
  const aheadMs = (config.VENUS_CLOCK_AHEAD_HOURS ?? 0) * 3_600_000;
  if (aheadMs) log.warn('VENUS_CLOCK_AHEAD_HOURS is set: the clock runs ahead. Use it for tests only.');
  const deps = {
    db,
    random: seed !== undefined ? seededSource(seed) : cryptoSource(),
    now: () => new Date(Date.now() + aheadMs),
  };
  const bot = createBot(
    { deps, log },
    {
      token: config.DISCORD_TOKEN,
      apiUrl: config.DISCORD_API_URL,
      shards: config.VENUS_SHARDS,
      retryMaxMs: config.DISCORD_RETRY_MAX_SECONDS * 1000,
    },
  );

  // A bug in one handler, or a payload discord.js chokes on, must not take the bot down. The log
  // drops what it cannot write, so neither handler can feed itself (a closed pipe's EPIPE).
  process.on('unhandledRejection', (reason) =>
    log.error(`unhandled rejection: ${String(reason)}`, { stack: reason instanceof Error ? reason.stack : undefined }),
  );
  process.on('uncaughtException', (err) => {
    if ((err as NodeJS.ErrnoException).code === 'EPIPE') return; // a closed output: nothing to tell it
    log.error(`uncaught exception: ${err.message}`, { stack: err.stack });
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    // However the stop goes (a request hanging on a gone network), the process is gone in time.
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    log.info(`${signal} received: finishing the work in flight, then stopping.`);
    try {
      await bot.stop();
    } catch (err) {
      log.error(`error while stopping: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await checkpoints.stop();
      await db.close();
      log.info('Stopped.');
      process.exit(0);
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Network errors are retried inside start(); what comes out is a refusal no retry mends.
  try {
    await bot.start();
  } catch (err) {
    log.error(
      err instanceof LoginRefused
        ? err.message
        : `Could not log in to Discord: ${err instanceof Error ? err.message : String(err)}`,
    );
    await checkpoints.stop();
    await db.close();
    process.exit(1);
  }
}
