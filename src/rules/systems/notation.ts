/**
 * Dice notation for /roll: parse typed text into a tree (notation-parse, with the tree in
 * notation-ast and size checks in notation-range) and roll it with a RandomSource (notation-roll).
 * `rollText` does both.
 */
import type { RandomSource } from '../dice';
import { parseNotation } from './notation-parse';
import { rollNotation, type NotationRoll } from './notation-roll';

export { parseNotation } from './notation-parse';
export {
  NOTATION_LIMITS,
  render as renderNotation,
  type BinaryNode,
  type CompareOp,
  type DiceNode,
  type Expr,
  type GroupNode,
  type KeepMode,
  type NegateNode,
  type NotationAst,
  type NumberNode,
} from './notation-ast';
export { rollNotation, type DiceTermResult, type DieView, type NotationRoll } from './notation-roll';

/** Parses and rolls in one step; refusals are RuleErrors from parseNotation. */
export function rollText(text: string, source: RandomSource): NotationRoll {
  return rollNotation(parseNotation(text), source);
}
