import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadDiceLibrary, type NotationRoll, rollText } from '../../../src/rules/systems/notation';
import { RuleError } from '../../../src/rules/errors';
import { seededSource } from '../../../src/rules/random';

const lineText = (line: NotationRoll['line']) => line.map((p) => (typeof p === 'string' ? p : p.plain)).join('');

/** A dice term that is valid by construction. */
const diceTerm = fc
  .record({
    count: fc.integer({ min: 1, max: 8 }),
    sides: fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20, 100),
    percent: fc.boolean(),
    explode: fc.boolean(),
    keep: fc.option(
      fc.record({ mode: fc.constantFrom('kh', 'kl', 'dh', 'dl', 'k'), n: fc.integer({ min: 1, max: 8 }) }),
    ),
    success: fc.option(
      fc.record({ op: fc.constantFrom('>=', '>', '<=', '<'), target: fc.integer({ min: 1, max: 100 }) }),
    ),
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
      text += `${success.op}${target}`;
    }
    return text;
  });

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    diceTerm,
    fc.integer({ min: 0, max: 50 }).map(String),
    fc
      .tuple(tie('expr'), fc.constantFrom(' + ', ' - ', '*', '+', '-'), tie('expr'))
      .map(([a, op, b]) => `${a}${op}${b}`),
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `(0 - ${e})`),
  ),
})).expr;

/** Rolls a generated expression, skipping the rare ones refused for size. */
function rollGenerated(text: string, seed: number): NotationRoll {
  try {
    return rollText(text, seededSource(seed));
  } catch (err) {
    const sizeRefusal =
      err instanceof RuleError && (err.code === 'dice/too-many' || /characters long|not a total/.test(err.message));
    fc.pre(!sizeRefusal);
    throw err;
  }
}

describe('rollText', () => {
  beforeAll(loadDiceLibrary);

  it('GIVEN any string THEN it returns or throws a one-sentence RuleError, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 250 }), fc.string({ unit: 'binary', maxLength: 250 })), (text) => {
        try {
          rollText(text, seededSource(1));
        } catch (err) {
          expect(err).toBeInstanceOf(RuleError);
          expect((err as RuleError).message).toMatch(/\.$/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('GIVEN strings made of notation characters THEN it returns a whole total or throws a RuleError', () => {
    const unit = fc.constantFrom(...'0123456789dDkhl!%<>=+-*() x'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        try {
          expect(Number.isSafeInteger(rollText(text, seededSource(2)).total)).toBe(true);
        } catch (err) {
          expect(err).toBeInstanceOf(RuleError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('GIVEN a valid expression and any seed THEN a whole total, the same for the same seed', () => {
    fc.assert(
      fc.property(expression, fc.integer(), (text, seed) => {
        const result = rollGenerated(text, seed);
        expect(Number.isSafeInteger(result.total)).toBe(true);
        expect(lineText(result.line).endsWith(`= ${result.total}`)).toBe(true);
        expect(rollText(text, seededSource(seed))).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});
