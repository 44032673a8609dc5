/**
 * A process that never spins: a bot whose stdout and stderr are gone (a stopped `tee`, a restarted supervisor) drops its log lines
 * instead of turning each failed write into an error logged to the same closed pipe, forever.
 * CPU is measured from /proc/<pid>/stat (what the process consumed), never from wall-clock speed.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sub } from '../../tools/double';
import { type BotAgainstDouble, running, startBotAgainstDouble } from '../../tools/harness/bot-against-double';
import { e2eDatabase, expectNoLeaks } from './bot-process';
import { content } from './helpers';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const linux = process.platform === 'linux';
const gm = { id: '320000000000000001', username: 'gm' };

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let run: BotAgainstDouble | undefined;
afterEach(async () => {
  const double = run?.double;
  await run?.stop();
  run = undefined;
  expectNoLeaks(double);
});

describe.skipIf(!linux)('a process that never spins', () => {
  it('GIVEN the bot’s stdout and stderr are closed THEN it still answers, and idles without spinning', async () => {
    run = await startBotAgainstDouble({
      name: 'closed-pipes',
      double: { quietMs: 100 },
      logLevel: 'debug',
      database: e2eDatabase,
    });
    const { double, bot } = run;
    const pid = bot.child.pid!;
    bot.child.stdout?.destroy();
    bot.child.stderr?.destroy();
    // Every command logs (debug): each line now meets a closed pipe.
    const created = await double.command(gm, 'campaign', sub('create', { name: 'Closed pipes' }));
    expect(content(created[0])).toContain('Closed pipes');
    await sleep(500); // the failed writes' errors arrive after the answer
    const shown = await double.command(gm, 'campaign', sub('show'));
    expect(content(shown[0])).toContain('Closed pipes');
    expect(running(pid)).toBe(true);
    // Idle for 4 s: a bot logging its own logging errors burns a core; an idle one next to nothing.
    const before = cpuSeconds(pid);
    await sleep(4000);
    const used = running(pid) ? cpuSeconds(pid) - before : 0;
    expect(used).toBeLessThan(0.4);
  });
});

describe('LOG_FORMAT=json', () => {
  it('GIVEN the bot logging as JSON THEN every line is one object, and the interaction id is on the lines about it', async () => {
    run = await startBotAgainstDouble({
      name: 'json-log',
      double: { quietMs: 100 },
      database: e2eDatabase,
      logLevel: 'debug',
      env: { LOG_FORMAT: 'json' },
    });
    const answered = await run.double.command(gm, 'campaign', sub('create', { name: 'Logged' }));
    const id = answered[0]!.interactionId;
    await vi.waitFor(() => expect(run!.bot.output()).toContain('interaction handled'));
    const lines = run.bot
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const e of entries) expect(Object.keys(e).slice(0, 3)).toEqual(['time', 'level', 'message']);
    expect(entries.find((e) => e.message === 'interaction handled')).toMatchObject({
      interaction: id,
      what: '/campaign create',
    });
  });
});
