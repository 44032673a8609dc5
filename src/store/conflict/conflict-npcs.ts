// The NPCs seated in a conflict, and the circumstances granted in its set-up.
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import { prep, prepRaw } from '../engine/statements';

/** `mook`: a nameless extra who is a target but brings no rack (R3.3). */
export interface ConflictNpcRow {
  npcId: number;
  name: string;
  level: number;
  gangSize: number | null;
  knockedOut: boolean;
  mook: boolean;
}

const CONFLICT_NPCS =
  'SELECT cn.npc_id, n.name, n.level, n.gang_size, cn.knocked_out, cn.mook FROM conflict_npcs cn JOIN npcs n ON n.id = cn.npc_id WHERE cn.conflict_id = ? ORDER BY n.name COLLATE NOCASE';

export async function conflictNpcs(db: Db, conflictId: ConflictId): Promise<ConflictNpcRow[]> {
  return (await prepRaw<[number]>(db, CONFLICT_NPCS).all(conflictId)).map((c) => ({
    npcId: c[0] as number,
    name: c[1] as string,
    level: c[2] as number,
    gangSize: c[3] as number | null,
    knockedOut: c[4] === 1,
    mook: c[5] === 1,
  }));
}

export async function addConflictNpc(db: Db, conflictId: ConflictId, npcId: number, mook = false): Promise<boolean> {
  return (
    (
      await prep(
        db,
        'INSERT INTO conflict_npcs (conflict_id, npc_id, mook) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(conflictId, npcId, mook ? 1 : 0)
    ).changes > 0
  );
}

export async function knockOutNpc(db: Db, conflictId: ConflictId, npcId: number): Promise<void> {
  await prep(db, 'UPDATE conflict_npcs SET knocked_out = 1 WHERE conflict_id = ? AND npc_id = ?').run(
    conflictId,
    npcId,
  );
}

export async function insertCircumstance(
  db: Db,
  conflictId: ConflictId,
  participantId: number,
  reason: string,
): Promise<void> {
  await prep(db, 'INSERT INTO circumstances (conflict_id, participant_id, reason) VALUES (?, ?, ?)').run(
    conflictId,
    participantId,
    reason,
  );
}
