// A throwaway PostgreSQL cluster for tests and the load tool: initdb in a temporary folder, a
// server on a free loopback port, stopped and deleted afterwards. Uses Debian's postgresql
// binaries; as root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cluster {
  /** A superuser URL for the cluster's `postgres` database. */
  url: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  stop(): void;
}

/** The folder of the newest installed PostgreSQL's binaries, or null when none is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a new cluster; `stop()` ends it and removes its folder. */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
  const dir = mkdtempSync(join(tmpdir(), 'venus-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : undefined;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (cmd: string, args: string[]) => {
    const full = user ? ['runuser', ['-u', user, '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const pw = join(dir, 'pw');
  writeFileSync(pw, 'venus\n');
  if (asRoot) execFileSync('chown', ['postgres', pw]);
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--pwfile',
    pw,
    '-A',
    'scram-sha-256',
    '--locale=C.UTF-8',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    // A throwaway cluster: speed over durability.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  const urlOf = (database: string) => `postgres://postgres:venus@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    urlOf,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
