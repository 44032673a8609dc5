/**
 * Dice notation for /roll through @dice-roller/rpg-dice-roller: the library parses and rolls
 * (NdX, d%, dF, keep/drop, exploding, success counting, rerolls, + - * / and more); this module
 * bounds what one roll may ask for, feeds the library from the injected RandomSource (its own
 * generator is never used) and writes the Discord line.
 */
type DiceLibrary = typeof import('@dice-roller/rpg-dice-roller');

// The library brings mathjs, whose import costs seconds of start-up: it is loaded on the first /roll.
let library: DiceLibrary | null = null;

/** Loads the dice library once; call (and await) before rolling notation. */
export async function loadDiceLibrary(): Promise<void> {
  library ??= await import('@dice-roller/rpg-dice-roller');
}

export function diceLibraryLoaded(): boolean {
  return library !== null;
}

function dice(): DiceLibrary {
  if (library === null) throw new Error('The dice library is not loaded: await loadDiceLibrary() first.');
  return library;
}
import type { RandomSource } from '../dice';
import { RuleError } from '../errors';
import { ruleMessages } from '../messages';

/** Refusal limits for typed dice notation; anything past them is an error, never clamped. */
export const NOTATION_LIMITS = {
  /** Characters in one expression. */
  maxLength: 200,
  /** Dice written in one expression (the library itself allows at most 999 in one term). */
  maxDice: 1000,
  maxSides: 1000,
  /** Extra dice that explosions and rerolls may add to one roll. */
  maxExtraDice: 100,
  /** Largest result, up or down, that a roll may produce. */
  maxMagnitude: 1_000_000_000,
} as const;

/** The library's random engine: 32-bit integers, uniform. */
export interface DiceEngine {
  next(): number;
}

/**
 * A piece of a roll's line: the rules' own words (a string: faces, counts, the total, with dropped
 * faces struck `~~2~~` and successes in bold `**6**`), or text that came from the notation as typed
 * or from the dice library (`plain`), which a message must show as text, never as Markdown.
 */
export type LinePiece = string | { readonly plain: string };

export interface NotationRoll {
  total: number;
  /** The line to show: each dice term with its dice, dropped ones struck, successes in bold, then "= total". */
  line: LinePiece[];
}

/** An engine drawing from a RandomSource, two 16-bit halves a word (crypto in play, seeded in tests). */
export function sourceEngine(source: RandomSource): DiceEngine {
  return { next: () => ((source.die(65536) - 1) << 16) | (source.die(65536) - 1) };
}

/** Parses and rolls with the dice drawn from `source`. Refusals are RuleErrors. */
export function rollText(text: string, source: RandomSource): NotationRoll {
  return rollWithEngine(text, sourceEngine(source));
}

/** Parses and rolls with the dice drawn from `engine`. Refusals are RuleErrors. */
export function rollWithEngine(text: string, engine: DiceEngine): NotationRoll {
  if (typeof text !== 'string' || text.trim() === '')
    throw bad('The dice notation is empty: write something like 2d6+3.');
  if (text.length > NOTATION_LIMITS.maxLength) {
    throw bad(`Dice notation can be at most ${NOTATION_LIMITS.maxLength} characters long (got ${text.length}).`);
  }
  const terms = parse(text);
  const written = terms.reduce<number>((n, t) => n + diceIn(t), 0);
  if (written > NOTATION_LIMITS.maxDice) {
    throw new RuleError('dice/too-many', ruleMessages.notationTooManyDice(NOTATION_LIMITS.maxDice, written));
  }
  const roll = withEngine(budgeted(engine, written), () => new (dice().DiceRoll)(text));
  const total = roll.total;
  if (!Number.isFinite(total) || Math.abs(total) > NOTATION_LIMITS.maxMagnitude) {
    throw bad(
      `This roll came to ${String(total)}, which is not a total a roll may produce (at most ${NOTATION_LIMITS.maxMagnitude.toLocaleString('en-US')} either way).`,
    );
  }
  // The library reads "7%" before a sign as a percentage: refuse that reading rather than guess.
  if (!Number.isInteger(total) && /%\s*[-+]/.test(text)) {
    throw bad('A % followed by + or - reads as a percentage: put brackets around what follows the %.');
  }
  // A division that does not come out whole rounds down, so a roll's total is always a whole number.
  const whole = Math.floor(total) + 0;
  const shown = terms.flatMap((t, i) => termLine(t, roll.rolls[i]));
  return { total: whole, line: [...shown, ` = ${whole}${whole === total ? '' : ' (rounded down)'}`] };
}

function bad(message: string): RuleError {
  return new RuleError('dice/bad-notation', message);
}

type Term = unknown;
interface DiceLike {
  notation: string;
  qty: number;
  sides: number | string;
}
interface GroupLike {
  notation: string;
  expressions: Term[][];
  modifiers?: Map<string, { notation: string }>;
}
interface ResultLike {
  value: number;
  useInTotal: boolean;
  modifiers: Set<string>;
}

const isDice = (t: Term): t is DiceLike => typeof t === 'object' && t !== null && 'qty' in t && 'sides' in t;
const isGroup = (t: Term): t is GroupLike => typeof t === 'object' && t !== null && 'expressions' in t;

function parse(text: string): Term[] {
  let terms: Term[];
  try {
    terms = dice().Parser.parse(text);
  } catch (err) {
    const at = (err as { location?: { start?: { offset?: number } } }).location?.start?.offset;
    if (at !== undefined)
      throw bad(
        `The dice notation is not readable at character ${at + 1}: write something like 4d6kh3, 3d6!, 5d10>=8 or 2d6+1.`,
      );
    if (/qty/.test(String(err))) throw new RuleError('dice/too-many', ruleMessages.termTooManyDice);
    throw bad(`The dice notation is refused: ${describe(err)}`);
  }
  for (const t of terms) checkSides(t);
  return terms;
}

/** The library's own refusal (e.g. too many dice in one term) as one sentence. */
function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const sentence = message.replace(/\s+/g, ' ').replace(/[.\s]*$/, '');
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}.`;
}

function checkSides(t: Term): void {
  if (isGroup(t)) for (const e of t.expressions) for (const inner of e) checkSides(inner);
  if (!isDice(t) || typeof t.sides !== 'number') return;
  if (t.sides < 2 || t.sides > NOTATION_LIMITS.maxSides) {
    throw bad(`Dice must have 2 to ${NOTATION_LIMITS.maxSides} sides (${t.notation} has ${t.sides}).`);
  }
}

function diceIn(t: Term): number {
  if (isDice(t)) return t.qty;
  if (isGroup(t))
    return t.expressions.reduce<number>((n, e) => n + e.reduce<number>((m, inner) => m + diceIn(inner), 0), 0);
  return 0;
}

/**
 * Stops a roll whose explosions or rerolls would draw more than maxExtraDice dice past the ones
 * written (the library alone would let each die explode a thousand times).
 */
function budgeted(engine: DiceEngine, written: number): DiceEngine {
  let left = written + NOTATION_LIMITS.maxExtraDice;
  return {
    next() {
      if (left-- <= 0) {
        throw new RuleError('dice/too-many', ruleMessages.explodingStopped(NOTATION_LIMITS.maxExtraDice));
      }
      return engine.next();
    },
  };
}

/** Runs `fn` with the library's shared generator drawing from `engine`, then puts the previous engine back. */
function withEngine<T>(engine: DiceEngine, fn: () => T): T {
  const generator = dice().NumberGenerator.generator;
  const previous = generator.engine;
  generator.engine = engine;
  try {
    return fn();
  } finally {
    generator.engine = previous;
  }
}

/**
 * One term of the roll as shown. Operators are the rules' own; a dice term's notation, a group's
 * and whatever else the library gives back (its result strings, numbers, functions) is plain text.
 * A group is written again from its parts, so that a comment or label typed in it (`{1d6 /* … *\/}`,
 * which the library keeps in the group's notation) is left out.
 */
function termLine(t: Term, rolled: unknown): LinePiece[] {
  if (typeof t === 'string') return [/^[-+*/%^]$|^\*\*$/.test(t) ? ` ${t === '**' ? '^' : t} ` : { plain: t }];
  if (isDice(t) && typeof rolled === 'object' && rolled !== null && 'rolls' in rolled) {
    const dice = (rolled as { rolls: ResultLike[] }).rolls;
    const faces = dice.map((d) => {
      let s = `${d.value}${d.modifiers.has('explode') ? '!' : ''}`;
      if (d.modifiers.has('target-success')) s = `**${s}**`;
      if (!d.useInTotal) s = `~~${s}~~`;
      return s;
    });
    const successes = dice.filter((d) => d.useInTotal && d.modifiers.has('target-success')).length;
    const counted = [...dice].some((d) => d.modifiers.has('target-success') || d.modifiers.has('target-failure'));
    const note = counted ? ` (${successes} ${successes === 1 ? 'success' : 'successes'})` : '';
    return [{ plain: t.notation }, ` [${faces.join(', ')}]${note}`];
  }
  if (isGroup(t)) return [{ plain: groupNotation(t) }, ' ', { plain: String(rolled) }];
  return [{ plain: String(t) }];
}

/** A group's notation from its parts: its expressions and modifiers, without any comment or label. */
function groupNotation(g: GroupLike): string {
  const inner = (t: Term): string => (isGroup(t) ? groupNotation(t) : isDice(t) ? t.notation : String(t));
  const modifiers = [...(g.modifiers?.values() ?? [])].map((m) => m.notation).join('');
  return `{${g.expressions.map((e) => e.map(inner).join('')).join(', ')}}${modifiers}`;
}
