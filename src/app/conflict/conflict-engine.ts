// What is left outside the machine (src/rules/conflict): the GM side's row, and the side numbers.
import type { CampaignRow } from '../../store/campaigns';
import { type ConflictRow, insertParticipant, type ParticipantRow, participantsOf } from '../../store/conflicts';
import type { Db } from '../../store/db';

export const GM_SIDE = 1 as const;
export const PC_SIDE = 0 as const;

/** The GM side's participant, created on first need (its controller is the campaign's GM). */
export function ensureGmParticipant(db: Db, campaign: CampaignRow, conflict: ConflictRow): ParticipantRow {
  const existing = participantsOf(db, conflict.id).find((p) => p.kind === 'gm');
  if (existing) return existing;
  insertParticipant(db, {
    conflictId: conflict.id,
    kind: 'gm',
    characterId: null,
    userId: campaign.gmUserId,
    name: 'GM',
    side: GM_SIDE,
  });
  return participantsOf(db, conflict.id).find((p) => p.kind === 'gm')!;
}
