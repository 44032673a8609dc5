// Seating participants: the row that says who plays whom (identity, outside the rules) and the
// machine's `join` move that puts them in the conflict's state.
import { inOrder } from '../../store/engine/in-order';
import { GM_ACTOR, type ConflictState, type Move } from '../../rules/conflict';
import type { CampaignRow } from '../../store/campaign/campaigns';
import { sheetOf } from '../../store/conflict/conflict-inputs';
import type { LoadedConflict } from '../../store/conflict/conflict-state';
import type { LiveConflictRow } from '../../store/conflict/conflicts';
import { insertParticipant, type ParticipantRow, participantsOf, type Seat } from '../../store/conflict/participants';
import type { Db } from '../../store/engine/db';

export const GM_SIDE = 1 as const;
export const PC_SIDE = 0 as const;

/** The GM side's participant row, created on first need (its controller is the campaign's GM). */
export async function ensureGmParticipant(
  db: Db,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
): Promise<ParticipantRow> {
  const existing = (await participantsOf(db, conflict.id)).find((p) => p.kind === 'gm');
  if (existing) return existing;
  await insertParticipant(db, {
    conflictId: conflict.id,
    kind: 'gm',
    characterId: null,
    userId: campaign.gmUserId,
    name: 'GM',
    side: GM_SIDE,
  });
  return (await participantsOf(db, conflict.id)).find((p) => p.kind === 'gm')!;
}

/** The machine's move that seats one participant's row, with its sheet as it is now. */
export async function joinMove(db: Db, campaign: CampaignRow, state: ConflictState, row: Seat): Promise<Move> {
  return {
    do: 'join',
    name: row.name,
    side: row.side,
    ...(row.kind === 'gm' ? { gm: true } : {}),
    ...(await sheetOf(db, campaign, state, row)),
    followUp: row.followUp,
  };
}

/** Joins for every row the state does not seat yet, in seat order, played as the GM's authority. */
export function seatMoves(
  db: Db,
  campaign: CampaignRow,
  loaded: LoadedConflict,
): Promise<{ move: Move; actor: string }[]> {
  return inOrder(
    loaded.rows.filter((r) => !loaded.state.participants.some((p) => p.name === r.name)),
    async (r) => ({ move: await joinMove(db, campaign, loaded.state, r), actor: GM_ACTOR }),
  );
}
