import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The one typeface of the charts: DejaVu Sans (regular and bold), shipped inside the
 * `@fontsource/dejavu-sans` package and registered under its own name, so that a chart never
 * depends on the fonts a machine happens to have and draws the same pixels everywhere.
 */

export const CHART_FONT_FAMILY = 'Venus Chart Sans';

const FONT_FILES = [
  '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2',
  '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
] as const;

let registered = false;

/** Registers the typeface once per process; throws if its files cannot be read. */
export function registerChartFont(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const file of FONT_FILES) {
    if (GlobalFonts.registerFromPath(require.resolve(file), CHART_FONT_FAMILY) === null) {
      throw new Error(`The chart font ${file} could not be loaded.`);
    }
  }
  registered = true;
}

/** A CSS font shorthand in the chart typeface, e.g. `bold 20px "Venus Chart Sans"`. */
export function chartFont(px: number, weight: 'normal' | 'bold' = 'normal'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${px}px "${CHART_FONT_FAMILY}"`;
}
