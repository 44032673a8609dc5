// The only reader of the environment: dotenv + zod, failing fast with one clear sentence.
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';

/**
 * Gateway shards for this process: `auto`, a count (all of them here), or a range of a fixed total,
 * `0-3/8`: shard ids 0 to 3 of 8, the others run by other processes.
 */
const shardCount = (name: string) =>
  z
    .string()
    .transform((value, ctx): 'auto' | number | { ids: number[]; count: number } => {
      if (value === 'auto') return value;
      if (/^[1-9]\d{0,4}$/.test(value)) return Number(value);
      const range = /^(\d{1,5})-(\d{1,5})\/([1-9]\d{0,4})$/.exec(value);
      const [first, last, count] = range ? [Number(range[1]), Number(range[2]), Number(range[3])] : [];
      let message: string | undefined;
      if (first === undefined || last === undefined || count === undefined)
        message = `${name} must be auto, a whole number of shards (at least 1), a range of shard ids of a total such as 0-3/8, or left empty for one shard.`;
      else if (first > last)
        message = `${name} ${value} must name its first shard id before its last, such as ${last}-${first}/${count}.`;
      else if (last >= count)
        message = `${name} ${value} names shard id ${last}, but the shard ids of ${count} shards go from 0 to ${count - 1}.`;
      if (message !== undefined || first === undefined || last === undefined || count === undefined) {
        ctx.addIssue({ code: 'custom', message: message ?? `${name} is invalid.` });
        return z.NEVER;
      }
      return { ids: Array.from({ length: last - first + 1 }, (_, i) => first + i), count };
    })
    .optional();

const schema = z.object({
  DISCORD_TOKEN: z
    .string({ error: 'DISCORD_TOKEN is not set: put the bot token from the Discord developer portal in .env.' })
    .min(1, 'DISCORD_TOKEN is empty: put the bot token from the Discord developer portal in .env.'),
  DISCORD_CLIENT_ID: z
    .string({
      error: 'DISCORD_CLIENT_ID is not set: put the application id from the Discord developer portal in .env.',
    })
    .regex(/^\d{5,25}$/, 'DISCORD_CLIENT_ID must be the numeric application id from the Discord developer portal.'),
  DISCORD_GUILD_ID: z
    .string()
    .regex(/^\d{5,25}$/, 'DISCORD_GUILD_ID must be a numeric server id, or left empty.')
    .optional(),
  DATABASE_PATH: z.string().min(1).default('./data/venus.sqlite'),
  // PostgreSQL instead of the SQLite file: any number of processes, on any machines, share it.
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/\S+$/i,
      'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/venus, or left empty for the SQLite file.',
    )
    .optional(),
  DISCORD_API_URL: z.url('DISCORD_API_URL must be a full http(s) URL, or left empty.').optional(),
  // The longest pause between two attempts to log in while Discord cannot be reached (the first is 1 s).
  DISCORD_RETRY_MAX_SECONDS: z
    .string()
    .regex(
      /^[1-9]\d{0,3}$/,
      'DISCORD_RETRY_MAX_SECONDS must be a whole number of seconds from 1 to 9999, or left empty for 60.',
    )
    .transform(Number)
    .default(60),
  // Gateway shards in this one process on one database writer: `auto` (Discord's recommendation),
  // a number (all of them here) or a range of a total (`0-3/8`). Empty: one shard (Discord
  // requires more from 2,500 servers).
  VENUS_SHARDS: shardCount('VENUS_SHARDS'),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'info', 'debug'], { error: 'LOG_LEVEL must be one of error, warn, info, debug.' })
    .default('info'),
  // `json`: one JSON object per line (journald, log collectors); `text` (the default): for people.
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'LOG_FORMAT must be text or json.' }).default('text'),
  // Tests only: a fixed seed makes every roll predictable. Never set it for real play.
  VENUS_DICE_SEED: z
    .string()
    .regex(/^\d{1,10}$/, 'VENUS_DICE_SEED must be a whole number (it is for tests only: leave it empty for real play).')
    .transform(Number)
    .optional(),
  // Tests only: the bot's clock runs this many hours ahead (what the nudge house rule waits for).
  VENUS_CLOCK_AHEAD_HOURS: z
    .string()
    .regex(
      /^\d{1,4}$/,
      'VENUS_CLOCK_AHEAD_HOURS must be a whole number of hours (it is for tests only: leave it empty).',
    )
    .transform(Number)
    .optional(),
});

export type Config = z.infer<typeof schema> & {
  /** Settings that still work but should change, one sentence each, for the log at start-up. */
  deprecations: string[];
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from `env` (default: process.env after loading .env). */
export function readConfig(env: Record<string, string | undefined> = loadEnv()): Config {
  // Empty values in .env mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  // SHARDS is the old name of VENUS_SHARDS.
  const deprecations: string[] = [];
  if (cleaned.SHARDS !== undefined) {
    if (cleaned.VENUS_SHARDS === undefined) {
      deprecations.push(
        'SHARDS is deprecated: rename it VENUS_SHARDS (same values; the shards now run in one process).',
      );
      const legacy = shardCount('SHARDS').safeParse(cleaned.SHARDS);
      if (!legacy.success) throw new ConfigError(legacy.error.issues[0]?.message ?? 'SHARDS is invalid.');
      cleaned.VENUS_SHARDS = cleaned.SHARDS;
    } else deprecations.push('SHARDS is deprecated and ignored: VENUS_SHARDS is set.');
  }
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues[0]?.message ?? 'The configuration is invalid.');
  }
  return { ...parsed.data, deprecations };
}

/** The database path alone, for tools that do not talk to Discord. */
export function readDatabasePath(env: Record<string, string | undefined> = loadEnv()): string {
  const value = env.DATABASE_PATH?.trim();
  return value ? value : './data/venus.sqlite';
}

/** Where `npm run backup` writes and sends its copies, and where `npm run restore` fetches them. */
export interface BackupSettings {
  databasePath: string;
  /** Set: the data is in PostgreSQL, which these tools do not copy. */
  databaseUrl: string | undefined;
  /** The folder of the timestamped backups (default ./backups). */
  dir: string;
  /** The off-host copy: an rclone destination, or a command that receives the file; none if unset. */
  offHost: OffHostTarget | undefined;
}

export type OffHostTarget =
  | { kind: 'rclone'; remote: string }
  | { kind: 'command'; send: string; fetch: string | undefined };

/** The backup settings alone (the tools need no Discord setting); a ConfigError says what is wrong. */
export function readBackupSettings(env: Record<string, string | undefined> = loadEnv()): BackupSettings {
  const get = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const remote = get('BACKUP_REMOTE');
  const send = get('BACKUP_COMMAND');
  const fetch = get('BACKUP_FETCH_COMMAND');
  if (remote && send)
    throw new ConfigError('Set BACKUP_REMOTE or BACKUP_COMMAND, not both: backups go to one place off the machine.');
  if (remote && !/^[^\s:]*:/.test(remote))
    throw new ConfigError(
      'BACKUP_REMOTE must be an rclone remote and folder such as offsite:venus-backups (the remote as `rclone config` named it).',
    );
  if (fetch && !send)
    throw new ConfigError(
      'BACKUP_FETCH_COMMAND is set without BACKUP_COMMAND: set the command that sends the backups too.',
    );
  return {
    databasePath: readDatabasePath(env),
    databaseUrl: get('DATABASE_URL'),
    dir: get('BACKUP_DIR') ?? './backups',
    offHost: remote ? { kind: 'rclone', remote } : send ? { kind: 'command', send, fetch } : undefined,
  };
}

function loadEnv(): Record<string, string | undefined> {
  loadDotenv({ quiet: true });
  return process.env;
}
