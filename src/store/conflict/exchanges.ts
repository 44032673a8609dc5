// The exchanges table: each exchange of a conflict as it left play, written from the log once the
// conflict has ended (exchange-rows.ts); older databases and files also hold a waiting one.
import type { ExchangeResult, Face } from '../../rules';
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { prep, prepRaw } from '../engine/statements';

export interface ExchangeRow {
  id: number;
  conflictId: number;
  no: number;
  status: 'pending' | 'resolved' | 'cancelled';
  actorId: number;
  targetId: number;
  actorAction: string;
  targetAction: string | null;
  risky: boolean;
  actorDice: Face[];
  targetDice: Face[] | null;
  result: ExchangeResult | null;
  actorBooks: number | null;
  targetBooks: number | null;
  createdAt: string;
  resolvedAt: string | null;
  warActor: Face[];
  warTarget: Face[];
  warWaiting: ('actor' | 'target')[] | null;
  /** The name its lead aimed at: an NPC of the GM side, or the target itself. */
  targetName: string | null;
  /** R5.5: who disputed the lead. */
  disputedBy: string | null;
  /** R2.4: who resisted with gear during it. */
  resisted: string[];
}
// Read as arrays (prepRaw): the columns in this order, mapped by position.
const EXCHANGE_COLUMNS =
  'id, conflict_id, no, status, actor_id, target_id, actor_action, target_action, risky, actor_dice, target_dice, result, actor_books, target_books, created_at, resolved_at, war_actor, war_target, war_waiting, target_name, disputed_by, resisted';
const mapExchange = (c: unknown[]): ExchangeRow => ({
  id: c[0] as number,
  conflictId: c[1] as number,
  no: c[2] as number,
  status: c[3] as ExchangeRow['status'],
  actorId: c[4] as number,
  targetId: c[5] as number,
  actorAction: c[6] as string,
  targetAction: c[7] as string | null,
  risky: c[8] === 1,
  actorDice: parseJson<Face[]>(c[9] as string, 'pushed dice') ?? [],
  targetDice: parseJson<Face[]>(c[10] as string | null, 'pushed dice'),
  result: parseJson<ExchangeResult>(c[11] as string | null, 'exchange result'),
  actorBooks: c[12] as number | null,
  targetBooks: c[13] as number | null,
  createdAt: c[14] as string,
  resolvedAt: c[15] as string | null,
  warActor: parseJson<Face[]>(c[16] as string, 'war dice') ?? [],
  warTarget: parseJson<Face[]>(c[17] as string, 'war dice') ?? [],
  warWaiting: parseJson<ExchangeRow['warWaiting']>(c[18] as string | null, 'war state'),
  targetName: c[19] as string | null,
  disputedBy: c[20] as string | null,
  resisted: parseJson<string[]>(c[21] as string, 'resistances') ?? [],
});

const PENDING_EXCHANGE = `SELECT ${EXCHANGE_COLUMNS} FROM exchanges WHERE conflict_id = ? AND status = 'pending'`;

/** A waiting exchange's row: only databases and files from before the conflict document have one. */
export async function pendingExchange(db: Db, conflictId: ConflictId): Promise<ExchangeRow | null> {
  const r = await prepRaw<[number]>(db, PENDING_EXCHANGE).get(conflictId);
  return r ? mapExchange(r) : null;
}

const HIGHEST_EXCHANGE = 'SELECT MAX(no) FROM exchanges WHERE conflict_id = ?';

/**
 * The highest exchange number used so far (0 before the first) and the exchange pending. A lead is
 * numbered after the highest and none is made while another waits, so a pending one is the highest.
 */
export async function exchangeHead(
  db: Db,
  conflictId: ConflictId,
): Promise<{ numbered: number; pending: ExchangeRow | null }> {
  const pending = await pendingExchange(db, conflictId);
  if (pending) return { numbered: pending.no, pending };
  return {
    numbered: ((await prepRaw<[number]>(db, HIGHEST_EXCHANGE).get(conflictId))![0] as number | null) ?? 0,
    pending,
  };
}

/** The exchange rows written so far: every exchange of an ended conflict (see exchange-rows.ts). */
export async function storedExchangesOf(db: Db, conflictId: ConflictId): Promise<ExchangeRow[]> {
  return (
    await prepRaw<[number]>(db, `SELECT ${EXCHANGE_COLUMNS} FROM exchanges WHERE conflict_id = ? ORDER BY no`).all(
      conflictId,
    )
  ).map(mapExchange);
}

/** An exchange as it left play, resolved or withdrawn: its one row (R5.1–R5.5). */
export interface FinishedExchange {
  conflictId: number;
  no: number;
  status: 'resolved' | 'cancelled';
  actorId: number;
  targetId: number;
  /** The name the lead aimed at (an NPC of the GM side, or the target itself). */
  targetName: string;
  actorAction: string;
  risky: boolean;
  actorDice: readonly Face[];
  disputedBy: string | null;
  resisted: readonly string[];
  targetAction: string | null;
  targetDice: readonly Face[] | null;
  result: ExchangeResult | null;
  warActor: readonly Face[];
  warTarget: readonly Face[];
  /** Sides that still owed a war die when it was withdrawn. */
  warWaiting: readonly ('actor' | 'target')[] | null;
  ledAt: string;
  now: string;
}

export async function insertFinishedExchange(db: Db, e: FinishedExchange): Promise<void> {
  await prep(
    db,
    `INSERT INTO exchanges (conflict_id, no, status, actor_id, target_id, target_name, actor_action, risky, actor_dice,
       disputed_by, resisted, target_action, target_dice, result, actor_books, target_books, war_actor, war_target,
       war_waiting, created_at, resolved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    e.conflictId,
    e.no,
    e.status,
    e.actorId,
    e.targetId,
    e.targetName,
    e.actorAction,
    e.risky ? 1 : 0,
    toJson(e.actorDice),
    e.disputedBy,
    toJson(e.resisted),
    e.targetAction,
    e.targetDice === null ? null : toJson(e.targetDice),
    e.result === null ? null : toJson(e.result),
    e.result?.actorBooks ?? null,
    e.result?.targetBooks ?? null,
    toJson(e.warActor),
    toJson(e.warTarget),
    e.warWaiting === null ? null : toJson(e.warWaiting),
    e.ledAt,
    e.now,
  );
}

/** When the conflict's latest lead was made: the time of its event. */
export async function latestLeadAt(db: Db, conflictId: ConflictId): Promise<string | null> {
  return (
    (
      await prep<[number], { at: string }>(
        db,
        "SELECT at FROM events WHERE conflict_id = ? AND kind = 'lead' ORDER BY id DESC LIMIT 1",
      ).get(conflictId)
    )?.at ?? null
  );
}
