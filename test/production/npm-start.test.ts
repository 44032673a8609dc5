/**
 * What ships runs: in a production install (`npm ci --omit=dev` of the committed tree, made by
 * .ci/run and named by VENUS_PRODUCTION_DIR), `npm run deploy-commands` and `npm start` build the
 * bundle and serve a command against the local Discord double. Skipped without that folder.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { doubleEnv } from '../e2e/bot-process';
import { type DiscordDouble, startDiscordDouble } from '../../tools/double';
import { content } from '../e2e/helpers';

const prodDir = process.env.VENUS_PRODUCTION_DIR;
vi.setConfig({ testTimeout: 120_000 });

function npm(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npm', args, { cwd: prodDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

let double: DiscordDouble | undefined;
let dir = '';
afterAll(async () => {
  await double?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!prodDir)('a production install (no dev dependencies)', () => {
  it('GIVEN npm ci --omit=dev THEN npm run deploy-commands registers the commands and npm start serves /help, then stops cleanly', async () => {
    double = await startDiscordDouble();
    dir = mkdtempSync(join(tmpdir(), 'venus-prod-'));
    const env = doubleEnv(double, join(dir, 'venus.sqlite'), 1);

    const deploy = npm(['run', '--silent', 'deploy-commands'], env);
    expect(await deploy.exited, deploy.output()).toBe(0);
    expect(double.registeredCommands().map((c) => c.name)).toContain('help');

    const bot = npm(['start', '--silent'], env);
    try {
      await double.waitForBot(60_000);
      const [help] = await double.command({ id: '480000000000000001', username: 'pat' }, 'help');
      expect(help?.ephemeral).toBe(true);
      expect(content(help).length).toBeGreaterThan(20);
    } catch (err) {
      throw new Error(`${String(err)}\nnpm start output:\n${bot.output()}`);
    } finally {
      // Ctrl-C in a terminal signals the whole group (npm, its shell, the bot); the bot finishes.
      process.kill(-bot.child.pid!, 'SIGTERM');
    }
    const code = await Promise.race([
      bot.exited,
      new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000).unref()),
    ]);
    if (code === 'hung') process.kill(-bot.child.pid!, 'SIGKILL');
    expect(code).not.toBe('hung');
    await new Promise((r) => setTimeout(r, 500)); // the bot's last line may follow npm's exit
    expect(bot.output()).toContain('Stopped.');
  });
});
