import { withSuggestions } from './closest';
import { echo } from './echo';
import { RuleError } from './errors';
import { ruleMessages } from './messages';

export type GoalField = 'Coordination' | 'Physique' | 'Cognition' | 'Authority' | 'Personability';

/** The effect a bought goal leaves on its target (R9.5). */
export type EffectKind = 'wound' | 'scar' | 'crippled' | 'knocked-out' | 'dead' | 'reputation' | 'escape' | 'text';

export interface GoalDefinition {
  /** Canonical name (R9.4: the text before any parenthesis). */
  name: string;
  /** Extra words shown after the name. */
  detail?: string;
  books: number;
  /** Fields whose chart offers it; 'any' for every conflict, 'downtime' outside conflicts. */
  fields: readonly GoalField[] | 'any' | 'downtime';
  effect: EffectKind;
  basis: 'seed' | 'house' | 'campaign';
}

/** R9.4 default chart. A campaign may replace it with its own (same shape). */
export const DEFAULT_GOAL_CHART: readonly GoalDefinition[] = [
  { name: 'Wound', books: 1, fields: ['Coordination', 'Physique'], effect: 'wound', basis: 'seed' },
  { name: 'Scar', books: 2, fields: ['Coordination', 'Physique'], effect: 'scar', basis: 'house' },
  { name: 'Knock out', books: 3, fields: ['Coordination', 'Physique'], effect: 'knocked-out', basis: 'seed' },
  {
    name: 'Cripple',
    detail: 'knocked out, and will be crippled',
    books: 5,
    fields: ['Coordination', 'Physique'],
    effect: 'crippled',
    basis: 'house',
  },
  { name: 'Kill', books: 7, fields: ['Coordination', 'Physique'], effect: 'dead', basis: 'seed' },
  { name: 'Escape', detail: 'run away', books: 2, fields: ['Physique'], effect: 'escape', basis: 'seed' },
  { name: 'Persuade one person', books: 4, fields: ['Authority', 'Personability'], effect: 'text', basis: 'seed' },
  { name: 'Tell me something useful', books: 4, fields: ['Authority', 'Personability'], effect: 'text', basis: 'seed' },
  { name: 'Create minor detail', books: 2, fields: ['Cognition'], effect: 'text', basis: 'house' },
  { name: 'Create major detail', books: 4, fields: ['Cognition'], effect: 'text', basis: 'house' },
  { name: 'Reputation', books: 1, fields: 'any', effect: 'reputation', basis: 'seed' },
  { name: 'Remove a wound', books: 2, fields: 'downtime', effect: 'text', basis: 'seed' },
  { name: 'Make a wound permanent', books: 3, fields: 'downtime', effect: 'text', basis: 'seed' },
];

/** Bounds that keep prices meaningful (R14.2): people up to 10^15, a place scale up to 30, 100 zones away. */
export const MAX_PEOPLE = 1e15;
export const MAX_PLACE_SCALE = 30;
export const MAX_DISTANCE = 100;

/**
 * R9.3 by place: one person 0, a room of people 1, everyone within a radius of one zone 2, and each
 * further tenfold of area one more (given as a whole-number scale).
 */
export type GoalPlace = string | number;

/** R9.4: names match case-insensitively on the canonical name (text before any parenthesis). */
export function findGoal(name: string, chart: readonly GoalDefinition[] = DEFAULT_GOAL_CHART): GoalDefinition {
  const wanted = canonicalGoalName(name);
  const goal = chart.find((g) => canonicalGoalName(g.name) === wanted);
  if (!goal) {
    throw new RuleError(
      'goal/unknown',
      withSuggestions(
        ruleMessages.noSuchGoal(echo(name, 60)),
        name,
        chart.map((g) => g.name),
      ),
    );
  }
  return goal;
}

export function canonicalGoalName(name: string): string {
  return name.replace(/\(.*$/s, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** R9.3 scale: +1 per power of ten of people affected (1 → 0, 10–99 → 1, a million → 6). */
export function scaleFor(people: number): number {
  if (!Number.isInteger(people) || people < 1 || people > MAX_PEOPLE) {
    throw new RuleError('goal/bad-people', ruleMessages.badPeopleAffected(MAX_PEOPLE.toExponential(0)));
  }
  let scale = 0;
  for (let n = people; n >= 10; n = Math.floor(n / 10)) scale++;
  return scale;
}

const NAMED_PLACES: Record<string, number> = { person: 0, room: 1, zone: 2 };

/** R9.3: the scale of a place (person 0, room 1, zone 2, or a whole-number scale). */
export function placeScale(place: GoalPlace): number {
  if (typeof place === 'string') {
    const named = NAMED_PLACES[place.trim().toLowerCase()];
    if (named !== undefined) return named;
    const n = Number(place.trim());
    if (place.trim() !== '' && Number.isFinite(n)) return placeScale(n);
    throw new RuleError('goal/bad-place', ruleMessages.badPlace);
  }
  if (!Number.isInteger(place) || place < 0 || place > MAX_PLACE_SCALE) {
    throw new RuleError('goal/bad-place', ruleMessages.badPlaceScale(MAX_PLACE_SCALE));
  }
  return place;
}

/**
 * R9.3 (corrected 2026-12-01): the distance surcharge, +1 book per zone between the buyer's zone and
 * the target's (0 for the same zone). Bounded by R14.2: refused, never clamped.
 */
export function distanceSurcharge(distance: number): number {
  if (!Number.isInteger(distance) || distance < 0 || distance > MAX_DISTANCE) {
    throw new RuleError('goal/bad-distance', ruleMessages.badDistance(MAX_DISTANCE));
  }
  return distance;
}

export interface GoalPrice {
  goal: GoalDefinition;
  base: number;
  /** The one scale that applies: the larger of the people scale and the place scale (R9.3). */
  scale: number;
  /** R9.3 distance surcharge: one book per zone between buyer and target. */
  distance: number;
  books: number;
}

/**
 * R9.3: price = base + one scale, the larger of people and place (never both added), + distance
 * (zones between the buyer and the target, a separate surcharge).
 */
export function priceGoal(
  name: string,
  people = 1,
  place: GoalPlace = 'person',
  chart: readonly GoalDefinition[] = DEFAULT_GOAL_CHART,
  distance = 0,
): GoalPrice {
  const goal = findGoal(name, chart);
  const scale = Math.max(scaleFor(people), placeScale(place));
  const surcharge = distanceSurcharge(distance);
  return { goal, base: goal.books, scale, distance: surcharge, books: goal.books + scale + surcharge };
}

/** R9.1: a goal is legitimate in a conflict when its Field chart matches the primary or secondary Field. */
export function goalAvailable(goal: GoalDefinition, fields: readonly string[]): boolean {
  if (goal.fields === 'any') return true;
  if (goal.fields === 'downtime') return false;
  const lower = fields.map((f) => f.toLowerCase());
  return goal.fields.some((f) => lower.includes(f.toLowerCase()));
}

/** Validates a chart a campaign supplies (R9.4 "a campaign may edit it"). */
export function assertGoalChart(chart: readonly GoalDefinition[]): void {
  const names = new Set<string>();
  for (const g of chart) {
    if (!Number.isInteger(g.books) || g.books < 0 || g.books > 1000) {
      throw new RuleError('goal/bad-price', ruleMessages.badGoalPrice(g.name));
    }
    const key = canonicalGoalName(g.name);
    if (key === '' || names.has(key)) {
      throw new RuleError('goal/bad-price', ruleMessages.goalNameMissingOrRepeated(g.name));
    }
    names.add(key);
  }
}
