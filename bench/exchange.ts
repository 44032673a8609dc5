// A full exchange (lead + respond) through the use-case layer on a database file holding 1,000
// live conflicts, against bare better-sqlite3 transactions that read and write each conflict's
// document with statements prepared once. Run by bench/exchange-child.ts, bundled as the bot runs in production.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as app from '../src/app';
import { asUserId, type Caller, type Deps } from '../src/app';
import { cryptoSource, type Face } from '../src/rules';
import type { ConflictState } from '../src/rules/conflict';
import { readConflictDocument } from '../src/store/conflict-state';
import { asConflictId } from '../src/store/ids';
import { openDatabase } from '../src/store/open-database';
import type { Db } from '../src/store/db';
import { median, quantile } from './stats';

const GUILD = 'g-bench';
const GM = 'u-gm';
const ANA = 'u-ana';
const AIRGUN = 'Coordination: Projectiles: Airgun';

export interface ExchangeFigures {
  conflicts: number;
  samples: number;
  useCase: { p50: number; p99: number };
  bare: { p50: number; p99: number };
  setupMs: number;
}

function depsFor(db: Db): Deps {
  let salt = 0;
  return { db, random: cryptoSource(), now: () => new Date(), salt: () => `bench-${salt++}` };
}

let ids = 0;
const at = (userId: string, k: number): Caller => ({
  userId: asUserId(userId),
  guildId: GUILD,
  channelId: `ch-${k}`,
  interactionId: `bench-${++ids}`,
});

/** 1,000 campaigns, each with one live duel: Ana (56 dice: 6 skill + 50 assist gear) against Brute (a rack of 100). */
async function populate(db: Db, conflicts: number): Promise<void> {
  const outer = depsFor(db);
  // A hundred conflicts a transaction (each use case a savepoint in it): fewer commits, a faster fill.
  const batch = (from: number, to: number) =>
    db.transaction(async (tx) => {
      const deps = { ...outer, db: tx };
      for (let k = from; k < to; k++) {
        await app.createCampaign(deps, at(GM, k), { name: `Campaign ${k}` });
        await app.setCampaignRule(deps, at(GM, k), { rule: 'rack-size', value: '100' });
        await app.createCharacter(deps, at(ANA, k), { name: 'Ana' });
        for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
          await app.addCharacterSkill(deps, at(ANA, k), { path });
        await app.addCharacterGear(deps, at(ANA, k), {
          name: 'Long airgun',
          quality: 100,
          mode: 'assist',
          skill: AIRGUN,
        });
        await app.createNpc(deps, at(GM, k), { name: 'Brute' });
        await app.startConflict(deps, at(ANA, k), { primary: AIRGUN, against: 'Brute' });
        await app.setSecondary(deps, at(GM, k), { skill: 'Cognition' });
        await app.rollPool(deps, at(ANA, k));
        await app.rollPool(deps, at(GM, k));
        await app.beginExchanges(deps, at(GM, k));
      }
    });
  for (let k = 0; k < conflicts; k += 100) await batch(k, Math.min(conflicts, k + 100));
}

interface Duel {
  conflictId: number;
}
function duels(db: Db): Duel[] {
  return db.sqlite
    .prepare<[], { id: number }>('SELECT id FROM conflicts ORDER BY id')
    .all()
    .map((r) => ({ conflictId: r.id }));
}

/** A participant's pool as the conflict's document holds it (read before the clock starts). */
async function poolOf(db: Db, conflictId: number, name: string): Promise<Face[]> {
  const { state } = await readConflictDocument(db, asConflictId(conflictId));
  return state.participants.find((p) => p.name === name)!.pool;
}

/** One exchange through the use cases: Ana leads with her highest die, the GM answers with its highest. */
async function useCaseExchange(deps: Deps, k: number, duel: Duel): Promise<number> {
  const lead = (await poolOf(deps.db, duel.conflictId, 'Ana'))[0]!;
  const answer = (await poolOf(deps.db, duel.conflictId, 'GM'))[0]!;
  const t0 = performance.now();
  await app.leadExchange(deps, at(ANA, k), { target: 'Brute', action: 'I shoot him in the knee', dice: [lead] });
  await app.respondExchange(deps, at(GM, k), { action: 'He dives behind the crates', dice: [answer] });
  return performance.now() - t0;
}

/**
 * The least any design must do for the same exchange: per move, one transaction that reads the
 * conflict's document, writes it back (the same length, the die moved by hand) over its version,
 * appends one event and records the interaction; statements prepared once, on better-sqlite3
 * directly (synchronous: none of the asynchronous store's queueing).
 */
function bareWriter(db: Db) {
  const { sqlite } = db;
  const read = sqlite.prepare<[number], { state: string; version: number }>(
    'SELECT state, state_version AS version FROM conflicts WHERE id = ?',
  );
  const write = sqlite.prepare(
    'UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ? AND state_version = ?',
  );
  const event = sqlite.prepare('INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)');
  const handled = sqlite.prepare('INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?)');
  const move = sqlite.transaction((d: Duel, who: string, kind: string, payload: string, now: string) => {
    const row = read.get(d.conflictId)!;
    const doc = JSON.parse(row.state) as { v: number; state: ConflictState };
    const p = doc.state.participants.find((q) => q.name === who)!;
    p.pool = p.pool.slice(1);
    doc.state.exchanges += 1;
    // Written back at the length it was read (its row keeps its size, as a store rounding its
    // documents up keeps it through most moves: src/store/conflict-document.ts).
    write.run(JSON.stringify(doc).padEnd(row.state.length), d.conflictId, row.version);
    event.run(d.conflictId, kind, payload, 1, now);
    handled.run(`bare-${++ids}`, '{}', now);
  });
  return (d: Duel): number => {
    const now = new Date().toISOString();
    const led = JSON.stringify({ no: 1, actor: 'Ana', target: 'Brute', count: 1, action: 'I shoot him in the knee' });
    const resolved = JSON.stringify({
      no: 1,
      actor: 'Ana',
      target: 'Brute',
      targetAction: 'He dives behind the crates',
    });
    const t0 = performance.now();
    move.immediate(d, 'Ana', 'lead', led, now);
    move.immediate(d, 'GM', 'exchange-resolved', resolved, now);
    return performance.now() - t0;
  };
}

export async function benchExchange(opts: {
  conflicts: number;
  samples: number;
  warmup: number;
}): Promise<ExchangeFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'venus-bench-'));
  try {
    const path = join(dir, 'live.sqlite');
    const t0 = performance.now();
    const db = openDatabase(path);
    await populate(db, opts.conflicts);
    const setupMs = performance.now() - t0;
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await db.close();
    copyFileSync(path, join(dir, 'bare.sqlite'));

    const live = openDatabase(path);
    const deps = depsFor(live);
    const all = duels(live);
    // Use-case and bare samples alternate, one each in turn, so that load from other processes on a
    // shared machine falls on both sides alike (run one after the other, the ratio swung 3.8x-5.4x).
    const bareDb = openDatabase(join(dir, 'bare.sqlite'));
    const write = bareWriter(bareDb);
    const bareDuels = duels(bareDb);
    const useCase: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < opts.warmup + opts.samples; i++) {
      const k = i % all.length;
      const ms = await useCaseExchange(deps, k, all[k]!);
      const bareMs = write(bareDuels[k]!);
      if (i >= opts.warmup) {
        useCase.push(ms);
        bare.push(bareMs);
      }
    }
    await bareDb.close();
    await live.close();
    return {
      conflicts: opts.conflicts,
      samples: opts.samples,
      useCase: { p50: median(useCase), p99: quantile(useCase, 0.99) },
      bare: { p50: median(bare), p99: quantile(bare, 0.99) },
      setupMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
