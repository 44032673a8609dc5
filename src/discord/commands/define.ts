// A small declarative layer over SlashCommandBuilder: each top-level command lists its subcommands
// with their options and one handler each; the builder JSON, the dispatch and the autocomplete
// all come from that one list.
import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Caller } from '../../app';
import { lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { suggest } from '../reply';

export type Handler = (ctx: BotContext, i: ChatInputCommandInteraction) => Promise<void>;
/** Names to offer for what the user has typed so far. */
export type Suggester = (
  ctx: BotContext,
  caller: Caller,
  typed: string,
  i: AutocompleteInteraction,
) => string[] | Promise<string[]>;

interface OptionBase {
  name: string;
  description: string;
  required?: boolean;
}
export type OptionSpec =
  | (OptionBase & {
      type: 'string';
      maxLength?: number;
      choices?: Readonly<Record<string, string>>;
      suggest?: Suggester;
    })
  | (OptionBase & { type: 'integer'; min: number; max: number })
  | (OptionBase & { type: 'boolean' })
  | (OptionBase & { type: 'user' })
  | (OptionBase & { type: 'attachment' });

export interface SubcommandSpec {
  name: string;
  description: string;
  options?: readonly OptionSpec[];
  handler: Handler;
}

export interface CommandSpec {
  name: string;
  description: string;
  subcommands: readonly SubcommandSpec[];
}

export interface BotCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void>;
  autocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void>;
}

export function defineCommand(spec: CommandSpec): BotCommand {
  const builder = new SlashCommandBuilder()
    .setName(spec.name)
    .setDescription(spec.description)
    .setContexts(InteractionContextType.Guild);
  for (const sub of spec.subcommands)
    builder.addSubcommand((b) => addOptions(b.setName(sub.name).setDescription(sub.description), sub.options ?? []));
  const find = (name: string) => spec.subcommands.find((s) => s.name === name);
  return {
    data: builder.toJSON(),
    async execute(ctx, i) {
      const sub = find(i.options.getSubcommand());
      if (!sub) throw new Error(`/${spec.name} has no subcommand ${i.options.getSubcommand()}`);
      await sub.handler(ctx, i);
    },
    async autocomplete(ctx, i) {
      const focused = i.options.getFocused(true);
      const option = find(i.options.getSubcommand())?.options?.find((o) => o.name === focused.name);
      const names =
        option?.type === 'string' && option.suggest
          ? await option.suggest(ctx, lookupCaller(i), String(focused.value), i)
          : [];
      await suggest(i, names);
    },
  };
}

function addOptions(b: SlashCommandSubcommandBuilder, options: readonly OptionSpec[]): SlashCommandSubcommandBuilder {
  for (const o of options) {
    const base = <T extends { setName(n: string): T; setDescription(d: string): T; setRequired(r: boolean): T }>(
      x: T,
    ) =>
      x
        .setName(o.name)
        .setDescription(o.description)
        .setRequired(o.required ?? false);
    switch (o.type) {
      case 'string':
        b.addStringOption((x) => {
          base(x).setMaxLength(o.maxLength ?? 1000);
          // Each choice shows what it means: `assist: quality ÷ 2 dice on its skill`.
          if (o.choices)
            x.addChoices(
              ...Object.entries(o.choices).map(([value, means]) => ({
                name: `${value}: ${means}`.slice(0, 100),
                value,
              })),
            );
          else if (o.suggest) x.setAutocomplete(true);
          return x;
        });
        break;
      case 'integer':
        b.addIntegerOption((x) => base(x).setMinValue(o.min).setMaxValue(o.max));
        break;
      case 'boolean':
        b.addBooleanOption((x) => base(x));
        break;
      case 'user':
        b.addUserOption((x) => base(x));
        break;
      case 'attachment':
        b.addAttachmentOption((x) => base(x));
        break;
    }
  }
  return b;
}
