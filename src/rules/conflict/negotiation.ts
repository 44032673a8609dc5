// Goal negotiation (R4.2): a proposal; the target accepts, counters higher, or says "only if" it gets a
// cheaper goal back; the seeker answers a counter with a LOWER one; accepting the last "only if"
// settles the whole chain.
import { isRefusal } from './goal-price';
import { emit, type Handler } from './handler';
import { actorParticipant, controls, participant, refusal, targetOf, unknownName, ownParticipant } from './state';
import type { ConflictState, Offer, Refusal } from './types';
import { conflictMessages } from './messages';
import { offerFields } from './view';

const MAX_GOAL = 200;
const MAX_PRICE = 100;

function badTerms(goal: string, price: number, min = 0, max = MAX_PRICE): Refusal | null {
  if (goal.trim() === '' || goal.length > MAX_GOAL)
    return refusal('goal/bad-text', conflictMessages.describeGoalIn1MaxGoalCharacters(MAX_GOAL));
  if (!Number.isInteger(price) || price < min || price > max) {
    return refusal(
      'goal/bad-price',
      min > max
        ? conflictMessages.noCheaperPriceLeftOffer
        : conflictMessages.priceMustWholeNumberMinMax(min, max, max === 1 ? '' : 's'),
    );
  }
  return null;
}

function live(s: ConflictState): Refusal | null {
  return s.phase === 'ended' ? refusal('conflict/ended', conflictMessages.conflictOver) : null;
}

/** The open link the actor must answer, or a refusal. */
function answerable(s: ConflictState, id: number, actor: string): Offer | Refusal {
  const offer = s.offers.find((o) => o.id === id);
  if (!offer) return refusal('goal/unknown-offer', conflictMessages.goalOfferNotPartConflict);
  if (offer.status !== 'open' || s.offers.some((o) => o.parent === offer.id && o.status === 'open')) {
    return refusal('goal/already-answered', conflictMessages.offerGoalAlreadyAnswered(offer.goal));
  }
  const answerer = participant(s, offer.answerer)!;
  return controls(s, actor, answerer)
    ? offer
    : refusal(
        'auth/not-answerer',
        conflictMessages.onlyNameCanAnswerOffer(answerer.kind === 'gm' ? 'the GM' : answerer.name),
      );
}

function addOffer(s: ConflictState, o: Omit<Offer, 'id' | 'status'>): Offer {
  const offer: Offer = { ...o, id: Math.max(0, ...s.offers.map((x) => x.id)) + 1, status: 'open' };
  s.offers.push(offer);
  return offer;
}

/** A counter or an "only if" (R4.2): written by the offer's answerer, for its author to answer. */
function addReply(
  s: ConflictState,
  offer: Offer,
  kind: 'counter' | 'only-if',
  terms: { goal: string; price: number },
  parties: Pick<Offer, 'buyer' | 'against'>,
): Offer {
  return addOffer(s, {
    kind,
    ...parties,
    author: offer.answerer,
    answerer: offer.author,
    goal: terms.goal.trim(),
    price: terms.price,
    parent: offer.id,
  });
}

export const propose: Handler<'propose'> = {
  check(s, m, actor) {
    const me = live(s) ?? ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    const t = targetOf(s, m.target);
    if (!t) return unknownName('goal/unknown-target', m.target);
    if (t.participant.side === me.side)
      return refusal('goal/same-side', conflictMessages.targetSideGoalsNegotiatedOtherSide(m.target));
    return badTerms(m.goal, m.price);
  },
  run(r, m) {
    const me = actorParticipant(r.s, r.actor)!;
    const t = targetOf(r.s, m.target)!;
    const o = addOffer(r.s, {
      kind: 'proposal',
      buyer: me.name,
      against: t.npc?.name ?? t.participant.name,
      author: me.name,
      answerer: t.participant.name,
      goal: m.goal.trim(),
      price: m.price,
      parent: null,
    });
    emit(r, 'goal-offer', offerFields(o));
  },
};

export const counter: Handler<'counter'> = {
  check(s, m, actor) {
    const offer = live(s) ?? answerable(s, m.offer, actor);
    if (isRefusal(offer)) return offer;
    if (offer.kind === 'only-if')
      return refusal('goal/counter-only-if', conflictMessages.answerOnlyIfAcceptingRefusingAnother);
    // The target counters with a costlier goal; the seeker answers a counter with a cheaper one.
    const seekerAnswers = offer.author !== offer.buyer;
    return seekerAnswers ? badTerms(m.goal, m.price, 0, offer.price - 1) : badTerms(m.goal, m.price, offer.price + 1);
  },
  run(r, m) {
    const offer = r.s.offers.find((o) => o.id === m.offer)!;
    offer.status = 'countered';
    const o = addReply(r.s, offer, 'counter', m, { buyer: offer.buyer, against: offer.against });
    emit(r, 'goal-offer', offerFields(o));
  },
};

export const onlyIf: Handler<'only-if'> = {
  check(s, m, actor) {
    const offer = live(s) ?? answerable(s, m.offer, actor);
    if (isRefusal(offer)) return offer;
    return badTerms(m.goal, m.price, 0, offer.price - 1);
  },
  run(r, m) {
    const offer = r.s.offers.find((o) => o.id === m.offer)!;
    const o = addReply(r.s, offer, 'only-if', m, { buyer: offer.answerer, against: offer.author });
    emit(r, 'goal-offer', offerFields(o));
  },
};

/** Accepting and refusing an offer: its answerer, while the conflict lives. */
function mayAnswer(s: ConflictState, m: { offer: number }, actor: string): Refusal | null {
  const offer = live(s) ?? answerable(s, m.offer, actor);
  return isRefusal(offer) ? offer : null;
}

export const accept: Handler<'accept'> = {
  check: mayAnswer,
  run(r, m) {
    // Accepting an "only if" settles it and every link it hangs on, down to the original.
    let link: Offer | undefined = r.s.offers.find((o) => o.id === m.offer)!;
    const settled: number[] = [];
    while (link) {
      link.status = 'settled';
      settled.push(link.id);
      link =
        link.kind === 'only-if' && link.parent !== null ? r.s.offers.find((o) => o.id === link!.parent) : undefined;
    }
    emit(r, 'goal-settled', { by: actorParticipant(r.s, r.actor)?.name ?? r.actor, offers: settled });
  },
};

export const refuse: Handler<'refuse'> = {
  check: mayAnswer,
  run(r, m) {
    // Refusing an "only if" drops the chain of "only if"s; the original stays open for a new answer.
    let link: Offer | undefined = r.s.offers.find((o) => o.id === m.offer)!;
    while (link && link.kind === 'only-if') {
      link.status = 'refused';
      link = r.s.offers.find((o) => o.id === link!.parent);
    }
    if (link && link.id === m.offer) link.status = 'refused';
    emit(r, 'goal-refused', { by: actorParticipant(r.s, r.actor)?.name ?? r.actor, offer: m.offer });
  },
};

export type Answer = 'accept' | 'refuse' | 'counter' | 'only-if';

/**
 * May `actor` answer this offer this way, whatever terms it then types? (Buttons ask this before
 * opening a form.) A counter or "only if" also needs a price left on the right side of the offer's.
 */
export function checkAnswer(s: ConflictState, offerId: number, answer: Answer, actor: string): Refusal | null {
  const offer = live(s) ?? answerable(s, offerId, actor);
  if (isRefusal(offer)) return offer;
  if (answer === 'counter' && offer.kind === 'only-if')
    return refusal('goal/counter-only-if', conflictMessages.answerOnlyIfAcceptingRefusingAnother);
  const cheaper = answer === 'only-if' || (answer === 'counter' && offer.author !== offer.buyer);
  if (cheaper && offer.price === 0) return refusal('goal/bad-price', conflictMessages.noCheaperPriceLeftOffer);
  if (answer === 'counter' && !cheaper && offer.price >= MAX_PRICE)
    return refusal('goal/bad-price', conflictMessages.noCostlierPriceLeftOffer);
  return null;
}
