// What the "Buy a goal" menu offers one buyer (R9.1, R9.4, R4.2): the goals this conflict offers,
// their price at the scale of one person, whether the buyer's books cover it, what each does, and
// whom each may be bought against. A read: it changes nothing; buyGoal decides the purchase.
// One function, so it can switch to the rules core's own list of offered goals when there is one.
import { type EffectKind, priceGoal } from '../rules';
import { conflictNpcs, type ParticipantRow, participantsOf, settledGoals } from '../store/conflicts';
import type { Caller, Deps } from './context';
import { goalsOnOffer, requireOnePurchasePerStep } from './goal-buy';
import { callerParticipant, campaignHere, currentConflictHere } from './load';

export interface GoalChoice {
  name: string;
  /** Books at the scale of one person (a gang or a crowd costs more). */
  price: number;
  affordable: boolean;
  /** What it does, in players' words. */
  does: string;
  /** Whom it may be bought against (the buyer itself for Escape and Reputation). */
  targets: string[];
}

export interface GoalChoices {
  conflictId: number;
  buyer: string;
  books: number;
  goals: GoalChoice[];
}

const DOES: Record<EffectKind, string> = {
  wound: 'wounds them',
  scar: 'leaves them a scar',
  'knocked-out': 'takes them out of this conflict',
  crippled: 'takes them out, crippled',
  dead: 'kills them',
  escape: 'you get away: the conflict ends for your character',
  reputation: 'your reputation grows',
  text: 'happens as you tell it',
};

export function goalChoices(deps: Deps, caller: Caller, input: { as?: string | null } = {}): GoalChoices {
  const db = deps.db;
  const campaign = campaignHere(db, caller);
  const conflict = currentConflictHere(db, caller);
  const buyer = callerParticipant(db, campaign, conflict, caller, input.as);
  requireOnePurchasePerStep(db, conflict, buyer);
  const all = participantsOf(db, conflict.id);
  const standingNpcs = conflictNpcs(db, conflict.id).filter((n) => !n.knockedOut).map((n) => n.name);
  const opponents = all
    .filter((p) => p.side !== buyer.side && !p.knockedOut)
    .flatMap((p) => (p.kind === 'gm' ? (standingNpcs.length ? standingNpcs : [p.name]) : [p.name]));
  const targetsFor = (effect: EffectKind): string[] => {
    if (effect === 'escape') return buyer.kind === 'gm' ? standingNpcs : [buyer.name];
    if (effect === 'reputation' && buyer.kind === 'pc') return [buyer.name];
    return opponents;
  };
  const goals: GoalChoice[] = goalsOnOffer(db, campaign, conflict, buyer).map((g) => {
    const price = priceGoal(g.name, 1, 'person', [g]).books;
    return { name: g.name, price, affordable: price <= buyer.books, does: DOES[g.effect], targets: targetsFor(g.effect) };
  });
  const nameOf = (id: number) => all.find((p: ParticipantRow) => p.id === id)?.name;
  for (const s of settledGoals(db, conflict.id).filter((g) => g.proposerId === buyer.id)) {
    const target = nameOf(s.targetId);
    goals.push({ name: s.text, price: s.price, affordable: s.price <= buyer.books, does: 'settled by negotiation', targets: target ? [target] : opponents });
  }
  return { conflictId: conflict.id, buyer: buyer.name, books: buyer.books, goals };
}
