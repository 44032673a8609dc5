// Which interactions move a conflict, what of their answer goes to the table, and the table's
// update after the answer went out.
import {
  type Interaction as AnyInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { PublicView } from '../../app';
import { callerOf } from '../caller';
import { parsePlayId } from '../components/conflict-button-ids';
import { parseId } from '../components/ids';
import { parseTableId } from './table-ids';
import { startFormOf } from '../components/start-ids';
import type { PublicBody } from '../render/body';
import { type Folded, foldForTable, followUpCall } from './table-fold';
import type { TableKeeper } from './table-post';
import { joined } from '../../app/text/safe-text';

type Interaction = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** The commands whose answers belong at a conflict's table. */
const CONFLICT_COMMANDS: readonly string[] = ['conflict', 'exchange', 'books', 'gear', 'fly', 'goal'];
/** Subcommands of /conflict that only read (a pool shown to its owner): the table is left alone. */
const READS: readonly string[] = ['pool'];

/**
 * The moves by button or form whose answer is a message of its own, not only a line on the table:
 * a dispute and resist gear (from the table or the lead), a gift of books, the check of the dice,
 * a follow-up (held back for unspent books). Each calls whoever must act next, if anyone.
 */
const MOMENTS = /^(tb:(dispute|resist-form|give-form|verify|follow-(form|skill|guess)):|ex:(dispute|resist):)/;

export interface TablePlan extends Folded {
  /** The table to post with the answer (a typed command that showed the conflict), else null. */
  post: { conflictId: number; body: PublicBody } | null;
  /** A moment to tell on top of the table, posted at the bottom: it was about to move anyway. */
  onTop?: true;
  /** The click came from the conflict's kept table: its edit can be the whole answer. */
  fromTable?: boolean;
}

/**
 * What of a conflict move's views is told and what the table takes; null when the interaction is
 * not a conflict move (a preset roll, a campaign answer, another command) or the channel has none.
 */
export async function planTable(
  i: Interaction,
  views: readonly PublicView[],
  tables: TableKeeper | undefined,
): Promise<TablePlan | null> {
  if (!tables) return null;
  // The start form stands for /conflict start: it answers with the table, as the command does.
  const typed = i.isChatInputCommand() || (i.isModalSubmit() && startFormOf(i.customId) !== null);
  const conflictMove = i.isChatInputCommand()
    ? CONFLICT_COMMANDS.includes(i.commandName) &&
      !(i.commandName === 'conflict' && READS.includes(i.options.getSubcommand(false) ?? ''))
    : typed || [parseId, parsePlayId, parseTableId].some((parse) => parse(i.customId) !== null);
  if (!conflictMove || !i.inGuild() || !(await tables.hasConflictHere(callerOf(i as AnyInteraction)))) return null;
  // An answer to a goal offer settles (or refuses) something asked in public: told, as before;
  // so is a moment that changes what someone must do next (see MOMENTS).
  const moment = !typed && MOMENTS.test(i.customId);
  const quiet = !typed && !moment && !('customId' in i && i.customId.startsWith('goal:'));
  const fromTable = i.isMessageComponent() && (await tables.isTableMessage(i.message.id));
  const folded = { ...foldForTable(views, quiet), fromTable };
  const shown = folded.shown;
  // A moment when the table is about to move anyway rides on top of the table posted at the
  // bottom: one message, not two (a check of the dice, maybe of an earlier conflict, stands alone).
  if (moment && !shown && !folded.call && folded.told.length && !i.customId.startsWith('tb:verify:')) {
    if (i.channelId && (await tables.crowded(i.channelId))) return { ...folded, post: null, onTop: true };
  }
  // A click that changes the conflict edits the table where it is; a typed command that shows it
  // (a start, the last roll, /conflict status) answers with the table itself, at the bottom, its
  // plain notices on top (one message, as before).
  if (!typed || !shown) return { ...folded, post: null };
  return await withTablePost(tables, folded, shown);
}

/**
 * The table to post for views that showed the conflict, its plain notices on top (one message,
 * as before), and what is still told apart.
 */
export async function withTablePost(
  tables: TableKeeper,
  folded: Folded,
  shown: NonNullable<Folded['shown']>,
): Promise<TablePlan> {
  const plainNotice = (v: PublicView) => v.kind === 'notice' && !v.pings?.length;
  const texts = [
    ...folded.told.filter(plainNotice).flatMap((v) => (v.kind === 'notice' ? [v.text] : [])),
    ...(shown.headline ? [shown.headline] : []),
  ];
  // A follow-up begun by command calls everyone to its table, as its button does.
  const called = shown.call?.length ? shown.call : [];
  const headline = texts.length ? joined(texts, '\n') : undefined;
  const body = called.length
    ? await tables.tableBody(shown.conflict, followUpCall(headline, called), called)
    : await tables.tableBody(shown.conflict, headline);
  return {
    ...folded,
    told: folded.told.filter((v) => !plainNotice(v)),
    post: { conflictId: shown.conflict.id, body },
  };
}

/**
 * After the answer, the table placed once: a table posted with the answer (`posted`) is kept as the
 * conflict's; else the table takes the conflict's state (and its log, for "lately"), posted again
 * at the bottom when someone must act now (a war, a moment on top of it).
 */
export async function placeTable(
  i: Interaction,
  plan: TablePlan,
  posted: { id: string; channelId: string } | null | undefined,
  tables: TableKeeper,
): Promise<void> {
  if (plan.post) return tables.adopt(plan.post.conflictId, posted, plan.post.body);
  if (!i.channelId) return;
  await tables.refresh(callerOf(i as AnyInteraction), i.channelId, { call: plan.call });
  // A click on a table left behind (not the one kept) would keep it looking live: it is retired.
  if (i.isMessageComponent() && !i.message.flags.has(MessageFlags.Ephemeral))
    await tables.retireStale({ id: i.message.id, channelId: i.message.channelId, content: i.message.content });
}
