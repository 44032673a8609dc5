import { isGm } from '../store/campaigns';
import { type ConflictRow, type ParticipantRow, participantsOf } from '../store/conflicts';
import type { Db } from '../store/db';
import { type GoalOfferRow, getOffer, insertOffer, offersOf, type OfferKind, setOfferStatus } from '../store/negotiation';
import { appendEvent, conflictNpcs } from '../store/conflicts';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { callerParticipant, campaignHere, currentConflictHere, liveConflictHere, participantNamed, text, wholeNumber } from './load';
import { transact } from './run';
import { type NegotiatedGoal, outcome, type Outcome, type PublicView } from './views';

// R4.2 goal negotiation: a proposal, answered by accepting, refusing, countering with a costlier
// alternative, or accepting "only if" the answerer gets a cheaper goal back. Counters may chain.

/** /goal propose: an explicit goal against a participant on the other side, with a price in books. */
export function proposeGoal(deps: Deps, caller: Caller, input: { target: string; goal: string; price: number; as?: string | null }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    const me = callerParticipant(db, campaign, conflict, caller, input.as);
    const target = participantNamed(db, conflict, input.target, conflictNpcs(db, conflict.id).map((n) => n.name));
    if (target.side === me.side) refuse('conflict/same-side', `${target.name} is on your side: goals are negotiated with the other side.`);
    const goal = text(input.goal, 'the goal', 200);
    const price = wholeNumber(input.price, 'the price', 0, 100);
    const id = insertOffer(db, { conflictId: conflict.id, proposerId: me.id, targetId: target.id, authorId: me.id, text: goal, price, kind: 'proposal', parentId: null, now: deps.now().toISOString() });
    return outcome([offerView(db, conflict, getOffer(db, id)!)]);
  });
}

export type GoalAnswer = 'accept' | 'refuse' | 'counter' | 'only-if';

/** Answers an open offer; only the party the offer was made to may answer it. */
export function answerGoal(deps: Deps, caller: Caller, input: { offerId: number; answer: GoalAnswer; goal?: string | null; price?: number | null }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    const offer = getOffer(db, input.offerId);
    if (!offer || offer.conflictId !== conflict.id) refuse('goal/unknown-offer', 'That goal offer is not part of this conflict.');
    if (offer.status !== 'proposed' || hasOpenOnlyIf(db, offer)) {
      refuse('goal/already-answered', `The offer "${offer.text}" has already been answered.`);
    }
    const all = participantsOf(db, conflict.id);
    const answerer = answererOf(all, offer);
    const controls = answerer.kind === 'gm' ? isGm(db, campaign, caller.userId) : answerer.userId === caller.userId;
    if (!controls) refuse('auth/not-target', `Only ${answerer.name} can answer this offer.`);
    const now = deps.now().toISOString();
    const parent = offer.kind === 'only-if' && offer.parentId !== null ? getOffer(db, offer.parentId) : null;
    const views: PublicView[] = [];
    switch (input.answer) {
      case 'accept':
        setOfferStatus(db, offer.id, 'settled', now);
        if (parent) setOfferStatus(db, parent.id, 'settled', now);
        views.push({ kind: 'notice', text: `Agreed: ${describe(all, offer)}${parent ? `; and ${describe(all, parent)}` : ''}.` });
        break;
      case 'refuse':
        setOfferStatus(db, offer.id, 'refused', now);
        if (parent) setOfferStatus(db, parent.id, 'refused', now);
        views.push({ kind: 'notice', text: `${answerer.name} turns down the offer “${offer.text}”.` });
        break;
      case 'counter': {
        const goal = text(input.goal, 'the alternative goal', 200);
        const price = wholeNumber(input.price, 'the price', offer.price + 1, 100);
        setOfferStatus(db, offer.id, 'countered', now);
        const id = insertOffer(db, { conflictId: conflict.id, proposerId: offer.proposerId, targetId: offer.targetId, authorId: answerer.id, text: goal, price, kind: 'counter', parentId: offer.id, now });
        views.push(offerView(db, conflict, getOffer(db, id)!));
        break;
      }
      case 'only-if': {
        if (answerer.id !== offer.targetId) refuse('auth/not-target', 'Only the target of a goal can accept it "only if".');
        const goal = text(input.goal, 'the goal you want in return', 200);
        const price = wholeNumber(input.price, 'the price', 0, offer.price - 1);
        const id = insertOffer(db, { conflictId: conflict.id, proposerId: offer.targetId, targetId: offer.proposerId, authorId: answerer.id, text: goal, price, kind: 'only-if', parentId: offer.id, now });
        views.push(offerView(db, conflict, getOffer(db, id)!));
        break;
      }
    }
    appendEvent(db, conflict.id, 'goal-answer', { offer: offer.id, answer: input.answer }, true, now);
    return outcome(views);
  });
}

/** /goal list: settled goals and prices, and offers still open. */
export function listGoals(deps: Deps, caller: Caller) {
  return transact(deps, { ...caller, interactionId: undefined }, () => {
    campaignHere(deps.db, caller);
    const conflict = currentConflictHere(deps.db, caller);
    const all = participantsOf(deps.db, conflict.id);
    const offers = offersOf(deps.db, conflict.id).map((o) => negotiated(all, o));
    return outcome([{ kind: 'goal-list', conflictId: conflict.id, settled: offers.filter((o) => o.status === 'settled'), open: offers.filter((o) => o.status === 'proposed') }]);
  });
}

function answererOf(all: readonly ParticipantRow[], offer: GoalOfferRow): ParticipantRow {
  const otherId = offer.authorId === offer.proposerId ? offer.targetId : offer.proposerId;
  return all.find((p) => p.id === otherId)!;
}

function hasOpenOnlyIf(db: Db, offer: GoalOfferRow): boolean {
  return offersOf(db, offer.conflictId).some((o) => o.parentId === offer.id && o.kind === 'only-if' && o.status === 'proposed');
}

function negotiated(all: readonly ParticipantRow[], o: GoalOfferRow): NegotiatedGoal {
  const name = (id: number) => all.find((p) => p.id === id)?.name ?? '?';
  return { id: o.id, from: name(o.proposerId), to: name(o.targetId), text: o.text, price: o.price, status: o.status };
}

function describe(all: readonly ParticipantRow[], o: GoalOfferRow): string {
  const g = negotiated(all, o);
  return `${g.from} may buy “${g.text}” against ${g.to} for ${g.price} book${g.price === 1 ? '' : 's'}`;
}

function offerView(db: Db, conflict: ConflictRow, offer: GoalOfferRow): PublicView {
  const all = participantsOf(db, conflict.id);
  const g = negotiated(all, offer);
  const answerer = answererOf(all, offer);
  const parent = offer.parentId !== null ? getOffer(db, offer.parentId) : null;
  const kind: OfferKind = offer.kind;
  return {
    kind: 'goal-offer', conflictId: conflict.id, offerId: offer.id, offerKind: kind, from: g.from, to: g.to,
    answererUserId: answerer.userId, text: g.text, price: g.price, answers: parent ? parent.text : null,
  };
}
