// One process writes a SQLite file. Two bots on one file would each keep decoded conflicts and a
// conflict's inputs that the other one changes; several processes belong on PostgreSQL. The bot
// claims the file at start with a small file beside it naming its process, and gives it back when
// it stops; a claim left by a process that is gone (a crash, a power cut) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export class WriterClaimError extends Error {
  override readonly name = 'WriterClaimError';
}

export interface WriterClaim {
  /** Gives the file back (removes the claim), once. */
  release(): void;
}

/** The claim's file beside the database. */
export function claimPath(databasePath: string): string {
  return `${databasePath}.writer`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, its parent has not reaped it yet: in a container PID 1 may never) holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc here: the signal's answer stands
  }
}

/**
 * Claims `databasePath` for this process; refused with one sentence while another live process on
 * this machine holds it (or one on another machine, which cannot be checked from here).
 */
export function claimWriter(databasePath: string): WriterClaim {
  const path = claimPath(databasePath);
  const me = `${process.pid} ${hostname()}\n`;
  mkdirSync(dirname(path), { recursive: true });
  for (let tries = 0; ; tries++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, me);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 0) throw err;
      const [pid, host] = readFileSync(path, 'utf8').trim().split(' ');
      const holder = Number(pid);
      const stale = host === hostname() && (!Number.isInteger(holder) || holder === process.pid || !alive(holder));
      if (!stale)
        throw new WriterClaimError(
          `Another bot (process ${pid ?? '?'} on ${host ?? 'an unknown machine'}) is writing ${databasePath}: stop it first, or keep the data in PostgreSQL (DATABASE_URL) to run several processes.`,
        );
      rmSync(path, { force: true });
    }
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        if (readFileSync(path, 'utf8') === me) rmSync(path, { force: true });
      } catch {
        // already gone
      }
    },
  };
}
