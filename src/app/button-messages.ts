// Where the bot's public buttons are, for the Discord layer to disable them once what they act on
// is settled. Not a use case: bookkeeping about messages, outside the game's transactions.
import {
  type ButtonMessage,
  buttonMessage,
  buttonMessagesOfConflict,
  buttonMessagesWithId,
  forgetButtonMessage,
  recordButtonMessage,
} from '../store/button-messages';
import { writeWork } from '../store/write-lock';
import type { Deps } from './context';

export type { ButtonMessage } from '../store/button-messages';

// These writes run outside the use cases' transactions, so they take the write lock the same way
// (writeWork): a short wait for another process's lock, never SQLite's busy handler, whose
// timeout the write lock keeps at 0.
export function rememberButtons(deps: Deps, message: ButtonMessage): void {
  writeWork(deps.db, () => recordButtonMessage(deps.db, message, deps.now().toISOString()));
}

/** The remembered messages with any of these buttons, of any of these conflicts, or with this id. */
export function buttonMessagesFor(
  deps: Deps,
  q: { customIds: readonly string[]; conflictIds: readonly number[]; messageIds: readonly string[] },
): ButtonMessage[] {
  const found = [
    ...q.customIds.flatMap((id) => buttonMessagesWithId(deps.db, id)),
    ...q.conflictIds.flatMap((id) => buttonMessagesOfConflict(deps.db, id)),
    ...q.messageIds.flatMap((id) => buttonMessage(deps.db, id) ?? []),
  ];
  return [...new Map(found.map((m) => [m.messageId, m])).values()];
}

export function forgetButtons(deps: Deps, messageId: string): void {
  writeWork(deps.db, () => forgetButtonMessage(deps.db, messageId));
}
