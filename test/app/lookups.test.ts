import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tsFilesUnder } from '../support/source-files';

const src = join(import.meta.dirname, '../../src');
const files = tsFilesUnder;
const code = codeOf;

/** Where a raw channel look-up is the point: load.ts itself, and checks that a channel is free. */
const RAW_LOOKUPS_ALLOWED = [
  'use-case/load.ts',
  'conflict/conflict-start.ts',
  'conflict/conflict-follow-up.ts',
  'campaign/campaign-import.ts',
];

describe('look-ups by channel go through the campaign that owns it', () => {
  const app = files(join(src, 'app')).map((f) => [relative(join(src, 'app'), f), f] as const);

  it.each(app.filter(([name]) => !RAW_LOOKUPS_ALLOWED.includes(name)))(
    'GIVEN src/app/%s THEN it finds campaigns and conflicts only through load.ts',
    (_name, file) => {
      expect(code(file)).not.toMatch(/\b(campaignForChannel|liveConflict|latestConflict)\(/);
    },
  );

  it.each(RAW_LOOKUPS_ALLOWED.filter((n) => n !== 'use-case/load.ts'))(
    'GIVEN src/app/%s THEN its raw look-up only checks that the channel is free',
    (name) => {
      const raw = [
        ...code(join(src, 'app', name)).matchAll(/\b(campaignForChannel|liveConflict|latestConflict)\(/g),
      ].map((m) => m[1]);
      expect(raw.every((fn) => fn === 'liveConflict' || fn === 'campaignForChannel')).toBe(true);
    },
  );
});

describe('pings are named, never scraped', () => {
  it.each(files(join(src, 'discord')).map((f) => [relative(src, f), f] as const))(
    'GIVEN %s THEN it reads no user ids out of message text',
    (_name, file) => {
      expect(code(file)).not.toMatch(/match(All)?\(\/<@/);
    },
  );
});
