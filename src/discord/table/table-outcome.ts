// Which interactions move a conflict, what of their answer goes to the table, and the table's
// update after the answer went out.
import type {
  Client,
  Interaction as AnyInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
} from 'discord.js';
import type { PublicView } from '../../app';
import { callerOf } from '../caller';
import { isCampaignComponent } from '../components/campaign';
import { isRollId } from '../components/roll-ids';
import type { PublicBody } from '../render/body';
import { type Folded, foldForTable } from './table-fold';
import { hasConflictHere, keepsTables, refreshTable, tableBody } from './table-post';

type Interaction = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** The commands whose answers belong at a conflict's table. */
const CONFLICT_COMMANDS = new Set(['conflict', 'exchange', 'books', 'gear', 'fly', 'goal']);

export interface TablePlan extends Folded {
  /** The table to post with the answer (a typed command that showed the conflict), else null. */
  post: { conflictId: number; body: PublicBody } | null;
}

/**
 * What of a conflict move's views is told and what the table takes; null when the interaction is
 * not a conflict move (a preset roll, a campaign answer, another command) or the channel has none.
 */
export function planTable(i: Interaction, views: readonly PublicView[]): TablePlan | null {
  if (!keepsTables(i.client)) return null;
  const command = i.isChatInputCommand();
  const conflictMove = command
    ? CONFLICT_COMMANDS.has(i.commandName)
    : !isRollId(i.customId) && !isCampaignComponent(i.customId);
  if (!conflictMove || !i.inGuild() || !hasConflictHere(i.client, callerOf(i as AnyInteraction))) return null;
  // An answer to a goal offer settles (or refuses) something asked in public: told, as before.
  const quiet = !command && !i.customId.startsWith('goal:');
  const folded = foldForTable(views, quiet);
  const shown = folded.shown;
  // A click that changes the conflict edits the table where it is; a typed command that shows it
  // (a start, the last roll, /conflict status) answers with the table itself, at the bottom, its
  // plain notices on top (one message, as before).
  if (!command || !shown) return { ...folded, post: null };
  return withTablePost(i.client, folded, shown);
}

/**
 * The table to post for views that showed the conflict, its plain notices on top (one message,
 * as before), and what is still told apart.
 */
export function withTablePost(client: Client, folded: Folded, shown: NonNullable<Folded['shown']>): TablePlan {
  const plainNotice = (v: PublicView) => v.kind === 'notice' && !v.pings?.length;
  const headline = [...folded.told.filter(plainNotice).map((v) => (v.kind === 'notice' ? v.text : '')), shown.headline]
    .filter((t) => t)
    .join('\n');
  const body = tableBody(client, shown.conflict, folded.lines, headline || undefined);
  return { ...folded, told: folded.told.filter((v) => !plainNotice(v)), post: { conflictId: shown.conflict.id, body } };
}

/** After the answer: the table takes the folded lines and the conflict's state. */
export async function updateTableAfter(i: Interaction, plan: TablePlan): Promise<void> {
  if (!i.channelId || plan.post) return;
  await refreshTable(i.client, callerOf(i as AnyInteraction), i.channelId, { lines: plan.lines });
}
