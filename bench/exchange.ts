// A full exchange (lead + respond) through the use-case layer on a database holding 1,000 live
// conflicts, against bare transactions that read and write each conflict's document with
// statements prepared once: better-sqlite3 on a SQLite file, or one node-postgres client on a
// PostgreSQL database. Run by bench/exchange-child.ts, bundled as the bot runs in production.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import * as app from '../src/app';
import { asUserId, type Caller, type Deps } from '../src/app';
import { cryptoSource, type Face } from '../src/rules';
import type { ConflictState } from '../src/rules/conflict';
import { readConflictDocument } from '../src/store/conflict/conflict-state';
import { asConflictId } from '../src/store/engine/ids';
import { openDatabase, openStore } from '../src/store/engine/open-database';
import type { Db } from '../src/store/engine/db';
import { prep } from '../src/store/engine/statements';
import { median, quantile } from './stats';

const GUILD = 'g-bench';
const GM = 'u-gm';
const ANA = 'u-ana';
const AIRGUN = 'Coordination: Projectiles: Airgun';

export interface ExchangeFigures {
  engine: 'sqlite' | 'postgres';
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
async function duels(db: Db): Promise<Duel[]> {
  return (await prep<[], { id: number }>(db, 'SELECT id FROM conflicts ORDER BY id').all()).map((r) => ({
    conflictId: Number(r.id),
  }));
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

/** What both moves of one exchange write beside the document (the same for either engine). */
function exchangePayloads() {
  return {
    now: new Date().toISOString(),
    led: JSON.stringify({ no: 1, actor: 'Ana', target: 'Brute', count: 1, action: 'I shoot him in the knee' }),
    resolved: JSON.stringify({ no: 1, actor: 'Ana', target: 'Brute', targetAction: 'He dives behind the crates' }),
  };
}

/** The document as a bare move changes it: `who` plays their first die; the same length as read. */
function movedDocument(text: string, who: string): string {
  const doc = JSON.parse(text) as { v: number; state: ConflictState };
  const p = doc.state.participants.find((q) => q.name === who)!;
  p.pool = p.pool.slice(1);
  doc.state.exchanges += 1;
  // Written back at the length it was read (its row keeps its size, as a store rounding its
  // documents up keeps it through most moves: src/store/conflict/conflict-document.ts).
  return JSON.stringify(doc).padEnd(text.length);
}

// The same statements as the repositories (src/store/conflict/conflict-state.ts, conflicts.ts), and the
// exactly-once record as the SQLite baseline writes it.
const READ = 'SELECT state, state_version AS version FROM conflicts WHERE id = ?';
const WRITE = 'UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ? AND state_version = ?';
const EVENT = 'INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)';
const HANDLED = 'INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?)';

type BareWriter = (d: Duel) => number | Promise<number>;

/**
 * The least any design must do for the same exchange: per move, one transaction that reads the
 * conflict's document, writes it back (the same length, the die moved by hand) over its version,
 * appends one event and records the interaction; statements prepared once, on better-sqlite3
 * directly (synchronous: none of the asynchronous store's queueing).
 */
function bareSqliteWriter(db: Db): BareWriter {
  const { sqlite } = db;
  const read = sqlite.prepare<[number], { state: string; version: number }>(READ);
  const write = sqlite.prepare(WRITE);
  const event = sqlite.prepare(EVENT);
  const handled = sqlite.prepare(HANDLED);
  const move = sqlite.transaction((d: Duel, who: string, kind: string, payload: string, now: string) => {
    const row = read.get(d.conflictId)!;
    write.run(movedDocument(row.state, who), d.conflictId, row.version);
    event.run(d.conflictId, kind, payload, 1, now);
    handled.run(`bare-${++ids}`, '{}', now);
  });
  return (d: Duel): number => {
    const { now, led, resolved } = exchangePayloads();
    const t0 = performance.now();
    move.immediate(d, 'Ana', 'lead', led, now);
    move.immediate(d, 'GM', 'exchange-resolved', resolved, now);
    return performance.now() - t0;
  };
}

/** `?` placeholders as PostgreSQL numbers them ($1, $2…); none of these statements quotes a `?`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * The same least work on PostgreSQL: one node-postgres client (no pool), each move one
 * transaction at the isolation the store uses (REPEATABLE READ) from BEGIN to COMMIT, the four
 * statements named so that the server prepares each once on this connection.
 */
async function barePostgresWriter(url: string): Promise<{ write: BareWriter; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const statement = (name: string, sql: string) => {
    const text = numbered(sql);
    return (...values: unknown[]) => client.query({ name, text, values });
  };
  const read = statement('bare_read', READ);
  const write = statement('bare_write', WRITE);
  const event = statement('bare_event', EVENT);
  const handled = statement('bare_handled', HANDLED);
  const move = async (d: Duel, who: string, kind: string, payload: string, now: string) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      const row = (await read(d.conflictId)).rows[0] as { state: string; version: string | number };
      const changed = await write(movedDocument(row.state, who), d.conflictId, row.version);
      if (changed.rowCount !== 1) throw new Error(`conflict ${d.conflictId} changed under the bare baseline`);
      await event(d.conflictId, kind, payload, 1, now);
      await handled(`bare-${++ids}`, '{}', now);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
  };
  return {
    write: async (d: Duel): Promise<number> => {
      const { now, led, resolved } = exchangePayloads();
      const t0 = performance.now();
      await move(d, 'Ana', 'lead', led, now);
      await move(d, 'GM', 'exchange-resolved', resolved, now);
      return performance.now() - t0;
    },
    close: () => client.end(),
  };
}

export interface BenchOptions {
  conflicts: number;
  samples: number;
  warmup: number;
  /**
   * A superuser URL of a PostgreSQL server: the run makes two databases of its own there (the
   * use cases' and the baseline's, one a copy of the other) and drops them after. Absent: SQLite.
   */
  postgresUrl?: string;
}

/** The two stores of one run, each filled with the same live conflicts. */
interface Stores {
  live: Db;
  bare: { write: BareWriter; duels: Duel[]; close: () => Promise<void> };
  setupMs: number;
  dispose: () => Promise<void>;
}

async function sqliteStores(conflicts: number): Promise<Stores> {
  const dir = mkdtempSync(join(tmpdir(), 'venus-bench-'));
  try {
    const path = join(dir, 'live.sqlite');
    const t0 = performance.now();
    const db = openDatabase(path);
    await populate(db, conflicts);
    const setupMs = performance.now() - t0;
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await db.close();
    copyFileSync(path, join(dir, 'bare.sqlite'));
    const live = openDatabase(path);
    const bareDb = openDatabase(join(dir, 'bare.sqlite'));
    return {
      live,
      bare: { write: bareSqliteWriter(bareDb), duels: await duels(bareDb), close: () => bareDb.close() },
      setupMs,
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

async function postgresStores(adminUrl: string, conflicts: number): Promise<Stores> {
  const urlOf = (database: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const made: string[] = [];
  const dispose = async () => {
    for (const db of made) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}_live`);
    made.push(`${name}_live`);
    const t0 = performance.now();
    const db = await openStore(urlOf(`${name}_live`));
    await populate(db, conflicts);
    const setupMs = performance.now() - t0;
    await db.close();
    // The baseline's copy, made while nobody is connected to the original.
    await admin.query(`CREATE DATABASE ${name}_bare TEMPLATE ${name}_live`);
    made.push(`${name}_bare`);
    const live = await openStore(urlOf(`${name}_live`));
    const bareUrl = urlOf(`${name}_bare`);
    const bareStore = await openStore(bareUrl);
    const bareDuels = await duels(bareStore);
    await bareStore.close();
    const bare = await barePostgresWriter(bareUrl);
    return { live, bare: { ...bare, duels: bareDuels }, setupMs, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

export async function benchExchange(opts: BenchOptions): Promise<ExchangeFigures> {
  const stores = opts.postgresUrl
    ? await postgresStores(opts.postgresUrl, opts.conflicts)
    : await sqliteStores(opts.conflicts);
  try {
    const { live, bare: bareSide } = stores;
    const deps = depsFor(live);
    const all = await duels(live);
    // Use-case and bare samples alternate, one each in turn, so that load from other processes on a
    // shared machine falls on both sides alike (run one after the other, the ratio swung 3.8x-5.4x).
    const useCase: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < opts.warmup + opts.samples; i++) {
      const k = i % all.length;
      const ms = await useCaseExchange(deps, k, all[k]!);
      const bareMs = await bareSide.write(bareSide.duels[k]!);
      if (i >= opts.warmup) {
        useCase.push(ms);
        bare.push(bareMs);
      }
    }
    await bareSide.close();
    await live.close();
    return {
      engine: opts.postgresUrl ? 'postgres' : 'sqlite',
      conflicts: opts.conflicts,
      samples: opts.samples,
      useCase: { p50: median(useCase), p99: quantile(useCase, 0.99) },
      bare: { p50: median(bare), p99: quantile(bare, 0.99) },
      setupMs: stores.setupMs,
    };
  } finally {
    await stores.dispose();
  }
}
