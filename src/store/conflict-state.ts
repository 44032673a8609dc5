// The conflict aggregate: one conflict's ConflictState (src/rules/conflict), stored whole as one
// document (conflict-document.ts) and written back whole after every move, with the move's events.
// The other conflict tables are projections of it, written here for the readers that list, log or
// export (status, recap, log, export); they are never read back to rebuild the state.
import type { ConflictState, OfferStatus } from '../rules/conflict';
import type { CampaignRow } from './campaigns';
import { decodeConflict, encodeConflict } from './conflict-document';
import { withCampaignSettings, withSheets } from './conflict-inputs';
import {
  appendEvent,
  cancelExchangeRow,
  insertPurchase,
  type ConflictRow,
  conflictNpcs,
  insertExchange,
  knockOutNpc,
  setExchangeMarks,
  participantsOf,
  resolveExchangeRow,
  setExchangeWar,
  conflictSets,
  type ConflictPatch,
  updateParticipant,
} from './conflicts';
import type { Db } from './db';
import type { ConflictId } from './ids';
import type { LoadedConflict } from './loaded-conflict';
import { savePurchases } from './conflict-purchases';
import { saveRolls } from './conflict-rolls';
import { insertOffer, offerRowIds, type OfferStatus as RowStatus, setOfferStatus } from './negotiation';
import { prep } from './statements';
import { type ConflictEvent, isEvent, type PendingExchange } from '../rules/conflict';
import { parseSkillPath } from '../rules';

export type { LoadedConflict };

export interface LoadOptions {
  /**
   * false: keep the character sheets and point balances as the document last saw them, for moves
   * that never read them (lead, respond, war). Default true: read afresh.
   */
  sheets?: boolean;
}

/** A move was computed against a state older than the one now stored: it must not be written. */
export class StaleConflictError extends Error {
  override readonly name = 'StaleConflictError';
  constructor(readonly conflictId: ConflictId) {
    super(`Conflict ${conflictId} changed while a move was being computed against it.`);
  }
}

const READ_DOCUMENT = 'SELECT state, state_version AS version FROM conflicts WHERE id = ?';
const WRITE_DOCUMENT =
  'UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ? AND state_version = ?';

/** The stored document of one conflict, and its save count. */
export function readConflictDocument(db: Db, conflictId: ConflictId): { state: ConflictState; version: number } {
  const row = prep<[number], { state: string | null; version: number }>(db, READ_DOCUMENT).get(conflictId);
  if (!row?.state) throw new Error(`Conflict ${conflictId} has no stored state.`);
  return { state: decodeConflict(row.state), version: row.version };
}

/**
 * Writes a conflict's whole state over the version it was computed from; a newer stored version
 * (another process, a retried interaction) refuses the write with StaleConflictError.
 */
export function writeConflictDocument(
  db: Db,
  conflictId: ConflictId,
  state: ConflictState,
  version: number,
  projected: ConflictPatch = {},
): number {
  // The conflict row's own projected columns ride on the same statement.
  const { sets, values } = conflictSets(projected);
  const sql = sets === '' ? WRITE_DOCUMENT : WRITE_DOCUMENT.replace(' WHERE', `, ${sets} WHERE`);
  const changed = prep(db, sql).run(encodeConflict(state), ...values, conflictId, version).changes;
  if (changed !== 1) throw new StaleConflictError(conflictId);
  return version + 1;
}

function once<T>(read: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= read());
}

/** Reads one conflict's document, with the campaign's settings and (by default) the sheets afresh. */
export function loadConflictState(
  db: Db,
  campaign: CampaignRow,
  conflict: ConflictRow,
  options: LoadOptions = {},
): LoadedConflict {
  const { state, version } = readConflictDocument(db, conflict.id);
  const rows = participantsOf(db, conflict.id);
  withCampaignSettings(state, campaign, conflict);
  if (options.sheets !== false && state.phase !== 'ended') withSheets(db, campaign, state, rows);
  return {
    state,
    conflict,
    rows,
    npcIds: once(() => new Map(conflictNpcs(db, conflict.id).map((n) => [n.name, n.npcId]))),
    version,
    gmUserId: campaign.gmUserId,
  };
}

/**
 * Writes back what a move changed: pools, books, knock-outs, the conflict row, the exchange in
 * progress, and the move's events (secret ones as private log entries).
 */
export function saveConflictState(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
): Saved {
  const before = loaded.state;
  const gmRow = loaded.rows.find((r) => r.kind === 'gm');
  // A name the machine uses: a participant's, or an NPC's (stored as its GM side).
  const idOf = (name: string) =>
    (loaded.rows.find((r) => r.name === name) ?? (loaded.npcIds().has(name) ? gmRow : undefined))!.id;
  for (const p of next.participants) {
    const old = before.participants.find((q) => q.name === p.name);
    // A participant who joined by this move has the row its use case inserted: nothing to project.
    if (!old) continue;
    const patch: Parameters<typeof updateParticipant>[2] = {};
    if (!sameList(old.pool, p.pool)) patch.pool = [...p.pool];
    if (old.books !== p.books) patch.books = p.books;
    if ((old.out !== null) !== (p.out !== null)) patch.knockedOut = p.out !== null;
    if (old.leftover !== p.leftover) patch.leftover = p.leftover;
    if (old.circumstances !== p.circumstances) patch.circumstances = p.circumstances;
    const asked = next.endAsked.includes(p.name);
    if (asked !== before.endAsked.includes(p.name)) patch.agreedEnd = asked;
    if (!sameList(old.flySkills, p.flySkills)) patch.flySkills = [...p.flySkills];
    const bid = next.initiative?.bids[p.name];
    if (bid && !sameList(bid, before.initiative?.bids[p.name])) patch.bid = [...bid];
    if (Object.keys(patch).length > 0) updateParticipant(db, idOf(p.name), patch);
  }
  for (const n of next.npcs) {
    const old = before.npcs.find((m) => m.name === n.name);
    if (old && old.out === null && n.out !== null) knockOutNpc(db, loaded.conflict.id, loaded.npcIds().get(n.name)!);
  }
  const conflictPatch: ConflictPatch = {};
  if (before.phase !== next.phase) conflictPatch.phase = next.phase;
  if (before.phase !== 'ended' && next.phase === 'ended') conflictPatch.endedAt = now;
  if (before.endReason !== next.endReason) conflictPatch.endReason = next.endReason;
  if (before.exchanges !== next.exchanges) conflictPatch.exchangeCount = next.exchanges;
  if (before.round !== next.round) conflictPatch.round = next.round;
  if (before.secondary !== next.secondary) {
    conflictPatch.secondaryText = next.secondary;
    conflictPatch.secondaryKey = next.secondary === null ? null : parseSkillPath(next.secondary).key;
  }
  const initiative = next.initiative === null ? 'none' : next.initiative.status === 'open' ? 'bidding' : 'settled';
  if (
    initiative !== (before.initiative === null ? 'none' : before.initiative.status === 'open' ? 'bidding' : 'settled')
  ) {
    conflictPatch.initiative = initiative;
    if (initiative === 'settled') conflictPatch.turnOrder = next.initiative!.order.map(idOf);
  }
  if (before.suggestedLeader !== next.suggestedLeader)
    conflictPatch.suggestedLeader = next.suggestedLeader ? idOf(next.suggestedLeader) : null;
  const version = writeConflictDocument(db, loaded.conflict.id, next, loaded.version, conflictPatch);
  savePending(db, loaded, next, events, now, idOf);
  const offerIds = saveOffers(db, loaded, next, now, idOf);
  savePurchases(db, loaded, next, events, now, idOf);
  saveRolls(db, loaded, next, events, now);
  for (const e of events) {
    // R5.6, R9.2: a book given counts as the giver's purchase of this exchange step.
    if (e.type === 'book-given') {
      const d = e.data;
      insertPurchase(db, {
        conflictId: loaded.conflict.id,
        exchangeNo: next.exchanges,
        buyerId: idOf(d.from),
        goal: BOOKS_GIVEN,
        targetName: d.to,
        people: 1,
        placeScale: 0,
        price: d.books,
        booksPaid: d.books,
        pointsPaid: 0,
        effectId: null,
        now,
      });
    }
    appendEvent(
      db,
      loaded.conflict.id,
      e.type,
      e.to === 'all' ? logged(e) : { ...e.data, to: e.to === 'gm' ? 'GM' : e.to.participant },
      e.to === 'all',
      now,
    );
  }
  return { offerIds, version };
}

/** What the log keeps of a public event: an exchange's whole result is stored once, on its row. */
function logged(e: ConflictEvent): object {
  if (e.type !== 'exchange-resolved') return e.data;
  const { result: _onTheRow, ...rest } = e.data;
  return rest;
}

/** Same items in the same order (faces, skill names): a row is rewritten only when it changed. */
function sameList<T>(a: readonly T[], b: readonly T[] | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
function saveOffers(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  now: string,
  idOf: (n: string) => number,
): Map<number, number> {
  const was = loaded.state.offers;
  const ids = new Map<number, number>();
  if (next.offers.length === was.length && next.offers.every((o, i) => o.status === was[i]!.status)) return ids;
  // The state's offers and the conflict's offer rows stand in the same order, one for one.
  const rows = offerRowIds(db, loaded.conflict.id);
  next.offers.forEach((o, i) => {
    const row = rows[i];
    if (row !== undefined) {
      ids.set(o.id, row);
      if (was[i]?.status !== o.status) setOfferStatus(db, row, ROW_STATUS[o.status], now);
      return;
    }
    const id = insertOffer(db, {
      conflictId: loaded.conflict.id,
      proposerId: idOf(o.buyer),
      targetId: idOf(o.against),
      targetName: loaded.npcIds().has(o.against) ? o.against : null,
      authorId: idOf(o.author),
      text: o.goal,
      price: o.price,
      kind: o.kind,
      parentId: o.parent === null ? null : (ids.get(o.parent) ?? null),
      now,
    });
    ids.set(o.id, id);
    if (o.status !== 'open') setOfferStatus(db, id, ROW_STATUS[o.status], now);
  });
  return ids;
}

function savePending(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
  idOf: (n: string) => number,
): void {
  const was = loaded.state.pending;
  const id = loaded.conflict.id;
  const is = next.pending;
  const insert = (x: PendingExchange) =>
    insertExchange(db, {
      conflictId: loaded.conflict.id,
      no: x.no,
      actorId: idOf(x.actor),
      targetId: idOf(x.target),
      actorAction: x.actorAction,
      risky: x.risky,
      actorDice: [...x.actorDice],
      targetName: x.targetNpc ?? x.target,
      now,
    });
  if (!was && is) {
    insert(is);
    return;
  }
  if (!was) {
    // R5.2: a lead at a target without dice was led and resolved by the same move.
    const led = events.find(isEvent('lead'));
    const resolved = events.filter(isEvent('exchange-resolved')).find((e) => led && e.data.no === led.data.no);
    if (resolved) {
      const d = resolved.data;
      insert({
        no: d.no,
        actor: d.actor,
        target: d.targetParticipant,
        targetNpc: d.target,
        actorAction: d.actorAction,
        risky: d.risky,
        actorDice: d.actorDice,
      } as PendingExchange);
      resolveExchangeRow(db, id, {
        targetAction: d.targetAction ?? '',
        targetDice: d.result.targetPushed,
        result: d.result,
        now,
      });
    }
    return;
  }
  if (is && is.no === was.no) {
    if (is.risky !== was.risky || is.disputedBy !== was.disputedBy || !sameList(is.resisted, was.resisted))
      setExchangeMarks(db, id, { risky: is.risky, disputedBy: is.disputedBy, resisted: is.resisted });
    if (is.targetDice) {
      setExchangeWar(db, id, {
        targetAction: is.targetAction ?? '',
        targetDice: [...is.targetDice],
        warActor: [...is.warActor],
        warTarget: [...is.warTarget],
        waiting: [...is.warNeeds],
      });
    }
    return;
  }
  const resolved = events.filter(isEvent('exchange-resolved')).find((e) => e.data.no === was.no);
  if (resolved) {
    const d = resolved.data;
    resolveExchangeRow(db, id, {
      targetAction: d.targetAction ?? '',
      targetDice: d.result.targetPushed,
      result: d.result,
      now,
    });
  } else {
    cancelExchangeRow(db, id, now);
  }
}
