/** Runs the unmodified bot (and its scripts) as child processes against the Discord double. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { DiscordDouble } from './double';

export const projectRoot = join(import.meta.dirname, '../..');

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

/** Starts `node --import tsx <script>` in the project, like `npm start` does through tsx. */
export function startScript(script: string, env: NodeJS.ProcessEnv, cwd = projectRoot): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, script)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
