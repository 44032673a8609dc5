import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * A consistent copy of a live database, taken with SQLite's online backup while bots keep
 * writing. The copy is made in one step, inside one read transaction: under WAL a reader never
 * blocks writers, and another connection's writes cannot restart a one-step copy half-way.
 */
export async function backupDatabase(sourcePath: string, destPath: string): Promise<{ pages: number }> {
  if (!existsSync(sourcePath)) throw new BackupError(`There is no database at ${sourcePath} to back up.`);
  if (existsSync(destPath)) throw new BackupError(`${destPath} already exists: choose a new file name for the backup.`);
  const db = new Database(sourcePath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const done = await db.backup(destPath, { progress: () => 0x7fffffff });
    return { pages: done.totalPages };
  } finally {
    db.close();
  }
}

/** What SQLite finds wrong with a database file (integrity and foreign keys); empty when sound. */
export function checkDatabase(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    const orphans = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
    for (const o of orphans) problems.push(`${o.table} row ${o.rowid} points to a missing ${o.parent}`);
    return problems;
  } finally {
    db.close();
  }
}
