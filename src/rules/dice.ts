import { echo } from './echo';
import { RuleError } from './errors';
import { ruleMessages } from './messages';

/** R1.1: every die is a d6. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** R1.2 / R14.2: the most dice one roll may ask for, and the most roll-in may ever roll. */
export const MAX_DICE = 10_000;

/** Where die results come from. Production draws from Web Crypto; tests script or seed it (R1.1). */
export interface RandomSource {
  /** A uniform integer in 1..sides. */
  die(sides: number): number;
}

export function isFace(value: unknown): value is Face {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
}

export function assertFaces(values: readonly unknown[], what = 'a die'): Face[] {
  for (const v of values) {
    if (!isFace(v)) {
      throw new RuleError('dice/bad-face', ruleMessages.notAFace(String(v), what));
    }
  }
  return values as Face[];
}

/** R14.2: a count of dice is a whole number from 0 to 10,000. */
export function assertDiceCount(n: unknown, what = 'dice'): number {
  return assertDiceWithin(n, what, MAX_DICE, (asked) =>
    ruleMessages.tooManyDiceToRoll(MAX_DICE.toLocaleString('en-US'), asked),
  );
}

/** A whole number of dice from 0 to `max`; `what` names them, `tooMany` words the refusal past `max`. */
export function assertDiceWithin(n: unknown, what: string, max: number, tooMany: (asked: number) => string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new RuleError('dice/bad-count', ruleMessages.negativeCount(what, String(n)));
  }
  if (n > max) throw new RuleError('dice/too-many', tooMany(n));
  return n;
}

export function sortHighToLow(faces: readonly Face[]): Face[] {
  return [...faces].sort((a, b) => b - a);
}

export function rollD6(source: RandomSource): Face {
  const face = source.die(6);
  if (!isFace(face)) {
    throw new RuleError('dice/bad-face', ruleMessages.badD6FromSource(String(face)));
  }
  return face;
}

export interface RollInResult {
  /** R1.3: every face rolled, in the order rolled (first the n dice, then each batch of extras). */
  rolled: Face[];
  /** What survived: the faces 4–6, high to low. */
  pool: Face[];
  /** True when roll-in stopped adding dice because MAX_DICE had been rolled. */
  capped: boolean;
}

/**
 * R1.2 roll-in: roll n dice, every 6 rolls one more die (recursively, batch by batch), then every
 * 1–3 is dropped.
 */
export function rollIn(n: number, source: RandomSource): RollInResult {
  assertDiceCount(n);
  const rolled: Face[] = [];
  let batch = n;
  let capped = false;
  while (batch > 0) {
    const room = MAX_DICE - rolled.length;
    if (batch > room) {
      batch = room;
      capped = true;
    }
    let sixes = 0;
    for (let i = 0; i < batch; i++) {
      const face = rollD6(source);
      rolled.push(face);
      if (face === 6) sixes++;
    }
    batch = sixes;
    if (batch > 0 && rolled.length >= MAX_DICE) {
      capped = true;
      break;
    }
  }
  return { rolled, pool: sortHighToLow(rolled.filter((f) => f >= 4)), capped };
}

/** Rolls n plain d6 without roll-in, keeping 4+ (resist gear, R2.4). */
export function rollKeepHigh(n: number, source: RandomSource): { rolled: Face[]; kept: Face[] } {
  assertDiceCount(n);
  const rolled: Face[] = [];
  for (let i = 0; i < n; i++) rolled.push(rollD6(source));
  return { rolled, kept: sortHighToLow(rolled.filter((f) => f >= 4)) };
}

/**
 * Reads dice typed by a person: digits with or without separators ("6 5 5", "655", "6,5,5").
 * Returns the faces high to low.
 */
export function parseFaces(text: string): Face[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!/^[0-9\s,;.\-/]+$/.test(trimmed)) {
    throw new RuleError('dice/bad-face', ruleMessages.notAListOfDice(echo(trimmed)));
  }
  const digits = trimmed.replace(/[\s,;.\-/]+/g, '');
  if (digits.length > MAX_DICE) {
    throw new RuleError('dice/too-many', ruleMessages.tooManyDiceNamed(MAX_DICE.toLocaleString('en-US')));
  }
  const faces = [...digits].map(Number);
  return sortHighToLow(assertFaces(faces));
}

/** The canonical text of a list of faces: high to low, single spaces, or "empty". */
export function formatFaces(faces: readonly Face[]): string {
  return faces.length === 0 ? 'empty' : sortHighToLow(faces).join(' ');
}
