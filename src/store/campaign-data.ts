import { z } from 'zod';
import { CAMPAIGN_TABLES, type Column, type ExportValue, type TableSpec } from './campaign-data-spec';

export type { ExportValue };
import type { Db } from './db';
import { parseJson, toJson } from './json';
import { prep, rowIdColumn } from './statements';
import { asCampaignId, asConflictId, type CampaignId } from './ids';
import { buildMissingDocuments, documentMismatch } from './conflict-upgrade';
import { CAMPAIGN_FORMAT_VERSION, upgradeCampaignFile } from './campaign-data-upgrade';

// A whole campaign as one JSON document (the GM's own data): every row of every campaign table,
// ids replaced by local ids 1, 2, 3… in row order, so export → import → export gives the same file.
// Files carry their format version; older ones are upgraded first (campaign-data-upgrade.ts).

export const CAMPAIGN_FORMAT = 'venus-conflict-bot/campaign';
export { CAMPAIGN_FORMAT_VERSION };

export type ExportRow = Record<string, ExportValue>;
export interface CampaignExport {
  format: typeof CAMPAIGN_FORMAT;
  version: typeof CAMPAIGN_FORMAT_VERSION;
  /** Every campaign table, in import order; rows in the order they were written. */
  tables: Record<string, ExportRow[]>;
}

/** A file that cannot be imported; the message is one sentence naming the problem. */
export class CampaignDataError extends Error {
  override readonly name = 'CampaignDataError';
}

const q = (name: string): string => `"${name}"`;
const hasId = (t: TableSpec): boolean => t.columns.id?.kind === 'id';

// ---- export ---------------------------------------------------------------------------------

export async function exportCampaignData(db: Db, campaignId: number): Promise<CampaignExport> {
  const localIds = new Map<string, Map<number, number>>();
  for (const t of CAMPAIGN_TABLES.filter(hasId)) {
    const ids = await prep<[number], { id: number }>(
      db,
      `SELECT id FROM ${q(t.name)} WHERE ${t.scope} ORDER BY id`,
    ).all(campaignId);
    localIds.set(t.name, new Map(ids.map((r, i) => [r.id, i + 1])));
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
    const rows = await prep<[number], Record<string, unknown>>(
      db,
      `SELECT ${names.map(q).join(', ')} FROM ${q(t.name)} WHERE ${t.scope} ORDER BY ${hasId(t) ? 'id' : rowIdColumn(db)}`,
    ).all(campaignId);
    tables[t.name] = rows.map((row, i) => {
      const out = Object.fromEntries(
        names.map((n) => [n, exportValue(t.columns[n]!, row[n], `${t.name}.${n}`, i, local)]),
      );
      return t.exported ? t.exported(out) : out;
    });
  }
  return { format: CAMPAIGN_FORMAT, version: CAMPAIGN_FORMAT_VERSION, tables };
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

/** The file format: every table, every column, nothing else (unknown keys are refused). */
export const campaignExportSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_FORMAT_VERSION),
  tables: z.strictObject(
    Object.fromEntries(
      CAMPAIGN_TABLES.map((t) => {
        const rows = z.array(
          z.strictObject(Object.fromEntries(Object.entries(t.columns).map(([n, c]) => [n, columnSchema(c)]))),
        );
        return [t.name, rows];
      }),
    ),
  ),
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
 * CampaignDataError with one sentence.
 */
export function parseCampaignFile(text: string): CampaignFile {
  if (text.length > MAX_FILE_CHARS) throw new CampaignDataError('The file is too large to be a campaign export.');
  if (nestingDepth(text) > MAX_DEPTH)
    throw new CampaignDataError(`The file nests deeper than ${MAX_DEPTH} levels, which no campaign export does.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
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
  const { readVersion } = upgradeCampaignFile(raw);
  const parsed = campaignExportSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    throw new CampaignDataError(`The file is malformed at ${path || 'the top level'}: ${issue.message}.`);
  }
  const doc = parsed.data as unknown as CampaignExport;
  checkReferences(doc);
  return { doc, readVersion };
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
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // a backslash escapes the next character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) max = Math.max(max, ++depth);
    else if (ch === 93 || ch === 125) depth--;
  }
  return max;
}

function checkReferences(doc: CampaignExport): void {
  const ids = new Map<string, Set<number>>();
  for (const t of CAMPAIGN_TABLES.filter(hasId)) {
    const seen = new Set<number>();
    for (const row of doc.tables[t.name]!) {
      const id = row.id as number;
      if (seen.has(id)) throw new CampaignDataError(`The file lists ${t.name} id ${id} twice.`);
      seen.add(id);
    }
    ids.set(t.name, seen);
  }
  for (const only of ['campaigns', 'murphy_pools']) {
    if (doc.tables[only]!.length !== 1)
      throw new CampaignDataError(
        `The file must hold exactly one row in ${only} (it holds ${doc.tables[only]!.length}).`,
      );
  }
  for (const t of CAMPAIGN_TABLES) {
    doc.tables[t.name]!.forEach((row, i) => {
      for (const [n, c] of Object.entries(t.columns)) {
        if (c.kind !== 'ref' && c.kind !== 'refs') continue;
        const v = row[n];
        const list = v === null ? [] : c.kind === 'refs' ? (v as number[]) : [v as number];
        for (const x of list) {
          if (!ids.get(c.table)!.has(x))
            throw new CampaignDataError(`${t.name}[${i}].${n} refers to ${c.table} id ${x}, which is not in the file.`);
        }
      }
    });
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
export async function importCampaignData(db: Db, doc: CampaignExport, target: ImportTarget): Promise<CampaignId> {
  const dbIds = new Map<string, Map<number, number>>();
  const deferred: { table: string; rowid: number; column: string; value: () => unknown }[] = [];
  const resolve = (table: string, local: number): number | undefined => dbIds.get(table)?.get(local);

  for (const t of CAMPAIGN_TABLES) {
    const names = Object.keys(t.columns).filter((n) => t.columns[n]!.kind !== 'id');
    const insert = prep(
      db,
      `INSERT INTO ${q(t.name)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})${t.dedupe ? ' ON CONFLICT DO NOTHING' : ''}`,
    );
    const ids = new Map<number, number>();
    dbIds.set(t.name, ids);
    for (const [i, row] of doc.tables[t.name]!.entries()) {
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
              throw new CampaignDataError(`${t.name}[${i}].${n} refers to a ${c.table} row listed later in the file.`);
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
      });
      // Only tables with an id of their own have columns filled in later (the spec's refs).
      let rowid: number | null = null;
      try {
        const bound = values as (string | number | null)[];
        if (hasId(t)) rowid = await insert.insert(...bound);
        else await insert.run(...bound);
      } catch (err) {
        const message = (err as Error).message;
        if (t.name === 'conflicts' && /UNIQUE.*conflicts\.guild_id, conflicts\.channel_id/.test(message)) {
          throw new CampaignDataError(
            `Conflict ${String(row.id)} of the file is still running beside another: only one conflict can run in a channel, so end the others first.`,
          );
        }
        throw new CampaignDataError(`The file's ${t.name}[${i}] cannot be stored: ${storeProblem(message)}.`);
      }
      if (rowid !== null) {
        ids.set(row.id as number, rowid);
        for (const l of later) deferred.push({ table: t.name, rowid, ...l });
      }
    }
  }
  for (const d of deferred) {
    await prep(db, `UPDATE ${q(d.table)} SET ${q(d.column)} = ? WHERE id = ?`).run(
      d.value() as number | string | null,
      d.rowid,
    );
  }
  // A file from before documents: each conflict's state is built from its rows, as an upgrade does.
  await buildMissingDocuments(db);
  const campaignId = resolve('campaigns', doc.tables.campaigns![0]!.id as number)!;
  for (const t of CAMPAIGN_TABLES) await t.imported?.(db, campaignId);
  for (const [local, id] of dbIds.get('conflicts')!) {
    const problem = await documentMismatch(db, asConflictId(id));
    if (problem) throw new CampaignDataError(`Conflict ${local} of the file does not hold together: ${problem}.`);
  }
  return asCampaignId(campaignId);
}

/** What the database said about a row it refused, in words for the person importing (never its own text). */
function storeProblem(message: string): string {
  if (/UNIQUE/.test(message)) return 'it repeats a name or a row another row of the file already holds';
  if (/FOREIGN KEY/.test(message)) return 'it points at a row that is not there';
  if (/NOT NULL/.test(message)) return 'a value it needs is empty';
  if (/CHECK/.test(message)) return 'one of its values is out of range';
  return 'the database refused it';
}
