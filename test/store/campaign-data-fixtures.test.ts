/**
 * One campaign file per format version, and what reading it gives: the file brought up to today's
 * format and checked, and the campaign it imports as, exported again. The expected files under
 * fixtures/upgraded/ were written by the upgrade that filled each column by hand, before files were
 * upgraded through the SQL migrations: the two must agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { exportCampaignData, parseCampaignFile } from '../../src/store/campaign-data';
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

describe.each(FIXTURES)('the campaign file %s', (name) => {
  const text = read(name);

  it('GIVEN it is read THEN it is the file of today the upgrade always made of it', () => {
    const { doc } = parseCampaignFile(text);
    expect(doc).toEqual(expected(name, 'read'));
  });

  it('GIVEN it is imported and exported again THEN the campaign is the one it always imported as', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as('u-other', 'c0'), { name: 'Ishtar' });
    await app.importCampaign(deps, as(GM, 'c7'), { json: text });
    const id = (await row<{ id: number }>(deps.db, "SELECT id FROM campaigns WHERE name <> 'Ishtar'"))!.id;
    const again = await exportCampaignData(deps.db, id);
    expect(again).toEqual(expected(name, 'imported'));
  });
});
