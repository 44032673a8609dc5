// Sharding over processes: discord.js's ShardingManager runs one process per shard, every one the
// same entry script. Discord sends a server's events only to the shard `(guild_id >> 22) % count`,
// and each shard writes its own partition file of the database (src/store/partitions.ts).
import { once } from 'node:events';
import { REST, Routes, ShardingManager } from 'discord.js';
import type { Logger } from '../log';

export interface ShardOptions {
  token: string;
  apiUrl?: string | undefined;
  /** `auto` asks Discord (GET /gateway/bot) how many shards it recommends. */
  shards: 'auto' | number;
  /** The script every shard runs (the bot's own entry point) and the runtime flags it needs. */
  file: string;
  execArgv: string[];
  log: Logger;
  /** Runs once the count is known, before any shard starts (the partition files are made ready). */
  prepare?: (total: number) => void;
}

export interface Shards {
  /** Spawns every shard, each after the previous one is connected; resolves with their count. */
  start(): Promise<number>;
  /** Asks every shard to finish its work in flight and stop, and waits for them. */
  stop(): Promise<void>;
}

/** Discord's recommended shard count, asked from the configured API (a proxy or a double too). */
export async function recommendedShardCount(token: string, apiUrl?: string): Promise<number> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const answer = (await rest.get(Routes.gatewayBot())) as { shards?: unknown };
  const shards = Number(answer.shards);
  return Number.isInteger(shards) && shards > 0 ? shards : 1;
}

export function createShards(o: ShardOptions): Shards {
  let manager: ShardingManager | undefined;
  return {
    async start() {
      const total = o.shards === 'auto' ? await recommendedShardCount(o.token, o.apiUrl) : o.shards;
      o.prepare?.(total);
      manager = new ShardingManager(o.file, {
        token: o.token,
        totalShards: total,
        execArgv: o.execArgv,
        respawn: true,
        mode: 'process',
      });
      manager.on('shardCreate', (shard) => {
        o.log.info(`Shard ${shard.id} of ${total} starting.`);
        shard.on('death', () => o.log.warn(`Shard ${shard.id} stopped; it is started again.`));
      });
      await manager.spawn({ amount: total });
      o.log.info(`All ${total} shard(s) connected.`);
      return total;
    },
    async stop() {
      const shards = manager ? [...manager.shards.values()] : [];
      await Promise.all(
        shards.map(async (shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          shard.kill(); // SIGTERM without respawning: the shard finishes what it is doing
          await exited;
        }),
      );
    },
  };
}
