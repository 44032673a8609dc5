// Crash safety: a bot process plays a scripted conflict against a database (a SQLite file, or on
// PostgreSQL runs its own database: the killed client's open transaction must be rolled back by
// the server) and is killed with SIGKILL at seeded random points, half of them inside a use case's transaction
// (the worker kills itself at the m-th dice roll or clock read), half on a timer from outside.
// After each kill the database must be sound and consistent, the committed steps must be exactly
// a prefix of the script, and the rest of the script must finish in-process with the same end
// state as a run that never crashed.
//
// Trials: 12 by default (CI); VENUS_CRASH_TRIALS=100 for the full run (at least 100 kill points, as the crash-safety target asks):
//   VENUS_CRASH_TRIALS=100 npx vitest run test/fault
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/engine/db';
import { dump } from '../app/helpers';
import { row, rows } from '../support/sql';
import { TEST_ENGINE, testStore, testStoreTarget } from '../support/test-store';
import { allProblems } from './consistency';
import { committedSteps, interactionIdOf, scriptRunner } from './script';

const TRIALS = Number(process.env.VENUS_CRASH_TRIALS ?? 12);
const SEED = Number(process.env.VENUS_CRASH_SEED ?? 2140);
const root = join(import.meta.dirname, '../..');
const worker = join(import.meta.dirname, 'fixtures/crash-worker.ts');
const dir = mkdtempSync(join(tmpdir(), 'venus-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** mulberry32: a small seeded generator for choosing kill points. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
}

/** Starts the worker as one process (node --import tsx, so SIGKILL hits the process that writes) on `target` (testStoreTarget). */
function runWorker(target: string, opts: { killAt?: number; killAfterMs?: number }): Promise<Run> {
  const args = ['--import', 'tsx', worker, target, ...(opts.killAt ? [String(opts.killAt)] : [])];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let timer: NodeJS.Timeout | undefined;
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
    if (opts.killAfterMs !== undefined && timer === undefined && out.includes('ready\n')) {
      timer = setTimeout(() => child.kill('SIGKILL'), opts.killAfterMs);
    }
  });
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  return once(child, 'exit').then(([code, signal]) => {
    clearTimeout(timer);
    return { code: code as number | null, signal: signal as NodeJS.Signals | null, out };
  });
}

// The uninterrupted run, in-process: its end state, and which step each hook call falls in.
let reference: Record<string, unknown[]>;
const stepOfCall: number[] = [];
let scriptMs = 50;
let stepCount = 0;

/**
 * PostgreSQL: waits until the killed worker's connection is gone from the server, so whatever it
 * left (a COMMIT already sent, an open transaction to roll back) is settled before the checks.
 */
async function workerGone(db: Db): Promise<void> {
  if (db.engine !== 'postgres') return;
  for (let waited = 0; ; waited += 20) {
    const others = await row<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    if (Number(others?.n) === 0) return;
    if (waited > 10_000) throw new Error('the killed worker is still connected after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * PostgreSQL never gives back the ids a rolled-back transaction drew (sequences stand outside
 * transactions): the killed one's, and the redelivered step's (its work runs, then is rolled back).
 * The rest of the script would get other ids than the uncrashed run, so each id sequence is set
 * back to the ids in use, as SQLite's are, to compare row by row.
 */
async function idsInUse(db: Db): Promise<void> {
  if (db.engine !== 'postgres') return;
  const columns = await rows<{ t: string; c: string }>(
    db,
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { t, c } of columns) {
    await row(
      db,
      `SELECT setval(pg_get_serial_sequence('${t}', '${c}'), COALESCE((SELECT MAX(${c}) FROM ${t}), 0) + 1, false)`,
    );
  }
}

beforeAll(async () => {
  const db = testStore(join(dir, 'reference.sqlite'));
  let current = 0;
  const runner = scriptRunner(db, () => void stepOfCall.push(current));
  stepCount = runner.steps.length;
  for (current = 0; current < stepCount; current++) await runner.run(current);
  expect(await allProblems(db)).toEqual([]);
  reference = await dump(db);
  await db.close();
  // One uncrashed run in a child process: the same end state, and how long the script takes there.
  const calibration = join(dir, 'calibration.sqlite');
  const run = await runWorker(await testStoreTarget(calibration), {});
  expect(run.code, run.out).toBe(0);
  scriptMs = Number(/done ([\d.]+)/.exec(run.out)?.[1] ?? 50);
  const check = testStore(calibration);
  expect(await dump(check)).toEqual(reference);
  await check.close();
}, 60_000);

const trials = Array.from({ length: TRIALS }, (_, i) => i);

describe(`crash safety: SIGKILL at seeded random points (${TEST_ENGINE})`, { concurrent: true }, () => {
  it.each(trials)(
    'GIVEN trial %i THEN the database is consistent, committed steps are a prefix, and the conflict finishes as if nothing happened',
    async (trial) => {
      const random = rng(SEED * 1000 + trial);
      const path = join(dir, `trial-${trial}.sqlite`);
      const inside = trial % 2 === 0;
      const killAt = inside ? 1 + Math.floor(random() * stepOfCall.length) : undefined;
      const killAfterMs = inside ? undefined : random() * scriptMs * 1.2;
      const run = await runWorker(await testStoreTarget(path), { killAt, killAfterMs });
      const what = inside
        ? `killed itself at hook call ${killAt} (step ${stepOfCall[killAt! - 1]})`
        : `killed after ${killAfterMs!.toFixed(1)} ms`;
      if (inside) expect(run.signal, `${what}\n${run.out}`).toBe('SIGKILL');
      else expect(run.signal === 'SIGKILL' || run.code === 0, `${what}\n${run.out}`).toBe(true);

      const db = testStore(path);
      try {
        await workerGone(db);
        // Sound and consistent as left by the crash.
        expect(await allProblems(db), what).toEqual([]);
        // Exactly a prefix of the script committed; inside a transaction, nothing of that step.
        const { count, ids } = await committedSteps(db);
        if (process.env.VENUS_CRASH_DEBUG)
          console.log(`trial ${trial}: ${what}: ${count}/${stepCount} steps committed`);
        expect(ids.sort(), what).toEqual(Array.from({ length: count }, (_, i) => interactionIdOf(i)).sort());
        if (inside) expect(count, what).toBe(stepOfCall[killAt! - 1]);

        // The conflict can go on: a committed step is not done twice, and the rest finishes.
        const runner = scriptRunner(db);
        if (count > 0) expect((await runner.run(count - 1)).replayed, what).toBe(true);
        await idsInUse(db);
        for (let i = count; i < stepCount; i++) await runner.run(i);
        expect(await allProblems(db), what).toEqual([]);
        expect(await dump(db), what).toEqual(reference);
      } finally {
        await db.close();
      }
    },
    60_000,
  );
});
