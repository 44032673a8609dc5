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
