import { describe, expect, it } from 'vitest';
import {
  CHART_COLOURS,
  type DistributionChartOptions,
  chartLayout,
  drawDistributionChart,
  renderDistributionChart,
} from '../../src/chart/bar-chart';
import { SIGNATURE, decodePng, readChunks } from './decode-png';

const options: DistributionChartOptions = {
  title: 'Pool size after rolling in 6 dice',
  subtitle: 'Average 3.6, most likely 3',
  xTitle: 'dice kept in the pool',
  bars: [0.016, 0.078, 0.176, 0.237, 0.217, 0.146, 0.077, 0.034, 0.013, 0.004, 0.002].map((value, i) => ({
    label: String(i),
    value,
  })),
  highlight: 3,
};

/** Pixels in column x, between the top of the plot and the axis, that are not background. */
function inkInColumn(d: ReturnType<typeof decodePng>, x: number, top: number, bottom: number): number {
  let n = 0;
  for (let y = top; y < bottom; y++) if (d.pixel(x, y) !== CHART_COLOURS.background) n++;
  return n;
}

describe('renderDistributionChart', () => {
  const png = renderDistributionChart(options);
  const d = decodePng(png);
  const layout = chartLayout(options);

  it('GIVEN a distribution THEN it is a real PNG: signature, valid CRCs, 640×360 RGBA', () => {
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    for (const c of readChunks(png)) expect(c.crc, c.type).toBe(c.expectedCrc);
    expect([d.width, d.height]).toEqual([640, 360]);
    expect(d.raw.length).toBe(360 * (1 + 640 * 4));
    expect(png.length).toBeLessThan(50_000);
  });

  it('GIVEN a requested size THEN IHDR has it', () => {
    const small = decodePng(renderDistributionChart({ ...options, width: 400, height: 250 }));
    expect([small.width, small.height]).toEqual([400, 250]);
    expect(small.raw.length).toBe(250 * (1 + 400 * 4));
  });

  it('GIVEN a tall and a short bar THEN the tall bar column has far more ink', () => {
    const tall = layout.bars[4]!; // 21.7%
    const short = layout.bars[0]!; // 1.6%
    const tallInk = inkInColumn(d, Math.round(tall.centre), layout.plot.top, layout.plot.bottom);
    const shortInk = inkInColumn(d, Math.round(short.centre), layout.plot.top, layout.plot.bottom);
    expect(tallInk).toBeGreaterThan(100);
    expect(shortInk).toBeLessThan(40);
    // The bar's own colour fills the column from its top to the axis.
    for (let y = tall.top; y < tall.baseline; y++) expect(d.pixel(Math.round(tall.centre), y)).toBe(CHART_COLOURS.bar);
    // Ratio of heights follows the ratio of values.
    expect((tall.baseline - tall.top) / (short.baseline - short.top)).toBeCloseTo(0.217 / 0.016, 0);
  });

  it('GIVEN a highlighted bar THEN it is drawn in the highlight colour and the others are not', () => {
    const h = layout.bars[3]!;
    expect(d.pixel(Math.round(h.centre), h.baseline - 2)).toBe(CHART_COLOURS.highlight);
    const other = layout.bars[2]!;
    expect(d.pixel(Math.round(other.centre), other.baseline - 2)).toBe(CHART_COLOURS.bar);
  });

  it('GIVEN a title THEN there is text ink in the title band and the bar labels band', () => {
    const img = drawDistributionChart(options);
    let titleInk = 0;
    for (let y = 16; y < 30; y++) for (let x = 16; x < 300; x++) if (img.pixel(x, y) === CHART_COLOURS.text) titleInk++;
    expect(titleInk).toBeGreaterThan(200);
    let labelInk = 0;
    for (let y = layout.plot.bottom + 8; y < layout.plot.bottom + 22; y++) {
      for (let x = layout.plot.left; x < layout.plot.right; x++) if (img.pixel(x, y) !== CHART_COLOURS.background) labelInk++;
    }
    expect(labelInk).toBeGreaterThan(100);
  });

  it('GIVEN values THEN the axis top is a round number at or above the largest value', () => {
    expect(layout.axisMax).toBeGreaterThanOrEqual(0.237);
    expect(layout.axisMax).toBeCloseTo(0.25, 10);
    expect(layout.axisStep).toBeCloseTo(0.05, 10);
    expect(chartLayout({ ...options, highlight: undefined, bars: [{ label: 'x', value: 0 }] }).axisMax).toBeGreaterThan(0);
  });

  it('GIVEN many bars THEN labels thin out to round steps and value labels are dropped', () => {
    const many = chartLayout({ title: 't', bars: Array.from({ length: 90 }, (_, i) => ({ label: String(i), value: i })) });
    expect([1, 2, 5, 10, 20]).toContain(many.labelEvery);
    expect(many.labelEvery).toBeGreaterThan(1);
    expect(many.valueLabels).toBe(false);
    expect(layout.labelEvery).toBe(1);
    expect(layout.valueLabels).toBe(true);
    expect(() => renderDistributionChart({ title: 't', bars: Array.from({ length: 90 }, (_, i) => ({ label: String(i), value: i })) })).not.toThrow();
  });

  it('GIVEN bad input THEN it refuses', () => {
    expect(() => renderDistributionChart({ title: 't', bars: [] })).toThrow(RangeError);
    expect(() => renderDistributionChart({ title: 't', bars: [{ label: 'a', value: -1 }] })).toThrow(RangeError);
    expect(() => renderDistributionChart({ title: 't', bars: [{ label: 'a', value: Number.NaN }] })).toThrow(RangeError);
    expect(() => renderDistributionChart({ ...options, highlight: 11 })).toThrow(RangeError);
    expect(() => renderDistributionChart({ ...options, width: 50 })).toThrow(RangeError);
  });

  it('GIVEN the same input twice THEN the bytes are identical (deterministic)', () => {
    expect(renderDistributionChart(options).equals(png)).toBe(true);
  });
});
