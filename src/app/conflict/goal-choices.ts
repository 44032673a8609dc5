// What the "Buy a goal" menu offers one buyer (R9.1, R9.4, R4.2): the goals this conflict offers,
// their price at the scale of one person, whether the buyer's books cover it, what each does, and
// whom each may be bought against. A read: the machine's own goalsOffered answers, through check,
// so the menu never offers what /goal buy would refuse for a reason the buyer cannot change.
import {
  actorParticipant,
  type ConflictState,
  type EffectKind,
  type GoalOffer,
  goalsOffered,
  type Participant,
  sideSpokenName,
} from '../../rules/conflict';
import { scaleFor } from '../../rules';
import { loadForMove, refuseMove } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { latestConflictOrRefuse } from '../use-case/load';
import { appMessages } from '../messages';

export interface GoalChoice {
  name: string;
  /** Books against its likely target: a gang costs more than one person (its scale). */
  price: number;
  /** When `price` is raised for a gang: whom it was priced against, how many, and the books added. */
  gang: { against: string; size: number; added: number } | null;
  affordable: boolean;
  /** What it does, in players' words. */
  does: string;
  /** Whom it may be bought against (the buyer itself for Escape and Reputation). */
  targets: string[];
}

export interface GoalChoices {
  conflictId: number;
  /** The buyer's row (for the menu's id). */
  buyer: string;
  /** The buyer as players read it: the GM side by its NPCs. */
  buyerName: string;
  books: number;
  goals: GoalChoice[];
}

const DOES: Record<EffectKind, string> = {
  wound: 'wounds them',
  scar: 'leaves them a scar',
  'knocked-out': 'takes them out of this conflict',
  cripple: 'takes them out, crippled',
  dead: 'kills them',
  escaped: 'you get away: the conflict ends for your character',
  reputation: 'your reputation grows',
  text: 'happens as you tell it',
};

/** Refusals that say the goal is not for this buyer now, whatever it pays: such goals are left out. */
const NOT_NOW = new Set(['goal/not-available', 'goal/already-bought', 'exchange/pending', 'goal/exchange-pending']);

export async function goalChoices(
  deps: Deps,
  caller: Caller,
  input: { as?: string | null } = {},
): Promise<GoalChoices> {
  const loaded = await loadForMove(deps, caller, input.as, undefined, latestConflictOrRefuse);
  const s = loaded.before.state;
  const buyer = actorParticipant(s, loaded.actor);
  if (!buyer) return refuse('auth/not-participant', appMessages.callerNotInConflict);
  const offers = goalsOffered(s, loaded.actor);
  // R9.2: one purchase per exchange step: say so rather than list goals that cannot be bought.
  const spent = offers.find((o) => o.refusal?.code === 'goal/already-bought');
  if (spent) return refuseMove(spent.refusal!);
  const goals = offers
    .filter((o) => o.refusal === null || !NOT_NOW.has(o.refusal.code))
    .map((o) => ({
      name: o.goal,
      price: o.price,
      gang: gangOf(s, o),
      affordable: o.price <= buyer.books,
      does: o.negotiated ? 'settled by negotiation' : DOES[o.does],
      targets: targetsFor(s, buyer, o),
    }));
  return {
    conflictId: loaded.conflict.id,
    buyer: buyer.name,
    buyerName: sideSpokenName(s, buyer.name),
    books: buyer.books,
    goals,
  };
}

/** R9.3: a chart goal against a gang costs its scale more than against one person. */
function gangOf(s: ConflictState, o: GoalOffer): GoalChoice['gang'] {
  const size = s.npcs.find((n) => n.name === o.target)?.gang ?? null;
  const added = size === null || o.negotiated ? 0 : scaleFor(size);
  return size !== null && added > 0 ? { against: o.target, size, added } : null;
}

/** Whom a goal may be bought against: oneself for Reputation and a PC's Escape, the GM's standing NPCs for its Escape. */
function targetsFor(s: ConflictState, buyer: Participant, o: GoalOffer): string[] {
  const standingNpcs = s.npcs.filter((n) => n.out === null).map((n) => n.name);
  if (o.negotiated) return [o.target];
  if (o.does === 'escaped') return buyer.kind === 'gm' ? standingNpcs : [buyer.name];
  if (o.does === 'reputation' && buyer.kind === 'pc') return [buyer.name];
  return s.participants
    .filter((p) => p.side !== buyer.side && p.out === null)
    .flatMap((p) => (p.kind === 'gm' ? (standingNpcs.length ? standingNpcs : [p.name]) : [p.name]));
}

/** The resist gear the caller's character could roll now (R2.4): its gear in resist mode, by name. */
export async function resistGearChoices(deps: Deps, caller: Caller): Promise<string[]> {
  const loaded = await loadForMove(deps, caller);
  const me = actorParticipant(loaded.before.state, loaded.actor);
  return (me?.gear ?? []).filter((g) => g.mode === 'resist').map((g) => g.name);
}
