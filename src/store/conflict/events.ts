// The events table: a conflict's log, append-only.
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { prep } from '../engine/statements';

export interface EventRow {
  id: number;
  kind: string;
  payload: unknown;
  public: boolean;
  at: string;
}

/** Appends to the conflict's log (append-only: the schema refuses updates and deletes). */
export async function appendEvent(
  db: Db,
  conflictId: ConflictId,
  kind: string,
  payload: unknown,
  isPublic: boolean,
  now: string,
): Promise<void> {
  await prep(db, 'INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)').run(
    conflictId,
    kind,
    toJson(payload),
    isPublic ? 1 : 0,
    now,
  );
}

/** The name a lead of exchange `no` targeted (an NPC's name when the GM side was led against). */
export async function ledTargetName(db: Db, conflictId: ConflictId, no: number): Promise<string | null> {
  // The latest lead of that number that names a target: SQLite reads the one payload it needs.
  const r = await prep<[number, number], { target: string }>(
    db,
    `SELECT json_extract(payload, '$.target') AS target FROM events WHERE conflict_id = ? AND kind = 'lead'
       AND json_extract(payload, '$.no') = ? AND json_type(payload, '$.target') = 'text' ORDER BY id DESC LIMIT 1`,
  ).get(conflictId, no);
  return r?.target ?? null;
}

export async function eventsOf(db: Db, conflictId: ConflictId): Promise<EventRow[]> {
  return (
    await prep<[number], { id: number; kind: string; payload: string; public: number; at: string }>(
      db,
      'SELECT * FROM events WHERE conflict_id = ? ORDER BY id',
    ).all(conflictId)
  ).map((r) => ({ id: r.id, kind: r.kind, payload: parseJson(r.payload, 'event'), public: r.public === 1, at: r.at }));
}
