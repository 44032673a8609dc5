// Where each conflict's table message is, and keeping it current: edited in place after every move,
// reposted lower down (the old copy deleted) once enough other messages have pushed it up. The
// bot edits and deletes it through its own channel-message routes: an interaction token dies after
// 15 minutes, and play runs over days.
//
// The places are stored with the game (one row per conflict: its channel, its message, a digest of
// what it shows and how far up it sits), so a restarted bot edits or moves the same message and
// never leaves a second live table behind; the "lately" lines come from the conflict's log. The
// updates of one channel run one at a time in this process, so two quick moves never post two tables.
import { hash } from 'node:crypto';
import { ButtonStyle, ComponentType, type REST, Routes } from 'discord.js';
import { type Caller, type ConflictTable, conflictTables, type Deps, latestConflictIdHere } from '../../app';
import { currentConflict } from '../components/lookups';
import type { Logger } from '../../log';
import type { PublicBody, Row } from '../render/body';
import { rowOf } from '../render/conflict-rows';
import { makeTableId } from './table-ids';
import { renderTable, type TableConflict } from './table-render';
import type { TableCall } from './table-fold';
import { keep, md, type Safe, textOf } from '../../app/text/safe-text';
import { LATELY_EVENTS, latelyLines } from './table-lately';

/**
 * A table this far up (counting the bot's messages posted below it) is posted again at the bottom:
 * more than three messages below it, and it has left the screen of someone following the play.
 */
export const REPOST_AFTER = 4;

/**
 * Where the client's conflict tables are; every function that posts in a channel tells it, and a
 * move's answer brings the table up to date through it.
 */
export interface TableKeeper {
  /** Whether a message is one of the tables kept (a click on it needs no new message). */
  isTableMessage(messageId: string): Promise<boolean>;
  /** A public message the bot posted in a channel: every table there sits one message higher. */
  notePosted(channelId: string | undefined): Promise<void>;
  /**
   * Whether the table of the channel's latest conflict is about to move to the bottom: one more
   * message below it and it would be posted again.
   */
  crowded(channelId: string): Promise<boolean>;
  /** Whether the caller's channel has a conflict (running or ended) whose table can show things. */
  hasConflictHere(caller: Caller): Promise<boolean>;
  /**
   * The table of `conflict` as it stands; to be posted by the caller, who then hands the posted
   * message to adopt. `mentions`: the users the headline calls, the only ones it may ping.
   */
  tableBody(conflict: TableConflict, headline?: Safe, mentions?: readonly string[]): Promise<PublicBody>;
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
  /**
   * A click came from a table that is not the conflict's kept one (left behind by a bot stopped
   * between posting a table and keeping it, or posted before tables were kept): it loses its
   * buttons and says where the table is.
   */
  retireStale(clicked: { id: string; channelId: string; content: string }): Promise<void>;
}

interface Refresh {
  call?: TableCall | null;
}

interface Tracker {
  deps: Deps;
  log: Logger;
  rest: Pick<REST, 'patch' | 'post' | 'delete'>;
  /** The last update queued in each channel: the next one waits for it. */
  queues: Map<string, Promise<unknown>>;
  /**
   * The tables this process deleted lately: a click on one of them (the table moved as it was
   * clicked) needs no retiring. Only spares a useless edit; nothing depends on it after a restart.
   */
  deleted: string[];
}

/** One client's table keeper: its database, its log, and the REST client that edits its messages. */
export function tableKeeper(deps: Deps, log: Logger, rest: Pick<REST, 'patch' | 'post' | 'delete'>): TableKeeper {
  const tracker: Tracker = { deps, log, rest, queues: new Map(), deleted: [] };
  return {
    isTableMessage: async (messageId) => (await conflictTables.byMessage(deps, messageId)) !== undefined,
    notePosted: async (channelId) => {
      if (channelId) await inTurn(tracker, channelId, () => conflictTables.pushedUp(deps, channelId));
    },
    crowded: async (channelId) => {
      const latest = (await conflictTables.in(deps, channelId)).sort((a, b) => b.conflictId - a.conflictId)[0];
      return latest !== undefined && latest.below >= REPOST_AFTER - 1;
    },
    hasConflictHere: (caller) => hasConflictHere(deps, caller),
    tableBody: (conflict, headline, mentions) => tableBody(tracker, conflict, headline, mentions),
    adopt: async (conflictId, message, body) => {
      if (!message) return;
      try {
        await inTurn(tracker, message.channelId, () => adoptTable(tracker, conflictId, message, body));
      } catch (err) {
        log.warn(`could not keep a conflict's table: ${problem(err)}`, { conflict: conflictId });
      }
    },
    refresh: (caller, channelId, options) =>
      inTurn(tracker, channelId, () => refreshTable(tracker, caller, channelId, options)),
    retireStale: (clicked) => inTurn(tracker, clicked.channelId, () => retireStale(tracker, clicked)),
  };
}

/**
 * Runs `work` after every update of the channel queued before it: each reads the table where the
 * last one left it. A failed update does not stop the next.
 */
async function inTurn<T>(tracker: Tracker, channelId: string, work: () => Promise<T>): Promise<T> {
  const before = tracker.queues.get(channelId) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  const settled = mine.catch(() => {});
  tracker.queues.set(channelId, settled);
  try {
    return await mine;
  } finally {
    if (tracker.queues.get(channelId) === settled) tracker.queues.delete(channelId);
  }
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

async function tableBody(
  tracker: Tracker,
  conflict: TableConflict,
  headline?: Safe,
  mentions: readonly string[] = [],
): Promise<PublicBody> {
  const events = await conflictTables.latestEvents(tracker.deps, conflict.id, LATELY_EVENTS);
  return renderTable(conflict, latelyLines(conflict, events).map(keep), headline, mentions);
}

/** Only the users the body names may be pinged: never everyone, a role, or an id in someone's text. */
const payloadOf = (body: PublicBody) => ({
  content: body.content,
  components: [...body.components],
  allowed_mentions: { parse: [], users: [...body.mentionUsers] },
});

/** What a table shows, in short: the same body gives the same digest in any process. */
const digestOf = (body: PublicBody) => hash('sha256', JSON.stringify(payloadOf(body)), 'hex');

/** Discord's answer for a message that is gone (deleted by someone, or its channel). */
const isUnknownMessage = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === 10008;

const problem = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function adoptTable(
  tracker: Tracker,
  conflictId: number,
  message: { id: string; channelId: string },
  body: PublicBody,
): Promise<void> {
  const { deps } = tracker;
  const before = await conflictTables.of(deps, conflictId);
  await conflictTables.put(deps, {
    conflictId,
    channelId: message.channelId,
    messageId: message.id,
    sent: digestOf(body),
    below: 0,
  });
  if (before && before.messageId !== message.id) await removeOld(tracker, before);
  await retireOthers(tracker, conflictId, message.channelId);
}

/**
 * The conflict's earlier table is deleted; where Discord refuses that, it is edited into a short
 * note without buttons, so that no old copy looks live.
 */
async function removeOld(tracker: Tracker, old: ConflictTable): Promise<void> {
  const route = Routes.channelMessage(old.channelId, old.messageId);
  try {
    await tracker.rest.delete(route);
    tracker.deleted = [...tracker.deleted.slice(-99), old.messageId];
  } catch (err) {
    tracker.log.warn(`could not remove an old table: ${problem(err)}`, { conflict: old.conflictId });
    try {
      await tracker.rest.patch(route, {
        body: {
          content: md`This table has moved: the conflict's table is the newest one in this channel.`,
          components: [],
        },
      });
    } catch {
      // Gone already, or out of reach: nothing more to do.
    }
  }
}

async function refreshTable(tracker: Tracker, caller: Caller, channelId: string, options: Refresh = {}): Promise<void> {
  const conflict = await conflictHere(tracker.deps, caller);
  if (!conflict) return;
  try {
    const { call } = options;
    const body = await tableBody(tracker, conflict, call?.text, call?.users);
    const sent = digestOf(body);
    const table = await conflictTables.of(tracker.deps, conflict.id);
    // An edit pings nobody, and the table may be far up: a call is a new post at the bottom.
    if (!call && table && table.channelId === channelId && table.below < REPOST_AFTER) {
      if (table.sent === sent) return;
      try {
        await tracker.rest.patch(Routes.channelMessage(table.channelId, table.messageId), { body: payloadOf(body) });
        await conflictTables.sent(tracker.deps, conflict.id, sent);
        return;
      } catch (err) {
        // Someone deleted the table: it is posted again below, rather than failing on every move.
        if (!isUnknownMessage(err)) throw err;
        await conflictTables.forget(tracker.deps, conflict.id);
      }
    }
    const posted = (await tracker.rest.post(Routes.channelMessages(channelId), { body: payloadOf(body) })) as {
      id: string;
    };
    await adoptTable(tracker, conflict.id, { id: posted.id, channelId }, body);
  } catch (err) {
    tracker.log.warn(`could not update a conflict's table: ${problem(err)}`, { conflict: conflict.id });
  }
}

/**
 * Each conflict keeps a table of its own: a follow-up's is a new message. An earlier conflict's
 * table (always an ended one: a channel runs one conflict at a time) keeps its text and result,
 * and of its buttons those that still mean something, Recap and Check the dice; its row stays,
 * marked FINISHED, so that a click on it is a click on a table, and it is put to rest only once.
 */
async function retireOthers(tracker: Tracker, conflictId: number, channelId: string): Promise<void> {
  for (const t of await conflictTables.in(tracker.deps, channelId)) {
    if (t.conflictId === conflictId || t.sent === FINISHED) continue;
    try {
      await tracker.rest.patch(Routes.channelMessage(t.channelId, t.messageId), {
        body: { components: finishedRows(t.conflictId) },
      });
      await conflictTables.sent(tracker.deps, t.conflictId, FINISHED);
    } catch (err) {
      if (isUnknownMessage(err)) await conflictTables.forget(tracker.deps, t.conflictId);
      else tracker.log.warn(`could not retire an old table: ${problem(err)}`, { conflict: t.conflictId });
    }
  }
}

/** What an earlier conflict's table shows no more of: it never changes again. */
const FINISHED = 'finished';

const finishedRows = (conflictId: number): Row[] => [
  rowOf(
    (['recap', 'verify'] as const).map((m) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: m === 'recap' ? 'Recap' : 'Check the dice',
      custom_id: makeTableId(m, conflictId),
    })),
  ),
];

/** How a table reads (see tableText): a message without it is no table. */
const TABLE_MARK = '**Waiting for**';

async function retireStale(
  tracker: Tracker,
  clicked: { id: string; channelId: string; content: string },
): Promise<void> {
  if (!clicked.content.includes(TABLE_MARK) || tracker.deleted.includes(clicked.id)) return;
  if (await conflictTables.byMessage(tracker.deps, clicked.id)) return;
  try {
    await tracker.rest.patch(Routes.channelMessage(clicked.channelId, clicked.id), {
      body: {
        content: textOf(md`This table is out of date: the conflict's table is the newest one in this channel.`),
        components: [],
      },
    });
  } catch (err) {
    if (!isUnknownMessage(err)) tracker.log.warn(`could not retire an old table: ${problem(err)}`, {});
  }
}
