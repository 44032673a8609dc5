// What a goal costs a buyer in this conflict and what it does (R9.1, R9.3, R9.4, R4.2, R9.6):
// shared by the `buy` move and by goalsOffered, so a menu never prices a goal differently.
import {
  DEFAULT_GOAL_CHART,
  distanceSurcharge,
  type GoalDefinition,
  goalAvailable,
  placeScale,
  priceGoal,
} from '../goals';
import { isOnChain, parseSkillPath } from '../skills';
import { usable } from '../draw';
import { gearForDraw, orRefusal, refusal, same } from './state';
import type { MoveOf } from './moves';
import type { ConflictState, EffectKind, Npc, Participant, Refusal } from './types';
import { conflictMessages } from './messages';

export interface Priced {
  goal: string;
  price: number;
  effect: EffectKind;
  scale: number;
  /** R9.3 the place's scale alone (stored with the purchase). */
  placeScale: number;
  people: number;
  /** R9.3 the distance surcharge: zones between the buyer and the target, one book each (in `price`). */
  distance: number;
  /** Who bears the effect (the buyer for Reputation). */
  bearer: string;
  /** A goal settled in negotiation (R4.2). */
  negotiated: boolean;
}

export type Target = { participant: Participant; npc: Npc | null };

const EFFECTS: Record<GoalDefinition['effect'], EffectKind> = {
  wound: 'wound',
  scar: 'scar',
  crippled: 'cripple',
  'knocked-out': 'knocked-out',
  dead: 'dead',
  reputation: 'reputation',
  escape: 'escaped',
  text: 'text',
};

/** R4.5, R9.6: effects that take their bearer out of the conflict. */
export const TAKES_OUT: readonly EffectKind[] = ['knocked-out', 'cripple', 'dead', 'escaped'];

export function effectOf(goal: GoalDefinition): EffectKind {
  return EFFECTS[goal.effect];
}

function chains(s: ConflictState) {
  return [s.primary, s.secondary].filter((t): t is string => t !== null).map(parseSkillPath);
}

/**
 * R9.1, R2.4: the buyer's gear being used: its skill is on the primary's or secondary's chain, and
 * the buyer holds the skill it needs (gear that gives its holder nothing is not being used).
 */
function gearInUse(s: ConflictState, buyer: Participant) {
  const cs = chains(s);
  const held = buyer.skills.map(parseSkillPath);
  return buyer.gear.filter(
    (g) => cs.some((c) => isOnChain(parseSkillPath(g.skill), c)) && usable(gearForDraw(g), held),
  );
}

/** Fields whose charts a buyer may use (R9.1): primary, secondary, gear in use, skills flown to (R7.3). */
export function chartFields(s: ConflictState, buyer: Participant): string[] {
  const gear = gearInUse(s, buyer).map((g) => g.skill);
  return [s.primary, s.secondary, ...gear, ...buyer.flySkills]
    .filter((t): t is string => t !== null)
    .map((t) => parseSkillPath(t).parts[0]!);
}

/** R9.1: goals the GM wrote on the buyer's gear in use, as chart entries (their effect is narrated). */
export function gearGoalsInUse(s: ConflictState, buyer: Participant): GoalDefinition[] {
  return gearInUse(s, buyer)
    .flatMap((g) => g.goals ?? [])
    .map((g) => ({
      name: g.name,
      books: g.books,
      fields: 'any' as const,
      effect: 'text' as const,
      basis: 'campaign' as const,
    }));
}

/** R9.4: the campaign's chart (or the default one). */
export function chartOf(s: ConflictState): readonly GoalDefinition[] {
  return s.goalChart ?? DEFAULT_GOAL_CHART;
}

/** R4.2: a goal settled in negotiation for this buyer, against the target (by its name or its side's). */
export function negotiatedGoal(s: ConflictState, buyer: Participant, goal: string, target: Target | null) {
  return s.offers.find(
    (o) =>
      o.status === 'settled' &&
      same(o.buyer, buyer.name) &&
      same(o.goal, goal) &&
      (target === null ||
        same(o.against, target.npc?.name ?? target.participant.name) ||
        same(o.against, target.participant.name)),
  );
}

/**
 * The price and effect of `m.goal` for this buyer and target, or why it is not on offer. A goal
 * settled in negotiation (R4.2) costs the price agreed, whatever the people, place or distance;
 * a bad distance is refused all the same (R14.2).
 */
export function price(s: ConflictState, buyer: Participant, m: MoveOf<'buy'>, t: Target): Priced | Refusal {
  const targetName = t.npc?.name ?? t.participant.name;
  return orRefusal(() => {
    const distance = distanceSurcharge(m.distance ?? 0);
    const negotiated = negotiatedGoal(s, buyer, m.goal, t);
    if (negotiated) {
      return {
        goal: negotiated.goal,
        price: negotiated.price,
        effect: 'text',
        scale: 0,
        placeScale: 0,
        people: 1,
        distance: 0,
        bearer: targetName,
        negotiated: true,
      };
    }
    const written = gearGoalsInUse(s, buyer);
    const chart = [...chartOf(s), ...written];
    // R9.3: the scale counts those the goal acts on; Escape acts on the one who escapes, so the
    // gang it runs from adds nothing.
    const acted = (goal: GoalDefinition) => (effectOf(goal) === 'escaped' ? 1 : (t.npc?.gang ?? 1));
    const people = m.people ?? acted(priceGoal(m.goal, 1, 'person', chart).goal);
    const p = priceGoal(m.goal, people, m.place ?? 'person', chart, distance);
    if (!written.includes(p.goal) && !goalAvailable(p.goal, chartFields(s, buyer))) {
      return refusal('goal/not-available', conflictMessages.nameNotOfferInConflictPick(p.goal.name));
    }
    const effect = effectOf(p.goal);
    return {
      goal: p.goal.name,
      price: p.books,
      effect,
      scale: p.scale,
      placeScale: placeScale(m.place ?? 'person'),
      people,
      distance: p.distance,
      bearer: effect === 'reputation' ? buyer.name : targetName,
      negotiated: false,
    };
  });
}

export { isRefusal } from './state';

/**
 * R9.6: who an Escape takes out. Named on the buyer's side: that character (for the GM, one of its
 * NPCs). Named on the other side ("escape from Jack"): the buyer itself, or the GM's one NPC
 * still standing.
 */
export function escaper(s: ConflictState, buyer: Participant, t: Target): Target | Refusal {
  if (t.participant.side === buyer.side) {
    if (buyer.kind === 'pc' || t.npc) return t;
  } else if (buyer.kind === 'pc') {
    return { participant: buyer, npc: null };
  }
  const standing = s.npcs.filter((n) => n.out === null);
  if (standing.length === 1) return { participant: buyer, npc: standing[0]! };
  return refusal('goal/escape-which', conflictMessages.nameNpcWhoEscapes);
}
