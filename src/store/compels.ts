import type { Db } from './db';
import * as requests from './points-requests';

// R10.4: compels the GM offers, answered once by the character's player.

type CompelAnswer = 'accepted' | 'refused';
export interface CompelRow extends requests.PointsRequestRow<CompelAnswer> {
  points: number;
  offeredBy: string;
}

export function insertCompel(db: Db, c: requests.NewPointsRequest & { points: number; offeredBy: string }): number {
  return requests.insertRequest(db, 'compels', c, { points: c.points, offered_by: c.offeredBy });
}

/** A compel of this campaign (null when the id belongs to no compel of it). */
export function compelOf(db: Db, campaignId: number, id: number): CompelRow | null {
  return requests.requestOf<CompelRow>(db, 'compels', 'points, offered_by AS offeredBy', campaignId, id);
}

/** Answers a pending compel; false when it was already answered. */
export function answerCompelRow(db: Db, id: number, status: CompelAnswer, now: string): boolean {
  return requests.answerRequest(db, 'compels', id, status, now);
}
