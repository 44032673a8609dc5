import { describe, expect, it } from 'vitest';
import { ADVANCE, CELL_HEIGHT, FONT, GLYPH_HEIGHT, GLYPH_WIDTH, drawText, fitText, textWidth } from '../../src/chart/font';
import { Raster } from '../../src/chart/raster';

function ink(r: Raster, x0: number, y0: number, w: number, h: number): number {
  let n = 0;
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (r.pixel(x, y) !== 0xffffff) n++;
  return n;
}

describe('the 5×7 font', () => {
  it('GIVEN the table THEN it has digits, both cases, % . and space, every glyph 5 wide and 7 to 9 tall', () => {
    for (const ch of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz%. ,:()+-≥≤') {
      const g = FONT.get(ch);
      expect(g, `glyph '${ch}'`).toBeDefined();
      expect(g!.length).toBeGreaterThanOrEqual(GLYPH_HEIGHT);
      expect(g!.length).toBeLessThanOrEqual(CELL_HEIGHT);
      for (const row of g!) expect(row.length).toBe(GLYPH_WIDTH);
    }
    expect(FONT.get(' ')!.flat().some(Boolean)).toBe(false);
  });

  it('GIVEN two different characters THEN their glyphs differ (no copy-paste slips)', () => {
    const seen = new Map<string, string>();
    for (const [ch, rows] of FONT) {
      const key = rows.map((r) => r.map((b) => (b ? '#' : '.')).join('')).join('/');
      expect(seen.get(key), `'${ch}' looks like '${seen.get(key)}'`).toBeUndefined();
      seen.set(key, ch);
    }
  });

  it('GIVEN text THEN textWidth is 6 px per character less the last gap, times the scale', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('1')).toBe(5);
    expect(textWidth('25%', 2)).toBe((3 * ADVANCE - 1) * 2);
  });

  it('GIVEN drawText THEN ink lands inside the text box only, and unknown characters draw as ?', () => {
    const r = new Raster(60, 30, 0xffffff);
    const end = drawText(r, '8%', 2, 3, 0x000000, 2);
    expect(end).toBe(2 + 2 * ADVANCE * 2);
    expect(ink(r, 2, 3, textWidth('8%', 2), GLYPH_HEIGHT * 2)).toBeGreaterThan(20);
    expect(ink(r, 0, 0, 60, 30)).toBe(ink(r, 2, 3, textWidth('8%', 2), GLYPH_HEIGHT * 2));

    const a = new Raster(10, 10, 0xffffff);
    const b = new Raster(10, 10, 0xffffff);
    drawText(a, '\u2603', 0, 0, 0);
    drawText(b, '?', 0, 0, 0);
    expect(a.data).toEqual(b.data);
  });

  it('GIVEN a long text THEN fitText cuts it with an ellipsis to fit', () => {
    expect(fitText('short', 100)).toBe('short');
    const cut = fitText('a rather long title for a small chart', 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(60);
  });
});
