import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  CHART_COLOURS,
  type DistributionChartOptions,
  chartLayout,
  renderDistributionChart,
} from '../../src/chart/bar-chart';
import { CHART_FONT_FAMILY } from '../../src/chart/chart-font';
import { type Decoded, SIGNATURE, decodePng, readChunks } from './decode-png';

const values = [0.016, 0.078, 0.176, 0.237, 0.217, 0.146, 0.077, 0.034, 0.013, 0.004, 0.002];
const options: DistributionChartOptions = {
  title: 'Pool size after rolling in 6 dice',
  subtitle: 'Average 3.6, most likely 3',
  xTitle: 'dice kept in the pool',
  bars: values.map((value, i) => ({ label: String(i), value })),
  highlight: 3,
};

/** How many pixels of exactly `colour` stand one above the other in column x, up from row `from`. */
function runUp(d: Decoded, x: number, from: number, colour: number): number {
  let n = 0;
  while (from - n >= 0 && d.pixel(x, from - n) === colour) n++;
  return n;
}

/** The distinct colours in a rectangle. */
function coloursIn(d: Decoded, x0: number, y0: number, x1: number, y1: number): Set<number> {
  const seen = new Set<number>();
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) seen.add(d.pixel(x, y));
  return seen;
}

describe('renderDistributionChart', () => {
  const png = renderDistributionChart(options);
  const d = decodePng(png);
  const layout = chartLayout(options);
  const { plot } = layout;

  it('GIVEN a distribution THEN it is a real PNG: signature, valid CRCs, 640×360, IHDR first and IEND last', () => {
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const chunks = readChunks(png);
    for (const c of chunks) expect(c.crc, c.type).toBe(c.expectedCrc);
    expect(chunks[0]!.type).toBe('IHDR');
    expect(chunks.at(-1)!.type).toBe('IEND');
    expect([d.width, d.height]).toEqual([640, 360]);
    expect(png.length).toBeLessThan(100_000);
  });

  it('GIVEN a requested size THEN the image has it', () => {
    const small = decodePng(renderDistributionChart({ ...options, width: 400, height: 250 }));
    expect([small.width, small.height]).toEqual([400, 250]);
  });

  it('GIVEN the values THEN each bar, sampled down its middle, is as tall as its value on the axis', () => {
    const plotHeight = plot.bottom - plot.top;
    layout.bars.forEach((box, i) => {
      const colour = i === options.highlight ? CHART_COLOURS.highlight : CHART_COLOURS.bar;
      const measured = runUp(d, Math.round(box.centre), plot.bottom - 1, colour);
      expect(Math.abs(measured - (plotHeight * values[i]!) / layout.axisMax), `bar ${i}`).toBeLessThanOrEqual(1);
    });
    // Over and under a bar is no bar colour: it stands on the axis and stops at its value.
    const tall = layout.bars[4]!;
    expect(d.pixel(Math.round(tall.centre), tall.top - 1)).not.toBe(CHART_COLOURS.bar);
    expect(d.pixel(Math.round(tall.centre), tall.top)).toBe(CHART_COLOURS.bar);
    expect(d.pixel(Math.round(tall.centre), plot.bottom)).toBe(CHART_COLOURS.axis);
  });

  it('GIVEN a highlighted bar THEN it alone is drawn in the highlight colour', () => {
    layout.bars.forEach((box, i) => {
      const expected = i === options.highlight ? CHART_COLOURS.highlight : CHART_COLOURS.bar;
      expect(d.pixel(Math.round(box.centre), box.baseline - 1), `bar ${i}`).toBe(expected);
    });
  });

  it('GIVEN a title, bar labels and a caption THEN they are drawn with antialiased text', () => {
    // Antialiased glyphs blend into the background: many shades, not two colours.
    const title = coloursIn(d, 16, 16, 330, 40);
    expect(title.has(CHART_COLOURS.text)).toBe(true);
    expect(title.size).toBeGreaterThan(20);
    const labels = coloursIn(d, plot.left, plot.bottom + 4, plot.right, plot.bottom + 24);
    expect(labels.has(CHART_COLOURS.highlight)).toBe(true);
    expect(labels.size).toBeGreaterThan(20);
    const caption = coloursIn(d, plot.left, 360 - 36, plot.right, 360 - 10);
    expect(caption.size).toBeGreaterThan(10);
    // The bottom-right corner and the plot's empty top-right are plain background.
    expect(coloursIn(d, 630, 350, 640, 360)).toEqual(new Set([CHART_COLOURS.background]));
  });

  it('GIVEN the chart font THEN it is registered from the bundled package, not taken from the system', () => {
    expect(GlobalFonts.has(CHART_FONT_FAMILY)).toBe(true);
  });

  it('GIVEN values THEN the axis top is a round number at or above the largest value', () => {
    expect(layout.axisMax).toBeGreaterThanOrEqual(0.237);
    expect(layout.axisMax).toBeCloseTo(0.25, 10);
    expect(layout.axisStep).toBeCloseTo(0.05, 10);
    expect(chartLayout({ ...options, highlight: undefined, bars: [{ label: 'x', value: 0 }] }).axisMax).toBeGreaterThan(
      0,
    );
  });

  it('GIVEN many bars THEN labels thin out to round steps and value labels are dropped', () => {
    const bars = Array.from({ length: 90 }, (_, i) => ({ label: String(i), value: i }));
    const many = chartLayout({ title: 't', bars });
    expect([1, 2, 5, 10, 20]).toContain(many.labelEvery);
    expect(many.labelEvery).toBeGreaterThan(1);
    expect(many.valueLabels).toBe(false);
    expect(layout.labelEvery).toBe(1);
    expect(layout.valueLabels).toBe(true);
    expect(() => renderDistributionChart({ title: 't', bars, valueFormat: 'number' })).not.toThrow();
  });

  it('GIVEN bad input THEN it refuses', () => {
    expect(() => renderDistributionChart({ title: 't', bars: [] })).toThrow(RangeError);
    expect(() => renderDistributionChart({ title: 't', bars: [{ label: 'a', value: -1 }] })).toThrow(RangeError);
    expect(() => renderDistributionChart({ title: 't', bars: [{ label: 'a', value: Number.NaN }] })).toThrow(
      RangeError,
    );
    expect(() => renderDistributionChart({ ...options, highlight: 11 })).toThrow(RangeError);
    expect(() => renderDistributionChart({ ...options, width: 50 })).toThrow(RangeError);
  });

  it('GIVEN the same input twice THEN the bytes are identical (deterministic)', () => {
    expect(renderDistributionChart(options).equals(png)).toBe(true);
  });

  it('GIVEN a title too long for the width THEN it is cut short rather than drawn past the edge', () => {
    const long = decodePng(renderDistributionChart({ ...options, title: 'A very long title '.repeat(10) }));
    expect(coloursIn(long, 640 - 15, 0, 640, 45)).toEqual(new Set([CHART_COLOURS.background]));
  });
});
