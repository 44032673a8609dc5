// The files an earlier version (with VENUS_PROCESSES) wrote beside DATABASE_PATH, one per
// shard: data/venus.part-0-of-2.sqlite… They hold the newest data of their servers, so the bot must
// not start on the single file while they are there: `npm run merge-partitions` merges them back.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

export interface PartitionFile {
  path: string;
  index: number;
  count: number;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every partition file beside `databasePath`, by count then index; none when there are none. */
export function partitionFiles(databasePath: string): PartitionFile[] {
  const dir = dirname(databasePath);
  if (!existsSync(dir)) return [];
  const ext = extname(databasePath);
  const pattern = new RegExp(`^${literal(basename(databasePath, ext))}\\.part-(\\d+)-of-(\\d+)${literal(ext)}$`);
  return readdirSync(dir)
    .map((name) => ({ name, m: pattern.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ path: join(dir, name), index: Number(m[1]), count: Number(m[2]) }))
    .sort((a, b) => a.count - b.count || a.index - b.index);
}

/** Why the bot will not start beside partition files, in one sentence; null when there are none. */
export function partitionRefusal(databasePath: string): string | null {
  const files = partitionFiles(databasePath);
  if (files.length === 0) return null;
  return `${files.length} partition file(s) from an earlier version (such as ${files[0]!.path}) are beside ${databasePath}: stop every copy of the bot and run \`npm run merge-partitions\` before starting it.`;
}
