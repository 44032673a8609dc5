// A full exchange (lead + respond) through the use-case layer on a database file holding 1,000
// live conflicts, against bare better-sqlite3 transactions writing the same rows with statements
// prepared once. Run by bench/exchange-child.ts, bundled as the bot runs in production.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as app from '../src/app';
import { asUserId, type Caller, type Deps } from '../src/app';
import { cryptoSource, type Face, resolveExchange } from '../src/rules';
import { openDatabase } from '../src/store/db';
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
function populate(db: Db, conflicts: number): void {
  const deps = depsFor(db);
  const batch = db.transaction((from: number, to: number) => {
    for (let k = from; k < to; k++) {
      app.createCampaign(deps, at(GM, k), { name: `Campaign ${k}` });
      app.setCampaignRule(deps, at(GM, k), { rule: 'rack-size', value: '100' });
      app.createCharacter(deps, at(ANA, k), { name: 'Ana' });
      for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
        app.addCharacterSkill(deps, at(ANA, k), { path });
      app.addCharacterGear(deps, at(ANA, k), { name: 'Long airgun', quality: 100, mode: 'assist', skill: AIRGUN });
      app.createNpc(deps, at(GM, k), { name: 'Brute' });
      app.startConflict(deps, at(ANA, k), { primary: AIRGUN, against: 'Brute' });
      app.rollPool(deps, at(ANA, k));
      app.rollPool(deps, at(GM, k));
    }
  });
  for (let k = 0; k < conflicts; k += 100) batch(k, Math.min(conflicts, k + 100));
}

interface Duel {
  conflictId: number;
  anaId: number;
  gmId: number;
}
function duels(db: Db): Duel[] {
  return db
    .prepare<[], { conflict_id: number; ana: number; gm: number }>(
      `SELECT a.conflict_id, a.id AS ana, g.id AS gm FROM participants a JOIN participants g ON g.conflict_id = a.conflict_id AND g.kind = 'gm' WHERE a.kind = 'pc' ORDER BY a.conflict_id`,
    )
    .all()
    .map((r) => ({ conflictId: r.conflict_id, anaId: r.ana, gmId: r.gm }));
}

// The bench's own read, prepared once per connection (before any profiling wraps db.prepare).
const poolStatements = new WeakMap<Db, ReturnType<Db['prepare']>>();
function poolOf(db: Db, participantId: number): Face[] {
  let statement = poolStatements.get(db);
  if (!statement) poolStatements.set(db, (statement = db.prepare('SELECT pool FROM participants WHERE id = ?')));
  return JSON.parse((statement.get(participantId) as { pool: string }).pool) as Face[];
}

/** One exchange through the use cases: Ana leads with her highest die, the GM answers with its highest. */
function useCaseExchange(deps: Deps, k: number, duel: Duel): number {
  const lead = poolOf(deps.db, duel.anaId)[0]!;
  const answer = poolOf(deps.db, duel.gmId)[0]!;
  const t0 = performance.now();
  app.leadExchange(deps, at(ANA, k), { target: 'Brute', action: 'I shoot him in the knee', dice: [lead] });
  app.respondExchange(deps, at(GM, k), { action: 'He dives behind the crates', dice: [answer] });
  return performance.now() - t0;
}

/** The same rows written by two bare transactions with statements prepared once. */
function bareWriter(db: Db) {
  const setPool = db.prepare('UPDATE participants SET pool = ? WHERE id = ?');
  const setPoolBooks = db.prepare('UPDATE participants SET pool = ?, books = ? WHERE id = ?');
  const insertExchange = db.prepare(
    `INSERT INTO exchanges (conflict_id, no, status, actor_id, target_id, actor_action, risky, actor_dice, target_name, created_at) VALUES (?, ?, 'pending', ?, ?, ?, 0, ?, 'Brute', ?)`,
  );
  const resolve = db.prepare(
    `UPDATE exchanges SET status = 'resolved', target_action = ?, target_dice = ?, result = ?, actor_books = ?, target_books = ?, resolved_at = ? WHERE id = ?`,
  );
  const bumpConflict = db.prepare('UPDATE conflicts SET exchange_count = ?, suggested_leader = ? WHERE id = ?');
  const event = db.prepare('INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)');
  const handled = db.prepare('INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?)');
  const books = db.prepare<[number], { books: number }>('SELECT books FROM participants WHERE id = ?');
  const counts = new Map<number, number>();
  // Two events per lead, as the conflict machine writes them: the public lead (how many dice) and
  // the private record of which dice, told to the actor alone.
  const lead = db.transaction(
    (d: Duel, no: number, pool: string, dice: string, led: string, pushed: string, now: string) => {
      setPool.run(pool, d.anaId);
      const id = Number(
        insertExchange.run(d.conflictId, no, d.anaId, d.gmId, 'I shoot him in the knee', dice, now).lastInsertRowid,
      );
      event.run(d.conflictId, 'lead', led, 1, now);
      event.run(d.conflictId, 'pushed', pushed, 0, now);
      handled.run(`bare-${++ids}`, '{}', now);
      return id;
    },
  );
  const respond = db.transaction(
    (
      d: Duel,
      id: number,
      no: number,
      anaPool: string,
      gmPool: string,
      dice: string,
      result: string,
      logged: string,
      ab: number,
      tb: number,
      now: string,
    ) => {
      setPoolBooks.run(anaPool, books.get(d.anaId)!.books + ab, d.anaId);
      setPoolBooks.run(gmPool, books.get(d.gmId)!.books + tb, d.gmId);
      resolve.run('He dives behind the crates', dice, result, ab, tb, now, id);
      bumpConflict.run(no, d.anaId, d.conflictId);
      event.run(d.conflictId, 'exchange-resolved', logged, 1, now);
      handled.run(`bare-${++ids}`, '{}', now);
    },
  );
  return (d: Duel): number => {
    // Everything computed before the clock starts: the bare side only writes.
    const no = (counts.get(d.conflictId) ?? 1000) + 1;
    counts.set(d.conflictId, no);
    const ana = poolOf(db, d.anaId);
    const gm = poolOf(db, d.gmId);
    const [a, g] = [ana[0]!, gm[0]!];
    const r = resolveExchange([a], [g]);
    const now = new Date().toISOString();
    const anaRest = JSON.stringify(ana.slice(1));
    const gmRest = JSON.stringify(gm.slice(1));
    const result = JSON.stringify(r);
    const led = JSON.stringify({
      no,
      actor: 'Ana',
      target: 'Brute',
      count: 1,
      risky: false,
      action: 'I shoot him in the knee',
    });
    const pushed = JSON.stringify({ no, dice: [a], to: 'Ana' });
    // The result event as the log keeps it: what happened, the result itself being on the row.
    const logged = JSON.stringify({
      no,
      actor: 'Ana',
      target: 'Brute',
      targetParticipant: 'GM',
      actorAction: 'I shoot him in the knee',
      targetAction: 'He dives behind the crates',
      risky: false,
      actorDice: [a],
      targetDice: [g],
      actorBooks: books.get(d.anaId)!.books + r.actorBooks,
      targetBooks: books.get(d.gmId)!.books + r.targetBooks,
      rerolled: { actor: 0, target: 0 },
    });
    const t0 = performance.now();
    const id = lead.immediate(d, no, anaRest, JSON.stringify([a]), led, pushed, now);
    respond.immediate(
      d,
      id,
      no,
      anaRest,
      gmRest,
      JSON.stringify([g]),
      result,
      logged,
      r.actorBooks,
      r.targetBooks,
      now,
    );
    return performance.now() - t0;
  };
}

/** Caches db.prepare by SQL text (safe here: the store never switches a statement to pluck/raw/expand). */
export function cachePrepared(db: Db): () => void {
  const original = db.prepare;
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  db.prepare = function (this: Db, sql: string) {
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = original.call(this, sql) as ReturnType<Db['prepare']>));
    return statement;
  } as Db['prepare'];
  return () => void (db.prepare = original);
}

export function benchExchange(opts: { conflicts: number; samples: number; warmup: number }): ExchangeFigures {
  const dir = mkdtempSync(join(tmpdir(), 'venus-bench-'));
  try {
    const path = join(dir, 'live.sqlite');
    const t0 = performance.now();
    const db = openDatabase(path);
    cachePrepared(db); // only to fill the file faster; the measured connections below do not cache
    populate(db, opts.conflicts);
    const setupMs = performance.now() - t0;
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
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
      const ms = useCaseExchange(deps, k, all[k]!);
      const bareMs = write(bareDuels[k]!);
      if (i >= opts.warmup) {
        useCase.push(ms);
        bare.push(bareMs);
      }
    }
    bareDb.close();
    live.close();
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
