/**
 * The unnamed "Die Pools" system of seed 002 (called Drama Dice here after its drama pool): buy
 * d4–d12 from skill + ability points, roll each die against a target number, count successes for
 * opposed rolls, and spend drama points afterwards to reroll or max out dice.
 */
import { RuleError } from '../errors';
import type { RandomSource } from '../dice';
import { SystemError } from './errors';
import { MAX_ROLL_DICE } from './limits';
import { rollDie, sum, wholeNumber } from './validate';
import { ruleMessages } from '../messages';

export const DRAMA_DIE_SIZES = [4, 6, 8, 10, 12] as const;
export type DramaDie = (typeof DRAMA_DIE_SIZES)[number];

/** Seed 002 "Die cost": points of pool per die. */
export const DRAMA_DIE_COST: Readonly<Record<DramaDie, number>> = { 4: 1, 6: 2, 8: 3, 10: 4, 12: 5 };

/** Seed 002 "Target numbers": the four named difficulties (any 1–12 may be used). */
export const DRAMA_TARGETS = [
  { target: 3, label: 'Average', hint: 'routine work with a little risk' },
  { target: 6, label: 'Difficult', hint: 'needs real skill or luck' },
  { target: 9, label: 'Hard', hint: 'beyond most dice unless they are large' },
  { target: 12, label: 'Impossible', hint: 'only a d12 showing 12 gets there' },
] as const;

/** Seed 002: drama points per after-the-roll improvement. */
export const DRAMA_SPEND_COST = { reroll: 1, 'max-one': 5, 'max-all': 10 } as const;

const MAX_POOL_DICE = MAX_ROLL_DICE;

export function isDramaDie(sides: unknown): sides is DramaDie {
  return (DRAMA_DIE_SIZES as readonly unknown[]).includes(sides);
}

function checkDice(dice: readonly number[]): DramaDie[] {
  if (!Array.isArray(dice) || dice.length === 0) {
    throw new RuleError('dice/bad-count', ruleMessages.emptyDramaPool);
  }
  if (dice.length > MAX_POOL_DICE) {
    throw new RuleError('dice/too-many', ruleMessages.dramaPoolTooLarge(MAX_POOL_DICE, dice.length));
  }
  for (const d of dice) {
    if (!isDramaDie(d)) throw new SystemError('system/unknown-die', ruleMessages.notADramaDie(String(d)));
  }
  return [...dice] as DramaDie[];
}

/** Reads a pool like "2d8 d6" or "d12+3d4" into die sizes, largest first. */
export function parseDramaDice(text: string): DramaDie[] {
  const parts = String(text)
    .toLowerCase()
    .split(/[\s,+]+/)
    .filter((p) => p !== '');
  const dice: number[] = [];
  for (const part of parts) {
    const m = /^(\d{0,4})d(\d{1,4})$/.exec(part);
    if (!m) {
      throw new RuleError('dice/bad-notation', ruleMessages.notADramaPoolPart(part.slice(0, 20)));
    }
    const count = m[1] === '' ? 1 : Number(m[1]);
    if (count < 1) throw new RuleError('dice/bad-count', ruleMessages.dramaPoolPartEmpty(part));
    if (dice.length + count > MAX_POOL_DICE) {
      throw new RuleError('dice/too-many', ruleMessages.dramaPoolTooLargeToGrow(MAX_POOL_DICE));
    }
    for (let i = 0; i < count; i++) dice.push(Number(m[2]));
  }
  return checkDice(dice).sort((a, b) => b - a);
}

export interface DramaPurchase {
  dice: DramaDie[];
  cost: number;
  /** Skill + ability. */
  basePool: number;
  /** Drama points added to cover the cost beyond the base pool. */
  dramaSpent: number;
  /** Base pool points left unbought. */
  unspent: number;
}

/**
 * Seed 002 "Die Pools": skill + ability form the pool; drama points may top it up to at most twice
 * the base. Reading: drama is spent only for the part of the cost the base pool cannot cover.
 */
export function buyDramaDice(
  dice: readonly number[],
  pool: { skill: number; ability: number; drama?: number },
): DramaPurchase {
  const bought = checkDice(dice).sort((a, b) => b - a);
  const skill = wholeNumber(pool.skill, 'skill', 0, 1000, 'points/bad-amount');
  const ability = wholeNumber(pool.ability, 'ability', 0, 1000, 'points/bad-amount');
  const drama = wholeNumber(pool.drama ?? 0, 'the drama pool', 0, 1_000_000, 'points/bad-amount');
  const basePool = skill + ability;
  const cost = sum(bought.map((d) => DRAMA_DIE_COST[d]));
  const dramaSpent = Math.max(0, cost - basePool);
  if (dramaSpent > basePool) {
    throw new SystemError('system/not-enough-points', ruleMessages.dramaMoreThanDouble(cost, basePool, basePool * 2));
  }
  if (dramaSpent > drama) {
    throw new SystemError(
      'system/not-enough-points',
      ruleMessages.dramaShortForPool(cost, dramaSpent, basePool, drama),
    );
  }
  return { dice: bought, cost, basePool, dramaSpent, unspent: Math.max(0, basePool - cost) };
}

export interface DramaDieResult {
  sides: DramaDie;
  face: number;
  success: boolean;
}

export interface DramaRoll {
  target: number;
  dice: DramaDieResult[];
  /** Dice at or above the target; only opposed rolls and combat care how many. */
  successes: number;
  /** An unopposed task succeeds on one success; extra successes earn nothing (seed 002). */
  succeeded: boolean;
  text: string;
}

/** Reading: each die is compared on its own with the target; a die succeeds when face >= target. */
export function rollDramaPool(dice: readonly number[], target: number, source: RandomSource): DramaRoll {
  const pool = checkDice(dice);
  const tn = checkTarget(target);
  return scoreRoll(
    pool.map((sides) => ({ sides, face: rollDie(source, sides) })),
    tn,
  );
}

function checkTarget(target: number): number {
  return wholeNumber(target, 'the target number', 1, 12);
}

/** Scores faces already on the table (a stored roll) against a target number. */
export function scoreDramaRoll(faces: ReadonlyArray<{ sides: DramaDie; face: number }>, target: number): DramaRoll {
  return scoreRoll(faces, checkTarget(target));
}

function scoreRoll(faces: ReadonlyArray<{ sides: DramaDie; face: number }>, target: number): DramaRoll {
  const dice = faces.map(({ sides, face }) => ({ sides, face, success: face >= target }));
  const successes = dice.filter((d) => d.success).length;
  // "Rolled **8** on a d8 and 5 on a d6, needing 6: 1 success." Successful faces in bold.
  const each = dice.map((d) => `${d.success ? `**${d.face}**` : d.face} on a d${d.sides}`);
  const shown = each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each.at(-1)}` : (each[0] ?? 'nothing');
  const text = `Rolled ${shown}, needing ${target} or more: ${successes === 0 ? 'no success' : successes === 1 ? '1 success' : `${successes} successes`}.`;
  return { target, dice, successes, succeeded: successes > 0, text };
}

export type DramaSpend = { kind: 'reroll'; index: number } | { kind: 'max-one'; index: number } | { kind: 'max-all' };

export interface DramaSpendResult {
  roll: DramaRoll;
  cost: number;
  dramaLeft: number;
  changes: Array<{ index: number; from: number; to: number }>;
}

/**
 * Seed 002 after-the-roll spends: 1 point rerolls one die (the new face stands, even if lower),
 * 5 points set one die to its highest face, 10 points set every die to its highest face.
 * Reading: spends may be repeated one after another while drama lasts; maxing a die that already
 * shows its highest face is refused so points are not wasted.
 */
export function spendDrama(
  roll: DramaRoll,
  spend: DramaSpend,
  dramaPoints: number,
  source: RandomSource,
): DramaSpendResult {
  const drama = wholeNumber(dramaPoints, 'the drama pool', 0, 1_000_000, 'points/bad-amount');
  const cost = DRAMA_SPEND_COST[spend.kind];
  if (cost === undefined) throw new SystemError('system/bad-choice', ruleMessages.unknownDramaSpend);
  if (drama < cost) {
    throw new SystemError(
      'system/not-enough-points',
      ruleMessages.dramaShortForSpend(cost, drama, drama === 1 ? 'is' : 'are'),
    );
  }
  const faces = roll.dice.map((d) => ({ sides: d.sides, face: d.face }));
  const changes: DramaSpendResult['changes'] = [];
  if (spend.kind === 'max-all') {
    faces.forEach((d, index) => {
      if (d.face !== d.sides) changes.push({ index, from: d.face, to: d.sides });
      d.face = d.sides;
    });
    if (changes.length === 0) throw new SystemError('system/bad-choice', ruleMessages.allDiceAlreadyMax);
  } else {
    const index = wholeNumber(spend.index, 'the die position', 0, faces.length - 1, 'system/bad-choice');
    const die = faces[index]!;
    const to = spend.kind === 'reroll' ? rollDie(source, die.sides) : die.sides;
    if (spend.kind === 'max-one' && die.face === die.sides) {
      throw new SystemError('system/bad-choice', ruleMessages.dieAlreadyMax(die.sides, index));
    }
    changes.push({ index, from: die.face, to });
    die.face = to;
  }
  return { roll: scoreRoll(faces, roll.target), cost, dramaLeft: drama - cost, changes };
}

export interface OpposedResult {
  attackerSuccesses: number;
  defenderSuccesses: number;
  /** The attacker needs strictly more successes; a tie protects the defender. */
  hit: boolean;
  margin: number;
  /**
   * Extra points for the damage pool. Reading: the first success beyond the defender's makes the
   * hit and each one after it adds a point (the Multiple attacks section speaks of "successes
   * beyond the first" feeding the damage pool), so margin - 1 when hit, else 0.
   */
  bonusDamagePoints: number;
  text: string;
}

/**
 * Seed 002 "Combat: Attacking": compares successes of an attack roll and a dodge or block roll. The
 * defender "may" roll: null (no defence rolled) counts as no successes.
 */
export function compareOpposed(attacker: DramaRoll, defender: DramaRoll | null): OpposedResult {
  return compareSuccesses(attacker.successes, defender === null ? null : defender.successes);
}

/** The same comparison from success counts (a defence rolled elsewhere, typed in). */
export function compareSuccesses(attackerSuccesses: number, defenderSuccesses: number | null): OpposedResult {
  const a = wholeNumber(attackerSuccesses, "the attacker's successes", 0, MAX_ROLL_DICE);
  const d =
    defenderSuccesses === null ? 0 : wholeNumber(defenderSuccesses, "the defender's successes", 0, MAX_ROLL_DICE);
  const margin = a - d;
  const hit = margin > 0;
  const bonusDamagePoints = hit ? margin - 1 : 0;
  const against = defenderSuccesses === null ? 'no defence' : String(d);
  const successes = `${a} ${a === 1 ? 'success' : 'successes'} against ${against}`;
  const text = hit
    ? `${successes}: a hit, with ${bonusDamagePoints} extra damage pool ${bonusDamagePoints === 1 ? 'point' : 'points'}.`
    : `${successes}: the attack misses.`;
  return { attackerSuccesses: a, defenderSuccesses: d, hit, margin, bonusDamagePoints, text };
}

export interface DramaDamage {
  roll: DramaRoll;
  /** One point per success. */
  damage: number;
  /** Body + armor, capped at 12 (no die shows more). */
  target: number;
  /** Damage of at least Body in one attack calls for a stun check. */
  stunCheck: boolean;
  text: string;
}

/**
 * Seed 002 "Damaging": the damage pool is rolled against Body + armor and each success is a point of
 * damage. Readings: a target above 12 is treated as 12, the highest a die can show; the stun check
 * that damage of at least Body calls for is rolled with Body against the damage (the first stun
 * rule and Mind over Body, which lets Will stand in for Body, agree on it; the later sentence that
 * names Will is read as that advantage).
 */
export function rollDramaDamage(
  dice: readonly number[],
  defender: { body: number; armor: number },
  source: RandomSource,
): DramaDamage {
  const body = wholeNumber(defender.body, 'Body', 1, 1000);
  const armor = wholeNumber(defender.armor, 'armor', 0, 1000);
  const target = Math.min(12, body + armor);
  const roll = rollDramaPool(dice, target, source);
  const damage = roll.successes;
  const stunCheck = damage >= body;
  const stun = stunCheck
    ? ` It reaches the defender's Body of ${body}: they make a stun check (Body against ${damage}) or are knocked out.`
    : '';
  return {
    roll,
    damage,
    target,
    stunCheck,
    text: `${roll.text} ${damage === 0 ? 'No damage.' : `That makes ${damage} ${damage === 1 ? 'point' : 'points'} of damage.`}${stun}`,
  };
}
