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
import type { Deps } from './context';

export type { ButtonMessage } from '../store/button-messages';

export function rememberButtons(deps: Deps, message: ButtonMessage): void {
  recordButtonMessage(deps.db, message, deps.now().toISOString());
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
  forgetButtonMessage(deps.db, messageId);
}
