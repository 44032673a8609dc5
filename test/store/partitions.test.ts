import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { openDatabase } from '../../src/store/open-database';
import { PartitionError, partitionOf, partitionPath, preparePartitions } from '../../src/store/partitions';
import { shardOf } from '../../tools/double';
import { as, makeDeps } from '../app/helpers';

const dir = mkdtempSync(join(tmpdir(), 'venus-partitions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const snowflake = fc.bigInt({ min: 1n << 22n, max: (1n << 63n) - 1n }).map(String);

describe('partitionOf', () => {
  it('GIVEN any server and shard count THEN its partition is the shard Discord sends its events to', () => {
    fc.assert(fc.property(snowflake, fc.integer({ min: 1, max: 64 }), (g, n) => partitionOf(g, n) === shardOf(g, n)));
  });

  it('GIVEN a power-of-two count THEN a partition is a set of whole buckets, split in two by doubling', () => {
    fc.assert(
      fc.property(snowflake, fc.integer({ min: 0, max: 9 }), (g, k) => {
        const n = 2 ** k;
        return partitionOf(g, n) === partitionOf(g, 1024) % n && partitionOf(g, 2 * n) % n === partitionOf(g, n);
      }),
    );
  });

  it('GIVEN an id that is no snowflake THEN partition 0', () => {
    expect(partitionOf('g1', 4)).toBe(0);
  });
});

describe('preparePartitions', () => {
  it('GIVEN a fresh bot THEN every partition file is made and migrated', async () => {
    const single = join(dir, 'fresh', 'venus.sqlite');
    const paths = await preparePartitions(single, 2);
    expect(paths).toEqual([partitionPath(single, 0, 2), partitionPath(single, 1, 2)]);
    for (const p of paths) {
      const db = openDatabase(p);
      expect(db.prepare('SELECT COUNT(*) FROM campaigns').pluck().get()).toBe(0);
      await db.close();
    }
  });

  it('GIVEN a single file holding campaigns and no partitions THEN refused, naming the split, and nothing made', async () => {
    const single = join(dir, 'venus.sqlite');
    const deps = makeDeps({ path: single });
    await app.createCampaign(deps, as('u-gm'), { name: 'Eros' });
    await deps.db.close();
    expect(() => preparePartitions(single, 2)).toThrow(
      new PartitionError(
        `${single} holds 1 campaign(s) and is not split into 2 files yet: stop the bot and run \`npm run split -- 2\` first.`,
      ),
    );
    expect(existsSync(partitionPath(single, 0, 2))).toBe(false);
  });
});
