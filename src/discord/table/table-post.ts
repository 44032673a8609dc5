// Where each conflict's table message is, and keeping it current: edited in place after every move,
// reposted lower down (the old copy deleted) once enough other messages have pushed it up. The
// bot edits and deletes it through its own channel-message routes: an interaction token dies after
// 15 minutes, and play runs over days.
//
// The places are kept in memory, per client: after a restart the next move posts a fresh table (the
// old copy's buttons still work, as every button carries what it acts on and is checked again).
import { type Client, Routes } from 'discord.js';
import type { Caller, Deps } from '../../app';
import { currentConflict } from '../components/lookups';
import type { Logger } from '../log';
import type { PublicBody } from '../render/body';
import { renderTable, type TableConflict } from './table-render';

/** A table this far up (counting the bot's messages posted below it) is posted again at the bottom. */
export const REPOST_AFTER = 6;
/** How many of the latest events the table lists. */
const RECENT = 4;

interface Table {
  conflictId: number;
  channelId: string;
  messageId: string;
  /** What was sent last, to skip edits that change nothing. */
  sent: string;
  /** Bot messages posted in the channel since the table. */
  below: number;
}

interface Tracker {
  deps: Deps;
  log: Logger;
  tables: Map<number, Table>;
  recent: Map<number, string[]>;
}

const trackers = new WeakMap<Client, Tracker>();

export function trackTables(client: Client, deps: Deps, log: Logger): void {
  trackers.set(client, { deps, log, tables: new Map(), recent: new Map() });
}

/** Whether this client keeps tables at all (a bot started without them keeps answering as before). */
export function keepsTables(client: Client | undefined): boolean {
  return client !== undefined && trackers.has(client);
}

/** Whether a message is one of the tables this client keeps (a click on it needs no new message). */
export function isTableMessage(client: Client, messageId: string): boolean {
  const tracker = trackers.get(client);
  return tracker ? [...tracker.tables.values()].some((t) => t.messageId === messageId) : false;
}

/** A public message the bot posted in a channel: every table there sits one message higher. */
export function notePosted(client: Client, channelId: string | undefined): void {
  const tracker = trackers.get(client);
  if (!tracker || !channelId) return;
  for (const t of tracker.tables.values()) if (t.channelId === channelId) t.below += 1;
}

/** Whether the caller's channel has a conflict (running or ended) whose table can show things. */
export function hasConflictHere(client: Client, caller: Caller): boolean {
  const tracker = trackers.get(client);
  return tracker ? conflictHere(tracker.deps, caller) !== null : false;
}

/** Adds events to the table's "lately" lines (oldest dropped). */
function noteRecent(tracker: Tracker, conflictId: number, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const list = [...(tracker.recent.get(conflictId) ?? []), ...lines].slice(-RECENT);
  tracker.recent.set(conflictId, list);
}

/** The channel's conflict as everyone sees it, or null when there is none. */
function conflictHere(deps: Deps, caller: Caller): TableConflict | null {
  try {
    return currentConflict(deps, { ...caller, interactionId: undefined });
  } catch {
    return null;
  }
}

/**
 * The table of `conflict` as it stands, with these events noted first; to be posted by the caller,
 * who then hands the posted message to adoptTable.
 */
export function tableBody(
  client: Client,
  conflict: TableConflict,
  lines: readonly string[],
  headline?: string,
): PublicBody {
  const tracker = trackers.get(client);
  if (tracker) noteRecent(tracker, conflict.id, lines);
  return renderTable(conflict, tracker?.recent.get(conflict.id) ?? [], headline);
}

const payloadOf = (body: PublicBody) => ({
  content: body.content,
  components: [...body.components],
  allowed_mentions: { parse: [] },
});

/** A table just posted (as an answer, or in a thread): the conflict's earlier table is deleted. */
export async function adoptTable(
  client: Client,
  conflictId: number,
  message: { id: string; channelId: string } | null | undefined,
  body: PublicBody,
): Promise<void> {
  const tracker = trackers.get(client);
  if (!tracker || !message) return;
  const before = tracker.tables.get(conflictId);
  const sent = JSON.stringify(payloadOf(body));
  tracker.tables.set(conflictId, { conflictId, channelId: message.channelId, messageId: message.id, sent, below: 0 });
  try {
    if (before && before.messageId !== message.id)
      await client.rest.delete(Routes.channelMessage(before.channelId, before.messageId));
    await retireOthers(client, tracker, conflictId, message.channelId);
  } catch (err) {
    tracker.log.warn(`could not remove an old table: ${err instanceof Error ? err.message : String(err)}`, {
      conflict: conflictId,
    });
  }
}

/**
 * Brings the table of the caller's channel's conflict up to date in `channelId`: an edit, or a new
 * post at the bottom (the old one deleted) when there is none yet or it has been pushed up.
 * Failures are logged: the move itself is already saved and told.
 */
export async function refreshTable(
  client: Client,
  caller: Caller,
  channelId: string,
  options: { lines?: readonly string[]; headline?: string } = {},
): Promise<void> {
  const tracker = trackers.get(client);
  if (!tracker) return;
  const conflict = conflictHere(tracker.deps, caller);
  if (!conflict) return;
  const body = tableBody(client, conflict, options.lines ?? [], options.headline);
  const payload = payloadOf(body);
  const sent = JSON.stringify(payload);
  const table = tracker.tables.get(conflict.id) ?? takeOver(tracker, conflict.id, channelId);
  try {
    if (table && table.channelId === channelId && table.below < REPOST_AFTER) {
      if (table.sent === sent) return;
      await client.rest.patch(Routes.channelMessage(table.channelId, table.messageId), { body: payload });
      table.sent = sent;
      return;
    }
    const posted = (await client.rest.post(Routes.channelMessages(channelId), { body: payload })) as { id: string };
    await adoptTable(client, conflict.id, { id: posted.id, channelId }, body);
  } catch (err) {
    tracker.log.warn(`could not update a conflict's table: ${err instanceof Error ? err.message : String(err)}`, {
      conflict: conflict.id,
    });
  }
}

/**
 * A follow-up (or any next conflict) in a channel whose last table is still near the bottom takes
 * that message over: the earlier conflict's end is told in its own message, so nothing is lost.
 */
function takeOver(tracker: Tracker, conflictId: number, channelId: string): Table | undefined {
  const earlier = [...tracker.tables.values()].find((t) => t.channelId === channelId && t.below < REPOST_AFTER);
  if (!earlier) return undefined;
  tracker.tables.delete(earlier.conflictId);
  tracker.recent.delete(earlier.conflictId);
  const table = { ...earlier, conflictId };
  tracker.tables.set(conflictId, table);
  return table;
}

/** An earlier conflict's table in the same channel keeps its text but loses its buttons. */
async function retireOthers(client: Client, tracker: Tracker, conflictId: number, channelId: string): Promise<void> {
  for (const t of [...tracker.tables.values()]) {
    if (t.conflictId === conflictId || t.channelId !== channelId) continue;
    tracker.tables.delete(t.conflictId);
    tracker.recent.delete(t.conflictId);
    await client.rest.patch(Routes.channelMessage(t.channelId, t.messageId), { body: { components: [] } });
  }
}
