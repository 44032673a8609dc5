// R4.1: rolling does not close the set-up. The exchanges begin once both sides are there, the
// secondary skill is set and everyone has rolled, when the GM or the initiator says so, or when
// everyone has rolled and nobody has joined for the campaign's wait (time is passed in: no clocks).
import { emit, type Handler, type Run } from './handler';
import { conflictMessages } from './messages';
import { settleRacks } from './setup';
import { sideSpokenName } from './spoken-name';
import { isInitiatorOrGm, ownParticipant, isRefusal, refusal } from './state';
import { endIfSideOut, startExchanges } from './turns';
import type { Actor, ConflictState, Refusal } from './types';

/** What the set-up still waits for before the exchanges may begin (empty lists: nothing). */
export interface SetupWaits {
  /** A side with nobody on it yet. */
  otherSide: boolean;
  secondary: boolean;
  /** Who has not rolled yet, as players read them. */
  notRolled: string[];
}

export function setupWaits(s: ConflictState): SetupWaits {
  const standing = s.participants.filter((p) => !p.out);
  return {
    otherSide: [0, 1].some((side) => !standing.some((p) => p.side === side)),
    secondary: s.secondary === null,
    // The GM side's row name is bookkeeping: players read its NPCs (or "the GM" without any).
    notRolled: standing.filter((p) => !p.rolled).map((p) => sideSpokenName(s, p.name)),
  };
}

export function isReady(w: SetupWaits): boolean {
  return !w.otherSide && !w.secondary && w.notRolled.length === 0;
}

/** "someone on the other side, the secondary skill and Ana to roll": what a not-ready set-up lacks. */
export function waitingWords(w: SetupWaits): string {
  const parts = [
    ...(w.otherSide ? ['someone on the other side'] : []),
    ...(w.secondary ? ['the secondary skill'] : []),
    ...(w.notRolled.length > 0 ? [`${w.notRolled.join(', ')} to roll`] : []),
  ];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** R4.1: whether `actor` may begin the exchanges now; `idleMinutes` since the last arrival. */
export function mayBegin(s: ConflictState, actor: Actor, idleMinutes?: number | null): Refusal | null {
  if (s.phase === 'ended') return refusal('conflict/ended', conflictMessages.conflictOver);
  if (s.phase === 'exchanges') return refusal('conflict/wrong-phase', conflictMessages.exchangesAlreadyBegun);
  if (idleMinutes != null && !(Number.isInteger(idleMinutes) && idleMinutes >= 0))
    return refusal('conflict/bad-count', conflictMessages.minutesWholeNumber);
  const waits = setupWaits(s);
  if (!isReady(waits)) return refusal('conflict/not-ready', conflictMessages.exchangesWaitFor(waitingWords(waits)));
  if (isInitiatorOrGm(s, actor)) return null;
  const me = ownParticipant(s, actor);
  if (isRefusal(me)) return me;
  const wait = s.houseRules.setupWait ?? null;
  return wait !== null && idleMinutes != null && idleMinutes >= wait
    ? null
    : refusal('auth/not-initiator', conflictMessages.onlyGmOrInitiatorBegins);
}

/** Opens the exchanges (R4.3: the initiator's side is suggested first); a side with no dice has run out. */
export function openExchanges(r: Run): void {
  settleRacks(r);
  startExchanges(r.s);
  emit(r, 'exchanges-open', { suggestedLeader: r.s.suggestedLeader });
  endIfSideOut(r);
}

export const begin: Handler<'begin'> = {
  check: (s, m, actor) => mayBegin(s, actor, m.idleMinutes),
  run(r) {
    openExchanges(r);
  },
};
