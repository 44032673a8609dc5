import { assertFaces, type Face, sortHighToLow } from './dice';
import { RuleError } from './errors';
import { resolveExchange, type UnmatchedRule } from './exchange';
import { poolSizeDistribution, sixesDistribution } from './probability';
import { ruleMessages } from './messages';

/**
 * Exact odds behind `/odds` (computed by enumeration or from closed forms, never sampled).
 *
 * - `poolOdds(n)`: the pool size after rolling in n dice (R1.2), with its summary numbers.
 * - `pushOdds(k, options)`: the books each side wins in one standard exchange (R5.4) when both
 *   sides push k dice (or the target fewer, R5.2), every exchange resolved by `resolveExchange`.
 * - `poolDieFaceOdds(n)`: the face of one die picked at random from a real pool of n dice, used
 *   to measure how far the pushOdds model is from a small pool (see below).
 *
 * Pure: no I/O, no randomness, no clock, no global state.
 */

// ─── Pool size ──────────────────────────────────────────────────────────────────────────────────

export interface PoolOdds {
  /** The dice rolled in (R1.2). */
  dice: number;
  /** p[s] = P(pool size = s), s = 0..p.length-1. */
  p: number[];
  /** Mass beyond the last listed size (below 1e-17; see probability.ts). */
  tail: number;
  /** E[size] (= 3n/5). */
  mean: number;
  /** Standard deviation of the size. */
  sd: number;
  /** The most likely size (the smallest one if two tie). */
  mostLikely: number;
  /** atLeast[s] = P(size ≥ s), s = 0..p.length-1; atLeast[0] = 1. Includes the tail. */
  atLeast: number[];
}

/** R1.2: the exact distribution of the pool size after rolling in n dice (0 ≤ n ≤ 200). */
export function poolOdds(n: number): PoolOdds {
  const d = poolSizeDistribution(n);
  const p = d.p;
  const atLeast = new Array<number>(p.length).fill(0);
  // Summed from the top, smallest terms first, so small tail probabilities keep their precision.
  let sum = d.tail;
  for (let s = p.length - 1; s >= 0; s--) {
    sum += p[s]!;
    atLeast[s] = Math.min(1, sum);
  }
  atLeast[0] = 1;
  let mostLikely = 0;
  for (let s = 1; s < p.length; s++) if (p[s]! > p[mostLikely]!) mostLikely = s;
  let variance = 0;
  for (let s = 0; s < p.length; s++) variance += p[s]! * (s - d.mean) ** 2;
  return { dice: n, p: [...p], tail: d.tail, mean: d.mean, sd: Math.sqrt(variance), mostLikely, atLeast };
}

/**
 * The largest size s with P(size ≥ s) ≥ chance: "with this chance you keep at least s dice".
 * `chance` is a probability in (0, 1].
 */
export function sizeKeptWithChance(odds: PoolOdds, chance: number): number {
  if (typeof chance !== 'number' || !(chance > 0 && chance <= 1)) {
    throw new RuleError('dice/bad-count', ruleMessages.badChance(String(chance)));
  }
  let best = 0;
  // A hair of slack so that exactly-representable answers (like P = 1/2) are not lost to rounding.
  for (let s = 0; s < odds.atLeast.length; s++) if (odds.atLeast[s]! >= chance - 1e-12) best = s;
  return best;
}

// ─── The face of a pool die ─────────────────────────────────────────────────────────────────────

export interface FaceOdds {
  four: number;
  five: number;
  six: number;
}

/**
 * The pushOdds model's face distribution: every pool die is a 4, 5 or 6 with probability 1/3 each.
 *
 * Why 1/3: a roll-in of N dice leaves S sixes and B fours-and-fives (probability.ts), with
 * E[S] = N/5 and E[B] = 2N/5, and by symmetry a surviving non-6 is a 4 or a 5 equally often.
 * So among all the dice that survive roll-in, the share of 6s is E[S]/E[K] = (N/5)/(3N/5) = 1/3,
 * and 4s and 5s take 1/3 each. That share is the same for every N.
 *
 * What it is not: the face of a die taken from one particular pool. Conditional on the pool, the
 * faces are neither uniform nor independent: a pool that came out large has more 6s (sixes are
 * what make pools grow), so the chance that a random die from one pool of N dice is a 6,
 * E[S/K | K ≥ 1] (see `poolDieFaceOdds`), is below 1/3 for small N (0.27 for N = 1, 0.30 for
 * N = 6, 0.31 for N = 10) and tends to 1/3 as N grows.
 */
export const POOL_DIE_FACE_ODDS: Readonly<FaceOdds> = Object.freeze({ four: 1 / 3, five: 1 / 3, six: 1 / 3 });

/**
 * Exact face distribution of one die picked uniformly at random from the pool left by rolling in
 * n dice, given that the pool is not empty: P(6) = E[S/K | K ≥ 1], P(5) = P(4) = E[B/(2K) | K ≥ 1],
 * with S (sixes) and B (fours and fives) independent as in probability.ts. 1 ≤ n ≤ 200.
 */
export function poolDieFaceOdds(n: number): FaceOdds {
  if (n === 0) {
    throw new RuleError('dice/bad-count', ruleMessages.emptyPoolNoPick);
  }
  const sixes = sixesDistribution(n).p; // validates n
  const fourFive = binomial(n, 2 / 5);
  let six = 0;
  let other = 0;
  let nonEmpty = 0;
  for (let s = 0; s < sixes.length; s++) {
    for (let b = 0; b < fourFive.length; b++) {
      if (s + b === 0) continue;
      const pr = sixes[s]! * fourFive[b]!;
      six += (pr * s) / (s + b);
      other += (pr * b) / (s + b);
      nonEmpty += pr;
    }
  }
  return { four: other / (2 * nonEmpty), five: other / (2 * nonEmpty), six: six / nonEmpty };
}

function binomial(n: number, q: number): number[] {
  const terms: number[] = [];
  let t = (1 - q) ** n;
  for (let b = 0; b <= n; b++) {
    terms.push(t);
    t = (t * (n - b) * q) / ((b + 1) * (1 - q));
  }
  return terms;
}

// ─── Pushing k dice ─────────────────────────────────────────────────────────────────────────────

/** The most dice per side pushOdds enumerates. */
export const MAX_PUSH_ODDS_DICE = 8;

export interface PushOddsOptions {
  /** Dice the target pushes, 0..k (R5.2: a short pool pushes all it has). Default k. */
  targetDice?: number;
  /**
   * "My pool": the exact faces the actor pushes (k of them, each 4, 5 or 6). Without it the
   * actor's k dice are random pool dice like the target's.
   */
  actorFaces?: readonly Face[];
  /** R5.4 house rule for unmatched dice. Default 'pair'. */
  unmatched?: UnmatchedRule;
  /** R5.5 risky exchange. Default false. */
  risky?: boolean;
}

export interface PushOdds {
  /** Dice the actor pushes. */
  k: number;
  /** Dice the target pushes (≤ k). */
  targetDice: number;
  /** The actor's known faces, high to low, or null when they are random pool dice. */
  actorFaces: Face[] | null;
  risky: boolean;
  unmatched: UnmatchedRule;
  /**
   * The number of equally likely outcomes enumerated: 3^(random dice), every random die showing
   * 4, 5 or 6. Each probability below is an exact count of outcomes divided by this number.
   */
  outcomes: number;
  /** jointCount[a][b]: outcomes in which the actor wins a books and the target b (a, b = 0..k). */
  jointCount: number[][];
  /** joint[a][b] = P(actor books = a, target books = b) = jointCount[a][b] / outcomes. */
  joint: number[][];
  /** actor[a] = P(actor books = a), a = 0..k. */
  actor: number[];
  /** target[b] = P(target books = b), b = 0..k. */
  target: number[];
  /** P(actor books = k): the actor wins as many books as it pushed dice. */
  actorAllK: number;
  actorMean: number;
  targetMean: number;
  /** P(actor books > target books), P(actor books < target books), P(equal). */
  actorAhead: number;
  targetAhead: number;
  even: number;
}

/**
 * Exact distribution of the books won in one exchange (R5.4 default `trailing-tie: discard`;
 * `unmatched` and `risky` as given) when the actor pushes k dice and the target pushes
 * `targetDice` (default k).
 *
 * Model, precisely: every pushed die that is not given in `actorFaces` is an independent draw
 * that shows 4, 5 or 6 with probability 1/3 each (`POOL_DIE_FACE_ODDS`: the share of each face
 * among all dice that survive roll-in). It describes pushing dice picked blindly from a pool
 * about which nothing else is known, not a player choosing which dice to push; and it is not
 * exact for a die taken from one particular small pool (see `POOL_DIE_FACE_ODDS`).
 * `trailing-tie: war` is not offered: its outcome depends on dice beyond the push.
 *
 * Method: exchange resolution only depends on the multiset of each side's faces, so every side
 * is enumerated as multisets (c4, c5, c6) with multinomial weights (45 per side for k = 8), and
 * every pair of multisets goes through the real `resolveExchange`. Counts are integers below
 * 3^16, so they are exact in double precision.
 */
export function pushOdds(k: number, options: PushOddsOptions = {}): PushOdds {
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1) {
    throw new RuleError('dice/bad-count', ruleMessages.badPushCount(String(k)));
  }
  if (k > MAX_PUSH_ODDS_DICE) {
    throw new RuleError('dice/too-many', ruleMessages.exchangeOddsTooLarge(MAX_PUSH_ODDS_DICE, k));
  }
  const m = options.targetDice ?? k;
  if (typeof m !== 'number' || !Number.isInteger(m) || m < 0 || m > k) {
    throw new RuleError('dice/bad-count', ruleMessages.badTargetPush(k, String(m)));
  }
  const unmatched: UnmatchedRule = options.unmatched ?? 'pair';
  if (unmatched !== 'pair' && unmatched !== 'reroll') {
    throw new RuleError('dice/bad-count', ruleMessages.badUnmatchedChoice(String(unmatched)));
  }
  const risky = options.risky === true;

  let actorFaces: Face[] | null = null;
  if (options.actorFaces !== undefined) {
    const faces = assertFaces(options.actorFaces, 'a pushed die');
    if (faces.length !== k) {
      throw new RuleError('dice/bad-count', ruleMessages.actorFacesCountWrong(k, faces.length));
    }
    for (const f of faces) {
      if (f < 4) {
        throw new RuleError('dice/bad-face', ruleMessages.notAPoolFace(f));
      }
    }
    actorFaces = sortHighToLow(faces);
  }

  const actorSides: WeightedFaces[] = actorFaces === null ? multisets(k) : [{ faces: actorFaces, weight: 1 }];
  const targetSides = multisets(m);
  const outcomes = 3 ** ((actorFaces === null ? k : 0) + m);

  const jointCount: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(k + 1).fill(0));
  for (const a of actorSides) {
    for (const t of targetSides) {
      const r = resolveExchange(a.faces, t.faces, { risky, unmatched, trailingTie: 'discard' });
      const row = jointCount[r.actorBooks];
      if (row === undefined || r.targetBooks > k) {
        // Books come from the other side's captured dice or pairs of one's own: never more than k.
        throw new Error(`pushOdds: ${r.actorBooks}/${r.targetBooks} books out of ${k} dice`);
      }
      row[r.targetBooks]! += a.weight * t.weight;
    }
  }

  const joint = jointCount.map((row) => row.map((c) => c / outcomes));
  const actorCount = new Array<number>(k + 1).fill(0);
  const targetCount = new Array<number>(k + 1).fill(0);
  let aheadCount = 0;
  let behindCount = 0;
  let evenCount = 0;
  let actorBooks = 0;
  let targetBooks = 0;
  for (let a = 0; a <= k; a++) {
    for (let b = 0; b <= k; b++) {
      const c = jointCount[a]![b]!;
      actorCount[a]! += c;
      targetCount[b]! += c;
      actorBooks += a * c;
      targetBooks += b * c;
      if (a > b) aheadCount += c;
      else if (a < b) behindCount += c;
      else evenCount += c;
    }
  }
  const actor = actorCount.map((c) => c / outcomes);
  return {
    k,
    targetDice: m,
    actorFaces,
    risky,
    unmatched,
    outcomes,
    jointCount,
    joint,
    actor,
    target: targetCount.map((c) => c / outcomes),
    actorAllK: actor[k]!,
    actorMean: actorBooks / outcomes,
    targetMean: targetBooks / outcomes,
    actorAhead: aheadCount / outcomes,
    targetAhead: behindCount / outcomes,
    even: evenCount / outcomes,
  };
}

interface WeightedFaces {
  faces: Face[];
  /** How many ordered rolls of the dice give this multiset: n! / (c4! c5! c6!). */
  weight: number;
}

/** Every multiset of n faces from {4, 5, 6}, high to low, with its multinomial weight. */
function multisets(n: number): WeightedFaces[] {
  const out: WeightedFaces[] = [];
  for (let c6 = n; c6 >= 0; c6--) {
    for (let c5 = n - c6; c5 >= 0; c5--) {
      const c4 = n - c6 - c5;
      const faces: Face[] = [
        ...new Array<Face>(c6).fill(6),
        ...new Array<Face>(c5).fill(5),
        ...new Array<Face>(c4).fill(4),
      ];
      out.push({ faces, weight: factorial(n) / (factorial(c4) * factorial(c5) * factorial(c6)) });
    }
  }
  return out;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
