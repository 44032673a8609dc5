/** Start-up as a user meets it: `npm start` with a bad configuration stops at once with one sentence. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { BOT_ENTRY, botEnv, DEPLOY_ENTRY, projectRoot, runScript } from './bot-process';

vi.setConfig({ testTimeout: 60_000 });

async function npm(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe.concurrent('start-up with a bad configuration', () => {
  it('GIVEN no DISCORD_TOKEN (and no .env) THEN it exits 1 with one sentence naming it', async () => {
    const { code, stderr } = await npm(['start', '--silent'], botEnv({}));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'DISCORD_TOKEN is not set: put the bot token from the Discord developer portal in .env.',
    );
  });

  it('GIVEN a malformed VENUS_DICE_SEED THEN it exits 1 with one sentence naming it', async () => {
    const { code, output } = await runScript(
      BOT_ENTRY,
      botEnv({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678', VENUS_DICE_SEED: 'abc' }),
    );
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'VENUS_DICE_SEED must be a whole number (it is for tests only: leave it empty for real play).',
    );
  });
});

describe('deploy-commands with a bad configuration', () => {
  it('GIVEN no DISCORD_CLIENT_ID THEN it exits 1 with one sentence naming it', async () => {
    const { code, output } = await runScript(DEPLOY_ENTRY, botEnv({ DISCORD_TOKEN: 't' }));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'DISCORD_CLIENT_ID is not set: put the application id from the Discord developer portal in .env.',
    );
  });
});
