/** Never past the deadline: a use case that met a taken write lock is run again, without blocking. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampaign, showCampaign } from '../../src/app';
import type { BotCommand } from '../../src/discord/commands/define';
import { createLogger } from '../../src/log';
import { DEFER_AFTER_MS, GIVE_UP_MS, patiently, SLOW_AFTER_MS } from '../../src/discord/patience';
import { createRouter } from '../../src/discord/router';
import { openDatabase } from '../../src/store/engine/open-database';
import { as, makeDeps } from '../app/helpers';
import { fakeCommand } from './fake-interaction';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A clock that moves only when slept on, so no test waits in real time. */
function fakeTime() {
  let now = 0;
  return { clock: () => now, sleep: async (ms: number) => void (now += ms) };
}

describe('patiently', () => {
  it('GIVEN the lock taken for a while THEN tried again until it runs, deferred once after a second', async () => {
    const time = fakeTime();
    let tries = 0;
    let defers = 0;
    const result = await patiently(
      async () => {
        tries += 1;
        if (time.clock() < 1500) throw busy();
        return 'done';
      },
      { ...time, defer: async () => void (defers += 1), mayRetry: () => true },
    );
    expect(result).toBe('done');
    expect(defers).toBe(1);
    expect(tries).toBeGreaterThan(2);
  });

  it('GIVEN the lock taken for a moment THEN no deferral: the answer keeps its own privacy', async () => {
    const time = fakeTime();
    let defers = 0;
    await patiently(
      async () => {
        if (time.clock() < DEFER_AFTER_MS / 4) throw busy();
      },
      { ...time, defer: async () => void (defers += 1), mayRetry: () => true },
    );
    expect(defers).toBe(0);
  });

  it('GIVEN the lock never free THEN refused with the busy sentence once the patience is spent', async () => {
    const time = fakeTime();
    await expect(
      patiently(
        async () => {
          throw busy();
        },
        { ...time, defer: async () => {}, mayRetry: () => true },
      ),
    ).rejects.toMatchObject({ code: 'discord/busy' });
    expect(time.clock()).toBeGreaterThanOrEqual(GIVE_UP_MS);
    expect(time.clock()).toBeLessThan(GIVE_UP_MS + 200);
  });

  it('GIVEN another error, or an answer already sent THEN it is thrown at once, not retried', async () => {
    const time = fakeTime();
    let tries = 0;
    const fail = (err: Error) => async () => {
      tries += 1;
      throw err;
    };
    await expect(patiently(fail(new Error('bug')), { ...time, mayRetry: () => true })).rejects.toThrow('bug');
    await expect(patiently(fail(busy()), { ...time, mayRetry: () => false })).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    expect(tries).toBe(2);
  });
});

describe('patiently, with work that is slow but never refused', () => {
  /** A timer the test fires by hand: `fire()` runs what is due, as the clock would. */
  function handTimer() {
    const due: { ms: number; then: () => void; cancelled: boolean }[] = [];
    return {
      after: (ms: number, then: () => void) => {
        const t = { ms, then, cancelled: false };
        due.push(t);
        return () => void (t.cancelled = true);
      },
      fire: () => {
        for (const t of due) if (!t.cancelled) t.then();
      },
      due,
    };
  }

  it('GIVEN work still running after the slow mark THEN the reply is deferred once, and the work ends as it would', async () => {
    const timer = handTimer();
    let defers = 0;
    let finish = () => {};
    const running = patiently(() => new Promise<string>((resolve) => (finish = () => resolve('done'))), {
      ...fakeTime(),
      after: timer.after,
      defer: async () => void (defers += 1),
      mayRetry: () => true,
    });
    expect(timer.due.map((t) => t.ms)).toEqual([SLOW_AFTER_MS]);
    timer.fire();
    timer.fire();
    finish();
    expect(await running).toBe('done');
    expect(defers).toBe(1);
  });

  it('GIVEN work done before the slow mark THEN its timer is cancelled and nothing is deferred', async () => {
    const timer = handTimer();
    let defers = 0;
    await patiently(async () => 'quick', {
      ...fakeTime(),
      after: timer.after,
      defer: async () => void (defers += 1),
      mayRetry: () => true,
    });
    timer.fire();
    expect(defers).toBe(0);
    expect(timer.due[0]!.cancelled).toBe(true);
  });

  it('GIVEN an autocomplete (nothing to defer) THEN no timer is set', async () => {
    const timer = handTimer();
    await patiently(async () => 'choices', { ...fakeTime(), after: timer.after, mayRetry: () => true });
    expect(timer.due).toEqual([]);
  });
});

describe('the router with another process writing the same file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('GIVEN the write lock held for 1.5 s THEN the reply is deferred, the event loop stays free and the command runs once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'venus-patience-'));
    const path = join(dir, 'venus.sqlite');
    const deps = makeDeps({ path });
    const other = openDatabase(path);
    const lines: string[] = [];
    const log = createLogger('debug', { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    const command = {
      data: { name: 'create', description: 'x' },
      execute: async (_ctx: unknown, i: { reply: (o: unknown) => Promise<void> }) => {
        await createCampaign(deps, as('u-gm', 'c1'), { name: 'Held Lock' });
        await i.reply({ content: 'created' });
      },
      autocomplete: async () => {},
    } as unknown as BotCommand;
    const calls: string[] = [];
    const i = fakeCommand('778', 'create', {
      async deferReply(this: { deferred: boolean }) {
        calls.push('defer');
        this.deferred = true;
      },
      async reply() {
        calls.push('reply');
      },
      async editReply() {
        calls.push('edit');
      },
      async deleteReply() {},
    });
    other.sqlite.exec('BEGIN IMMEDIATE');
    // Released by a timer on this same thread: it fires only if the waiting never blocks the loop.
    setTimeout(() => other.sqlite.exec('COMMIT'), 1500);
    const buttons = { posted: async () => {}, settle: async () => {} };
    await createRouter({ deps, log, buttons }, [command]).handle(i as unknown as Interaction);
    expect(calls[0]).toBe('defer');
    expect((await showCampaign(deps, as('u-gm', 'c1'))).public[0]).toMatchObject({ campaign: { name: 'Held Lock' } });
    expect(lines.some((l) => l.includes('database busy: trying again') && l.includes('interaction="778"'))).toBe(true);
    await other.close();
    await deps.db.close();
  });
});
