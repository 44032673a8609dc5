import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DICE, poolSizeDistribution, rollIn, RuleError, scriptedDice, seededSource } from '../../src/rules';
import {
  BYTE_LIMIT,
  byteFace,
  countsToPool,
  cryptoBytes,
  facesToBytes,
  rollInCounts,
  type RollInCounts,
  scriptedBytes,
  seededBytes,
} from '../../bench/fast-roll';

/** What `rollIn` says for the same faces, as counts. */
function viaRollIn(n: number, faces: readonly number[]): RollInCounts {
  const r = rollIn(n, scriptedDice(faces));
  const count = (f: number) => r.pool.filter((x) => x === f).length;
  return { fours: count(4), fives: count(5), sixes: count(6), rolled: r.rolled.length, capped: r.capped };
}

/** Chi-square statistic of observed counts against exact probabilities, bins with < 5 expected merged into the last. */
function chiSquare(observed: readonly number[], p: readonly number[], total: number): { stat: number; df: number } {
  const bins: { o: number; e: number }[] = [];
  let carry = { o: 0, e: 0 };
  for (let k = 0; k < Math.max(observed.length, p.length); k++) {
    carry = { o: carry.o + (observed[k] ?? 0), e: carry.e + (p[k] ?? 0) * total };
    if (carry.e >= 5) {
      bins.push(carry);
      carry = { o: 0, e: 0 };
    }
  }
  if (bins.length > 0) {
    const last = bins[bins.length - 1]!;
    last.o += carry.o;
    last.e += carry.e;
  }
  return { stat: bins.reduce((s, b) => s + (b.o - b.e) ** 2 / b.e, 0), df: bins.length - 1 };
}

/** The 0.999 quantile of chi-square (Wilson–Hilferty): a seeded sample above it means a wrong distribution. */
const chiCritical = (df: number) => df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3;

describe('byteFace', () => {
  it('GIVEN every byte THEN bytes 0–251 give each face exactly 42 times and 252–255 are rejected', () => {
    const tally = [0, 0, 0, 0, 0, 0, 0];
    let rejected = 0;
    for (let b = 0; b < 256; b++) {
      const f = byteFace(b);
      if (f === null) rejected++;
      else tally[f]!++;
    }
    expect(tally.slice(1)).toEqual([42, 42, 42, 42, 42, 42]);
    expect(rejected).toBe(256 - BYTE_LIMIT);
  });

  it.each([-1, 256, 1.5, Number.NaN])('GIVEN %s THEN it is refused as not a byte', (b) => {
    expect(() => byteFace(b)).toThrow(RuleError);
  });
});

describe('rollInCounts', () => {
  const cases: { name: string; n: number; faces: number[] }[] = [
    { name: 'no dice', n: 0, faces: [] },
    { name: 'no sixes', n: 4, faces: [1, 2, 4, 5] },
    { name: 'a six rolls in once', n: 3, faces: [6, 3, 4, 2] },
    { name: 'sixes roll in recursively (R1.2)', n: 2, faces: [6, 6, 6, 1, 6, 5] },
    {
      name: 'the seed example: GM 20 dice',
      n: 20,
      faces: [6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 6, 5, 4],
    },
  ];
  it.each(cases)(
    'GIVEN scripted bytes for $name THEN the counts are those of rollIn on the same faces',
    ({ n, faces }) => {
      expect(rollInCounts(n, scriptedBytes(facesToBytes(faces)))).toEqual(viaRollIn(n, faces));
    },
  );

  it('GIVEN rejected bytes between the faces THEN they are skipped and never count as a die', () => {
    // 255 and 252 are rejected; 5 → 6 rolls in one more; 3 → 4.
    const bytes = scriptedBytes([255, 5, 252, 253, 3]);
    expect(rollInCounts(1, bytes)).toEqual({ fours: 1, fives: 0, sixes: 1, rolled: 2, capped: false });
    expect(bytes.remaining()).toBe(0);
  });

  it('GIVEN bytes 6 apart THEN they stand for the same face (byte % 6 + 1)', () => {
    expect(rollInCounts(3, scriptedBytes([3, 9, 249]))).toEqual({
      fours: 3,
      fives: 0,
      sixes: 0,
      rolled: 3,
      capped: false,
    });
    expect(rollInCounts(2, scriptedBytes([4, 250]))).toEqual({
      fours: 0,
      fives: 2,
      sixes: 0,
      rolled: 2,
      capped: false,
    });
  });

  it('GIVEN any faces with rejected bytes sprinkled in THEN it agrees with rollIn (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 700 }),
        fc.array(fc.integer({ min: BYTE_LIMIT, max: 255 }), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (n, faces, rejects, at) => {
          const bytes = facesToBytes(faces);
          rejects.forEach((r, i) => bytes.splice((at[i] ?? 0) % (bytes.length + 1), 0, r));
          const outcome = (run: () => RollInCounts) => {
            try {
              return run();
            } catch (err) {
              return (err as RuleError).code;
            }
          };
          const expected = outcome(() => viaRollIn(n, faces));
          expect(outcome(() => rollInCounts(n, scriptedBytes(bytes)))).toEqual(expected);
        },
      ),
      { seed: 2140, numRuns: 300 },
    );
  });

  it('GIVEN more bytes than one chunk THEN the counts are still exact (chunks of 127)', () => {
    const faces = Array.from({ length: 1000 }, (_, i) => (i % 5) + 1); // no sixes: 200 each of 1–5
    expect(rollInCounts(1000, scriptedBytes(facesToBytes(faces)))).toEqual({
      fours: 200,
      fives: 200,
      sixes: 0,
      rolled: 1000,
      capped: false,
    });
  });

  it('GIVEN only sixes THEN roll-in stops at the 10,000-dice cap, as rollIn does (R1.2, R14.2)', () => {
    const sixes = new Array<number>(MAX_DICE + 10).fill(6);
    for (const n of [1, 9_999, MAX_DICE]) {
      const c = rollInCounts(n, scriptedBytes(facesToBytes(sixes)));
      expect(c).toEqual({ fours: 0, fives: 0, sixes: MAX_DICE, rolled: MAX_DICE, capped: true });
      expect(c).toEqual(viaRollIn(n, sixes));
    }
    const justUnder = [...new Array<number>(MAX_DICE - 1).fill(6), 1];
    // Exactly 10,000 dice whose last one is not a 6: nothing was cut off, so not capped.
    expect(rollInCounts(1, scriptedBytes(facesToBytes(justUnder)))).toEqual({
      fours: 0,
      fives: 0,
      sixes: MAX_DICE - 1,
      rolled: MAX_DICE,
      capped: false,
    });
    expect(viaRollIn(1, justUnder).capped).toBe(false);
  });

  it.each([
    [-1, 'dice/bad-count'],
    [1.5, 'dice/bad-count'],
    [Number.NaN, 'dice/bad-count'],
    [Number.POSITIVE_INFINITY, 'dice/bad-count'],
    ['12', 'dice/bad-count'],
    [MAX_DICE + 1, 'dice/too-many'],
    [1e300, 'dice/too-many'],
  ])('GIVEN n = %s THEN it is refused with %s and no byte is read', (n, code) => {
    const bytes = scriptedBytes([0, 1, 2]);
    expect(() => rollInCounts(n as number, bytes)).toThrow(expect.objectContaining({ name: 'RuleError', code }));
    expect(bytes.remaining()).toBe(3);
  });

  it('GIVEN scripted bytes that run out THEN it refuses with dice/script-exhausted', () => {
    expect(() => rollInCounts(3, scriptedBytes(facesToBytes([4, 5])))).toThrow(
      expect.objectContaining({ code: 'dice/script-exhausted' }),
    );
    expect(() => rollInCounts(1, scriptedBytes([]))).toThrow(
      expect.objectContaining({ code: 'dice/script-exhausted' }),
    );
    expect(() => rollInCounts(1, scriptedBytes([252]))).toThrow(
      expect.objectContaining({ code: 'dice/script-exhausted' }),
    );
  });

  it('GIVEN a seeded source THEN pool sizes follow the exact distribution of R1.2, like rollIn', () => {
    const n = 12;
    const trials = 20_000;
    const exact = poolSizeDistribution(n);
    const fastSizes: number[] = [];
    const slowSizes: number[] = [];
    const bytes = seededBytes(7);
    const dice = seededSource(7);
    let sixes = 0;
    let fours = 0;
    let fives = 0;
    for (let i = 0; i < trials; i++) {
      const c = rollInCounts(n, bytes);
      fastSizes[c.fours + c.fives + c.sixes] = (fastSizes[c.fours + c.fives + c.sixes] ?? 0) + 1;
      sixes += c.sixes;
      fours += c.fours;
      fives += c.fives;
      const k = rollIn(n, dice).pool.length;
      slowSizes[k] = (slowSizes[k] ?? 0) + 1;
    }
    for (const sizes of [fastSizes, slowSizes]) {
      const { stat, df } = chiSquare(
        Array.from(sizes, (v) => v ?? 0),
        exact.p,
        trials,
      );
      expect(stat, `chi-square ${stat.toFixed(1)} on ${df} df`).toBeLessThan(chiCritical(df));
    }
    // E[sixes] = N/5 and E[4s] = E[5s] = N/5 (R1.2): each is a third of the pool on average.
    const mean = (sixes + fours + fives) / trials;
    expect(Math.abs(mean - exact.mean)).toBeLessThan(0.05);
    expect(Math.abs(sixes / trials - n / 5)).toBeLessThan(0.03);
    expect(Math.abs(fours / trials - n / 5)).toBeLessThan(0.03);
    expect(Math.abs(fives / trials - n / 5)).toBeLessThan(0.03);
  });

  it('GIVEN the same seed twice THEN the same counts (deterministic)', () => {
    const a = seededBytes(99);
    const b = seededBytes(99, 16);
    for (let i = 0; i < 200; i++) expect(rollInCounts(i % 40, a)).toEqual(rollInCounts(i % 40, b));
  });
});

describe('cryptoBytes', () => {
  it('GIVEN the production source THEN it refills from Web Crypto across many buffers and counts stay plausible', () => {
    const bytes = cryptoBytes(64);
    let pool = 0;
    let rolled = 0;
    for (let i = 0; i < 5_000; i++) {
      const c = rollInCounts(12, bytes);
      expect(c.capped).toBe(false);
      pool += c.fours + c.fives + c.sixes;
      rolled += c.rolled;
    }
    // E[pool] = 7.2, E[rolled] = 14.4 per roll; sd of the mean over 5,000 rolls is about 0.03.
    expect(pool / 5_000).toBeGreaterThan(7.0);
    expect(pool / 5_000).toBeLessThan(7.4);
    expect(rolled / 5_000).toBeGreaterThan(14.1);
    expect(rolled / 5_000).toBeLessThan(14.7);
  });

  it.each([0, -1, 65_537, 1.5])('GIVEN a buffer of %s bytes THEN it is refused', (size) => {
    expect(() => cryptoBytes(size)).toThrow(RuleError);
  });
});

describe('countsToPool', () => {
  it('GIVEN counts THEN the pool is high to low', () => {
    expect(countsToPool({ fours: 2, fives: 1, sixes: 3 })).toEqual([6, 6, 6, 5, 4, 4]);
    expect(countsToPool({ fours: 0, fives: 0, sixes: 0 })).toEqual([]);
  });
});
