// `npm run load`: many tables at once through the real bot on the local Discord double, for a fixed
// time: on SQLite as one process and as several shards in that one process (VENUS_SHARDS); on
// PostgreSQL (a throwaway cluster, when one is installed) as one process and as two processes
// running split shard ranges (VENUS_SHARDS=0-0/2 and 1-1/2) on the one database; between two runs of
// the floor (a bare discord.js bot answering every interaction with a fixed reply), before and
// after. Prints interactions per second and acknowledgement latency p50/p99, then checks each
// database: every pool, book and point accounted for, nothing lost.
// Loopback only; every loop is bounded in count and time. Options: --servers 200 --tables 1000
// --seconds 15 --think-ms 4000 --seed 1 --shards 2 (and --smoke for a few seconds on a few tables;
// --logs DIR keeps every bot process's output there, one file per process and row).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmtMb, fmtMs, quantile } from '../../bench/stats';
import { sfc32Words } from '../../src/rules';
import pg from 'pg';
import { openStore } from '../../src/store/engine/open-database';
import { prep } from '../../src/store/engine/statements';
import { doubleEnv, type Proc, projectRoot, startScript } from '../harness/bot-against-double';
import { bundleScript } from '../harness/bundle';
import { startDiscordDouble } from '../double';
import { type Cluster, postgresBin, startCluster } from '../postgres/cluster';
import { allProblems } from '../../test/fault/consistency';
import { ackClock, inParallel, newTally, play, type Tally, timedSend } from './drive';
import { FloorTable, type Mover, Table } from './table';
import { makeWorld } from './world';

const { values: o } = parseArgs({
  options: {
    servers: { type: 'string', default: '200' },
    tables: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '15' },
    'think-ms': { type: 'string', default: '4000' },
    seed: { type: 'string', default: '1' },
    shards: { type: 'string', default: '2' },
    smoke: { type: 'boolean', default: false },
    logs: { type: 'string' },
  },
});
const servers = o.smoke ? 4 : Number(o.servers);
const tableCount = o.smoke ? 8 : Number(o.tables);
const seconds = o.smoke ? 3 : Number(o.seconds);
const thinkMs = o.smoke ? 200 : Number(o['think-ms']);
const seed = Number(o.seed);
if (o.logs) mkdirSync(o.logs, { recursive: true });
const shards = Number(o.shards);
for (const [name, v] of Object.entries({ servers, tables: tableCount, seconds, 'think-ms': thinkMs, shards })) {
  if (!Number.isInteger(v) || v < 1 || v > 100_000)
    throw new Error(`--${name} must be a whole number from 1 to 100000`);
}

// Both bots run as `npm start` runs ours: bundled, on plain node. Under tsx every lazy require
// (discord.js makes one per reply) goes through its resolver, which would weigh on both.
const BOT = 'dist/main.js';
const FLOOR = 'node_modules/.cache/venus-load/floor-bot.mjs';
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: projectRoot, stdio: 'inherit' });
await bundleScript(join(projectRoot, 'tools/load/floor-bot.ts'), join(projectRoot, FLOOR));

const word = sfc32Words(seed);
const random = () => word() / 2 ** 32;
const world = makeWorld(servers, tableCount, shards);
const double = await startDiscordDouble({
  guildId: world.guildIds[0],
  extraGuildIds: world.guildIds.slice(1),
  guildChannels: world.channels,
  shards,
  quietMs: 0,
  answerTimeoutMs: 10_000,
});
const acks = ackClock(double);
const dir = mkdtempSync(join(tmpdir(), 'venus-load-'));
const dbPath = join(dir, 'venus.sqlite');
const env = { ...doubleEnv(double, dbPath, seed), LOG_LEVEL: 'info' };
let tally = newTally();
const send = timedSend(double, acks, () => tally);
const tables = world.tables.map((seat) => new Table(seat, send, random));
const rows: { name: string; t: Tally; ms: number; note: string }[] = [];
/** The bot processes running now (two for split shard ranges). */
let bots: Proc[] = [];
let failed = false;

/** Each database the rows wrote, with the tables played on it (checked at the end). */
interface Store {
  engine: string;
  /** A SQLite file's path or a PostgreSQL URL, as openStore takes it. */
  target: string;
  tables: Table[];
}
const stores: Store[] = [{ engine: 'SQLite', target: dbPath, tables }];
let cluster: Cluster | undefined;

/** Starts one bot process per environment and waits until every server has a shard connected. */
async function startBots(script: string, extras: Record<string, string>[] = [{}]): Promise<void> {
  bots = extras.map((extra) => startScript(script, { ...env, ...extra }));
  await double.waitForBot(90_000).catch((err: Error) => {
    throw new Error(`${err.message}\noutput:\n${bots.map((b) => b.output()).join('\n---\n')}`);
  });
}

let stops = 0;
async function stopBots(): Promise<void> {
  stops += 1;
  await Promise.all(
    bots.map(async (p, i) => {
      p.child.kill('SIGTERM');
      const stopped = await Promise.race([p.exited, new Promise((r) => setTimeout(r, 20_000, 'late'))]);
      if (stopped === 'late') await p.kill('SIGKILL');
      if (o.logs)
        writeFileSync(
          join(
            o.logs,
            `${stops}-${rows.at(-1)?.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') ?? 'set-up'}-${i + 1}.log`,
          ),
          p.output(),
        );
    }),
  );
  bots = [];
  double.disconnectAll();
}

/** Every table's campaign, character, NPC, session and first conflict (not timed, its own tally). */
async function setUp(on: readonly Table[], engine: string): Promise<void> {
  tally = newTally();
  const setUpStart = performance.now();
  await inParallel(on, 50, (t) => t.setUp());
  console.log(
    `set-up on ${engine}: ${tally.sent} interactions in ${((performance.now() - setUpStart) / 1000).toFixed(1)} s (${tally.lost} lost)`,
  );
  if (tally.lost > 0) failed = true;
}

/** A new empty database on the throwaway cluster. */
async function createDatabase(c: Cluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: c.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return c.urlOf(name);
}

async function measure(name: string, movers: readonly Mover[]): Promise<void> {
  // A fresh process runs cold (JIT, caches): a short warm-up first, not counted.
  tally = newTally();
  await play(movers, Math.min(5, Math.ceil(seconds / 3)), thinkMs, random);
  const warmLost = tally.lost;
  tally = newTally();
  const { elapsedMs, results } = await play(movers, seconds, thinkMs, random);
  tally.lost += warmLost;
  // Evidence for slow rows: how often a process waited out SQLite's lock or gave up on it, or
  // PostgreSQL gave up retrying a transaction another one made impossible.
  const output = bots.map((b) => b.output()).join('\n');
  const busy = (output.match(/SQLITE_BUSY|database is locked/g) ?? []).length;
  const serialization = (output.match(/ERROR .*could not serialize access/g) ?? []).length;
  const notes = [
    results.refused > 0 ? `${results.refused} conflicts restarted after a refusal` : '',
    busy > 0 ? `${busy} "database is locked" errors in the log` : '',
    serialization > 0 ? `${serialization} interactions failed on "could not serialize access"` : '',
  ];
  rows.push({ name, t: tally, ms: elapsedMs, note: notes.filter(Boolean).join('; ') });
  process.stdout.write(`${name}: ${tally.sent} interactions in ${(elapsedMs / 1000).toFixed(1)} s\n`);
}

// Interrupted: take the bot down too, so that nothing is left running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const b of bots) void b.kill('SIGKILL'); // the processes and their shards, at once
    cluster?.stop();
    process.exit(130);
  });
}

const started = performance.now();
console.log(`venus-conflict-bot load — ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${fmtMb(totalmem())} RAM, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${servers} servers on ${shards} shards, ${tableCount} tables (one live conflict each, a GM and a player), a pause of 0–${(2 * thinkMs) / 1000} s between moves, ${seconds} s per row`,
);
const skipped: string[] = [];
if (postgresBin() === null)
  skipped.push('PostgreSQL rows: not run, PostgreSQL is not installed (Debian: apt-get install postgresql)');
else if (shards < 2) skipped.push('two processes on PostgreSQL: not run, split shard ranges need --shards 2 or more');
const floorTables = world.tables.map((seat) => new FloorTable(seat, send));
/** The floor, measured once before our rows and once after them (see the report). */
async function measureFloor(when: 'before' | 'after'): Promise<void> {
  await startBots(FLOOR);
  await measure(`floor: bare discord.js, fixed reply (${when})`, floorTables);
  await stopBots();
}
try {
  await measureFloor('before');
  await startBots(BOT);
  await setUp(tables, 'SQLite');
  await measure('ours, 1 process (SQLite)', tables);
  await stopBots();
  const several = `${shards} shard${shards === 1 ? '' : 's'}`;
  await startBots(BOT, [{ VENUS_SHARDS: String(shards) }]);
  await measure(`ours, ${several} in 1 process (one SQLite file)`, tables);
  await stopBots();

  if (postgresBin() !== null) {
    // The same servers and tables, set up afresh on one PostgreSQL database that both rows share.
    cluster = await startCluster();
    const url = await createDatabase(cluster, 'venus_load');
    const pgTables = world.tables.map((seat) => new Table(seat, send, random));
    stores.push({ engine: 'PostgreSQL', target: url, tables: pgTables });
    await startBots(BOT, [{ DATABASE_URL: url }]);
    await setUp(pgTables, 'PostgreSQL');
    await measure('ours, 1 process (PostgreSQL)', pgTables);
    await stopBots();
    if (shards >= 2) {
      // Two processes, each running half of the shard ids of the same total, on the one database.
      const half = Math.floor(shards / 2);
      const ranges = [`0-${half - 1}/${shards}`, `${half}-${shards - 1}/${shards}`];
      await startBots(
        BOT,
        ranges.map((r) => ({ DATABASE_URL: url, VENUS_SHARDS: r })),
      );
      await measure(`ours, 2 processes (shards ${ranges.join(' and ')}) on one PostgreSQL`, pgTables);
      await stopBots();
    }
  }
  await measureFloor('after');
} catch (err) {
  cluster?.stop();
  throw err;
} finally {
  for (const b of bots) await b.kill('SIGKILL');
  await double.close();
}

// The report.
const p = (t: Tally, q: number) => (t.latencies.length ? quantile(t.latencies, q) : Number.NaN);
// The floor is measured before and after our rows, and each row is held to the faster of the two:
// a machine that slows down while the floor runs (other tenants) must not make our rows pass.
const floors = rows.filter((r) => r.name.startsWith('floor'));
const floor = floors.reduce((a, b) => (p(b.t, 0.5) < p(a.t, 0.5) ? b : a));
const ours = rows.filter((r) => !floors.includes(r));
console.log('');
console.log('| run | interactions | per second | ack p50 | ack p99 | lost |');
console.log('|---|---|---|---|---|---|');
for (const r of [...floors, ...ours]) {
  console.log(
    `| ${r.name} | ${r.t.sent} | ${((r.t.sent * 1000) / r.ms).toFixed(0)} | ${fmtMs(p(r.t, 0.5))} | ${fmtMs(p(r.t, 0.99))} | ${r.t.lost} |${r.note ? ` ${r.note}` : ''}`,
  );
}
console.log('');
console.log(`the floor's p50: ${floors.map((f) => fmtMs(p(f.t, 0.5))).join(' and ')}; each row is held to the lower`);
for (const r of ours) {
  const ratio = p(r.t, 0.5) / p(floor.t, 0.5);
  const over = p(r.t, 0.5) - p(floor.t, 0.5);
  console.log(
    `${r.name}: p50 ${ratio.toFixed(2)}× the floor (target ≤ 1.5×: ${ratio <= 1.5 ? 'PASS' : 'MISS'}), ${over < 0 ? '−' : '+'}${fmtMs(Math.abs(over))} over it (target ≤ + 500 µs: ${over <= 0.5 ? 'PASS' : 'MISS'}), p99 ${fmtMs(p(r.t, 0.99))} (target < 30 ms: ${p(r.t, 0.99) < 30 ? 'PASS' : 'MISS'}), lost ${r.t.lost} (${r.t.lost === 0 ? 'PASS' : 'MISS'})`,
  );
  if (r.t.lost > 0) failed = true;
}
for (const line of skipped) console.log(line);

// Nothing lost: each database agrees with what the players saw on it, and with itself.
try {
  console.log('');
  for (const store of stores) {
    const db = await openStore(store.target);
    try {
      const problems = await allProblems(db);
      const count = async (sql: string) => Number((await prep<[], { n: number }>(db, sql).get())?.n ?? 0);
      // An exchange's row is written once its conflict ends; the log has every resolution at once.
      const resolvedStored = await count(`SELECT COUNT(*) AS n FROM events WHERE kind = 'exchange-resolved'`);
      const conflicts = await count('SELECT COUNT(*) AS n FROM conflicts');
      const resolvedSeen = store.tables.reduce((s, t) => s + t.exchangesResolved, 0);
      const unseen = store.tables.reduce((s, t) => s + t.answersUnseen, 0);
      const agrees = resolvedStored >= resolvedSeen && resolvedStored <= resolvedSeen + unseen;
      console.log(
        `consistency on ${store.engine}: ${conflicts} conflicts; ${problems.length} problem(s) with pools, books and points; exchanges answered ${resolvedSeen} (+ ${unseen} answers that never arrived), resolved in the database ${resolvedStored} (${problems.length === 0 && agrees ? 'PASS' : 'MISS'})`,
      );
      for (const line of problems.slice(0, 10)) console.log(`  ${line}`);
      if (problems.length > 0 || !agrees) failed = true;
    } finally {
      await db.close();
    }
  }
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
const surprises = [...tables, ...stores.slice(1).flatMap((s) => s.tables)].flatMap((t) => t.surprises);
if (surprises.length > 0)
  console.log(`moves the bot refused (${surprises.length}), the first few:\n  ${surprises.slice(0, 3).join('\n  ')}`);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
