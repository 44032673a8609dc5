import { playedParticipants } from '../support/played';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { scriptedDice } from '../../src/rules';
import { latestConflict } from '../../src/store/conflict/conflicts';
import { readConflictDocument } from '../../src/store/conflict/conflict-state';
import { murphyBalance, murphyLog } from '../../src/store/campaign/murphy';
import { rows } from '../support/sql';
import { testStore, testStoreTarget } from '../support/test-store';
import { as, CHANNEL, dump, GUILD, makeDeps } from './helpers';
import { GANG_FIGHT_DICE, gangFightSetup, GM, WIRE } from './scripts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'venus-concurrency-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const worker = join(import.meta.dirname, 'fixtures/worker.ts');
const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');

function spawnWorker(args: string[], startAt: number) {
  return run(tsx, [worker, ...args], { env: { ...process.env, START_AT: String(startAt) } }).then(
    (r) => JSON.parse(r.stdout) as { ok: boolean; code?: string; replayed?: boolean }[],
  );
}

describe('exactly-once', () => {
  it('GIVEN the same interaction delivered twice THEN the second does nothing and is answered as replayed', async () => {
    const deps = makeDeps();
    const caller = as(GM);
    await app.createCampaign(deps, caller, { name: 'Eros' });
    const add = { ...as(GM), interactionId: 'dup-1' };
    await app.addMurphy(deps, add, { amount: 2, reason: 'a gift' });
    const before = await dump(deps.db);
    const second = await app.addMurphy(deps, add, { amount: 2, reason: 'a gift' });
    expect(second).toEqual({ public: [], private: {}, replayed: true });
    expect(await dump(deps.db)).toEqual(before);
    expect(await murphyBalance(deps.db, 1)).toBe(2);
  });

  it('GIVEN a look (a show) delivered twice THEN both are answered in full and none is recorded', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await app.addMurphy(deps, as(GM), { amount: 2, reason: 'a gift' });
    const look = { ...as(GM), interactionId: 'look-1' };
    const first = await app.showMurphy(deps, look);
    expect(first.replayed).toBeUndefined();
    expect(await app.showMurphy(deps, look)).toEqual(first);
    const recorded = await rows(
      deps.db,
      'SELECT interaction_id FROM handled_interactions WHERE interaction_id = ?',
      'look-1',
    );
    expect(recorded).toHaveLength(0);
  });

  it('GIVEN an interaction handled THEN what is kept for a replay holds none of its private text, only the ids it handed back', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await app.createCharacter(deps, as(WIRE), { name: 'Wire' });
    await app.addMurphy(deps, { ...as(GM), interactionId: 'murphy-1' }, { amount: 2, reason: 'a secret gift' });
    const compel = await app.offerCompel(
      deps,
      { ...as(GM), interactionId: 'compel-1' },
      { character: 'Wire', points: 1, reason: 'sulk' },
    );
    const kept = await rows<{ interaction_id: string; outcome: string }>(
      deps.db,
      'SELECT interaction_id, outcome FROM handled_interactions',
    );
    expect(kept.find((r) => r.interaction_id === 'murphy-1')?.outcome).toBe('{}');
    expect(JSON.parse(kept.find((r) => r.interaction_id === 'compel-1')!.outcome)).toEqual({
      compelId: compel.compelId,
    });
    expect(
      await app.offerCompel(
        deps,
        { ...as(GM), interactionId: 'compel-1' },
        { character: 'Wire', points: 1, reason: 'sulk' },
      ),
    ).toMatchObject({ compelId: compel.compelId, replayed: true });
  });

  it('GIVEN an interaction older than Discord redelivers (15 minutes) THEN its record is pruned by one handled a minute later', async () => {
    let t = Date.parse('2140-01-01T00:00:00Z');
    const deps = { ...makeDeps(), now: () => new Date(t) };
    await app.createCampaign(deps, { ...as(GM), interactionId: 'old' }, { name: 'Eros' });
    t += 15 * 60 * 1000 - 1;
    await app.addMurphy(deps, { ...as(GM), interactionId: 'recent' }, { amount: 1, reason: 'omens' });
    const ids = async () =>
      (
        await rows<{ interaction_id: string }>(deps.db, 'SELECT interaction_id FROM handled_interactions ORDER BY at')
      ).map((r) => r.interaction_id);
    expect(await ids()).toEqual(['old', 'recent']);
    // Pruning waits a minute after the last one, so a burst of clicks pays for it once.
    t += 2;
    await app.addMurphy(deps, { ...as(GM), interactionId: 'next' }, { amount: 1, reason: 'omens' });
    expect(await ids()).toEqual(['old', 'recent', 'next']);
    t += 60 * 1000;
    await app.addMurphy(deps, { ...as(GM), interactionId: 'later' }, { amount: 1, reason: 'omens' });
    expect(await ids()).toEqual(['recent', 'next', 'later']);
  });

  it('GIVEN two responses to one exchange in one process THEN one resolves and the other is refused', async () => {
    const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
    for (const s of gangFightSetup()) await s.run(deps);
    await app.leadExchange(deps, as(WIRE), { target: 'GM', action: 'shoot', dice: [6, 6], confirmed: true });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [4, 4], exchangeNo: 1 });
    await expect(app.respondExchange(deps, as(GM), { action: 'duck', dice: [4, 4], exchangeNo: 1 })).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/already-resolved' }),
    );
  });
});

describe('two processes on one database file (a sharded bot)', () => {
  it('GIVEN interleaved Murphy additions from two processes THEN every one counts once, with duplicates ignored', async () => {
    const path = join(dir, 'murphy.sqlite');
    const deps = makeDeps({ path });
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await deps.db.close();
    const target = await testStoreTarget(path);
    const startAt = Date.now() + 1500;
    // Both processes deliver the same 40 interaction ids ("a" prefix), and 40 of their own.
    const [one, two, three] = await Promise.all([
      spawnWorker([target, 'murphy', GM, 'a', '40'], startAt),
      spawnWorker([target, 'murphy', GM, 'a', '40'], startAt),
      spawnWorker([target, 'murphy', GM, 'b', '40'], startAt),
    ]);
    expect([...one!, ...two!, ...three!].every((r) => r.ok)).toBe(true);
    const db = testStore(path);
    expect(await murphyBalance(db, 1)).toBe(80);
    expect(await murphyLog(db, 1, 1000)).toHaveLength(80);
    await db.close();
  }, 60_000);

  it('GIVEN two processes answering the same exchange at once THEN exactly one resolves it and the other gets a clear refusal', async () => {
    const path = join(dir, 'respond.sqlite');
    const deps = makeDeps({ path, dice: scriptedDice(GANG_FIGHT_DICE) });
    for (const s of gangFightSetup()) await s.run(deps);
    await app.leadExchange(deps, as(WIRE), { target: 'GM', action: 'shoot', dice: [6, 6], confirmed: true });
    await deps.db.close();
    const target = await testStoreTarget(path);
    const startAt = Date.now() + 1500;
    const [a, b] = await Promise.all([
      spawnWorker([target, 'respond', GM, 'r-1', '44'], startAt),
      spawnWorker([target, 'respond', GM, 'r-2', '54'], startAt),
    ]);
    const results = [...a!, ...b!];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)?.code).toBe('exchange/none-pending');
    const db = testStore(path);
    const c = (await latestConflict(db, GUILD, CHANNEL))!;
    expect((await readConflictDocument(db, c.id)).state.pending).toBeNull();
    const ps = await playedParticipants(db, c.id);
    expect(ps.find((p) => p.name === 'Wire')!.books + ps.find((p) => p.name === 'GM')!.books).toBeGreaterThan(0);
    // Dice conservation: the GM pool lost exactly the two dice of the one answer that counted.
    expect(ps.find((p) => p.name === 'GM')!.pool).toHaveLength(12);
    await db.close();
  }, 60_000);
});
