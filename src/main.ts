// Wiring only: configuration, database, dice, the Discord client, and a graceful shutdown.
// Only the configuration is imported up front, so a bad .env is reported at once; the rest loads
// once the configuration is known to be good. With VENUS_PROCESSES set, this process is the
// sharding manager and runs this same script once per shard.
import { type Config, ConfigError, readConfig } from './config';

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
const [
  { createBot },
  { createLogger },
  { cryptoSource, seededSource },
  { openDatabase },
  partitions,
  { checkpointInBackground },
] = await Promise.all([
  import('./discord/client'),
  import('./log'),
  import('./rules'),
  import('./store/open-database'),
  import('./store/partitions'),
  import('./store/checkpointer'),
]);

const log = createLogger(config.LOG_LEVEL, undefined, undefined, config.LOG_FORMAT);
for (const line of config.deprecations) log.warn(line);
/** How long a stop may take before the process exits anyway (an orphaned shard: within 10 s). */
const STOP_DEADLINE_MS = 6000;

if (config.VENUS_PROCESSES !== undefined && !config.isShard) await runShardManager(config.VENUS_PROCESSES);
else await runBot(databasePath());

/** The one file this process writes: the single file, or its shard's partition of it. */
function databasePath(): string {
  return config.shard
    ? partitions.partitionPath(config.DATABASE_PATH, config.shard.id, config.shard.count)
    : config.DATABASE_PATH;
}

function openOrExit(path: string): ReturnType<typeof openDatabase> {
  try {
    return openDatabase(path);
  } catch (err) {
    console.error(`Cannot open the database at ${path}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

async function runShardManager(shards: 'auto' | number): Promise<void> {
  const { createShards } = await import('./discord/shards');
  const manager = createShards({
    token: config.DISCORD_TOKEN,
    apiUrl: config.DISCORD_API_URL,
    shards,
    file: process.argv[1] ?? '',
    execArgv: process.execArgv,
    log,
    // Each shard writes its own file; the manager makes them all ready (migrations) first.
    prepare: async (total) => {
      for (const path of await partitions.preparePartitions(config.DATABASE_PATH, total))
        log.info(`Database file ${path}.`);
    },
  });
  const stop = async (signal: string): Promise<void> => {
    log.info(`${signal} received: stopping every shard.`);
    await manager.stop();
    log.info('Stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    await manager.start();
  } catch (err) {
    log.error(`Could not start the shards: ${err instanceof Error ? err.message : String(err)}`);
    await manager.stop();
    process.exit(1);
  }
}

async function runBot(path: string): Promise<void> {
  const db = openOrExit(path);
  const checkpoints = checkpointInBackground(db, path, (message) => log.warn(message));
  const seed = config.VENUS_DICE_SEED;
  if (seed !== undefined) log.warn('VENUS_DICE_SEED is set: every roll is predictable. Use it for tests only.');
  const deps = { db, random: seed !== undefined ? seededSource(seed) : cryptoSource(), now: () => new Date() };
  const bot = createBot(
    { deps, log },
    { token: config.DISCORD_TOKEN, apiUrl: config.DISCORD_API_URL, shards: config.VENUS_SHARDS },
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
  // A shard whose manager is gone (its IPC channel closed) stops instead of running orphaned; the
  // poll is for a missed or never-emitted 'disconnect'.
  if (config.isShard) {
    const orphaned = () => void shutdown('the sharding manager went away');
    process.once('disconnect', orphaned);
    setInterval(() => {
      if (!process.connected) orphaned();
    }, 1000).unref();
  }

  try {
    await bot.start();
  } catch (err) {
    log.error(`Could not log in to Discord: ${err instanceof Error ? err.message : String(err)}`);
    await db.close();
    process.exit(1);
  }
}
