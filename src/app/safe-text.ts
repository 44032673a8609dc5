// The one path from text a person chose (names, actions, reasons, habits, goals, narrations,
// display names, ids read from files) into a Discord message. A message is `Safe`: it is made only
// by the `md` template (or `joined`/`lines`, which join pieces the same way), whose literal parts
// are the bot's own Markdown and whose values are escaped unless they are `Safe` already. A plain
// string cannot become `Safe` any other way, so a renderer cannot paste a person's text into a
// message as live Markdown, a mention or a link.

declare const safe: unique symbol;
/** Text fit to post: the bot's own Markdown around escaped values. */
export type Safe = string & { readonly [safe]: true };

declare const mentioned: unique symbol;
/** Users to show as mentions: `md` writes `<@id>` for a plain id, the escaped text otherwise. */
export interface Mention {
  readonly [mentioned]: string;
}

const kept: unique symbol = Symbol('kept');
/**
 * A Safe text held past the memory below (a table's "lately" lines, kept between moves): an object
 * carrying its own proof, so that holding it costs that memory nothing. Only `keep` makes one.
 */
export interface Kept {
  readonly [kept]: string;
}

/**
 * A table of the bot's sentences (the message catalogues): each entry is Safe, or a function that
 * makes one with `md`, so a sentence cannot leave its table holding a person's text unescaped.
 */
export type Catalogue = Readonly<Record<string, Safe | ((...values: never[]) => Safe)>>;

/** What a message may hold: safe text as it is, mentions, numbers, and any other text escaped. */
export type Piece = Safe | Kept | Mention | string | number | null | undefined;

/** Control and format characters (zero-width, bidi overrides…) and blank fillers: dropped, never shown. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single invisible code points on purpose
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/gu;

/** Characters Discord reads as Markdown, a mention, a channel, an emoji, a timestamp or a masked link. */
const MARKUP = /[\\*_~`|>[\]<#@]/g;

/** An id that can sit in a mention without being Markdown (snowflakes, and the tests' own ids). */
const PLAIN_ID = /^[0-9A-Za-z-]{1,40}$/;

/**
 * A person's text as plain text on one line: line breaks become spaces (so no heading, quote or
 * list can start), invisible characters go, every Markdown character is escaped, and `://` is
 * broken so that a bare address shows as text instead of a link.
 */
export function escapeText(text: string): Safe {
  return remember(
    text
      .replace(/\r\n?|[\n\u2028\u2029]/g, ' ')
      .replace(INVISIBLE, '')
      .replace(MARKUP, (c) => `\\${c}`)
      .replace(/:\/\//g, '\\://'),
  );
}

/**
 * Safe text is an ordinary string at run time; `md` tells it from a person's text by remembering
 * what this module made. Whatever it remembers is itself output of this path, so a typed text that
 * happens to equal it posts nothing the path would not have posted, except that it would be a
 * whole message's worth of the bot's own words. A text of nothing but mentions, easy to type on
 * purpose, is never remembered (lists of mentions go in as `mentions()`). Two generations keep
 * the memory bounded while every recent text stays known: a text is used within the moment it is
 * made, and one held longer is kept (`keep`). The bound is small because every text remembered
 * outlives V8's young generation: at 20,000 the collector's work added a third to an
 * interaction's median answer under `npm run load`.
 */
const GENERATION = 5_000;
const MENTIONS_ONLY = /^(?:<@[!&]?\w+>|[\s,;]|and)+$/;
let current = new Set<string>();
let previous = new Set<string>();

function remember(text: string): Safe {
  if (MENTIONS_ONLY.test(text)) return text as Safe;
  if (current.size >= GENERATION) {
    previous = current;
    current = new Set();
  }
  current.add(text);
  return text as Safe;
}

function isSafe(value: string): value is Safe {
  return current.has(value) || previous.has(value);
}

/** A Safe text made into a Kept one to be held: escaped once more if it was not Safe after all. */
export function keep(text: Safe): Kept {
  return Object.freeze({ [kept]: piece(text) });
}

const isKept = (value: Piece): value is Kept => typeof value === 'object' && value !== null && kept in value;

function isMention(value: Piece): value is Mention {
  return typeof value === 'object' && value !== null;
}

function piece(value: Piece): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (isKept(value)) return value[kept];
  if (isMention(value)) {
    const { ids, separator } = value as unknown as { ids: string[]; separator: string };
    return ids.map((id) => (PLAIN_ID.test(id) ? `<@${id}>` : escapeText(id))).join(separator);
  }
  return isSafe(value) ? value : escapeText(value);
}

/** A message: the literal parts are the bot's own words and Markdown; each value is escaped unless `Safe`. */
export function md(strings: TemplateStringsArray, ...values: readonly Piece[]): Safe {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1]!;
  return remember(out);
}

/** Pieces joined by the bot's own separator, each escaped unless `Safe`. */
export function joined(pieces: readonly Piece[], separator: string): Safe {
  return remember(pieces.map(piece).join(separator));
}

/** Lines of a message, one under another. */
export const lines = (...pieces: readonly Piece[]): Safe => joined(pieces, '\n');

/** A text as inline code: nothing in it is Markdown (its backticks become quotes, its lines one line). */
export function code(text: string): Safe {
  return remember(
    `\`${text
      .replace(/`/g, "'")
      .replace(/\r\n?|[\n\u2028\u2029]/g, ' ')
      .replace(INVISIBLE, '')}\``,
  );
}

/**
 * Markdown the bot wrote itself and received as a plain string (the dice rules' result text): never
 * a person's text. Each use is a promise that no typed text is in it.
 */
export function botMarkup(text: string): Safe {
  return remember(text);
}

/** The first line of a safe text (a line of it is as safe as the whole: typed text has no line breaks). */
export function firstLine(text: Safe): Safe {
  return remember(text.split('\n')[0] ?? '');
}

/** A sentence starting with a capital letter (a capital cannot make Markdown). */
export function capitalisedText(text: Safe): Safe {
  return remember(text.charAt(0).toUpperCase() + text.slice(1));
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
