// Backups that cannot lie: a copy is written under a `.partial` name, made one self-contained file,
// checked, and only then given its final name. A backup killed half-way, or one that fails its
// check, leaves nothing under a name that looks like a good backup.
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations } from '../engine/migrate';
import { claimWriter, type WriterClaim, WriterClaimError } from '../engine/writer-claim';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** The name of a timed backup: `venus-20261201T000000Z.sqlite`, its UTC time in it. */
export const BACKUP_NAME = /^venus-(\d{8}T\d{6}Z)\.sqlite$/;

export function backupName(at: Date): string {
  return `venus-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.sqlite`;
}

/** What a copy is checked against: the campaigns the live file held when the copy was taken. */
export interface BackupResult {
  pages: number;
  campaigns: number;
}

export interface BackupHooks {
  /** Called with the `.partial` file once it is written, before its check (tests corrupt it here). */
  beforeCheck?: (partialPath: string) => void;
}

const partialOf = (destPath: string) => `${destPath}.partial`;

/** The `.partial` file and the journal SQLite may leave beside it. */
function removePartial(partial: string): void {
  for (const f of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
}

/**
 * A consistent copy of a live database, taken with SQLite's online backup while bots keep
 * writing, into `destPath` only once it has passed its check. The copy is made in one step,
 * inside the read transaction that also counts the campaigns: under WAL a reader never blocks
 * writers, and another connection's writes cannot restart a one-step copy half-way.
 */
export async function backupDatabase(
  sourcePath: string,
  destPath: string,
  hooks: BackupHooks = {},
): Promise<BackupResult> {
  if (!existsSync(sourcePath)) throw new BackupError(`There is no database at ${sourcePath} to back up.`);
  if (existsSync(destPath)) throw new BackupError(`${destPath} already exists: choose a new file name for the backup.`);
  mkdirSync(dirname(destPath), { recursive: true });
  const partial = partialOf(destPath);
  removePartial(partial);
  try {
    const result = await copyInOneSnapshot(sourcePath, partial);
    selfContained(partial);
    hooks.beforeCheck?.(partial);
    const found = inspectDatabase(partial);
    const problems = [...found.problems];
    if (found.campaigns !== null && found.campaigns !== result.campaigns)
      problems.push(`it holds ${found.campaigns} campaign(s) where the database held ${result.campaigns}`);
    if (problems.length > 0)
      throw new BackupError(
        `The copy of ${sourcePath} failed its check (${problems.slice(0, 3).join('; ')}); nothing was kept.`,
      );
    syncFile(partial);
    // A link, not a rename: it never replaces a file that appeared under the final name meanwhile.
    try {
      linkSync(partial, destPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        throw new BackupError(`${destPath} already exists: choose a new file name for the backup.`);
      throw err;
    }
    unlinkSync(partial);
    syncFile(dirname(destPath));
    return result;
  } finally {
    removePartial(partial);
  }
}

async function copyInOneSnapshot(sourcePath: string, partial: string): Promise<BackupResult> {
  const db = new Database(sourcePath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN');
    let campaigns: number;
    try {
      campaigns = db.prepare('SELECT COUNT(*) FROM campaigns').pluck().get() as number;
    } catch {
      throw new BackupError(`${sourcePath} has no campaigns table: it is not the bot's database.`);
    }
    const done = await db.backup(partial, { progress: () => 0x7fffffff });
    db.exec('COMMIT');
    return { pages: done.totalPages, campaigns };
  } finally {
    db.close();
  }
}

/**
 * The copy keeps the live file's WAL mode, so opening it would make `-wal` and `-shm` files beside
 * it; in rollback mode it is one file that reading leaves alone.
 */
function selfContained(path: string): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** What SQLite finds wrong with a database file (integrity and foreign keys); empty when sound. */
export function checkDatabase(path: string): string[] {
  return inspectDatabase(path).problems;
}

export interface Inspection {
  problems: string[];
  /** Rows of the campaigns table; null when there is none (then it is among the problems). */
  campaigns: number | null;
  /** Its schema version (PRAGMA user_version). */
  schemaVersion: number;
}

/**
 * Reads a copy without changing it: integrity, foreign keys, the campaigns it holds and its schema
 * version (newer than this code's is a problem: the bot would refuse to open it).
 */
export function inspectDatabase(path: string): Inspection {
  // A file in WAL mode (one copied by hand, or by an earlier version) gets -wal and -shm files
  // when read; those this read made hold nothing and go with it.
  const made = ['-wal', '-shm'].map((s) => `${path}${s}`).filter((f) => !existsSync(f));
  try {
    return inspect(path);
  } finally {
    for (const f of made) if (existsSync(f) && (f.endsWith('-shm') || statSync(f).size === 0)) rmSync(f);
  }
}

function inspect(path: string): Inspection {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    return { problems: [`it cannot be opened: ${(err as Error).message}`], campaigns: null, schemaVersion: 0 };
  }
  try {
    const problems: string[] = [];
    try {
      const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
      problems.push(...integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok'));
      const orphans = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
      for (const o of orphans) problems.push(`${o.table} row ${o.rowid} points to a missing ${o.parent}`);
    } catch (err) {
      problems.push(`SQLite cannot read it: ${(err as Error).message}`);
      return { problems, campaigns: null, schemaVersion: 0 };
    }
    let campaigns: number | null = null;
    try {
      campaigns = db.prepare('SELECT COUNT(*) FROM campaigns').pluck().get() as number;
    } catch {
      problems.push('it has no campaigns table');
    }
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    const known = loadMigrations().length;
    if (schemaVersion > known)
      problems.push(`its schema version ${schemaVersion} is newer than this code knows (${known})`);
    return { problems, campaigns, schemaVersion };
  } finally {
    db.close();
  }
}

/**
 * Which timed backups of `names` retention removes: it keeps the 24 newest, and the newest of each
 * of the 14 most recent UTC days that have one. Names that are not timed backups are never touched.
 */
export function retentionPlan(names: readonly string[], keepNewest = 24, keepDays = 14): string[] {
  const timed = names.filter((n) => BACKUP_NAME.test(n)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const keep = new Set(timed.slice(0, keepNewest));
  const days = new Set<string>();
  for (const name of timed) {
    const day = BACKUP_NAME.exec(name)![1]!.slice(0, 8);
    if (days.has(day)) continue;
    if (days.size >= keepDays) break;
    days.add(day);
    keep.add(name);
  }
  return timed.filter((n) => !keep.has(n));
}

/** Removes the timed backups in `dir` that retention does not keep; returns their names. */
export function applyRetention(dir: string): string[] {
  const remove = retentionPlan(readdirSync(dir));
  for (const name of remove) rmSync(join(dir, name), { force: true });
  return remove;
}

/**
 * A timed backup of `sourcePath` into `dir` (created if missing), one run at a time (the run holds
 * `dir/.backup.writer`, taken over from a run that was killed); what killed runs left goes first.
 */
export async function backupIntoDir(
  sourcePath: string,
  dir: string,
  at: Date,
  hooks: BackupHooks = {},
): Promise<{ path: string; removed: string[] } & BackupResult> {
  mkdirSync(dir, { recursive: true });
  const claim = claimDir(dir);
  try {
    const removed = clearLeftovers(dir);
    const path = join(dir, backupName(at));
    return { path, removed, ...(await backupDatabase(sourcePath, path, hooks)) };
  } finally {
    claim.release();
  }
}

/** One run at a time in `dir`: the claim a bot takes on its database, on `dir/.backup`. */
function claimDir(dir: string): WriterClaim {
  try {
    return claimWriter(join(dir, '.backup'));
  } catch (err) {
    if (err instanceof WriterClaimError)
      throw new BackupError(`Another backup is running in ${dir}; this one stops without touching it.`);
    throw err;
  }
}

/**
 * What killed runs left in `dir`: partial copies, and from versions before checked backups, the
 * `-wal` and `-shm` files every copy left, and a copy killed half-way under its final name (its
 * hot `-journal` beside it gives it away: opened, it rolls back to an empty database). Returns the
 * timed backups removed as never whole.
 */
function clearLeftovers(dir: string): string[] {
  const names = readdirSync(dir);
  const broken: string[] = [];
  for (const name of names) {
    if (/^venus-.*\.sqlite\.partial(-journal|-wal|-shm)?$/.test(name)) rmSync(join(dir, name), { force: true });
    const beside = /^(venus-\d{8}T\d{6}Z\.sqlite)-(journal|wal|shm)$/.exec(name);
    if (!beside) continue;
    if (beside[2] === 'journal' && names.includes(beside[1]!)) {
      rmSync(join(dir, beside[1]!), { force: true });
      broken.push(beside[1]!);
    }
    rmSync(join(dir, name), { force: true });
  }
  return broken;
}
