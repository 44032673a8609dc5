// Where each conflict's table message is, and keeping it current: edited in place after every move,
// reposted lower down (the old copy deleted) once enough other messages have pushed it up. The
// bot edits and deletes it through its own channel-message routes: an interaction token dies after
// 15 minutes, and play runs over days.
//
// The places are kept in memory, by the client's table keeper (made at start-up and handed to every
// reply that may move a conflict): after a restart the next move posts a fresh table (the
// old copy's buttons still work, as every button carries what it acts on and is checked again).
import { type REST, Routes } from 'discord.js';
import { type Caller, type Deps, latestConflictIdHere } from '../../app';
import { currentConflict } from '../components/lookups';
import type { Logger } from '../../log';
import type { PublicBody } from '../render/body';
import { renderTable, type TableConflict } from './table-render';
import type { TableCall } from './table-fold';
import type { Kept, Safe } from '../../app/safe-text';

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

/**
 * Where the client's conflict tables are and what they list lately; every function that posts in
 * a channel tells it, and a move's answer brings the table up to date through it.
 */
export interface TableKeeper {
  /** Whether a message is one of the tables kept (a click on it needs no new message). */
  isTableMessage(messageId: string): boolean;
  /** A public message the bot posted in a channel: every table there sits one message higher. */
  notePosted(channelId: string | undefined): void;
  /** Whether the caller's channel has a conflict (running or ended) whose table can show things. */
  hasConflictHere(caller: Caller): Promise<boolean>;
  /**
   * The table of `conflict` as it stands, with these events noted first; to be posted by the
   * caller, who then hands the posted message to adopt.
   */
  tableBody(conflict: TableConflict, lines: readonly Kept[], headline?: Safe): PublicBody;
  /** A table just posted (as an answer, or in a thread): the conflict's earlier table is deleted. */
  adopt(
    conflictId: number,
    message: { id: string; channelId: string } | null | undefined,
    body: PublicBody,
  ): Promise<void>;
  /**
   * Brings the table of the caller's channel's conflict up to date in `channelId`: an edit, or a
   * new post at the bottom (the old one deleted) when there is none yet, it has been pushed up, or
   * it calls someone (`call`: its text on top, pinging only those users).
   * Failures are logged: the move itself is already saved and told.
   */
  refresh(caller: Caller, channelId: string, options?: Refresh): Promise<void>;
}

interface Refresh {
  lines?: readonly Kept[];
  call?: TableCall | null;
}

interface Tracker {
  deps: Deps;
  log: Logger;
  rest: Pick<REST, 'patch' | 'post' | 'delete'>;
  tables: Map<number, Table>;
  /** The same tables by channel and by message: a bot holds thousands, looked up on every post. */
  inChannel: Map<string, Set<Table>>;
  messages: Set<string>;
  recent: Map<number, Kept[]>;
}

/** Keeps `table` as its conflict's table, in place of the one it had. */
function putTable(tracker: Tracker, table: Table): void {
  dropTable(tracker, table.conflictId);
  tracker.tables.set(table.conflictId, table);
  const here = tracker.inChannel.get(table.channelId) ?? new Set<Table>();
  tracker.inChannel.set(table.channelId, here.add(table));
  tracker.messages.add(table.messageId);
}

function dropTable(tracker: Tracker, conflictId: number): void {
  const table = tracker.tables.get(conflictId);
  if (!table) return;
  tracker.tables.delete(conflictId);
  tracker.messages.delete(table.messageId);
  const here = tracker.inChannel.get(table.channelId);
  here?.delete(table);
  if (here?.size === 0) tracker.inChannel.delete(table.channelId);
}

const tablesIn = (tracker: Tracker, channelId: string): Table[] => [...(tracker.inChannel.get(channelId) ?? [])];

/** One client's table keeper: its database, its log, and the REST client that edits its messages. */
export function tableKeeper(deps: Deps, log: Logger, rest: Pick<REST, 'patch' | 'post' | 'delete'>): TableKeeper {
  const tracker: Tracker = {
    deps,
    log,
    rest,
    tables: new Map(),
    inChannel: new Map(),
    messages: new Set(),
    recent: new Map(),
  };
  return {
    isTableMessage: (messageId) => tracker.messages.has(messageId),
    notePosted: (channelId) => {
      if (!channelId) return;
      for (const t of tracker.inChannel.get(channelId) ?? []) t.below += 1;
    },
    hasConflictHere: (caller) => hasConflictHere(tracker.deps, caller),
    tableBody: (conflict, lines, headline) => tableBody(tracker, conflict, lines, headline),
    adopt: (conflictId, message, body) => adoptTable(tracker, conflictId, message, body),
    refresh: (caller, channelId, options) => refreshTable(tracker, caller, channelId, options),
  };
}

/** Adds events to the table's "lately" lines (oldest dropped). */
function noteRecent(tracker: Tracker, conflictId: number, lines: readonly Kept[]): void {
  if (lines.length === 0) return;
  const list = [...(tracker.recent.get(conflictId) ?? []), ...lines].slice(-RECENT);
  tracker.recent.set(conflictId, list);
}

/** Whether the channel has a conflict (checked before every move's answer: no view is built). */
async function hasConflictHere(deps: Deps, caller: Caller): Promise<boolean> {
  try {
    await latestConflictIdHere(deps, { ...caller, interactionId: undefined });
    return true;
  } catch {
    return false;
  }
}

/** The channel's conflict as everyone sees it, or null when there is none. */
async function conflictHere(deps: Deps, caller: Caller): Promise<TableConflict | null> {
  try {
    return await currentConflict(deps, { ...caller, interactionId: undefined });
  } catch {
    return null;
  }
}

function tableBody(
  tracker: Tracker,
  conflict: TableConflict,
  lines: readonly Kept[],
  headline?: Safe,
  mentions: readonly string[] = [],
): PublicBody {
  noteRecent(tracker, conflict.id, lines);
  return renderTable(conflict, tracker.recent.get(conflict.id) ?? [], headline, mentions);
}

/** Only the users the body names may be pinged: never everyone, a role, or an id in someone's text. */
const payloadOf = (body: PublicBody) => ({
  content: body.content,
  components: [...body.components],
  allowed_mentions: { parse: [], users: [...body.mentionUsers] },
});

async function adoptTable(
  tracker: Tracker,
  conflictId: number,
  message: { id: string; channelId: string } | null | undefined,
  body: PublicBody,
): Promise<void> {
  if (!message) return;
  const before = tracker.tables.get(conflictId);
  const sent = JSON.stringify(payloadOf(body));
  putTable(tracker, { conflictId, channelId: message.channelId, messageId: message.id, sent, below: 0 });
  try {
    if (before && before.messageId !== message.id)
      await tracker.rest.delete(Routes.channelMessage(before.channelId, before.messageId));
    await retireOthers(tracker, conflictId, message.channelId);
  } catch (err) {
    tracker.log.warn(`could not remove an old table: ${err instanceof Error ? err.message : String(err)}`, {
      conflict: conflictId,
    });
  }
}

async function refreshTable(tracker: Tracker, caller: Caller, channelId: string, options: Refresh = {}): Promise<void> {
  const conflict = await conflictHere(tracker.deps, caller);
  if (!conflict) return;
  const { call } = options;
  const body = tableBody(tracker, conflict, options.lines ?? [], call?.text, call?.users);
  const payload = payloadOf(body);
  const sent = JSON.stringify(payload);
  const table = tracker.tables.get(conflict.id) ?? takeOver(tracker, conflict.id, channelId);
  try {
    // An edit pings nobody, and the table may be far up: a call is a new post at the bottom.
    if (!call && table && table.channelId === channelId && table.below < REPOST_AFTER) {
      if (table.sent === sent) return;
      await tracker.rest.patch(Routes.channelMessage(table.channelId, table.messageId), { body: payload });
      table.sent = sent;
      return;
    }
    const posted = (await tracker.rest.post(Routes.channelMessages(channelId), { body: payload })) as { id: string };
    await adoptTable(tracker, conflict.id, { id: posted.id, channelId }, body);
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
  const earlier = tablesIn(tracker, channelId).find((t) => t.below < REPOST_AFTER);
  if (!earlier) return undefined;
  dropTable(tracker, earlier.conflictId);
  tracker.recent.delete(earlier.conflictId);
  const table = { ...earlier, conflictId };
  putTable(tracker, table);
  return table;
}

/** An earlier conflict's table in the same channel keeps its text but loses its buttons. */
async function retireOthers(tracker: Tracker, conflictId: number, channelId: string): Promise<void> {
  for (const t of tablesIn(tracker, channelId)) {
    if (t.conflictId === conflictId) continue;
    dropTable(tracker, t.conflictId);
    tracker.recent.delete(t.conflictId);
    await tracker.rest.patch(Routes.channelMessage(t.channelId, t.messageId), { body: { components: [] } });
  }
}
