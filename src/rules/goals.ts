import { echo } from './echo';
import { RuleError } from './errors';

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
  { name: 'Cripple', detail: 'knocked out, and will be crippled', books: 5, fields: ['Coordination', 'Physique'], effect: 'crippled', basis: 'house' },
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

/** Bounds that keep prices meaningful (R14.2): people up to 10^15, zones up to 1,000. */
export const MAX_PEOPLE = 1e15;
export const MAX_ZONES = 1000;

/** R9.4: names match case-insensitively on the canonical name (text before any parenthesis). */
export function findGoal(name: string, chart: readonly GoalDefinition[] = DEFAULT_GOAL_CHART): GoalDefinition {
  const wanted = canonicalGoalName(name);
  const goal = chart.find((g) => canonicalGoalName(g.name) === wanted);
  if (!goal) {
    throw new RuleError('goal/unknown', `There is no goal called "${echo(name, 60)}" on this chart.`);
  }
  return goal;
}

export function canonicalGoalName(name: string): string {
  return name.replace(/\(.*$/s, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** R9.3 scale: +1 per power of ten of people affected (1 → 0, 10–99 → 1, a million → 6). */
export function scaleFor(people: number): number {
  if (!Number.isInteger(people) || people < 1 || people > MAX_PEOPLE) {
    throw new RuleError('goal/bad-people', `The number of people affected must be a whole number from 1 to ${MAX_PEOPLE.toExponential(0)}.`);
  }
  let scale = 0;
  for (let n = people; n >= 10; n = Math.floor(n / 10)) scale++;
  return scale;
}

/** R9.3: +1 per zone beyond the first. */
export function zoneCost(zones: number): number {
  if (!Number.isInteger(zones) || zones < 1 || zones > MAX_ZONES) {
    throw new RuleError('goal/bad-zones', `The number of zones must be a whole number from 1 to ${MAX_ZONES}.`);
  }
  return zones - 1;
}

export interface GoalPrice {
  goal: GoalDefinition;
  base: number;
  scale: number;
  zones: number;
  books: number;
}

/** R9.3: price = base + scale + zones beyond the first. */
export function priceGoal(
  name: string,
  people = 1,
  zones = 1,
  chart: readonly GoalDefinition[] = DEFAULT_GOAL_CHART,
): GoalPrice {
  const goal = findGoal(name, chart);
  const scale = scaleFor(people);
  const extraZones = zoneCost(zones);
  return { goal, base: goal.books, scale, zones: extraZones, books: goal.books + scale + extraZones };
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
      throw new RuleError('goal/bad-price', `The price of "${g.name}" must be a whole number of books from 0 to 1000.`);
    }
    const key = canonicalGoalName(g.name);
    if (key === '' || names.has(key)) {
      throw new RuleError('goal/bad-price', `Every goal on a chart needs its own name ("${g.name}" is empty or repeated).`);
    }
    names.add(key);
  }
}
