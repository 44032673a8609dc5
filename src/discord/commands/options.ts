// Option builders shared by the command files, and what their values mean to the use cases.
import type { ChatInputCommandInteraction } from 'discord.js';
import { suggestions } from '../../app';
import { type Face, parseFaces } from '../../rules';
import type { OptionSpec, Suggester } from './define';

type Kind = Parameters<typeof suggestions>[2];

/** Autocomplete from the campaign (names only, never secrets), merging several kinds. */
export function names(...kinds: Kind[]): Suggester {
  return async (ctx, caller, typed) => {
    const found: string[] = [];
    for (const k of kinds) found.push(...(await suggestions(ctx.deps, caller, k, typed)));
    return [...new Set(found)];
  };
}

export const text = (name: string, description: string, required = false, maxLength = 300): OptionSpec => ({
  type: 'string',
  name,
  description,
  required,
  maxLength,
});
export const named = (name: string, description: string, suggest: Suggester, required = false): OptionSpec => ({
  type: 'string',
  name,
  description,
  required,
  maxLength: 124,
  suggest,
});
export const count = (name: string, description: string, min: number, max: number, required = false): OptionSpec => ({
  type: 'integer',
  name,
  description,
  required,
  min,
  max,
});
export const flag = (name: string, description: string): OptionSpec => ({ type: 'boolean', name, description });
/** A fixed set of values, each with what it means (shown beside it in Discord). */
export const choice = (
  name: string,
  description: string,
  choices: Readonly<Record<string, string>>,
  required = true,
): OptionSpec => ({
  type: 'string',
  name,
  description,
  required,
  choices,
});

export const diceOption = (description: string): OptionSpec =>
  text('dice', `${description} (faces as digits: 6 5 5, 655 or 6,5,5)`, false, 200);
export const asOption: OptionSpec = named(
  'as',
  'Act as this participant (for a GM who also plays a character)',
  names('participant'),
);

/** Typed option readers: absent optional values are null. */
export const read = {
  text: (i: ChatInputCommandInteraction, name: string) => i.options.getString(name),
  required: (i: ChatInputCommandInteraction, name: string) => i.options.getString(name, true),
  int: (i: ChatInputCommandInteraction, name: string) => i.options.getInteger(name),
  flag: (i: ChatInputCommandInteraction, name: string) => i.options.getBoolean(name) ?? false,
  /** Dice typed by a person; null when the option was left out. */
  dice: (i: ChatInputCommandInteraction, name = 'dice'): Face[] | null => {
    const typed = i.options.getString(name);
    return typed === null ? null : parseFaces(typed);
  },
};
