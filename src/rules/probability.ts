import { RuleError } from './errors';
import { ruleMessages } from './messages';

/**
 * Exact (computed, never sampled) distributions for R1.2 roll-in.
 *
 * Each of the N initial dice starts a chain: j sixes (probability (1/6)^j · 5/6) and then one
 * non-6 face, which is a 4 or 5 with probability 2/5 (it is uniform on 1..5). So
 *
 *   sixes      S ~ NegativeBinomial(N, 5/6)   (sixes counted before N non-6 faces)
 *   4s and 5s  B ~ Binomial(N, 2/5)
 *   pool size  K = S + B, with S and B independent.
 *
 * E[S] = N/5, E[B] = 2N/5, E[K] = 3N/5. The MAX_DICE cap on roll-in is ignored: for N ≤ 200
 * reaching 10,000 dice has a probability far below double precision.
 *
 * Pure: no I/O, no randomness, no clock, no global state.
 */

/** The largest N these functions accept. */
export const MAX_EXACT_DICE = 200;

/** The support is cut at the first k where the mass beyond k is below this (the total is 1). */
export const TAIL_LIMIT = 1e-17;

/**
 * Terms of the unbounded negative binomial are generated until they fall below this, so the mass
 * we never generate (bounded geometrically and still added to `tail`) is irrelevant next to
 * TAIL_LIMIT.
 */
const NEGLIGIBLE_TERM = 1e-40;

export interface Distribution {
  /** p[k] = P(X = k), k = 0..p.length-1 */
  p: number[];
  /** Mass beyond the last k (below TAIL_LIMIT), reported, never silently dropped. */
  tail: number;
  /** E[X], computed from p (the tail's contribution is below double precision). */
  mean: number;
}

/** Distribution of the pool size (count of 4s, 5s and 6s) after rolling in n dice (R1.2). */
export function poolSizeDistribution(n: number): Distribution {
  assertExactCount(n);
  const sixes = negativeBinomialTerms(n);
  const fours = binomialTerms(n, 2 / 5);
  const conv = new Array<number>(sixes.terms.length + fours.length - 1).fill(0);
  for (let s = 0; s < sixes.terms.length; s++) {
    const ps = sixes.terms[s]!;
    for (let b = 0; b < fours.length; b++) {
      conv[s + b]! += ps * fours[b]!;
    }
  }
  return truncate(conv, sixes.beyond);
}

/** Distribution of the number of 6s in the pool after rolling in n dice (R1.2). */
export function sixesDistribution(n: number): Distribution {
  assertExactCount(n);
  const sixes = negativeBinomialTerms(n);
  return truncate(sixes.terms, sixes.beyond);
}

/**
 * P(X ≥ k). A fractional k means the next whole number up; k ≤ 0 gives 1. For a k past the last
 * listed value the answer is `d.tail`, which is then an upper bound (the tail is not broken down).
 */
export function probAtLeast(d: Distribution, k: number): number {
  if (typeof k !== 'number' || Number.isNaN(k)) {
    throw new RuleError('dice/bad-count', ruleMessages.badThreshold(String(k)));
  }
  if (k <= 0) return 1;
  const from = Math.ceil(k);
  // Sum smallest-first (from the top) so small answers keep their relative precision.
  let sum = d.tail;
  for (let j = d.p.length - 1; j >= from; j--) sum += d.p[j]!;
  return Math.min(1, sum);
}

function assertExactCount(n: unknown): asserts n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new RuleError('dice/bad-count', ruleMessages.badDiceCount(String(n)));
  }
  if (n > MAX_EXACT_DICE) {
    throw new RuleError('dice/too-many', ruleMessages.oddsTooLarge(MAX_EXACT_DICE, n));
  }
}

/**
 * P(S = s) = C(n+s-1, s) (5/6)^n (1/6)^s by the ratio recurrence
 * P(s+1) = P(s) · (n+s)/(s+1) · 1/6, generated past the mode until terms are negligible.
 * `beyond` bounds the mass of the terms not generated: past the mode the ratio only falls, so the
 * rest is at most a geometric series.
 */
function negativeBinomialTerms(n: number): { terms: number[]; beyond: number } {
  if (n === 0) return { terms: [1], beyond: 0 };
  const terms: number[] = [];
  let t = (5 / 6) ** n;
  for (let s = 0; ; s++) {
    terms.push(t);
    const ratio = (n + s) / (6 * (s + 1));
    const next = t * ratio;
    if (ratio < 1 && next < NEGLIGIBLE_TERM) {
      return { terms, beyond: (t * ratio) / (1 - ratio) };
    }
    t = next;
  }
}

/** P(B = b) = C(n, b) q^b (1-q)^(n-b), b = 0..n, by the ratio recurrence. */
function binomialTerms(n: number, q: number): number[] {
  const terms = new Array<number>(n + 1);
  let t = (1 - q) ** n;
  const odds = q / (1 - q);
  for (let b = 0; b <= n; b++) {
    terms[b] = t;
    t = (t * (n - b) * odds) / (b + 1);
  }
  return terms;
}

/**
 * Cuts `mass` at the first k whose remaining tail (plus `beyond`, mass never listed) is below
 * TAIL_LIMIT and reports that tail. Tails are summed from the top, smallest terms first.
 */
function truncate(mass: readonly number[], beyond: number): Distribution {
  let tail = beyond;
  let last = mass.length - 1;
  while (last > 0 && tail + mass[last]! < TAIL_LIMIT) {
    tail += mass[last]!;
    last--;
  }
  const p = mass.slice(0, last + 1);
  let mean = 0;
  for (let k = p.length - 1; k >= 1; k--) mean += k * p[k]!;
  return { p, tail, mean };
}
