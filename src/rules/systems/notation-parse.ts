/** Tokenizer and recursive-descent parser for typed dice notation. */
import { RuleError } from '../errors';
import { NOTATION_LIMITS, diceText, meets, render, type CompareOp, type DiceNode, type Expr, type KeepMode, type NotationAst } from './notation-ast';
import { countDice, rangeOf } from './notation-range';

type Token =
  | { t: 'num'; value: number; pos: number }
  | { t: 'dice'; node: DiceNode; pos: number }
  | { t: 'op'; op: '+' | '-' | '*'; pos: number }
  | { t: '('; pos: number }
  | { t: ')'; pos: number };

function bad(message: string): RuleError {
  return new RuleError('dice/bad-notation', message);
}

/**
 * Parses dice notation: NdX, dX, d%, keep/drop (kh, kl, k = kh, dh, dl; count defaults to 1),
 * exploding (!), success counting (>=, >, <=, <), integers, + - * and parentheses. Whitespace is
 * allowed between terms but not inside a dice term. Letters are case-insensitive.
 */
export function parseNotation(text: string): NotationAst {
  if (typeof text !== 'string') throw bad('Dice notation must be text.');
  if (text.length > NOTATION_LIMITS.maxLength) {
    throw bad(`Dice notation can be at most ${NOTATION_LIMITS.maxLength} characters long (got ${text.length}).`);
  }
  if (text.trim() === '') throw bad('The dice notation is empty: write something like 2d6+3.');
  const tokens = tokenize(text.toLowerCase());
  const parser = new Parser(tokens);
  const root = parser.expression();
  parser.finish();
  const diceCount = countDice(root);
  if (diceCount > NOTATION_LIMITS.maxDice) {
    throw new RuleError('dice/too-many', `One expression can roll at most ${NOTATION_LIMITS.maxDice} dice (this one asks for ${diceCount}).`);
  }
  const { min, max } = rangeOf(root);
  return { root, text: render(root), diceCount, min, max };
}

function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '+' || c === '-' || c === '*') {
      tokens.push({ t: 'op', op: c, pos: i });
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ t: c, pos: i });
      i++;
    } else if (isDigit(c) || c === 'd') {
      const start = i;
      let count: number | undefined;
      if (isDigit(c)) {
        const digits = readDigits(s, i);
        i += digits.length;
        count = toInt(digits, 'number', start);
      }
      if (s[i] === 'd') {
        const dice = readDice(s, i, count ?? 1, count === undefined ? '' : String(count));
        tokens.push({ t: 'dice', node: dice.node, pos: start });
        i = dice.end;
      } else {
        if (count! > NOTATION_LIMITS.maxConstant) {
          throw bad(`Constants can be at most ${NOTATION_LIMITS.maxConstant.toLocaleString('en-US')} (got ${count}).`);
        }
        tokens.push({ t: 'num', value: count!, pos: start });
      }
    } else if (c === '>' || c === '<' || c === '=') {
      throw bad(`A comparison like >=8 must directly follow a dice term, as in 10d10>=8 (see character ${i + 1}).`);
    } else if (c === '!' || c === 'k') {
      throw bad(`Modifiers such as ! and kh3 must directly follow their dice, as in 4d6kh3 (see character ${i + 1}).`);
    } else if (c === '/') {
      throw bad('Division is not supported: use +, - and * only.');
    } else {
      throw bad(`"${c}" at character ${i + 1} is not part of dice notation.`);
    }
  }
  return tokens;
}

/** Reads "d" + sides + modifiers starting at s[i] === 'd'. */
function readDice(s: string, i: number, count: number, countText: string): { node: DiceNode; end: number } {
  const start = i;
  i++; // the 'd'
  let sides: number;
  let percentile = false;
  if (s[i] === '%') {
    sides = 100;
    percentile = true;
    i++;
  } else if (isDigit(s[i])) {
    const digits = readDigits(s, i);
    sides = toInt(digits, 'number of sides', i);
    i += digits.length;
  } else {
    throw bad(`A "d" at character ${start + 1} must be followed by a number of sides, like d6, or by % for d100.`);
  }
  const label = `${countText}d${percentile ? '%' : sides}`;
  if (count < 1) throw new RuleError('dice/bad-count', `${label} rolls no dice: a dice term needs at least one die.`);
  if (count > NOTATION_LIMITS.maxDice) {
    throw new RuleError('dice/too-many', `One expression can roll at most ${NOTATION_LIMITS.maxDice} dice (${label} asks for ${count}).`);
  }
  if (sides < NOTATION_LIMITS.minSides || sides > NOTATION_LIMITS.maxSides) {
    throw bad(`Dice must have ${NOTATION_LIMITS.minSides} to ${NOTATION_LIMITS.maxSides} sides (${label} has ${sides}).`);
  }
  const node: DiceNode = { kind: 'dice', count, sides, percentile, explode: false, notation: '' };
  for (;;) {
    const c = s[i];
    if (c === '!') {
      if (node.explode) throw bad(`${label} is marked to explode twice; one ! is enough.`);
      node.explode = true;
      i++;
    } else if (c === 'k' || c === 'd') {
      if (node.keep) throw bad(`${label} has more than one keep or drop modifier; use only one.`);
      const next = s[i + 1];
      let mode: KeepMode;
      if (c === 'k') {
        mode = next === 'l' ? 'kl' : 'kh';
        i += next === 'h' || next === 'l' ? 2 : 1;
      } else {
        if (next !== 'h' && next !== 'l') {
          throw bad(`After ${label}, a drop modifier is written dh or dl with a count, like 4d6dl1.`);
        }
        mode = next === 'h' ? 'dh' : 'dl';
        i += 2;
      }
      let n = 1;
      if (isDigit(s[i])) {
        const digits = readDigits(s, i);
        n = toInt(digits, 'keep or drop count', i);
        i += digits.length;
      }
      checkKeep(label, count, mode, n);
      node.keep = { mode, n };
    } else if (c === '>' || c === '<') {
      if (node.success) throw bad(`${label} has more than one comparison; use only one, like >=8.`);
      const op = (s[i + 1] === '=' ? `${c}=` : c) as CompareOp;
      i += op.length;
      if (!isDigit(s[i])) throw bad(`The comparison ${op} after ${label} needs a target number, like ${op}${sides}.`);
      const digits = readDigits(s, i);
      const target = toInt(digits, 'target number', i);
      i += digits.length;
      checkTarget(label, sides, op, target);
      node.success = { op, target };
    } else {
      break;
    }
  }
  if (s[i] !== undefined && /[a-z0-9%.=]/.test(s[i]!)) {
    throw bad(`"${s[i]}" at character ${i + 1} does not belong after ${label}; modifiers are !, kh, kl, dh, dl, >=, >, <=, <.`);
  }
  node.notation = diceText(node);
  return { node, end: i };
}

function checkKeep(label: string, count: number, mode: KeepMode, n: number): void {
  const keeping = mode === 'kh' || mode === 'kl';
  if (keeping && (n < 1 || n > count)) {
    throw bad(`${label}${mode}${n} must keep from 1 to ${count} dice.`);
  }
  if (!keeping && (n < 1 || n >= count)) {
    throw bad(
      count === 1
        ? `${label}${mode}${n} would drop its only die; drop needs at least two dice.`
        : `${label}${mode}${n} must drop from 1 to ${count - 1} dice so that at least one is left.`,
    );
  }
}

function checkTarget(label: string, sides: number, op: CompareOp, target: number): void {
  if (target < 1 || target > sides) {
    throw bad(`The target number in ${label}${op}${target} must be from 1 to ${sides}.`);
  }
  if (successFaces(sides, op, target) === 0) {
    throw bad(`No face of ${label} can ever meet ${op}${target}.`);
  }
}

/** How many faces of a die with `sides` meet the comparison. */
function successFaces(sides: number, op: CompareOp, target: number): number {
  let n = 0;
  for (let f = 1; f <= sides; f++) if (meets(f, op, target)) n++;
  return n;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  expression(): Expr {
    let left = this.product();
    for (let tok = this.peek(); tok?.t === 'op' && tok.op !== '*'; tok = this.peek()) {
      this.i++;
      left = { kind: 'binary', op: tok.op, left, right: this.product() };
    }
    return left;
  }

  finish(): void {
    const tok = this.peek();
    if (tok === undefined) return;
    if (tok.t === ')') throw bad(`The ) at character ${tok.pos + 1} has no matching (.`);
    throw bad(`Expected +, - or * before character ${tok.pos + 1}.`);
  }

  private product(): Expr {
    let left = this.unary();
    for (let tok = this.peek(); tok?.t === 'op' && tok.op === '*'; tok = this.peek()) {
      this.i++;
      left = { kind: 'binary', op: '*', left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    const tok = this.peek();
    if (tok?.t === 'op' && tok.op === '-') {
      this.i++;
      return { kind: 'negate', operand: this.unary() };
    }
    return this.primary();
  }

  private primary(): Expr {
    const tok = this.peek();
    if (tok === undefined) throw bad('The notation ends too early: a number, dice or ( is missing at the end.');
    this.i++;
    switch (tok.t) {
      case 'num':
        return { kind: 'number', value: tok.value };
      case 'dice':
        return tok.node;
      case '(': {
        const inner = this.expression();
        const close = this.peek();
        if (close?.t !== ')') throw bad(`The ( at character ${tok.pos + 1} is never closed.`);
        this.i++;
        return { kind: 'group', inner };
      }
      case ')':
        throw bad(`Expected a number, dice or ( before the ) at character ${tok.pos + 1}.`);
      case 'op':
        throw bad(`Expected a number, dice or ( before the ${tok.op} at character ${tok.pos + 1}.`);
    }
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function readDigits(s: string, i: number): string {
  let j = i;
  while (isDigit(s[j])) j++;
  return s.slice(i, j);
}

/** Digits to a number; over-long digit runs are refused before they lose precision. */
function toInt(digits: string, what: string, pos: number): number {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > 9) throw bad(`The ${what} at character ${pos + 1} is far too large.`);
  return Number(trimmed);
}
