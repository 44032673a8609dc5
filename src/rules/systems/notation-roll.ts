import type { RandomSource } from '../dice';
import { NOTATION_LIMITS, meets, type DiceNode, type Expr, type NotationAst } from './notation-ast';
import { rollDie, sum } from './validate';

/** One die as rolled, for display. */
export interface DieView {
  face: number;
  /** False when keep/drop discarded it. */
  kept: boolean;
  /** True when it showed the highest face of an exploding term and so added a die. */
  exploded: boolean;
  /** Present on success-counting terms: whether this die met the target. */
  success?: boolean;
}

export interface DiceTermResult {
  /** Canonical notation of the term, e.g. 4d6kh3. */
  notation: string;
  sides: number;
  /** Every face in the order rolled: the written dice first, then each explosion die. */
  rolls: number[];
  /** Faces that count, in roll order. */
  kept: number[];
  /** Faces discarded by keep/drop, in roll order. */
  dropped: number[];
  /** Per-die detail, aligned with `rolls`. */
  dice: DieView[];
  /** How many extra dice explosions added to this term. */
  explosions: number;
  /** Kept dice meeting the target, on success-counting terms only. */
  successes?: number;
  /** What the term adds to the expression: the kept sum, or the successes. */
  value: number;
}

export interface NotationRoll {
  total: number;
  /** Dice terms in the order they appear in the expression. */
  terms: DiceTermResult[];
  /** True when explosions stopped because the roll had already added maxExplosionDice dice. */
  capped: boolean;
  /**
   * A Discord-ready line: each term with its dice, dropped dice struck through (~~1~~),
   * successes in bold, exploding dice marked with !, then "= total".
   */
  text: string;
}

interface RollState {
  source: RandomSource;
  extraDice: number;
  capped: boolean;
  terms: DiceTermResult[];
}

/** Rolls a parsed expression. Pure apart from the dice drawn from `source`. */
export function rollNotation(ast: NotationAst, source: RandomSource): NotationRoll {
  const state: RollState = { source, extraDice: 0, capped: false, terms: [] };
  const { value, text } = evaluate(ast.root, state);
  const note = state.capped ? ` (explosions stopped after ${NOTATION_LIMITS.maxExplosionDice} extra dice)` : '';
  return { total: value, terms: state.terms, capped: state.capped, text: `${text} = ${value}${note}` };
}

function evaluate(e: Expr, state: RollState): { value: number; text: string } {
  switch (e.kind) {
    case 'number':
      return { value: e.value, text: String(e.value) };
    case 'dice': {
      const term = rollTerm(e, state);
      state.terms.push(term);
      return { value: term.value, text: termText(term) };
    }
    case 'negate': {
      const o = evaluate(e.operand, state);
      return { value: 0 - o.value, text: `-${o.text}` };
    }
    case 'group': {
      const o = evaluate(e.inner, state);
      return { value: o.value, text: `(${o.text})` };
    }
    case 'binary': {
      const a = evaluate(e.left, state);
      const b = evaluate(e.right, state);
      const value = e.op === '+' ? a.value + b.value : e.op === '-' ? a.value - b.value : a.value * b.value;
      return { value: value + 0, text: `${a.text} ${e.op} ${b.text}` };
    }
  }
}

function rollTerm(d: DiceNode, state: RollState): DiceTermResult {
  const rolls: number[] = [];
  for (let i = 0; i < d.count; i++) rolls.push(rollDie(state.source, d.sides));
  const exploded: boolean[] = [];
  let explosions = 0;
  for (let i = 0; i < rolls.length; i++) {
    const boom = d.explode && rolls[i] === d.sides;
    exploded.push(boom);
    if (!boom) continue;
    if (state.extraDice >= NOTATION_LIMITS.maxExplosionDice) {
      state.capped = true;
      continue;
    }
    state.extraDice++;
    explosions++;
    rolls.push(rollDie(state.source, d.sides));
  }
  const keptFlags = keepFlags(rolls, d.keep);
  const kept = rolls.filter((_, i) => keptFlags[i]);
  const dropped = rolls.filter((_, i) => !keptFlags[i]);
  const dice: DieView[] = rolls.map((face, i) => {
    const view: DieView = { face, kept: keptFlags[i]!, exploded: exploded[i]! };
    if (d.success) view.success = keptFlags[i]! && meets(face, d.success.op, d.success.target);
    return view;
  });
  const result: DiceTermResult = {
    notation: d.notation,
    sides: d.sides,
    rolls,
    kept,
    dropped,
    dice,
    explosions,
    value: sum(kept),
  };
  if (d.success) {
    const { op, target } = d.success;
    result.successes = kept.filter((f) => meets(f, op, target)).length;
    result.value = result.successes;
  }
  return result;
}

/**
 * Which dice survive keep/drop. Ties are broken by roll order: among equal faces the earlier die is
 * kept by kh/dl and by kl/dh alike.
 */
function keepFlags(rolls: readonly number[], keep: DiceNode['keep']): boolean[] {
  if (!keep) return rolls.map(() => true);
  const order = rolls.map((face, i) => ({ face, i }));
  const highFirst = keep.mode === 'kh' || keep.mode === 'dl';
  order.sort((a, b) => (highFirst ? b.face - a.face : a.face - b.face) || a.i - b.i);
  const keepCount = keep.mode === 'kh' || keep.mode === 'kl' ? keep.n : rolls.length - keep.n;
  const flags = rolls.map(() => false);
  for (const { i } of order.slice(0, keepCount)) flags[i] = true;
  return flags;
}

function termText(t: DiceTermResult): string {
  const faces = t.dice.map((d) => {
    let s = `${d.face}${d.exploded ? '!' : ''}`;
    if (d.success) s = `**${s}**`;
    if (!d.kept) s = `~~${s}~~`;
    return s;
  });
  const successes = t.successes === undefined ? '' : ` (${t.successes} ${t.successes === 1 ? 'success' : 'successes'})`;
  return `${t.notation} [${faces.join(', ')}]${successes}`;
}
