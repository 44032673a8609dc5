import { effectPenalty } from '../../rules';
import type { ConflictState } from '../../rules/conflict';
import { conflictNpcs, participantsOf } from '../../store/conflicts';
import type { Db } from '../../store/db';
import { effectsOf } from '../../store/effects';
import type { ConflictId } from '../../store/ids';
import { effectCircumstances, isPhysicalTest } from '../character/effect-circumstances';

/**
 * R9.5: active wounds (in physical tests) and scars facing whoever caused them offer a circumstance
 * die to the bearer's opponents. Listed during set-up so the GM can grant them. Who stands where
 * comes from the state; the stored rows say only which sheet each name is, for its effects.
 */
export function circumstanceOffers(db: Db, conflictId: ConflictId, s: ConflictState): string[] {
  const characterOf = new Map(participantsOf(db, conflictId).map((r) => [r.name, r.characterId]));
  const npcIdOf = new Map(conflictNpcs(db, conflictId).map((n) => [n.name, n.npcId]));
  const physical = isPhysicalTest(s.primary, s.secondary);
  const namesOnSide = (side: number) =>
    s.participants
      .filter((p) => p.side === side)
      .flatMap((p) => (p.kind === 'gm' ? ['GM', ...s.npcs.map((n) => n.name)] : [p.name]));
  const offers: string[] = [];
  const describe = (bearer: string, opponents: string, c: { reason: string }) =>
    `${opponents} may claim a die against ${bearer}: ${c.reason}.`;
  for (const p of s.participants) {
    const opponents = namesOnSide(1 - p.side);
    const label = opponents.join(', ') || 'the other side';
    const characterId = characterOf.get(p.name) ?? null;
    if (p.kind === 'pc' && characterId !== null) {
      const found = effectCircumstances(db, characterId, opponents);
      for (const c of [...found.asWounds, ...(physical ? found.inPhysicalTests : []), ...found.forOpponent])
        offers.push(describe(p.name, label, c));
    }
  }
  for (const npc of s.npcs) {
    const npcId = npcIdOf.get(npc.name);
    if (npcId === undefined) continue;
    const opponents = namesOnSide(0);
    for (const e of effectsOf(db, { npcId })) {
      const penalty = effectPenalty(e.kind, e.permanent);
      const reason = { reason: `${e.kind} (${e.text})` };
      const causer = e.causedBy;
      const facing = causer !== null && opponents.some((o) => o.toLowerCase() === causer.toLowerCase());
      // A fresh scar facing whoever made it is the scar's one die, not also a wound.
      const asWound = penalty.wound && !(e.kind === 'scar' && facing);
      if (asWound || (physical && penalty.physical)) offers.push(describe(npc.name, opponents.join(', '), reason));
      if (penalty.againstCauser && facing) offers.push(describe(npc.name, causer!, reason));
    }
  }
  return offers;
}
