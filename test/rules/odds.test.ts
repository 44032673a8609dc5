import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PUSH_ODDS_DICE,
  POOL_DIE_FACE_ODDS,
  poolDieFaceOdds,
  poolOdds,
  pushOdds,
  sizeKeptWithChance,
  type PushOdds,
} from '../../src/rules/odds';
import { type Face, rollIn } from '../../src/rules/dice';
import { resolveExchange } from '../../src/rules/exchange';
import { poolSizeDistribution, sixesDistribution } from '../../src/rules/probability';
import { seededSource } from '../../src/rules/random';
import { RuleError } from '../../src/rules/errors';
import type { RandomSource } from '../../src/rules/dice';

function expectClose(actual: number, expected: number, abs = 1e-12): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(abs);
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

function sumAll(rows: number[][]): number {
  return rows.reduce((s, row) => s + row.reduce((t, x) => t + x, 0), 0);
}

/** A pool die under the pushOdds model: 4, 5 or 6 with probability 1/3 each. */
function poolDie(source: RandomSource): Face {
  return (3 + source.die(3)) as Face;
}

describe('poolOdds (R1.2)', () => {
  it('GIVEN 6 dice THEN it wraps poolSizeDistribution and adds mean, P(≥ s), the mode and the spread', () => {
    const o = poolOdds(6);
    const d = poolSizeDistribution(6);
    expect(o.dice).toBe(6);
    expect(o.p).toEqual(d.p);
    expectClose(o.mean, 3.6, 1e-12);
    expect(o.atLeast[0]).toBe(1);
    // P(≥ 1) = 1 - P(empty) = 1 - (1/2)^6.
    expectClose(o.atLeast[1]!, 1 - 1 / 64);
    for (let s = 1; s < o.p.length; s++) expectClose(o.atLeast[s]! - (o.atLeast[s + 1] ?? o.tail), o.p[s]!, 1e-15);
    expect(o.mostLikely).toBe(3);
    expect(o.p[3]).toBe(Math.max(...o.p));
    let variance = 0;
    for (let s = 0; s < o.p.length; s++) variance += o.p[s]! * (s - 3.6) ** 2;
    expectClose(o.sd, Math.sqrt(variance), 1e-12);
    // One die: P(size = s) = (5/2)(1/6)^s for s ≥ 1, so Var = E[X²] - 9/25 with
    // E[X²] = Σ s²·(5/2)(1/6)^s = (5/2)·(1/6)(1+1/6)/(1-1/6)^3 = 0.84 → Var = 0.48 per die.
    expectClose(o.sd ** 2, 6 * 0.48, 1e-9);
  });

  it('GIVEN 0 dice THEN the pool is empty for certain', () => {
    const o = poolOdds(0);
    expect(o.p).toEqual([1]);
    expect(o.atLeast).toEqual([1]);
    expect(o.mostLikely).toBe(0);
    expect(o.sd).toBe(0);
  });

  it('GIVEN any N THEN P(≥ s) falls from 1 and sizeKeptWithChance reads it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.double({ min: 0.01, max: 1, noNaN: true }), (n, q) => {
        const o = poolOdds(n);
        for (let s = 1; s < o.atLeast.length; s++) expect(o.atLeast[s]!).toBeLessThanOrEqual(o.atLeast[s - 1]!);
        const s = sizeKeptWithChance(o, q);
        expect(o.atLeast[s]!).toBeGreaterThanOrEqual(q - 1e-12);
        if (s + 1 < o.atLeast.length) expect(o.atLeast[s + 1]!).toBeLessThan(q);
      }),
      { numRuns: 100 },
    );
  });

  it('GIVEN 6 dice THEN 90% of the time at least 2 dice are kept, half the time at least 3', () => {
    const o = poolOdds(6);
    expect(sizeKeptWithChance(o, 0.9)).toBe(2); // P(≥ 2) = 0.906, P(≥ 3) = 0.730
    expect(sizeKeptWithChance(o, 0.5)).toBe(3); // P(≥ 4) = 0.493
    expect(sizeKeptWithChance(o, 1)).toBe(0);
  });

  it('GIVEN bad input THEN it refuses with a rule error', () => {
    expectRuleError(() => poolOdds(201), 'dice/too-many');
    expectRuleError(() => poolOdds(-1), 'dice/bad-count');
    expectRuleError(() => sizeKeptWithChance(poolOdds(3), 0), 'dice/bad-count');
    expectRuleError(() => sizeKeptWithChance(poolOdds(3), 1.5), 'dice/bad-count');
  });
});

describe('the face of a pool die (the pushOdds model)', () => {
  it('GIVEN any N THEN the share of 6s among surviving dice is E[S]/E[K] = (N/5)/(3N/5) = 1/3', () => {
    for (const n of [1, 6, 12, 200]) {
      expectClose(sixesDistribution(n).mean / poolSizeDistribution(n).mean, 1 / 3, 1e-12);
    }
    expect(POOL_DIE_FACE_ODDS).toEqual({ four: 1 / 3, five: 1 / 3, six: 1 / 3 });
  });

  it('GIVEN 200,000 seeded roll-ins of 6 dice THEN 6s, 5s and 4s are each a third of all survivors', () => {
    const source = seededSource(2140);
    const counts = { 4: 0, 5: 0, 6: 0 } as Record<number, number>;
    let total = 0;
    for (let i = 0; i < 200_000; i++) {
      for (const f of rollIn(6, source).pool) {
        counts[f]!++;
        total++;
      }
    }
    for (const f of [4, 5, 6]) expect(Math.abs(counts[f]! / total - 1 / 3)).toBeLessThan(0.003);
  });

  it('GIVEN one particular pool THEN a random die from it is a 6 less often than 1/3 (the model is the pooled share)', () => {
    // N = 1 by hand, from the chains of R1.2: the pool holds j ≥ 0 sixes plus a 4/5 with chance 2/5.
    // Weight of (j sixes, plus a 4/5 or not) is (1/6)^j·(5/6)·(2/5 or 3/5); a random die is a 6
    // with chance j/(j+1) or 1 (if j ≥ 1 and no 4/5). Summed over j and normalised by P(K ≥ 1) = 1/2.
    let six = 0;
    for (let j = 1; j < 60; j++) {
      const chain = (1 / 6) ** j * (5 / 6);
      six += chain * (2 / 5) * (j / (j + 1)) + chain * (3 / 5) * 1;
    }
    const f1 = poolDieFaceOdds(1);
    expectClose(f1.six, six / (1 / 2), 1e-12);
    expectClose(f1.four + f1.five + f1.six, 1, 1e-12);
    expect(f1.six).toBeLessThan(0.28);
    const f6 = poolDieFaceOdds(6);
    expect(f6.six).toBeGreaterThan(0.29);
    expect(f6.six).toBeLessThan(0.31);
    expect(Math.abs(poolDieFaceOdds(200).six - 1 / 3)).toBeLessThan(0.003);
  });

  it('GIVEN 100,000 seeded pools of 6 dice THEN a random die from each agrees with poolDieFaceOdds(6)', () => {
    const source = seededSource(6);
    let sixes = 0;
    let picked = 0;
    for (let i = 0; i < 100_000; i++) {
      const pool = rollIn(6, source).pool;
      if (pool.length === 0) continue;
      picked++;
      if (pool[source.die(pool.length) - 1] === 6) sixes++;
    }
    const p = poolDieFaceOdds(6).six;
    const se = Math.sqrt((p * (1 - p)) / picked);
    expect(Math.abs(sixes / picked - p)).toBeLessThanOrEqual(5 * se);
  });

  it('GIVEN 0 or 201 dice THEN there is no die to pick / too many', () => {
    expectRuleError(() => poolDieFaceOdds(0), 'dice/bad-count');
    expectRuleError(() => poolDieFaceOdds(201), 'dice/too-many');
  });
});

describe('pushOdds (R5.4)', () => {
  for (let k = 1; k <= MAX_PUSH_ODDS_DICE; k++) {
    it(`GIVEN k = ${k} THEN the joint distribution sums to 1, counts sum to 3^2k and the marginals agree`, () => {
      const o = pushOdds(k);
      expect(o.outcomes).toBe(3 ** (2 * k));
      expect(sumAll(o.jointCount)).toBe(o.outcomes);
      expectClose(sumAll(o.joint), 1);
      expectClose(
        o.actor.reduce((s, x) => s + x, 0),
        1,
      );
      expectClose(
        o.target.reduce((s, x) => s + x, 0),
        1,
      );
      expectClose(o.actorAhead + o.targetAhead + o.even, 1);
      expect(o.actorAllK).toBe(o.actor[k]);
      // Both sides draw from the same model and pushes the same count: the game is symmetric.
      for (let a = 0; a <= k; a++) expectClose(o.actor[a]!, o.target[a]!, 1e-12);
      for (let a = 0; a <= k; a++) for (let b = 0; b <= k; b++) expect(o.jointCount[a]![b]).toBe(o.jointCount[b]![a]);
    });
  }

  it('GIVEN k = 1 THEN by hand: a win, a loss or a discarded tie, a third each (R5.4, W1, W8)', () => {
    // 9 equally likely pairs (a, t): a > t in 3 (65, 64, 54), a < t in 3, a = t in 3 (discarded).
    const o = pushOdds(1);
    expect(o.jointCount).toEqual([
      [3, 3],
      [3, 0],
    ]);
    expect(o.actorAllK).toBe(1 / 3);
    expect(o.actorMean).toBe(1 / 3);
    expect(o.even).toBe(1 / 3);
  });

  it('GIVEN a known 6 against one random die THEN 2/3 a book, 1/3 a discarded tie (W1, W8)', () => {
    const o = pushOdds(1, { actorFaces: [6] });
    expect(o.outcomes).toBe(3);
    expect(o.jointCount).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(o.actorAllK).toBe(2 / 3);
  });

  it('GIVEN a known 4 against one random die THEN 1/3 nothing (tie), 2/3 the target scores', () => {
    const o = pushOdds(1, { actorFaces: [4] });
    expect(o.actor).toEqual([1, 0]);
    expect(o.target).toEqual([1 / 3, 2 / 3]);
  });

  it('GIVEN known 6 6 against two random dice THEN +2 unless the target shows 6 6 (W2, W3, W8)', () => {
    const o = pushOdds(2, { actorFaces: [6, 6] });
    expect(o.outcomes).toBe(9);
    expect(o.jointCount[2]![0]).toBe(8);
    expect(o.jointCount[0]![0]).toBe(1);
    expect(o.actorAllK).toBe(8 / 9);
  });

  it('GIVEN k = 2 THEN P(actor wins 2) = 21/81, checked against a brute force over all 81 ordered rolls', () => {
    const faces: Face[] = [4, 5, 6];
    let two = 0;
    for (const a1 of faces)
      for (const a2 of faces)
        for (const t1 of faces)
          for (const t2 of faces) {
            if (resolveExchange([a1, a2], [t1, t2]).actorBooks === 2) two++;
          }
    // Ordered rolls, no multisets: the multiset weights of the enumeration must reproduce this count.
    expect(two).toBe(21);
    expect(pushOdds(2).jointCount[2]!.reduce((s, c) => s + c, 0)).toBe(21);
  });

  it('GIVEN W4 and W6 faces THEN the known-faces mode includes their worked results as outcomes', () => {
    // W4: 655 vs 544 → actor +3. The outcome (5,4,4) has weight 3 of 27.
    const w4 = pushOdds(3, { actorFaces: [6, 5, 5] });
    expect(w4.outcomes).toBe(27);
    expect(sumAll(w4.jointCount)).toBe(27);
    expect(w4.jointCount[3]![0]).toBeGreaterThanOrEqual(3);
    // W6: 655 vs a single 6 → actor +2.
    const w6 = pushOdds(3, { actorFaces: [5, 6, 5], targetDice: 1 });
    expect(w6.actorFaces).toEqual([6, 5, 5]);
    // Target 6: tie, then 5 breaks (+1) and 5 5 pair (+1) → 2. Target 5 or 4: 6 wins (+1), 5 5 pair (+1) → 2.
    expect(w6.jointCount).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [3, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('GIVEN the target has no dice THEN the pushed dice pair up (W5, W7)', () => {
    expect(pushOdds(3, { actorFaces: [6, 6, 5], targetDice: 0 }).jointCount[1]![0]).toBe(1); // W5
    expect(pushOdds(2, { actorFaces: [5, 4], targetDice: 0 }).actorAllK).toBe(0); // W7: +1 of 2
    expect(pushOdds(2, { targetDice: 0 }).actor).toEqual([0, 1, 0]);
    expect(pushOdds(2, { targetDice: 0, unmatched: 'reroll' }).actor).toEqual([1, 0, 0]);
  });

  it('GIVEN a short target THEN the outcomes are 3^(k+m) and the distribution is proper', () => {
    for (let k = 1; k <= 5; k++) {
      for (let m = 0; m <= k; m++) {
        const o = pushOdds(k, { targetDice: m });
        expect(o.outcomes).toBe(3 ** (k + m));
        expect(sumAll(o.jointCount)).toBe(o.outcomes);
        expect(o.targetDice).toBe(m);
      }
    }
  });

  it('GIVEN risky (R5.5) THEN the higher total takes all k dice and equal totals take nothing (W9, W10)', () => {
    const o = pushOdds(3, { risky: true });
    expect(sumAll(o.jointCount)).toBe(729);
    for (let a = 0; a <= 3; a++) {
      for (let b = 0; b <= 3; b++) {
        if (!((a === 3 && b === 0) || (a === 0 && b === 3) || (a === 0 && b === 0)))
          expect(o.jointCount[a]![b]).toBe(0);
      }
    }
    // W10-like: 5 5 4 (14) against any total above 14 loses all three.
    expect(pushOdds(3, { risky: true, actorFaces: [5, 5, 4] }).target[3]).toBeGreaterThan(0.5);
  });

  /** Seeded simulation of the same model through the real resolveExchange. */
  function simulate(k: number, m: number, samples: number, seed: number, actorFaces?: Face[]): number[][] {
    const source = seededSource(seed);
    const counts: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(k + 1).fill(0));
    const a: Face[] = new Array<Face>(k);
    const t: Face[] = new Array<Face>(m);
    for (let i = 0; i < samples; i++) {
      for (let j = 0; j < k; j++) a[j] = actorFaces ? actorFaces[j]! : poolDie(source);
      for (let j = 0; j < m; j++) t[j] = poolDie(source);
      const r = resolveExchange(a, t);
      counts[r.actorBooks]![r.targetBooks]!++;
    }
    return counts;
  }

  function expectAgreement(exact: PushOdds, counts: number[][], samples: number): void {
    for (let a = 0; a <= exact.k; a++) {
      for (let b = 0; b <= exact.k; b++) {
        const p = exact.joint[a]![b]!;
        const observed = counts[a]![b]! / samples;
        if (p === 0) {
          expect(counts[a]![b], `(${a}, ${b}) is impossible but was seen`).toBe(0);
          continue;
        }
        const se = Math.sqrt((p * (1 - p)) / samples);
        expect(Math.abs(observed - p), `(${a}, ${b}): exact ${p}, observed ${observed}`).toBeLessThanOrEqual(
          5 * se + 1e-9,
        );
      }
    }
  }

  it('GIVEN k = 1..4 THEN the exact joint distribution agrees with 100,000 seeded exchanges each (5 SE)', () => {
    const samples = 100_000;
    for (let k = 1; k <= 4; k++) expectAgreement(pushOdds(k), simulate(k, k, samples, 2140 + k), samples);
  });

  it('GIVEN a short target and known faces THEN they agree with seeded simulation too', () => {
    const samples = 100_000;
    expectAgreement(pushOdds(4, { targetDice: 2 }), simulate(4, 2, samples, 99), samples);
    const mine: Face[] = [6, 5, 5, 4];
    expectAgreement(pushOdds(4, { actorFaces: mine }), simulate(4, 4, samples, 7, mine), samples);
  });

  it('GIVEN k = 8 THEN the full enumeration is quick (45 × 45 multisets)', () => {
    const start = performance.now();
    const o = pushOdds(8);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(o.outcomes).toBe(3 ** 16);
    expect(sumAll(o.jointCount)).toBe(3 ** 16);
  });

  it('GIVEN a result THEN changing it does not change the next result', () => {
    const a = pushOdds(2);
    a.jointCount[0]![0] = 1e9;
    a.actor[0] = 42;
    expect(pushOdds(2).actor[0]).not.toBe(42);
    expect(sumAll(pushOdds(2).jointCount)).toBe(81);
  });

  it('GIVEN bad input THEN it refuses with a rule error and one sentence', () => {
    expectRuleError(() => pushOdds(9), 'dice/too-many');
    expectRuleError(() => pushOdds(0), 'dice/bad-count');
    expectRuleError(() => pushOdds(1.5), 'dice/bad-count');
    expectRuleError(() => pushOdds(3, { targetDice: 4 }), 'dice/bad-count');
    expectRuleError(() => pushOdds(3, { targetDice: -1 }), 'dice/bad-count');
    expectRuleError(() => pushOdds(3, { actorFaces: [6, 5] }), 'dice/bad-count');
    expectRuleError(() => pushOdds(2, { actorFaces: [6, 3] }), 'dice/bad-face');
    expectRuleError(() => pushOdds(2, { actorFaces: [6, 7 as Face] }), 'dice/bad-face');
    expectRuleError(() => pushOdds(2, { unmatched: 'war' as never }), 'dice/bad-count');
  });
});
