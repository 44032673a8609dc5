// With VENUS_TEST_DB=postgres the suites run on PostgreSQL: one throwaway cluster for the run, and a
// template database holding the schema, from which each test store is copied (test/support/test-store.ts).
import pg from 'pg';
import { type Cluster, startCluster } from '../../tools/postgres/cluster';
import { openStore } from '../../src/store/engine/open-database';

export const TEMPLATE_DATABASE = 'venus_template';

export default async function postgresCluster(): Promise<(() => void) | undefined> {
  if (process.env.VENUS_TEST_DB !== 'postgres') return undefined;
  const cluster: Cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const store = await openStore(cluster.urlOf(TEMPLATE_DATABASE));
    await store.close();
  } catch (err) {
    cluster.stop();
    throw err;
  }
  // The workers read it: where the cluster is.
  process.env.VENUS_TEST_PG_URL = cluster.url;
  return () => cluster.stop();
}
