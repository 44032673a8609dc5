// Where each conflict's table message is (see migrations/0021): its channel and message, a digest
// of what it shows, and how many of the bot's public messages were posted below it since. Kept with
// the game so that a restarted bot edits or moves that message instead of posting a second table.
// Also the conflict's latest public events, from which the table's "lately" lines are drawn.
import type { Db } from '../engine/db';
import { parseJson } from '../engine/json';
import { prep } from '../engine/statements';

export interface ConflictTable {
  conflictId: number;
  channelId: string;
  messageId: string;
  /** A digest of what the message shows now. */
  sent: string;
  /** The bot's public messages posted in the channel since the table. */
  below: number;
}

interface Row {
  conflict_id: number;
  channel_id: string;
  message_id: string;
  sent: string;
  below: number;
}

const toTable = (r: Row): ConflictTable => ({
  conflictId: Number(r.conflict_id),
  channelId: r.channel_id,
  messageId: r.message_id,
  sent: r.sent,
  below: Number(r.below),
});

const COLUMNS = 'conflict_id, channel_id, message_id, sent, below';

export async function conflictTable(db: Db, conflictId: number): Promise<ConflictTable | undefined> {
  const row = await prep<[number], Row>(db, `SELECT ${COLUMNS} FROM conflict_tables WHERE conflict_id = ?`).get(
    conflictId,
  );
  return row ? toTable(row) : undefined;
}

export async function conflictTableByMessage(db: Db, messageId: string): Promise<ConflictTable | undefined> {
  const row = await prep<[string], Row>(db, `SELECT ${COLUMNS} FROM conflict_tables WHERE message_id = ?`).get(
    messageId,
  );
  return row ? toTable(row) : undefined;
}

/** The tables kept in a channel, oldest conflict first. */
export async function conflictTablesIn(db: Db, channelId: string): Promise<ConflictTable[]> {
  return (
    await prep<[string], Row>(
      db,
      `SELECT ${COLUMNS} FROM conflict_tables WHERE channel_id = ? ORDER BY conflict_id`,
    ).all(channelId)
  ).map(toTable);
}

/** The conflict's table is now this message (a message kept for another conflict is taken over). */
export async function putConflictTable(db: Db, t: ConflictTable, now: string): Promise<void> {
  await prep(db, 'DELETE FROM conflict_tables WHERE message_id = ? AND conflict_id <> ?').run(
    t.messageId,
    t.conflictId,
  );
  await prep(
    db,
    `INSERT INTO conflict_tables (conflict_id, channel_id, message_id, sent, below, posted_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (conflict_id) DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id,
       sent = excluded.sent, below = excluded.below, posted_at = excluded.posted_at`,
  ).run(t.conflictId, t.channelId, t.messageId, t.sent, t.below, now);
}

/** The table was edited in place: what it shows now. */
export async function markConflictTableSent(db: Db, conflictId: number, sent: string): Promise<void> {
  await prep(db, 'UPDATE conflict_tables SET sent = ? WHERE conflict_id = ?').run(sent, conflictId);
}

/** The bot posted a public message in the channel: every table there sits one message higher. */
export async function noteConflictTablesPushedUp(db: Db, channelId: string): Promise<void> {
  await prep(db, 'UPDATE conflict_tables SET below = below + 1 WHERE channel_id = ?').run(channelId);
}

export async function forgetConflictTable(db: Db, conflictId: number): Promise<void> {
  await prep(db, 'DELETE FROM conflict_tables WHERE conflict_id = ?').run(conflictId);
}

/** One of the conflict's public events, as its log keeps it. */
export interface PublicEvent {
  kind: string;
  payload: unknown;
}

/** The conflict's latest `limit` public events, oldest first. */
export async function latestPublicEvents(db: Db, conflictId: number, limit: number): Promise<PublicEvent[]> {
  const rows = await prep<[number, number], { kind: string; payload: string }>(
    db,
    'SELECT kind, payload FROM events WHERE conflict_id = ? AND public = 1 ORDER BY id DESC LIMIT ?',
  ).all(conflictId, limit);
  return rows.reverse().map((r) => ({ kind: r.kind, payload: parseJson(r.payload, 'event') }));
}
