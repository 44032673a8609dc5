/**
 * Files that survive upgrades: a campaign file written by an older version of the bot imports
 * today with everything in it. The fixtures under test/store/fixtures/ were written by the code of
 * their version, unmodified (see their commits): format 1 (before migration 0004), format 2 before
 * migration 0012, format 2 as main wrote it just before format 3, format 3, and format 4 (before
 * migration 0020, for format 5's upgrade to be tested against).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { CAMPAIGN_TABLES } from '../../src/store/campaign-file/campaign-data-spec';
import {
  CAMPAIGN_FORMAT_VERSION,
  exportCampaignData,
  parseCampaignFile,
} from '../../src/store/campaign-file/campaign-data';
import { as, makeDeps } from '../app/helpers';
import { row, rows } from '../support/sql';
import { publicText } from '../app/campaign/world';
import { GM, SHRED } from '../app/campaign/rich-campaign';

type Row = Record<string, unknown>;
type File = { version: number; tables: Record<string, Row[]> };

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const FIXTURES = [
  { name: 'campaign-format-1.json', version: 1 },
  { name: 'campaign-format-2-before-0012.json', version: 2 },
  { name: 'campaign-format-2.json', version: 2 },
  { name: 'campaign-format-3.json', version: 3 },
  { name: 'campaign-format-4.json', version: 4 },
] as const;

/** The file imported into a fresh database (beside another campaign), and its export today. */
async function imported(text: string) {
  const deps = makeDeps();
  await app.createCampaign(deps, as('u-other', 'c0'), { name: 'Ishtar' });
  const o = await app.importCampaign(deps, as(GM, 'c7'), { json: text });
  const id = (await row<{ id: number }>(deps.db, "SELECT id FROM campaigns WHERE name <> 'Ishtar'"))!.id;
  return { deps, notice: publicText(o), again: (await exportCampaignData(deps.db, id)) as unknown as File };
}

const carried = (table: string) =>
  Object.entries(CAMPAIGN_TABLES.find((t) => t.name === table)!.columns)
    .filter(([, c]) => c.kind !== 'guild' && c.kind !== 'channel')
    .map(([n]) => n);

describe.each(FIXTURES)('a campaign file of format $version ($name)', ({ name, version }) => {
  const text = fixture(name);
  const old = JSON.parse(text) as File;
  let notice: string;
  let again: File;
  let deps: Awaited<ReturnType<typeof imported>>['deps'];
  beforeAll(async () => {
    ({ notice, again, deps } = await imported(text));
  });

  it('GIVEN the file THEN it was written in its version and is read as that version', () => {
    expect(old.version).toBe(version);
    expect(parseCampaignFile(text).readVersion).toBe(version);
    expect(again.version).toBe(CAMPAIGN_FORMAT_VERSION);
  });

  it('GIVEN it is imported THEN the GM is told which version was read, when it was brought up to date', () => {
    expect(notice).toMatch(
      /^📦 Campaign \*\*Eros Nights\*\* is imported into this channel: 3 characters, 2 NPCs, 2 conflicts\./,
    );
    const upgraded = `The file was exported by an older version of the bot (file format ${version}) and has been brought up to date.`;
    if (version < CAMPAIGN_FORMAT_VERSION) expect(notice).toContain(upgraded);
    else expect(notice).not.toContain('older version');
  });

  it('GIVEN every row of every table of the file THEN each comes back with every value it held', () => {
    for (const [table, rows] of Object.entries(old.tables)) {
      const now = again.tables[table]!;
      expect(now, table).toHaveLength(rows.length);
      rows.forEach((row, i) => {
        for (const [column, value] of Object.entries(row)) {
          if (column === 'zones') {
            // Migration 0004: the zones a purchase paid for beyond the first became its place scale.
            expect(now[i]!.place_scale, `${table}[${i}].${column}`).toBe(Math.max((value as number) - 1, 0));
            continue;
          }
          if (!carried(table).includes(column)) continue; // guild and channel ids become the importer's
          expect(now[i]![column], `${table}[${i}].${column}`).toEqual(value);
        }
      });
    }
  });

  it('GIVEN the characters, effects, points and balances THEN they read as they did', async () => {
    const col = (table: string, column: string, file: File) => file.tables[table]!.map((r) => r[column]);
    expect(col('characters', 'name', again)).toEqual(['Shred', 'Sven', 'Wire']);
    for (const [table, column] of [
      ['characters', 'player_points'],
      ['effects', 'text'],
      ['effects', 'active'],
      ['points_log', 'balance'],
      ['restricted_points', 'amount'],
      ['murphy_pools', 'balance'],
      ['murphy_log', 'balance'],
      ['participants', 'pool'],
      ['participants', 'books'],
    ] as const)
      expect(col(table, column, again), `${table}.${column}`).toEqual(col(table, column, old));
    const murphy = (await app.showMurphy(deps, as(GM, 'c7'))).private[GM]?.[0];
    expect(murphy).toMatchObject({ kind: 'murphy', balance: old.tables.murphy_pools![0]!.balance });
  });

  it('GIVEN a table or column the file is older than THEN it holds what the old file means', () => {
    if (version < 3)
      for (const table of ['drama_balances', 'drama_log', 'roll_states'])
        expect(again.tables[table], table).toEqual([]);
    if (!old.tables.gear_goals) expect(again.tables.gear_goals).toEqual([]);
    if (!('mook' in old.tables.conflict_npcs![0]!))
      expect(again.tables.conflict_npcs!.map((n) => n.mook)).toEqual(old.tables.conflict_npcs!.map(() => false));
    if (!('resisted' in old.tables.exchanges![0]!)) {
      const over = again.tables.exchanges!.filter((x) => x.status !== 'pending');
      expect(over.map((x) => [x.target_name, x.disputed_by, x.resisted])).toEqual(over.map(() => [null, null, []]));
    }
    // Format 5 (migration 0020): a connection's mark names its lifestyle instead of pointing at its row.
    const lifestyleName = new Map(old.tables.lifestyles!.map((l) => [l.id, l.name]));
    expect(again.tables.connection_points!.map((m) => m.lifestyle_name)).toEqual(
      old.tables.connection_points?.map((m) => m.lifestyle_name ?? lifestyleName.get(m.lifestyle_id)) ?? [],
    );
    // Conflicts from before documents get theirs, built from their rows.
    for (const c of again.tables.conflicts!) expect(c.state).not.toBeNull();
  });
});

describe('format 3: drama balances and preset rolls travel', () => {
  it('GIVEN the file of today THEN its drama and its public roll come back, the roll spending in its new campaign', async () => {
    const { settledCampaign } = await import('../app/campaign/rich-campaign');
    const source = await settledCampaign();
    const file = (await exportCampaignData(source.db, 1)) as unknown as File;
    expect(file.tables.drama_balances).toEqual([{ campaign_id: 1, user_id: SHRED, balance: 2 }]);
    expect(file.tables.drama_log!.map((r) => r.balance)).toEqual([5, 2]);
    // The secret roll is its roller's alone: not in the GM's file.
    expect(file.tables.roll_states!.map((r) => r.secret)).toEqual([false]);
    const { again, deps } = await imported(JSON.stringify(file));
    expect(again.tables.drama_balances).toEqual(file.tables.drama_balances);
    expect(again.tables.roll_states).toEqual(
      file.tables.roll_states!.map((r) => ({ ...r, guild_id: 'g1', channel_id: 'c7' })),
    );
    const stored = await rows<{ campaign_id: number; state: string }>(
      deps.db,
      'SELECT campaign_id, state FROM roll_states ORDER BY id',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.campaign_id).toBe(2);
    expect(JSON.parse(stored[0]!.state).state.campaignId).toBe(2);
  });

  it.each([
    ['a drama roll spending from a campaign named as text', (r: Row) => ((r.state as any).state.campaignId = '1')],
    ['a roll of an unknown system', (r: Row) => ((r.state as any).state.system = 'tarot')],
    ['a roller written as markup', (r: Row) => (r.who = '**Boss**')],
  ])('GIVEN %s THEN the file is refused', async (_n, forge) => {
    const { settledCampaign } = await import('../app/campaign/rich-campaign');
    const file = (await exportCampaignData((await settledCampaign()).db, 1)) as unknown as File;
    forge(file.tables.roll_states![0]!);
    expect(() => parseCampaignFile(JSON.stringify(file))).toThrow(/tables\.roll_states\[0\]/);
  });

  it('GIVEN a drama balance above what a GM can grant THEN the file is refused', async () => {
    const { settledCampaign } = await import('../app/campaign/rich-campaign');
    const file = (await exportCampaignData((await settledCampaign()).db, 1)) as unknown as File;
    file.tables.drama_balances![0]!.balance = 1_000_001;
    expect(() => parseCampaignFile(JSON.stringify(file))).toThrow(/tables\.drama_balances\[0\]\.balance/);
  });
});
