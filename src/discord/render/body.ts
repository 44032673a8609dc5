// Message bodies, branded by audience: the channel (public) or one person (private, ephemeral).
// reply.ts posts only PublicBody values in the channel, and PublicBody is made only from PublicView.
// Public content is `Safe` (app/text/safe-text.ts): a person's text reaches the channel only escaped.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { cutLine, lines, linesOf, md, type Safe, textOf } from '../../app/text/safe-text';

export const MAX_CONTENT = 2000;

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

interface Body {
  readonly content: string;
  readonly components: readonly Row[];
  /** Users this message may ping (everyone else is shown as a mention without a ping). */
  readonly mentionUsers: readonly string[];
  /** Files attached to the message (text, e.g. a campaign export). */
  readonly files?: readonly BodyFile[];
}

export interface BodyFile {
  readonly name: string;
  readonly text: string;
}

declare const audience: unique symbol;
export type PublicBody = Body & { readonly [audience]: 'public' };
export type PrivateBody = Body & { readonly [audience]: 'private' };

export function publicBody(
  content: Safe,
  components: readonly Row[] = [],
  mentionUsers: readonly string[] = [],
): PublicBody {
  return { content: textOf(content), components, mentionUsers } as unknown as PublicBody;
}

export function privateBody(
  content: Safe | string,
  components: readonly Row[] = [],
  files: readonly BodyFile[] = [],
): PrivateBody {
  const text = typeof content === 'string' ? content : textOf(content);
  return { content: text, components, mentionUsers: [], ...(files.length ? { files } : {}) } as unknown as PrivateBody;
}

/** A public body with other components (its text as it was). */
export function withComponents(body: PublicBody, components: readonly Row[]): PublicBody {
  return { ...body, components };
}

/**
 * Joins texts into as few messages as Discord's 2000-character limit allows, splitting between
 * lines; a line too long for one message is cut between words (`cutLine`). The components go on
 * the last message.
 */
export function pack<B extends PublicBody | PrivateBody>(
  texts: readonly Safe[],
  components: readonly Row[],
  make: (content: Safe, components: readonly Row[]) => B,
): B[] {
  const chunks: Safe[][] = [];
  let current: Safe[] = [];
  let size = -1; // characters of `current` joined by line breaks
  for (const line of linesOf(lines(...texts.flatMap((t, i) => (i === 0 ? [t] : [md``, t]))))) {
    for (const piece of cutLine(line, MAX_CONTENT)) {
      const length = textOf(piece).length;
      if (current.length && size + 1 + length > MAX_CONTENT) {
        chunks.push(current);
        current = [];
        size = -1;
      }
      current.push(piece);
      size += 1 + length;
    }
  }
  if (current.some((l) => textOf(l).trim() !== '') || chunks.length === 0) chunks.push(current);
  return chunks.map((c, i) => make(lines(...c), i === chunks.length - 1 ? components : []));
}

/** The start of a safe text that fits in `max` characters, cut as `cutLine` cuts (the rest is dropped). */
export function cutToFit(text: Safe, max: number): Safe {
  const kept: Safe[] = [];
  let size = -1;
  for (const line of linesOf(text)) {
    const room = max - size - 1;
    if (room <= 0) break;
    const first = cutLine(line, room)[0]!;
    kept.push(first);
    size += 1 + textOf(first).length;
    if (textOf(first).length < textOf(line).length) break;
  }
  return lines(...kept);
}
