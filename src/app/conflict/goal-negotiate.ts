import {
  type Answer,
  type ConflictState,
  chartOffered,
  checkAnswer,
  type Move,
  type Offer,
} from '../../rules/conflict';
import { participantsOf } from '../../store/conflict/participants';
import { getOffer, type GoalOfferRow, offerRowIds, offersOf } from '../../store/conflict/negotiation';
import { capitalised } from '../../rules';
import { type Loaded, loadForMove, type Played, playLoaded, playMove, refuseMove } from './conflict-machine';
import { spokenName } from '../../rules/conflict';
import { loadConflictState } from '../../store/conflict/conflict-state';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, latestConflictOrRefuse, text, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { type NegotiatedGoal, outcome, type Outcome, type PublicView } from '../views';
import { appNotices } from '../messages';

// R4.2 goal negotiation, played by the conflict machine: a proposal, answered by accepting,
// refusing, countering (the target higher, the seeker lower than the counter), or accepting "only
// if" a cheaper goal comes back; accepting the last "only if" settles the whole chain.

/** /goal propose: an explicit goal against a participant on the other side, with a price in books. */
export async function proposeGoal(
  deps: Deps,
  caller: Caller,
  input: { target: string; goal: string; price: number; as?: string | null },
) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    await campaignHere(deps.db, caller);
    const goal = text(input.goal, 'the goal', 200);
    const price = wholeNumber(input.price, 'the price', 0, 100);
    const played = await playMove(deps, caller, { do: 'propose', target: input.target, goal, price }, input.as);
    return outcome([offerView(played, played.state.offers[played.state.offers.length - 1]!)]);
  });
}

export type GoalAnswer = Answer;

/** Answers an open offer; only the party the offer was made to may answer it. */
export async function answerGoal(
  deps: Deps,
  caller: Caller,
  input: { offerId: number; answer: GoalAnswer; goal?: string | null; price?: number | null },
) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    await campaignHere(deps.db, caller);
    // The Counter… button of an "only if" answers with another "only if" (R4.2).
    const answer =
      input.answer === 'counter' && (await getOffer(deps.db, input.offerId))?.kind === 'only-if'
        ? 'only-if'
        : input.answer;
    const loaded = await loadForMove(deps, caller);
    const offer = await machineOffer(deps, loaded, input.offerId);
    const move: Move =
      answer === 'accept' || answer === 'refuse'
        ? { do: answer, offer }
        : {
            do: answer,
            offer,
            goal: text(
              input.goal,
              input.answer === 'counter' ? 'the alternative goal' : 'the goal you want in return',
              200,
            ),
            price: wholeNumber(input.price, 'the price', 0, 100),
          };
    const played = await playLoaded(deps, loaded, move);
    const answered = played.state.offers.find((o) => o.id === offer)!;
    if (input.answer === 'accept') {
      const settled = played.state.offers.filter(
        (o) =>
          o.status === 'settled' && !played.before.state.offers.some((b) => b.id === o.id && b.status === 'settled'),
      );
      return outcome([
        { kind: 'notice', text: appNotices.goalAgreed(settled.map((o) => describe(played, o)).join('; and ')) },
      ]);
    }
    if (input.answer === 'refuse')
      return outcome([
        {
          kind: 'notice',
          text: appNotices.goalOfferRefused(capitalised(spoken(played, answered.answerer, answered)), answered.goal),
        },
      ]);
    return outcome([offerView(played, played.state.offers[played.state.offers.length - 1]!)]);
  });
}

/**
 * What the answer's form must ask for: a goal costlier or cheaper than the offer's price. The
 * target counters a proposal with a costlier goal; the seeker answers a counter with a cheaper one,
 * and an "only if" (or the Counter… of one) asks for a cheaper goal back.
 */
interface AnswerTerms {
  cheaper: boolean;
  /** The offer's price: the number to beat. */
  price: number;
}

/** Buttons ask before opening the form: may the caller answer this offer this way, and for what? */
export async function mayAnswerGoal(
  deps: Deps,
  caller: Caller,
  input: { offerId: number; answer: GoalAnswer },
): Promise<AnswerTerms> {
  const loaded = await loadForMove(deps, caller);
  const id = await machineOffer(deps, loaded, input.offerId);
  const no = checkAnswer(loaded.before.state, id, input.answer, loaded.actor);
  if (no) refuseMove(no);
  const offer = loaded.before.state.offers.find((o) => o.id === id)!;
  const targetCounters = input.answer === 'counter' && offer.kind !== 'only-if' && offer.author === offer.buyer;
  return { cheaper: !targetCounters, price: offer.price };
}

/**
 * The state's id of the offer stored as `rowId` (buttons and lists carry row ids): the conflict's
 * offer rows and the state's offers stand in the same order. An offer of another conflict is none.
 */
async function machineOffer(deps: Deps, loaded: Loaded, rowId: number): Promise<number> {
  const at = (await offerRowIds(deps.db, loaded.conflict.id)).indexOf(rowId);
  return at < 0 ? -1 : loaded.before.state.offers[at]!.id;
}

/** /goal list: the goals this conflict offers with their prices, settled goals, and offers still open. */
export async function listGoals(deps: Deps, caller: Caller) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const conflict = await latestConflictOrRefuse(deps.db, caller);
    const all = await participantsOf(deps.db, conflict.id);
    const state = (await loadConflictState(deps.db, campaign, conflict)).state;
    const offers = (await offersOf(deps.db, conflict.id)).map((o) => negotiated(state, all, o));
    // R9.1, R9.4: the chart this conflict offers, with the caller's own extras (fly dice, gear) when it plays.
    const mine = all.filter((p) => p.kind === 'pc' && p.userId === caller.userId);
    const offered = chartOffered(state, mine.length === 1 ? mine[0]!.name : null).map((g) => ({
      name: g.name,
      ...(g.detail ? { detail: g.detail } : {}),
      price: g.books,
    }));
    return outcome([
      {
        kind: 'goal-list',
        conflictId: conflict.id,
        offered,
        settled: offers.filter((o) => o.status === 'settled'),
        open: offers.filter((o) => o.status === 'proposed'),
      },
    ]);
  });
}

function negotiated(
  state: ConflictState,
  all: readonly { id: number; name: string }[],
  o: GoalOfferRow,
): NegotiatedGoal {
  const name = (id: number) => spokenName(state, all.find((p) => p.id === id)?.name ?? '?', o.targetName);
  return {
    id: o.id,
    from: name(o.proposerId),
    to: o.targetName ?? name(o.targetId),
    text: o.text,
    price: o.price,
    status: o.status,
  };
}

/** A name as players read it: the GM side speaks for the NPC the goal is about, when it is one. */
function spoken(played: Played, name: string, o: Offer): string {
  const npc = played.state.npcs.some((n) => n.name === o.against) ? o.against : null;
  return spokenName(played.state, name, npc);
}

function describe(played: Played, o: Offer): string {
  return `${capitalised(spoken(played, o.buyer, o))} may buy “${o.goal}” against ${spoken(played, o.against, o)} for ${o.price} book${o.price === 1 ? '' : 's'}`;
}

/** The offer as posted: who wrote it (a GM's counter is the GM's), and who must answer. */
function offerView(played: Played, o: Offer): PublicView {
  const answerer = played.before.rows.find((r) => r.name === o.answerer);
  const parent = o.parent === null ? null : played.state.offers.find((x) => x.id === o.parent);
  return {
    kind: 'goal-offer',
    conflictId: played.conflict.id,
    offerId: played.offerIds.get(o.id) ?? o.id,
    offerKind: o.kind,
    by: spoken(played, o.author, o),
    from: spoken(played, o.buyer, o),
    to: spoken(played, o.against, o),
    answererUserId: answerer?.userId ?? '',
    text: o.goal,
    price: o.price,
    answers: parent ? parent.goal : null,
  };
}
