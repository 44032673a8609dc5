// Goals and books (R9, R10.3, R5.6): buying a goal, giving a book, and what a goal does (R4.5, R9.5, R9.6).
import { escaper, isRefusal, type Priced, price, TAKES_OUT, type Target } from './goal-price';
import { emit, type Handler, type Run } from './handler';
import {
  actorParticipant,
  gmSide,
  gmSideStands,
  plural,
  refusal,
  same,
  targetOf,
  unknownName,
  ownParticipant,
} from './state';
import { endIfSideOut, passSuggestion } from './turns';
import type { Actor, ConflictState, Npc, Participant, Refusal } from './types';
import { conflictMessages } from './messages';

/**
 * R5.6: the two sides of the exchange in progress buy once it resolves (so a war can always finish);
 * anyone else may buy meanwhile, but not take a side of that exchange out of the conflict.
 */
function inPending(s: ConflictState, p: Participant): boolean {
  return s.pending !== null && (same(s.pending.actor, p.name) || same(s.pending.target, p.name));
}

const WHILE_PENDING = {
  buy: conflictMessages.goalsBoughtBetweenExchangesFinishOne,
  give: conflictMessages.booksGivenBetweenExchangesFinishOne,
};

/** The actor's own participant, when it is not in the pending exchange (R5.6: goals and books come between). */
function ownBetweenExchanges(s: ConflictState, actor: Actor, doing: keyof typeof WHILE_PENDING): Participant | Refusal {
  const p = ownParticipant(s, actor);
  if (isRefusal(p)) return p;
  if (inPending(s, p)) return refusal('goal/exchange-pending', WHILE_PENDING[doing]);
  // R4.5: one knocked out may spend its books until the next lead, not after.
  // R4.5: it is one purchase step, even when the knock-out ended the conflict (no lead comes then).
  if (p.out === 'knocked-out' && (p.lastChance === null || s.numbered > p.lastChance))
    return refusal('goal/last-chance-gone', conflictMessages.nameKnockedOutLastChancePassed(p.name));
  if (p.out === 'knocked-out' && p.lastChanceUsed)
    return refusal('goal/last-chance-gone', conflictMessages.nameKnockedOutLastChanceUsed(p.name));
  return p;
}

/** A goal that would close the pool of a side of the pending exchange waits for it (so it can always resolve). */
function closesPendingSide(s: ConflictState, out: Target): boolean {
  const p = s.pending;
  if (!p || !(same(p.actor, out.participant.name) || same(p.target, out.participant.name))) return false;
  return !out.npc || !s.npcs.some((n) => n.out === null && n !== out.npc);
}

/** Who a goal takes out of the conflict (R4.5, R9.6), or null when it takes nobody out. */
function takenOut(s: ConflictState, buyer: Participant, t: Target, priced: Priced): Target | Refusal | null {
  if (!TAKES_OUT.includes(priced.effect)) return null;
  return priced.effect === 'escaped' ? escaper(s, buyer, t) : t;
}

export const buy: Handler<'buy'> = {
  check(s, m, actor) {
    const buyer = ownBetweenExchanges(s, actor, 'buy');
    if (isRefusal(buyer)) return buyer;
    if (s.phase !== 'ended' && buyer.purchaseStep === s.exchanges) {
      return refusal('goal/already-bought', conflictMessages.nameAlreadyBoughtGoalGivenBook(buyer.name));
    }
    if (typeof m.goal !== 'string' || typeof m.target !== 'string')
      return refusal('goal/unknown', conflictMessages.nameGoalTarget);
    const t = targetOf(s, m.target);
    if (!t) return unknownName('goal/unknown-target', m.target);
    const targetName = t.npc?.name ?? t.participant.name;
    const priced = price(s, buyer, m, t);
    if (isRefusal(priced)) return priced;
    const ownSide = t.participant.side === buyer.side;
    const out = s.phase === 'ended' ? null : takenOut(s, buyer, t, priced);
    if (out && isRefusal(out)) return out;
    if (priced.effect === 'escaped') {
      if (out && (out.participant.out || out.npc?.out))
        return refusal(
          'goal/target-out',
          conflictMessages.nameAlreadyOutConflict(out.npc?.name ?? out.participant.name),
        );
    } else if (priced.effect !== 'reputation' && ownSide) {
      return refusal('goal/same-side', conflictMessages.targetNameSideGoalsBoughtAgainstOther(targetName));
    }
    const named = t.npc ? t.npc.gang === null && !t.npc.mook : true;
    if (priced.scale >= 1 && named && TAKES_OUT.includes(priced.effect)) {
      return refusal('goal/mass-named', conflictMessages.goalReachesManyPeopleNeverTakes(targetName));
    }
    const points = m.points ?? 0;
    if (!Number.isInteger(points) || points < 0 || points > priced.price)
      return refusal('points/bad-amount', conflictMessages.pointsTowardWholeNumber0Price(priced.price));
    if (points > buyer.points)
      return refusal(
        'points/not-enough',
        conflictMessages.nameOnlyPointsPutToward(buyer.name, plural(buyer.points, 'point')),
      );
    if (points > 0 && buyer.kind === 'gm' && points > murphyUsable(buyer, t))
      return refusal('points/owed', conflictMessages.murphyOwedElsewhere(murphyUsable(buyer, t)));
    if (priced.price - points > buyer.books) {
      return refusal(
        'goal/not-enough',
        conflictMessages.goalCostsPriceNameBooksSuffix(
          priced.goal,
          plural(priced.price, 'book'),
          buyer.name,
          buyer.books,
          points ? ` plus ${plural(points, 'point')}` : '',
        ),
      );
    }
    if (out && closesPendingSide(s, out)) {
      return refusal(
        'goal/exchange-pending',
        conflictMessages.nameInExchangeInProgressGoal(out.npc?.name ?? out.participant.name),
      );
    }
    return null;
  },
  run(r, m) {
    const s = r.s;
    const buyer = actorParticipant(s, r.actor)!;
    const t = targetOf(s, m.target)!;
    const targetName = t.npc?.name ?? t.participant.name;
    const priced = price(s, buyer, m, t) as Priced;
    const out = s.phase === 'ended' ? null : (takenOut(s, buyer, t, priced) as Target | null);
    if (priced.effect === 'escaped' && out) priced.bearer = out.npc?.name ?? out.participant.name;
    const points = m.points ?? 0;
    const books = priced.price - points;
    buyer.books -= books;
    buyer.points -= points;
    const owedBy = buyer.kind === 'gm' && points > 0 ? spendOwed(buyer, t, points) : null;
    if (buyer.out === 'knocked-out') buyer.lastChanceUsed = true;
    if (s.phase !== 'ended') buyer.purchaseStep = s.exchanges;
    s.purchases = [
      ...s.purchases,
      {
        step: s.exchanges,
        buyer: buyer.name,
        goal: priced.goal,
        target: targetName,
        price: priced.price,
        books,
        points,
      },
    ];
    s.effects = [
      ...s.effects,
      { target: priced.bearer, kind: priced.effect, goal: priced.goal, by: buyer.name, price: priced.price },
    ];
    const narration = typeof m.narration === 'string' && m.narration.trim() !== '' ? m.narration.trim() : null;
    // R13.3: points paid stay between the buyer and the GM, so books left are not told when points paid part.
    emit(r, 'goal-bought', {
      buyer: buyer.name,
      goal: priced.goal,
      target: targetName,
      bearer: priced.bearer,
      effect: priced.effect,
      price: priced.price,
      booksLeft: points > 0 ? null : buyer.books,
      narration,
      people: priced.people,
      placeScale: priced.placeScale,
      distance: priced.distance,
    });
    if (points > 0)
      emit(
        r,
        'points-spent',
        { name: buyer.name, points, left: buyer.points, goal: priced.goal, ...(owedBy ? { owedBy } : {}) },
        buyer.kind === 'gm' ? 'gm' : { participant: buyer.name },
      );
    if (out)
      takeOut(
        r,
        out.participant,
        out.npc,
        priced.effect === 'escaped' ? 'escaped' : priced.effect === 'dead' ? 'dead' : 'knocked-out',
      );
    if (s.phase === 'exchanges') endIfSideOut(r);
  },
};

/** R10.3: the Murphy points nobody owes, plus those owed by the character a goal is against. */
function murphyUsable(gm: Participant, t: Target): number {
  const owed = gm.owed ?? [];
  const free = gm.points - owed.reduce((n, o) => n + o.points, 0);
  const against = t.npc ? null : t.participant.name;
  return Math.max(0, free) + (owed.find((o) => against !== null && same(o.name, against))?.points ?? 0);
}

/**
 * R10.3: a Murphy payment toward a goal (already taken off `points`) uses the unowed points first,
 * then those the goal's target owes, and lowers that mark; returns the owed part and whose.
 */
function spendOwed(gm: Participant, t: Target, paid: number): { name: string; points: number } | null {
  const owed = gm.owed ?? [];
  const free = Math.max(0, gm.points + paid - owed.reduce((n, o) => n + o.points, 0));
  const fromOwed = paid - Math.min(paid, free);
  if (fromOwed <= 0 || t.npc) return null;
  const mark = owed.find((o) => same(o.name, t.participant.name));
  if (!mark) return null;
  gm.owed = owed
    .map((o) => (o === mark ? { name: o.name, points: o.points - fromOwed } : o))
    .filter((o) => o.points > 0);
  return { name: mark.name, points: fromOwed };
}

/**
 * R4.5: a knocked-out PC loses its pool at once (books stay); the GM pool goes when no GM-side NPC
 * stands. R9.6: an escape takes out only that character, who keeps its dice for a follow-up.
 */
function takeOut(r: Run, p: Participant, npc: Npc | null, how: 'knocked-out' | 'escaped' | 'dead'): void {
  const s = r.s;
  let gone: Participant | null = p;
  if (npc) {
    npc.out = how;
    gone = gmSideStands(s) ? null : gmSide(s)!;
  }
  const name = npc?.name ?? p.name;
  if (!gone || gone.out) {
    emit(r, how === 'escaped' ? 'escaped' : 'knocked-out', { name });
    return;
  }
  gone.out = how === 'escaped' ? 'escaped' : 'knocked-out';
  if (gone.out === 'knocked-out') gone.lastChance = s.numbered;
  // `participant` names whose pool closed, for the replay that checks sealed pools.
  emit(r, how === 'escaped' ? 'escaped' : 'knocked-out', { name, participant: gone.name });
  if (gone.out === 'knocked-out') {
    s.tally.removed += gone.pool.length;
    gone.pool = [];
  }
  // R4.3: a suggestion on one who just went out passes along the order.
  if (s.suggestedLeader !== null && same(s.suggestedLeader, gone.name)) passSuggestion(s, gone);
}

export const give: Handler<'give'> = {
  check(s, m, actor) {
    const giver = ownBetweenExchanges(s, actor, 'give');
    if (isRefusal(giver)) return giver;
    const to = targetOf(s, m.to)?.participant;
    if (!to) return unknownName('give/unknown', m.to);
    if (to === giver) return refusal('give/self', conflictMessages.giveBooksSomeoneElse);
    if (!Number.isInteger(m.books) || m.books < 1)
      return refusal('give/bad-amount', conflictMessages.giveWholeNumberBooksLeastOne);
    if (s.phase !== 'ended') {
      if (m.books !== 1) return refusal('give/one-book', conflictMessages.duringConflictCanGiveOneBook);
      if (giver.purchaseStep === s.exchanges)
        return refusal('goal/already-bought', conflictMessages.nameAlreadyBoughtGoalGivenBook(giver.name));
    }
    return m.books > giver.books
      ? refusal('give/not-enough', conflictMessages.nameOnlyBooks(giver.name, plural(giver.books, 'book')))
      : null;
  },
  run(r, m) {
    const giver = actorParticipant(r.s, r.actor)!;
    const to = targetOf(r.s, m.to)!.participant;
    giver.books -= m.books;
    to.books += m.books;
    if (giver.out === 'knocked-out') giver.lastChanceUsed = true;
    if (r.s.phase !== 'ended') giver.purchaseStep = r.s.exchanges;
    emit(r, 'book-given', { from: giver.name, to: to.name, books: m.books });
  },
};

/**
 * R10.3: points trained in a skill of this conflict "spend like a book": they become the spender's
 * books. Which points may is for the points' owner to check; the conflict only takes the books.
 */
export const trainedBooks: Handler<'trained-books'> = {
  check(s, m, actor) {
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    if (me.kind !== 'pc') return refusal('conflict/not-participant', conflictMessages.notInConflict);
    if (s.phase === 'ended') return refusal('conflict/wrong-phase', conflictMessages.conflictOver);
    return Number.isInteger(m.books) && m.books >= 1 && m.books <= 1000
      ? null
      : refusal('give/bad-amount', conflictMessages.giveWholeNumberBooksLeastOne);
  },
  run(r, m) {
    const me = actorParticipant(r.s, r.actor)!;
    me.books += m.books;
    emit(r, 'trained-books', { name: me.name, books: m.books });
  },
};
