// The one path from text a person chose (names, actions, reasons, habits, goals, narrations,
// display names, ids read from files) into a Discord message. A message is `Safe`: a frozen object
// made only by the `md` template (or `joined`/`lines`, which join pieces the same way), whose
// literal parts are the bot's own Markdown and whose values are escaped unless they are `Safe`
// already. A string is always a person's text, whatever it says: even a string equal, character
// for character, to a line the bot posted is escaped. Nothing here remembers what it made.

const safe: unique symbol = Symbol('safe');

/** Text fit to post: the bot's own Markdown around escaped values. Only this module makes one. */
export interface Safe {
  readonly [safe]: string;
}

/**
 * A Safe text at run time: a frozen String object (so that tests and tools read it as its
 * characters) carrying the brand. A String method called on it gives back a plain string, which is
 * a person's text again: `md` escapes it.
 */
class SafeText extends String implements Safe {
  readonly [safe]: string;
  constructor(text: string) {
    super(text);
    this[safe] = text;
    Object.freeze(this);
  }
}

const made = (text: string): Safe => new SafeText(text);

/**
 * A safe text held past the moment it was made (a table's "lately" lines): once a kind of its own,
 * now just a Safe text, which is a value that keeps its proof however long it is held.
 */
export type Kept = Safe;

/** A safe text to be held: the text itself (a Safe text never needs a second escape). */
export const keep = (text: Safe): Kept => text;

/** Whether a value is Safe: made by this module, never a string however it reads. */
export const isSafe = (value: unknown): value is Safe => value instanceof SafeText;

/** The characters of a safe text, to post (a message's content) or to measure. */
export const textOf = (text: Safe): string => text[safe];

declare const mentioned: unique symbol;
/** Users to show as mentions: `md` writes `<@id>` for a plain id, the escaped text otherwise. */
export interface Mention {
  readonly [mentioned]: string;
}

/**
 * A table of the bot's sentences (the message catalogues): each entry is Safe, or a function that
 * makes one with `md`, so a sentence cannot leave its table holding a person's text unescaped.
 */
export type Catalogue = Readonly<Record<string, Safe | ((...values: never[]) => Safe)>>;

/** What a message may hold: safe text as it is, mentions, numbers, and any other text escaped. */
export type Piece = Safe | Mention | string | number | null | undefined;

/** Control and format characters (zero-width, bidi overrides…) and blank fillers: dropped, never shown. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single invisible code points on purpose
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/gu;

/** Characters Discord reads as Markdown, a mention, a channel, an emoji, a timestamp or a masked link. */
const MARKUP = /[\\*_~`|>[\]<#@]/g;

/** An id that can sit in a mention without being Markdown (snowflakes, and the tests' own ids). */
const PLAIN_ID = /^[0-9A-Za-z-]{1,40}$/;

const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;

/** A person's text as plain text on one line (see `escapeText`), as a string. */
function escaped(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(MARKUP, (c) => `\\${c}`)
    .replace(/:\/\//g, '\\://');
}

/**
 * A person's text as plain text on one line: line breaks become spaces (so no heading, quote or
 * list can start), invisible characters go, every Markdown character is escaped, and `://` is
 * broken so that a bare address shows as text instead of a link.
 */
export function escapeText(text: string): Safe {
  return made(escaped(text));
}

function isMention(value: Piece): value is Mention {
  return typeof value === 'object' && value !== null && 'ids' in value;
}

function piece(value: Piece): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (isSafe(value)) return textOf(value);
  if (isMention(value)) {
    const { ids, separator } = value as unknown as { ids: string[]; separator: string };
    return ids.map((id) => (PLAIN_ID.test(id) ? `<@${id}>` : escaped(id))).join(separator);
  }
  // Anything else (a string, or an object that reached here against the types) is a person's text.
  return escaped(String(value));
}

/** A message: the literal parts are the bot's own words and Markdown; each value is escaped unless `Safe`. */
export function md(strings: TemplateStringsArray, ...values: readonly Piece[]): Safe {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1]!;
  return made(out);
}

/** Pieces joined by the bot's own separator, each escaped unless `Safe`. */
export function joined(pieces: readonly Piece[], separator: string): Safe {
  return made(pieces.map(piece).join(separator));
}

/** Lines of a message, one under another. */
export const lines = (...pieces: readonly Piece[]): Safe => joined(pieces, '\n');

/** A text as inline code: nothing in it is Markdown (its backticks become quotes, its lines one line). */
export function code(text: string): Safe {
  return made(`\`${text.replace(/`/g, "'").replace(LINE_BREAKS, ' ').replace(INVISIBLE, '')}\``);
}

/**
 * A result line of the dice rules (faces, totals, what a roll means), which may come from a stored
 * roll or a campaign file as well as from the rules themselves: bold (`**6**`) and struck-out
 * (`~~2~~`) faces stay, and so do brackets, which show faces (`[4, 5]`, `(d8)`); every other
 * Markdown character is escaped as in a person's text, a `](` is broken and so is `://`. Whatever
 * the line holds, nothing in it can be a link, a mention, a heading, a quote or code.
 */
export function ruleText(text: string): Safe {
  return made(ruled(text));
}

function ruled(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(/\*\*|~~|[\\*_~`|><#@]/g, (c) => (c.length === 2 ? c : `\\${c}`))
    .replace(/\]\(/g, ']\\(')
    .replace(/:\/\//g, '\\://');
}

/**
 * A result line of the dice rules in pieces: the rules' own words and faces (strings, as
 * `ruleText`) and text from typed notation or the dice library (`plain`), escaped as a person's.
 */
export function ruleLine(pieces: readonly (string | { readonly plain: string })[]): Safe {
  return made(pieces.map((p) => (typeof p === 'string' ? ruled(p) : escaped(p.plain))).join(''));
}

/** The lines of a safe text, each safe (a line of it is as safe as the whole: typed text has no line breaks). */
export function linesOf(text: Safe): Safe[] {
  return textOf(text).split('\n').map(made);
}

/**
 * What a line is cut into, read as Discord reads it: an escape (a backslash and the character it
 * protects), an inline code span, a mention, channel, emoji or timestamp, a two-character Markdown
 * token, or one character. A cut falls only between these.
 */
const ATOM = /\\[\s\S]|`[^`\n]*`|<(?:@[!&]?|#|t:|a?:\w+:)[\w:-]*>|\*\*|~~|\|\||__|[\s\S]/gu;

/**
 * A line of a safe text too long for one message (`max` characters), cut into pieces: at the last
 * space that fits (a space inside inline code does not count), else between two escapes or tokens,
 * and an inline code span longer than a message is closed at the cut and opened again after it,
 * so no escape, token or code span is broken. Each piece after the first starts a message or a line
 * of its own, so it is made fit to stand alone (`standAlone`).
 */
export function cutLine(line: Safe, max: number): Safe[] {
  const text = textOf(line);
  if (text.length <= max) return [line];
  const out: string[] = [];
  const push = (piece: string) => out.push(out.length === 0 ? piece : standAlone(piece));
  let current = '';
  let space = -1; // where in `current` its last space outside code is
  for (let atom of text.match(ATOM) ?? []) {
    while (current.length + atom.length > max) {
      if (space > 0) {
        push(current.slice(0, space));
        current = current.slice(space + 1);
        space = -1;
      } else if (atom.length > 2 && atom.startsWith('`') && atom.endsWith('`') && max - current.length > 2) {
        let room = max - current.length - 1;
        if (/[\uD800-\uDBFF]/.test(atom.charAt(room - 1))) room--; // not between the halves of one character
        push(`${current}${atom.slice(0, room)}\``);
        current = '';
        atom = `\`${atom.slice(room)}`;
      } else if (current !== '') {
        push(current);
        current = '';
        space = -1;
      } else break; // one token wider than a message: only for a `max` of a few characters
    }
    if (/^\s$/u.test(atom) && current !== '') space = current.length;
    current += atom;
  }
  if (current !== '') push(current);
  return out.map(made);
}

/**
 * A piece cut from the middle of a line, made fit to stand at the start of a message or a line:
 * its leading spaces go, and a heading, subtext or quote marker it would start with, or a mass
 * mention anywhere in it, is escaped (the line it came from did not start there).
 */
function standAlone(piece: string): string {
  return piece
    .replace(/^\s+/u, '')
    .replace(/^(?:#{1,3}|>{1,3})(?=\s|$)/u, (m) => `\\${m}`)
    .replace(/^-#(?=\s|$)/u, '-\\#')
    .replace(/(?<!\\)@(everyone|here)\b/gu, '\\@$1');
}

/** The first line of a safe text (a line of it is as safe as the whole: typed text has no line breaks). */
export function firstLine(text: Safe): Safe {
  return linesOf(text)[0]!;
}

/** A sentence starting with a capital letter (a capital cannot make Markdown). */
export function capitalisedText(text: Safe): Safe {
  const t = textOf(text);
  return made(t.charAt(0).toUpperCase() + t.slice(1));
}

/** A person's typed text in quotes, as plain text. */
export function quote(text: string): Safe {
  return md`“${text}”`;
}

/**
 * A user mention for an id the bot stored. Discord's ids are snowflakes (imports refuse others);
 * an id that is not plain letters and digits is shown as escaped text, never as Markdown.
 */
export function mention(userId: string): Mention {
  return mentions([userId]);
}

/** Several user mentions, one after another. */
export function mentions(userIds: readonly string[], separator = ', '): Mention {
  return { ids: [...userIds], separator } as unknown as Mention;
}
