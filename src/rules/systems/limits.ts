/**
 * One dice cap for every /roll: plain notation and each preset stop at the same number of dice,
 * so no preset can post pages of dice that notation would refuse.
 */
import { RuleError } from '../errors';
import { NOTATION_LIMITS } from './notation';

export const MAX_ROLL_DICE = NOTATION_LIMITS.maxDice;

/** A whole number of dice from 0 to MAX_ROLL_DICE; `what` names them in the refusal. */
export function assertRollDice(n: unknown, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new RuleError(
      'dice/bad-count',
      `The number of ${what} must be a whole number of zero or more (got ${String(n)}).`,
    );
  }
  if (n > MAX_ROLL_DICE) {
    throw new RuleError(
      'dice/too-many',
      `At most ${MAX_ROLL_DICE} dice can be rolled at once (asked for ${n} ${what}).`,
    );
  }
  return n;
}
