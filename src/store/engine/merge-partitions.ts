// `npm run merge-partitions`: the one-off way back from the partition files of an earlier version
// (VENUS_PROCESSES: one file per shard, data/venus.part-<s>-of-<N>.sqlite) to the single DATABASE_PATH.
// The partitions hold the newest data of their servers. The single file may still hold the copies
// the split left there (same campaign, same id): those are replaced, never doubled. Rows made in
// different partitions after the split may share an id; the first keeps it, the others get new
// ids, changed in every column and JSON document that points at them. Run with the bot stopped:
// every file is held exclusively for the whole merge, so a running bot makes it refuse.
import { existsSync, renameSync } from 'node:fs';
import Database from 'better-sqlite3';
import { renumberComponents, renumberCustomId } from '../campaign-file/custom-id-renumber';
import { migrate } from './migrate';
import { partitionFiles } from './partition-files';

export class MergeError extends Error {
  override readonly name = 'MergeError';
}

export interface MergeReport {
  /** Where each partition file was moved aside. */
  movedTo: string[];
  /** Campaigns copied from the partitions. */
  campaigns: number;
  /** Old copies of those campaigns the single file held, replaced by the partitions' own. */
  replaced: number;
  /** Rows given a new id because another partition's row already had theirs. */
  renumbered: number;
}

type Db = Database.Database;
type Row = Record<string, unknown>;
interface Ref {
  column: string;
  table: string;
}

/** References that are no foreign keys in the schema. */
const EXTRA_REFS: Record<string, Ref[]> = {
  conflicts: [{ column: 'suggested_leader', table: 'participants' }],
  effects: [{ column: 'conflict_id', table: 'conflicts' }],
  button_messages: [{ column: 'conflict_id', table: 'conflicts' }],
};

/** Bookkeeping the merge does not copy (migration 0019 drops it; a partition not yet upgraded holds it). */
const SKIPPED = new Set(['conflict_inputs']);

/** Rows known by a key of Discord's (unique everywhere): a partition's row replaces or joins. */
const INSERT_VERB: Record<string, string> = {
  button_messages: 'INSERT OR REPLACE',
  handled_interactions: 'INSERT OR IGNORE',
};

interface Table {
  name: string;
  columns: string[];
  /** The table has its own INTEGER PRIMARY KEY named id. */
  ownId: boolean;
  refs: Ref[];
}

export function mergePartitions(databasePath: string, migrationsDir?: string): MergeReport {
  const parts = partitionFiles(databasePath);
  if (parts.length === 0)
    throw new MergeError(`There are no partition files beside ${databasePath}: there is nothing to merge.`);
  const counts = [...new Set(parts.map((p) => p.count))];
  if (counts.length > 1)
    throw new MergeError(
      `The partition files beside ${databasePath} disagree on how many there are (${counts.join(' and ')}): keep only the files of the last split there and run it again.`,
    );
  const count = counts[0]!;
  const missing = Array.from({ length: count }, (_, i) => i).find((i) => !parts.some((p) => p.index === i));
  if (missing !== undefined)
    throw new MergeError(
      `Partition ${missing} of ${count} is missing beside ${databasePath}: put it back first, or its servers' data would be lost.`,
    );
  const aside = parts.map((p) => `${p.path}.merged`).find((p) => existsSync(p));
  if (aside) throw new MergeError(`${aside} already exists: move it away first, then run it again.`);

  const opened: Db[] = [];
  let report: Omit<MergeReport, 'movedTo'>;
  try {
    const target = held(databasePath, opened, true);
    const sources = parts.map((p) => held(p.path, opened, false));
    migrate(target, migrationsDir);
    // Each partition is read from a copy in memory brought to the same schema: its file is left as it was.
    const copies = sources.map((s) => {
      const image = s.serialize();
      // A WAL file's header says so (bytes 18 and 19); in memory there is no WAL: a rollback journal.
      image[18] = 1;
      image[19] = 1;
      const copy = new Database(image);
      opened.push(copy);
      migrate(copy, migrationsDir);
      return copy;
    });
    report = target.transaction(() => merge(target, copies))();
  } finally {
    for (const db of opened.reverse()) db.close();
  }
  const movedTo = parts.map((p) => {
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(p.path + suffix)) renameSync(p.path + suffix, `${p.path}.merged${suffix}`);
    return `${p.path}.merged`;
  });
  return { ...report, movedTo };
}

/** The file opened and locked for this connection alone, checked sound; refused while anything else has it open. */
function held(path: string, opened: Db[], create: boolean): Db {
  const existed = existsSync(path);
  if (!existed && !create) throw new MergeError(`There is no database at ${path}.`);
  const db = new Database(path);
  opened.push(db);
  try {
    db.pragma('busy_timeout = 0');
    if (!existed) db.pragma('journal_mode = WAL');
    // Held until closed; it cannot be had while the bot (or any connection) has the file open.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      throw new MergeError(`${path} is in use: stop the bot first, then run \`npm run merge-partitions\` again.`);
    if (/^SQLITE_(NOTADB|CORRUPT)/.test((err as { code?: string }).code ?? ''))
      throw unsound(path, (err as Error).message);
    throw err;
  }
  let integrity: unknown;
  try {
    integrity = db.pragma('integrity_check', { simple: true });
  } catch (err) {
    integrity = (err as Error).message;
  }
  if (integrity !== 'ok') throw unsound(path, String(integrity));
  return db;
}

const unsound = (path: string, problem: string) =>
  new MergeError(`${path} fails SQLite's integrity check (${problem}): restore it from a backup before merging.`);

function tablesOf(db: Db): Table[] {
  const names = db
    .prepare<[], string>(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .pluck()
    .all()
    .filter((n) => !SKIPPED.has(n));
  return names.map((name) => {
    const cols = db
      .prepare<[string], { name: string; type: string; pk: number }>('SELECT name, type, pk FROM pragma_table_info(?)')
      .all(name);
    const pks = cols.filter((c) => c.pk > 0);
    const ownId = pks.length === 1 && pks[0]!.name === 'id' && pks[0]!.type.toUpperCase() === 'INTEGER';
    const fks = db
      .prepare<[string], { from: string; table: string }>('SELECT "from", "table" FROM pragma_foreign_key_list(?)')
      .all(name)
      .map((f) => ({ column: f.from, table: f.table }));
    return { name, columns: cols.map((c) => c.name), ownId, refs: [...fks, ...(EXTRA_REFS[name] ?? [])] };
  });
}

function merge(target: Db, sources: Db[]): Omit<MergeReport, 'movedTo'> {
  // A row may point at one inserted after it (a conflict's suggested leader): checked at commit.
  target.pragma('defer_foreign_keys = ON');
  const tables = tablesOf(target);
  let replaced = 0;
  let campaigns = 0;
  let renumbered = 0;
  // The single file's copies of the partitions' campaigns (and of their servers' rolls), left
  // there by the split: the same id, server and creation time. Their rows go with them (cascade).
  for (const source of sources) {
    for (const c of source.prepare<[], Row>('SELECT id, guild_id, created_at FROM campaigns').all()) {
      replaced += target
        .prepare('DELETE FROM campaigns WHERE id = ? AND guild_id = ? AND created_at = ?')
        .run(c.id, c.guild_id, c.created_at).changes;
    }
    for (const r of source.prepare<[], Row>('SELECT id, guild_id, created_at FROM roll_states').all())
      target
        .prepare('DELETE FROM roll_states WHERE id = ? AND guild_id = ? AND created_at = ?')
        .run(r.id, r.guild_id, r.created_at);
  }
  for (const source of sources) {
    campaigns += source.prepare('SELECT COUNT(*) FROM campaigns').pluck().get() as number;
    // New ids first, for every table, so that every reference can be pointed at its row's id.
    const moved = new Map<string, Map<number, number>>();
    for (const t of tables.filter((x) => x.ownId)) {
      const taken = new Set(target.prepare<[], number>(`SELECT id FROM "${t.name}"`).pluck().all());
      const mine = source.prepare<[], number>(`SELECT id FROM "${t.name}" ORDER BY id`).pluck().all();
      let next = 0;
      for (const id of [...taken, ...mine]) if (id > next) next = id;
      const map = new Map<number, number>();
      for (const id of mine) {
        if (taken.has(id)) {
          map.set(id, ++next);
          renumbered++;
        } else taken.add(id);
      }
      moved.set(t.name, map);
    }
    const idOf = (table: string, id: number): number => moved.get(table)?.get(id) ?? id;
    for (const t of tables) copyTable(target, source, t, idOf);
  }
  const broken = target.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  if (broken.length > 0) {
    const b = broken[0]!;
    throw new MergeError(
      `The merge would leave ${b.table} row ${b.rowid} pointing at a missing ${b.parent} (and ${broken.length - 1} more): nothing was changed.`,
    );
  }
  return { campaigns, replaced, renumbered };
}

function copyTable(target: Db, source: Db, t: Table, idOf: (table: string, id: number) => number): void {
  const cols = t.columns.map((c) => `"${c}"`).join(', ');
  const insert = target.prepare(
    `${INSERT_VERB[t.name] ?? 'INSERT'} INTO "${t.name}" (${cols}) VALUES (${t.columns.map(() => '?').join(', ')})`,
  );
  for (const row of source.prepare<[], Row>(`SELECT ${cols} FROM "${t.name}" ORDER BY rowid`).iterate()) {
    if (t.ownId) row.id = idOf(t.name, row.id as number);
    for (const r of t.refs)
      if (typeof row[r.column] === 'number') row[r.column] = idOf(r.table, row[r.column] as number);
    renumberJson(t.name, row, idOf);
    try {
      insert.run(...t.columns.map((c) => row[c]));
    } catch (err) {
      throw new MergeError(`A row of ${t.name} cannot be merged (${(err as Error).message}): nothing was changed.`);
    }
  }
}

/** Ids kept inside JSON: a conflict's turn order, a drama roll's campaign, a message's buttons. */
function renumberJson(table: string, row: Row, idOf: (table: string, id: number) => number): void {
  if (table === 'conflicts' && typeof row.turn_order === 'string') {
    const order = JSON.parse(row.turn_order) as unknown;
    if (Array.isArray(order) && order.some((id) => typeof id === 'number' && idOf('participants', id) !== id))
      row.turn_order = JSON.stringify(order.map((id) => (typeof id === 'number' ? idOf('participants', id) : id)));
  }
  if (table === 'roll_states' && typeof row.state === 'string') {
    const stored = JSON.parse(row.state) as { state?: { campaignId?: unknown } };
    const id = stored.state?.campaignId;
    if (typeof id === 'number' && idOf('campaigns', id) !== id) {
      stored.state!.campaignId = idOf('campaigns', id);
      row.state = JSON.stringify(stored);
    }
  }
  if (table === 'button_messages') {
    row.custom_ids = String(row.custom_ids)
      .split('\n')
      .map((id) => (id === '' ? id : renumberCustomId(id, idOf)))
      .join('\n');
    row.components = renumberComponents(String(row.components), idOf);
  }
}
