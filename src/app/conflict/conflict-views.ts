import type { CampaignRow } from '../../store/campaigns';
import {
  type ConflictRow,
  conflictNpcs,
  ledTargetName,
  type ParticipantRow,
  participantsOf,
  pendingExchange,
} from '../../store/conflicts';
import type { Db } from '../../store/db';
import { effectsOf } from '../../store/effects';
import { effectCircumstances, isPhysicalTest } from '../character/effect-circumstances';
import type { PublicConflict, PublicParticipant } from '../views';

export function publicParticipant(p: ParticipantRow): PublicParticipant {
  return {
    name: p.name,
    side: p.side,
    kind: p.kind,
    hasRolled: p.drawn !== null,
    books: p.books,
    knockedOut: p.knockedOut,
    hasDice: p.pool.length > 0,
  };
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
    npcs: conflictNpcs(db, conflict.id).map((n) => ({
      name: n.name,
      gang: n.gangSize !== null,
      knockedOut: n.knockedOut,
    })),
    suggestedLeader: conflict.phase === 'exchanges' ? nameOf(conflict.suggestedLeader) : null,
    pendingExchange: pending
      ? {
          no: pending.no,
          actor: nameOf(pending.actorId) ?? '?',
          target: nameOf(pending.targetId) ?? '?',
          character: ledTargetName(db, conflict.id, pending.no) ?? nameOf(pending.targetId) ?? '?',
          dice: pending.actorDice.length,
          risky: pending.risky,
          since: pending.createdAt,
        }
      : null,
    exchangeCount: conflict.exchangeCount,
    houseRules: campaign.houseRules,
    circumstanceOffers: conflict.phase === 'setup' ? circumstanceOffers(db, conflict, participants) : [],
  };
}

/**
 * R9.5: active wounds (in physical tests) and scars facing whoever caused them offer a circumstance
 * die to the bearer's opponents. Listed during set-up so the GM can grant them.
 */
function circumstanceOffers(db: Db, conflict: ConflictRow, participants: readonly ParticipantRow[]): string[] {
  const npcs = conflictNpcs(db, conflict.id);
  const physical = isPhysicalTest(conflict.primaryText, conflict.secondaryText);
  const namesOnSide = (side: number) =>
    participants
      .filter((p) => p.side === side)
      .flatMap((p) => (p.kind === 'gm' ? ['GM', ...npcs.map((n) => n.name)] : [p.name]));
  const offers: string[] = [];
  const describe = (bearer: string, opponents: string, c: { reason: string }) =>
    `${opponents} may claim a die against ${bearer}: ${c.reason}.`;
  for (const p of participants) {
    const opponents = namesOnSide(1 - p.side);
    const label = opponents.join(', ') || 'the other side';
    if (p.kind === 'pc' && p.characterId !== null) {
      const found = effectCircumstances(db, p.characterId, opponents);
      for (const c of [...(physical ? found.forOpponentInPhysicalTests : []), ...found.forOpponent])
        offers.push(describe(p.name, label, c));
    }
  }
  for (const npc of npcs) {
    const opponents = namesOnSide(0);
    for (const e of effectsOf(db, { npcId: npc.npcId })) {
      const wound = physical && (e.kind === 'wound' || e.kind === 'crippled');
      const scar =
        e.kind === 'scar' &&
        e.causedBy !== null &&
        opponents.some((o) => o.toLowerCase() === e.causedBy!.toLowerCase());
      if (wound || scar)
        offers.push(describe(npc.name, scar ? e.causedBy! : opponents.join(', '), { reason: `${e.kind} (${e.text})` }));
    }
  }
  return offers;
}
