// One entry of the component routing table: a parser that recognises its own custom ids (null for
// any other) and the handler of the interaction those ids arrive on. A new button is one file with
// its id codec and its handler, and one line in the table of index.ts.
import type {
  ButtonInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';

export type ComponentInteraction = MessageComponentInteraction | ModalSubmitInteraction;

export interface Route {
  /** Handles `i` when its custom id is one of this route's; false when it is not. */
  handle(ctx: BotContext, i: ComponentInteraction): Promise<boolean>;
}

type Parse<T> = (customId: string) => T | null;
type Handler<I, T> = (ctx: BotContext, i: I, id: T) => Promise<unknown>;

/** A route whose ids come on one type of interaction; the same id on another type is refused. */
function on<I extends ComponentInteraction>(is: (i: ComponentInteraction) => i is I) {
  return <T>(parse: Parse<T>, handler: Handler<I, T>): Route => ({
    async handle(ctx, i) {
      const id = parse(i.customId);
      if (id === null) return false;
      if (!is(i)) throw new Refusal('discord/unknown-component');
      await handler(ctx, i, id);
      return true;
    },
  });
}

export const button = on((i): i is ButtonInteraction => i.isButton());
export const menu = on((i): i is StringSelectMenuInteraction => i.isStringSelectMenu());
export const form = on((i): i is ModalSubmitInteraction => i.isModalSubmit());
/** A route whose handler tells the types of interaction apart itself. */
export const anyComponent = on((i): i is ComponentInteraction => true);
