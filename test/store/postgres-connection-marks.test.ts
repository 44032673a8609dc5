// PostgreSQL's migration 0003 (as SQLite's 0020) on a database with marks in it: each connection's
// mark keeps its lifestyle's name instead of pointing at its row, so a lifestyle dropped and taken
// again does not serve twice in a session (R10.3). Needs PostgreSQL's binaries (skipped without them).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/engine/migrate';
import { POSTGRES_MIGRATIONS_DIR } from '../../src/store/engine/migrate-postgres';
import { type Cluster, postgresBin, startCluster } from '../../tools/postgres/cluster';

const MIGRATIONS = loadMigrations(POSTGRES_MIGRATIONS_DIR);
const BY_NAME = MIGRATIONS.findIndex((m) => m.file === '0003_connection_marks_by_name.sql');
const AT = '2140-01-01T00:00:00.000Z';

describe.skipIf(postgresBin() === null)('PostgreSQL migration 0003: connection marks by name', () => {
  let cluster: Cluster;
  let client: pg.Client;
  const q = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows;

  beforeAll(async () => {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE marks_test');
    await admin.end();
    client = new pg.Client({ connectionString: cluster.urlOf('marks_test') });
    await client.connect();
    for (const m of MIGRATIONS.slice(0, BY_NAME)) await client.query(m.sql);
    await q(`INSERT INTO campaigns (id, guild_id, name, gm_user_id, created_at) VALUES (1, 'g', 'c', 'u', $1)`, [AT]);
    for (const [id, name] of [
      [1, 'Ana'],
      [2, 'Ben'],
    ] as const)
      await q('INSERT INTO characters (id, campaign_id, owner_user_id, name, created_at) VALUES ($1, 1, $2, $3, $4)', [
        id,
        `u${id}`,
        name,
        AT,
      ]);
    await q(`INSERT INTO lifestyles (id, character_id, name) VALUES (1, 1, 'Dock rat'), (2, 2, 'Dock rat')`);
    await q('INSERT INTO sessions (id, campaign_id, budget_racks, racks_left, opened_at) VALUES (1, 1, 3, 3, $1)', [
      AT,
    ]);
    await q(
      `INSERT INTO connection_points (id, character_id, lifestyle_id, session_id, on_behalf_of, at)
       VALUES (1, 1, 1, 1, 'the dockers', $1), (2, 2, 2, 1, 'the widows', $1)`,
      [AT],
    );
    // Rows copied with their ids: the sequence moves on past them (as a copying tool does).
    await q(`SELECT setval(pg_get_serial_sequence('connection_points', 'id'), 2)`);
    await client.query(MIGRATIONS[BY_NAME]!.sql);
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    cluster?.stop();
  });

  it('GIVEN marks written before THEN each keeps its lifestyle’s name, every other value as it was', async () => {
    expect(await q('SELECT * FROM connection_points ORDER BY id')).toEqual([
      { id: '1', character_id: '1', session_id: '1', on_behalf_of: 'the dockers', at: AT, lifestyle_name: 'Dock rat' },
      { id: '2', character_id: '2', session_id: '1', on_behalf_of: 'the widows', at: AT, lifestyle_name: 'Dock rat' },
    ]);
  });

  it('GIVEN the lifestyle dropped THEN its mark stays, and the same name in any case is refused in that session', async () => {
    await q('DELETE FROM lifestyles WHERE id = 1');
    expect((await q('SELECT id FROM connection_points ORDER BY id')).map((r) => r.id)).toEqual(['1', '2']);
    await expect(
      q(
        `INSERT INTO connection_points (character_id, session_id, on_behalf_of, at, lifestyle_name)
         VALUES (1, 1, 'again', $1, 'DOCK RAT')`,
        [AT],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'connection_points_once' });
    await q(
      `INSERT INTO connection_points (character_id, session_id, on_behalf_of, at, lifestyle_name)
       VALUES (1, 1, 'another', $1, 'Pier rat')`,
      [AT],
    );
  });
});
