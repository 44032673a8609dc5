import { CELL_HEIGHT, GLYPH_HEIGHT, drawText, fitText, textWidth } from './font';
import { formatNumber, formatPercentShort } from './format';
import { encodePng } from './png';
import { type Colour, Raster } from './raster';

/**
 * Bar charts of a distribution, rendered in-process to a PNG (no browser, no native code):
 * a title, an optional subtitle, a y axis with gridlines, one bar per value with its label under
 * it, value labels over the bars where they fit, and one bar optionally highlighted.
 */

export interface ChartBar {
  label: string;
  value: number;
}

export interface DistributionChartOptions {
  title: string;
  bars: readonly ChartBar[];
  /** Index of a bar to draw in the highlight colour (and always label with its value). */
  highlight?: number;
  /** A second, smaller line under the title. */
  subtitle?: string;
  /** A caption under the bar labels, e.g. "dice in the pool". */
  xTitle?: string;
  /** 'percent' (default: values are probabilities 0..1) or 'number'. */
  valueFormat?: 'percent' | 'number';
  /** Pixels; default 640 × 360. */
  width?: number;
  height?: number;
}

export const CHART_COLOURS = {
  background: 0xffffff,
  text: 0x1f2328,
  muted: 0x57606a,
  axis: 0x57606a,
  grid: 0xe4e7eb,
  bar: 0x3b6ea8,
  highlight: 0xd9730d,
} as const satisfies Record<string, Colour>;

export const DEFAULT_CHART_WIDTH = 640;
export const DEFAULT_CHART_HEIGHT = 360;
const MAX_SIDE = 4096;
const MAX_BARS = 400;

const TITLE_SCALE = 2;
const LABEL_SCALE = 2;
const CAPTION_SCALE = 2;
const SMALL_SCALE = 1;
const PAD = 16;

export interface BarBox {
  /** Left edge and width of the bar, in pixels. */
  x: number;
  width: number;
  /** Top of the bar (= `baseline` for a zero value) and the axis line it stands on. */
  top: number;
  baseline: number;
  /** Centre of the bar's slot, where its label is centred. */
  centre: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** The value at the top gridline and the step between gridlines. */
  axisMax: number;
  axisStep: number;
  bars: BarBox[];
  /** Show every n-th bar label (1 = all) so labels do not collide. */
  labelEvery: number;
  /** Whether value labels fit over every bar (otherwise only over the highlighted one). */
  valueLabels: boolean;
}

/** Renders the chart as a PNG file's bytes. */
export function renderDistributionChart(options: DistributionChartOptions): Buffer {
  return encodePng(drawDistributionChart(options));
}

/** Where everything goes; exported so tests can look at the pixels of a given bar. */
export function chartLayout(options: DistributionChartOptions): ChartLayout {
  const width = options.width ?? DEFAULT_CHART_WIDTH;
  const height = options.height ?? DEFAULT_CHART_HEIGHT;
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(side) || side < 200 || side > MAX_SIDE) {
      throw new RangeError(`The chart ${name} must be a whole number from 200 to ${MAX_SIDE} pixels (got ${side}).`);
    }
  }
  const { bars } = options;
  if (bars.length === 0 || bars.length > MAX_BARS) {
    throw new RangeError(`A chart needs 1 to ${MAX_BARS} bars (got ${bars.length}).`);
  }
  for (const b of bars) {
    if (!Number.isFinite(b.value) || b.value < 0) {
      throw new RangeError(`Bar values must be finite and not negative (bar "${b.label}" is ${b.value}).`);
    }
  }
  if (options.highlight !== undefined && !(Number.isInteger(options.highlight) && options.highlight >= 0 && options.highlight < bars.length)) {
    throw new RangeError(`The highlighted bar must be one of the ${bars.length} bars (got ${options.highlight}).`);
  }

  const format = valueFormatter(options.valueFormat);
  const { max: axisMax, step: axisStep } = niceAxis(Math.max(...bars.map((b) => b.value)), options.valueFormat);

  let top = PAD + CELL_HEIGHT * TITLE_SCALE;
  if (options.subtitle) top += 4 + CELL_HEIGHT * CAPTION_SCALE;
  // Room over the tallest bar for its value label.
  top += 10 + GLYPH_HEIGHT * SMALL_SCALE;

  let bottom = height - PAD;
  if (options.xTitle) bottom -= CELL_HEIGHT * CAPTION_SCALE + 4;
  bottom -= GLYPH_HEIGHT * LABEL_SCALE + 8;

  let yLabelWidth = 0;
  const axisFormat = axisFormatter(options.valueFormat);
  for (const v of gridValues(axisMax, axisStep)) yLabelWidth = Math.max(yLabelWidth, textWidth(axisFormat(v), LABEL_SCALE));
  const left = PAD + yLabelWidth + 10;
  const right = width - PAD;
  if (right - left < bars.length || bottom - top < 40) {
    throw new RangeError(`${bars.length} bars do not fit in a ${width}×${height} chart.`);
  }

  const slot = (right - left) / bars.length;
  const barWidth = Math.max(1, Math.min(96, Math.floor(slot * 0.72)));
  const boxes = bars.map((b, i): BarBox => {
    const centre = left + slot * (i + 0.5);
    const x = Math.round(centre - barWidth / 2);
    const h = axisMax > 0 ? Math.round(((bottom - top) * b.value) / axisMax) : 0;
    return { x, width: barWidth, top: bottom - h, baseline: bottom, centre };
  });

  const widest = Math.max(...bars.map((b) => textWidth(b.label, LABEL_SCALE)));
  const labelEvery = niceCount((widest + 12) / slot);
  const widestValue = Math.max(...bars.map((b) => textWidth(format(b.value), SMALL_SCALE)));
  const valueLabels = widestValue + 4 <= slot;

  return { width, height, plot: { left, top, right, bottom }, axisMax, axisStep, bars: boxes, labelEvery, valueLabels };
}

/** The chart as pixels (what renderDistributionChart encodes). */
export function drawDistributionChart(options: DistributionChartOptions): Raster {
  const layout = chartLayout(options);
  const { width, height, plot } = layout;
  const c = CHART_COLOURS;
  const format = valueFormatter(options.valueFormat);
  const axisFormat = axisFormatter(options.valueFormat);
  const img = new Raster(width, height, c.background);

  // Title and subtitle.
  const title = fitText(options.title, width - 2 * PAD, TITLE_SCALE);
  drawText(img, title, PAD, PAD, c.text, TITLE_SCALE, true);
  if (options.subtitle) {
    drawText(img, fitText(options.subtitle, width - 2 * PAD, CAPTION_SCALE), PAD, PAD + CELL_HEIGHT * TITLE_SCALE + 4, c.muted, CAPTION_SCALE);
  }

  // Gridlines and y labels (right-aligned against the plot).
  for (const v of gridValues(layout.axisMax, layout.axisStep)) {
    const y = Math.round(plot.bottom - ((plot.bottom - plot.top) * v) / layout.axisMax);
    if (v > 0) img.fillRect(plot.left, y, plot.right - plot.left, 1, c.grid);
    const label = axisFormat(v);
    drawText(img, label, plot.left - 10 - textWidth(label, LABEL_SCALE), y - Math.floor((GLYPH_HEIGHT * LABEL_SCALE) / 2), c.muted, LABEL_SCALE);
  }

  // Bars and value labels.
  options.bars.forEach((bar, i) => {
    const box = layout.bars[i]!;
    const highlighted = i === options.highlight;
    img.fillRect(box.x, box.top, box.width, box.baseline - box.top, highlighted ? c.highlight : c.bar);
    // Values that would print as "<0.1%" are left unlabelled (the bar is flat) unless highlighted.
    // An exact 0 is printed: "impossible" is worth saying.
    const printable = options.valueFormat === 'number' || bar.value === 0 || bar.value >= 0.001;
    if (highlighted || (layout.valueLabels && printable)) {
      const text = format(bar.value);
      const x = clamp(box.centre - textWidth(text, SMALL_SCALE) / 2, plot.left, width - PAD - textWidth(text, SMALL_SCALE));
      drawText(img, text, x, box.top - 4 - GLYPH_HEIGHT * SMALL_SCALE, highlighted ? c.highlight : c.muted, SMALL_SCALE);
    }
  });

  // Bar labels, skipping any that would collide with one already placed. Priority: the highlighted
  // bar, then the two end bars, then every n-th bar (by value when labels are whole numbers, so
  // that 10, 20, 30 are labelled rather than 21, 31, 41).
  const last = options.bars.length - 1;
  const regular = (i: number): boolean => {
    const label = options.bars[i]!.label;
    return /^\d+$/.test(label) ? Number(label) % layout.labelEvery === 0 : i % layout.labelEvery === 0;
  };
  const rank = (i: number): number => (i === options.highlight ? 0 : i === 0 || i === last ? 1 : 2);
  const order = options.bars
    .map((_, i) => i)
    .filter((i) => rank(i) < 2 || regular(i))
    .sort((a, b) => rank(a) - rank(b) || a - b);
  const placed: [number, number][] = [];
  for (const i of order) {
    const text = options.bars[i]!.label;
    const w = textWidth(text, LABEL_SCALE);
    const x = clamp(layout.bars[i]!.centre - w / 2, 0, width - w);
    if (placed.some(([l, r]) => x < r + 8 && x + w + 8 > l)) continue;
    placed.push([x, x + w]);
    drawText(img, text, x, plot.bottom + 8, i === options.highlight ? c.highlight : c.text, LABEL_SCALE);
  }

  // Axes over the bars' feet.
  img.fillRect(plot.left, plot.bottom, plot.right - plot.left, 1, c.axis);
  img.fillRect(plot.left, plot.top, 1, plot.bottom - plot.top + 1, c.axis);

  if (options.xTitle) {
    const text = fitText(options.xTitle, width - 2 * PAD, CAPTION_SCALE);
    const x = clamp((plot.left + plot.right) / 2 - textWidth(text, CAPTION_SCALE) / 2, PAD, width - PAD - textWidth(text, CAPTION_SCALE));
    drawText(img, text, x, height - PAD - CELL_HEIGHT * CAPTION_SCALE + 2, c.muted, CAPTION_SCALE);
  }
  return img;
}

function valueFormatter(kind: DistributionChartOptions['valueFormat']): (v: number) => string {
  return kind === 'number' ? (v) => formatNumber(v, 2) : (v) => (v === 0 ? '0%' : formatPercentShort(v));
}

/** Gridline labels are round numbers: no "5.0%". */
function axisFormatter(kind: DistributionChartOptions['valueFormat']): (v: number) => string {
  return kind === 'number' ? (v) => formatNumber(v, 3) : (v) => `${formatNumber(v * 100, 2)}%`;
}

/** A top value and gridline step from the 1-2-2.5-5 series, 3 to 6 gridlines above zero. */
function niceAxis(maxValue: number, kind: DistributionChartOptions['valueFormat']): { max: number; step: number } {
  if (!(maxValue > 0)) return { max: kind === 'number' ? 1 : 0.1, step: kind === 'number' ? 0.25 : 0.025 };
  const rough = maxValue / 5;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  let step = power * 10;
  for (const m of [1, 2, 2.5, 5, 10]) {
    if (m * power >= rough) {
      step = m * power;
      break;
    }
  }
  // Snap to avoid 0.30000000000000004-style steps.
  step = Number(step.toPrecision(3));
  const max = Number((Math.ceil(maxValue / step - 1e-9) * step).toPrecision(6));
  return { max, step };
}

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least x. */
function niceCount(x: number): number {
  for (let power = 1; ; power *= 10) {
    for (const m of [1, 2, 5]) if (m * power >= x) return m * power;
  }
}

function gridValues(max: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i * step <= max + step / 2; i++) out.push(Number((i * step).toPrecision(6)));
  return out;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}
