import { assertDiceCount } from './dice';

/** R8.1: a conflict that ended because someone ran out of dice: two leftover dice make one book. */
export function leftoverBooks(leftover: number): number {
  return Math.floor(assertDiceCount(leftover, 'leftover dice') / 2);
}

/** R8.2: a follow-up keeps ⌈leftover/2⌉ dice (half, rounded down, are tossed out: 5 → 3). */
export function followUpDice(leftover: number): number {
  return Math.ceil(assertDiceCount(leftover, 'leftover dice') / 2);
}
