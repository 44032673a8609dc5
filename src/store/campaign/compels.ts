import type { Db } from '../engine/db';
import * as requests from './points-requests';

// R10.4: compels the GM offers, answered once by the character's player.

type CompelAnswer = 'accepted' | 'refused';
export interface CompelRow extends requests.PointsRequestRow<CompelAnswer> {
  points: number;
  offeredBy: string;
}

export async function insertCompel(
  db: Db,
  c: requests.NewPointsRequest & { points: number; offeredBy: string },
): Promise<number> {
  return await requests.insertRequest(db, 'compels', c, { points: c.points, offered_by: c.offeredBy });
}

/** A compel of this campaign (null when the id belongs to no compel of it). */
export async function compelOf(db: Db, campaignId: number, id: number): Promise<CompelRow | null> {
  return await requests.requestOf<CompelRow>(db, 'compels', 'points, offered_by AS "offeredBy"', campaignId, id);
}

/** Answers a pending compel; false when it was already answered. */
export async function answerCompelRow(db: Db, id: number, status: CompelAnswer, now: string): Promise<boolean> {
  return await requests.answerRequest(db, 'compels', id, status, now);
}
