// Roll-in throughput: our counting roll-in on the production Web Crypto bytes, the rules core's
// array-building rollIn on the production cryptoSource, and @dice-roller/rpg-dice-roller's
// exploding notation (`12d6!`, then count the dice ≥ 4), measured in the same run, in interleaved
// windows so that load from other processes hits all three alike.
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { cryptoSource, rollIn } from '../src/rules';
import { cryptoBytes, rollInCounts } from './fast-roll';
import { rate } from './stats';

/** Measurement windows per roller (interleaved; the best of each is kept). */
export const WINDOWS = 5;

export interface RollFigures {
  n: number;
  fast: number;
  rollIn: number;
  other: number;
  /** Mean pool size per roller (a sanity check: 3n/5 for all three). */
  means: { fast: number; rollIn: number; other: number };
}

export function benchRoll(sizes: readonly number[], msEach: number): RollFigures[] {
  const bytes = cryptoBytes();
  const source = cryptoSource();
  const figures: RollFigures[] = [];
  for (const n of sizes) {
    const notation = `${n}d6!`;
    let fastPool = 0;
    let fastCalls = 0;
    let slowPool = 0;
    let slowCalls = 0;
    let otherPool = 0;
    let otherCalls = 0;
    const fast = () => {
      const c = rollInCounts(n, bytes);
      fastPool += c.fours + c.fives + c.sixes;
      fastCalls++;
    };
    const slow = () => {
      slowPool += rollIn(n, source).pool.length;
      slowCalls++;
    };
    const other = () => {
      const roll = new DiceRoll(notation);
      let kept = 0;
      for (const group of roll.rolls) {
        if (typeof group === 'object' && 'rolls' in group) for (const die of group.rolls) if (die.value >= 4) kept++;
      }
      otherPool += kept;
      otherCalls++;
    };
    // Warm up every path, then measure.
    rate(fast, 100, 1000);
    rate(slow, 100, 100);
    rate(other, 200, 10);
    fastPool = fastCalls = slowPool = slowCalls = otherPool = otherCalls = 0;
    // Interleaved windows, best of each: a busy machine slows some windows, never speeds one up.
    let f = 0;
    let s = 0;
    let o = 0;
    for (let w = 0; w < WINDOWS; w++) {
      f = Math.max(f, rate(fast, msEach / WINDOWS, 1000));
      s = Math.max(s, rate(slow, msEach / WINDOWS / 2, 100));
      o = Math.max(o, rate(other, msEach / WINDOWS, 10));
    }
    figures.push({
      n,
      fast: f,
      rollIn: s,
      other: o,
      means: { fast: fastPool / fastCalls, rollIn: slowPool / slowCalls, other: otherPool / otherCalls },
    });
  }
  return figures;
}
