// SQLite folds its write-ahead log back into the database file (a checkpoint) inside whichever
// commit takes the log past 1,000 pages, and that commit then waits for the disk to sync: 8–18 ms
// on the machine of docs/performance.md, during which better-sqlite3 holds the event loop and
// every interaction queued behind it. Here a worker thread with its own connection checkpoints
// every second instead, off the event loop; the bot's connection never does it itself. A passive
// checkpoint takes no write lock, so no commit waits for it, and a log wholly copied back is
// started over by the next commit, so the file stays small.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './db';

/** SQLite's own threshold, put back when the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

// Plain JavaScript evaluated in the worker: the bundle has no separate file for it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage(String(err && err.message ? err.message : err));
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker (the connection's own checkpoints resume) and waits for it to close. */
  stop(): Promise<void>;
}

/**
 * Checkpoints the database file `path`, which `db` writes, from a worker thread every `everyMs`.
 * `onTrouble` hears a failed checkpoint or a worker that died; the connection then checkpoints
 * itself again, as SQLite does by default.
 */
export function checkpointInBackground(
  db: Db,
  path: string,
  onTrouble: (message: string) => void,
  everyMs = 1000,
): Checkpointer {
  if (path === ':memory:') return { stop: async () => undefined };
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, path, everyMs } });
  let stopping = false;
  let failed = false;
  const ownCheckpoints = () => {
    if (db.sqlite.open) db.sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  db.sqlite.pragma('wal_autocheckpoint = 0');
  worker.on('message', (message: string) => onTrouble(`background checkpoint failed: ${message}`));
  worker.on('error', (err) => {
    failed = true;
    onTrouble(`background checkpoints stopped: ${err.message}`);
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      ownCheckpoints();
      if (!stopping && !failed) onTrouble('background checkpoints stopped: the worker exited');
      resolve();
    }),
  );
  // The worker alone never keeps the process alive.
  worker.unref();
  return {
    async stop() {
      stopping = true;
      worker.ref(); // waited for: the process stays up until the worker has closed its connection
      worker.postMessage('stop');
      await exited;
    },
  };
}
