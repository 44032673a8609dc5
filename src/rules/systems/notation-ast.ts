/** The dice-notation tree, its limits and its canonical text. */

/** Refusal limits for typed dice notation; anything past them is an error, never clamped. */
export const NOTATION_LIMITS = {
  /** Characters in one expression. */
  maxLength: 200,
  /** Dice written in one expression (before explosions). */
  maxDice: 1000,
  minSides: 2,
  maxSides: 1000,
  /** Extra dice that explosions may add to one roll of an expression. */
  maxExplosionDice: 100,
  /** Largest integer constant. */
  maxConstant: 1_000_000,
  /** Largest result, up or down, that an expression may be able to reach. */
  maxMagnitude: 1_000_000_000,
} as const;

export type KeepMode = 'kh' | 'kl' | 'dh' | 'dl';
export type CompareOp = '>=' | '>' | '<=' | '<';

export interface DiceNode {
  kind: 'dice';
  count: number;
  sides: number;
  /** Written as d%. */
  percentile: boolean;
  /** Each die showing its highest face adds one more die (chained, capped per roll). */
  explode: boolean;
  keep?: { mode: KeepMode; n: number };
  /** When present the term is worth the number of kept dice meeting the comparison. */
  success?: { op: CompareOp; target: number };
  /** Canonical text of this term, e.g. 4d6kh3 or 10d10!>=8. */
  notation: string;
}
export interface NumberNode {
  kind: 'number';
  value: number;
}
export interface NegateNode {
  kind: 'negate';
  operand: Expr;
}
export interface GroupNode {
  kind: 'group';
  inner: Expr;
}
export interface BinaryNode {
  kind: 'binary';
  op: '+' | '-' | '*';
  left: Expr;
  right: Expr;
}
export type Expr = DiceNode | NumberNode | NegateNode | GroupNode | BinaryNode;

export interface NotationAst {
  root: Expr;
  /** Canonical text of the whole expression. */
  text: string;
  /** Dice written in the expression (explosions not counted). */
  diceCount: number;
  /** Smallest and largest totals the expression can produce (explosions at their cap). */
  min: number;
  max: number;
}

/** Whether a face meets a success comparison. */
export function meets(face: number, op: CompareOp, target: number): boolean {
  switch (op) {
    case '>=':
      return face >= target;
    case '>':
      return face > target;
    case '<=':
      return face <= target;
    case '<':
      return face < target;
  }
}

export function diceText(d: Pick<DiceNode, 'count' | 'sides' | 'percentile' | 'explode' | 'keep' | 'success'>): string {
  const keep = d.keep ? `${d.keep.mode}${d.keep.n}` : '';
  const success = d.success ? `${d.success.op}${d.success.target}` : '';
  return `${d.count}d${d.percentile ? '%' : d.sides}${d.explode ? '!' : ''}${keep}${success}`;
}

/** Canonical text of an expression tree. */
export function render(e: Expr): string {
  switch (e.kind) {
    case 'number':
      return String(e.value);
    case 'dice':
      return e.notation;
    case 'negate':
      return `-${render(e.operand)}`;
    case 'group':
      return `(${render(e.inner)})`;
    case 'binary':
      return `${render(e.left)} ${e.op} ${render(e.right)}`;
  }
}
