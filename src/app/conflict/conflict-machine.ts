// Use cases on the conflict machine: load the aggregate once, ask check/apply, save once, and let
// view() decide who sees which pool (R13). Rule mechanics live in src/rules/conflict, not here.
import { escapeText } from '../text/safe-text';
import {
  apply,
  check,
  type ConflictEvent,
  type ConflictState,
  GM_ACTOR,
  isEvent,
  type Move,
  OUTSIDER,
  ownPoolIn,
  type Refusal,
  view,
} from '../../rules/conflict';
import { type CampaignRow, isGm } from '../../store/campaign/campaigns';
import type { LiveConflictRow } from '../../store/conflict/conflicts';
import type { Seat } from '../../store/conflict/participants';
import {
  type LoadedConflict,
  type LoadOptions,
  loadConflictState,
  saveConflictState,
} from '../../store/conflict/conflict-state';
import type { Db } from '../../store/engine/db';
import type { Caller, Deps } from '../use-case/context';
import { AppError, refuse } from '../use-case/errors';
import { reactToEvents } from './conflict-reactions';
import { callerAmong, campaignHere, keepLiveInputs, liveConflictHere, liveConflictOrRefuse } from '../use-case/load';
import type { PrivatePool } from '../views';
import type { Face } from '../../rules';

export interface Played {
  campaign: CampaignRow;
  conflict: LiveConflictRow;
  before: LoadedConflict;
  state: ConflictState;
  events: ConflictEvent[];
  /** The name the machine knows the caller by (its PC, or the GM). */
  actor: string;
  /** Stored ids of offers, by the machine's ids. */
  offerIds: Map<number, number>;
  /** The document's save count after this move. */
  version: number;
}

/** The caller as the machine's actor: its own PC (or the one named by `as`), or the GM. */
async function actorFor(
  db: Db,
  campaign: CampaignRow,
  rows: readonly Seat[],
  caller: Caller,
  as?: string | null,
): Promise<string> {
  // A GM without exactly one PC of its own here acts as the GM (asked last: it is a query).
  if (
    !as &&
    rows.filter((p) => p.kind === 'pc' && p.userId === caller.userId).length !== 1 &&
    (await isGm(db, campaign, caller.userId))
  )
    return GM_ACTOR;
  try {
    const p = await callerAmong(db, campaign, rows, caller, as);
    return p.kind === 'gm' ? GM_ACTOR : p.name;
  } catch (err) {
    // Someone outside the conflict: the machine itself says what they may not do.
    if (err instanceof AppError && err.code === 'auth/not-participant') return OUTSIDER;
    throw err;
  }
}

/** The machine's refusal as a use-case refusal: its own code and sentence. */
export function refuseMove(no: Refusal): never {
  // The rules' sentences hold no Markdown of their own (a test reads them all); what someone typed
  // into one (a name, a goal) reaches the reply as text.
  return refuse(no.code, escapeText(no.message));
}

/**
 * Asks the machine a question without dice or writes (menus and buttons): `ask` gets the state and
 * the caller's name as an actor and answers with a refusal or null. A refusal is thrown.
 */
export async function askMachine(
  deps: Deps,
  caller: Caller,
  ask: (state: ConflictState, actor: string) => Refusal | null,
  as?: string | null,
): Promise<void> {
  const campaign = await campaignHere(deps.db, caller);
  const conflict = await liveConflictOrRefuse(deps.db, caller);
  const loaded = await loadConflictState(deps.db, campaign, conflict);
  const no = ask(loaded.state, await actorFor(deps.db, campaign, loaded.rows, caller, as));
  if (no) refuseMove(no);
}

/** The live conflict as the machine sees it, read only. */
export async function peekState(deps: Deps, caller: Caller): Promise<ConflictState> {
  return (
    await loadConflictState(deps.db, await campaignHere(deps.db, caller), await liveConflictOrRefuse(deps.db, caller))
  ).state;
}

/** Lead, respond and war never read the character sheets (skills, gear, points), goals bought or offers. */
export const EXCHANGE_LOAD: LoadOptions = { sheets: false };

/** The live conflict loaded once for a move, with the caller as the machine's actor. */
export interface Loaded {
  campaign: CampaignRow;
  conflict: LiveConflictRow;
  before: LoadedConflict;
  actor: string;
}

/** `conflictOf`: which conflict the move is for; by default the live one here. */
export async function loadForMove(
  deps: Deps,
  caller: Caller,
  as?: string | null,
  options?: LoadOptions,
  conflictOf?: (db: Db, caller: Caller) => Promise<LiveConflictRow>,
): Promise<Loaded> {
  if (conflictOf) {
    const campaign = await campaignHere(deps.db, caller);
    return await loaded(deps, caller, campaign, await conflictOf(deps.db, caller), as, options, null);
  }
  const here = await liveConflictHere(deps.db, caller);
  const move = await loaded(deps, caller, here.campaign, here.conflict, as, options, here.seats);
  if (here.seats === null) keepLiveInputs(deps.db, caller, here, move.before.rows);
  return move;
}

async function loaded(
  deps: Deps,
  caller: Caller,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
  as: string | null | undefined,
  options: LoadOptions | undefined,
  seats: readonly Seat[] | null,
): Promise<Loaded> {
  // The row was read just now, in this transaction: its save count is the document's.
  const before = await loadConflictState(deps.db, campaign, conflict, { ...options, rowIsFresh: true, seats });
  return { campaign, conflict, before, actor: await actorFor(deps.db, campaign, before.rows, caller, as) };
}

/** The machine's check on an already loaded conflict: a refusal is thrown. */
export function checkLoaded(loaded: Loaded, move: Move): void {
  const no = check(loaded.before.state, move, loaded.actor);
  if (no) refuseMove(no);
}

/**
 * apply → save on an already loaded conflict, inside the caller's transaction. `seal` may mark the
 * applied state before it is saved (a rolled pool's fingerprint, made outside the rules).
 */
export async function playLoaded(
  deps: Deps,
  loaded: Loaded,
  move: Move,
  seal?: (applied: { state: ConflictState; events: ConflictEvent[] }) => void,
): Promise<Played> {
  const { before, actor } = loaded;
  const r = apply(before.state, move, actor, deps.random);
  if (!r.ok) refuseMove(r.refusal);
  seal?.(r);
  const now = deps.now().toISOString();
  const saved = await saveConflictState(deps.db, before, r.state, r.events, now);
  await reactToEvents(deps.db, before, r.state, r.events, now);
  return {
    campaign: loaded.campaign,
    conflict: loaded.conflict,
    before,
    state: r.state,
    events: r.events,
    actor,
    offerIds: saved.offerIds,
    version: saved.version,
  };
}

/** A conflict loaded for moves its use case has already authorized (set-up done on someone's behalf). */
export async function loadAs(
  deps: Deps,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
  actor: string,
): Promise<Loaded> {
  return { campaign, conflict, before: await loadConflictState(deps.db, campaign, conflict), actor };
}

/** The loaded conflict after `played`: the next move is made on the state it left. */
export function after(loaded: Loaded, played: Played): Loaded {
  return { ...loaded, before: { ...loaded.before, state: played.state, version: played.version } };
}

/** Moves played in order, each on the state the one before left, each saved with its events. */
export async function playInOrder(
  deps: Deps,
  loaded: Loaded,
  moves: readonly { move: Move; actor: string }[],
): Promise<Played> {
  let current = loaded;
  let played: Played | null = null;
  for (const { move, actor } of moves) {
    played = await playLoaded(deps, { ...current, actor }, move);
    current = after(current, played);
  }
  if (!played) throw new Error('playInOrder needs at least one move.');
  return played;
}

/** load → apply → save, inside the caller's transaction. A refused move changes nothing. */
export async function playMove(deps: Deps, caller: Caller, move: Move, as?: string | null): Promise<Played> {
  return await playLoaded(deps, await loadForMove(deps, caller, as), move);
}

/** The name of the participant an actor plays (the GM side's name for the GM). */
export function actorName(state: ConflictState, actor: string): string | null {
  if (state.participants.some((p) => p.name === actor)) return actor;
  return actor === GM_ACTOR ? (state.participants.find((p) => p.kind === 'gm')?.name ?? null) : null;
}

/** A participant's own pool, read through its own view of the state (or the GM's view for the GM side). */
export function ownPool(state: ConflictState, name: string): Face[] {
  if (state.participants.find((p) => p.name === name)?.kind === 'gm') return ownPoolIn(state, { kind: 'gm' });
  return ownPoolIn(state, { kind: 'participant', name });
}

/** A participant's own pool, taken from its own view of the state (never built by hand). */
export function ownPoolView(played: Played, name: string, note?: string): PrivatePool {
  const books = played.state.participants.find((p) => p.name === name)?.books ?? 0;
  // A move that ended the conflict emptied the pools into leftovers: the owner still sees what it
  // held then, from the event told to it alone.
  const left = played.events.filter(isEvent('leftover')).find((e) => e.to.participant === name);
  const pool = left ? left.data.faces : ownPool(played.state, name);
  return { conflictId: played.conflict.id, participant: name, pool, books, ...(note ? { note } : {}) };
}

/**
 * A participant's pool as one recipient sees it, read through that recipient's view: its owner, or
 * the GM (who sees a player's pool only under gm-sees-pools; otherwise it reads as empty).
 */
export function poolView(
  state: ConflictState,
  conflictId: number,
  name: string,
  viewer: 'owner' | 'gm',
  note?: string,
): PrivatePool {
  const books = state.participants.find((p) => p.name === name)?.books ?? 0;
  const pool = viewer === 'owner' ? ownPool(state, name) : (view(state, { kind: 'gm' }).gm.playerPools?.[name] ?? []);
  return { conflictId, participant: name, pool, books, ...(note ? { note } : {}) };
}
