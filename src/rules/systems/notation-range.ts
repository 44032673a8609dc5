/** Size checks over a parsed tree: dice written and the range of possible totals. */
import { RuleError } from '../errors';
import { NOTATION_LIMITS, type DiceNode, type Expr } from './notation-ast';

/** Dice written in the expression (explosions not counted). */
export function countDice(e: Expr): number {
  switch (e.kind) {
    case 'dice':
      return e.count;
    case 'number':
      return 0;
    case 'negate':
      return countDice(e.operand);
    case 'group':
      return countDice(e.inner);
    case 'binary':
      return countDice(e.left) + countDice(e.right);
  }
}

/** Interval arithmetic over the tree; refuses expressions that could pass maxMagnitude. */
export function rangeOf(e: Expr): { min: number; max: number } {
  let r: { min: number; max: number };
  switch (e.kind) {
    case 'number':
      r = { min: e.value, max: e.value };
      break;
    case 'dice':
      r = diceRange(e);
      break;
    case 'group':
      r = rangeOf(e.inner);
      break;
    case 'negate': {
      const o = rangeOf(e.operand);
      r = { min: -o.max, max: -o.min };
      break;
    }
    case 'binary': {
      const a = rangeOf(e.left);
      const b = rangeOf(e.right);
      if (e.op === '+') r = { min: a.min + b.min, max: a.max + b.max };
      else if (e.op === '-') r = { min: a.min - b.max, max: a.max - b.min };
      else {
        const p = [a.min * b.min, a.min * b.max, a.max * b.min, a.max * b.max];
        r = { min: Math.min(...p), max: Math.max(...p) };
      }
      break;
    }
  }
  const limit = NOTATION_LIMITS.maxMagnitude;
  if (Math.abs(r.min) > limit || Math.abs(r.max) > limit) {
    throw new RuleError('dice/bad-notation', `This expression could reach totals beyond ${limit.toLocaleString('en-US')}, which is more than a roll may produce.`);
  }
  // Normalise -0 so ranges compare cleanly.
  return { min: r.min + 0, max: r.max + 0 };
}

/**
 * Bounds of one dice term. Explosions never lower a total, and at most maxExplosionDice extra dice
 * can appear, so the upper bound assumes all of them land in this term.
 */
function diceRange(d: DiceNode): { min: number; max: number } {
  const extra = d.explode ? NOTATION_LIMITS.maxExplosionDice : 0;
  let keptMin = d.count;
  let keptMax = d.count + extra;
  if (d.keep) {
    const keeping = d.keep.mode === 'kh' || d.keep.mode === 'kl';
    keptMin = keeping ? d.keep.n : d.count - d.keep.n;
    keptMax = keeping ? d.keep.n : d.count + extra - d.keep.n;
  }
  if (d.success) return { min: 0, max: keptMax };
  return { min: keptMin, max: keptMax * d.sides };
}
