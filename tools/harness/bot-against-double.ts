/**
 * The unmodified bot (or one of its scripts) as a child process against the local Discord double,
 * on a fresh temporary database. One harness for the end-to-end tests (test/e2e/bot-process.ts),
 * the bench (bench/startup.ts), the load test and the sandbox (tools/sandbox).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPostgresUrl } from '../../src/store/engine/open-database';
import { type DiscordDouble, type DoubleOptions, startDiscordDouble } from '../double';

export const projectRoot = join(import.meta.dirname, '../..');

/** The bundles `npm start` and `npm run deploy-commands` run (built by `npm run build`). */
export const BOT_ENTRY = 'dist/main.js';
export const DEPLOY_ENTRY = 'dist/deploy-commands.js';
/** The same two from the TypeScript source (through tsx): no build needed, slower to start. */
export const BOT_SOURCE = 'src/main.ts';
export const DEPLOY_SOURCE = 'src/discord/deploy-commands.ts';

/** A clean environment: nothing from the developer's shell or .env reaches the bot. */
export function botEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(DISCORD_|DATABASE_PATH|DATABASE_URL|LOG_LEVEL|VENUS_|DOTENV_)/.test(k)) env[k] = v;
  }
  return { ...env, DOTENV_CONFIG_PATH: '/nonexistent/.env', ...vars };
}

/**
 * The bot's settings to talk to `double` with its data in `database` (a SQLite file, or a
 * postgres:// URL: then DATABASE_URL); no seed: real dice.
 */
export function doubleEnv(
  double: DiscordDouble,
  database: string,
  seed?: number,
  logLevel = 'debug',
): NodeJS.ProcessEnv {
  return botEnv({
    DISCORD_TOKEN: 'test-token',
    DISCORD_CLIENT_ID: double.applicationId,
    DISCORD_GUILD_ID: double.guildId,
    DISCORD_API_URL: double.apiUrl,
    ...(isPostgresUrl(database) ? { DATABASE_URL: database } : { DATABASE_PATH: database }),
    LOG_LEVEL: logLevel,
    ...(seed === undefined ? {} : { VENUS_DICE_SEED: String(seed) }),
  });
}

/**
 * Every process started from `pid` and still running (its children, theirs…), from Linux's
 * /proc/<pid>/task/<tid>/children; none elsewhere. The sharding manager's shards are found so.
 */
export function descendants(pid: number): number[] {
  const found: number[] = [];
  const walk = (p: number) => {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const tid of tasks) {
      let text = '';
      try {
        text = readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8');
      } catch {}
      for (const c of text.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(c);
        walk(c);
      }
    }
  };
  walk(pid);
  return found;
}

/** Whether a process runs (a zombie, dead but not yet collected by its parent, does not). */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /s.test(stat);
  } catch {
    return false;
  }
}

function killAll(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {}
  }
}

// Whatever ends this process (a failed test, an interrupted load run), what it started goes too.
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (child.pid) killAll([...descendants(child.pid), child.pid], 'SIGKILL');
});

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface Proc {
  child: ChildProcess;
  /** performance.now() when the process was spawned. */
  startedAt: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<Exit>;
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** SIGTERM (the bot finishes what it is doing and closes the database), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

/**
 * Starts a built script (`.js`, as `npm start` does) or a TypeScript one through tsx, in the
 * project. `onLine` receives each non-empty line of its output as it comes.
 */
export function startScript(
  script: string,
  env: NodeJS.ProcessEnv,
  cwd = projectRoot,
  onLine?: (line: string) => void,
): Proc {
  const args = /\.m?js$/.test(script)
    ? ['--enable-source-maps', join(projectRoot, script)]
    : ['--import', 'tsx', join(projectRoot, script)];
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const take = (d: Buffer) => {
    const text = d.toString();
    out += text;
    if (onLine) for (const line of text.split('\n')) if (line.trim() !== '') onLine(line);
  };
  started.add(child);
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  void exited.then(() => started.delete(child));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    // SIGKILL takes the process's own children too (shards), which it cannot stop itself.
    if (signal === 'SIGKILL' && child.pid) killAll(descendants(child.pid), 'SIGKILL');
    if (alive()) child.kill(signal);
    return exited;
  };
  return {
    child,
    startedAt,
    output: () => out,
    exited,
    kill,
    async stop(graceMs = 5000) {
      if (alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => void kill('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

/** Runs a script to completion. */
export async function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
  cwd = projectRoot,
): Promise<{ code: number | null; output: string }> {
  const p = startScript(script, env, cwd);
  const { code } = await p.exited;
  return { code, output: p.output() };
}

export interface BotAgainstDoubleOptions {
  /** VENUS_DICE_SEED: every roll predictable; leave out for real dice. */
  seed?: number;
  /** How the double is set up (quiet time, answer timeout, guilds, shards). */
  double?: DoubleOptions;
  /**
   * Registers the commands first ('first'), or at the same time as the bot starts ('alongside':
   * faster, both only need the double), or not at all (the default: the double accepts any command).
   */
  deploy?: 'first' | 'alongside';
  /** The built bundles (the default, as `npm start`) or the TypeScript source through tsx. */
  from?: 'dist' | 'source';
  /** Part of the temporary folder's name. */
  name?: string;
  /** LOG_LEVEL of the bot (default debug). */
  logLevel?: string;
  /** More environment for the bot (VENUS_SHARDS, …). */
  env?: Record<string, string>;
  /** Each line the bot (and the command registration) writes. */
  onLine?: (line: string) => void;
  /** How long the bot may take to connect (default 40 s). */
  readyTimeoutMs?: number;
  /**
   * Where the bot keeps its data, given its temporary folder: a SQLite file (the default,
   * `venus.sqlite` in the folder) or the URL of a PostgreSQL database made for it. A restart keeps it.
   */
  database?: (dir: string) => string | Promise<string>;
}

/** A double, the unmodified bot on a fresh database, and where it lives. */
export interface BotAgainstDouble {
  double: DiscordDouble;
  /** The bot process running now (a new one after each restart). */
  bot: Proc;
  dir: string;
  /** Where the bot keeps its data: the SQLite file or the PostgreSQL URL. */
  database: string;
  env: NodeJS.ProcessEnv;
  /** performance.now() when the double saw the bot connect. */
  readyAt: number;
  /** Stops the bot (SIGKILL, or SIGTERM first when `graceful`), closes the double, removes the database. */
  stop(o?: { graceful?: boolean }): Promise<void>;
  /**
   * Stops the bot as `stop` does, drops its gateway sockets, and starts a new bot process on the
   * same database and double; resolves once the new one is connected.
   */
  restart(o?: { graceful?: boolean }): Promise<void>;
}

/**
 * Starts the double and the bot (registering the commands as asked) and waits until the bot is
 * connected; the bot's output is in the error if it never gets there, and nothing is left running.
 */
export async function startBotAgainstDouble(o: BotAgainstDoubleOptions = {}): Promise<BotAgainstDouble> {
  const double = await startDiscordDouble(o.double ?? {});
  const dir = mkdtempSync(join(tmpdir(), `venus-${o.name ?? 'bot'}-`));
  let database: string;
  try {
    database = o.database ? await o.database(dir) : join(dir, 'venus.sqlite');
  } catch (err) {
    await double.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const env = { ...doubleEnv(double, database, o.seed, o.logLevel), ...o.env };
  const [botScript, deployScript] = o.from === 'source' ? [BOT_SOURCE, DEPLOY_SOURCE] : [BOT_ENTRY, DEPLOY_ENTRY];
  let bot: Proc | undefined;
  const kill = async (s: { graceful?: boolean }) => {
    if (s.graceful) await bot?.stop();
    else await bot?.kill('SIGKILL');
  };
  const stop = async (s: { graceful?: boolean } = {}) => {
    await kill(s);
    await double.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const launch = async () => {
    const started = startScript(botScript, env, projectRoot, o.onLine);
    bot = started;
    const failed = started.exited.then((e) =>
      Promise.reject(new Error(`the bot exited (${e.code ?? e.signal}) before connecting`)),
    );
    failed.catch(() => {});
    await Promise.race([double.waitForBot(o.readyTimeoutMs ?? 40_000), failed]).catch((err: Error) => {
      throw new Error(`${err.message}\nbot output:\n${started.output()}`);
    });
  };
  const restart = async (s: { graceful?: boolean } = {}) => {
    await kill(s);
    double.disconnectAll();
    await launch();
  };
  try {
    const deploy = o.deploy ? startScript(deployScript, env, projectRoot, o.onLine) : undefined;
    if (deploy && o.deploy === 'first') await registered(deploy);
    await launch();
    const readyAt = performance.now();
    if (deploy) await registered(deploy);
    return {
      double,
      get bot() {
        return bot!;
      },
      dir,
      database,
      env,
      readyAt,
      stop,
      restart,
    };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}

async function registered(deploy: Proc): Promise<void> {
  const { code } = await deploy.exited;
  if (code !== 0) throw new Error(`registering the commands failed:\n${deploy.output()}`);
}
