import { RuleError, type RuleErrorCode } from '../errors';
import type { RandomSource } from '../dice';
import { SystemError, type SystemErrorCode } from './errors';
import { ruleMessages } from '../messages';

/** Checks a whole number within min..max; `what` names it in the one-sentence error. */
export function wholeNumber(
  value: unknown,
  what: string,
  min: number,
  max: number,
  code: SystemErrorCode | RuleErrorCode = 'system/bad-number',
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    const message = `${capitalise(what)} must be a whole number ${range} (got ${String(value)}).`;
    throw code.startsWith('system/')
      ? new SystemError(code as SystemErrorCode, message)
      : new RuleError(code as RuleErrorCode, message);
  }
  return value;
}

/** Rolls one die and checks the source kept its promise of a whole number in 1..sides. */
export function rollDie(source: RandomSource, sides: number): number {
  const face = source.die(sides);
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new RuleError('dice/bad-face', ruleMessages.badFaceFromSource(String(face), sides));
  }
  return face;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
