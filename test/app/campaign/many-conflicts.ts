// A campaign file with many finished conflicts, made from a smaller one without playing them: the
// rows of its conflicts (and of everything that hangs from a conflict) are copied with fresh local
// ids, as if the same fights had been fought again and again.
import { CAMPAIGN_TABLES, type TableSpec } from '../../../src/store/campaign-file/campaign-data-spec';
import type { CampaignExport, ExportRow } from '../../../src/store/campaign-file/campaign-data';

/** The tables whose rows belong to one conflict: the conflicts themselves and what their scope names. */
const OF_CONFLICT = new Set(
  CAMPAIGN_TABLES.filter((t) => t.name === 'conflicts' || t.scope.startsWith('conflict_id IN')).map((t) => t.name),
);

/** `doc` (every conflict ended) with its conflicts copied until it holds `count` of them. */
export function withConflicts(doc: CampaignExport, count: number): CampaignExport {
  const out: CampaignExport = structuredClone(doc);
  const top = new Map<string, number>();
  for (const t of CAMPAIGN_TABLES) top.set(t.name, Math.max(0, ...doc.tables[t.name]!.map((r) => Number(r.id ?? 0))));
  for (let copy = 1; out.tables.conflicts!.length < count; copy++) {
    const shift = (table: string, id: number) => (OF_CONFLICT.has(table) ? id + copy * top.get(table)! : id);
    for (const t of CAMPAIGN_TABLES.filter((t) => OF_CONFLICT.has(t.name))) {
      for (const row of doc.tables[t.name]!) {
        if (t.name === 'conflicts' && out.tables.conflicts!.length >= count) break;
        out.tables[t.name]!.push(copied(t, row, shift));
      }
    }
  }
  // Rows of a conflict that was not copied (the last round stopped short) go again.
  const conflicts = new Set(out.tables.conflicts!.map((c) => c.id));
  for (const name of OF_CONFLICT) {
    if (name !== 'conflicts')
      out.tables[name] = out.tables[name]!.filter((r) => conflicts.has(r.conflict_id as number));
  }
  return out;
}

function copied(t: TableSpec, row: ExportRow, shift: (table: string, id: number) => number): ExportRow {
  const out: ExportRow = structuredClone(row);
  for (const [name, c] of Object.entries(t.columns)) {
    const v = row[name];
    if (v === null || v === undefined) continue;
    if (c.kind === 'id') out[name] = shift(t.name, v as number);
    else if (c.kind === 'ref') out[name] = shift(c.table, v as number);
    else if (c.kind === 'refs') out[name] = (v as number[]).map((x) => shift(c.table, x));
  }
  return out;
}
