// Decoded conflict documents kept per connection, so a move on a live conflict does not read and
// parse its whole document again; and beside them the conflict's inputs that live outside the
// document (its own row, its campaign's row and its seats), so a move does not read those again. An
// entry is used only for the exact version stored (the document's save count, or the store's
// inputs stamp: Db.inputsStamp), and what this connection read or wrote in a write transaction
// becomes an entry only once that transaction has committed: a rolled-back move or another
// process's write can never be read from here.
import type { ConflictState } from '../../rules/conflict';
import type { CampaignRow } from '../campaign/campaigns';
import type { LiveConflictRow } from './conflicts';
import type { Seat } from './participants';
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';

/**
 * What a move reads beside the document: the conflict's row, the campaign that owns the channel,
 * and who sits where.
 */
export interface ConflictInputs {
  /** The thread's parent channel the campaign was found through (the caller's), or null. */
  parentChannelId: string | null;
  /** As read then: its columns but the document's save count hold while the inputs stamp does. */
  conflict: LiveConflictRow;
  campaign: CampaignRow;
  seats: readonly Seat[];
}

interface Entry<V> {
  /** The document's save count, or the inputs stamp. */
  version: number | string;
  value: V;
}

/** Live conflicts kept decoded per store; the least recently used go first. */
const CAPACITY = 1024;

/** Entries of both kinds, by conflict. */
interface Entries {
  documents: Map<ConflictId, Entry<ConflictState>>;
  inputs: Map<ConflictId, Entry<ConflictInputs>>;
}
type Kind = keyof Entries;

const entries = (): Entries => ({ documents: new Map(), inputs: new Map() });

/** What committed, by store (db.key): every handle of one store shares it. */
const committedOf = new WeakMap<object, Entries>();
/**
 * What a transaction read or wrote, by transaction (db.unit), until it commits. Each transaction
 * has its own: on PostgreSQL several run at once, and one's commit must not publish another's.
 */
const pendingOf = new WeakMap<object, Entries>();

function committed(db: Db): Entries {
  let c = committedOf.get(db.key);
  if (!c) committedOf.set(db.key, (c = entries()));
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

function lookup<K extends Kind>(
  db: Db,
  kind: K,
  conflictId: ConflictId,
  version: number | string,
): Entries[K] extends Map<ConflictId, Entry<infer V>> ? V | null : never {
  const own = db.unit ? pendingOf.get(db.unit)?.[kind].get(conflictId) : undefined;
  if (own?.version === version) return own.value as never;
  const all = committedOf.get(db.key)?.[kind];
  const hit = all?.get(conflictId);
  if (!all || hit?.version !== version) return null as never;
  all.delete(conflictId);
  all.set(conflictId, hit as never);
  return hit.value as never;
}

/**
 * Keeps a value read or written at `version`. Inside a transaction it waits for that
 * transaction's commit; outside any transaction it is already stored.
 */
function keep<K extends Kind>(db: Db, kind: K, conflictId: ConflictId, version: number | string, value: unknown): void {
  const entry = { version, value: freezing ? deepFreeze(value) : value } as never;
  const pending = db.unit ? pendingOf.get(db.unit) : undefined;
  if (pending) pending[kind].set(conflictId, entry);
  else if (!db.unit) remember(committed(db)[kind] as Map<ConflictId, Entry<unknown>>, conflictId, entry);
}

/** The decoded state of `conflictId` at `version`, if this store holds it. Never change it. */
export function cachedConflict(db: Db, conflictId: ConflictId, version: number): ConflictState | null {
  return lookup(db, 'documents', conflictId, version);
}

/** Keeps a state read or written at `version` (see keep). Ended conflicts are not kept. */
export function keepConflict(db: Db, conflictId: ConflictId, version: number, state: ConflictState): void {
  if (state.phase === 'ended') {
    const all = [committedOf.get(db.key), db.unit ? pendingOf.get(db.unit) : undefined];
    for (const e of all) {
      e?.documents.delete(conflictId);
      e?.inputs.delete(conflictId);
    }
    return;
  }
  keep(db, 'documents', conflictId, version, state);
}

/** Whether this store keeps a live conflict's inputs (SQLite: one process writes the file). */
export function keepsInputs(db: Db): boolean {
  return db.engine === 'sqlite';
}

/**
 * The inputs of `conflictId`, found through `parentChannelId`, if this store holds them as they are
 * now. Never change them.
 */
export function cachedInputs(db: Db, conflictId: ConflictId, parentChannelId: string | null): ConflictInputs | null {
  const stamp = db.inputsStamp();
  const hit = stamp === null ? null : lookup(db, 'inputs', conflictId, stamp);
  return hit?.parentChannelId === parentChannelId ? hit : null;
}

/**
 * Keeps a live conflict's inputs, read in this transaction before it wrote any of them (one that
 * wrote some keeps nothing).
 */
export function keepInputs(db: Db, conflictId: ConflictId, inputs: ConflictInputs): void {
  const stamp = db.inputsStamp();
  if (stamp !== null) keep(db, 'inputs', conflictId, stamp, inputs);
}

function remember<V>(all: Map<ConflictId, Entry<V>>, conflictId: ConflictId, entry: Entry<V>): void {
  all.delete(conflictId);
  all.set(conflictId, entry);
  if (all.size > CAPACITY) all.delete(all.keys().next().value!);
}

/** An outermost transaction `unit` starts: what it keeps waits for its commit. */
export function unitStarted(unit: object): void {
  pendingOf.set(unit, entries());
}

/** `unit` committed: what it kept becomes readable by every handle of the store `key`. */
export function unitCommitted(key: object, unit: object): void {
  const pending = pendingOf.get(unit);
  pendingOf.delete(unit);
  if (!pending) return;
  let c = committedOf.get(key);
  if (!c) committedOf.set(key, (c = entries()));
  for (const [id, e] of pending.documents) remember(c.documents, id, e);
  for (const [id, e] of pending.inputs) remember(c.inputs, id, e);
}

/**
 * A part of `unit` failed (a savepoint rolled back, or the whole transaction): it may have kept
 * entries that are no longer true, so all it kept is forgotten; `ended`: the transaction is over.
 */
export function unitFailed(unit: object, ended: boolean): void {
  const pending = pendingOf.get(unit);
  pending?.documents.clear();
  pending?.inputs.clear();
  if (ended) pendingOf.delete(unit);
}

/**
 * Runs `tx`, a transaction of the store (`unit`, its identity; `nested`: a savepoint inside it)
 * that commits before it resolves: what it keeps becomes readable by others once the outermost
 * one has committed, and is forgotten if any part rolls back.
 */
export async function withCachedConflicts<T>(
  key: object,
  unit: object,
  nested: boolean,
  tx: () => Promise<T>,
): Promise<T> {
  if (!nested) unitStarted(unit);
  try {
    const result = await tx();
    if (!nested) unitCommitted(key, unit);
    return result;
  } catch (err) {
    unitFailed(unit, !nested);
    throw err;
  }
}
