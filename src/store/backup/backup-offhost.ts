// Backups off the machine: each checked backup goes to an rclone remote (Debian's `rclone`) or to a
// command the operator sets, and the copy that arrived is verified by its size and checksum.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, renameSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { OffHostTarget } from '../../config';
import { BACKUP_NAME, BackupError } from './backup';

/** Size and hashes of a local file: the hashes rclone remotes commonly keep, all in one read. */
async function digest(path: string): Promise<{ size: number; sha256: string; sha1: string; md5: string }> {
  const hashes = { sha256: createHash('sha256'), sha1: createHash('sha1'), md5: createHash('md5') };
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    size += chunk.length;
    for (const h of Object.values(hashes)) h.update(chunk);
  }
  return { size, sha256: hashes.sha256.digest('hex'), sha1: hashes.sha1.digest('hex'), md5: hashes.md5.digest('hex') };
}

/** Runs a program to its end; its stdout, or a BackupError naming what failed. */
function run(file: string, args: string[], what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && file === 'rclone')
        return reject(new BackupError('BACKUP_REMOTE is set but rclone is not installed: apt install rclone.'));
      const detail = stderr.trim().split('\n').slice(-2).join(' ') || err.message;
      reject(new BackupError(`${what} failed: ${detail}`));
    });
  });
}

/** `remote` and a name in it: `offsite:venus` + `x` is `offsite:venus/x`; `offsite:` + `x` is `offsite:x`. */
const inRemote = (remote: string, name: string) => (/[:/]$/.test(remote) ? `${remote}${name}` : `${remote}/${name}`);

interface RemoteFile {
  Name: string;
  Size: number;
  Hashes?: Record<string, string>;
}

/**
 * The files of `remote`; with `name`, that one file and its hashes (only it: on some remotes a hash
 * is computed by reading the file, and the folder holds every backup).
 */
async function listRemote(remote: string, name?: string): Promise<RemoteFile[]> {
  const only = name
    ? ['--include', `/${name}`, '--hash-type', 'sha256', '--hash-type', 'sha1', '--hash-type', 'md5']
    : [];
  const out = await run('rclone', ['lsjson', '--files-only', ...only, remote], `Listing ${remote} with rclone`);
  return JSON.parse(out) as RemoteFile[];
}

/** The sha256 and size of what `rclone cat` reads back: for remotes that keep no hash we compute. */
function readBack(remoteFile: string): Promise<{ size: number; sha256: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('rclone', ['cat', remoteFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    const hash = createHash('sha256');
    let size = 0;
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      size += c.length;
      hash.update(c);
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ size, sha256: hash.digest('hex') })
        : reject(new BackupError(`Reading ${remoteFile} back with rclone failed: ${stderr.trim()}`)),
    );
  });
}

/** Checks `remote`'s copy against the local file: its size, then a hash the remote keeps, else a read-back. */
async function verifyRemote(remote: string, name: string, local: Awaited<ReturnType<typeof digest>>): Promise<void> {
  const where = inRemote(remote, name);
  const found = (await listRemote(remote, name)).find((f) => f.Name === name);
  if (!found) throw new BackupError(`The copy sent to ${where} is not there.`);
  if (found.Size !== local.size)
    throw new BackupError(`The copy in ${where} holds ${found.Size} bytes where the backup holds ${local.size}.`);
  const kind = (['sha256', 'sha1', 'md5'] as const).find((k) => found.Hashes?.[k]);
  const theirs = kind
    ? { kind, value: found.Hashes![kind]! }
    : { kind: 'sha256' as const, value: (await readBack(where)).sha256 };
  if (theirs.value.toLowerCase() !== local[theirs.kind])
    throw new BackupError(`The copy in ${where} does not match the backup (${theirs.kind} differs).`);
}

/**
 * The command target's contract: run by /bin/sh with the file's path as $1 and its name as $2, it
 * stores the file off the machine and prints, as its last line, the stored copy's SHA-256 and size.
 */
function runShell(command: string, args: string[], what: string): Promise<string> {
  return run('/bin/sh', ['-c', command, 'venus-backup', ...args], what);
}

/** Sends a checked backup off the machine and verifies the copy; returns where it went, in words ("to offsite:venus/…"). */
export async function sendOffHost(target: OffHostTarget, file: string): Promise<string> {
  const name = basename(file);
  const local = await digest(file);
  if (target.kind === 'rclone') {
    const where = inRemote(target.remote, name);
    await run('rclone', ['copyto', file, where], `Copying the backup to ${where} with rclone`);
    await verifyRemote(target.remote, name, local);
    return `to ${where}`;
  }
  const out = await runShell(target.send, [file, name], 'BACKUP_COMMAND');
  const last = out.trim().split('\n').pop() ?? '';
  const match = /^([0-9a-f]{64})\s+(\d+)$/i.exec(last.trim());
  if (!match)
    throw new BackupError(
      `BACKUP_COMMAND ran but did not end by printing the stored copy's SHA-256 and size (it printed "${last.trim()}"): the copy cannot be verified.`,
    );
  if (Number(match[2]) !== local.size)
    throw new BackupError(`BACKUP_COMMAND stored ${match[2]} bytes where the backup holds ${local.size}.`);
  if (match[1]!.toLowerCase() !== local.sha256)
    throw new BackupError("BACKUP_COMMAND's copy does not match the backup (its SHA-256 differs).");
  return 'with BACKUP_COMMAND';
}

/**
 * Fetches the newest off-host backup into `destPath` (written as `destPath.partial`, renamed once
 * whole); returns its name, or the command's word for it.
 */
export async function fetchNewest(target: OffHostTarget, destPath: string): Promise<string> {
  const partial = `${destPath}.partial`;
  rmSync(partial, { force: true });
  try {
    let name: string;
    if (target.kind === 'rclone') {
      const newest = (await listRemote(target.remote))
        .filter((f) => BACKUP_NAME.test(f.Name))
        .sort((a, b) => (a.Name < b.Name ? 1 : -1))[0];
      if (!newest) throw new BackupError(`There is no backup in ${target.remote} (files named venus-….sqlite).`);
      name = newest.Name;
      await run('rclone', ['copyto', inRemote(target.remote, name), partial], `Fetching ${name} with rclone`);
      const got = await digest(partial);
      if (got.size !== newest.Size)
        throw new BackupError(
          `The fetched ${name} holds ${got.size} bytes where ${target.remote} lists ${newest.Size}.`,
        );
    } else {
      if (!target.fetch)
        throw new BackupError('BACKUP_FETCH_COMMAND is not set: it is the command that fetches the newest backup.');
      await runShell(target.fetch, [partial], 'BACKUP_FETCH_COMMAND');
      try {
        statSync(partial);
      } catch {
        throw new BackupError(`BACKUP_FETCH_COMMAND ended without writing the backup to ${partial} ($1).`);
      }
      name = 'the newest backup BACKUP_FETCH_COMMAND fetched';
    }
    renameSync(partial, destPath);
    return name;
  } finally {
    rmSync(partial, { force: true });
  }
}
