// Conflict mechanics shared by several use cases: draws (R3), ending (R4.6, R8.1), knock-outs (R4.5).
import { addToPool, drawDice, type Face, followUpDice, leftoverBooks, makeSkillPath, parseSkillPath, rackSize } from '../rules';
import type { CampaignRow } from '../store/campaigns';
import { gearOf, skillsOf } from '../store/characters';
import {
  appendEvent,
  cancelExchangeRow,
  type ConflictRow,
  conflictNpcs,
  type EndReason,
  getConflict,
  insertParticipant,
  type ParticipantRow,
  participantsOf,
  pendingExchange,
  updateConflict,
  updateParticipant,
} from '../store/conflicts';
import type { Db } from '../store/db';
import { characterLevel } from './character-show';
import type { PublicEnding, PublicView } from './views';

export const GM_SIDE = 1 as const;
export const PC_SIDE = 0 as const;

/** The GM side's participant, created on first need (its controller is the campaign's GM). */
export function ensureGmParticipant(db: Db, campaign: CampaignRow, conflict: ConflictRow): ParticipantRow {
  const existing = participantsOf(db, conflict.id).find((p) => p.kind === 'gm');
  if (existing) return existing;
  insertParticipant(db, { conflictId: conflict.id, kind: 'gm', characterId: null, userId: campaign.gmUserId, name: 'GM', side: GM_SIDE });
  return participantsOf(db, conflict.id).find((p) => p.kind === 'gm')!;
}

/** R3.3: the rack size for this conflict (fixed once rolling starts). */
export function conflictRackSize(db: Db, campaign: CampaignRow, conflict: ConflictRow): number {
  if (conflict.rackSize !== null) return conflict.rackSize;
  const levels = participantsOf(db, conflict.id)
    .filter((p) => p.kind === 'pc' && p.characterId !== null)
    .map((p) => characterLevel(db, p.characterId!));
  return rackSize(levels, campaign.rackSize);
}

export interface Draw {
  total: number;
  detail: string;
}

/** R3.2 for a PC, R3.3 for the GM side. */
export function drawFor(db: Db, campaign: CampaignRow, conflict: ConflictRow, p: ParticipantRow): Draw {
  if (p.kind === 'gm') {
    const rack = conflictRackSize(db, campaign, conflict);
    // R3.3: mooks bring no dice.
    const npcRacks = conflictNpcs(db, conflict.id).filter((n) => !n.mook).length;
    const racks = npcRacks + conflict.budgetRacks;
    // R8.2: the GM side's follow-up dice are rolled with its racks, like a PC's.
    return {
      total: racks * rack + p.circumstances + p.followUp,
      detail: `${racks} rack${racks === 1 ? '' : 's'} of ${rack} (${npcRacks} for NPCs, ${conflict.budgetRacks} from the budget) + ${p.circumstances} circumstance${p.followUp ? ` + ${p.followUp} follow-up` : ''}`,
    };
  }
  const skills = skillsOf(db, p.characterId!).map((s) => makeSkillPath(s.text.split(': ')));
  const gear = gearOf(db, p.characterId!).map((g) => ({ skill: parseSkillPath(g.skillText), quality: g.quality, mode: g.mode }));
  const d = drawDice({
    skills,
    primary: parseSkillPath(conflict.primaryText),
    secondary: conflict.secondaryText ? parseSkillPath(conflict.secondaryText) : null,
    gear,
    circumstances: p.circumstances,
    followUp: p.followUp,
  });
  return {
    total: d.total,
    detail: `${d.primary} primary + ${d.secondary} secondary + ${d.gear} gear + ${d.circumstances} circumstance + ${d.followUp} follow-up`,
  };
}

/** A participant counts as out of dice when its pool is empty or it is knocked out. */
export function isOut(p: ParticipantRow): boolean {
  return p.knockedOut || p.pool.length === 0;
}

/** R4.6: once exchanges run, the conflict ends when every participant on one side is out of dice. */
export function endIfSideOut(db: Db, conflictId: number, now: string): PublicView[] {
  const conflict = getConflict(db, conflictId)!;
  if (conflict.phase !== 'exchanges' || pendingExchange(db, conflictId)) return [];
  const all = participantsOf(db, conflictId);
  const sides = [0, 1].map((s) => all.filter((p) => p.side === s));
  if (sides.some((side) => side.length === 0)) return [];
  const out = sides.find((side) => side.every(isOut));
  if (!out) return [];
  // A side that got away (Escape) still holds dice: the conflict is over before it ran out (R8.1).
  const escaped = out.some((p) => p.knockedOut && p.pool.length > 0);
  return [endConflict(db, conflict, escaped ? 'escape' : 'ran-out', now)];
}

/**
 * Ends the conflict (R4.6). R8.1: if someone ran out, leftovers pair into books; otherwise they
 * are kept as follow-up dice (R8.2). A pending exchange is cancelled and its dice go back first.
 */
export function endConflict(db: Db, conflict: ConflictRow, reason: EndReason, now: string): PublicView {
  const pending = pendingExchange(db, conflict.id);
  if (pending) {
    // Everything pushed into an unresolved exchange (a war may hold both sides' dice) goes back.
    const all = participantsOf(db, conflict.id);
    const giveBack = (id: number, dice: readonly Face[]) => {
      const p = all.find((x) => x.id === id)!;
      updateParticipant(db, id, { pool: addToPool(p.pool, dice) });
    };
    giveBack(pending.actorId, [...pending.actorDice, ...pending.warActor]);
    giveBack(pending.targetId, [...(pending.targetDice ?? []), ...pending.warTarget]);
    cancelExchangeRow(db, pending.id, now);
  }
  const ending: PublicEnding = { conflictId: conflict.id, reason, participants: [] };
  for (const p of participantsOf(db, conflict.id)) {
    const leftover = p.pool.length;
    const extraBooks = reason === 'ran-out' ? leftoverBooks(leftover) : 0;
    const followUp = reason === 'ran-out' ? 0 : followUpDice(leftover);
    updateParticipant(db, p.id, { books: p.books + extraBooks, leftover, pool: [] });
    ending.participants.push({ name: p.name, books: p.books + extraBooks, leftoverBooks: extraBooks, followUpDice: followUp });
  }
  updateConflict(db, conflict.id, { phase: 'ended', endReason: reason, endedAt: now, suggestedLeader: null });
  appendEvent(db, conflict.id, 'conflict-ended', ending, true, now);
  return { kind: 'conflict-ended', ending };
}

/** R4.5: a knocked-out PC loses its pool at once; the GM pool goes when no GM-side NPC stands. */
export function knockOut(db: Db, conflict: ConflictRow, p: ParticipantRow, now: string): void {
  updateParticipant(db, p.id, { knockedOut: true, pool: [] });
  appendEvent(db, conflict.id, 'knocked-out', { participant: p.name }, true, now);
}

/** R4.3 default order: join order; the first participant (by seq) after `afterSeq` with dice. */
export function nextWithDice(all: readonly ParticipantRow[], afterSeq = 0): ParticipantRow | null {
  const ordered = [...all].sort((a, b) => a.seq - b.seq);
  const later = ordered.filter((p) => p.seq > afterSeq && !isOut(p));
  return later[0] ?? ordered.find((p) => !isOut(p)) ?? null;
}
