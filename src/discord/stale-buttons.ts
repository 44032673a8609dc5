// Stale buttons: a public message's buttons are disabled once what they act on is settled (an
// exchange resolved or withdrawn, an offer answered, a conflict over), so nobody clicks a dead button. The
// bot remembers each public message it posts with buttons, and edits it later through its own
// channel-message route: an interaction token is dead after 15 minutes, and play runs over days.
import { type REST, Routes } from 'discord.js';
import { buttonMessagesFor, type Deps, forgetButtons, type PublicView, rememberButtons } from '../app';
import { makeId, parseId } from './components/ids';
import { parsePlayId } from './components/conflict-button-ids';
import type { Logger } from '../log';
import type { Row } from './render/body';

/**
 * What reply.ts is handed to keep posted buttons in step with play: it writes to the database (which
 * message has which buttons) and edits old messages, so every function that posts takes it openly.
 */
export interface ButtonTracker {
  /** After a public message with buttons was posted: remember where it is. */
  posted(message: { id: string; channelId: string } | null | undefined, rows: readonly Row[]): Promise<void>;
  /**
   * Disables the buttons these views settle, and every button of `answeredMessageId` (a goal offer
   * answered from its own message). Failures are logged: the answer itself has already gone out.
   */
  settle(views: readonly PublicView[], answeredMessageId?: string): Promise<void>;
}

/** One client's tracker: its database, its log, and the REST client that edits its messages. */
export function buttonTracker(deps: Deps, log: Logger, rest: Pick<REST, 'patch'>): ButtonTracker {
  return {
    posted: (message, rows) => rememberPosted(deps, log, message, rows),
    settle: (views, answeredMessageId) => disableSettled(deps, log, rest, views, answeredMessageId),
  };
}

const customIdsOf = (rows: readonly Row[]): string[] =>
  rows
    .flatMap((r) => r.components)
    .flatMap((c) => ('custom_id' in c && typeof c.custom_id === 'string' ? [c.custom_id] : []));

const conflictOf = (customId: string): number | null => {
  const id = parseId(customId) ?? parsePlayId(customId);
  return id ? id.conflictId : null;
};

async function rememberPosted(
  deps: Deps,
  log: Logger,
  message: { id: string; channelId: string } | null | undefined,
  rows: readonly Row[],
): Promise<void> {
  const customIds = customIdsOf(rows);
  if (!message || customIds.length === 0) return;
  try {
    const conflictId = customIds.map(conflictOf).find((c) => c !== null) ?? null;
    await rememberButtons(deps, {
      messageId: message.id,
      channelId: message.channelId,
      conflictId,
      customIds,
      components: JSON.stringify(rows),
    });
  } catch (err) {
    log.warn(`could not remember a message's buttons: ${String(err)}`, { message: message.id });
  }
}

/** What these public views settle: single buttons, or everything of a conflict. */
export function settledBy(views: readonly PublicView[]): { customIds: string[]; conflictIds: number[] } {
  const customIds: string[] = [];
  const conflictIds: number[] = [];
  for (const v of views) {
    if (v.kind === 'exchange-resolved') customIds.push(...leadChoices(v.result.conflictId, v.result.no));
    // A war means the lead was answered: its Respond button is done before the exchange is.
    if (v.kind === 'war-waiting') customIds.push(...leadChoices(v.conflictId, v.no));
    if (v.kind === 'notice' && v.closesExchange)
      customIds.push(...leadChoices(v.closesExchange.conflictId, v.closesExchange.no));
    if (v.kind === 'conflict-ended') conflictIds.push(v.ending.conflictId);
    // A lead taken settles the Lead button of the result before it; the exchanges beginning, Join and Roll.
    if (v.kind === 'exchange-led')
      customIds.push(makeId({ kind: 'cf:lead', conflictId: v.conflictId, after: v.no - 1 })!);
    if (v.kind === 'conflict' && v.conflict.phase === 'exchanges') {
      customIds.push(
        makeId({ kind: 'cf:join', conflictId: v.conflict.id })!,
        makeId({ kind: 'cf:roll', conflictId: v.conflict.id })!,
        makeId({ kind: 'cf:begin', conflictId: v.conflict.id })!,
      );
    }
  }
  return { customIds, conflictIds };
}

/** The buttons of a lead's message (Respond, Dispute, Resist with gear), done once it is answered. */
const leadChoices = (conflictId: number, no: number) =>
  (['respond', 'dispute', 'resist'] as const).map((k) => `ex:${k}:${conflictId}:${no}`);

async function disableSettled(
  deps: Deps,
  log: Logger,
  rest: Pick<REST, 'patch'>,
  views: readonly PublicView[],
  answeredMessageId?: string,
): Promise<void> {
  const { customIds, conflictIds } = settledBy(views);
  const messageIds = answeredMessageId ? [answeredMessageId] : [];
  if (customIds.length + conflictIds.length + messageIds.length === 0) return;
  for (const m of await buttonMessagesFor(deps, { customIds, conflictIds, messageIds })) {
    const ended = conflictIds.includes(m.conflictId ?? -1);
    // "My pool" stays: after the end it still shows each player what they kept.
    const dead = (id: string) =>
      messageIds.includes(m.messageId) || customIds.includes(id) || (ended && !id.startsWith('pool:mine:'));
    const before = JSON.parse(m.components) as Row[];
    if (customIdsOf(before).some(dead)) {
      try {
        await rest.patch(Routes.channelMessage(m.channelId, m.messageId), {
          body: { components: disabled(before, dead) },
        });
      } catch (err) {
        log.warn(`could not disable stale buttons: ${err instanceof Error ? err.message : String(err)}`, {
          message: m.messageId,
        });
      }
    }
    if (ended || customIdsOf(before).every(dead)) await forgetButtons(deps, m.messageId);
  }
}

/** The rows with every button or menu whose custom id is dead disabled. */
export function disabled(rows: readonly Row[], dead: (customId: string) => boolean): Row[] {
  return rows.map((r) => ({
    ...r,
    components: r.components.map((c) =>
      'custom_id' in c && typeof c.custom_id === 'string' && dead(c.custom_id) ? { ...c, disabled: true } : c,
    ),
  })) as Row[];
}
