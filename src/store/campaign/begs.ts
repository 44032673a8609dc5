import type { Db } from '../engine/db';
import * as requests from './points-requests';

// R10.3: points a player begs for, granted or denied by the GM.

type BegAnswer = 'granted' | 'denied';
export interface BegRow extends requests.PointsRequestRow<BegAnswer> {
  amount: number;
  requestedBy: string;
  answeredBy: string | null;
}

export async function insertBeg(
  db: Db,
  b: requests.NewPointsRequest & { amount: number; requestedBy: string },
): Promise<number> {
  return await requests.insertRequest(db, 'begs', b, { amount: b.amount, requested_by: b.requestedBy });
}

export async function begOf(db: Db, campaignId: number, id: number): Promise<BegRow | null> {
  return await requests.requestOf<BegRow>(
    db,
    'begs',
    'amount, requested_by AS "requestedBy", answered_by AS "answeredBy"',
    campaignId,
    id,
  );
}

/** Answers a pending beg; false when it was already answered. */
export async function answerBegRow(db: Db, id: number, status: BegAnswer, by: string, now: string): Promise<boolean> {
  return await requests.answerRequest(db, 'begs', id, status, now, { answered_by: by });
}
