/**
 * The e2e files' view of the shared harness (tools/harness): the bot against the double, on the
 * run's engine (a SQLite file, or with VENUS_TEST_DB=postgres a fresh PostgreSQL database copied
 * from the template), plus the payload scans.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl } from '../../src/store/engine/open-database';
import { TEST_ENGINE, testStoreTarget } from '../support/test-store';
import type { DiscordDouble } from '../../tools/double';
import { type BotAgainstDouble, startBotAgainstDouble } from '../../tools/harness/bot-against-double';
import { transcript } from './helpers';
import { markupProblems, scanPayloads, wordingProblems } from './payload-scan';

export {
  BOT_ENTRY,
  botEnv,
  DEPLOY_ENTRY,
  doubleEnv,
  type Proc,
  projectRoot,
  runScript,
  startScript,
} from '../../tools/harness/bot-against-double';

/** One e2e file's world: a double, the unmodified bot (built bundle) on a fresh database. */
export type BotRun = Pick<BotAgainstDouble, 'double' | 'bot' | 'dir' | 'database' | 'env'>;

/**
 * Where a bot started in `dir` keeps its data on this run's engine: `dir`/venus.sqlite, or a fresh
 * PostgreSQL database made from the template before the bot starts (the same `dir`, the same
 * database: a restart finds what the bot wrote).
 */
export function e2eDatabase(dir: string): Promise<string> {
  return testStoreTarget(join(dir, 'venus.sqlite'));
}

/** Rows the bot stored, read beside it (read-only on SQLite) from `database` (see e2eDatabase). */
export async function storedRows<T = Record<string, unknown>>(database: string, sql: string): Promise<T[]> {
  if (!isPostgresUrl(database)) {
    const db = new Database(database, { readonly: true });
    try {
      return db.prepare<[], T>(sql).all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Starts the double and the bot (after registering the commands when `deploy` is set) and waits
 * until the bot is connected; the bot's output is in the error if it never gets there.
 */
export async function startBot(o: {
  seed: number;
  quietMs?: number;
  answerTimeoutMs?: number;
  deploy?: boolean;
  name?: string;
}): Promise<BotRun> {
  const { double, bot, dir, database, env } = await startBotAgainstDouble({
    seed: o.seed,
    database: e2eDatabase,
    double: { quietMs: o.quietMs ?? 100, ...(o.answerTimeoutMs ? { answerTimeoutMs: o.answerTimeoutMs } : {}) },
    ...(o.deploy ? { deploy: 'first' as const } : {}),
    name: `e2e-${o.name ?? 'bot'}`,
  });
  return { double, bot, dir, database, env };
}

/**
 * Kills the bot, closes the double, removes the database; prints the transcript on request. Then
 * fails the file if any payload the bot sent leaked a pool or pinged someone it should not have.
 */
export async function stopBot(run: Partial<BotRun>): Promise<void> {
  if (process.env.VENUS_E2E_TRANSCRIPT && run.double) console.log(transcript(run.double.messages));
  await run.bot?.kill('SIGKILL');
  await run.double?.close();
  // On a PostgreSQL run the bot must have kept everything there: no SQLite file beside it.
  const files = run.dir && existsSync(run.dir) ? readdirSync(run.dir).filter((f) => f.includes('.sqlite')) : [];
  if (run.dir) rmSync(run.dir, { recursive: true, force: true });
  if (TEST_ENGINE === 'postgres' && files.length)
    throw new Error(`On PostgreSQL the bot wrote SQLite files: ${files.join(', ')}`);
  expectNoLeaks(run.double);
}

/** The payload scans (see payload-scan.ts): secrets, pings, typed Markdown and wording, as a failure naming every problem. */
export function expectNoLeaks(double: DiscordDouble | undefined): void {
  const problems = double ? scanPayloads(double) : [];
  if (problems.length) throw new Error(`The bot's payloads leaked or pinged wrongly:\n- ${problems.join('\n- ')}`);
  const markup = double ? markupProblems(double) : [];
  if (markup.length) throw new Error(`The bot posted Markdown people typed, live in public:\n- ${markup.join('\n- ')}`);
  const words = double ? wordingProblems(double) : [];
  if (words.length) throw new Error(`The bot used words players should not read:\n- ${words.join('\n- ')}`);
}
