import type { Db } from '../engine/db';
import type { CampaignId, CharacterId } from '../engine/ids';
import { prep } from '../engine/statements';

// A beg (R10.3) and a compel (R10.4) are one kind of record: points asked or offered for one
// character, answered once. Their tables differ only in a few columns of their own.

type Table = 'begs' | 'compels';

export interface PointsRequestRow<Answer extends string> {
  id: number;
  campaignId: CampaignId;
  characterId: CharacterId;
  reason: string;
  status: 'pending' | Answer;
  createdAt: string;
  answeredAt: string | null;
}

/** What every new request records besides the table's own columns. */
export interface NewPointsRequest {
  campaignId: number;
  characterId: number;
  reason: string;
  now: string;
}

const SHARED_COLUMNS =
  'id, campaign_id AS "campaignId", character_id AS "characterId", reason, status, created_at AS "createdAt", answered_at AS "answeredAt"';

/** Inserts a pending request; `own` maps the table's own columns to their values. */
export async function insertRequest(
  db: Db,
  table: Table,
  r: NewPointsRequest,
  own: Record<string, string | number>,
): Promise<number> {
  const columns = Object.keys(own);
  const sql = `INSERT INTO ${table} (campaign_id, character_id, reason, created_at, ${columns.join(', ')}) VALUES (?, ?, ?, ?, ${columns.map(() => '?').join(', ')})`;
  return Number(await prep(db, sql).insert(r.campaignId, r.characterId, r.reason, r.now, ...Object.values(own)));
}

/** A request of this campaign (null when the id belongs to no request of it); `ownColumns` is SQL. */
export async function requestOf<Row>(
  db: Db,
  table: Table,
  ownColumns: string,
  campaignId: number,
  id: number,
): Promise<Row | null> {
  const sql = `SELECT ${SHARED_COLUMNS}, ${ownColumns} FROM ${table} WHERE id = ? AND campaign_id = ?`;
  return (await prep<[number, number], Row>(db, sql).get(id, campaignId)) ?? null;
}

/** Answers a pending request; false when it was already answered. */
export async function answerRequest(
  db: Db,
  table: Table,
  id: number,
  status: string,
  now: string,
  own: Record<string, string> = {},
): Promise<boolean> {
  const set = ['status', 'answered_at', ...Object.keys(own)].map((c) => `${c} = ?`).join(', ');
  const sql = `UPDATE ${table} SET ${set} WHERE id = ? AND status = 'pending'`;
  return (await prep(db, sql).run(status, now, ...Object.values(own), id)).changes > 0;
}
