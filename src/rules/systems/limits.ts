/**
 * One dice cap for every /roll: plain notation and each preset stop at the same number of dice,
 * so no preset can post pages of dice that notation would refuse.
 */
import { RuleError } from '../errors';
import { NOTATION_LIMITS } from './notation';
import { ruleMessages } from '../messages';

export const MAX_ROLL_DICE = NOTATION_LIMITS.maxDice;

/** A whole number of dice from 0 to MAX_ROLL_DICE; `what` names them in the refusal. */
export function assertRollDice(n: unknown, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new RuleError('dice/bad-count', ruleMessages.numberWhatMustWholeNumberZero(what, String(n)));
  }
  if (n > MAX_ROLL_DICE) {
    throw new RuleError('dice/too-many', ruleMessages.mostMaxRollDiceDiceCanRolledOnce(MAX_ROLL_DICE, n, what));
  }
  return n;
}
