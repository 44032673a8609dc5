// Ending by choice (R4.6) and taking it on the chin (R8.4).
import { echo } from '../echo';
import { followUpDice } from '../leftovers';
import { emit, type Handler } from './handler';
import {
  actorParticipant,
  controls,
  isGmActor,
  isRefusal,
  ownParticipant,
  participant,
  refusal,
  targetOf,
} from './state';
import { endConflict } from './turns';
import type { ConflictState, Participant, Refusal } from './types';
import { conflictMessages } from './messages';

export const end: Handler<'end'> = {
  check(s, m, actor) {
    if (s.phase === 'ended') return refusal('conflict/ended', conflictMessages.conflictAlreadyOver);
    if (m.reason === 'gm')
      return isGmActor(s, actor) ? null : refusal('auth/not-gm', conflictMessages.onlyGmCanEndConflictTheir);
    if (m.reason !== 'agreed') return refusal('conflict/bad-reason', conflictMessages.conflictEndsAgreementGm);
    const me = actorParticipant(s, actor);
    return me && controls(s, actor, me) ? null : refusal('conflict/not-participant', conflictMessages.notInConflict);
  },
  run(r, m) {
    // R4.6: the GM's word after every player asked is everyone's agreement.
    endConflict(r, m.reason === 'gm' && everyPlayerAsked(r.s) ? 'agreed' : m.reason);
  },
};

/** Every PC has asked to end (and there is at least one). */
function everyPlayerAsked(s: ConflictState): boolean {
  const pcs = s.participants.filter((p) => p.kind === 'pc');
  return pcs.length > 0 && pcs.every((p) => s.endAsked.includes(p.name));
}

/**
 * R4.6: a participant's player asks to end the conflict. It ends by agreement once everyone has
 * asked; the GM side agrees by ending it (the GM's `end`), so while it is in the conflict the
 * players' asks wait for the GM.
 */
export const askEnd: Handler<'ask-end'> = {
  check(s, _m, actor) {
    if (s.phase === 'ended') return refusal('conflict/ended', conflictMessages.conflictAlreadyOver);
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    return me.kind === 'pc' ? null : refusal('auth/not-gm', conflictMessages.onlyGmCanEndConflictTheir);
  },
  run(r) {
    const me = actorParticipant(r.s, r.actor)!;
    if (!r.s.endAsked.includes(me.name)) r.s.endAsked = [...r.s.endAsked, me.name];
    emit(r, 'end-asked', { name: me.name });
    if (everyPlayerAsked(r.s) && !r.s.participants.some((p) => p.kind === 'gm')) endConflict(r, 'agreed');
  },
};

/**
 * R8.4 (corrected 2026-12-01): a participant who ran out of dice before its opponent takes it on the
 * chin: the conflict moves straight to a follow-up and nobody's leftovers pair into books; each
 * carries ⌈n/2⌉ follow-up dice at the ordinary R8.2 rate, nothing on top. Once the conflict ended
 * before anyone ran out (agreed, the GM, an escape) the leftovers already carry: there is no chin.
 */
export const chin: Handler<'chin'> = {
  check(s, _m, actor) {
    if (s.chin) return refusal('chin/done', conflictMessages.someoneAlreadyTakenChin);
    if (s.pending) return refusal('exchange/pending', conflictMessages.finishExchangeInProgressFirst);
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    if (s.phase === 'ended' && s.endReason !== 'ran-out')
      return refusal('chin/ended-early', conflictMessages.conflictEndedBeforeAnyoneRanOut);
    const ranOut =
      s.phase === 'ended' ? me.leftover === 0 : s.phase === 'exchanges' && me.pool.length === 0 && me.out === null;
    if (!ranOut) return refusal('chin/not-out', conflictMessages.canTakeChinOnlyOnceRun);
    const left = (p: Participant) => (s.phase === 'ended' ? (p.leftover ?? 0) : p.pool.length);
    if (!s.participants.some((p) => p.side !== me.side && left(p) > 0)) {
      return refusal('chin/not-first', conflictMessages.opponentRanOutDiceTooNothing);
    }
    return chinBlockedByGoals(s);
  },
  run(r) {
    const s = r.s;
    const me = actorParticipant(s, r.actor)!;
    if (s.phase !== 'ended') endConflict(r, 'ran-out');
    for (const p of s.participants) {
      p.books -= p.leftoverBooks;
      p.leftoverBooks = 0;
      p.followUpDice = followUpDice(p.leftover ?? 0);
    }
    s.chin = me.name;
    emit(r, 'chin', {
      name: me.name,
      followUps: s.participants.map((p) => ({ name: p.name, followUpDice: p.followUpDice })),
    });
  },
};

/**
 * R8.4: no chin once either side bought a goal against the other (a goal whose bearer stands on the
 * other side from its buyer), or holds books enough for a goal agreed against the other (R4.2).
 * Books are counted before any leftovers paired (R8.1): the chin undoes that pairing. Those paired
 * books must still be there to take back.
 */
function chinBlockedByGoals(s: ConflictState): Refusal | null {
  const sideOf = (name: string) => targetOf(s, name)?.participant.side;
  if (s.effects.some((e) => sideOf(e.by) !== sideOf(e.target)))
    return refusal('chin/goal-bought', conflictMessages.goalAlreadyBoughtAgainstOtherSide);
  for (const o of s.offers) {
    const buyer = participant(s, o.buyer);
    if (o.status === 'settled' && buyer && buyer.books - buyer.leftoverBooks >= o.price) {
      return refusal(
        'chin/goal-affordable',
        conflictMessages.nameHoldsBooksForAgreedGoal(buyer.name, echo(o.goal, 60)),
      );
    }
  }
  return s.participants.some((p) => p.books < p.leftoverBooks)
    ? refusal('chin/books-gone', conflictMessages.leftoverBooksAlreadySpentOrGiven)
    : null;
}
