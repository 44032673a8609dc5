// The conflict machine: check (may this actor do this now?), apply (the new state and its events).
// A refused move changes nothing: apply works on a copy (copy.ts) and drops it on refusal.
import type { RandomSource } from '../dice';
import { isRuleError } from '../errors';
import { copyState } from './copy';
import { askEnd, end, chin } from './ending';
import { begin } from './begin';
import { action, cancel, dispute, endRound, lead, resist, respond, war } from './exchange';
import { fly } from './fly';
import { warnBooks } from './follow-up';
import { buy, give, trainedBooks } from './goals';
import type { Applied, Handler, Handlers, Run } from './handler';
import { bid, gmBid, initiativeClose, initiativeOpen, pass } from './initiative';
import type { Move, MoveName } from './moves';
import { accept, counter, onlyIf, propose, refuse } from './negotiation';
import { addNpc, circumstance, join, rack, roll, secondary } from './setup';
import { refusal } from './state';
import type { Actor, ConflictState, Refusal } from './types';
import { conflictMessages } from './messages';

const HANDLERS: Handlers = {
  join,
  'add-npc': addNpc,
  secondary,
  circumstance,
  rack,
  roll,
  begin,
  'initiative-open': initiativeOpen,
  bid,
  pass,
  'gm-bid': gmBid,
  'initiative-close': initiativeClose,
  propose,
  counter,
  'only-if': onlyIf,
  accept,
  refuse,
  fly,
  lead,
  respond,
  dispute,
  war,
  cancel,
  action,
  resist,
  'end-round': endRound,
  buy,
  give,
  'trained-books': trainedBooks,
  end,
  'ask-end': askEnd,
  chin,
  'warn-books': warnBooks,
};

export const MOVE_NAMES = Object.keys(HANDLERS) as MoveName[];

function handlerOf(move: Move): Handler<MoveName> | undefined {
  const h = (HANDLERS as Record<string, Handler<MoveName>>)[(move as { do?: unknown }).do as string];
  return h;
}

/**
 * May `actor` make `move` now? No randomness, no writes: pickers and buttons ask this. Every
 * handler's check answers with a refusal and never throws, so nothing here needs catching.
 */
export function check(state: ConflictState, move: Move, actor: Actor): Refusal | null {
  const h = handlerOf(move);
  if (!h) return refusal('move/unknown', conflictMessages.notSomethingCanDoInConflict);
  return h.check(state, move as never, actor);
}

/** Makes the move: the new state and what happened, or the refusal (the old state is untouched). */
export function apply(state: ConflictState, move: Move, actor: Actor, dice: RandomSource): Applied {
  const no = check(state, move, actor);
  if (no) return { ok: false, refusal: no };
  const r: Run = { s: copyState(state), actor, dice, events: [] };
  if (move.do !== 'respond') r.s.answeredEmpty = null;
  try {
    handlerOf(move)!.run(r, move as never);
  } catch (err) {
    // Only the dice source can fail here (a scripted source running out): nothing changed.
    if (isRuleError(err)) return { ok: false, refusal: refusal(err.code, err.message) };
    throw err;
  }
  return { ok: true, state: r.s, events: r.events };
}
