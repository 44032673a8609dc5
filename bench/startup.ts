// Bot start-up to ready against the local Discord double: from spawning the bot until the double
// sees the gateway IDENTIFY.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBotAgainstDouble } from '../tools/harness/bot-against-double';

const root = join(import.meta.dirname, '..');

export interface StartupFigures {
  runs: number[];
  /** Why there is no figure, when there is none. */
  unavailable?: string;
}

/**
 * Starts the bot `runs` times and times spawn → ready: the TypeScript source through tsx, or the
 * prebuilt bundle `npm start` runs (`dist`, built by buildBundle first).
 */
export async function benchStartup(runs: number, from: 'source' | 'dist' = 'source'): Promise<StartupFigures> {
  if (!existsSync(join(root, 'src/discord/client.ts'))) return { runs: [], unavailable: 'bot not wired' };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      const run = await startBotAgainstDouble({ from, logLevel: 'error', name: 'startup', readyTimeoutMs: 20_000 });
      times.push(run.readyAt - run.bot.startedAt);
      await run.stop({ graceful: true });
    } catch (err) {
      return { runs: times, unavailable: `bot not wired (${(err as Error).message.slice(0, 200)})` };
    }
  }
  return { runs: times };
}

/** Runs the project's own build (scripts/build.mjs → dist/main.js); null when it fails. */
export async function buildBundle(): Promise<string | null> {
  const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0 ? join(root, 'dist/main.js') : null;
}
