// The one-off move from one database file to partitions (docs/scaling.md): every campaign, with
// every row that hangs off it, is copied with its ids into the file of its server's partition,
// so the buttons already posted in Discord (which carry conflict and roll ids) keep working. Run
// with the bot stopped; the single file is left as it was (keep it as the backup).
import { existsSync } from 'node:fs';
import { CAMPAIGN_TABLES } from './campaign-data-spec';
import { openDatabase } from './open-database';
import { partitionOf, partitionPath } from './partitions';

export class SplitError extends Error {
  override readonly name = 'SplitError';
}

/** Rows outside campaign scopes: the scope of each, every parameter the partition's guild ids. */
const EXTRA: Record<string, string> = {
  // Every preset roll of the partition's servers, secret ones and those outside a campaign too.
  roll_states: `guild_id IN (SELECT value FROM json_each(?))`,
  // Messages whose buttons get disabled later: those of the partition's conflicts and channels.
  button_messages: `conflict_id IN (SELECT id FROM conflicts WHERE guild_id IN (SELECT value FROM json_each(?)))
    OR channel_id IN (SELECT channel_id FROM campaign_channels WHERE guild_id IN (SELECT value FROM json_each(?)))`,
};

/**
 * Writes `count` partition files beside `databasePath` from it; refuses when one exists already.
 * Returns how many campaigns each partition received.
 */
export function splitDatabase(databasePath: string, count: number): number[] {
  if (!existsSync(databasePath)) throw new SplitError(`There is no database at ${databasePath} to split.`);
  const targets = Array.from({ length: count }, (_, i) => partitionPath(databasePath, i, count));
  const taken = targets.find((t) => existsSync(t));
  if (taken) throw new SplitError(`${taken} already exists: the database is split already.`);
  // Migrations first, on the source and on each new file, so that every table matches.
  const source = openDatabase(databasePath);
  try {
    for (const t of targets) openDatabase(t).close();
    const campaigns = source.prepare<[], { id: number; guild_id: string }>('SELECT id, guild_id FROM campaigns').all();
    return targets.map((target, index) => {
      const mine = campaigns.filter((c) => partitionOf(c.guild_id, count) === index);
      const guilds = JSON.stringify([...new Set(mine.map((c) => c.guild_id))]);
      source.prepare('ATTACH DATABASE ? AS part').run(target);
      try {
        source.transaction(() => {
          // A row may point at one copied after it (a conflict's suggested leader): checked at commit.
          source.pragma('defer_foreign_keys = ON');
          for (const c of mine)
            for (const t of CAMPAIGN_TABLES) copy(source, t.name, t.name === 'roll_states' ? null : t.scope, c.id);
          for (const [table, scope] of Object.entries(EXTRA)) copy(source, table, scope, guilds);
        })();
      } finally {
        source.exec('DETACH DATABASE part');
      }
      return mine.length;
    });
  } finally {
    source.close();
  }
}

/**
 * INSERT INTO part.table SELECT … FROM main.table WHERE scope (every parameter `arg`): the
 * scope's bare table names are main's, the file being split.
 */
function copy(db: ReturnType<typeof openDatabase>, table: string, scope: string | null, arg: number | string): void {
  if (scope === null) return;
  const columns = db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
    .all()
    .map((c) => `"${c.name}"`)
    .join(', ');
  db.prepare(
    `INSERT OR IGNORE INTO part."${table}" (${columns}) SELECT ${columns} FROM main."${table}" WHERE ${scope} ORDER BY rowid`,
  ).run(...Array.from(scope.matchAll(/\?/g), () => arg));
}
