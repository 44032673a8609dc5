// The store a test opens: SQLite by default, or PostgreSQL with VENUS_TEST_DB=postgres (a fresh
// database copied from the schema's template, on the run's throwaway cluster: test/setup/postgres.ts).
// `path` names a store to open again later (a restart): the same path gives the same database.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/store/engine/db';
import { openDatabase } from '../../src/store/engine/open-database';
import { postgresStore } from '../../src/store/engine/postgres-store';

/** Which engine this run's suites use. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.VENUS_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

let admin: Promise<pg.Client> | null = null;
function adminClient(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: clusterUrl() });
    await client.connect();
    return client;
  })();
  return admin;
}

function clusterUrl(): string {
  const url = process.env.VENUS_TEST_PG_URL;
  if (!url) throw new Error('VENUS_TEST_DB=postgres, but no cluster was started (test/setup/postgres.ts).');
  return url;
}

const created = new Map<string, Promise<void>>();
let fresh = 0;
// The admin connection runs one creation at a time (a pg client must not be given a second query
// while one runs); a failed one does not stop the next.
let creating: Promise<unknown> = Promise.resolve();

/** The URL of test database `name` on the run's cluster, created from the template on first use. */
export function testDatabaseUrl(name: string): { url: string; ready: Promise<void> } {
  let ready = created.get(name);
  if (!ready) {
    ready = creating.then(async () => {
      const client = await adminClient();
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name} TEMPLATE venus_template`);
    });
    creating = ready.catch(() => {});
    created.set(name, ready);
  }
  const url = new URL(clusterUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), ready };
}

/** A database name for `path` (the same path, the same database), or a fresh one. */
function databaseName(path: string | undefined): string {
  if (path && path !== ':memory:') return `t_${createHash('sha256').update(path).digest('hex').slice(0, 24)}`;
  return `t_${process.pid}_${++fresh}_${Date.now().toString(36)}`;
}

/** A store for a test: `path` is the SQLite file (default: a private in-memory database). */
export function testStore(path?: string): Db {
  if (TEST_ENGINE === 'sqlite') return openDatabase(path ?? ':memory:');
  const { url, ready } = testDatabaseUrl(databaseName(path));
  return postgresStore(url, { ready, max: 4 });
}

/**
 * What another process opens (with openStore) to reach the store `testStore(path)` opens: the
 * SQLite file itself, or the URL of the same PostgreSQL database.
 */
export async function testStoreTarget(path: string): Promise<string> {
  if (TEST_ENGINE === 'sqlite') return path;
  const { url, ready } = testDatabaseUrl(databaseName(path));
  await ready;
  return url;
}
