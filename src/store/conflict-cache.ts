// Decoded conflict documents kept per connection, so a move on a live conflict does not read and
// parse its whole document again. An entry is used only for the exact version stored, and a
// document this connection wrote becomes an entry only once its transaction has committed: a
// rolled-back move or another process's write can never be read from here.
import type { ConflictState } from '../rules/conflict';
import type { Db } from './db';
import type { ConflictId } from './ids';

interface Entry {
  version: number;
  state: ConflictState;
}

/** Live conflicts kept decoded per connection; the least recently used go first. */
const CAPACITY = 1024;

interface Cache {
  committed: Map<ConflictId, Entry>;
  /** Read or written by the write transaction now open (writeWork), not yet committed. */
  pending: Map<ConflictId, Entry>;
  /** How deep in writeWork's transactions this connection is (nested ones are savepoints). */
  depth: number;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { committed: new Map(), pending: new Map(), depth: 0 }));
  return c;
}

// The tests freeze every state that enters the cache, so code that would change a shared state in
// place fails there instead of corrupting later moves in production.
const freezing = typeof process !== 'undefined' && process.env.VITEST !== undefined;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The decoded state of `conflictId` at `version`, if this connection holds it. Never change it. */
export function cachedConflict(db: Db, conflictId: ConflictId, version: number): ConflictState | null {
  const c = caches.get(db);
  if (!c) return null;
  const own = c.depth > 0 ? c.pending.get(conflictId) : undefined;
  if (own?.version === version) return own.state;
  const hit = c.committed.get(conflictId);
  if (hit?.version !== version) return null;
  c.committed.delete(conflictId);
  c.committed.set(conflictId, hit);
  return hit.state;
}

/**
 * Keeps a state read or written at `version`. Inside writeWork's transaction it waits for the commit;
 * outside any transaction it is already stored; in any other transaction it is not kept (nothing
 * would say whether that one commits). Ended conflicts are not kept.
 */
export function keepConflict(db: Db, conflictId: ConflictId, version: number, state: ConflictState): void {
  const c = cacheOf(db);
  if (state.phase === 'ended') {
    c.committed.delete(conflictId);
    c.pending.delete(conflictId);
    return;
  }
  if (db.inTransaction && c.depth === 0) return;
  const entry = { version, state: freezing ? deepFreeze(state) : state };
  if (db.inTransaction) c.pending.set(conflictId, entry);
  else remember(c, conflictId, entry);
}

function remember(c: Cache, conflictId: ConflictId, entry: Entry): void {
  c.committed.delete(conflictId);
  c.committed.set(conflictId, entry);
  if (c.committed.size > CAPACITY) c.committed.delete(c.committed.keys().next().value!);
}

/**
 * Runs `tx`, one of writeWork's transactions: what it keeps becomes readable once the outermost
 * one has committed, and is forgotten if it rolls back.
 */
export function withCachedConflicts<T>(db: Db, tx: () => T): T {
  const c = cacheOf(db);
  if (c.depth === 0) c.pending.clear();
  c.depth++;
  let done = false;
  try {
    const result = tx();
    done = true;
    return result;
  } finally {
    c.depth--;
    // A part that failed may leave entries its savepoint rolled back: forget them all.
    if (!done) c.pending.clear();
    if (c.depth === 0) {
      if (done && !db.inTransaction) for (const [id, entry] of c.pending) remember(c, id, entry);
      c.pending.clear();
    }
  }
}
