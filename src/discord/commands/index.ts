// Every slash command, in one static list used by the bot and by deploy-commands.
import books from './books';
import campaign from './campaign';
import character from './character';
import conflict from './conflict';
import type { BotCommand } from './define';
import exchange from './exchange';
import goal from './goal';
import murphy from './murphy';
import npc from './npc';
import points from './points';
import session from './session';

export const commands: readonly BotCommand[] = [campaign, character, npc, session, conflict, exchange, goal, books, murphy, points];

export function commandNamed(name: string): BotCommand | undefined {
  return commands.find((c) => c.data.name === name);
}

export type { BotCommand } from './define';
