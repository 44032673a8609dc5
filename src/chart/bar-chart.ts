import { type SKRSContext2D, createCanvas } from '@napi-rs/canvas';
import { chartFont, registerChartFont } from './chart-font';
import { formatNumber, formatPercentShort } from './format';

/**
 * Bar charts of a distribution, drawn with a 2D canvas (Skia, antialiased, a real typeface) and
 * returned as PNG bytes: a title, an optional subtitle, a y axis with gridlines, one bar per value
 * with its label under it, value labels over the bars where they fit, and one bar optionally
 * highlighted.
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

/** Colours as 0xRRGGBB (what a test reads back from the PNG). */
export const CHART_COLOURS = {
  background: 0xffffff,
  text: 0x1f2328,
  muted: 0x57606a,
  axis: 0x57606a,
  grid: 0xe4e7eb,
  bar: 0x3b6ea8,
  highlight: 0xd9730d,
} as const satisfies Record<string, number>;

const DEFAULT_CHART_WIDTH = 640;
const DEFAULT_CHART_HEIGHT = 360;
const MAX_SIDE = 4096;
const MAX_BARS = 400;
const PAD = 16;

/** Each kind of text: its font and the height of its line. */
const TEXT = {
  title: { font: chartFont(19, 'bold'), line: 24 },
  subtitle: { font: chartFont(14), line: 20 },
  axis: { font: chartFont(13), line: 16 },
  label: { font: chartFont(14), line: 18 },
  /** The highlighted bar's label and value. */
  strong: { font: chartFont(14, 'bold'), line: 18 },
  value: { font: chartFont(11), line: 14 },
  caption: { font: chartFont(14), line: 18 },
} as const;
type TextKind = keyof typeof TEXT;

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
  registerChartFont();
  const layout = chartLayout(options);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  drawDistributionChart(ctx, options, layout);
  return canvas.toBuffer('image/png');
}

/** Where everything goes; exported so tests can look at the pixels of a given bar. */
export function chartLayout(options: DistributionChartOptions): ChartLayout {
  const width = options.width ?? DEFAULT_CHART_WIDTH;
  const height = options.height ?? DEFAULT_CHART_HEIGHT;
  for (const [name, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
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
  const { highlight } = options;
  if (highlight !== undefined && !(Number.isInteger(highlight) && highlight >= 0 && highlight < bars.length)) {
    throw new RangeError(`The highlighted bar must be one of the ${bars.length} bars (got ${highlight}).`);
  }

  const format = valueFormatter(options.valueFormat);
  const { max: axisMax, step: axisStep } = niceAxis(Math.max(...bars.map((b) => b.value)), options.valueFormat);

  let top = PAD + TEXT.title.line;
  if (options.subtitle) top += TEXT.subtitle.line;
  // Room over the tallest bar for its value label.
  top += 8 + TEXT.value.line;

  let bottom = height - PAD;
  if (options.xTitle) bottom -= TEXT.caption.line;
  bottom -= TEXT.label.line + 6;

  const axisFormat = axisFormatter(options.valueFormat);
  const yLabelWidth = Math.max(...gridValues(axisMax, axisStep).map((v) => textWidth(axisFormat(v), 'axis')));
  const left = Math.round(PAD + yLabelWidth + 8);
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

  const widest = Math.max(...bars.map((b) => textWidth(b.label, 'label')));
  const labelEvery = niceCount((widest + 12) / slot);
  const widestValue = Math.max(...bars.map((b) => textWidth(format(b.value), 'value')));
  const valueLabels = widestValue + 4 <= slot;

  return { width, height, plot: { left, top, right, bottom }, axisMax, axisStep, bars: boxes, labelEvery, valueLabels };
}

/** Draws the chart laid out by chartLayout onto a canvas of its size. */
function drawDistributionChart(ctx: SKRSContext2D, options: DistributionChartOptions, layout: ChartLayout): void {
  const { width, height, plot } = layout;
  const c = CHART_COLOURS;
  const format = valueFormatter(options.valueFormat);
  const axisFormat = axisFormatter(options.valueFormat);
  type Align = SKRSContext2D['textAlign'];
  const write = (text: string, kind: TextKind, x: number, y: number, colour: number, align: Align = 'left'): void => {
    ctx.font = TEXT[kind].font;
    ctx.fillStyle = css(colour);
    ctx.textAlign = align;
    ctx.fillText(text, x, y);
  };

  ctx.fillStyle = css(c.background);
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'alphabetic';

  // Title and subtitle, cut short with an ellipsis if they do not fit.
  write(fitText(options.title, width - 2 * PAD, 'title'), 'title', PAD, PAD + baselineIn('title'), c.text);
  if (options.subtitle) {
    const y = PAD + TEXT.title.line + baselineIn('subtitle');
    write(fitText(options.subtitle, width - 2 * PAD, 'subtitle'), 'subtitle', PAD, y, c.muted);
  }

  // Gridlines and y labels (right-aligned against the plot), on whole pixels so lines stay sharp.
  for (const v of gridValues(layout.axisMax, layout.axisStep)) {
    const y = Math.round(plot.bottom - ((plot.bottom - plot.top) * v) / layout.axisMax);
    if (v > 0) fillRect(ctx, plot.left, y, plot.right - plot.left, 1, c.grid);
    write(axisFormat(v), 'axis', plot.left - 8, y + Math.round(TEXT.axis.line * 0.3), c.muted, 'right');
  }

  // Bars (slightly rounded tops) and value labels.
  options.bars.forEach((bar, i) => {
    const box = layout.bars[i]!;
    const highlighted = i === options.highlight;
    const h = box.baseline - box.top;
    if (h > 0) {
      ctx.fillStyle = css(highlighted ? c.highlight : c.bar);
      ctx.beginPath();
      ctx.roundRect(box.x, box.top, box.width, h, [Math.min(3, box.width / 4, h), Math.min(3, box.width / 4, h), 0, 0]);
      ctx.fill();
    }
    // Values that would print as "<0.1%" are left unlabelled (the bar is flat) unless highlighted.
    // An exact 0 is printed: "impossible" is worth saying.
    const printable = options.valueFormat === 'number' || bar.value === 0 || bar.value >= 0.001;
    if (highlighted || (layout.valueLabels && printable)) {
      const text = format(bar.value);
      const kind = highlighted ? 'strong' : 'value';
      const w = textWidth(text, kind);
      const x = clamp(box.centre, plot.left + w / 2, width - PAD - w / 2);
      write(text, kind, x, box.top - 5, highlighted ? c.highlight : c.muted, 'center');
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
    const kind = i === options.highlight ? 'strong' : 'label';
    const w = textWidth(text, kind);
    const x = clamp(layout.bars[i]!.centre - w / 2, 0, width - w);
    if (placed.some(([l, r]) => x < r + 8 && x + w + 8 > l)) continue;
    placed.push([x, x + w]);
    write(text, kind, x, plot.bottom + 6 + baselineIn('label'), kind === 'strong' ? c.highlight : c.text);
  }

  // Axes over the bars' feet.
  fillRect(ctx, plot.left, plot.bottom, plot.right - plot.left, 1, c.axis);
  fillRect(ctx, plot.left, plot.top, 1, plot.bottom - plot.top + 1, c.axis);

  if (options.xTitle) {
    const text = fitText(options.xTitle, width - 2 * PAD, 'caption');
    const w = textWidth(text, 'caption');
    const x = clamp((plot.left + plot.right) / 2, PAD + w / 2, width - PAD - w / 2);
    write(text, 'caption', x, height - PAD - TEXT.caption.line + baselineIn('caption'), c.muted, 'center');
  }
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
  const power = 10 ** Math.floor(Math.log10(rough));
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

function css(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

/** A rectangle on whole pixels (no antialiased edges). */
function fillRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: number): void {
  ctx.fillStyle = css(colour);
  ctx.fillRect(Math.round(x), Math.round(y), Math.round(w), Math.round(h));
}

/** Where the baseline sits in a line of this kind of text: about four fifths down. */
function baselineIn(kind: TextKind): number {
  return Math.round(TEXT[kind].line * 0.78);
}

let measurer: SKRSContext2D | undefined;

/** The width of a text in pixels as the chart's typeface draws it. */
function textWidth(text: string, kind: TextKind): number {
  if (!measurer) {
    registerChartFont();
    measurer = createCanvas(1, 1).getContext('2d');
    measurer.lang = 'en';
  }
  measurer.font = TEXT[kind].font;
  return measurer.measureText(text).width;
}

/** The text, or as much of it as fits in `maxWidth` followed by an ellipsis. */
function fitText(text: string, maxWidth: number, kind: TextKind): string {
  if (textWidth(text, kind) <= maxWidth) return text;
  let n = text.length;
  while (n > 0 && textWidth(`${text.slice(0, n).trimEnd()}…`, kind) > maxWidth) n--;
  return `${text.slice(0, n).trimEnd()}…`;
}
