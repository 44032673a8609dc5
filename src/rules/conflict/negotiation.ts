// Goal negotiation (R4.2): a proposal; the target accepts, counters higher, or says "only if" it gets a
// cheaper goal back; the seeker answers a counter with a LOWER one; accepting the last "only if"
// settles the whole chain.
import { emit, type Handler } from './handler';
import { actorParticipant, controls, participant, refusal, targetOf, unknownName } from './state';
import type { ConflictState, Offer, Refusal } from './types';

const MAX_GOAL = 200;
const MAX_PRICE = 100;

function badTerms(goal: string, price: number, min = 0, max = MAX_PRICE): Refusal | null {
  if (goal.trim() === '' || goal.length > MAX_GOAL)
    return refusal('goal/bad-text', `Describe the goal in 1 to ${MAX_GOAL} characters.`);
  if (!Number.isInteger(price) || price < min || price > max) {
    return refusal(
      'goal/bad-price',
      min > max
        ? 'No cheaper price is left to offer.'
        : `The price must be a whole number from ${min} to ${max} book${max === 1 ? '' : 's'}.`,
    );
  }
  return null;
}

function live(s: ConflictState): Refusal | null {
  return s.phase === 'ended' ? refusal('conflict/ended', 'This conflict is over.') : null;
}

/** The open link the actor must answer, or a refusal. */
function answerable(s: ConflictState, id: number, actor: string): Offer | Refusal {
  const offer = s.offers.find((o) => o.id === id);
  if (!offer) return refusal('goal/unknown-offer', 'That goal offer is not part of this conflict.');
  if (offer.status !== 'open' || s.offers.some((o) => o.parent === offer.id && o.status === 'open')) {
    return refusal('goal/already-answered', `The offer "${offer.goal}" has already been answered.`);
  }
  const answerer = participant(s, offer.answerer)!;
  return controls(s, actor, answerer)
    ? offer
    : refusal('auth/not-answerer', `Only ${answerer.kind === 'gm' ? 'the GM' : answerer.name} can answer this offer.`);
}

function isRefusal(x: Offer | Refusal): x is Refusal {
  return 'code' in x;
}

function addOffer(s: ConflictState, o: Omit<Offer, 'id' | 'status'>): Offer {
  const offer: Offer = { ...o, id: Math.max(0, ...s.offers.map((x) => x.id)) + 1, status: 'open' };
  s.offers.push(offer);
  return offer;
}

function offerEvent(o: Offer): Record<string, unknown> {
  return {
    id: o.id,
    kind: o.kind,
    by: o.author,
    to: o.answerer,
    buyer: o.buyer,
    against: o.against,
    goal: o.goal,
    price: o.price,
    answers: o.parent,
  };
}

export const propose: Handler<'propose'> = {
  check(s, m, actor) {
    const phase = live(s);
    if (phase) return phase;
    const me = actorParticipant(s, actor);
    if (!me || !controls(s, actor, me)) return refusal('conflict/not-participant', 'You are not in this conflict.');
    const t = targetOf(s, m.target);
    if (!t) return unknownName('goal/unknown-target', m.target);
    if (t.participant.side === me.side)
      return refusal('goal/same-side', `${m.target} is on your side: goals are negotiated with the other side.`);
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
    emit(r, 'goal-offer', offerEvent(o));
  },
};

export const counter: Handler<'counter'> = {
  check(s, m, actor) {
    const offer = live(s) ?? answerable(s, m.offer, actor);
    if (isRefusal(offer)) return offer;
    if (offer.kind === 'only-if')
      return refusal(
        'goal/counter-only-if',
        'Answer an "only if" by accepting it, refusing it, or with another "only if".',
      );
    // The target counters with a costlier goal; the seeker answers a counter with a cheaper one.
    const seekerAnswers = offer.author !== offer.buyer;
    return seekerAnswers ? badTerms(m.goal, m.price, 0, offer.price - 1) : badTerms(m.goal, m.price, offer.price + 1);
  },
  run(r, m) {
    const offer = r.s.offers.find((o) => o.id === m.offer)!;
    offer.status = 'countered';
    const o = addOffer(r.s, {
      kind: 'counter',
      buyer: offer.buyer,
      against: offer.against,
      author: offer.answerer,
      answerer: offer.author,
      goal: m.goal.trim(),
      price: m.price,
      parent: offer.id,
    });
    emit(r, 'goal-offer', offerEvent(o));
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
    const o = addOffer(r.s, {
      kind: 'only-if',
      buyer: offer.answerer,
      against: offer.author,
      author: offer.answerer,
      answerer: offer.author,
      goal: m.goal.trim(),
      price: m.price,
      parent: offer.id,
    });
    emit(r, 'goal-offer', offerEvent(o));
  },
};

export const accept: Handler<'accept'> = {
  check(s, m, actor) {
    const offer = live(s) ?? answerable(s, m.offer, actor);
    return isRefusal(offer) ? offer : null;
  },
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
  check(s, m, actor) {
    const offer = live(s) ?? answerable(s, m.offer, actor);
    return isRefusal(offer) ? offer : null;
  },
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
    return refusal(
      'goal/counter-only-if',
      'Answer an "only if" by accepting it, refusing it, or with another "only if".',
    );
  const cheaper = answer === 'only-if' || (answer === 'counter' && offer.author !== offer.buyer);
  if (cheaper && offer.price === 0) return refusal('goal/bad-price', 'No cheaper price is left to offer.');
  if (answer === 'counter' && !cheaper && offer.price >= MAX_PRICE)
    return refusal('goal/bad-price', 'No costlier price is left to offer.');
  return null;
}
