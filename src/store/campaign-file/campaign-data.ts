import { z } from 'zod';
import { CAMPAIGN_TABLES, type Column, type ExportValue, type TableSpec } from './campaign-data-spec';

export type { ExportValue };
import type { Db } from '../engine/db';
import { parseJson, toJson } from '../engine/json';
import { prep, rowIdColumn } from '../engine/statements';
import { asCampaignId, asConflictId, type CampaignId } from '../engine/ids';
import { buildMissingDocuments, documentMismatch } from '../conflict/conflict-upgrade';
import { CAMPAIGN_FORMAT_VERSION, upgradeCampaignFile } from './campaign-data-upgrade';
import { CampaignDataError } from './campaign-data-error';
import { cutJson, parseCut, prettyJson } from './campaign-file-text';
import { Pieces, runAtOnce, type Steps } from '../engine/pieces';

// A whole campaign as one JSON document (the GM's own data): every row of every campaign table,
// ids replaced by local ids 1, 2, 3… in row order, so export → import → export gives the same file.
// Files carry their format version; older ones are upgraded first (campaign-data-upgrade.ts).
// A campaign can hold thousands of rows: export, checks and import all go in pieces (pieces.ts), so
// the event loop keeps turning for every other server meanwhile.

export const CAMPAIGN_FORMAT = 'venus-conflict-bot/campaign';
export { CAMPAIGN_FORMAT_VERSION };

export type ExportRow = Record<string, ExportValue>;
export interface CampaignExport {
  format: typeof CAMPAIGN_FORMAT;
  version: typeof CAMPAIGN_FORMAT_VERSION;
  /** Every campaign table, in import order; rows in the order they were written. */
  tables: Record<string, ExportRow[]>;
}

export { CampaignDataError };

const q = (name: string): string => `"${name}"`;
const hasId = (t: TableSpec): boolean => t.columns.id?.kind === 'id';

// ---- export ---------------------------------------------------------------------------------

/** Rows read per statement: a page is read well within a piece. */
const PAGE_ROWS = 250;

/** A campaign's rows as the database holds them, table by table: what an export is made from. */
export interface CampaignRows {
  campaignId: number;
  tables: ReadonlyMap<string, readonly Record<string, unknown>[]>;
}

/** Every row of every campaign table, with local ids (readCampaignRows, then campaignExportOf). */
export async function exportCampaignData(db: Db, campaignId: number, pieces = new Pieces()): Promise<CampaignExport> {
  return pieces.run(campaignExportOf(await readCampaignRows(db, campaignId, pieces)));
}

/**
 * The campaign's rows, read page by page. Call it inside a transaction, which keeps every page of
 * one and the same campaign; turning them into a file (campaignExportOf) can wait until after it.
 */
export async function readCampaignRows(db: Db, campaignId: number, pieces = new Pieces()): Promise<CampaignRows> {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const t of CAMPAIGN_TABLES) {
    const rows: Record<string, unknown>[] = [];
    for await (const page of pagesOf(db, t, Object.keys(t.columns), campaignId, pieces)) rows.push(...page);
    tables.set(t.name, rows);
  }
  return { campaignId, tables };
}

/** The file of a campaign's rows: ids made local (1, 2, 3… in row order), JSON parsed, flags true or false. */
export function* campaignExportOf({ campaignId, tables: stored }: CampaignRows): Steps<CampaignExport> {
  const localIds = new Map<string, Map<number, number>>();
  for (const t of CAMPAIGN_TABLES.filter(hasId)) {
    localIds.set(t.name, new Map(stored.get(t.name)!.map((r, i) => [r.id as number, i + 1])));
  }
  const local = (table: string, dbId: number, where: string): number => {
    const l = localIds.get(table)?.get(dbId);
    if (l === undefined)
      throw new Error(`${where} refers to ${table} ${dbId}, which is not part of campaign ${campaignId}.`);
    return l;
  };
  const tables: Record<string, ExportRow[]> = {};
  for (const t of CAMPAIGN_TABLES) {
    const names = Object.keys(t.columns);
    tables[t.name] = [];
    for (const [i, row] of stored.get(t.name)!.entries()) {
      const out = Object.fromEntries(
        names.map((n) => [n, exportValue(t.columns[n]!, row[n], `${t.name}.${n}`, i, local)]),
      );
      tables[t.name]!.push(t.exported ? t.exported(out) : out);
      yield;
    }
  }
  return { format: CAMPAIGN_FORMAT, version: CAMPAIGN_FORMAT_VERSION, tables };
}

/**
 * The campaign's rows of table `t` (columns `names`) in the order they were written, PAGE_ROWS at a
 * time: by id after the last one read, or, in the few small tables without an id, by the engine's own
 * row order and an offset.
 */
async function* pagesOf(
  db: Db,
  t: TableSpec,
  names: readonly string[],
  campaignId: number,
  pieces: Pieces,
): AsyncGenerator<Record<string, unknown>[]> {
  const from = `SELECT ${names.map(q).join(', ')} FROM ${q(t.name)} WHERE (${t.scope})`;
  const byId = hasId(t);
  const page = byId
    ? prep<[number, number], Record<string, unknown>>(db, `${from} AND id > ? ORDER BY id LIMIT ${PAGE_ROWS}`)
    : prep<[number, number], Record<string, unknown>>(
        db,
        `${from} ORDER BY ${rowIdColumn(db)} LIMIT ${PAGE_ROWS} OFFSET ?`,
      );
  let after = 0;
  for (;;) {
    const rows = await page.all(campaignId, after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_ROWS) return;
    after = byId ? (rows.at(-1)!.id as number) : after + rows.length;
    await pieces.turn();
  }
}

/** The file's text: JSON.stringify(doc, null, 2) and a line break, written rows at a time. */
export function* campaignFileText(doc: CampaignExport): Steps<string> {
  return yield* prettyJson(doc as unknown as ExportValue, '\n');
}

function exportValue(
  c: Column,
  v: unknown,
  where: string,
  index: number,
  local: (t: string, id: number, w: string) => number,
): ExportValue {
  switch (c.kind) {
    case 'id':
      return index + 1;
    case 'ref':
      return v === null ? null : local(c.table, v as number, where);
    case 'refs': {
      const ids = parseJson<number[]>(v as string | null, where);
      return ids === null ? null : ids.map((x) => local(c.table, x, where));
    }
    case 'bool':
      return v === 1;
    case 'json': {
      // In the file, keys stand in the order the schema lists them, as an import writes them back.
      const value = parseJson<ExportValue>(v as string | null, where);
      const checked = value === null ? null : c.schema.safeParse(value);
      return checked?.success ? (checked.data as ExportValue) : value;
    }
    default:
      return v as ExportValue;
  }
}

// ---- validation -----------------------------------------------------------------------------

function columnSchema(c: Column): z.ZodType {
  switch (c.kind) {
    case 'id':
      return z.int().positive();
    case 'ref':
      return c.nullable ? z.int().positive().nullable() : z.int().positive();
    case 'refs':
      return z.array(z.int().positive()).nullable();
    case 'value':
      return c.schema;
    case 'bool':
      return z.boolean();
    case 'json':
      return c.nullable ? c.schema.nullable() : c.schema;
    case 'guild':
      return z.string().min(1).max(100);
    case 'channel':
      return c.nullable ? z.string().min(1).max(100).nullable() : z.string().min(1).max(100);
  }
}

/** What one row of each table must look like: every column, nothing else (unknown keys are refused). */
const ROW_SCHEMAS = new Map<string, z.ZodType>(
  CAMPAIGN_TABLES.map((t) => [
    t.name,
    z.strictObject(Object.fromEntries(Object.entries(t.columns).map(([n, c]) => [n, columnSchema(c)]))),
  ]),
);

/** The file format: every table, every column, nothing else (unknown keys are refused). */
export const campaignExportSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_FORMAT_VERSION),
  tables: z.strictObject(Object.fromEntries(CAMPAIGN_TABLES.map((t) => [t.name, z.array(ROW_SCHEMAS.get(t.name)!)]))),
});

/** A checked file, upgraded to the current version, and the version it was written in. */
export interface CampaignFile {
  doc: CampaignExport;
  readVersion: number;
}

/** parseCampaignFile's document alone. */
export function parseCampaignExport(text: string): CampaignExport {
  return parseCampaignFile(text).doc;
}

/**
 * Parses and checks a file: JSON, an older version upgraded step by step, the zod schema, then
 * references (every id unique, every reference pointing at a row of the file). Throws
 * CampaignDataError with one sentence. All at once: for a file that may be large, readCampaignFile.
 */
export function parseCampaignFile(text: string): CampaignFile {
  return runAtOnce(campaignFileSteps(text));
}

/** parseCampaignFile in pieces, giving the event loop its turns: for a file of any size. */
export function readCampaignFile(text: string, pieces = new Pieces()): Promise<CampaignFile> {
  return pieces.run(campaignFileSteps(text));
}

function* campaignFileSteps(text: string): Steps<CampaignFile> {
  if (text.length > MAX_FILE_CHARS) throw new CampaignDataError('The file is too large to be a campaign export.');
  const cut = yield* cutJson(text);
  if (cut.depth > MAX_DEPTH)
    throw new CampaignDataError(`The file nests deeper than ${MAX_DEPTH} levels, which no campaign export does.`);
  let raw: unknown;
  try {
    raw = yield* parseCut(text, cut);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    throw new CampaignDataError('The file is not valid JSON.');
  }
  if (raw && typeof raw === 'object' && 'format' in raw && (raw as { format: unknown }).format !== CAMPAIGN_FORMAT) {
    throw new CampaignDataError(`The file is not a campaign export (its format should be "${CAMPAIGN_FORMAT}").`);
  }
  const version = raw && typeof raw === 'object' && 'version' in raw ? raw.version : CAMPAIGN_FORMAT_VERSION;
  if (
    !(typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= CAMPAIGN_FORMAT_VERSION)
  ) {
    throw new CampaignDataError(
      `The file is version ${String(version).slice(0, 20)} of the format; this bot reads versions 1 to ${CAMPAIGN_FORMAT_VERSION}.`,
    );
  }
  const { readVersion } = yield* upgradeCampaignFile(raw, campaignExportOf);
  yield;
  const doc = yield* checkedFile(raw);
  yield* checkReferences(doc);
  return { doc, readVersion };
}

/**
 * campaignExportSchema's verdict on a parsed file, a row at a time: the file's own keys first with
 * every table's rows left out, then each table's rows in turn. The sentence names the problem zod
 * would name first for the whole file: zod reports in the schema's order (the format, the version,
 * each table with its rows, then unknown keys of the tables, then of the file).
 */
function* checkedFile(raw: unknown): Steps<CampaignExport> {
  const top = campaignExportSchema.safeParse(withoutRows(raw));
  const first = top.success ? undefined : top.error.issues[0]!;
  const firstRank = first ? issueRank(first) : Number.POSITIVE_INFINITY;
  const tables: Record<string, ExportRow[]> = {};
  for (const [n, t] of CAMPAIGN_TABLES.entries()) {
    if (tableRank(n) >= firstRank) break;
    const schema = ROW_SCHEMAS.get(t.name)!;
    const rows: ExportRow[] = [];
    for (const [i, row] of ((raw as { tables: Record<string, unknown[]> }).tables[t.name] ?? []).entries()) {
      const checked = schema.safeParse(row);
      if (!checked.success) throw malformed(checked.error.issues[0]!, ['tables', t.name, i]);
      rows.push(checked.data as ExportRow);
      yield;
    }
    tables[t.name] = rows;
  }
  if (first) throw malformed(first, []);
  return { format: CAMPAIGN_FORMAT, version: CAMPAIGN_FORMAT_VERSION, tables };
}

/** The file with each table's rows left out (an empty list), for the check of its own keys. */
function withoutRows(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw.tables)) return raw;
  const tables = Object.fromEntries(
    Object.entries(raw.tables).map(([name, rows]) => [name, ROW_SCHEMAS.has(name) && Array.isArray(rows) ? [] : rows]),
  );
  return { ...raw, tables };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const tableRank = (n: number): number => 3 + n;

/** Where zod reports an issue of the file's own keys among the issues of the whole file. */
function issueRank(issue: z.core.$ZodIssue): number {
  const [head, table] = issue.path;
  if (head === undefined) return issue.code === 'unrecognized_keys' ? tableRank(CAMPAIGN_TABLES.length) + 1 : 0;
  if (head === 'format') return 1;
  if (head === 'version') return 2;
  if (head !== 'tables') return tableRank(CAMPAIGN_TABLES.length) + 1;
  if (table === undefined) return issue.code === 'unrecognized_keys' ? tableRank(CAMPAIGN_TABLES.length) : 3;
  return tableRank(CAMPAIGN_TABLES.findIndex((t) => t.name === table));
}

function malformed(issue: z.core.$ZodIssue, prefix: PropertyKey[]): CampaignDataError {
  const path = [...prefix, ...issue.path]
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  return new CampaignDataError(`The file is malformed at ${path || 'the top level'}: ${issue.message}.`);
}

/** Far above any real export (tens of kilobytes), below what the checks below can walk quickly. */
export const MAX_FILE_CHARS = 20_000_000;
/** A real export nests about ten levels deep (file, tables, rows, an exchange's steps, dice). */
export const MAX_DEPTH = 64;

/**
 * How deeply the JSON text nests arrays and objects, counted without parsing (no recursion), so a
 * hostile file cannot exhaust the stack of the parser or of the schema checks after it.
 */
export function nestingDepth(text: string): number {
  return runAtOnce(cutJson(text)).depth;
}

function* checkReferences(doc: CampaignExport): Steps<void> {
  const ids = new Map<string, Set<number>>();
  for (const t of CAMPAIGN_TABLES.filter(hasId)) {
    const seen = new Set<number>();
    for (const row of doc.tables[t.name]!) {
      const id = row.id as number;
      if (seen.has(id)) throw new CampaignDataError(`The file lists ${t.name} id ${id} twice.`);
      seen.add(id);
    }
    ids.set(t.name, seen);
    yield;
  }
  for (const only of ['campaigns', 'murphy_pools']) {
    if (doc.tables[only]!.length !== 1)
      throw new CampaignDataError(
        `The file must hold exactly one row in ${only} (it holds ${doc.tables[only]!.length}).`,
      );
  }
  for (const t of CAMPAIGN_TABLES) {
    const refs = Object.entries(t.columns).filter(([, c]) => c.kind === 'ref' || c.kind === 'refs');
    for (const [i, row] of doc.tables[t.name]!.entries()) {
      for (const [n, c] of refs) {
        const v = row[n];
        const list = v === null ? [] : c.kind === 'refs' ? (v as number[]) : [v as number];
        const table = (c as { table: string }).table;
        for (const x of list) {
          if (!ids.get(table)!.has(x))
            throw new CampaignDataError(`${t.name}[${i}].${n} refers to ${table} id ${x}, which is not in the file.`);
        }
      }
      if (i % 256 === 255) yield;
    }
    yield;
  }
}

// ---- import ---------------------------------------------------------------------------------

export interface ImportTarget {
  guildId: string;
  channelId: string;
}

/**
 * Writes a parsed file as a new campaign bound to `target` and returns its id. No guild or channel
 * id of the file is kept: each becomes the target's, so a file cannot plant anything elsewhere. Call it inside a
 * transaction: it throws CampaignDataError on the first row the database refuses, and the caller's
 * rollback leaves nothing behind.
 */
export async function importCampaignData(
  db: Db,
  doc: CampaignExport,
  target: ImportTarget,
  pieces = new Pieces(),
): Promise<CampaignId> {
  const dbIds = new Map<string, Map<number, number>>();
  const deferred: { table: string; rowid: number; column: string; value: () => unknown }[] = [];
  const resolve = (table: string, local: number): number | undefined => dbIds.get(table)?.get(local);

  for (const t of CAMPAIGN_TABLES) {
    const names = Object.keys(t.columns).filter((n) => t.columns[n]!.kind !== 'id');
    const ids = new Map<number, number>();
    dbIds.set(t.name, ids);
    const rows = doc.tables[t.name]!;
    const size = db.engine === 'postgres' && !(hasId(t) && t.dedupe) ? POSTGRES_BATCH : 1;
    for (let at = 0; at < rows.length; at += size) {
      const batch = rows.slice(at, at + size).map((row, k) => {
        const i = at + k;
        const later: { column: string; value: () => unknown }[] = [];
        const values = names.map((n) => {
          const c = t.columns[n]!;
          const v = row[n] ?? null;
          switch (c.kind) {
            case 'ref': {
              if (v === null) return null;
              const found = resolve(c.table, v as number);
              if (found !== undefined) return found;
              if (!c.nullable)
                throw new CampaignDataError(
                  `${t.name}[${i}].${n} refers to a ${c.table} row listed later in the file.`,
                );
              later.push({ column: n, value: () => resolve(c.table, v as number) });
              return null;
            }
            case 'refs': {
              if (v === null) return null;
              const list = v as number[];
              if (list.every((x) => resolve(c.table, x) !== undefined))
                return toJson(list.map((x) => resolve(c.table, x)));
              later.push({ column: n, value: () => toJson(list.map((x) => resolve(c.table, x))) });
              return null;
            }
            case 'bool':
              return v ? 1 : 0;
            case 'json':
              return v === null ? null : toJson(v);
            case 'guild':
              return target.guildId;
            case 'channel':
              // Every channel of the file is the one imported into: a thread's parent link goes.
              return c.nullable ? null : target.channelId;
            default:
              return v;
          }
        }) as Bound[];
        return { row, i, values, later };
      });
      const rowids = await insertRows(db, t, names, batch);
      // Only tables with an id of their own have columns filled in later (the spec's refs).
      for (const [k, { row, later }] of batch.entries()) {
        const rowid = rowids[k];
        if (rowid === null || rowid === undefined) continue;
        ids.set(row.id as number, rowid);
        for (const l of later) deferred.push({ table: t.name, rowid, ...l });
      }
      await pieces.turn();
    }
  }
  for (const d of deferred) {
    await prep(db, `UPDATE ${q(d.table)} SET ${q(d.column)} = ? WHERE id = ?`).run(
      d.value() as number | string | null,
      d.rowid,
    );
    await pieces.turn();
  }
  // A file from before documents: each conflict's state is built from its rows, as an upgrade does.
  await buildMissingDocuments(db, () => pieces.turn());
  const campaignId = resolve('campaigns', doc.tables.campaigns![0]!.id as number)!;
  for (const t of CAMPAIGN_TABLES) await t.imported?.(db, campaignId, () => pieces.turn());
  for (const [local, id] of dbIds.get('conflicts')!) {
    const problem = await documentMismatch(db, asConflictId(id));
    if (problem) throw new CampaignDataError(`Conflict ${local} of the file does not hold together: ${problem}.`);
    await pieces.turn();
  }
  return asCampaignId(campaignId);
}

/** A value bound to a statement. */
type Bound = string | number | null;

/**
 * Rows one INSERT writes on PostgreSQL, where every statement is a trip to the server; on SQLite a
 * statement a row costs next to nothing.
 */
const POSTGRES_BATCH = 200;

/**
 * Writes rows of table `t` and answers their new ids (null where the table has none). Several rows
 * go in one INSERT, inside a savepoint: when the database refuses it, they are written again one by
 * one, so that the sentence names the row it refused.
 */
async function insertRows(
  db: Db,
  t: TableSpec,
  names: readonly string[],
  rows: readonly { row: ExportRow; i: number; values: Bound[] }[],
): Promise<(number | null)[]> {
  const into = `INSERT INTO ${q(t.name)} (${names.map(q).join(', ')}) VALUES`;
  const tuple = `(${names.map(() => '?').join(', ')})`;
  const onConflict = t.dedupe ? ' ON CONFLICT DO NOTHING' : '';
  if (rows.length > 1) {
    const sql = `${into} ${rows.map(() => tuple).join(', ')}${onConflict}`;
    const values = rows.flatMap((r) => r.values);
    try {
      return await db.transaction(async (tx) => {
        if (!hasId(t)) {
          await prep(tx, sql).run(...values);
          return rows.map(() => null);
        }
        // PostgreSQL inserts the rows of a VALUES list in its order and returns them as it goes;
        // ids rising in that order prove it (identity values are handed out as rows are inserted).
        const ids = (await prep<Bound[], { id: number }>(tx, `${sql} RETURNING id`).all(...values)).map((r) => r.id);
        if (ids.length !== rows.length || ids.some((id, k) => k > 0 && id <= ids[k - 1]!))
          throw new Error('The new ids did not come back in the order of the rows.');
        return ids;
      });
    } catch (err) {
      if (mustRunAgain(err)) throw err;
      // Written again one by one below: the row the database refuses is named there.
    }
  }
  const insert = prep<Bound[]>(db, `${into} ${tuple}${onConflict}`);
  const ids: (number | null)[] = [];
  for (const { row, i, values } of rows) {
    try {
      if (hasId(t)) ids.push(await insert.insert(...values));
      else {
        await insert.run(...values);
        ids.push(null);
      }
    } catch (err) {
      if (mustRunAgain(err)) throw err;
      const refused = storeRefusal(err);
      if (t.name === 'conflicts' && refused.liveConflict) {
        throw new CampaignDataError(
          `Conflict ${String(row.id)} of the file is still running beside another: only one conflict can run in a channel, so end the others first.`,
        );
      }
      throw new CampaignDataError(`The file's ${t.name}[${i}] cannot be stored: ${refused.problem}.`);
    }
  }
  return ids;
}

/** PostgreSQL's word that the whole transaction must run again (the store does so): no refusal of the file. */
function mustRunAgain(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '40001' || code === '40P01';
}

/**
 * What the database said about a row it refused, in words for the person importing (never its own
 * text): by SQLite's extended result code or PostgreSQL's SQLSTATE, else by SQLite's message.
 */
function storeRefusal(err: unknown): { problem: string; liveConflict: boolean } {
  const { code = '', message = '', constraint = '' } = err as { code?: string; message?: string; constraint?: string };
  const is = (sqlite: RegExp, sqlstate: string, words: RegExp) =>
    sqlite.test(code) || code === sqlstate || words.test(message);
  if (is(/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/, '23505', /UNIQUE/)) {
    // Only one live conflict per channel: the index conflicts_live (SQLite names its columns instead).
    const liveConflict =
      constraint === 'conflicts_live' || /UNIQUE.*conflicts\.guild_id, conflicts\.channel_id/.test(message);
    return { problem: 'it repeats a name or a row another row of the file already holds', liveConflict };
  }
  const problem = is(/^SQLITE_CONSTRAINT_FOREIGNKEY$/, '23503', /FOREIGN KEY/)
    ? 'it points at a row that is not there'
    : is(/^SQLITE_CONSTRAINT_NOTNULL$/, '23502', /NOT NULL/)
      ? 'a value it needs is empty'
      : is(/^SQLITE_CONSTRAINT_CHECK$/, '23514', /CHECK/)
        ? 'one of its values is out of range'
        : 'the database refused it';
  return { problem, liveConflict: false };
}
