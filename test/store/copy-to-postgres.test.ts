// `npm run migrate-to-postgres`: a campaign played on SQLite (a finished conflict, a live one whose
// lead waits for its answer, Murphy points, a posted button) is copied into an empty PostgreSQL
// database with its ids, and play goes on there through the use cases with the ids the posted
// buttons carry. A target holding data, a missing or busy file are refused in one sentence.
// Needs PostgreSQL's binaries (skipped without them).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import type { Deps } from '../../src/app';
import { idOf, makeId } from '../../src/discord/components/ids';
import { scriptedDice } from '../../src/rules';
import { CopyError, copyToPostgres } from '../../src/store/engine/copy-to-postgres';
import type { Db } from '../../src/store/engine/db';
import { openStore } from '../../src/store/engine/open-database';
import { prep } from '../../src/store/engine/statements';
import { type Cluster, postgresBin, startCluster } from '../../tools/postgres/cluster';
import { ANA, GM, people } from '../app/duel';
import { as, CHANNEL, makeDeps } from '../app/helpers';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // Ana's pool: 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // Brute's: 665544
const root = join(import.meta.dirname, '../..');

/** Ana and Brute set up, rolled and begun in the test channel. */
async function rolledDuel(deps: Deps): Promise<void> {
  await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
  await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  await app.rollPool(deps, as(ANA));
  await app.rollPool(deps, as(GM));
  await app.beginExchanges(deps, as(GM));
}

/**
 * The campaign on SQLite: a session, Murphy points, a conflict played and ended, and a live one where
 * Ana has led (6 5 5) and Brute has not answered; the lead's "Respond" button is posted.
 */
async function playOnSqlite(path: string): Promise<{ conflictId: number; respondId: string }> {
  const db = await openStore(path);
  try {
    const deps = makeDeps({ db, dice: scriptedDice([...ANA6, ...GM6, ...ANA6, ...GM6]) });
    await app.createCampaign(deps, as(GM), { name: 'Venus' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.startSession(deps, as(GM));
    await app.addMurphy(deps, as(GM), { amount: 3, reason: 'the dome leaks' });

    await rolledDuel(deps);
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'a shot', dice: [6, 5, 5] });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [5, 4, 4] });
    await app.endConflictCommand(deps, as(GM));

    await rolledDuel(deps);
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot across the dome', dice: [6, 5, 5] });
    const { conflict, state } = await people(deps);
    expect(state.pending).not.toBeNull();
    const respondId = makeId({ kind: 'ex:respond', conflictId: conflict.id, no: state.pending!.no })!;
    await app.rememberButtons(deps, {
      messageId: 'm-lead',
      channelId: CHANNEL,
      conflictId: conflict.id,
      customIds: [respondId],
      components: JSON.stringify([{ type: 1, components: [{ type: 2, custom_id: respondId, label: 'Respond' }] }]),
    });
    return { conflictId: conflict.id, respondId };
  } finally {
    await db.close();
  }
}

const rows = <R = Record<string, unknown>>(db: Db, sql: string, ...params: unknown[]) =>
  prep<unknown[], R>(db, sql).all(...params);
const row = async <R = Record<string, unknown>>(db: Db, sql: string, ...params: unknown[]) =>
  (await rows<R>(db, sql, ...params))[0];

/** The bot's tables on either engine (not the engine's own, nor PostgreSQL's migration history). */
async function tableNames(db: Db): Promise<string[]> {
  const sql =
    db.engine === 'postgres'
      ? `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`
      : `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  return (await rows<{ name: string }>(db, sql)).map((r) => r.name).sort();
}

/**
 * Every table's rows, by name, each table in the order of all its columns (ids first where it has
 * them): the whole database, for "the same data" comparisons across the engines.
 */
async function everything(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of await tableNames(db)) {
    const first = await rows(db, `SELECT * FROM ${t} LIMIT 1`);
    const order = Object.keys(first[0] ?? {}).map((_, i) => i + 1);
    out[t] = await rows(db, `SELECT * FROM ${t}${order.length ? ` ORDER BY ${order.join(', ')}` : ''}`);
  }
  return out;
}

describe.skipIf(postgresBin() === null)('npm run migrate-to-postgres', () => {
  let cluster: Cluster;
  let admin: pg.Client;
  let dir: string;
  let databases = 0;

  /** A new, empty database on the cluster (no schema yet: the copy migrates it). */
  async function newDatabase(): Promise<string> {
    const name = `copy_${++databases}`;
    await admin.query(`CREATE DATABASE ${name}`);
    return cluster.urlOf(name);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'venus-copy-'));
    cluster = await startCluster();
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GIVEN a campaign with a live conflict and a posted button THEN it moves with its ids and play goes on', async () => {
    const path = join(dir, 'venus.sqlite');
    const { conflictId, respondId } = await playOnSqlite(path);
    const url = await newDatabase();

    // A few rows per INSERT, so tables take several batches and a last short one.
    const report = await copyToPostgres(path, url, { batchRows: 3 });
    expect(existsSync(`${path}.writer`)).toBe(false); // the file is given back

    const lite = await openStore(path);
    const before = await everything(lite);
    await lite.close();
    const pgDb = await openStore(url);
    try {
      // Every table, every row, every id: the same.
      const after = await everything(pgDb);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(after).toEqual(before);
      for (const t of report.tables) expect(t.rows).toBe(before[t.name]!.length);
      expect(report.total).toBe(Object.values(before).reduce((n, r) => n + r.length, 0));
      expect(before.conflicts).toHaveLength(2);
      expect((before.events ?? []).length).toBeGreaterThan(3);
      expect(report.tables.map((t) => t.name).indexOf('campaigns')).toBeLessThan(
        report.tables.map((t) => t.name).indexOf('conflicts'),
      );

      // The posted button still finds its message, and Brute answers the lead through it.
      const deps = makeDeps({ db: pgDb, dice: scriptedDice([]) });
      const found = await app.buttonMessagesFor(deps, { customIds: [respondId], conflictIds: [], messageIds: [] });
      expect(found.map((m) => m.messageId)).toEqual(['m-lead']);
      expect(
        (await app.buttonMessagesFor(deps, { customIds: [], conflictIds: [conflictId], messageIds: [] })).length,
      ).toBe(1);
      const button = idOf('ex:respond')(found[0]!.customIds[0]!)!;
      expect(button.conflictId).toBe(conflictId);
      const answered = await app.respondExchange(deps, as(GM), {
        action: 'duck',
        dice: [5, 4, 4],
        exchangeNo: button.no,
        conflictId: button.conflictId,
      });
      expect(answered.public.length).toBeGreaterThan(0);
      const now = await people(deps);
      expect(now.conflict.id).toBe(conflictId);
      expect(now.state.pending).toBeNull();
      expect(now.Ana!.books).toBe(3);
      // New rows get ids past the copied ones: every identity sequence was advanced.
      const maxCampaign = Math.max(...(before.campaigns as { id: number }[]).map((c) => c.id));
      await app.createCampaign(deps, as(GM, 'c-new'), { name: 'After the move' });
      const fresh = await row<{ id: number }>(pgDb, 'SELECT id FROM campaigns WHERE name = ?', 'After the move');
      expect(fresh!.id).toBe(maxCampaign + 1);
      const maxEvent = Math.max(...(before.events as { id: number }[]).map((e) => e.id));
      const newEvents = await rows<{ kind: string }>(pgDb, 'SELECT kind FROM events WHERE id > ?', maxEvent);
      expect(newEvents.map((e) => e.kind)).toContain('exchange-resolved');
    } finally {
      await pgDb.close();
    }
  });

  it('GIVEN a target that already holds a campaign THEN the copy is refused in one sentence and changes nothing', async () => {
    const path = join(dir, 'full-target.sqlite');
    await playOnSqlite(path);
    const url = await newDatabase();
    const target = await openStore(url);
    try {
      await app.createCampaign(makeDeps({ db: target }), as('u-other', 'c-other'), { name: 'Already here' });
      const before = await everything(target);
      const refusal = await copyToPostgres(path, url).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(CopyError);
      expect((refusal as Error).message).toMatch(
        /^The PostgreSQL database copy_\d+ on 127\.0\.0\.1:\d+ already holds data/,
      );
      expect((refusal as Error).message).not.toContain('venus@'); // no password in the sentence
      expect((refusal as Error).message.match(/\. /g)).toBeNull();
      expect(await everything(target)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('GIVEN a row pointing at a later row of its own table THEN the copy keeps the pointer', async () => {
    const path = join(dir, 'forward.sqlite');
    await playOnSqlite(path);
    const lite = new Database(path);
    // The first conflict follows the second (a later id): copied in id order, it cannot point there at once.
    lite
      .prepare(
        'UPDATE conflicts SET follows_conflict_id = (SELECT MAX(id) FROM conflicts) WHERE id = (SELECT MIN(id) FROM conflicts)',
      )
      .run();
    const links = lite.prepare('SELECT id, follows_conflict_id FROM conflicts ORDER BY id').all();
    lite.close();
    const url = await newDatabase();
    await copyToPostgres(path, url, { batchRows: 1 });
    const target = await openStore(url);
    try {
      expect(await rows(target, 'SELECT id, follows_conflict_id FROM conflicts ORDER BY id')).toEqual(links);
    } finally {
      await target.close();
    }
  });

  it('GIVEN two names SQLite tells apart and PostgreSQL does not THEN the copy stops and keeps no row', async () => {
    const path = join(dir, 'accents.sqlite');
    const lite = await openStore(path);
    try {
      const deps = makeDeps({ db: lite });
      await app.createCampaign(deps, as(GM), { name: 'Venus' });
      // SQLite folds A–Z only: these are two names there, one name for PostgreSQL.
      await app.createCharacter(deps, as(ANA), { name: 'Émile' });
      await app.createCharacter(deps, as('u-ben'), { name: 'émile' });
    } finally {
      await lite.close();
    }
    const url = await newDatabase();
    const stopped = await copyToPostgres(path, url).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(CopyError);
    expect((stopped as Error).message).toMatch(
      /^Two rows of characters are the same for PostgreSQL .*rename one, then copy again\.$/,
    );
    const target = await openStore(url);
    try {
      const counts = await Promise.all(
        (await tableNames(target)).map(
          async (t) => (await row<{ n: number }>(target, `SELECT COUNT(*) AS n FROM ${t}`))!.n,
        ),
      );
      expect(counts.every((n) => n === 0)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('GIVEN the bot holding the SQLite file open THEN the copy is refused and the target stays empty', async () => {
    const path = join(dir, 'busy.sqlite');
    await playOnSqlite(path);
    const url = await newDatabase();
    const bot = await openStore(path);
    try {
      await expect(copyToPostgres(path, url)).rejects.toThrow(/is in use: stop the bot/);
    } finally {
      await bot.close();
    }
    // A bot that claimed the file (another live process on this machine) is refused by name.
    writeFileSync(`${path}.writer`, `${process.ppid} ${hostname()}\n`);
    try {
      await expect(copyToPostgres(path, url)).rejects.toThrow(
        new RegExp(`^Another bot \\(process ${process.ppid} on .*\\) is writing ${path}: stop it first`),
      );
    } finally {
      rmSync(`${path}.writer`);
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Refused before PostgreSQL was touched: not even the schema is there.
      const t = await client.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(t.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('GIVEN no SQLite file THEN the command says so in one sentence and exits non-zero', () => {
    const missing = join(dir, 'nowhere.sqlite');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'src/cli/migrate-to-postgres.ts'), 'postgres://u:secret@127.0.0.1:1/venus'],
      { cwd: root, env: { ...process.env, DATABASE_PATH: missing }, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      `There is no SQLite database at ${missing}: set DATABASE_PATH to the bot's database file.`,
    );
  });

  it('GIVEN no address, or one that is not PostgreSQL THEN the command shows its usage', () => {
    for (const args of [[], ['./other.sqlite']]) {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(root, 'src/cli/migrate-to-postgres.ts'), ...args],
        {
          cwd: root,
          env: { ...process.env, DATABASE_PATH: join(dir, 'nowhere.sqlite') },
          encoding: 'utf8',
        },
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^Usage: npm run migrate-to-postgres -- postgres:\/\//);
    }
  });
});
