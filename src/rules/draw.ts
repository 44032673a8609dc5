import { assertDiceCount } from './dice';
import { RuleError } from './errors';
import { isOnChain, type SkillPath } from './skills';
import { ruleMessages } from './messages';

/** R2.4 gear modes. */
export const GEAR_MODES = ['assist', 'circumstance', 'resist'] as const;
export type GearMode = (typeof GEAR_MODES)[number];

export interface GearForDraw {
  skill: SkillPath;
  quality: number;
  mode: GearMode;
  /** R2.4: a skill its user must hold for the gear to give anything (the GM marks it). */
  needs?: SkillPath | null;
}

export interface DrawInput {
  /** Every skill node the character holds. */
  skills: readonly SkillPath[];
  primary: SkillPath;
  /** Not set yet, or ignored (fly dice, R7.1). */
  secondary?: SkillPath | null;
  gear?: readonly GearForDraw[];
  circumstances?: number;
  followUp?: number;
}

export interface DrawBreakdown {
  primary: number;
  secondary: number;
  gear: number;
  circumstances: number;
  followUp: number;
  total: number;
}

export function assertGear(gear: { quality: unknown; mode: unknown }): void {
  if (typeof gear.quality !== 'number' || !Number.isInteger(gear.quality) || gear.quality < 0 || gear.quality > 100) {
    throw new RuleError('gear/bad-quality', ruleMessages.badGearQuality);
  }
  if (!GEAR_MODES.includes(gear.mode as GearMode)) {
    throw new RuleError('gear/bad-mode', ruleMessages.unknownGearMode(GEAR_MODES.join(', ')));
  }
}

/** R2.4: gear that needs a skill gives nothing to a character that does not hold it. */
export function usable(gear: Pick<GearForDraw, 'needs'>, held: readonly SkillPath[]): boolean {
  return !gear.needs || held.some((s) => s.key === gear.needs!.key);
}

/**
 * R3.2 a PC's draw: 2 dice per held skill on the primary's chain, 1 per held skill on the
 * secondary's chain (a shared Field counts in both), gear (R2.4), circumstances, follow-up dice.
 */
export function drawDice(input: DrawInput): DrawBreakdown {
  const circumstances = assertDiceCount(input.circumstances ?? 0, 'circumstance dice');
  const followUp = assertDiceCount(input.followUp ?? 0, 'follow-up dice');
  const secondaryPath = input.secondary ?? null;
  const primary = 2 * input.skills.filter((s) => isOnChain(s, input.primary)).length;
  const secondary = secondaryPath ? input.skills.filter((s) => isOnChain(s, secondaryPath)).length : 0;
  let gear = 0;
  for (const g of input.gear ?? []) {
    assertGear(g);
    if (!usable(g, input.skills)) continue;
    gear += gearDice(g, input.primary, secondaryPath);
  }
  const total = primary + secondary + gear + circumstances + followUp;
  return { primary, secondary, gear, circumstances, followUp, total: assertDiceCount(total, 'dice drawn') };
}

/**
 * R2.4: gear counts only when its skill is the primary or secondary skill or a parent of either.
 * Assist gear gives ⌊quality/2⌋ on the primary's chain, 1 die on the secondary's chain only;
 * circumstance gear gives 1 die; resist gear gives nothing at draw time.
 */
export function gearDice(gear: GearForDraw, primary: SkillPath, secondary: SkillPath | null): number {
  const onPrimary = isOnChain(gear.skill, primary);
  const onSecondary = secondary !== null && isOnChain(gear.skill, secondary);
  if (!onPrimary && !onSecondary) return 0;
  switch (gear.mode) {
    case 'assist':
      return onPrimary ? Math.floor(gear.quality / 2) : 1;
    case 'circumstance':
      return 1;
    case 'resist':
      return 0;
  }
}

/** R2.3: a starting character's level (6 lifestyles); R3.3: the rack size when no PC is in yet. */
export const STARTING_LEVEL = 6;

/**
 * R2.3, R3.3: a character's level is its lifestyle count; a starting character has 6, so a sheet
 * with fewer lifestyles written down (or none, `null`) counts as 6.
 */
export function characterLevel(lifestyles: number | null): number {
  return lifestyles === null ? STARTING_LEVEL : Math.max(STARTING_LEVEL, assertDiceCount(lifestyles, 'lifestyles'));
}

/** R3.3: rack size = the highest PC level in the conflict, unless the campaign fixes it. */
export function rackSize(levels: readonly number[], fixed?: number | null): number {
  if (fixed != null) return assertDiceCount(fixed, 'dice in a rack');
  for (const l of levels) assertDiceCount(l, 'lifestyles');
  return levels.length === 0 ? STARTING_LEVEL : Math.max(...levels);
}

/**
 * R3.4: compare each side's total drawn dice; the side furthest behind the leader, if behind by
 * at least one full rack, is outnumbered. Returns its index, or null.
 */
export function outnumberedSide(sides: readonly (readonly number[])[], rack: number): number | null {
  assertDiceCount(rack, 'dice in a rack');
  const totals = sides.map((side) => side.reduce((s, n) => s + assertDiceCount(n, 'dice drawn'), 0));
  if (totals.length < 2 || rack === 0) return null;
  const most = Math.max(...totals);
  let behind: number | null = null;
  totals.forEach((total, i) => {
    if (most - total >= rack && (behind === null || total < totals[behind]!)) behind = i;
  });
  return behind;
}
