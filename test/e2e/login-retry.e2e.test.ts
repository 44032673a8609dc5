/**
 * A bot that comes back: started while Discord cannot be reached, it keeps trying to log in (one
 * log line per attempt, the pause capped) instead of exiting, and connects once Discord is there.
 * A token Discord refuses is the one thing it stops for, in one sentence.
 */
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type DiscordDouble, startDiscordDouble } from '../../tools/double';
import {
  BOT_ENTRY,
  botEnv,
  doubleEnv,
  type Proc,
  projectRoot,
  startScript,
} from '../../tools/harness/bot-against-double';
import { expectNoLeaks } from './bot-process';
import { content } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'venus-login-retry-'));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on (for now): connections to it are refused, as to a host that is down. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await close(probe);
  return port;
}

/** Forwards every connection to `port` on to `target`: Discord coming back, at the same address. */
function forward(port: number, target: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = createConnection(target, '127.0.0.1');
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return listen(server, port).then(() => ({
    close: () => {
      for (const s of sockets) s.destroy();
      return close(server);
    },
  }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('logging in while Discord cannot be reached', () => {
  it('GIVEN an unreachable Discord THEN after 20 s it is still retrying, one line per attempt, and it connects when Discord comes up', async () => {
    const double: DiscordDouble = await startDiscordDouble({ quietMs: 100 });
    cleanups.push(() => double.close());
    const port = await freePort();
    const doublePort = Number(new URL(double.apiUrl).port);
    const env = {
      ...doubleEnv(double, join(dir, 'retry.sqlite'), 7, 'info'),
      DISCORD_API_URL: double.apiUrl.replace(`:${doublePort}`, `:${port}`),
      // Capped at 4 s here so the test connects soon after Discord comes up (60 s by default).
      DISCORD_RETRY_MAX_SECONDS: '4',
      LOG_FORMAT: 'json',
    };
    const bot: Proc = startScript(BOT_ENTRY, env, projectRoot);
    cleanups.push(async () => void (await bot.kill('SIGKILL')));

    await sleep(20_000);
    expect(bot.child.exitCode, bot.output()).toBeNull();
    const lines = bot
      .output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { time: string; level: string; message: string });
    const attempts = lines.filter((l) => l.message.startsWith('Could not log in to Discord'));
    // 1, 2, 4, 4, 4… seconds apart (fewer tries on a busy machine, whose start is slow), each logged
    // once, in order, the last one recent: it is still trying, not stuck.
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.map((a) => Number(/attempt (\d+)/.exec(a.message)?.[1]))).toEqual(attempts.map((_, i) => i + 1));
    expect(attempts.every((a) => a.level === 'warn')).toBe(true);
    expect(attempts.at(-1)?.message).toMatch(/ECONNREFUSED.*trying again in 4 s\.$/);
    expect(Date.now() - Date.parse(attempts.at(-1)!.time)).toBeLessThan(10_000);

    const proxy = await forward(port, doublePort);
    cleanups.push(() => proxy.close());
    await double.waitForBot(15_000);
    const [help] = await double.command({ id: '600000000000000501', username: 'retry' }, 'help');
    expect(content(help)).toContain('Topics:');
    expectNoLeaks(double);
  }, 60_000);

  it('GIVEN a stop while it waits to try again THEN it stops at once and cleanly (exit 0)', async () => {
    const double = await startDiscordDouble({});
    cleanups.push(() => double.close());
    const env = {
      ...doubleEnv(double, join(dir, 'stopped.sqlite'), 7, 'info'),
      DISCORD_API_URL: `http://127.0.0.1:${await freePort()}/api`,
    };
    const bot = startScript(BOT_ENTRY, env, projectRoot);
    cleanups.push(async () => void (await bot.kill('SIGKILL')));
    for (let i = 0; i < 200 && !bot.output().includes('attempt 2'); i++) await sleep(100);
    expect(bot.output()).toContain('attempt 2');
    const asked = performance.now();
    const exit = await bot.stop(5_000);
    expect(exit.code, bot.output()).toBe(0);
    expect(performance.now() - asked).toBeLessThan(3_000);
    expect(bot.output()).toContain('Stopped.');
  }, 60_000);

  it('GIVEN a token Discord refuses THEN it exits 1 with one sentence saying which setting to fix', async () => {
    // Discord answers 401 to a bot whose token is wrong or was reset.
    const refusing = createHttpServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
    });
    const port = await new Promise<number>((resolve) =>
      refusing.listen(0, '127.0.0.1', () => resolve((refusing.address() as { port: number }).port)),
    );
    cleanups.push(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
    const double = await startDiscordDouble({});
    cleanups.push(() => double.close());
    const env = {
      ...doubleEnv(double, join(dir, 'refused.sqlite'), 7, 'info'),
      DISCORD_API_URL: `http://127.0.0.1:${port}/api`,
      LOG_FORMAT: 'json',
    };
    const bot = startScript(BOT_ENTRY, env, projectRoot);
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    const errors = bot
      .output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: string; message: string })
      .filter((l) => l.level === 'error');
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Discord refused DISCORD_TOKEN: .*\.$/)]);
  }, 60_000);

  it('GIVEN a database newer than the code THEN it exits 1 with one sentence, before trying Discord', async () => {
    const path = join(dir, 'newer.sqlite');
    const db = new Database(path);
    db.pragma('user_version = 9999');
    db.close();
    const env = botEnv({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678', DATABASE_PATH: path });
    const bot = startScript(BOT_ENTRY, env, projectRoot);
    expect((await bot.exited).code).toBe(1);
    expect(bot.output().trim()).toMatch(
      /^Cannot open the database at .*newer than this code knows .*: update the bot before opening it\.$/,
    );
  }, 60_000);
});
