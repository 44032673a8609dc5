// Public messages with buttons (see migrations/0005): where they are, what their buttons act on,
// and the components as sent, so they can be sent back disabled.
import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

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

export async function recordButtonMessage(db: Db, m: ButtonMessage, now: string): Promise<void> {
  await prep(
    db,
    `INSERT INTO button_messages (message_id, channel_id, conflict_id, custom_ids, components, posted_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (message_id) DO UPDATE SET channel_id = excluded.channel_id, conflict_id = excluded.conflict_id,
       custom_ids = excluded.custom_ids, components = excluded.components, posted_at = excluded.posted_at`,
  ).run(m.messageId, m.channelId, m.conflictId, `\n${m.customIds.join('\n')}\n`, m.components, now);
}

/** Messages with a button of this custom id. */
export async function buttonMessagesWithId(db: Db, customId: string): Promise<ButtonMessage[]> {
  return (
    await prep<[string], Row>(db, 'SELECT * FROM button_messages WHERE instr(custom_ids, ?) > 0').all(`\n${customId}\n`)
  ).map(toMessage);
}

/** Messages whose buttons act on this conflict. */
export async function buttonMessagesOfConflict(db: Db, conflictId: number): Promise<ButtonMessage[]> {
  return (await prep<[number], Row>(db, 'SELECT * FROM button_messages WHERE conflict_id = ?').all(conflictId)).map(
    toMessage,
  );
}

export async function buttonMessage(db: Db, messageId: string): Promise<ButtonMessage | undefined> {
  const row = await prep<[string], Row>(db, 'SELECT * FROM button_messages WHERE message_id = ?').get(messageId);
  return row ? toMessage(row) : undefined;
}

export async function forgetButtonMessage(db: Db, messageId: string): Promise<void> {
  await prep(db, 'DELETE FROM button_messages WHERE message_id = ?').run(messageId);
}
