// `npm test`'s second half: the suites that hold on both engines, again on PostgreSQL (`npm run
// test:postgres`; the tests start their own throwaway cluster). Without PostgreSQL installed the run
// is skipped with a note, unless VENUS_REQUIRE_POSTGRES is set (CI sets it: there it must run).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';
const installed = existsSync(root) && readdirSync(root).some((v) => existsSync(join(root, v, 'bin', 'initdb')));
if (!installed) {
  const note = 'PostgreSQL is not installed (Debian: apt-get install postgresql)';
  if (process.env.VENUS_REQUIRE_POSTGRES) {
    console.error(`${note}: the PostgreSQL run cannot start.`);
    process.exit(1);
  }
  console.log(`${note}: the PostgreSQL run is skipped.`);
  process.exit(0);
}
const run = spawnSync('npm', ['run', '--silent', 'test:postgres'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
