import type { CampaignRow } from '../store/campaigns';
import { type ConflictRow, conflictNpcs, type ParticipantRow, participantsOf, pendingExchange } from '../store/conflicts';
import type { Db } from '../store/db';
import type { PrivatePool, PublicConflict, PublicParticipant } from './views';

export function publicParticipant(p: ParticipantRow): PublicParticipant {
  return { name: p.name, side: p.side, kind: p.kind, hasRolled: p.drawn !== null, books: p.books, knockedOut: p.knockedOut, hasDice: p.pool.length > 0 };
}

/** The conflict as everyone may see it: no pools, no pool sizes (R13.1). */
export function publicConflict(db: Db, campaign: CampaignRow, conflict: ConflictRow): PublicConflict {
  const participants = participantsOf(db, conflict.id);
  const pending = conflict.phase === 'ended' ? null : pendingExchange(db, conflict.id);
  const nameOf = (id: number | null) => participants.find((p) => p.id === id)?.name ?? null;
  return {
    id: conflict.id,
    phase: conflict.phase,
    primary: conflict.primaryText,
    secondary: conflict.secondaryText,
    participants: participants.map(publicParticipant),
    npcs: conflictNpcs(db, conflict.id).map((n) => ({ name: n.name, gang: n.gangSize !== null, knockedOut: n.knockedOut })),
    suggestedLeader: conflict.phase === 'exchanges' ? nameOf(conflict.suggestedLeader) : null,
    pendingExchange: pending
      ? { no: pending.no, actor: nameOf(pending.actorId) ?? '?', target: nameOf(pending.targetId) ?? '?', dice: pending.actorDice.length, risky: pending.risky }
      : null,
    exchangeCount: conflict.exchangeCount,
    houseRules: campaign.houseRules,
  };
}

export function privatePool(conflict: ConflictRow, p: ParticipantRow, note?: string, rolled?: ParticipantRow['pool']): PrivatePool {
  return { conflictId: conflict.id, participant: p.name, pool: p.pool, books: p.books, ...(note ? { note } : {}), ...(rolled ? { rolled } : {}) };
}
