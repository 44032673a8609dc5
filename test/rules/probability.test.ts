import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_EXACT_DICE,
  TAIL_LIMIT,
  poolSizeDistribution,
  probAtLeast,
  sixesDistribution,
  type Distribution,
} from '../../src/rules/probability';
import { rollIn } from '../../src/rules/dice';
import { seededSource } from '../../src/rules/random';
import { RuleError } from '../../src/rules/errors';

const SIZES = [0, 1, 2, 6, 12, 60, 200];

function total(d: Distribution): number {
  let sum = d.tail;
  for (let k = d.p.length - 1; k >= 0; k--) sum += d.p[k]!;
  return sum;
}

function at(d: Distribution, k: number): number {
  return d.p[k] ?? 0;
}

function expectClose(actual: number, expected: number, abs: number, rel = 0): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(abs, rel * Math.abs(expected)));
}

function expectRuleError(fn: () => unknown, code: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe(code);
  expect((caught as RuleError).message).toMatch(/\.$/);
}

/** Counts of pool sizes and of pool 6s over `samples` seeded roll-ins of n dice. */
function simulate(n: number, samples: number, seed: number): { size: number[]; sixes: number[] } {
  const source = seededSource(seed);
  const size: number[] = [];
  const sixes: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { pool } = rollIn(n, source);
    let s = 0;
    for (const f of pool) if (f === 6) s++;
    size[pool.length] = (size[pool.length] ?? 0) + 1;
    sixes[s] = (sixes[s] ?? 0) + 1;
  }
  return { size, sixes };
}

/** Every k with P ≥ 0.01 agrees within 5 standard errors or 0.005 absolute; rarer k are checked loosely. */
function expectAgreement(exact: Distribution, counts: number[], samples: number): void {
  const top = Math.max(exact.p.length, counts.length);
  let checked = 0;
  for (let k = 0; k < top; k++) {
    const p = at(exact, k);
    const observed = (counts[k] ?? 0) / samples;
    if (p >= 0.01) {
      const se = Math.sqrt((p * (1 - p)) / samples);
      expect(Math.abs(observed - p), `k = ${k}: exact ${p}, observed ${observed}`).toBeLessThanOrEqual(
        Math.max(5 * se, 0.005),
      );
      checked++;
    } else {
      expect(Math.abs(observed - p), `k = ${k}: exact ${p}, observed ${observed}`).toBeLessThanOrEqual(0.005);
    }
  }
  expect(checked).toBeGreaterThan(3);
}

describe('poolSizeDistribution', () => {
  for (const n of SIZES) {
    it(`GIVEN ${n} dice THEN p plus tail sums to 1 within 1e-12 (R1.2)`, () => {
      const d = poolSizeDistribution(n);
      expectClose(total(d), 1, 1e-12);
      expect(d.tail).toBeGreaterThanOrEqual(0);
      expect(d.tail).toBeLessThan(1e-16);
      expect(d.p.every((x) => x >= 0)).toBe(true);
    });
  }

  it('GIVEN 0 dice THEN the pool is empty for certain (R1.2)', () => {
    const d = poolSizeDistribution(0);
    expect(d.p).toEqual([1]);
    expect(d.tail).toBe(0);
    expect(d.mean).toBe(0);
  });

  it('GIVEN 1 die THEN P(size = k) matches the hand-derived values (R1.2)', () => {
    // The die shows j sixes in a row, then a non-6. Size = j + (1 if that face is 4 or 5).
    // P(0) = P(first face is 1-3) = 3/6.
    // P(k ≥ 1) = (1/6)^(k-1)·(2/6) + (1/6)^k·(3/6) = (5/2)·(1/6)^k.
    const d = poolSizeDistribution(1);
    expectClose(at(d, 0), 3 / 6, 1e-15);
    expectClose(at(d, 1), 2 / 6 + (1 / 6) * (3 / 6), 1e-15); // 5/12
    expectClose(at(d, 2), (1 / 6) * (2 / 6) + (1 / 36) * (3 / 6), 1e-15); // 5/72
    expectClose(at(d, 1), 5 / 12, 1e-15);
    expectClose(at(d, 2), 5 / 72, 1e-15);
    for (let k = 1; k <= 15; k++) {
      expectClose(at(d, k), 2.5 * (1 / 6) ** k, 1e-15, 1e-13);
    }
  });

  it('GIVEN 2 dice THEN P(empty pool) = 1/4 and P(size = 1) = 2·(1/2)·(5/12) (R1.2)', () => {
    // Each die contributes independently with the 1-die distribution above.
    const d = poolSizeDistribution(2);
    expectClose(at(d, 0), 1 / 4, 1e-15);
    expectClose(at(d, 1), 2 * (1 / 2) * (5 / 12), 1e-15);
    expectClose(at(d, 2), 2 * (1 / 2) * (5 / 72) + (5 / 12) ** 2, 1e-15);
  });

  for (const n of SIZES) {
    it(`GIVEN ${n} dice THEN the mean is 3N/5 (R1.2)`, () => {
      const d = poolSizeDistribution(n);
      expectClose(d.mean, (3 * n) / 5, 1e-15, 1e-9);
    });
  }

  it('GIVEN a result THEN changing it does not change the next result', () => {
    const a = poolSizeDistribution(6);
    a.p[0] = 42;
    a.p.push(1);
    const b = poolSizeDistribution(6);
    expect(b.p[0]).not.toBe(42);
    expectClose(total(b), 1, 1e-12);
  });

  it('GIVEN 6 and 12 dice THEN it agrees with 100,000 seeded roll-ins (R1.2)', () => {
    const samples = 100_000;
    for (const [n, seed] of [
      [6, 2140],
      [12, 71],
    ] as const) {
      const sim = simulate(n, samples, seed);
      expectAgreement(poolSizeDistribution(n), sim.size, samples);
      expectAgreement(sixesDistribution(n), sim.sixes, samples);
    }
  });

  it('GIVEN any N from 0 to 200 THEN the distribution is proper and its mean is 3N/5 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_EXACT_DICE }), (n) => {
        const d = poolSizeDistribution(n);
        expect(d.p.every((x) => x >= 0 && Number.isFinite(x))).toBe(true);
        expect(d.tail).toBeGreaterThanOrEqual(0);
        expect(d.tail).toBeLessThan(TAIL_LIMIT * 10);
        expectClose(total(d), 1, 1e-12);
        expectClose(d.mean, (3 * n) / 5, 1e-15, 1e-9);
        const s = sixesDistribution(n);
        expectClose(total(s), 1, 1e-12);
        expectClose(s.mean, n / 5, 1e-15, 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN 201 dice THEN it refuses with dice/too-many', () => {
    expectRuleError(() => poolSizeDistribution(201), 'dice/too-many');
  });

  it('GIVEN -1 or 2.5 dice THEN it refuses with dice/bad-count', () => {
    expectRuleError(() => poolSizeDistribution(-1), 'dice/bad-count');
    expectRuleError(() => poolSizeDistribution(2.5), 'dice/bad-count');
    expectRuleError(() => poolSizeDistribution(Number.NaN), 'dice/bad-count');
  });
});

describe('sixesDistribution', () => {
  for (const n of SIZES) {
    it(`GIVEN ${n} dice THEN p plus tail sums to 1 within 1e-12 and the mean is N/5 (R1.2)`, () => {
      const d = sixesDistribution(n);
      expectClose(total(d), 1, 1e-12);
      expect(d.tail).toBeGreaterThanOrEqual(0);
      expect(d.tail).toBeLessThan(1e-16);
      expectClose(d.mean, n / 5, 1e-15, 1e-9);
    });
  }

  it('GIVEN 0 dice THEN there are no sixes for certain', () => {
    const d = sixesDistribution(0);
    expect(d.p).toEqual([1]);
    expect(d.tail).toBe(0);
  });

  it('GIVEN 1 die THEN P(s sixes) = (5/6)·(1/6)^s (R1.2)', () => {
    const d = sixesDistribution(1);
    expectClose(at(d, 0), 5 / 6, 1e-15);
    expectClose(at(d, 1), 5 / 36, 1e-15);
    for (let s = 0; s <= 15; s++) {
      expectClose(at(d, s), (5 / 6) * (1 / 6) ** s, 1e-15, 1e-13);
    }
  });

  it('GIVEN 2 dice THEN P(s sixes) = (s+1)·(5/6)^2·(1/6)^s (R1.2)', () => {
    const d = sixesDistribution(2);
    for (let s = 0; s <= 10; s++) {
      expectClose(at(d, s), (s + 1) * (25 / 36) * (1 / 6) ** s, 1e-15, 1e-13);
    }
  });

  it('GIVEN 201, -1 and 2.5 dice THEN it refuses with the right code', () => {
    expectRuleError(() => sixesDistribution(201), 'dice/too-many');
    expectRuleError(() => sixesDistribution(-1), 'dice/bad-count');
    expectRuleError(() => sixesDistribution(2.5), 'dice/bad-count');
  });
});

describe('probAtLeast', () => {
  it('GIVEN 1 die THEN P(size ≥ 1) = 1/2 and P(size ≥ 2) = 1/12 (R1.2)', () => {
    const d = poolSizeDistribution(1);
    // P(≥ 2) = Σ_{k≥2} (5/2)(1/6)^k = (5/2)·(1/36)/(5/6) = 1/12.
    expectClose(probAtLeast(d, 1), 1 / 2, 1e-15);
    expectClose(probAtLeast(d, 2), 1 / 12, 1e-15);
  });

  it('GIVEN k ≤ 0 THEN it is 1; GIVEN a fractional k THEN it rounds up', () => {
    const d = poolSizeDistribution(12);
    expect(probAtLeast(d, 0)).toBe(1);
    expect(probAtLeast(d, -3)).toBe(1);
    expect(probAtLeast(d, 2.5)).toBe(probAtLeast(d, 3));
  });

  it('GIVEN k past the listed support THEN it is the reported tail', () => {
    const d = poolSizeDistribution(6);
    expect(probAtLeast(d, d.p.length)).toBe(d.tail);
    expect(probAtLeast(d, d.p.length + 50)).toBe(d.tail);
  });

  it('GIVEN increasing k THEN it never increases and stays in [0, 1]', () => {
    const d = poolSizeDistribution(60);
    let prev = 1;
    for (let k = 0; k <= d.p.length + 1; k++) {
      const q = probAtLeast(d, k);
      expect(q).toBeLessThanOrEqual(prev);
      expect(q).toBeGreaterThanOrEqual(0);
      prev = q;
    }
  });

  it('GIVEN N dice THEN P(at least 1) = 1 - (1/2)^N (R1.2)', () => {
    for (const n of [1, 2, 6, 12]) {
      expectClose(probAtLeast(poolSizeDistribution(n), 1), 1 - 0.5 ** n, 1e-14);
    }
  });

  it('GIVEN a NaN threshold THEN it refuses with dice/bad-count', () => {
    expectRuleError(() => probAtLeast(poolSizeDistribution(1), Number.NaN), 'dice/bad-count');
  });
});
