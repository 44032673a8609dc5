/** Runs the unmodified bot (and its scripts) as child processes against the Discord double. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DiscordDouble, startDiscordDouble } from '../../tools/double';
import { transcript } from './helpers';
import { scanPayloads, wordingProblems } from './payload-scan';

export const projectRoot = join(import.meta.dirname, '../..');

/** The bundle `npm start` runs and the one `npm run deploy-commands` runs (built by test/setup/build.ts). */
export const BOT_ENTRY = 'dist/main.js';
export const DEPLOY_ENTRY = 'dist/deploy-commands.js';

/** A clean environment: nothing from the developer's shell or .env reaches the bot. */
export function botEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(DISCORD_|DATABASE_PATH|LOG_LEVEL|VENUS_|DOTENV_)/.test(k)) env[k] = v;
  }
  return { ...env, DOTENV_CONFIG_PATH: '/nonexistent/.env', ...vars };
}

export function doubleEnv(double: DiscordDouble, databasePath: string, seed: number): NodeJS.ProcessEnv {
  return botEnv({
    DISCORD_TOKEN: 'test-token',
    DISCORD_CLIENT_ID: double.applicationId,
    DISCORD_GUILD_ID: double.guildId,
    DISCORD_API_URL: double.apiUrl,
    DATABASE_PATH: databasePath,
    VENUS_DICE_SEED: String(seed),
    LOG_LEVEL: 'debug',
  });
}

export interface Proc {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a built script (`.js`, as `npm start` does) or a TypeScript one through tsx, in the project. */
export function startScript(script: string, env: NodeJS.ProcessEnv, cwd = projectRoot): Proc {
  const args = script.endsWith('.js') ? ['--enable-source-maps', join(projectRoot, script)] : ['--import', 'tsx', join(projectRoot, script)];
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  return {
    child,
    output: () => out,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs a script to completion. */
export async function runScript(script: string, env: NodeJS.ProcessEnv, cwd = projectRoot): Promise<{ code: number | null; output: string }> {
  const p = startScript(script, env, cwd);
  const { code } = await p.exited;
  return { code, output: p.output() };
}

/** One e2e file's world: a double, the unmodified bot on a fresh database, and where it lives. */
export interface BotRun {
  double: DiscordDouble;
  bot: Proc;
  dir: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Starts the double and the bot (after registering the commands when `deploy` is set) and waits
 * until the bot is connected; the bot's output is in the error if it never gets there.
 */
export async function startBot(o: { seed: number; quietMs?: number; answerTimeoutMs?: number; deploy?: boolean; name?: string }): Promise<BotRun> {
  const double = await startDiscordDouble({ quietMs: o.quietMs ?? 100, ...(o.answerTimeoutMs ? { answerTimeoutMs: o.answerTimeoutMs } : {}) });
  const dir = mkdtempSync(join(tmpdir(), `venus-e2e-${o.name ?? 'bot'}-`));
  const env = doubleEnv(double, join(dir, 'venus.sqlite'), o.seed);
  if (o.deploy) {
    const deployed = await runScript(DEPLOY_ENTRY, env);
    if (deployed.code !== 0) throw new Error(`deploy-commands failed:\n${deployed.output}`);
  }
  const bot = startScript(BOT_ENTRY, env);
  await double.waitForBot(40_000).catch(async (err: Error) => {
    // Leave nothing running behind a failed start (the caller never gets the bot to stop).
    await stopBot({ double, bot, dir }).catch(() => {});
    throw new Error(`${err.message}\nbot output:\n${bot.output()}`);
  });
  return { double, bot, dir, env };
}

/**
 * Kills the bot, closes the double, removes the database; prints the transcript on request. Then
 * fails the file if any payload the bot sent leaked a pool or pinged someone it should not have.
 */
export async function stopBot(run: Partial<BotRun>): Promise<void> {
  if (process.env.VENUS_E2E_TRANSCRIPT && run.double) console.log(transcript(run.double.messages));
  await run.bot?.kill('SIGKILL');
  await run.double?.close();
  if (run.dir) rmSync(run.dir, { recursive: true, force: true });
  expectNoLeaks(run.double);
}

/** The payload scans (see payload-scan.ts): secrets, pings and wording, as a failure naming every problem. */
export function expectNoLeaks(double: DiscordDouble | undefined): void {
  const problems = double ? scanPayloads(double) : [];
  if (problems.length) throw new Error(`The bot's payloads leaked or pinged wrongly:\n- ${problems.join('\n- ')}`);
  const words = double ? wordingProblems(double) : [];
  if (words.length) throw new Error(`The bot used words players should not read:\n- ${words.join('\n- ')}`);
}
