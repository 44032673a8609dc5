// Who a goal took out of a conflict (R4.5, R9.6), announced to the channel as it happens, and the
// name a purchase by the GM side is shown under (the NPC who acts, not "GM").
import { conflictNpcs, participantsOf } from '../store/conflicts';
import type { Db } from '../store/db';
import type { PublicView } from './views';

export type OutHow = 'knocked-out' | 'escaped' | 'dead';

/** The characters out of the conflict now: PCs by participant, NPCs by name (the GM side itself is left out). */
export function outNow(db: Db, conflictId: number): Set<string> {
  const pcs = participantsOf(db, conflictId).filter((p) => p.kind === 'pc' && p.knockedOut).map((p) => p.name);
  const npcs = conflictNpcs(db, conflictId).filter((n) => n.knockedOut).map((n) => n.name);
  return new Set([...pcs, ...npcs]);
}

/** One public announcement for each character a goal just took out. */
export function takenOutViews(db: Db, conflictId: number, before: ReadonlySet<string>, effect: string): PublicView[] {
  const how: OutHow = effect === 'escape' ? 'escaped' : effect === 'dead' ? 'dead' : 'knocked-out';
  return [...outNow(db, conflictId)].filter((name) => !before.has(name)).map((name) => ({ kind: 'taken-out', conflictId, name, how }));
}

/**
 * The name a purchase is announced under: a PC's own, and for the GM side the NPC who acts (the
 * one escaping, or its only NPC still standing), else "the GM".
 */
export function buyerShown(db: Db, conflictId: number, buyer: { kind: 'pc' | 'gm'; name: string }, escaping: string | null): string {
  if (buyer.kind === 'pc') return buyer.name;
  if (escaping) return escaping;
  const standing = conflictNpcs(db, conflictId).filter((n) => !n.knockedOut && !n.mook);
  return standing.length === 1 ? standing[0]!.name : 'The GM';
}
