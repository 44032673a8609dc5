// Older campaign files, brought up to the current format one version at a time before they are
// checked: each step gives every column added since the value an older file means (what the
// migration that added it gave existing rows) and every table added since an empty list. A step
// only fills what is missing, never overwrites: files of one version were written over several
// migrations, so some already hold what a step would add.

type Row = Record<string, unknown>;
type Tables = Record<string, unknown>;

/** The format written today. Bump it with a step below whenever an export's shape changes. */
export const CAMPAIGN_FORMAT_VERSION = 5;

/** steps[n] turns the tables of a version-n file into those of version n + 1. */
const steps: Record<number, (tables: Tables) => void> = {
  // Migration 0004: a purchase's zones became its place scale (the same number).
  1: (tables) => {
    for (const row of rowsOf(tables, 'purchases')) {
      if (!('place_scale' in row) && 'zones' in row) {
        row.place_scale = row.zones;
        delete row.zones;
      }
    }
  },
  // Version 2 was written from migration 0004 to 0015; version 3 adds drama and preset rolls.
  2: (tables) => {
    // 0005 enemies, 0006 connection points, 0012 goals on gear: none before.
    for (const t of ['enemies', 'connection_points', 'gear_goals']) tables[t] ??= [];
    // 0011: every NPC in a conflict was a full NPC.
    fill(tables, 'conflict_npcs', { mook: false });
    // 0013: a goal names its target participant itself.
    fill(tables, 'conflict_goals', { target_name: null });
    // 0014: a pending exchange's marks read from the log, as the migration did; none once over.
    for (const x of rowsOf(tables, 'exchanges')) {
      const marks = x.status === 'pending' ? marksFromLog(rowsOf(tables, 'events'), x) : {};
      fillRow(x, { target_name: null, disputed_by: null, resisted: [], ...marks });
    }
    // 0015: no document; the import builds it from the rows (src/store/conflict-upgrade.ts).
    fill(tables, 'conflicts', { state: null, state_version: 0 });
    // Format 3: drama balances and preset roll states travel too.
    for (const t of ['drama_balances', 'drama_log', 'roll_states']) tables[t] ??= [];
  },
  // Migrations 0016 and 0017. 0016: lifestyles list gear, contacts and a memento; a skill is the player's own
  // unless a lifestyle granted it; gear may come with a lifestyle; campaigns keep lifestyles.
  3: (tables) => {
    fill(tables, 'lifestyles', { gear: [], contacts: [], memento: '' });
    fill(tables, 'character_skills', { own: 1 });
    fill(tables, 'gear', { lifestyle_id: null });
    tables.campaign_lifestyles ??= [];
    // Migration 0017: gear needs no skill (R2.4), NPCs carry no lifestyle (R2.5), no Murphy point
    // is owed by a character who begged (R10.3).
    fill(tables, 'gear', { needs_key: null, needs_text: null });
    fill(tables, 'npcs', { lifestyles: [] });
    fill(tables, 'murphy_log', { owed_by: null });
  },
  // Migration 0020: a connection's mark names its lifestyle instead of pointing at its row; where
  // one connection served twice in a session, the first mark stands for both (as the migration).
  4: (tables) => {
    const names = new Map(rowsOf(tables, 'lifestyles').map((l) => [l.id, l.name]));
    const seen = new Set<string>();
    const marks = tables.connection_points;
    if (!Array.isArray(marks)) return;
    tables.connection_points = marks.filter((row) => {
      if (!isObject(row) || 'lifestyle_name' in row || !('lifestyle_id' in row)) return true;
      const name = names.get(row.lifestyle_id);
      if (typeof name !== 'string') return true; // left for the checks to refuse
      row.lifestyle_name = name;
      delete row.lifestyle_id;
      const once = JSON.stringify([row.character_id, name.toLowerCase(), row.session_id]);
      if (seen.has(once)) return false;
      seen.add(once);
      return true;
    });
  },
};

/**
 * Tables the current format gained before it was released: a file of that version written without
 * them has none (R2.5 friends came after the first version-5 files were written).
 */
const LATE_TABLES: readonly string[] = ['friends'];

export interface UpgradedFile {
  /** The file, as the current version would have written it. */
  doc: unknown;
  /** The version the file was written in. */
  readVersion: number;
}

/**
 * A parsed file of any version from 1 up, upgraded step by step to the current one (in place).
 * Anything that is not an older file of this format is returned as it is, for the checks to
 * refuse with their own sentence.
 */
export function upgradeCampaignFile(raw: unknown): UpgradedFile {
  if (!isObject(raw) || !isObject(raw.tables)) return { doc: raw, readVersion: CAMPAIGN_FORMAT_VERSION };
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CAMPAIGN_FORMAT_VERSION)
    return { doc: raw, readVersion: typeof version === 'number' ? version : CAMPAIGN_FORMAT_VERSION };
  for (let v = version; v < CAMPAIGN_FORMAT_VERSION; v++) steps[v]!(raw.tables);
  for (const t of LATE_TABLES) raw.tables[t] ??= [];
  raw.version = CAMPAIGN_FORMAT_VERSION;
  return { doc: raw, readVersion: version };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The rows of a table that are objects (anything else is left for the checks to refuse). */
function rowsOf(tables: Tables, name: string): Row[] {
  const rows = tables[name];
  return Array.isArray(rows) ? rows.filter(isObject) : [];
}

function fill(tables: Tables, name: string, values: Row): void {
  for (const row of rowsOf(tables, name)) fillRow(row, values);
}

function fillRow(row: Row, values: Row): void {
  for (const [k, v] of Object.entries(values)) if (!(k in row)) row[k] = v;
}

/** Migration 0014's backfill, on the file's own log: the lead's target, the disputer, the resisters. */
function marksFromLog(events: readonly Row[], x: Row): Row {
  const of = (kind: string) =>
    events
      .filter((e) => e.conflict_id === x.conflict_id && e.kind === kind && isObject(e.payload))
      .map((e) => e.payload as Row)
      .filter((p) => p.no === x.no);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const target = of('lead')
    .map((p) => text(p.target))
    .filter((t) => t !== undefined)
    .at(-1);
  const disputer = of('disputed')
    .map((p) => text(p.by))
    .find((t) => t !== undefined);
  const resisted = of('resisted')
    .map((p) => text(p.name))
    .filter((t) => t !== undefined);
  return { target_name: target ?? null, disputed_by: disputer ?? null, resisted };
}
