/** Helpers for building command options and message references in tests. */
import type { CommandOption, MessageRef, SentMessage } from './types';

function optionType(value: string | number | boolean): number {
  if (typeof value === 'string') return 3;
  if (typeof value === 'boolean') return 5;
  return Number.isInteger(value) ? 4 : 10;
}

/** Top-level options without a subcommand: `{ name: 'x' }` → `[{ name, type: 3, value: 'x' }]`. */
export function opts(options: Record<string, string | number | boolean>): CommandOption[] {
  return Object.entries(options).map(([name, value]) => ({ name, type: optionType(value), value }));
}

/** A subcommand with its options: `sub('start', { scene: 'x' })`. */
export function sub(name: string, options: Record<string, string | number | boolean> = {}): CommandOption[] {
  return [{ name, type: 1, options: opts(options) }];
}

/** A reference to a message the bot sent, for clicking its components. */
export function ref(m: SentMessage): MessageRef {
  if (!m.messageId) throw new Error(`Discord double: a ${m.kind} answer has no message to reference`);
  return {
    id: m.messageId,
    ephemeral: m.ephemeral,
    channelId: m.channelId,
    ...(Array.isArray(m.data?.components) ? { components: m.data.components } : {}),
    ...(typeof m.data?.content === 'string' ? { content: m.data.content } : {}),
  };
}
