/**
 * Sharding through Discord: VENUS_SHARDS=2, and its range form 0-1/2 (shard ids 0 to 1 of 2), run two
 * gateway shards in one process on one database writer. The double sends each server's interactions only to the shard `(guild_id >> 22) % 2`; two conflicts
 * are played in two servers, one on each shard.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { doubleEnv, e2eDatabase, expectNoLeaks, type Proc, startScript, storedRows } from './bot-process';
import {
  type DiscordDouble,
  type DoubleUser,
  shardOf,
  snowflakeOnShard,
  startDiscordDouble,
  sub,
} from '../../tools/double';
import { anaAndBeaAgainstViktor, content, poolIn } from './helpers';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const users = (n: number): { gm: DoubleUser; ana: DoubleUser; bea: DoubleUser } => ({
  gm: { id: `31000000000000000${n}1`, username: `gm${n}` },
  ana: { id: `31000000000000000${n}2`, username: `ana${n}` },
  bea: { id: `31000000000000000${n}3`, username: `bea${n}` },
});

const modes = [{ shards: '2' }, { shards: '0-1/2' }] as const;

describe.each(modes)('VENUS_SHARDS=$shards against a double serving two shards', (mode) => {
  let double: DiscordDouble;
  let bot: Proc;
  let dir: string;
  let database: string;
  const servers = [0, 1].map((shard) => ({ shard, guildId: snowflakeOnShard(shard, 2), people: users(shard + 1) }));

  beforeAll(async () => {
    double = await startDiscordDouble({
      quietMs: 100,
      shards: 2,
      guildId: servers[0]!.guildId,
      extraGuildIds: [servers[1]!.guildId],
    });
    dir = mkdtempSync(join(tmpdir(), 'venus-e2e-shards-'));
    database = await e2eDatabase(dir);
    bot = startScript('src/main.ts', {
      ...doubleEnv(double, database, 11),
      VENUS_SHARDS: mode.shards,
      LOG_LEVEL: 'info',
    });
    await double.waitForBot(60_000).catch((err: Error) => {
      throw new Error(`${err.message}\nbot output:\n${bot.output()}`);
    });
  });

  afterAll(async () => {
    await bot?.kill('SIGKILL');
    await double?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    expectNoLeaks(double);
  });

  /** A command in one server, in that server's own channel. */
  const runIn =
    (server: (typeof servers)[number]) =>
    (user: DoubleUser, command: string, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
      double.command(user, command, sub(subcommand, options), {
        guildId: server.guildId,
        channelId: server.guildId === double.guildId ? double.channelId : server.guildId,
      });

  it('GIVEN two servers THEN each is held by its own shard, by Discord formula', async () => {
    for (const s of servers) {
      expect(shardOf(s.guildId, 2)).toBe(s.shard);
      expect(double.shardFor(s.guildId)).toBe(s.shard);
    }
    // The manager hears "ready" over IPC a moment after the double saw the IDENTIFY.
    await vi.waitFor(() => expect(bot.output()).toContain('Logged in as'), { timeout: 30_000 });
    await vi.waitFor(() => expect(double.shardFor(servers[1]!.guildId)).toBe(1), { timeout: 30_000 });
  });

  it('GIVEN a conflict in each server THEN both are played at once, each by its shard, on one database', async () => {
    const played = await Promise.all(
      servers.map(async (server, i) => {
        const run = runIn(server);
        const pools = await anaAndBeaAgainstViktor(run, server.people, `Shard table ${i}`);
        const ana = pools.Ana[0]!;
        const led = await run(server.people.ana, 'exchange', 'lead', {
          target: 'Viktor',
          action: 'I fire',
          dice: String(ana),
        });
        expect(poolIn(led)).toEqual(pools.Ana.slice(1));
        const gmDie = pools.GM.at(-1)!;
        const answered = await run(server.people.gm, 'exchange', 'respond', {
          action: 'Viktor ducks',
          dice: String(gmDie),
        });
        expect(content(answered[1])).toContain('**Exchange 1 resolved**');
        const [status] = await run(server.people.bea, 'conflict', 'status');
        return content(status);
      }),
    );
    expect(played[0]).toContain('Viktor');
    expect(played[1]).toContain('Viktor');
    // One process, one database.
    const campaigns = await storedRows<{ name: string }>(database, 'SELECT name FROM campaigns ORDER BY name');
    expect(campaigns.map((c) => c.name)).toEqual(['Shard table 0', 'Shard table 1']);
  });

  it('GIVEN SIGTERM THEN every shard stops and the process exits cleanly', async () => {
    bot.child.kill('SIGTERM');
    const { code } = await bot.exited;
    expect(code, bot.output()).toBe(0);
    expect(bot.output().match(/Stopped\./g)?.length).toBe(1);
  });
});
