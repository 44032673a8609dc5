/**
 * One dice cap for every /roll: plain notation and each preset stop at the same number of dice,
 * so no preset can post pages of dice that notation would refuse.
 */
import { assertDiceWithin } from '../dice';
import { NOTATION_LIMITS } from './notation';
import { ruleMessages } from '../messages';

export const MAX_ROLL_DICE = NOTATION_LIMITS.maxDice;

/** A whole number of dice from 0 to MAX_ROLL_DICE; `what` names them in the refusal. */
export function assertRollDice(n: unknown, what: string): number {
  return assertDiceWithin(n, what, MAX_ROLL_DICE, (asked) =>
    ruleMessages.tooManyDiceForSystem(MAX_ROLL_DICE, asked, what),
  );
}
