// Where the bot's public buttons are, for the Discord layer to disable them once what they act on
// is settled. Not a use case: bookkeeping about messages, outside the game's transactions.
import {
  type ButtonMessage,
  buttonMessage,
  buttonMessagesOfConflict,
  buttonMessagesWithId,
  forgetButtonMessage,
  recordButtonMessage,
} from '../../store/conflict/button-messages';
import type { Deps } from '../use-case/context';

export type { ButtonMessage } from '../../store/conflict/button-messages';

// These writes run outside the use cases' transactions, each as a transaction of its own.
export async function rememberButtons(deps: Deps, message: ButtonMessage): Promise<void> {
  await deps.db.transaction((tx) => recordButtonMessage(tx, message, deps.now().toISOString()));
}

/** The remembered messages with any of these buttons, of any of these conflicts, or with this id. */
export async function buttonMessagesFor(
  deps: Deps,
  q: { customIds: readonly string[]; conflictIds: readonly number[]; messageIds: readonly string[] },
): Promise<ButtonMessage[]> {
  const found: ButtonMessage[] = [];
  for (const id of q.customIds) found.push(...(await buttonMessagesWithId(deps.db, id)));
  for (const id of q.conflictIds) found.push(...(await buttonMessagesOfConflict(deps.db, id)));
  for (const id of q.messageIds) {
    const m = await buttonMessage(deps.db, id);
    if (m) found.push(m);
  }
  return [...new Map(found.map((m) => [m.messageId, m])).values()];
}

export async function forgetButtons(deps: Deps, messageId: string): Promise<void> {
  await deps.db.transaction((tx) => forgetButtonMessage(tx, messageId));
}
