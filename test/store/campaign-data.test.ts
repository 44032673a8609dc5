import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TABLES, NOT_CAMPAIGN_DATA } from '../../src/store/campaign-file/campaign-data-spec';
import {
  CampaignDataError,
  exportCampaignData,
  importCampaignData,
  nestingDepth,
  parseCampaignExport,
} from '../../src/store/campaign-file/campaign-data';
import { campaignForChannel } from '../../src/store/campaign/campaigns';
import * as app from '../../src/app';
import { as } from '../app/helpers';
import { columnNames, row, tableNames } from '../support/sql';
import { testStore } from '../support/test-store';
import { asImportedInto, GM, richCampaign, THREAD } from '../app/campaign/rich-campaign';

type Db = Parameters<typeof exportCampaignData>[0];

const text = async (db: Db, id = 1) => JSON.stringify(await exportCampaignData(db, id), null, 2);

/** Imports `doc` in a transaction of its own, as the use case does. */
const importInto = (db: Db, doc: string, target: { guildId: string; channelId: string }) =>
  db.transaction((tx) => importCampaignData(tx, parseCampaignExport(doc), target));

describe('campaign data: the export covers the whole schema', () => {
  const db = testStore();
  let tables: string[];
  beforeAll(async () => {
    tables = await tableNames(db);
  });

  it('GIVEN every table of the database THEN each is exported or named as not campaign data', () => {
    const listed = CAMPAIGN_TABLES.map((t) => t.name);
    expect(tables.filter((t) => !listed.includes(t) && !NOT_CAMPAIGN_DATA.includes(t))).toEqual([]);
    expect(listed.filter((t) => !tables.includes(t))).toEqual([]);
  });

  it.each(CAMPAIGN_TABLES.map((t) => [t.name, t] as const))(
    'GIVEN table %s THEN every column travels in the file',
    async (name, spec) => {
      expect(Object.keys(spec.columns)).toEqual(await columnNames(db, name));
    },
  );

  it('GIVEN the import order THEN every non-null reference points to an earlier table', () => {
    const order = CAMPAIGN_TABLES.map((t) => t.name);
    for (const t of CAMPAIGN_TABLES) {
      for (const [col, c] of Object.entries(t.columns)) {
        if (c.kind === 'ref' && !c.nullable)
          expect(order.indexOf(c.table), `${t.name}.${col}`).toBeLessThan(order.indexOf(t.name));
      }
    }
  });
});

describe('exportCampaignData / importCampaignData', () => {
  let source: Awaited<ReturnType<typeof richCampaign>>;
  let original: string;
  beforeAll(async () => {
    source = await richCampaign();
    original = await text(source.db);
  });

  it('GIVEN a campaign that went through everything THEN every table it touched has rows in the file', async () => {
    const doc = await exportCampaignData(source.db, 1);
    const empty = Object.entries(doc.tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([t]) => t);
    expect(empty).toEqual([]);
    expect(doc).toMatchObject({ format: 'venus-conflict-bot/campaign', version: 5 });
    // Secret pools, raw rolls and commitments travel too: it is the GM's own data.
    // Pools in play travel in the conflict's document (its participant rows take them once it ends).
    const pools = doc.tables
      .conflicts!.flatMap(
        (c) => (c.state as { state: { participants: { pool: number[] }[] } } | null)?.state.participants ?? [],
      )
      .map((p) => p.pool)
      .filter((pool) => pool.length > 0);
    expect(pools).toEqual([
      [6, 5, 4, 4],
      [6, 5, 5, 4],
    ]);
    expect(doc.tables.participants!.every((p) => p.rolled === null || typeof p.commitment === 'string')).toBe(true);
    expect(doc.tables.conflicts!.map((c) => [c.channel_id, c.parent_channel_id])).toEqual([
      ['c1', null],
      ['t1', 'c1'],
    ]);
  });

  it('GIVEN export → import into a fresh database → export THEN the two files are identical', async () => {
    const fresh = testStore();
    const id = await importInto(fresh, original, { guildId: 'g1', channelId: 'c1' });
    expect(await text(fresh, id)).toBe(asImportedInto(original, 'c1'));
  });

  it('GIVEN a file whose conflicts hold no document, as before documents THEN each conflict is rebuilt from its rows on import', async () => {
    const old = JSON.parse(original) as { tables: { conflicts: Record<string, unknown>[] } };
    for (const row of old.tables.conflicts) {
      row.state = null;
      row.state_version = 0;
    }
    const fresh = testStore();
    const id = await importInto(fresh, JSON.stringify(old), { guildId: 'g1', channelId: 'c1' });
    const again = (await exportCampaignData(fresh, id)).tables.conflicts!;
    const was = (JSON.parse(original) as { tables: { conflicts: { phase: string; state: { state: unknown } }[] } })
      .tables.conflicts;
    expect(again.map((c) => c.state_version)).toEqual(was.map(() => 1));
    // What the rows kept comes back: the phase and who sits where (the rest starts at its defaults).
    again.forEach((c, i) => {
      const state = (c.state as { state: { phase: string; participants: { name: string }[] } }).state;
      const before = was[i]!.state.state as { phase: string; participants: { name: string }[] };
      expect(state.phase).toBe(before.phase);
      expect(state.participants.map((p) => p.name)).toEqual(before.participants.map((p) => p.name));
    });
  });

  it('GIVEN a copy next to the original while a thread conflict of the file is live THEN the copy runs in its own channel and the thread is untouched', async () => {
    const before = await text(source.db);
    const id = await importInto(source.db, original, { guildId: 'g2', channelId: 'c2' });
    expect(await text(source.db, id)).toBe(
      asImportedInto(original, 'c2').replaceAll('"guild_id": "g1"', '"guild_id": "g2"'),
    );
    expect(await text(source.db, 1)).toBe(before);
    expect(await row(source.db, 'SELECT COUNT(*) AS n FROM conflicts WHERE channel_id = ?', THREAD)).toEqual({
      n: 1,
    });
  });

  it('GIVEN a second copy in the same channel while the first copy’s conflict is live THEN it is refused, naming why', async () => {
    const before = await text(source.db, 2);
    await expect(importInto(source.db, original, { guildId: 'g2', channelId: 'c2' })).rejects.toThrow(
      /still running beside another: only one conflict can run in a channel/,
    );
    expect(await text(source.db, 2)).toBe(before);
  });

  it('GIVEN that conflict ended THEN a copy in another channel gets new ids and exports the same but for the channel', async () => {
    await app.endConflictCommand(source, { ...as(GM, THREAD), parentChannelId: 'c1' });
    const now = await text(source.db);
    const id = await importInto(source.db, now, { guildId: 'g1', channelId: 'c3' });
    // A new id: 3 on SQLite; PostgreSQL's sequence skips the one the refused copy above took.
    expect(id).toBeGreaterThan(2);
    expect((await campaignForChannel(source.db, 'g1', 'c3'))?.id).toBe(id);
    expect(await text(source.db, id)).toBe(asImportedInto(now, 'c3'));
    expect(await text(source.db, 1)).toBe(now);
  });

  it('GIVEN a file nested thousands of levels deep THEN parse refuses it in one sentence before any schema check', () => {
    const deep = original.replace('"tables": {', `"deep": ${'['.repeat(5000)}${']'.repeat(5000)}, "tables": {`);
    expect(() => parseCampaignExport(deep)).toThrow(
      new CampaignDataError('The file nests deeper than 64 levels, which no campaign export does.'),
    );
    expect(nestingDepth('{"a": "[[[[", "b": [[1], {"c": "\\"}]}')).toBe(3);
  });

  it('GIVEN a file with a mention or markup in an exchange’s names THEN parse refuses it', () => {
    const doc = JSON.parse(original);
    expect(doc.tables.exchanges.length).toBeGreaterThan(0);
    for (const [column, value] of [
      ['target_name', '@everyone'],
      ['disputed_by', '**Boss**'],
      ['resisted', ['<@123>']],
    ] as const) {
      const forged = structuredClone(doc);
      forged.tables.exchanges[0][column] = value;
      expect(() => parseCampaignExport(JSON.stringify(forged)), column).toThrow(CampaignDataError);
    }
    expect(() => parseCampaignExport(JSON.stringify(doc))).not.toThrow();
  });

  it('GIVEN a file whose reference points nowhere THEN parse refuses it', () => {
    const doc = JSON.parse(original);
    doc.tables.participants[0].character_id = 999;
    expect(() => parseCampaignExport(JSON.stringify(doc))).toThrow(CampaignDataError);
    expect(() => parseCampaignExport(JSON.stringify(doc))).toThrow(
      /participants\[0\]\.character_id refers to characters id 999/,
    );
  });
});
