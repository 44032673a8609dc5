/** Snowflake-like ids (numeric strings whose timestamp part is the current time). */

const DISCORD_EPOCH = 1420070400000n;
let increment = 0n;

export function snowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  const ms = BigInt(Date.now()) - DISCORD_EPOCH;
  return ((ms << 22n) | (1n << 17n) | increment).toString();
}

/** Interaction tokens are opaque strings; keep them URL-safe. */
export function token(): string {
  return `tok_${snowflake()}_${Math.random().toString(36).slice(2, 12)}`;
}

/** The shard a guild belongs to, by Discord's formula `(guild_id >> 22) % shard_count`. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

let made = 0n;

/** A fresh snowflake-like id whose guild would live on `shard` of `shardCount` (for test servers). */
export function snowflakeOnShard(shard: number, shardCount: number): string {
  made += 1n;
  const ms = ((BigInt(Date.now()) - DISCORD_EPOCH) / BigInt(shardCount) + made) * BigInt(shardCount) + BigInt(shard);
  return ((ms << 22n) | (2n << 17n) | (made & 0xfffn)).toString();
}
