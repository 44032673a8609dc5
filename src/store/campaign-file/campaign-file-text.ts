// A campaign file's text, read and written in pieces. JSON.parse and JSON.stringify of a file of
// several megabytes each hold the event loop for tens of milliseconds, and a campaign file is rows
// inside tables inside the file: so the text is cut between rows, and each stretch of rows is parsed
// or written on its own, with pauses (pieces.ts) between them. What comes out is exactly what
// JSON.parse and JSON.stringify(…, null, 2) give for the whole text, an invalid text included.
import type { ExportValue } from './campaign-data-spec';
import type { Steps } from '../engine/pieces';

/** About how many characters of rows are parsed in one go. */
const STRETCH_CHARS = 64 * 1024;
/** How many characters the scan reads between pauses. */
const SCAN_CHARS = 64 * 1024;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** The text, cut where rows are. */
export interface CutJson {
  /** How deeply the text nests arrays and objects. */
  depth: number;
  /** The text with every stretch of rows replaced by its number in `stretches`. */
  frame: string;
  /** [start, end) of each stretch of rows: elements of arrays nested three deep, cut at commas. */
  stretches: number[];
}

/**
 * Reads the text once without parsing it (no recursion, so a hostile file cannot exhaust the stack):
 * how deeply it nests, and where the rows are. Rows are the elements of arrays opened three levels
 * deep (the file, its tables, a table); they are cut into stretches of about STRETCH_CHARS at the
 * commas between them.
 */
export function* cutJson(text: string): Steps<CutJson> {
  const scan = new Scan(text);
  for (let from = 0; from < text.length; from = scan.at) {
    scan.run(Math.min(text.length, from + SCAN_CHARS));
    yield;
  }
  // An array left open (an invalid text): its rows stay in the frame, whose parse refuses it.
  scan.frame.push(text.slice(scan.framed));
  return { depth: scan.max, frame: scan.frame.join(''), stretches: scan.stretches };
}

/** cutJson's reading, a stretch of text at a time (a plain loop, which the engine compiles well). */
class Scan {
  readonly stretches: number[] = [];
  readonly frame: string[] = [];
  /** Where the frame's next piece of text begins. */
  framed = 0;
  /** Where the reading stands. */
  at = 0;
  depth = 0;
  max = 0;
  /** Where the current stretch began, inside an array three deep; -1 elsewhere. */
  start = -1;
  /** The current array three deep has been cut already (so its next stretch is not its only one). */
  cut = false;

  constructor(private readonly text: string) {}

  run(to: number): void {
    const { text } = this;
    let i = this.at;
    for (; i < to; i++) {
      const ch = text.charCodeAt(i);
      if (ch === QUOTE) {
        i = closingQuote(text, i);
      } else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
        if (++this.depth > this.max) this.max = this.depth;
        if (this.depth === 3 && ch === OPEN_ARRAY) {
          this.start = i + 1;
          this.cut = false;
        }
      } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) {
        if (this.depth === 3 && this.start >= 0) {
          this.close(i);
          this.start = -1;
        }
        this.depth--;
      } else if (ch === COMMA && this.depth === 3 && this.start >= 0 && i - this.start >= STRETCH_CHARS) {
        this.close(i);
        this.start = i + 1;
        this.cut = true;
      }
    }
    this.at = i;
  }

  private close(end: number): void {
    // An empty array stays as it is; a blank stretch after a cut is kept, for the parse to refuse.
    if (!this.cut && isBlank(this.text, this.start, end)) return;
    this.frame.push(this.text.slice(this.framed, this.start), String(this.stretches.length / 2));
    this.stretches.push(this.start, end);
    this.framed = end;
  }
}

/** The index of the quote that closes the string opening at `open` (the text's end when none does). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
}

function isBlank(text: string, start: number, end: number): boolean {
  return text.slice(start, end).trim() === '';
}

/**
 * The value of a text cut by cutJson: what JSON.parse gives for the whole text, or the SyntaxError
 * it throws. The frame is parsed first (small: the rows are out of it; a text not shaped like a
 * campaign file may keep much in it, parsed in one go, as far as the file size limit allows), then
 * each stretch, then the rows go back in place of their numbers. Every stretch is parsed, even one whose table a later key
 * of the same name replaces, since JSON.parse refuses a text with any invalid part.
 */
export function* parseCut(text: string, cut: CutJson): Steps<unknown> {
  const value: unknown = JSON.parse(cut.frame);
  const rows: unknown[][] = [];
  for (let s = 0; s < cut.stretches.length; s += 2) {
    const stretch = text.slice(cut.stretches[s], cut.stretches[s + 1]);
    if (stretch.trim() === '') throw new SyntaxError('Unexpected "," in JSON');
    rows.push(JSON.parse(`[${stretch}]`) as unknown[]);
    yield;
  }
  // The frame's arrays three deep hold only stretch numbers (the scan read its strings and brackets
  // as JSON.parse does, or the frame would not have parsed).
  for (const outer of childrenOf(value)) {
    if (!isContainer(outer)) continue;
    for (const [key, inner] of Object.entries(outer)) {
      if (!Array.isArray(inner)) continue;
      (outer as Record<string, unknown>)[key] = inner.flatMap((n) => rows[n as number]!);
      yield;
    }
  }
  return value;
}

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}

function childrenOf(v: unknown): unknown[] {
  return isContainer(v) ? Object.values(v) : [];
}

/** How many rows JSON.stringify writes in one go. */
const ROWS_AT_ONCE = 20;

/**
 * JSON.stringify(value, null, 2) for a value made of JSON values only (as an export is), written a
 * batch of rows at a time: the top levels here, the rows (the elements of arrays two levels down)
 * by JSON.stringify itself, wrapped in two arrays so that it indents them as they stand in the file.
 */
export function* prettyJson(value: ExportValue, end = ''): Steps<string> {
  const parts: string[] = [];
  yield* writeValue(value, 0, parts);
  // `end` joins in too: added after, it would make a second string of the whole text to copy.
  parts.push(end);
  return parts.join('');
}

/** JSON.stringify([[[…]]], null, 2) opens with these lines and closes with these. */
const WRAPPED_OPEN = '[\n  [\n    [\n';
const WRAPPED_CLOSE = '\n    ]\n  ]\n]';

function* writeValue(value: ExportValue, depth: number, parts: string[]): Steps<void> {
  if (value === null || typeof value !== 'object' || depth >= 3) {
    // JSON strings hold no raw line breaks: each break is between members, and is indented.
    parts.push(JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`));
    return;
  }
  const indent = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      parts.push('[]');
      return;
    }
    parts.push('[\n');
    for (let at = 0; at < value.length; at += ROWS_AT_ONCE) {
      if (at > 0) parts.push(',\n');
      if (depth === 2) {
        const text = JSON.stringify([[value.slice(at, at + ROWS_AT_ONCE)]], null, 2);
        parts.push(text.slice(WRAPPED_OPEN.length, -WRAPPED_CLOSE.length));
      } else {
        for (const [i, v] of value.slice(at, at + ROWS_AT_ONCE).entries()) {
          parts.push(i === 0 ? `${indent}  ` : `,\n${indent}  `);
          yield* writeValue(v, depth + 1, parts);
        }
      }
      yield;
    }
    parts.push(`\n${indent}]`);
    return;
  }
  const members = Object.entries(value).filter(([, v]) => v !== undefined);
  if (members.length === 0) {
    parts.push('{}');
    return;
  }
  parts.push('{\n');
  for (const [i, [key, v]] of members.entries()) {
    parts.push(`${i === 0 ? '' : ',\n'}${indent}  ${JSON.stringify(key)}: `);
    yield* writeValue(v, depth + 1, parts);
    yield;
  }
  parts.push(`\n${indent}}`);
}
