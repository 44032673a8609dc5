// Wiring only: configuration, database, dice, the Discord client, and a graceful shutdown.
// Only the configuration is imported up front, so a bad .env is reported at once; the rest loads
// once the configuration is known to be good. With SHARDS set, this process is the sharding
// manager and runs this same script once per shard.
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
const [{ createBot }, { createLogger }, { cryptoSource, seededSource }, { openDatabase }] = await Promise.all([
  import('./discord/client'),
  import('./log'),
  import('./rules'),
  import('./store/open-database'),
]);

const log = createLogger(config.LOG_LEVEL);
let db: ReturnType<typeof openDatabase>;
try {
  // The manager opens the file once so that migrations run before any shard starts.
  db = openDatabase(config.DATABASE_PATH);
} catch (err) {
  console.error(
    `Cannot open the database at ${config.DATABASE_PATH}: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}

if (config.SHARDS !== undefined && !config.isShard) await runShardManager(config.SHARDS);
else await runBot();

async function runShardManager(shards: 'auto' | number): Promise<void> {
  db.close();
  const { createShards } = await import('./discord/shards');
  const manager = createShards({
    token: config.DISCORD_TOKEN,
    apiUrl: config.DISCORD_API_URL,
    shards,
    file: process.argv[1] ?? '',
    execArgv: process.execArgv,
    log,
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

async function runBot(): Promise<void> {
  const seed = config.VENUS_DICE_SEED;
  if (seed !== undefined) log.warn('VENUS_DICE_SEED is set: every roll is predictable. Use it for tests only.');
  const deps = { db, random: seed !== undefined ? seededSource(seed) : cryptoSource(), now: () => new Date() };
  const bot = createBot({ deps, log }, { token: config.DISCORD_TOKEN, apiUrl: config.DISCORD_API_URL });

  // A bug in one handler, or a payload discord.js chokes on, must not take the bot down.
  process.on('unhandledRejection', (reason) =>
    log.error(`unhandled rejection: ${String(reason)}`, { stack: reason instanceof Error ? reason.stack : undefined }),
  );
  process.on('uncaughtException', (err) => log.error(`uncaught exception: ${err.message}`, { stack: err.stack }));

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the work in flight, then stopping.`);
    try {
      await bot.stop();
    } catch (err) {
      log.error(`error while stopping: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      db.close();
      log.info('Stopped.');
      process.exit(0);
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A shard whose manager is gone (its IPC channel closed) stops instead of running orphaned.
  if (config.isShard) process.once('disconnect', () => void shutdown('the sharding manager went away'));

  try {
    await bot.start();
  } catch (err) {
    log.error(`Could not log in to Discord: ${err instanceof Error ? err.message : String(err)}`);
    db.close();
    process.exit(1);
  }
}
