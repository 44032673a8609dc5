// Older campaign files go through the SQL migrations in a scratch database: what each migration
// computes for the rows it finds, an older file gets too, and what the scratch database refuses is
// refused in one sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignDataError, campaignExportOf, parseCampaignFile } from '../../src/store/campaign-file/campaign-data';
import { CAMPAIGN_FORMAT_VERSION, upgradeCampaignFile } from '../../src/store/campaign-file/campaign-data-upgrade';
import { runAtOnce } from '../../src/store/engine/pieces';

type Row = Record<string, any>;
type File = { version: number; tables: Record<string, Row[]> };

const fixture = (name: string): File =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as File;
const read = (file: File) => parseCampaignFile(JSON.stringify(file));
const refusal = (file: File): string => {
  try {
    read(file);
  } catch (err) {
    if (err instanceof CampaignDataError) return err.message;
    throw err;
  }
  throw new Error('the file was read');
};

describe('a file written before migration 0014', () => {
  /** Exchange 5 of the second conflict still pending, its lead, dispute and resistance in the log. */
  const pending = (name: string): File => {
    const file = fixture(name);
    const x = file.tables.exchanges!.findLast((e) => e.no === 5)!;
    Object.assign(x, { status: 'pending', result: null, resolved_at: null });
    const at = x.created_at;
    const event = (kind: string, payload: Row) => ({
      id: file.tables.events!.length + 1,
      conflict_id: x.conflict_id,
      kind,
      payload: { no: 5, ...payload },
      public: true,
      at,
    });
    for (const [kind, payload] of [
      ['lead', { target: 'Sven' }],
      ['disputed', { by: 'Shred' }],
      ['disputed', { by: 'Wire' }],
      ['resisted', { name: 'Sven' }],
      ['resisted', { name: 42 }],
      ['resisted', { name: 'Wire' }],
    ] as const)
      file.tables.events!.push(event(kind, payload));
    return file;
  };

  it('GIVEN an exchange still pending THEN its marks are read from the log, by the migration itself', () => {
    const file = pending('campaign-format-2-before-0012');
    expect('resisted' in file.tables.exchanges![0]!).toBe(false);
    const x = read(file).doc.tables.exchanges!.findLast((e) => e.no === 5)!;
    // The last lead's target, the first disputer, each resister named by text in the log's order.
    expect([x.target_name, x.disputed_by, x.resisted]).toEqual(['Sven', 'Shred', ['Sven', 'Wire']]);
    const over = read(file).doc.tables.exchanges!.filter((e) => e.status !== 'pending');
    expect(over.map((e) => [e.target_name, e.disputed_by, e.resisted])).toEqual(over.map(() => [null, null, []]));
  });

  it('GIVEN a file of the same format written after 0014 THEN the marks it holds are kept, not read again', () => {
    const file = pending('campaign-format-2');
    const x = file.tables.exchanges!.findLast((e) => e.no === 5)!;
    Object.assign(x, { target_name: 'Wire', disputed_by: null, resisted: [] });
    const now = read(file).doc.tables.exchanges!.findLast((e) => e.no === 5)!;
    expect([now.target_name, now.disputed_by, now.resisted]).toEqual(['Wire', null, []]);
  });
});

describe('a file of format 1', () => {
  it('GIVEN purchases by zones THEN each takes the place scale migration 0004 gave it: the zones beyond the first', () => {
    const file = fixture('campaign-format-1');
    file.tables.purchases!.forEach((p, i) => {
      p.zones = [1, 2, 3, 1, 5, 1][i];
    });
    expect(read(file).doc.tables.purchases!.map((p) => p.place_scale)).toEqual([0, 1, 2, 0, 4, 0]);
  });
});

describe('a file of format 4', () => {
  it('GIVEN a connection marked by its lifestyle row THEN the mark names the lifestyle (migration 0020)', () => {
    const file = fixture('campaign-format-4');
    expect(file.tables.connection_points).toEqual([expect.objectContaining({ lifestyle_id: 1 })]);
    const [mark] = read(file).doc.tables.connection_points!;
    expect(mark).toEqual({
      id: 1,
      character_id: 1,
      session_id: 1,
      on_behalf_of: 'the dockers',
      at: '2140-01-01T00:02:05.000Z',
      lifestyle_name: 'Dock rat',
    });
  });
});

describe('a file of the current format', () => {
  it('GIVEN every table THEN it is not upgraded at all: the same rows, no scratch database', () => {
    const file = fixture('campaign-format-5');
    const rows = file.tables.characters;
    const { doc, readVersion } = runAtOnce(upgradeCampaignFile(file, campaignExportOf));
    expect(readVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect((doc as File).tables.characters).toBe(rows);
  });

  it('R2.5 GIVEN a file written before friends THEN it reads as a campaign without friends', () => {
    const file = fixture('campaign-format-5');
    delete file.tables.friends;
    const { doc, readVersion } = read(file);
    expect(readVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(doc.tables.friends).toEqual([]);
    expect(doc.tables.characters).toEqual(fixture('campaign-format-5').tables.characters);
  });
});

describe('an older file the scratch database refuses', () => {
  it.each([
    [
      'a column no schema of its format had',
      (f: File) => (f.tables.gear![0]!.shiny = true),
      'The file is malformed at tables.gear[0]: Unrecognized key: "shiny".',
    ],
    [
      'a table no schema of its format had',
      (f: File) => (f.tables.friends = []),
      'The file is malformed at tables: Unrecognized key: "friends".',
    ],
    [
      'a table its format always had left out',
      (f: File) => delete f.tables.npcs,
      'The file is malformed at tables.npcs: the table is missing.',
    ],
    [
      'a table that is not a list',
      (f: File) => ((f.tables as Row).npcs = { a: 1 }),
      'The file is malformed at tables.npcs: expected an array.',
    ],
    [
      'a flag that is not true or false',
      (f: File) => (f.tables.npcs![0]!.enemy = 'yes'),
      'The file is malformed at tables.npcs[0].enemy: expected true or false.',
    ],
    [
      'a name given as a number',
      (f: File) => (f.tables.characters![1]!.name = 7),
      'The file is malformed at tables.characters[1].name: Invalid input: expected string, received number.',
    ],
    [
      'a value a row needs left out',
      (f: File) => delete f.tables.characters![1]!.name,
      'The file is malformed at tables.characters[1].name: a value is needed.',
    ],
    ['an id twice', (f: File) => (f.tables.characters![1]!.id = 1), 'The file lists characters id 1 twice.'],
    [
      'a reference to a row not in the file',
      (f: File) => (f.tables.gear![0]!.character_id = 99),
      'gear[0].character_id refers to characters id 99, which is not in the file.',
    ],
    [
      'a turn order naming a participant not in the file',
      (f: File) => (f.tables.conflicts![1]!.turn_order = [1, 99]),
      "The file's conflicts.turn_order refers to participants id 99, which is not in the file.",
    ],
    [
      'two campaigns',
      (f: File) => f.tables.campaigns!.push({ ...f.tables.campaigns![0]!, id: 2 }),
      'The file must hold exactly one row in campaigns (it holds 2).',
    ],
  ])('GIVEN %s THEN the file is refused, saying so', (_name, forge, sentence) => {
    const file = fixture('campaign-format-2');
    forge(file);
    expect(refusal(file)).toBe(sentence);
  });

  it('GIVEN something that is no older file THEN it is left for the checks to refuse', () => {
    for (const raw of [null, 'text', { version: 9, tables: {} }, { version: 2 }]) {
      const before = structuredClone(raw);
      expect(runAtOnce(upgradeCampaignFile(raw, campaignExportOf)).doc).toEqual(before);
    }
  });
});
