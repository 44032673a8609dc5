// Turns (R4.3, R4.4), rounds (R3.5) and the end (R4.6, R8.1, R8.2).
import { followUpDice, leftoverBooks } from '../leftovers';
import { emit, type Run } from './handler';
import { addDice, isOutOfDice, participant, turnOrder } from './state';
import type { ConflictState, EndReason, Participant, PendingExchange } from './types';

/**
 * Everyone has rolled: the exchanges begin with the side that started the conflict (R4.3: "the
 * side with initiative puts forward a few dice"), its first seat holding dice, else the first seat.
 */
export function startExchanges(s: ConflictState): void {
  s.phase = 'exchanges';
  const able = turnOrder(s).filter((p) => !isOutOfDice(p));
  s.suggestedLeader = (able.find((p) => p.side === s.initiatorSide) ?? able[0])?.name ?? null;
}

/**
 * R4.4 after an exchange: whoever captured more is suggested to lead next, or, out of dice, the next
 * seat of its side that holds some; with no capture (or none on that side holding dice) the turn
 * passes along the order of those holding dice (R4.3).
 */
export function nextLeader(
  s: ConflictState,
  actor: Participant,
  target: Participant,
  actorWon: number,
  targetWon: number,
): string | null {
  if (actorWon !== targetWon) {
    const capturer = actorWon > targetWon ? actor : target;
    if (!isOutOfDice(capturer)) return capturer.name;
    const sameSide = walk(s, capturer, (p) => p.side === capturer.side, false);
    if (sameSide) return sameSide.name;
  }
  return walk(s, actor, () => true, true)?.name ?? s.participants.find((p) => !isOutOfDice(p))?.name ?? null;
}

/**
 * R4.3, a snake: a pass goes once through everyone holding dice, the next pass back from the end it
 * reached (A B C, C B A, A B C…), so whoever closes a pass also opens the next. Walks the order from
 * `from` the way the pass runs, turning at each end, to the first seat holding dice that `fits` and,
 * within a pass (`inPass`), has not led in it yet (a lead out of turn counts: nobody is suggested
 * twice in one pass); when none fits that way, the first seat holding dice that `fits`.
 */
function walk(
  s: ConflictState,
  from: Participant,
  fits: (p: Participant) => boolean,
  inPass: boolean,
): Participant | undefined {
  const able = (p: Participant) => !isOutOfDice(p) && fits(p);
  const led = inPass ? s.ledThisRound : [];
  const order = turnOrder(s).filter((p) => !isOutOfDice(p) || p.name === from.name);
  let at = order.findIndex((p) => p.name === from.name);
  if (at < 0) return undefined;
  let direction = s.direction;
  for (let step = 0; step < order.length * 2 + 1; step++) {
    const next = at + direction;
    if (next < 0 || next >= order.length) direction = direction === 1 ? -1 : 1;
    else at = next;
    const candidate = order[at]!;
    if (able(candidate) && !led.includes(candidate.name)) {
      s.direction = direction;
      return candidate;
    }
  }
  return order.find(able);
}

/** R4.3: the suggestion on `gone` (out now) moves to the next seat along the pass that holds dice. */
export function passSuggestion(s: ConflictState, gone: Participant): void {
  if (s.phase !== 'exchanges') return;
  const order = turnOrder(s);
  let at = order.findIndex((p) => p.name === gone.name);
  for (let step = 0; step < order.length * 2 && at >= 0; step++) {
    const next = at + s.direction;
    if (next < 0 || next >= order.length) s.direction = s.direction === 1 ? -1 : 1;
    else at = next;
    if (!isOutOfDice(order[at]!)) {
      s.suggestedLeader = order[at]!.name;
      return;
    }
  }
  s.suggestedLeader = null;
}

/** R3.5: a round ends once everyone still holding dice has led. */
export function advanceRound(s: ConflictState): void {
  const holding = s.participants.filter((p) => !isOutOfDice(p));
  if (holding.every((p) => s.ledThisRound.includes(p.name))) {
    s.round += 1;
    s.ledThisRound = [];
  }
}

/** R4.6: once exchanges run and nothing is pending, a side whose every member is out of dice ends it. */
export function endIfSideOut(r: Run): void {
  const s = r.s;
  if (s.phase !== 'exchanges' || s.pending) return;
  const sides = [0, 1].map((side) => s.participants.filter((p) => p.side === side));
  if (sides.some((side) => side.length === 0)) return;
  const out = sides.find((side) => side.every(isOutOfDice));
  if (!out) return;
  // A side that got away whole (R9.6) ends the conflict before anyone ran out (R8.1).
  endConflict(r, out.every((p) => p.out === 'escaped') ? 'escape' : 'ran-out');
}

/**
 * Ends the conflict (R4.6). Anything pushed into an unresolved exchange goes back first. R8.1:
 * if someone ran out, leftovers pair into books (not an escaped one's); otherwise each keeps
 * ⌈n/2⌉ follow-up dice (R8.2).
 */
export function endConflict(r: Run, reason: EndReason): void {
  const s = r.s;
  const p = s.pending;
  if (p) {
    const actor = participant(s, p.actor)!;
    const target = participant(s, p.target)!;
    // Returned, not new: take them off the tally again after adding.
    addDice(s, actor, [...p.actorDice, ...p.warActor]);
    addDice(s, target, [...(p.targetDice ?? []), ...p.warTarget]);
    s.tally.added -= p.actorDice.length + p.warActor.length + (p.targetDice ?? []).length + p.warTarget.length;
    s.pending = null;
    tellPushed(r, p);
    emit(r, 'exchange-cancelled', { no: p.no });
  }
  for (const q of s.participants) {
    const n = q.pool.length;
    // R8.1: one who escaped had its conflict end before it ran out: its leftovers never pair.
    const pairs = reason === 'ran-out' && q.out !== 'escaped';
    q.leftover = n;
    q.leftoverBooks = pairs ? leftoverBooks(n) : 0;
    q.followUpDice = pairs ? 0 : followUpDice(n);
    q.books += q.leftoverBooks;
    s.tally.removed += n;
    // Each owner is told what it held when the pools closed (R13.1: to it alone).
    if (n > 0) emit(r, 'leftover', { faces: [...q.pool] }, { participant: q.name });
    q.pool = [];
  }
  if (s.initiative?.status === 'open') s.initiative.status = 'closed';
  s.phase = 'ended';
  s.endReason = reason;
  s.suggestedLeader = null;
  emit(r, 'conflict-ended', {
    reason,
    participants: s.participants.map((q) => ({
      name: q.name,
      books: q.books,
      leftoverBooks: q.leftoverBooks,
      followUpDice: q.followUpDice,
    })),
  });
}

/**
 * R13.2: a lead's dice stay secret until it is answered, and its result then tells them to all. A
 * lead that leaves play unanswered (withdrawn, or the conflict over) tells them to its leader only,
 * for the exchange's row and /conflict verify; nothing else needs them in the log.
 */
export function tellPushed(r: Run, p: PendingExchange): void {
  emit(r, 'pushed', { no: p.no, dice: p.actorDice }, { participant: p.actor });
}
