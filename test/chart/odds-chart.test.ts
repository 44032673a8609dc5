import { describe, expect, it } from 'vitest';
import { poolChartBars, renderPoolOddsChart, renderPushOddsChart } from '../../src/chart/odds-chart';
import { oddsSummary, poolSummary, pushSummary } from '../../src/chart/odds-text';
import { formatPercent } from '../../src/chart/format';
import { poolOdds, pushOdds } from '../../src/rules/odds';
import { SIGNATURE, decodePng, readChunks } from './decode-png';

function sum(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}

describe('poolChartBars', () => {
  it('GIVEN 6 dice THEN one bar per size 0..9, a "10+" bar, adding up to 1, the mode highlighted', () => {
    const { bars, highlight } = poolChartBars(poolOdds(6));
    expect(bars.map((b) => b.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(sum(bars.map((b) => b.value))).toBeCloseTo(1, 12);
    expect(bars[highlight]!.label).toBe('3');
  });

  it('GIVEN 60 dice THEN the rare low sizes fold into "≤a" and the high into "b+"', () => {
    const o = poolOdds(60);
    const { bars, highlight } = poolChartBars(o);
    expect(bars[0]!.label).toMatch(/^≤\d+$/);
    expect(bars.at(-1)!.label).toMatch(/^\d+\+$/);
    expect(bars[0]!.value).toBeLessThan(0.002);
    expect(bars.at(-1)!.value).toBeLessThan(0.002);
    expect(sum(bars.map((b) => b.value))).toBeCloseTo(1, 12);
    expect(bars[highlight]!.label).toBe(String(o.mostLikely));
    expect(bars.length).toBeLessThan(40);
  });

  it('GIVEN 0 and 1 die THEN the bars still cover everything', () => {
    expect(poolChartBars(poolOdds(0))).toEqual({ bars: [{ label: '0', value: 1 }], highlight: 0 });
    const one = poolChartBars(poolOdds(1));
    expect(one.bars[0]).toEqual({ label: '0', value: 0.5 });
    expect(sum(one.bars.map((b) => b.value))).toBeCloseTo(1, 12);
  });
});

describe('the /odds charts', () => {
  for (const [name, png] of [
    ['pool of 6', () => renderPoolOddsChart(poolOdds(6))],
    ['pool of 0', () => renderPoolOddsChart(poolOdds(0))],
    ['pool of 200', () => renderPoolOddsChart(poolOdds(200))],
    ['push 4 vs 4', () => renderPushOddsChart(pushOdds(4))],
    ['push 6 5 5 vs none', () => renderPushOddsChart(pushOdds(3, { actorFaces: [6, 5, 5], targetDice: 0 }))],
    ['risky push 8', () => renderPushOddsChart(pushOdds(8, { risky: true }))],
  ] as const) {
    it(`GIVEN ${name} THEN the chart is a valid 640×360 PNG`, () => {
      const bytes = png();
      expect([...bytes.subarray(0, 8)]).toEqual(SIGNATURE);
      for (const c of readChunks(bytes)) expect(c.crc).toBe(c.expectedCrc);
      const d = decodePng(bytes);
      expect([d.width, d.height]).toEqual([640, 360]);
    });
  }
});

describe('oddsSummary', () => {
  it('GIVEN 6 dice THEN it says the average, the mode and the 90% / 50% / 10% sizes in words', () => {
    const text = poolSummary(poolOdds(6));
    expect(text).toBe(
      'Rolling in 6 dice, you keep 3.6 on average, most often 3. 90% of the time you keep at least 2, ' +
        'half the time at least 3 and 1 time in 10 you keep 6 or more. The chance of keeping nothing is 1.6%.',
    );
  });

  it('GIVEN no dice THEN it says the pool is empty', () => {
    expect(poolSummary(poolOdds(0))).toBe('Rolling in no dice leaves an empty pool.');
  });

  it('GIVEN one die against one THEN a third each way', () => {
    expect(pushSummary(pushOdds(1))).toBe(
      'Pushing 1 die against 1 random pool die, you win the book 33% of the time. You win no book 67% of the time. ' +
        'On average you win 0.3 books and they win 0.3. You come out ahead 33%, behind 33% and level 33% of the time. ' +
        'Each random die counts as a 4, 5 or 6 with equal chances.',
    );
  });

  it('GIVEN known faces and a short target THEN it names the faces and the best case', () => {
    const text = pushSummary(pushOdds(3, { actorFaces: [5, 6, 5], targetDice: 1 }));
    expect(text).toContain('Pushing your 6 5 5 against 1 random pool die, you always win 2 books.');
    expect(pushSummary(pushOdds(1, { actorFaces: [4] }))).toContain('you cannot win any book');
  });

  it('GIVEN both parts THEN the pool comes first, then the push', () => {
    const text = oddsSummary({ pool: poolOdds(6), push: pushOdds(3) });
    expect(text.indexOf('Rolling in 6 dice')).toBe(0);
    expect(text).toContain(
      `Pushing 3 dice against 3 random pool dice, you win all 3 books ${formatPercent(pushOdds(3).actorAllK)} of the time.`,
    );
    expect(oddsSummary({})).toBe('');
  });
});

describe('formatPercent', () => {
  it('GIVEN probabilities THEN whole percents in the middle, a decimal near the ends, never a false 0 or 100', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0004)).toBe('under 0.1%');
    expect(formatPercent(0.9996)).toBe('over 99.9%');
    expect(formatPercent(0.016)).toBe('1.6%');
    expect(formatPercent(0.08)).toBe('8.0%');
    expect(formatPercent(0.0996)).toBe('10%');
    expect(formatPercent(0.4149)).toBe('41%');
    expect(formatPercent(0.994)).toBe('99.4%');
  });
});
