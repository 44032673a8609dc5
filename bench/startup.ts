// Bot start-up to ready against the local Discord double: from spawning the bot until the double
// sees the gateway IDENTIFY.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDiscordDouble } from '../tools/double';

const root = join(import.meta.dirname, '..');

export interface StartupFigures {
  runs: number[];
  /** Why there is no figure, when there is none. */
  unavailable?: string;
}

/**
 * Starts the bot `runs` times and times spawn → ready. `entry` is the script node runs: the
 * TypeScript source through tsx (as `npm start` does), or a prebuilt bundle (the experiment).
 */
export async function benchStartup(runs: number, entry: { args: string[] } = { args: ['--import', 'tsx', join(root, 'src/main.ts')] }): Promise<StartupFigures> {
  if (!existsSync(join(root, 'src/discord/client.ts'))) return { runs: [], unavailable: 'bot not wired' };
  const dir = mkdtempSync(join(tmpdir(), 'venus-startup-'));
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const double = await startDiscordDouble();
      const env: NodeJS.ProcessEnv = {};
      for (const [k, v] of Object.entries(process.env)) if (!/^(DISCORD_|DATABASE_PATH|LOG_LEVEL|VENUS_|DOTENV_)/.test(k)) env[k] = v;
      Object.assign(env, {
        DISCORD_TOKEN: 'x',
        DISCORD_CLIENT_ID: double.applicationId,
        DISCORD_API_URL: double.apiUrl,
        DATABASE_PATH: join(dir, `bot-${i}.sqlite`),
        DOTENV_CONFIG_PATH: '/nonexistent/.env',
        LOG_LEVEL: 'error',
      });
      const t0 = performance.now();
      const child = spawn(process.execPath, entry.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exited = once(child, 'exit');
      try {
        await Promise.race([double.waitForBot(20_000), exited.then(() => Promise.reject(new Error(`the bot exited: ${output.trim().slice(0, 300)}`)))]);
        times.push(performance.now() - t0);
      } catch (err) {
        return { runs: times, unavailable: `bot not wired (${(err as Error).message.slice(0, 200)})` };
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await double.close();
      }
    }
    return { runs: times };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the project's own build (scripts/build.mjs → dist/main.js); null when it fails. */
export async function buildBundle(): Promise<string | null> {
  const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0 ? join(root, 'dist/main.js') : null;
}
