/** The partition files of an earlier version, found beside DATABASE_PATH: `npm start` refuses while they are there. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { partitionFiles, partitionRefusal } from '../../src/store/engine/partition-files';

const dir = mkdtempSync(join(tmpdir(), 'venus-partition-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// SQLite only: partition files were SQLite files.
describe.skipIf(TEST_ENGINE === 'postgres')('partitionFiles and partitionRefusal', () => {
  it('GIVEN only the single file, moved-aside partitions and other files THEN none, and no refusal', () => {
    const here = join(dir, 'clean');
    mkdirSync(here);
    for (const f of ['venus.sqlite', 'venus.sqlite-wal', 'venus.part-0-of-2.sqlite.merged', 'other.part-0-of-2.sqlite'])
      writeFileSync(join(here, f), '');
    expect(partitionFiles(join(here, 'venus.sqlite'))).toEqual([]);
    expect(partitionRefusal(join(here, 'venus.sqlite'))).toBeNull();
    expect(partitionRefusal(join(dir, 'no-such-folder', 'venus.sqlite'))).toBeNull();
  });

  it('GIVEN partition files beside it THEN each, in order, and one sentence naming the merge command', () => {
    const here = join(dir, 'split');
    mkdirSync(here);
    for (const f of ['venus.part-1-of-2.sqlite', 'venus.part-0-of-2.sqlite', 'venus.part-1-of-2.sqlite-wal'])
      writeFileSync(join(here, f), '');
    const single = join(here, 'venus.sqlite');
    expect(partitionFiles(single)).toEqual([
      { path: join(here, 'venus.part-0-of-2.sqlite'), index: 0, count: 2 },
      { path: join(here, 'venus.part-1-of-2.sqlite'), index: 1, count: 2 },
    ]);
    expect(partitionRefusal(single)).toBe(
      `2 partition file(s) from an earlier version (such as ${join(here, 'venus.part-0-of-2.sqlite')}) are beside ${single}: stop every copy of the bot and run \`npm run merge-partitions\` before starting it.`,
    );
  });
});
