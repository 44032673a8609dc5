/**
 * One campaign file per format version, and what reading it gives: the file brought up to today's
 * format and checked, and the campaign it imports as, exported again. The expected files under
 * fixtures/upgraded/ were written by the upgrade that filled each column by hand, before files were
 * upgraded through the SQL migrations: the two must agree (but where the test says otherwise).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { exportCampaignData, parseCampaignFile } from '../../src/store/campaign-file/campaign-data';
import { as, makeDeps } from '../app/helpers';
import { row } from '../support/sql';
import { GM } from '../app/campaign/rich-campaign';

type Row = Record<string, unknown>;
type File = { version: number; tables: Record<string, Row[]> };

const FIXTURES = [
  'campaign-format-1',
  'campaign-format-2-before-0012',
  'campaign-format-2',
  'campaign-format-3',
  'campaign-format-4',
  'campaign-format-5',
] as const;

const read = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
const expected = (name: string, what: 'read' | 'imported'): File =>
  JSON.parse(read(`upgraded/${name}.${what}`)) as File;

/**
 * Where reading through the migrations knowingly differs from the hand-written upgrade: a format 1
 * purchase's zones became its place scale as the number itself, where migration 0004 (which every
 * database of that time went through) takes one off: the first zone never cost anything.
 */
function asTheMigrationsRead(name: string, file: File, old: File): File {
  if (name !== 'campaign-format-1') return file;
  const out = structuredClone(file);
  out.tables.purchases!.forEach((p, i) => {
    p.place_scale = Math.max((old.tables.purchases![i]!.zones as number) - 1, 0);
  });
  return out;
}

describe.each(FIXTURES)('the campaign file %s', (name) => {
  const text = read(name);
  const old = JSON.parse(text) as File;

  it('GIVEN it is read THEN it is the file of today the upgrade always made of it', () => {
    const { doc } = parseCampaignFile(text);
    expect(doc).toEqual(asTheMigrationsRead(name, expected(name, 'read'), old));
  });

  it('GIVEN it is imported and exported again THEN the campaign is the one it always imported as', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as('u-other', 'c0'), { name: 'Ishtar' });
    await app.importCampaign(deps, as(GM, 'c7'), { json: text });
    const id = (await row<{ id: number }>(deps.db, "SELECT id FROM campaigns WHERE name <> 'Ishtar'"))!.id;
    const again = await exportCampaignData(deps.db, id);
    expect(again).toEqual(asTheMigrationsRead(name, expected(name, 'imported'), old));
  });
});
