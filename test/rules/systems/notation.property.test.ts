import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NOTATION_LIMITS, parseNotation, rollNotation, type NotationAst } from '../../../src/rules/systems/notation';
import { RuleError } from '../../../src/rules/errors';
import { seededSource } from '../../../src/rules/random';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** A dice term that is valid by construction. */
const diceTerm = fc
  .record({
    count: fc.integer({ min: 1, max: 8 }),
    sides: fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20, 100),
    percent: fc.boolean(),
    explode: fc.boolean(),
    keep: fc.option(fc.record({ mode: fc.constantFrom('kh', 'kl', 'dh', 'dl', 'k'), n: fc.integer({ min: 1, max: 8 }) })),
    success: fc.option(fc.record({ op: fc.constantFrom('>=', '>', '<=', '<'), target: fc.integer({ min: 1, max: 100 }) })),
  })
  .map(({ count, sides, percent, explode, keep, success }) => {
    let text = `${count}d${percent && sides === 100 ? '%' : sides}${explode ? '!' : ''}`;
    if (keep) {
      const dropping = keep.mode.startsWith('d');
      if (!dropping || count > 1) {
        const n = dropping ? 1 + ((keep.n - 1) % (count - 1)) : 1 + ((keep.n - 1) % count);
        text += `${keep.mode}${n}`;
      }
    }
    if (success) {
      const target = 1 + ((success.target - 1) % sides);
      const impossible = (success.op === '>' && target === sides) || (success.op === '<' && target === 1);
      if (!impossible) text += `${success.op}${target}`;
    }
    return text;
  });

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    diceTerm,
    fc.integer({ min: 0, max: 50 }).map(String),
    fc.tuple(tie('expr'), fc.constantFrom(' + ', ' - ', '*', '+', '-'), tie('expr')).map(([a, op, b]) => `${a}${op}${b}`),
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `-${e}`),
  ),
})).expr;

/** Parses a generated expression, skipping the rare ones refused for size. */
function parseGenerated(text: string): NotationAst {
  try {
    return parseNotation(text);
  } catch (err) {
    const sizeRefusal =
      err instanceof RuleError && (err.code === 'dice/too-many' || /characters long|beyond 1,000,000,000/.test(err.message));
    fc.pre(!sizeRefusal);
    throw err;
  }
}

describe('parseNotation', () => {
  it('GIVEN any string THEN it returns or throws a RuleError, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 250 }), fc.string({ unit: 'binary', maxLength: 250 })), (text) => {
        try {
          parseNotation(text);
        } catch (err) {
          expect(err).toBeInstanceOf(RuleError);
          expect((err as RuleError).message).toMatch(/\.$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('GIVEN strings made of notation characters THEN it returns or throws a RuleError, nothing else', () => {
    const unit = fc.constantFrom(...'0123456789dDkhl!%<>=+-*() /x'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        try {
          const ast = parseNotation(text);
          expect(ast.diceCount).toBeLessThanOrEqual(NOTATION_LIMITS.maxDice);
          expect(ast.min).toBeLessThanOrEqual(ast.max);
        } catch (err) {
          expect(err).toBeInstanceOf(RuleError);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('GIVEN a valid expression THEN its canonical text parses back to the same canonical text and range', () => {
    fc.assert(
      fc.property(expression, (text) => {
        const ast = parseGenerated(text);
        const again = parseNotation(ast.text);
        expect(again.text).toBe(ast.text);
        expect([again.min, again.max, again.diceCount]).toEqual([ast.min, ast.max, ast.diceCount]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rollNotation', () => {
  it('GIVEN a valid expression and any seed THEN the total lies within [min, max]', () => {
    fc.assert(
      fc.property(expression, fc.integer(), (text, seed) => {
        const ast = parseGenerated(text);
        const result = rollNotation(ast, seededSource(seed));
        expect(Number.isSafeInteger(result.total)).toBe(true);
        expect(result.total).toBeGreaterThanOrEqual(ast.min);
        expect(result.total).toBeLessThanOrEqual(ast.max);
      }),
      { numRuns: 1000 },
    );
  });

  it('GIVEN any dice term THEN kept and dropped split the rolls and keep/drop choose the right dice', () => {
    fc.assert(
      fc.property(diceTerm, fc.integer(), (text, seed) => {
        const ast = parseNotation(text);
        const node = ast.root;
        if (node.kind !== 'dice') throw new Error('expected a dice term');
        const term = rollNotation(ast, seededSource(seed)).terms[0]!;
        expect(sorted([...term.kept, ...term.dropped])).toEqual(sorted(term.rolls));
        expect(term.rolls.length).toBe(node.count + term.explosions);
        expect(term.rolls.every((f) => Number.isInteger(f) && f >= 1 && f <= node.sides)).toBe(true);
        expect(sum(term.kept)).toBeLessThanOrEqual(sum(term.rolls));
        const keep = node.keep;
        if (keep) {
          const keepsHigh = keep.mode === 'kh' || keep.mode === 'dl';
          const expectedKept = keep.mode === 'kh' || keep.mode === 'kl' ? keep.n : term.rolls.length - keep.n;
          expect(term.kept).toHaveLength(expectedKept);
          for (const k of term.kept) {
            for (const d of term.dropped) expect(keepsHigh ? k >= d : k <= d).toBe(true);
          }
          if (keepsHigh) expect(sum(term.kept)).toBe(sum(sorted(term.rolls).slice(-expectedKept)));
        } else {
          expect(term.dropped).toEqual([]);
        }
        if (node.success) {
          expect(term.successes).toBeLessThanOrEqual(term.kept.length);
          expect(term.value).toBe(term.successes);
        } else {
          expect(term.value).toBe(sum(term.kept));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('GIVEN exploding terms THEN no roll adds more than the explosion cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(2, 3), fc.integer(), (count, sides, seed) => {
        const result = rollNotation(parseNotation(`${count}d${sides}!`), seededSource(seed));
        const term = result.terms[0]!;
        expect(term.explosions).toBeLessThanOrEqual(NOTATION_LIMITS.maxExplosionDice);
        if (!result.capped) {
          expect(term.rolls.filter((f) => f === sides)).toHaveLength(term.explosions);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN the same seed twice THEN the roll is the same', () => {
    fc.assert(
      fc.property(expression, fc.integer(), (text, seed) => {
        const ast = parseGenerated(text);
        expect(rollNotation(ast, seededSource(seed))).toEqual(rollNotation(ast, seededSource(seed)));
      }),
      { numRuns: 200 },
    );
  });
});
