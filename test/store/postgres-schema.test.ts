// The schema migrations/postgres/ build against the one migrations/0001–… build on SQLite: the same
// tables, columns (in order, with their types, NOT NULLs and defaults), indexes and foreign keys; the
// case-insensitive unique names; the SQLite functions it defines answering as SQLite's do; and ids
// that stay insertable. Needs PostgreSQL's binaries (skipped without them).
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/engine/migrate';
import { POSTGRES_MIGRATIONS_DIR } from '../../src/store/engine/migrate-postgres';
import { type Cluster, postgresBin, startCluster } from '../../tools/postgres/cluster';

/** Every PostgreSQL migration, in order, as one script. */
const SCHEMA = loadMigrations(POSTGRES_MIGRATIONS_DIR)
  .map((m) => m.sql)
  .join('\n');

function sqliteSchema(): Database.Database {
  const db = new Database(':memory:');
  for (const m of loadMigrations()) db.exec(m.sql);
  return db;
}

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}

/** SQLite's column type as this file translates it. */
const PG_TYPE: Record<string, string> = { INTEGER: 'bigint', TEXT: 'text', REAL: 'double precision' };

/** A default without PostgreSQL's casts: `'[]'::text` → `'[]'`. */
const bareDefault = (d: string | null) =>
  d === null ? null : d.replace(/::(text|bigint|integer|double precision)$/, '');

const ON_DELETE: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

describe.skipIf(postgresBin() === null)('the PostgreSQL schema (migrations/postgres/)', () => {
  let cluster: Cluster;
  let client: pg.Client;
  let applyError: unknown;
  const lite = sqliteSchema();
  const q = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await client.query<R>(sql, params)).rows;

  beforeAll(async () => {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE schema_test');
    await admin.end();
    client = new pg.Client({ connectionString: cluster.urlOf('schema_test') });
    await client.connect();
    try {
      await client.query(SCHEMA);
    } catch (e) {
      applyError = e;
    }
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    cluster?.stop();
    lite.close();
  });

  it('GIVEN an empty database THEN the file applies cleanly', () => {
    expect(applyError).toBeUndefined();
  });

  it('GIVEN both schemas THEN they have the same tables, and each the same columns in the same order', async () => {
    const liteTables = lite
      .prepare<[], { name: string }>(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
      )
      .all()
      .map((r) => r.name);
    const pgTables = (
      await q<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name COLLATE "C"`,
      )
    ).map((r) => r.table_name);
    expect(pgTables).toEqual(liteTables);

    for (const table of liteTables) {
      const liteColumns: Column[] = lite
        .prepare<[string], { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
          'SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid',
        )
        .all(table)
        .map((c) => ({
          name: c.name,
          type: PG_TYPE[c.type] ?? `unknown SQLite type ${c.type}`,
          // A STRICT table's primary key columns are NOT NULL (a rowid alias cannot be NULL either).
          notNull: c.notnull === 1 || c.pk > 0,
          default: c.dflt_value,
        }));
      const pgColumns: Column[] = (
        await q<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
          `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).map((c) => ({
        name: c.column_name,
        type: c.data_type,
        notNull: c.is_nullable === 'NO',
        default: bareDefault(c.column_default),
      }));
      expect(pgColumns, table).toEqual(liteColumns);
    }
  });

  it('GIVEN both schemas THEN every text column compares bytewise (COLLATE "C") and every rowid id is an identity', async () => {
    const text = await q<{ table_name: string; column_name: string; collation_name: string | null }>(
      `SELECT table_name, column_name, collation_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'text' AND collation_name IS DISTINCT FROM 'C'`,
    );
    expect(text).toEqual([]);
    const identities = (
      await q<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES' AND identity_generation = 'BY DEFAULT'
          ORDER BY table_name COLLATE "C"`,
      )
    ).map((r) => r.table_name);
    const rowidIds = lite
      .prepare<[], { name: string }>(
        `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'id' AND c.pk = 1 AND c.type = 'INTEGER' ORDER BY m.name`,
      )
      .all()
      .map((r) => r.name);
    expect(identities).toEqual(rowidIds);
  });

  it('GIVEN both schemas THEN they have the same indexes (by name, uniqueness and partial WHERE) and foreign keys', async () => {
    const liteIndexes = lite
      .prepare<[], { name: string; sql: string }>(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
      )
      .all()
      .map((r) => ({ name: r.name, unique: /^CREATE UNIQUE/i.test(r.sql), partial: /\bWHERE\b/i.test(r.sql) }));
    // Indexes of their own (not those behind a PRIMARY KEY or UNIQUE constraint).
    const pgIndexes = await q<{ name: string; unique: boolean; partial: boolean }>(
      `SELECT c.relname AS name, i.indisunique AS unique, i.indpred IS NOT NULL AS partial
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE c.relnamespace = 'public'::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
          ORDER BY c.relname COLLATE "C"`,
    );
    expect(pgIndexes).toEqual(liteIndexes);

    const key = (r: { table: string; from: string; to_table: string; to: string; on_delete: string }) =>
      `${r.table}.${r.from} -> ${r.to_table}.${r.to} ON DELETE ${r.on_delete}`;
    const liteKeys = lite
      .prepare<[], { table: string; from: string; to_table: string; to: string; on_delete: string }>(
        `SELECT m.name AS "table", f."from", f."table" AS to_table, f."to", f.on_delete
           FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
      )
      .all()
      .map(key)
      .sort();
    const pgKeys = (
      await q<{ table: string; from: string; to_table: string; to: string; deltype: string }>(
        `SELECT k.conrelid::regclass::text AS table, a.attname AS from, k.confrelid::regclass::text AS to_table,
                af.attname AS to, k.confdeltype AS deltype
           FROM pg_constraint k
          CROSS JOIN LATERAL unnest(k.conkey, k.confkey) AS col(attnum, fattnum)
           JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = col.attnum
           JOIN pg_attribute af ON af.attrelid = k.confrelid AND af.attnum = col.fattnum
          WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
      )
    )
      .map((r) => key({ ...r, on_delete: ON_DELETE[r.deltype] ?? r.deltype }))
      .sort();
    expect(pgKeys).toEqual(liteKeys);
  });

  describe('GIVEN a campaign with a character and gear', () => {
    beforeAll(async () => {
      await q(`INSERT INTO campaigns (id, guild_id, name, gm_user_id, created_at) VALUES (1, 'g', 'c', 'u', 't')`);
      await q(
        `INSERT INTO characters (id, campaign_id, owner_user_id, name, created_at) VALUES (1, 1, 'u', 'Zed', 't')`,
      );
      await q(`INSERT INTO gear (id, character_id, name, quality, mode, skill_key, skill_text)
               VALUES (1, 1, 'Knife', 1, 'assist', 'k', 'K')`);
      // Rows copied with their ids: the sequences move on past them (as a copying tool does).
      for (const table of ['campaigns', 'characters', 'gear']) {
        await q(`SELECT setval(pg_get_serial_sequence($1, 'id'), max(id)) FROM ${table}`, [table]);
      }
    });

    const nocase: [index: string, insert: string][] = [
      [
        'characters_name',
        `INSERT INTO characters (campaign_id, owner_user_id, name, created_at) VALUES (1, 'u', $1, 't')`,
      ],
      ['npcs_name', `INSERT INTO npcs (campaign_id, name, created_at) VALUES (1, $1, 't')`],
      ['lifestyles_name', 'INSERT INTO lifestyles (character_id, name) VALUES (1, $1)'],
      ['campaign_lifestyles_name', 'INSERT INTO campaign_lifestyles (campaign_id, name) VALUES (1, $1)'],
      ['gear_goals_name', 'INSERT INTO gear_goals (gear_id, name, books) VALUES (1, $1, 0)'],
    ];
    it.each(nocase)('WHEN %s holds "ana" THEN "Ana" is refused', async (index, insert) => {
      await q(insert, ['ana']);
      await expect(q(insert, ['Ana'])).rejects.toMatchObject({ code: '23505', constraint: index });
      await q(insert, ['Anna']);
    });

    it('WHEN names are looked up and sorted with COLLATE NOCASE THEN the same SQL text works as in SQLite', async () => {
      expect(await q('SELECT name FROM npcs WHERE campaign_id = $1 AND name = $2 COLLATE NOCASE', [1, 'ANA'])).toEqual([
        { name: 'ana' },
      ]);
      // The column itself compares as SQLite's BINARY does.
      expect(await q('SELECT name FROM npcs WHERE campaign_id = $1 AND name = $2', [1, 'ANA'])).toEqual([]);
      expect(
        (
          await q<{ name: string }>(
            'SELECT name FROM characters WHERE campaign_id = $1 ORDER BY name COLLATE NOCASE',
            [1],
          )
        ).map((r) => r.name),
      ).toEqual(['ana', 'Anna', 'Zed']);
    });

    it('WHEN a row is inserted with an explicit id THEN it keeps it, and after setval the next default id follows', async () => {
      await q(
        `INSERT INTO campaigns (id, guild_id, name, gm_user_id, created_at) VALUES (41, 'g', 'copied', 'u', 't')`,
      );
      const [max] = await q<{ max: string }>(
        `SELECT setval(pg_get_serial_sequence('campaigns', 'id'), max(id)) AS max FROM campaigns`,
      );
      expect(Number(max!.max)).toBe(41);
      const [row] = await q<{ id: string }>(
        `INSERT INTO campaigns (guild_id, name, gm_user_id, created_at) VALUES ('g', 'new', 'u', 't') RETURNING id`,
      );
      expect(Number(row!.id)).toBe(42);
    });

    it('WHEN a conflict has events THEN they cannot change, and go only with their conflict or campaign', async () => {
      await q(
        `INSERT INTO campaigns (id, guild_id, name, gm_user_id, created_at) VALUES (50, 'g', 'doomed', 'u', 't')`,
      );
      await q(
        `INSERT INTO characters (id, campaign_id, owner_user_id, name, created_at) VALUES (50, 50, 'u', 'Pc', 't')`,
      );
      await q(`INSERT INTO npcs (id, campaign_id, name, created_at) VALUES (50, 50, 'Goon', 't')`);
      for (const id of [50, 51]) {
        await q(
          `INSERT INTO conflicts (id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, created_at)
           VALUES ($1, 50, 'g', $2, 'setup', 'k', 'K', 'u', 't')`,
          [id, `ch${id}`],
        );
        await q(
          `INSERT INTO participants (id, conflict_id, seq, kind, character_id, user_id, name, side)
                 VALUES ($1::bigint, $1::bigint, 1, 'pc', 50, 'u', 'Pc', 0)`,
          [id],
        );
        await q(
          `INSERT INTO participants (id, conflict_id, seq, kind, user_id, name, side)
                 VALUES ($1::bigint + 100, $1::bigint, 2, 'gm', 'u', 'GM', 1)`,
          [id],
        );
        await q('INSERT INTO conflict_npcs (conflict_id, npc_id) VALUES ($1, 50)', [id]);
        await q(
          `INSERT INTO conflict_goals (conflict_id, proposer_id, target_id, text, price, status, created_at)
                 VALUES ($1::bigint, $1::bigint, $1::bigint + 100, 'x', 1, 'proposed', 't')`,
          [id],
        );
        await q(`INSERT INTO events (conflict_id, kind, payload, public, at) VALUES ($1, 'lead', '{}', 1, 't')`, [id]);
      }
      await expect(q(`UPDATE events SET kind = 'y' WHERE conflict_id = 50`)).rejects.toThrow(/append-only/);
      await expect(q('DELETE FROM events WHERE conflict_id = 50')).rejects.toThrow(/append-only/);
      await q('DELETE FROM conflicts WHERE id = 51');
      expect(await q('SELECT conflict_id FROM events WHERE conflict_id IN (50, 51)')).toEqual([{ conflict_id: '50' }]);
      // As in SQLite: the whole campaign goes, its conflicts' seats before the characters they seat.
      await q('DELETE FROM campaigns WHERE id = 50');
      expect(await q('SELECT id FROM conflicts WHERE campaign_id = 50')).toEqual([]);
      expect(await q('SELECT conflict_id FROM events WHERE conflict_id = 50')).toEqual([]);
    });

    it('WHEN an exchange is saved THEN resisted must be a JSON array, as in SQLite', async () => {
      await q(`INSERT INTO conflicts (id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, created_at)
               VALUES (60, 1, 'g', 'ch60', 'setup', 'k', 'K', 'u', 't')`);
      await q(
        `INSERT INTO participants (id, conflict_id, seq, kind, user_id, name, side) VALUES (60, 60, 1, 'gm', 'u', 'GM', 1)`,
      );
      const insert = (no: number, resisted: string) =>
        q(
          `INSERT INTO exchanges (conflict_id, no, status, actor_id, target_id, actor_action, actor_dice, created_at, resisted)
           VALUES (60, $1, 'resolved', 60, 60, 'a', '[]', 't', $2)`,
          [no, resisted],
        );
      await insert(1, '["Zed"]');
      await expect(insert(2, '{}')).rejects.toMatchObject({ code: '23514' });
      await expect(insert(3, 'not json')).rejects.toMatchObject({ code: '23514' });
    });
  });

  describe('GIVEN the SQLite functions the bot uses', () => {
    const same = async (expr: string, args: (string | null)[]) => {
      const placeholders = args.map((_, i) => `$${i + 1}`);
      let i = 0;
      const pgSql = `SELECT ${expr.replace(/\?/g, () => `${placeholders[i++]}::text`)} AS v`;
      const [row] = await q<{ v: string | number | null }>(pgSql, args);
      const liteValue = lite
        .prepare<(string | null)[], { v: string | number | null }>(`SELECT ${expr} AS v`)
        .get(...args)!.v;
      return { pg: row!.v, sqlite: liteValue };
    };

    it.each([
      ['hello', 'l'],
      ['hello', 'z'],
      ['hello', ''],
      ['Hello', 'h'],
      ['élan', 'l'],
      ['["a:1","b:2"]', '"b:2"'],
      [null, 'a'],
    ])('WHEN instr(%j, %j) THEN it answers as SQLite', async (haystack, needle) => {
      const r = await same('instr(?, ?)', [haystack, needle]);
      expect(r.pg).toBe(r.sqlite);
    });

    const json: [doc: string, path: string][] = [
      ['{"no":3,"target":"Ana"}', '$.no'],
      ['{"no":3,"target":"Ana"}', '$.target'],
      ['{"no":3,"target":"Ana"}', '$.missing'],
      ['{"a":{"b":"c \\" d\\nzz"}}', '$.a.b'],
      ['{"a":{"b":[1, 2, {"c" : "x y"}]}}', '$.a.b'],
      ['{"a":{"b":[1, 2, {"c" : "x y"}]}}', '$.a'],
      ['{"a":{"b":[1, 2, {"c" : "x y"}]}}', '$.a.b[2].c'],
      ['{"a":{"b":[1, 2]}}', '$.a.b[5]'],
      ['{"a":1}', '$.a.b'],
      ['{"a":1.50}', '$.a'],
      ['{"a":1e3}', '$.a'],
      ['{"a":-2.5e-7}', '$.a'],
      ['{"a":1e20}', '$.a'],
      ['{"a":0.30000000000000004}', '$.a'],
      ['{"a":-0}', '$.a'],
      ['{"a":99999999999999999999}', '$.a'],
      ['{"a":true}', '$.a'],
      ['{"a":false}', '$.a'],
      ['{"a":null}', '$.a'],
      ['{"a":1,"a":2}', '$.a'],
      ['{"a b":{"c":"d"}}', '$."a b".c'],
      ['{"state":{"campaignId":7}}', '$.state.campaignId'],
      ['{"state":{"campaignId":"7"}}', '$.state.campaignId'],
      ['[]', '$'],
      ['{}', '$'],
      ['"é"', '$'],
    ];
    it.each(json)('WHEN json_extract(%j, %j) THEN it answers as SQLite (as text)', async (doc, path) => {
      const r = await same('CAST(json_extract(?, ?) AS TEXT)', [doc, path]);
      expect(r.pg).toBe(r.sqlite);
    });
    it.each(json)('WHEN json_type(%j, %j) THEN it answers as SQLite', async (doc, path) => {
      const r = await same('json_type(?, ?)', [doc, path]);
      expect(r.pg).toBe(r.sqlite);
    });
    it.each(['[]', '[1]', '{}', '3', '"x"', 'null'])('WHEN json_type(%j) THEN it answers as SQLite', async (doc) => {
      const r = await same('json_type(?)', [doc]);
      expect(r.pg).toBe(r.sqlite);
    });
    it.each(['[1]', ' {"a": [1, 2]} ', '{a:1}', '[1,]', 'NaN', '[1] x', ''])(
      'WHEN json_valid(%j) THEN it answers as SQLite',
      async (doc) => {
        const [row] = await q<{ v: boolean }>('SELECT json_valid($1) AS v', [doc]);
        const liteValue = lite.prepare<[string], { v: number }>('SELECT json_valid(?) AS v').get(doc)!.v;
        expect(row!.v).toBe(liteValue === 1);
      },
    );

    it('WHEN the bot reads a lead target THEN the same SQL text answers on both engines', async () => {
      await q(`INSERT INTO conflicts (id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, created_at)
               VALUES (70, 1, 'g', 'ch70', 'setup', 'k', 'K', 'u', 't')`);
      await q(`INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (70, 'lead', $1, 1, 't')`, [
        '{"no":2,"target":"Ana"}',
      ]);
      const rows = await q(
        `SELECT json_extract(payload, '$.target') AS target FROM events WHERE conflict_id = $1 AND kind = 'lead'
           AND json_extract(payload, '$.no') = $2 AND json_type(payload, '$.target') = 'text' ORDER BY id DESC LIMIT 1`,
        [70, 2],
      );
      expect(rows).toEqual([{ target: 'Ana' }]);
    });
  });
});
