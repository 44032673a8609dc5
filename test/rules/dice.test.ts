import { describe, expect, it } from 'vitest';
import {
  cryptoSource,
  formatFaces,
  MAX_DICE,
  parseFaces,
  rollIn,
  rollKeepHigh,
  RuleError,
  scriptedDice,
  seededSource,
} from '../../src/rules';

describe('rollIn', () => {
  it.each([
    ['R8.3 Shred', 10, [6, 6, 5, 5, 4, 3, 3, 2, 2, 1, 5, 5], [6, 6, 5, 5, 5, 5, 4], 12],
    ['Jack', 6, [6, 4, 3, 2, 2, 1, 1], [6, 4], 7],
    ['a chain of sixes', 1, [6, 6, 6, 2], [6, 6, 6], 4],
    ['all low', 3, [1, 2, 3], [], 3],
    ['nothing', 0, [], [], 0],
  ])('GIVEN R1.2 %s THEN the pool and roll count match', (_name, n, faces, pool, rolled) => {
    const r = rollIn(n, scriptedDice(faces));
    expect(r.pool).toEqual(pool);
    expect(r.rolled).toEqual(faces);
    expect(r.rolled.length).toBe(rolled);
  });

  it('GIVEN R1.2 two sixes in a batch THEN both extras are rolled before their own extras', () => {
    // 2 dice: 6 6 → extras 6 1 → extra 4
    const r = rollIn(2, scriptedDice([6, 6, 6, 1, 4]));
    expect(r.pool).toEqual([6, 6, 6, 4]);
  });

  it('GIVEN R1.2 more than 10,000 dice asked THEN refused', () => {
    expect(() => rollIn(MAX_DICE + 1, seededSource(1))).toThrow(expect.objectContaining({ code: 'dice/too-many' }));
  });

  it('GIVEN R14.2 a negative or fractional count THEN refused', () => {
    expect(() => rollIn(-1, seededSource(1))).toThrow(expect.objectContaining({ code: 'dice/bad-count' }));
    expect(() => rollIn(1.5, seededSource(1))).toThrow(expect.objectContaining({ code: 'dice/bad-count' }));
  });

  it('GIVEN R1.2 a source that always rolls 6 THEN roll-in stops at 10,000 dice', () => {
    const r = rollIn(10, { die: () => 6 });
    expect(r.rolled.length).toBe(MAX_DICE);
    expect(r.capped).toBe(true);
  });

  it('GIVEN a source producing a non-face THEN a rule error, not a bad pool', () => {
    expect(() => rollIn(1, { die: () => 7 })).toThrow(RuleError);
  });
});

describe('rollKeepHigh', () => {
  it('GIVEN R2.4 resist dice THEN 4+ are kept without roll-in', () => {
    expect(rollKeepHigh(3, scriptedDice([6, 3, 4]))).toEqual({ rolled: [6, 3, 4], kept: [6, 4] });
  });
});

describe('parseFaces / formatFaces', () => {
  it.each([
    ['6 5 5', [6, 5, 5]],
    ['655', [6, 5, 5]],
    ['6,5,5', [6, 5, 5]],
    ['5, 6 , 4', [6, 5, 4]],
    ['', []],
  ])('GIVEN %j THEN %j', (text, faces) => {
    expect(parseFaces(text)).toEqual(faces);
  });
  it.each(['abc', '7', '0', '6 x 5', '6; drop table'])('GIVEN %j THEN a clear refusal', (text) => {
    expect(() => parseFaces(text)).toThrow(RuleError);
  });
  it('GIVEN faces THEN formatted high to low or "empty"', () => {
    expect(formatFaces([4, 6, 5, 6])).toBe('6 6 5 4');
    expect(formatFaces([])).toBe('empty');
  });
});

describe('random sources (R1.1)', () => {
  it('GIVEN the same seed THEN the same faces', () => {
    const a = seededSource(42);
    const b = seededSource(42);
    const xs = Array.from({ length: 50 }, () => a.die(6));
    expect(Array.from({ length: 50 }, () => b.die(6))).toEqual(xs);
  });

  it.each([
    ['seeded', () => seededSource(7)],
    ['crypto', () => cryptoSource()],
  ])('GIVEN the %s source THEN 60,000 d6 are uniform within a chi-square bound', (_name, make) => {
    const source = make();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const f = source.die(6);
      expect(f >= 1 && f <= 6 && Number.isInteger(f)).toBe(true);
      counts[f - 1]!++;
    }
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    // 5 degrees of freedom: P(chi² > 30) ≈ 1.5e-5.
    expect(chi).toBeLessThan(30);
  });

  it('GIVEN a scripted source that runs out THEN dice/script-exhausted', () => {
    const s = scriptedDice([4]);
    s.die(6);
    expect(() => s.die(6)).toThrow(expect.objectContaining({ code: 'dice/script-exhausted' }));
  });
});
