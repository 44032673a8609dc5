// The purchases table: what each participant bought in a conflict, at what price.
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import { prep } from '../engine/statements';

export interface PurchaseRow {
  buyerId: number;
  exchangeNo: number;
  goal: string;
  targetName: string;
  price: number;
  booksPaid: number;
  pointsPaid: number;
}

export async function insertPurchase(
  db: Db,
  p: {
    conflictId: number;
    exchangeNo: number;
    buyerId: number;
    goal: string;
    targetName: string;
    people: number;
    placeScale: number;
    price: number;
    booksPaid: number;
    pointsPaid: number;
    effectId: number | null;
    now: string;
  },
): Promise<void> {
  await prep(
    db,
    `INSERT INTO purchases (conflict_id, exchange_no, buyer_id, goal, target_name, people, place_scale, price, books_paid, points_paid, effect_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    p.conflictId,
    p.exchangeNo,
    p.buyerId,
    p.goal,
    p.targetName,
    p.people,
    p.placeScale,
    p.price,
    p.booksPaid,
    p.pointsPaid,
    p.effectId,
    p.now,
  );
}

export async function purchasesOf(db: Db, conflictId: ConflictId): Promise<PurchaseRow[]> {
  return (
    await prep<
      [number],
      {
        buyer_id: number;
        exchange_no: number;
        goal: string;
        target_name: string;
        price: number;
        books_paid: number;
        points_paid: number;
      }
    >(
      db,
      'SELECT buyer_id, exchange_no, goal, target_name, price, books_paid, points_paid FROM purchases WHERE conflict_id = ? ORDER BY id',
    ).all(conflictId)
  ).map((r) => ({
    buyerId: r.buyer_id,
    exchangeNo: r.exchange_no,
    goal: r.goal,
    targetName: r.target_name,
    price: r.price,
    booksPaid: r.books_paid,
    pointsPaid: r.points_paid,
  }));
}
