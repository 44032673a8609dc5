// R4.3 initiative order and R4.4 suggested leaders.
import type { ConflictRow, ParticipantRow } from '../../store/conflicts';
import { isOut } from './conflict-engine';

/** The turn order: the settled initiative order, or join order by default (R4.3). */
export function turnOrder(conflict: ConflictRow, all: readonly ParticipantRow[]): ParticipantRow[] {
  const bySeq = [...all].sort((a, b) => a.seq - b.seq);
  if (!conflict.turnOrder) return bySeq;
  const byId = new Map(all.map((p) => [p.id, p]));
  return conflict.turnOrder.map((id) => byId.get(id)).filter((p): p is ParticipantRow => p !== undefined);
}

/**
 * After an exchange (R4.4): whoever captured more is suggested to lead next. With no capture,
 * the turn passes along the order, which reverses direction each round (R4.3). Returns the
 * suggested participant and the round number.
 */
export function nextLeader(
  conflict: ConflictRow,
  all: readonly ParticipantRow[],
  actor: ParticipantRow,
  target: ParticipantRow,
  actorWon: number,
  targetWon: number,
): { leader: ParticipantRow | null; round: number } {
  const able = (p: ParticipantRow) => !isOut(p);
  if (actorWon !== targetWon) {
    const capturer = actorWon > targetWon ? actor : target;
    if (able(capturer)) return { leader: capturer, round: conflict.round };
  }
  const order = turnOrder(conflict, all);
  let round = conflict.round;
  let at = order.findIndex((p) => p.id === actor.id);
  for (let step = 0; step < order.length * 2; step++) {
    const forward = round % 2 === 1;
    const next = forward ? at + 1 : at - 1;
    if (next < 0 || next >= order.length) {
      round++; // the end of the line: the same participant starts the way back
    } else {
      at = next;
    }
    const candidate = order[at]!;
    if (able(candidate) && (candidate.id !== actor.id || order.length === 1)) return { leader: candidate, round };
  }
  return { leader: all.find(able) ?? null, round };
}
