// Every slash command, in one static list used by the bot and by deploy-commands.
import books from './books';
import campaign from './campaign';
import character from './character';
import conflict from './conflict';
import type { BotCommand } from './define';
import exchange from './exchange';
import fly from './fly';
import gear from './gear';
import goal from './goal';
import murphy from './murphy';
import npc from './npc';
import odds from './odds';
import points from './points';
import roll from './roll';
import drama from './roll-drama';
import session from './session';
// The campaign around the conflicts: compels, downtime, effects, enemies, points.
import compel from './compel';
import downtime from './downtime';
import effect from './effect';
import enemy from './enemy';
import help from './help';

export const commands: readonly BotCommand[] = [
  campaign,
  character,
  npc,
  session,
  conflict,
  exchange,
  goal,
  books,
  murphy,
  points,
  compel,
  enemy,
  effect,
  downtime,
  help,
  odds,
  roll,
  drama,
  fly,
  gear,
];

export function commandNamed(name: string): BotCommand | undefined {
  return commands.find((c) => c.data.name === name);
}

export type { BotCommand } from './define';
