// Public messages with buttons (see migrations/0005): where they are, what their buttons act on,
// and the components as sent, so they can be sent back disabled.
import type { Db } from './db';
import { prep } from './statements';

export interface ButtonMessage {
  messageId: string;
  channelId: string;
  conflictId: number | null;
  customIds: string[];
  /** The components JSON as sent. */
  components: string;
}

interface Row {
  message_id: string;
  channel_id: string;
  conflict_id: number | null;
  custom_ids: string;
  components: string;
}

// custom_ids holds the ids one per line, with a newline before and after each, so one id is found
// exactly with instr().
const toMessage = (r: Row): ButtonMessage => ({
  messageId: r.message_id,
  channelId: r.channel_id,
  conflictId: r.conflict_id,
  customIds: r.custom_ids.split('\n').filter((id) => id.length > 0),
  components: r.components,
});

export function recordButtonMessage(db: Db, m: ButtonMessage, now: string): void {
  prep(
    db,
    'INSERT OR REPLACE INTO button_messages (message_id, channel_id, conflict_id, custom_ids, components, posted_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(m.messageId, m.channelId, m.conflictId, `\n${m.customIds.join('\n')}\n`, m.components, now);
}

/** Messages with a button of this custom id. */
export function buttonMessagesWithId(db: Db, customId: string): ButtonMessage[] {
  return prep<[string], Row>(db, 'SELECT * FROM button_messages WHERE instr(custom_ids, ?) > 0')
    .all(`\n${customId}\n`)
    .map(toMessage);
}

/** Messages whose buttons act on this conflict. */
export function buttonMessagesOfConflict(db: Db, conflictId: number): ButtonMessage[] {
  return prep<[number], Row>(db, 'SELECT * FROM button_messages WHERE conflict_id = ?').all(conflictId).map(toMessage);
}

export function buttonMessage(db: Db, messageId: string): ButtonMessage | undefined {
  const row = prep<[string], Row>(db, 'SELECT * FROM button_messages WHERE message_id = ?').get(messageId);
  return row ? toMessage(row) : undefined;
}

export function forgetButtonMessage(db: Db, messageId: string): void {
  prep(db, 'DELETE FROM button_messages WHERE message_id = ?').run(messageId);
}
