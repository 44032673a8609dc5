import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { openStore } from '../../src/store/engine/open-database';
import { claimPath, claimWriter, WriterClaimError } from '../../src/store/engine/writer-claim';

// SQLite only: the claim guards a SQLite file.
describe.skipIf(TEST_ENGINE === 'postgres')('one writer per SQLite file', () => {
  let dir: string;
  let db: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'venus-claim-'));
    db = join(dir, 'venus.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('GIVEN a free file THEN the claim names this process, and release removes it', () => {
    const claim = claimWriter(db);
    expect(readFileSync(claimPath(db), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    claim.release();
    expect(existsSync(claimPath(db))).toBe(false);
  });

  it('GIVEN another live process holds the file THEN the claim is refused with one sentence and left alone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const held = `${other.pid} ${hostname()}\n`;
      writeFileSync(claimPath(db), held);
      expect(() => claimWriter(db)).toThrow(WriterClaimError);
      expect(() => claimWriter(db)).toThrow(`Another bot (process ${other.pid} on ${hostname()}) is writing ${db}`);
      expect(readFileSync(claimPath(db), 'utf8')).toBe(held);
    } finally {
      other.kill();
    }
  });

  it('GIVEN a claim left by a process that is gone THEN it is taken over', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(claimPath(db), `${gone.pid} ${hostname()}\n`);
    const claim = claimWriter(db);
    expect(readFileSync(claimPath(db), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    claim.release();
  });

  it('GIVEN a claim from another machine THEN it is refused: whether that bot runs cannot be told from here', () => {
    writeFileSync(claimPath(db), '4242 some-other-host\n');
    expect(() => claimWriter(db)).toThrow(/process 4242 on some-other-host/);
  });

  it('GIVEN the claim was taken over meanwhile THEN release leaves the new holder alone', () => {
    const claim = claimWriter(db);
    writeFileSync(claimPath(db), `1 ${hostname()}\n`);
    claim.release();
    expect(readFileSync(claimPath(db), 'utf8')).toBe(`1 ${hostname()}\n`);
  });

  it('GIVEN a store opened as the sole writer THEN it claims the file at open, refuses a second process, and gives it back on close', async () => {
    const store = await openStore(db, { soleWriter: true });
    expect(readFileSync(claimPath(db), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    await store.close();
    expect(existsSync(claimPath(db))).toBe(false);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(claimPath(db), `${other.pid} ${hostname()}\n`);
      await expect(openStore(db, { soleWriter: true })).rejects.toThrow(WriterClaimError);
    } finally {
      other.kill();
    }
  });
});
