// Top-level commands without subcommands (`/compel`, `/help`), built from the same option specs as
// defineCommand: the options of a one-subcommand command are lifted to the top.
import type { APIApplicationCommandSubcommandOption } from 'discord.js';
import { lookupCaller } from '../caller';
import { suggest } from '../reply';
import { type BotCommand, defineCommand, type Handler, type OptionSpec } from './define';

export interface FlatCommandSpec {
  name: string;
  description: string;
  options?: readonly OptionSpec[];
  handler: Handler;
}

export function defineFlatCommand(spec: FlatCommandSpec): BotCommand {
  const nested = defineCommand({
    name: spec.name,
    description: spec.description,
    subcommands: [{ name: 'run', description: spec.description, options: spec.options ?? [], handler: spec.handler }],
  });
  const only = (nested.data.options ?? [])[0] as APIApplicationCommandSubcommandOption | undefined;
  return {
    data: { ...nested.data, options: only?.options ?? [] },
    execute: (ctx, i) => spec.handler(ctx, i),
    async autocomplete(ctx, i) {
      const focused = i.options.getFocused(true);
      const option = spec.options?.find((o) => o.name === focused.name);
      const names =
        option?.type === 'string' && option.suggest
          ? await option.suggest(ctx, lookupCaller(i), String(focused.value), i)
          : [];
      await suggest(i, names);
    },
  };
}
