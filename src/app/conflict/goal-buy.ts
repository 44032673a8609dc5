// /goal buy (R9, R10.3, R5.6): played by the conflict machine. The price, the chart, gear goals,
// points, knock-outs and escapes are its rules; this use case loads, plays, saves and tells.
import { getCharacter } from '../../store/character/characters';
import { loadForMove, type Played, playLoaded } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { exchangePublicViews } from './exchange/exchange-views';
import { type EventOf, isEvent, spokenName } from '../../rules/conflict';
import { clip, latestConflictOrRefuse } from '../use-case/load';
import { transact } from '../use-case/transaction';
import type { Outcome, PrivateView, PublicView } from '../views';
import { appNotices } from '../messages';

export interface BuyGoalInput {
  goal: string;
  target: string;
  people?: number | null;
  /** R9.3 by place: person, room, zone, or a whole-number scale. */
  place?: string | null;
  /** R9.3: zones between the buyer's zone and the target's, one book each (default 0, the same zone). */
  distance?: number | null;
  /** Player points (a PC) or Murphy points (the GM) put toward the price; books pay the rest. */
  points?: number | null;
  narration?: string | null;
  as?: string | null;
}

/**
 * /goal buy (R9): spends books (and points) on a goal against a target; creates its effect (R9.5).
 * While the conflict runs, one purchase per participant per exchange step (R9.2); after it ends,
 * leftover books may all be spent (so the conflict is the channel's latest, ended or not).
 */
export async function buyGoal(deps: Deps, caller: Caller, input: BuyGoalInput) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const loaded = await loadForMove(deps, caller, input.as, undefined, latestConflictOrRefuse);
    const narration = input.narration?.trim() ? clip(input.narration, 300) : null;
    const played = await playLoaded(deps, loaded, {
      do: 'buy',
      goal: input.goal,
      target: input.target,
      people: input.people ?? null,
      place: input.place ?? null,
      distance: input.distance ?? null,
      points: input.points ?? null,
      narration,
    });
    const b = played.events.find(isEvent('goal-bought'))!.data;
    // The GM side acts through an NPC: the one it buys for on its own side (Escape), else the one known.
    const ownNpc = played.state.npcs.some((n) => n.name === b.target) ? b.target : null;
    const buyer = spokenName(played.state, b.buyer, ownNpc);
    const payer = spokenName(played.state, b.buyer);
    const publicViews: PublicView[] = [
      {
        kind: 'goal-bought',
        buyer,
        ...(payer === buyer ? {} : { payer }),
        goal: b.goal,
        // Reputation is borne by its buyer (R9.5): not bought against anyone.
        target: b.bearer === b.buyer ? buyer : b.target,
        price: b.price,
        effect: b.narration ? `${b.goal}: ${b.narration}` : b.goal,
        booksLeft: b.booksLeft,
      },
      ...exchangePublicViews(played),
    ];
    const spent = played.events.find(isEvent('points-spent'));
    return {
      public: publicViews,
      private: spent ? { [caller.userId]: [await pointsNotice(deps, played, spent)] } : {},
    };
  });
}

/** R13.3: what the points paid left, told to the buyer alone (for a PC, its unrestricted points). */
async function pointsNotice(deps: Deps, played: Played, spent: EventOf<'points-spent'>): Promise<PrivateView> {
  const d = spent.data;
  if (spent.to === 'gm') return { kind: 'notice', text: appNotices.paidWithMurphy(d.points, d.left) };
  const characterId = played.before.rows.find((r) => r.name === d.name)!.characterId!;
  return {
    kind: 'notice',
    text: appNotices.paidWithPlayerPoints(d.points, (await getCharacter(deps.db, characterId))!.playerPoints),
  };
}
