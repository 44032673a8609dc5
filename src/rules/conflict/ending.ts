// Ending by choice (R4.6) and taking it on the chin (R8.4).
import { followUpDice } from '../leftovers';
import { emit, type Handler } from './handler';
import { actorParticipant, controls, isGmActor, refusal, ownParticipant, isRefusal } from './state';
import { endConflict } from './turns';
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
    endConflict(r, m.reason);
  },
};

/**
 * R8.4: a participant who ran out of dice before its opponent, before anyone bought a goal, takes
 * it on the chin: nobody's leftovers pair into books; everyone keeps ⌈n/2⌉ follow-up dice (R8.2)
 * and the opponents get ⌊n/2⌋ more ("two leftover dice make one extra die").
 */
export const chin: Handler<'chin'> = {
  check(s, _m, actor) {
    if (s.chin) return refusal('chin/done', conflictMessages.someoneAlreadyTakenChin);
    if (s.pending) return refusal('exchange/pending', conflictMessages.finishExchangeInProgressFirst);
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    const ranOut =
      s.phase === 'ended'
        ? s.endReason === 'ran-out' && me.leftover === 0
        : s.phase === 'exchanges' && me.pool.length === 0 && me.out === null;
    if (!ranOut) return refusal('chin/not-out', conflictMessages.canTakeChinOnlyOnceRun);
    const left = (p: (typeof s.participants)[number]) => (s.phase === 'ended' ? (p.leftover ?? 0) : p.pool.length);
    if (!s.participants.some((p) => p.side !== me.side && left(p) > 0)) {
      return refusal('chin/not-first', conflictMessages.opponentRanOutDiceTooNothing);
    }
    return s.purchases.length > 0 ? refusal('chin/goal-bought', conflictMessages.goalAlreadyBoughtInConflict) : null;
  },
  run(r) {
    const s = r.s;
    const me = actorParticipant(s, r.actor)!;
    if (s.phase !== 'ended') endConflict(r, 'ran-out');
    for (const p of s.participants) {
      const n = p.leftover ?? 0;
      p.books -= p.leftoverBooks;
      p.leftoverBooks = 0;
      p.followUpDice = followUpDice(n) + (p.side !== me.side ? Math.floor(n / 2) : 0);
    }
    s.chin = me.name;
    emit(r, 'chin', {
      name: me.name,
      followUps: s.participants.map((p) => ({ name: p.name, followUpDice: p.followUpDice })),
    });
  },
};
