// Decoded conflict documents kept per connection, so a move on a live conflict does not read and
// parse its whole document again; and beside them the conflict's inputs that live outside the
// document (its own row, its campaign's row and its seats), so a move does not read those again. An
// entry is used only for the exact version stored (the document's save count, or the inputs' one,
// which triggers bump on every write to them: migration 0018), and what this connection read or
// wrote in a write transaction becomes an entry only once that transaction has committed: a
// rolled-back move or another process's write can never be read from here.
import type { ConflictState } from '../rules/conflict';
import type { CampaignRow } from './campaigns';
import type { LiveConflictRow, Seat } from './conflicts';
import type { Db } from './db';
import type { ConflictId } from './ids';

/**
 * What a move reads beside the document: the conflict's row, the campaign that owns the channel,
 * and who sits where.
 */
export interface ConflictInputs {
  /** The thread's parent channel the campaign was found through (the caller's), or null. */
  parentChannelId: string | null;
  /** As read then: its columns but the document's save count hold while the inputs version does. */
  conflict: LiveConflictRow;
  campaign: CampaignRow;
  seats: readonly Seat[];
}

interface Entry<V> {
  version: number;
  value: V;
}

/** Live conflicts kept decoded per connection; the least recently used go first. */
const CAPACITY = 1024;

/** One kind of entry, by conflict. */
interface Kept<V> {
  committed: Map<ConflictId, Entry<V>>;
  /** Read or written by the write transaction now open (writeWork), not yet committed. */
  pending: Map<ConflictId, Entry<V>>;
}

interface Cache {
  documents: Kept<ConflictState>;
  inputs: Kept<ConflictInputs>;
  /** How deep in writeWork's transactions this connection is (nested ones are savepoints). */
  depth: number;
}

const caches = new WeakMap<Db, Cache>();

const kept = <V>(): Kept<V> => ({ committed: new Map(), pending: new Map() });

function cacheOf(db: Db): Cache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { documents: kept(), inputs: kept(), depth: 0 }));
  return c;
}

// The tests freeze every value that enters the cache, so code that would change a shared value in
// place fails there instead of corrupting later moves in production.
const freezing = typeof process !== 'undefined' && process.env.VITEST !== undefined;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function lookup<V>(c: Cache, k: Kept<V>, conflictId: ConflictId, version: number): V | null {
  const own = c.depth > 0 ? k.pending.get(conflictId) : undefined;
  if (own?.version === version) return own.value;
  const hit = k.committed.get(conflictId);
  if (hit?.version !== version) return null;
  k.committed.delete(conflictId);
  k.committed.set(conflictId, hit);
  return hit.value;
}

/**
 * Keeps a value read or written at `version`. Inside writeWork's transaction it waits for the
 * commit; outside any transaction it is already stored; in any other transaction it is not kept
 * (nothing would say whether that one commits).
 */
function keep<V>(db: Db, c: Cache, k: Kept<V>, conflictId: ConflictId, version: number, value: V): void {
  if (db.inTransaction && c.depth === 0) return;
  const entry = { version, value: freezing ? deepFreeze(value) : value };
  if (db.inTransaction) k.pending.set(conflictId, entry);
  else remember(k, conflictId, entry);
}

function forget<V>(k: Kept<V>, conflictId: ConflictId): void {
  k.committed.delete(conflictId);
  k.pending.delete(conflictId);
}

/** The decoded state of `conflictId` at `version`, if this connection holds it. Never change it. */
export function cachedConflict(db: Db, conflictId: ConflictId, version: number): ConflictState | null {
  const c = caches.get(db);
  return c ? lookup(c, c.documents, conflictId, version) : null;
}

/** Keeps a state read or written at `version` (see keep). Ended conflicts are not kept. */
export function keepConflict(db: Db, conflictId: ConflictId, version: number, state: ConflictState): void {
  const c = cacheOf(db);
  if (state.phase === 'ended') {
    forget(c.documents, conflictId);
    forget(c.inputs, conflictId);
    return;
  }
  keep(db, c, c.documents, conflictId, version, state);
}

/**
 * The inputs of `conflictId` at inputs version `version`, found through `parentChannelId`, if this
 * connection holds them. Never change them.
 */
export function cachedInputs(
  db: Db,
  conflictId: ConflictId,
  version: number,
  parentChannelId: string | null,
): ConflictInputs | null {
  const c = caches.get(db);
  const hit = c ? lookup(c, c.inputs, conflictId, version) : null;
  return hit?.parentChannelId === parentChannelId ? hit : null;
}

/**
 * Keeps a live conflict's inputs read at inputs version `version` (see keep). The version must have
 * been read before the inputs, in the same transaction.
 */
export function keepInputs(db: Db, conflictId: ConflictId, version: number, inputs: ConflictInputs): void {
  const c = cacheOf(db);
  keep(db, c, c.inputs, conflictId, version, inputs);
}

function remember<V>(k: Kept<V>, conflictId: ConflictId, entry: Entry<V>): void {
  k.committed.delete(conflictId);
  k.committed.set(conflictId, entry);
  if (k.committed.size > CAPACITY) k.committed.delete(k.committed.keys().next().value!);
}

/**
 * Runs `tx`, one of writeWork's transactions: what it keeps becomes readable once the outermost
 * one has committed, and is forgotten if it rolls back.
 */
export function withCachedConflicts<T>(db: Db, tx: () => T): T {
  const c = cacheOf(db);
  const all = [c.documents, c.inputs] as Kept<unknown>[];
  if (c.depth === 0) for (const k of all) k.pending.clear();
  c.depth++;
  let done = false;
  try {
    const result = tx();
    done = true;
    return result;
  } finally {
    c.depth--;
    // A part that failed may leave entries its savepoint rolled back: forget them all.
    if (!done) for (const k of all) k.pending.clear();
    if (c.depth === 0) {
      for (const k of all) {
        if (done && !db.inTransaction) for (const [id, entry] of k.pending) remember(k, id, entry);
        k.pending.clear();
      }
    }
  }
}
