/** writeLockBusy: asks, without waiting, whether another connection holds the write lock. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLockBusy } from '../../src/store/db';
import { openDatabase } from '../../src/store/open-database';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeLockBusy', () => {
  it('GIVEN another connection in a write transaction THEN busy at once, and free after it commits, busy timeout kept', () => {
    dir = mkdtempSync(join(tmpdir(), 'venus-busy-'));
    const path = join(dir, 'venus.sqlite');
    const bot = openDatabase(path, { busyTimeoutMs: 5000 });
    const other = openDatabase(path);
    expect(writeLockBusy(bot)).toBe(false);
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    expect(writeLockBusy(bot)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    other.exec('COMMIT');
    expect(writeLockBusy(bot)).toBe(false);
    expect(bot.pragma('busy_timeout', { simple: true })).toBe(5000);
    bot.close();
    other.close();
  });
});
