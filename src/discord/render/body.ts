// Message bodies, branded by audience: the channel (public) or one person (private, ephemeral).
// reply.ts posts only PublicBody values in the channel, and PublicBody is made only from PublicView.
// Public content is `Safe` (app/safe-text.ts): a person's text reaches the channel only escaped.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import type { Safe } from '../../app/safe-text';

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
export type PublicBody = Body & { readonly content: Safe; readonly [audience]: 'public' };
export type PrivateBody = Body & { readonly [audience]: 'private' };

export function publicBody(
  content: Safe,
  components: readonly Row[] = [],
  mentionUsers: readonly string[] = [],
): PublicBody {
  return { content, components, mentionUsers } as unknown as PublicBody;
}

export function privateBody(
  content: string,
  components: readonly Row[] = [],
  files: readonly BodyFile[] = [],
): PrivateBody {
  return { content, components, mentionUsers: [], ...(files.length ? { files } : {}) } as unknown as PrivateBody;
}

/**
 * Joins texts into as few messages as Discord's 2000-character limit allows, splitting between
 * lines; the components go on the last message.
 */
export function pack<B extends PublicBody | PrivateBody>(
  texts: readonly Safe[],
  components: readonly Row[],
  make: (content: Safe, components: readonly Row[]) => B,
): B[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of texts.join('\n\n').split('\n')) {
    for (const piece of splitLong(line)) {
      const next = current === '' ? piece : `${current}\n${piece}`;
      if (next.length > MAX_CONTENT) {
        chunks.push(current);
        current = piece;
      } else {
        current = next;
      }
    }
  }
  if (current.trim() !== '' || chunks.length === 0) chunks.push(current);
  // Pieces of safe text split between lines (or, for one very long line, anywhere) stay safe text.
  return chunks.map((c, i) => make(c as Safe, i === chunks.length - 1 ? components : []));
}

function splitLong(line: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < line.length; i += MAX_CONTENT) out.push(line.slice(i, i + MAX_CONTENT));
  return out.length ? out : [''];
}
