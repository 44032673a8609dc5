// The conflict aggregate: one conflict's ConflictState (src/rules/conflict), stored whole as one
// document (conflict-document.ts) and written back whole after every move, with the move's events.
// The other conflict tables are projections of it, written here for the readers that list, log or
// export (status, recap, log, export); they are never read back to rebuild the state.
import type { ConflictState, OfferStatus } from '../../rules/conflict';
import type { CampaignRow } from '../campaign/campaigns';
import { decodeConflict, encodeConflict } from './conflict-document';
import { withCampaignSettings, withSheets } from './conflict-inputs';
import { appendEvent } from './events';
import { type ConflictRow, type LiveConflictRow, conflictSets, type ConflictPatch } from './conflicts';
import { conflictNpcs, knockOutNpc } from './conflict-npcs';
import { type Seat, seatsOf, updateParticipant } from './participants';
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import type { LoadedConflict } from './loaded-conflict';
import { savePurchases } from './conflict-purchases';
import { saveRolls } from './conflict-rolls';
import { insertOffer, offerRowIds, type OfferRowStatus as RowStatus, setOfferStatus } from './negotiation';
import { prep, prepRaw } from '../engine/statements';
import { cachedConflict, keepConflict } from './conflict-cache';
import { storeFinishedExchanges } from './exchange-rows';
import type { ConflictEvent } from '../../rules/conflict';
import { parseSkillPath } from '../../rules';

export type { LoadedConflict };

export interface LoadOptions {
  /**
   * false: keep the character sheets and point balances as the document last saw them, for moves
   * that never read them (lead, respond, war). Default true: read afresh.
   */
  sheets?: boolean;
  /** The conflict's row was read in this same transaction: its save count is the stored one. */
  rowIsFresh?: boolean;
  /** Its seats as kept at the row's inputs version (conflict-cache.ts): not read again. */
  seats?: readonly Seat[] | null;
}

/** A move was computed against a state older than the one now stored: it must not be written. */
export class StaleConflictError extends Error {
  override readonly name = 'StaleConflictError';
  constructor(readonly conflictId: ConflictId) {
    super(`Conflict ${conflictId} changed while a move was being computed against it.`);
  }
}

const READ_DOCUMENT = 'SELECT state, state_version AS version FROM conflicts WHERE id = ?';
const READ_VERSION = 'SELECT state_version FROM conflicts WHERE id = ?';
const WRITE_DOCUMENT =
  'UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ? AND state_version = ?';

/**
 * The stored document of one conflict, and its save count. The state may be shared with later
 * reads (conflict-cache.ts): never change it in place. `version`: the save count as read in this
 * same transaction (the conflict's row), which spares asking for it again.
 */
export async function readConflictDocument(
  db: Db,
  conflictId: ConflictId,
  version?: number,
): Promise<{ state: ConflictState; version: number }> {
  const known = version ?? (await prepRaw<[number]>(db, READ_VERSION).get(conflictId))?.[0];
  if (typeof known === 'number') {
    const cached = cachedConflict(db, conflictId, known);
    if (cached) return { state: cached, version: known };
  }
  const row = await prep<[number], { state: string | null; version: number }>(db, READ_DOCUMENT).get(conflictId);
  if (!row?.state) throw new Error(`Conflict ${conflictId} has no stored state.`);
  const state = decodeConflict(row.state);
  keepConflict(db, conflictId, row.version, state);
  return { state, version: row.version };
}

/**
 * Writes a conflict's whole state over the version it was computed from; a newer stored version
 * (another process, a retried interaction) refuses the write with StaleConflictError.
 */
export async function writeConflictDocument(
  db: Db,
  conflictId: ConflictId,
  state: ConflictState,
  version: number,
  projected: ConflictPatch = {},
): Promise<number> {
  // The conflict row's own projected columns ride on the same statement.
  const { sets, values } = conflictSets(projected);
  const sql = sets === '' ? WRITE_DOCUMENT : WRITE_DOCUMENT.replace(' WHERE', `, ${sets} WHERE`);
  const changed = (await prep(db, sql).run(encodeConflict(state), ...values, conflictId, version)).changes;
  if (changed !== 1) throw new StaleConflictError(conflictId);
  keepConflict(db, conflictId, version + 1, state);
  return version + 1;
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}

/**
 * Reads one conflict's document, with the campaign's settings and (by default) the sheets afresh.
 * The state returned is the caller's own: the stored one is copied where the inputs change it.
 */
export async function loadConflictState(
  db: Db,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
  options: LoadOptions = {},
): Promise<LoadedConflict> {
  const stored = await readConflictDocument(db, conflict.id, options.rowIsFresh ? conflict.stateVersion : undefined);
  const rows = options.seats ?? (await seatsOf(db, conflict.id));
  let state = withCampaignSettings(stored.state, campaign, conflict);
  if (options.sheets !== false && state.phase !== 'ended') state = await withSheets(db, campaign, state, rows);
  return {
    state,
    conflict,
    rows,
    npcIds: once(async () => new Map((await conflictNpcs(db, conflict.id)).map((n) => [n.name, n.npcId]))),
    version: stored.version,
    gmUserId: campaign.gmUserId,
  };
}

/**
 * Writes back what a move changed: pools, books, knock-outs, the conflict row, the exchange in
 * progress, and the move's events (secret ones as private log entries).
 */
export async function saveConflictState(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
): Promise<Saved> {
  const before = loaded.state;
  const gmRow = loaded.rows.find((r) => r.kind === 'gm');
  // A name the machine uses: a participant's, or an NPC's (stored as its GM side).
  // The GM side's NPCs are the state's own (its document lists each one the conflict seats).
  const npcNames = new Set([...before.npcs, ...next.npcs].map((n) => n.name));
  const idOf = (name: string) =>
    (loaded.rows.find((r) => r.name === name) ?? (npcNames.has(name) ? gmRow : undefined))!.id;
  // Pools, books and the other play columns live in the document while the conflict runs; its
  // participant rows take them once it has ended (and after each move made then: books spent late).
  if (next.phase === 'ended') await projectParticipantRows(db, next, idOf);
  for (const n of next.npcs) {
    const old = before.npcs.find((m) => m.name === n.name);
    if (old && old.out === null && n.out !== null)
      await knockOutNpc(db, loaded.conflict.id, (await loaded.npcIds()).get(n.name)!);
  }
  const conflictPatch: ConflictPatch = {};
  if (before.phase !== next.phase) conflictPatch.phase = next.phase;
  if (before.phase !== 'ended' && next.phase === 'ended') conflictPatch.endedAt = now;
  if (before.endReason !== next.endReason) conflictPatch.endReason = next.endReason;
  if (before.secondary !== next.secondary) {
    conflictPatch.secondaryText = next.secondary;
    conflictPatch.secondaryKey = next.secondary === null ? null : parseSkillPath(next.secondary).key;
  }
  // The play columns (exchanges, round, initiative, the suggested leader) are written as the
  // conflict ends, like the participants' (live readers read the document).
  if (next.phase === 'ended') {
    conflictPatch.exchangeCount = next.exchanges;
    conflictPatch.round = next.round;
    conflictPatch.initiative =
      next.initiative === null ? 'none' : next.initiative.status === 'open' ? 'bidding' : 'settled';
    if (next.initiative?.status === 'closed') conflictPatch.turnOrder = next.initiative.order.map(idOf);
    conflictPatch.suggestedLeader = next.suggestedLeader ? idOf(next.suggestedLeader) : null;
  }
  const version = await writeConflictDocument(db, loaded.conflict.id, next, loaded.version, conflictPatch);
  const offerIds = await saveOffers(db, loaded, next, now, idOf);
  await savePurchases(db, loaded, next, events, now, idOf);
  await saveRolls(db, loaded, next, events);
  for (const e of events) {
    await appendEvent(
      db,
      loaded.conflict.id,
      e.type,
      e.to === 'all' ? e.data : { ...e.data, to: e.to === 'gm' ? 'GM' : e.to.participant },
      e.to === 'all',
      now,
    );
  }
  // The exchanges' rows are written from the log once the conflict has ended (exchange-rows.ts).
  if (next.phase === 'ended') await storeFinishedExchanges(db, loaded.conflict.id);
  return { offerIds, version };
}

/** The purchase row that records a gift of books. */
export const BOOKS_GIVEN = '(books given)';

export interface Saved {
  /** The stored id of every offer, by the machine's id (new offers get a row id of their own). */
  offerIds: Map<number, number>;
  /** The document's save count after this save. */
  version: number;
}

const ROW_STATUS: Record<OfferStatus, RowStatus> = {
  open: 'proposed',
  countered: 'countered',
  refused: 'refused',
  settled: 'settled',
};

/** R4.2 offers: new links become rows, answered ones change status. */
async function saveOffers(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  now: string,
  idOf: (n: string) => number,
): Promise<Map<number, number>> {
  const was = loaded.state.offers;
  const ids = new Map<number, number>();
  if (next.offers.length === was.length && next.offers.every((o, i) => o.status === was[i]!.status)) return ids;
  // The state's offers and the conflict's offer rows stand in the same order, one for one.
  const rows = await offerRowIds(db, loaded.conflict.id);
  for (const [i, o] of next.offers.entries()) {
    const row = rows[i];
    if (row !== undefined) {
      ids.set(o.id, row);
      if (was[i]?.status !== o.status) await setOfferStatus(db, row, ROW_STATUS[o.status], now);
      continue;
    }
    const id = await insertOffer(db, {
      conflictId: loaded.conflict.id,
      proposerId: idOf(o.buyer),
      targetId: idOf(o.against),
      targetName: (await loaded.npcIds()).has(o.against) ? o.against : null,
      authorId: idOf(o.author),
      text: o.goal,
      price: o.price,
      kind: o.kind,
      parentId: o.parent === null ? null : (ids.get(o.parent) ?? null),
      now,
    });
    ids.set(o.id, id);
    if (o.status !== 'open') await setOfferStatus(db, id, ROW_STATUS[o.status], now);
  }
  return ids;
}

/** Every participant's play columns as the state has them (written once the conflict has ended). */
async function projectParticipantRows(db: Db, state: ConflictState, idOf: (n: string) => number): Promise<void> {
  for (const p of state.participants) {
    await updateParticipant(db, idOf(p.name), {
      pool: [...p.pool],
      books: p.books,
      knockedOut: p.out !== null,
      leftover: p.leftover,
      circumstances: p.circumstances,
      agreedEnd: state.endAsked.includes(p.name),
      flySkills: [...p.flySkills],
      ...(state.initiative?.bids[p.name] ? { bid: [...state.initiative.bids[p.name]!] } : {}),
    });
  }
}

/** The books a character holds in a conflict now (from its document), or null when it is not in it. */
export async function playedBooks(db: Db, conflictId: ConflictId, characterId: number): Promise<number | null> {
  const seat = (await seatsOf(db, conflictId)).find((r) => r.characterId === characterId);
  if (!seat) return null;
  return (
    (await readConflictDocument(db, conflictId)).state.participants.find((p) => p.name === seat.name)?.books ?? null
  );
}
