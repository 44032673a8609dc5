import type { OfferKind } from '../../rules/conflict/types';
import type { Db } from '../engine/db';
import { allRows, oneRow, prep } from '../engine/statements';

export type { OfferKind };
/** As stored (the machine calls an open offer `open`). */
export type OfferRowStatus = 'proposed' | 'settled' | 'refused' | 'countered';

/**
 * A negotiated goal (R4.2): `proposerId` would buy it against `targetId` (against the NPC `targetName`
 * of that GM side when set); `authorId` made this offer.
 */
export interface GoalOfferRow {
  id: number;
  conflictId: number;
  proposerId: number;
  targetId: number;
  targetName: string | null;
  authorId: number;
  text: string;
  price: number;
  status: OfferRowStatus;
  kind: OfferKind;
  parentId: number | null;
}
interface Raw {
  id: number;
  conflict_id: number;
  proposer_id: number;
  target_id: number;
  target_name: string | null;
  author_id: number | null;
  text: string;
  price: number;
  status: OfferRowStatus;
  kind: OfferKind;
  parent_id: number | null;
}
const map = (r: Raw): GoalOfferRow => ({
  id: r.id,
  conflictId: r.conflict_id,
  proposerId: r.proposer_id,
  targetId: r.target_id,
  targetName: r.target_name,
  authorId: r.author_id ?? r.proposer_id,
  text: r.text,
  price: r.price,
  status: r.status,
  kind: r.kind,
  parentId: r.parent_id,
});

export async function insertOffer(db: Db, o: Omit<GoalOfferRow, 'id' | 'status'> & { now: string }): Promise<number> {
  return Number(
    await prep(
      db,
      `INSERT INTO conflict_goals (conflict_id, proposer_id, target_id, target_name, author_id, text, price, status, kind, parent_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'proposed', ?, ?, ?)`,
    ).insert(
      o.conflictId,
      o.proposerId,
      o.targetId,
      o.targetName,
      o.authorId,
      o.text,
      o.price,
      o.kind,
      o.parentId,
      o.now,
    ),
  );
}

export async function getOffer(db: Db, id: number): Promise<GoalOfferRow | null> {
  return await oneRow(db, 'SELECT * FROM conflict_goals WHERE id = ?', map, id);
}

export async function offersOf(db: Db, conflictId: number): Promise<GoalOfferRow[]> {
  return await allRows(db, 'SELECT * FROM conflict_goals WHERE conflict_id = ? ORDER BY id', map, conflictId);
}

/** The row ids of a conflict's offers in the order they were made: the state's offers, one for one. */
export async function offerRowIds(db: Db, conflictId: number): Promise<number[]> {
  return (
    await prep<[number], { id: number }>(db, 'SELECT id FROM conflict_goals WHERE conflict_id = ? ORDER BY id').all(
      conflictId,
    )
  ).map((r) => r.id);
}

export async function setOfferStatus(db: Db, id: number, status: OfferRowStatus, now: string): Promise<void> {
  await prep(db, 'UPDATE conflict_goals SET status = ?, answered_at = ? WHERE id = ?').run(status, now, id);
}
