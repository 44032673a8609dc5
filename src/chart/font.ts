import type { Colour, Raster } from './raster';

/**
 * A tiny built-in bitmap font: every glyph is 5 pixels wide and 7 tall above the baseline, plus
 * up to 2 rows below it for descenders (g, j, p, q, y, comma). Rows are written top to bottom,
 * '#' = ink, '.' = paper, separated by spaces, so the table can be read (and fixed) by eye.
 * Characters not in the table are drawn as '?'.
 */

export const GLYPH_WIDTH = 5;
/** Rows above and on the baseline. */
export const GLYPH_HEIGHT = 7;
/** Rows of the whole cell, descenders included. */
export const CELL_HEIGHT = 9;
/** Columns from one glyph's left edge to the next (one blank column between glyphs). */
export const ADVANCE = GLYPH_WIDTH + 1;

const SOURCE: Record<string, string> = {
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',

  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',

  a: '..... ..... .###. ....# .#### #...# .####',
  b: '#.... #.... #.##. ##..# #...# #...# ####.',
  c: '..... ..... .###. #.... #.... #...# .###.',
  d: '....# ....# .##.# #..## #...# #...# .####',
  e: '..... ..... .###. #...# ##### #.... .###.',
  f: '..##. .#..# .#... ###.. .#... .#... .#...',
  g: '..... ..... .#### #...# #...# #...# .#### ....# .###.',
  h: '#.... #.... #.##. ##..# #...# #...# #...#',
  i: '..#.. ..... .##.. ..#.. ..#.. ..#.. .###.',
  j: '...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##..',
  k: '#.... #.... #..#. #.#.. ##... #.#.. #..#.',
  l: '.##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  m: '..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#',
  n: '..... ..... #.##. ##..# #...# #...# #...#',
  o: '..... ..... .###. #...# #...# #...# .###.',
  p: '..... ..... ####. #...# #...# #...# ####. #.... #....',
  q: '..... ..... .#### #...# #...# #...# .#### ....# ....#',
  r: '..... ..... #.##. ##..# #.... #.... #....',
  s: '..... ..... .###. #.... .###. ....# ####.',
  t: '.#... .#... ###.. .#... .#... .#..# ..##.',
  u: '..... ..... #...# #...# #...# #..## .##.#',
  v: '..... ..... #...# #...# #...# .#.#. ..#..',
  w: '..... ..... #...# #...# #.#.# #.#.# .#.#.',
  x: '..... ..... #...# .#.#. ..#.. .#.#. #...#',
  y: '..... ..... #...# #...# #...# #...# .#### ....# .###.',
  z: '..... ..... ##### ...#. ..#.. .#... #####',

  '%': '##... ##..# ...#. ..#.. .#... #..## ...##',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... ..... .##.. .##.. ..#.. .#...',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  ';': '..... .##.. .##.. ..... .##.. .##.. ..#.. .#...',
  '-': '..... ..... ..... .###. ..... ..... .....',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '=': '..... ..... ##### ..... ##### ..... .....',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '"': '.#.#. .#.#. .#.#. ..... ..... ..... .....',
  '<': '...#. ..#.. .#... #.... .#... ..#.. ...#.',
  '>': '.#... ..#.. ...#. ....# ...#. ..#.. .#...',
  '≥': '.#... ..#.. ...#. ..#.. .#... ..... #####',
  '≤': '...#. ..#.. .#... ..#.. ...#. ..... #####',
  '×': '..... #...# .#.#. ..#.. .#.#. #...# .....',
  '·': '..... ..... ..... ..#.. ..... ..... .....',
  '…': '..... ..... ..... ..... ..... ..... #.#.#',
  '–': '..... ..... ..... ##### ..... ..... .....',
  '_': '..... ..... ..... ..... ..... ..... #####',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '*': '..... ..#.. #.#.# .###. #.#.# ..#.. .....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
};

/** Each glyph as rows of booleans (7 rows, up to 9 with descenders). */
export const FONT: ReadonlyMap<string, readonly (readonly boolean[])[]> = new Map(
  Object.entries(SOURCE).map(([ch, art]) => {
    const rows = art.split(' ').map((row) => [...row].map((c) => c === '#'));
    if (rows.length < GLYPH_HEIGHT || rows.length > CELL_HEIGHT) throw new Error(`font: '${ch}' has ${rows.length} rows`);
    if (rows.some((r) => r.length !== GLYPH_WIDTH)) throw new Error(`font: '${ch}' has a row not ${GLYPH_WIDTH} wide`);
    return [ch, rows] as const;
  }),
);

function glyph(ch: string): readonly (readonly boolean[])[] {
  return FONT.get(ch) ?? FONT.get('?')!;
}

/** Width in pixels of `text` drawn at `scale` (no trailing gap). */
export function textWidth(text: string, scale = 1): number {
  const n = [...text].length;
  return n === 0 ? 0 : (n * ADVANCE - 1) * scale;
}

/**
 * Draws `text` with its top-left corner at (x, y); the baseline is at y + 7·scale and descenders
 * reach y + 9·scale. `bold` thickens vertical strokes by one pixel. Returns the x just past the text.
 */
export function drawText(
  raster: Raster,
  text: string,
  x: number,
  y: number,
  colour: Colour,
  scale = 1,
  bold = false,
): number {
  let left = Math.round(x);
  const top = Math.round(y);
  for (const ch of text) {
    const rows = glyph(ch);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let c = 0; c < GLYPH_WIDTH; c++) {
        // Bold: every ink pixel one pixel wider to the right (the blank column between glyphs absorbs it).
        if (row[c]) raster.fillRect(left + c * scale, top + r * scale, scale + (bold ? 1 : 0), scale, colour);
      }
    }
    left += ADVANCE * scale;
  }
  return left;
}

/** `text` cut (with '…') so that it fits in `maxWidth` pixels at `scale`. */
export function fitText(text: string, maxWidth: number, scale = 1): string {
  if (textWidth(text, scale) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, scale) > maxWidth) chars.pop();
  return chars.length === 0 ? '' : `${chars.join('').trimEnd()}…`;
}
