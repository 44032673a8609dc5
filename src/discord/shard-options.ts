// Which gateway shards this process's client runs, as discord.js's client options say it.

/**
 * `auto` (Discord's recommendation) or a count: every shard, in this process. A range of a total
 * (VENUS_SHARDS=0-3/8): those shard ids of that many, the others run by other processes.
 */
export type ShardSetting = 'auto' | number | { ids: number[]; count: number };

/** discord.js's client options for the setting; none for one shard (left out). */
export function shardOptions(shards: ShardSetting | undefined): { shards?: 'auto' | number[]; shardCount?: number } {
  if (shards === undefined) return {};
  if (shards === 'auto') return { shards: 'auto' };
  if (typeof shards === 'number') return { shards: Array.from({ length: shards }, (_, i) => i), shardCount: shards };
  return { shards: [...shards.ids], shardCount: shards.count };
}
