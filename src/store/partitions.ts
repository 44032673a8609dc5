// State partitioned by server (docs/scaling.md): a server's rows live in the file of the shard
// Discord sends its events to, `(guild_id >> 22) % count`, so each shard process writes a file of
// its own and never waits for another's lock. With a power-of-two count that is also
// `bucket % count`, with `bucket = (guild_id >> 22) % 1024`: resharding (count → 2 × count)
// splits each file's buckets in two, and no row ever moves between buckets.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { openDatabase } from './open-database';

/** Discord's shard formula; anything that is not a snowflake (test ids) is in partition 0. */
export function partitionOf(guildId: string, count: number): number {
  if (!/^\d{1,25}$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** The file of partition `index` of `count`, beside the single file: data/venus.part-0-of-2.sqlite. */
export function partitionPath(databasePath: string, index: number, count: number): string {
  const ext = extname(databasePath);
  return join(dirname(databasePath), `${basename(databasePath, ext)}.part-${index}-of-${count}${ext}`);
}

export interface DatabaseFile {
  path: string;
  /** Absent for the single file itself. */
  partition?: { index: number; count: number };
}

/** Every database file of this bot on disk: the single file, if there, then the partitions in order. */
export function databaseFiles(databasePath: string): DatabaseFile[] {
  const ext = extname(databasePath);
  const stem = basename(databasePath, ext);
  const files: DatabaseFile[] = existsSync(databasePath) ? [{ path: databasePath }] : [];
  const dir = dirname(databasePath);
  if (!existsSync(dir)) return files;
  const pattern = new RegExp(`^${literal(stem)}\\.part-(\\d+)-of-(\\d+)${literal(ext)}$`);
  const parts = readdirSync(dir)
    .map((name) => ({ name, m: pattern.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ path: join(dir, name), partition: { index: Number(m[1]), count: Number(m[2]) } }))
    .sort((a, b) => a.partition.count - b.partition.count || a.partition.index - b.partition.index);
  return [...files, ...parts];
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The partition files cannot be used as they are; the message is one sentence saying what to do. */
export class PartitionError extends Error {
  override readonly name = 'PartitionError';
}

/**
 * Before `count` shard processes start: every partition file opened once (created if new, its
 * migrations run), so no shard migrates while another starts. Refused while the single file holds
 * campaigns that no partition holds yet: they would seem lost until the split tool moves them.
 */
export function preparePartitions(databasePath: string, count: number): string[] {
  const paths = Array.from({ length: count }, (_, i) => partitionPath(databasePath, i, count));
  if (existsSync(databasePath) && !paths.every((p) => existsSync(p))) {
    const single = openDatabase(databasePath);
    const campaigns = single.prepare('SELECT COUNT(*) FROM campaigns').pluck().get() as number;
    single.close();
    if (campaigns > 0)
      throw new PartitionError(
        `${databasePath} holds ${campaigns} campaign(s) and is not split into ${count} files yet: stop the bot and run \`npm run split -- ${count}\` first.`,
      );
  }
  for (const p of paths) openDatabase(p).close();
  return paths;
}
