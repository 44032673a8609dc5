/** The one-off split: one database file becomes one file per partition, each campaign whole, ids kept. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { startPresetRoll } from '../../src/app/roll/roll-start';
import { checkDatabase } from '../../src/store/backup';
import { exportCampaignData } from '../../src/store/campaign-data';
import { openDatabase } from '../../src/store/open-database';
import { databaseFiles, partitionOf, partitionPath } from '../../src/store/partitions';
import { SplitError, splitDatabase } from '../../src/store/split';
import { snowflakeOnShard } from '../../tools/double';
import { as } from '../app/helpers';
import { GM, settledCampaign } from '../app/campaign/rich-campaign';

const dir = mkdtempSync(join(tmpdir(), 'venus-split-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exported = async (path: string, id: number) => {
  const db = openDatabase(path);
  try {
    return JSON.stringify(await exportCampaignData(db, id));
  } finally {
    await db.close();
  }
};
const count = async (path: string, sql: string) => {
  const db = openDatabase(path);
  try {
    return db.prepare(sql).pluck().get();
  } finally {
    await db.close();
  }
};

describe('splitDatabase', async () => {
  const path = join(dir, 'venus.sqlite');
  // The rich campaign (test guild, partition 0) and one in a server on the other shard.
  const deps = await settledCampaign(path);
  const other = snowflakeOnShard(1, 2);
  await app.createCampaign(deps, as('u-o', 'c-o', other), { name: 'Ishtar' });
  await app.createCharacter(deps, as('u-p', 'c-o', other), { name: 'Pat' });
  await startPresetRoll(
    deps,
    { ...as('u-p', 'c-o', other), displayName: 'Pat' },
    { request: { preset: 'finesse-force', pools: [3, 3] }, title: 'Finesse', inputs: '', secret: true },
  );
  await deps.db.close();
  const before = [await exported(path, 1), await exported(path, 2)];

  it('GIVEN two servers on two shards THEN each campaign lands whole in its partition, with its ids', async () => {
    expect(partitionOf(other, 2)).toBe(1);
    expect(await splitDatabase(path, 2)).toEqual([1, 1]);
    const [p0, p1] = [partitionPath(path, 0, 2), partitionPath(path, 1, 2)];
    expect(p0).toBe(join(dir, 'venus.part-0-of-2.sqlite'));
    expect(await exported(p0, 1)).toBe(before[0]);
    expect(await exported(p1, 2)).toBe(before[1]);
    expect(await count(p0, 'SELECT COUNT(*) FROM campaigns')).toBe(1);
    expect(await count(p1, 'SELECT COUNT(*) FROM campaigns')).toBe(1);
    // The secret roll, outside every export, moves with its server.
    expect(await count(p1, 'SELECT COUNT(*) FROM roll_states WHERE secret = 1')).toBe(1);
    expect(await count(p0, 'SELECT COUNT(*) FROM roll_states WHERE secret = 1')).toBe(1);
    for (const p of [p0, p1]) expect(checkDatabase(p)).toEqual([]);
    expect(databaseFiles(path).map((f) => f.partition?.index ?? 'single')).toEqual(['single', 0, 1]);
    // The single file is left as it was.
    expect(await exported(path, 1)).toBe(before[0]);
  });

  it('GIVEN the partitions exist THEN a second split is refused and changes nothing', async () => {
    const was = await exported(partitionPath(path, 0, 2), 1);
    expect(() => splitDatabase(path, 2)).toThrow(SplitError);
    expect(await exported(partitionPath(path, 0, 2), 1)).toBe(was);
  });

  it('GIVEN no database THEN refused in one sentence, and no file is made', () => {
    const none = join(dir, 'none.sqlite');
    expect(() => splitDatabase(none, 2)).toThrow(`There is no database at ${none} to split.`);
    expect(existsSync(partitionPath(none, 0, 2))).toBe(false);
  });

  it('GIVEN the rich campaign THEN its GM is still its GM in the partition', async () => {
    const db = openDatabase(partitionPath(path, 0, 2));
    expect(db.prepare('SELECT gm_user_id FROM campaigns').pluck().get()).toBe(GM);
    await db.close();
  });
});
