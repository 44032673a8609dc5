import { assertDiceCount } from './dice';

/** R8.1: a conflict that ended because someone ran out of dice: two leftover dice make one book. */
export function leftoverBooks(leftover: number): number {
  return Math.floor(assertDiceCount(leftover, 'leftover dice') / 2);
}

/** R8.2: a follow-up conflict adds ⌊leftover/2⌋ follow-up dice to the new draw. */
export function followUpDice(leftover: number): number {
  return Math.floor(assertDiceCount(leftover, 'leftover dice') / 2);
}
