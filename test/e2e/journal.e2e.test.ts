/**
 * Logs an operator can filter: under journald (JOURNAL_STREAM names the bot's output) each line
 * starts with its syslog priority, `<3>` for an error, which journald strips and stores, so
 * `journalctl -p err` finds the errors; under LOG_FORMAT=json what follows is one JSON object,
 * start-up refusals included.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isJournalStream } from '../../src/log';
import { BOT_ENTRY, botEnv, projectRoot } from '../../tools/harness/bot-against-double';

const dir = mkdtempSync(join(tmpdir(), 'venus-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the bot with its stdout and stderr in one file that JOURNAL_STREAM names, as systemd
 * connects a service to the journal; stops it after `ms` if it is still running. The file's lines.
 */
async function underJournal(name: string, env: Record<string, string>, ms = 20_000): Promise<string[]> {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  const { dev, ino } = fstatSync(fd, { bigint: true });
  const child = spawn(process.execPath, [join(projectRoot, BOT_ENTRY)], {
    cwd: projectRoot,
    env: botEnv({ ...env, JOURNAL_STREAM: `${dev}:${ino}` }),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await once(child, 'exit');
  clearTimeout(timer);
  return readFileSync(path, 'utf8').trim().split('\n');
}

describe('lines for journald', () => {
  it('GIVEN JOURNAL_STREAM naming a stream THEN that stream, and no other, is the journal', () => {
    const fd = openSync(join(dir, 'stream'), 'w');
    try {
      const { dev, ino } = fstatSync(fd, { bigint: true });
      expect(isJournalStream(fd, { JOURNAL_STREAM: `${dev}:${ino}` })).toBe(true);
      expect(isJournalStream(fd, { JOURNAL_STREAM: `${dev}:${ino + 1n}` })).toBe(false);
      expect(isJournalStream(fd, {})).toBe(false);
    } finally {
      closeSync(fd);
    }
  });

  it('GIVEN a setting missing at start under LOG_FORMAT=json THEN the refusal is one JSON line at the error priority', async () => {
    const lines = await underJournal('refused', { LOG_FORMAT: 'json' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^<3>\{/);
    expect(JSON.parse(lines[0]!.slice(3))).toMatchObject({
      level: 'error',
      message: 'DISCORD_TOKEN is not set: put the bot token from the Discord developer portal in .env.',
    });
  }, 30_000);

  it('GIVEN Discord unreachable under journald THEN every line is JSON at the priority of its level, each retry a warning', async () => {
    const lines = await underJournal(
      'retrying',
      {
        DISCORD_TOKEN: 't',
        DISCORD_CLIENT_ID: '123456789012345678',
        DISCORD_API_URL: 'http://127.0.0.1:9/api',
        DATABASE_PATH: join(dir, 'retrying.sqlite'),
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
      4_000,
    );
    const retries = lines.filter((l) => l.includes('Could not log in to Discord'));
    expect(retries.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      const match = /^<(\d)>(\{.*\})$/.exec(line);
      expect(match, line).not.toBeNull();
      const entry = JSON.parse(match![2]!) as { level: string };
      expect(Number(match![1])).toBe({ error: 3, warn: 4, info: 6, debug: 7 }[entry.level]);
    }
    expect(retries.every((l) => l.startsWith('<4>'))).toBe(true);
  }, 30_000);
});
