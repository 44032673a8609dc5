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
  /** Read or written by the write transaction now open, not yet committed. */
  pending: Map<ConflictId, Entry<V>>;
}

interface Cache {
  documents: Kept<ConflictState>;
  inputs: Kept<ConflictInputs>;
}

/** By connection: every handle on one connection shares its entries. */
const caches = new WeakMap<object, Cache>();

const kept = <V>(): Kept<V> => ({ committed: new Map(), pending: new Map() });

function cacheOf(key: object): Cache {
  let c = caches.get(key);
  if (!c) caches.set(key, (c = { documents: kept(), inputs: kept() }));
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

function lookup<V>(db: Db, k: Kept<V>, conflictId: ConflictId, version: number): V | null {
  const own = db.inTransaction ? k.pending.get(conflictId) : undefined;
  if (own?.version === version) return own.value;
  const hit = k.committed.get(conflictId);
  if (hit?.version !== version) return null;
  k.committed.delete(conflictId);
  k.committed.set(conflictId, hit);
  return hit.value;
}

/**
 * Keeps a value read or written at `version`. Inside a transaction it waits for the commit;
 * outside any transaction it is already stored.
 */
function keep<V>(db: Db, k: Kept<V>, conflictId: ConflictId, version: number, value: V): void {
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
  const c = caches.get(db.key);
  return c ? lookup(db, c.documents, conflictId, version) : null;
}

/** Keeps a state read or written at `version` (see keep). Ended conflicts are not kept. */
export function keepConflict(db: Db, conflictId: ConflictId, version: number, state: ConflictState): void {
  const c = cacheOf(db.key);
  if (state.phase === 'ended') {
    forget(c.documents, conflictId);
    forget(c.inputs, conflictId);
    return;
  }
  keep(db, c.documents, conflictId, version, state);
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
  // The inputs version is counted by SQLite's triggers; another engine keeps no inputs.
  if (db.engine !== 'sqlite') return null;
  const c = caches.get(db.key);
  const hit = c ? lookup(db, c.inputs, conflictId, version) : null;
  return hit?.parentChannelId === parentChannelId ? hit : null;
}

/**
 * Keeps a live conflict's inputs read at inputs version `version` (see keep). The version must have
 * been read before the inputs, in the same transaction.
 */
export function keepInputs(db: Db, conflictId: ConflictId, version: number, inputs: ConflictInputs): void {
  if (db.engine !== 'sqlite') return;
  const c = cacheOf(db.key);
  keep(db, c.inputs, conflictId, version, inputs);
}

function remember<V>(k: Kept<V>, conflictId: ConflictId, entry: Entry<V>): void {
  k.committed.delete(conflictId);
  k.committed.set(conflictId, entry);
  if (k.committed.size > CAPACITY) k.committed.delete(k.committed.keys().next().value!);
}

/**
 * Runs `tx`, a transaction of the store (`nested`: a savepoint inside one) that commits before it
 * resolves: what it keeps becomes readable once the outermost one has committed, and is forgotten
 * if any part rolls back.
 */
export async function withCachedConflicts<T>(key: object, nested: boolean, tx: () => Promise<T>): Promise<T> {
  const c = cacheOf(key);
  const all = [c.documents, c.inputs] as Kept<unknown>[];
  if (!nested) for (const k of all) k.pending.clear();
  try {
    const result = await tx();
    if (!nested) for (const k of all) for (const [id, entry] of k.pending) remember(k, id, entry);
    return result;
  } catch (err) {
    // A part that failed may leave entries its savepoint rolled back: forget them all.
    for (const k of all) k.pending.clear();
    throw err;
  } finally {
    if (!nested) for (const k of all) k.pending.clear();
  }
}
