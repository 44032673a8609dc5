// A campaign file read and written in pieces gives what JSON.parse and JSON.stringify give for the
// whole text, refusals included, and the checks of a file a row at a time name the same problem the
// schema names for the whole file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CampaignDataError,
  campaignExportSchema,
  campaignFileText,
  parseCampaignFile,
  readCampaignFile,
} from '../../src/store/campaign-file/campaign-data';
import type { ExportValue } from '../../src/store/campaign-file/campaign-data-spec';
import { cutJson, parseCut, prettyJson } from '../../src/store/campaign-file/campaign-file-text';
import { Pieces, runAtOnce } from '../../src/store/engine/pieces';
import { withConflicts } from '../app/campaign/many-conflicts';

const parsed = (text: string): unknown => runAtOnce(parseCut(text, runAtOnce(cutJson(text))));
const verdict = (read: () => unknown): unknown => {
  try {
    return { value: read() };
  } catch (err) {
    return { error: (err as Error).name };
  }
};

/** A file of today: the fixture of format 3, upgraded. */
const today = `${JSON.stringify(
  parseCampaignFile(readFileSync(join(import.meta.dirname, 'fixtures', 'campaign-format-3.json'), 'utf8')).doc,
  null,
  2,
)}\n`;

describe('a JSON text cut where its rows are', () => {
  it('GIVEN any JSON value, written compact or indented THEN it parses as JSON.parse parses it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(parsed(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('GIVEN rows enough to be cut into many stretches THEN they come back whole and in order', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ i, text: `row "${i}" \\ [${'x'.repeat(i % 50)}]` }));
    const text = JSON.stringify({ format: 'f', tables: { a: rows, b: [], c: [[1, [2]], {}], d: rows } }, null, 2);
    const cut = runAtOnce(cutJson(text));
    expect(cut.stretches.length / 2).toBeGreaterThan(10);
    expect(cut.frame.length).toBeLessThan(200);
    expect(runAtOnce(parseCut(text, cut))).toEqual(JSON.parse(text));
  });

  it.each([
    ['a trailing comma after a cut', (rows: string) => `{"t": {"a": [${rows}, ]}}`],
    ['a trailing comma right where a stretch ends', () => `{"t": {"a": [{"long": "${'x'.repeat(70_000)}"}, ]}}`],
    ['a missing comma between rows', (rows: string) => `{"t": {"a": [${rows} {"x": 1}]}}`],
    ['an unclosed table', (rows: string) => `{"t": {"a": [${rows}`],
    ['a string left open in a row', (rows: string) => `{"t": {"a": [${rows}, "x]}}`],
    ['a row closed twice', (rows: string) => `{"t": {"a": [${rows}, {"x": 1}}]}}`],
    ['a comma before the first row', (rows: string) => `{"t": {"a": [,${rows}]}}`],
    ['a later key of the same name over a broken table', (rows: string) => `{"t": {"a": [${rows}, ], "a": []}}`],
  ])('GIVEN %s THEN it is refused as JSON.parse refuses it', (_name, make) => {
    const rows = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ i, pad: 'y'.repeat(40) })).join(', ');
    const text = make(rows);
    expect(verdict(() => JSON.parse(text))).toEqual({ error: 'SyntaxError' });
    expect(verdict(() => parsed(text))).toEqual({ error: 'SyntaxError' });
  });

  it('GIVEN keys of the same name THEN the last one stands, as with JSON.parse', () => {
    const text = '{"t": {"a": [1, 2], "a": [3], "__proto__": [4]}, "t": {"b": [{"c": [5]}]}}';
    expect(parsed(text)).toEqual(JSON.parse(text));
  });
});

describe('a file written a batch of rows at a time', () => {
  it('GIVEN any JSON value THEN the text is JSON.stringify(value, null, 2)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(runAtOnce(prettyJson(value as ExportValue))).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });

  it('GIVEN a campaign of many conflicts THEN its file is the one written at once', () => {
    const doc = withConflicts(parseCampaignFile(today).doc, 120);
    expect(runAtOnce(campaignFileText(doc))).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });
});

describe('a file checked a row at a time', () => {
  /** The sentence the whole file's schema check gives for its first problem (as the checks were once made). */
  const wholeVerdict = (doc: unknown): string => {
    const issue = campaignExportSchema.safeParse(doc).error!.issues[0]!;
    const path = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    return `The file is malformed at ${path || 'the top level'}: ${issue.message}.`;
  };
  const base = () => JSON.parse(today);

  it.each([
    [
      'an unknown key of the file and a bad row',
      (d: any) => {
        d.extra = 1;
        d.tables.characters[0].name = '';
      },
    ],
    [
      'an unknown table and a bad row',
      (d: any) => {
        d.tables.extra = [];
        d.tables.events[0].at = 'never';
      },
    ],
    [
      'a missing table after a bad row',
      (d: any) => {
        delete d.tables.roll_states;
        d.tables.characters[1].player_points = -1;
      },
    ],
    [
      'a bad row after a missing table',
      (d: any) => {
        delete d.tables.characters;
        d.tables.events[0].at = 'never';
      },
    ],
    [
      'a table that is not a list, and unknown keys',
      (d: any) => {
        d.tables.npcs = { a: 1 };
        d.tables.extra = 1;
        d.extra = 2;
      },
    ],
    [
      'tables that are not an object',
      (d: any) => {
        d.tables = [];
        d.extra = 1;
      },
    ],
    [
      'two problems in one row',
      (d: any) => {
        d.tables.participants[0].pool = [7];
        d.tables.participants[0].unknown = 1;
        d.tables.participants[0].name = '';
      },
    ],
    [
      'no format',
      (d: any) => {
        delete d.format;
        d.tables.npcs[0].level = -5;
      },
    ],
  ])('GIVEN %s THEN the sentence names what the whole file’s check names first', (_name, forge) => {
    const doc = base();
    forge(doc);
    const expected = wholeVerdict(doc);
    expect(() => parseCampaignFile(JSON.stringify(doc))).toThrow(new CampaignDataError(expected));
  });

  it('GIVEN a file of today read in pieces THEN it is what is read at once', async () => {
    expect(await readCampaignFile(today, new Pieces(0))).toEqual(parseCampaignFile(today));
  });
});
