// "What could this actor buy now, and what would it cost?" (R9.1, R4.2, R10.3), answered by the
// machine's own check so a menu never offers what the move would refuse.
import { type GoalDefinition, goalAvailable, priceGoal } from '../goals';
import { parseSkillPath } from '../skills';
import { chartFields, chartOf, effectOf, gearGoalsInUse } from './goal-price';
import { check } from './machine';
import { actorParticipant, controls, gmSide, same, targetOf } from './state';
import type { Actor, ConflictState, EffectKind, Participant, Refusal } from './types';

export interface GoalOffer {
  /** The goal's name as a `buy` move takes it. */
  goal: string;
  /** What it does (R9.5): `text` for negotiated and gear goals, narrated by the buyer. */
  does: EffectKind;
  /** The target the price and the check were made for (the one asked for, or a likely one). */
  target: string;
  /** Books at that target's scale (R9.3, one person or the target's gang). */
  price: number;
  /** Settled in negotiation (R4.2). */
  negotiated: boolean;
  /** Books and points together cover the price. */
  affordable: boolean;
  /** Why a `buy` of it against `target` (points paying what books do not) would be refused now; null: it may be bought. */
  refusal: Refusal | null;
}

/**
 * Every goal `actor` may pick in this conflict: the charts of the primary, the secondary, gear in
 * use and skills flown to, goals written on gear in use, and goals it settled in negotiation.
 * With `target`, each is priced and checked against that target; without, against a likely one
 * (its own side for Reputation and Escape, the negotiated target, else the first opponent standing).
 */
export function goalsOffered(s: ConflictState, actor: Actor, target?: string | null): GoalOffer[] {
  const buyer = actorParticipant(s, actor);
  if (!buyer || !controls(s, actor, buyer)) return [];
  const fields = chartFields(s, buyer);
  const fromCharts = [...chartOf(s).filter((g) => goalAvailable(g, fields)), ...gearGoalsInUse(s, buyer)];
  const listed = fromCharts.map((g) => ({
    goal: g.name,
    does: effectOf(g),
    against: null as string | null,
    negotiated: false,
  }));
  for (const o of s.offers) {
    if (o.status === 'settled' && same(o.buyer, buyer.name))
      listed.push({ goal: o.goal, does: 'text', against: o.against, negotiated: true });
  }
  return listed.map((l) => {
    const aim = target ?? l.against ?? likelyTarget(s, buyer, l.does);
    const t = targetOf(s, aim);
    const people = t?.npc?.gang ?? 1;
    const base = l.negotiated
      ? s.offers.find((o) => o.status === 'settled' && same(o.buyer, buyer.name) && same(o.goal, l.goal))!.price
      : priceAt(s, buyer, l.goal, people);
    // Points pay what books do not, as far as they go (R10.3): a shortfall is then told as books and points.
    const points = Math.min(Math.max(0, base - buyer.books), buyer.points);
    const refusal = check(s, { do: 'buy', goal: l.goal, target: aim, points }, actor);
    return {
      goal: l.goal,
      does: l.does,
      target: t ? (t.npc?.name ?? t.participant.name) : aim,
      price: base,
      negotiated: l.negotiated,
      affordable: base <= buyer.books + buyer.points,
      refusal,
    };
  });
}

/** R9.3: the chart price at a gang's scale (the people scale only: a menu offers no place). */
function priceAt(s: ConflictState, buyer: Participant, goal: string, people: number): number {
  return priceGoal(goal, people, 'person', [...chartOf(s), ...gearGoalsInUse(s, buyer)]).books;
}

/** Reputation and Escape are bought for one's own side; anything else against the first opponent standing. */
function likelyTarget(s: ConflictState, buyer: Participant, does: EffectKind): string {
  if (does === 'reputation' || (does === 'escaped' && buyer.kind === 'pc')) return buyer.name;
  const standingNpc = s.npcs.find((n) => n.out === null)?.name;
  if (does === 'escaped') return standingNpc ?? buyer.name;
  const opponent = s.participants.find((p) => p.side !== buyer.side && p.out === null);
  if (opponent && opponent === gmSide(s)) return standingNpc ?? opponent.name;
  return opponent?.name ?? buyer.name;
}

/**
 * R9.1, R9.4: the chart this conflict offers, as a list to read: for a buyer, with its gear in use
 * and the skills it flew to; without one, the primary's and secondary's fields only.
 */
export function chartOffered(s: ConflictState, buyerName: string | null): GoalDefinition[] {
  const buyer = buyerName === null ? undefined : s.participants.find((p) => same(p.name, buyerName));
  const fields = buyer
    ? chartFields(s, buyer)
    : [s.primary, s.secondary].filter((t): t is string => t !== null).map((t) => parseSkillPath(t).parts[0]!);
  return [...chartOf(s).filter((g) => goalAvailable(g, fields)), ...(buyer ? gearGoalsInUse(s, buyer) : [])];
}
