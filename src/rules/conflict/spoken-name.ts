/** What naming needs of a conflict: the conflict itself, or its public view (NPCs `knockedOut`). */
interface Named {
  participants: readonly { name: string; kind: 'pc' | 'gm' }[];
  npcs: readonly { name: string; out?: string | null; knockedOut?: boolean }[];
}

/**
 * The name players read for a participant: a character's own. The GM side is named by the NPC it
 * acts through when that is known (`npc`, or the only NPC still standing), else "the GM": its row's
 * name is bookkeeping, not a character.
 */
export function spokenName(s: Named, name: string, npc: string | null = null): string {
  if (s.participants.find((p) => p.name === name)?.kind !== 'gm') return name;
  if (npc) return npc;
  const standing = s.npcs.filter((n) => !(n.out ?? n.knockedOut));
  return standing.length === 1 ? standing[0]!.name : 'the GM';
}

/**
 * The name of a whole side's row (its books, what it keeps at the end): a character's own; the GM
 * side by its NPCs, together when several (those standing, else all), "the GM" when it has none.
 */
export function sideSpokenName(s: Named, name: string): string {
  if (s.participants.find((p) => p.name === name)?.kind !== 'gm') return name;
  const standing = s.npcs.filter((n) => !(n.out ?? n.knockedOut));
  const named = standing.length ? standing : s.npcs;
  return named.length ? named.map((n) => n.name).join(' and ') : 'the GM';
}

/** Whether `name` reads as several (the GM side by its NPCs together, as sideSpokenName names it). */
export function sideIsSeveral(s: Named, name: string): boolean {
  if (s.participants.find((p) => p.name === name)?.kind !== 'gm') return false;
  const standing = s.npcs.filter((n) => !(n.out ?? n.knockedOut));
  return (standing.length ? standing : s.npcs).length > 1;
}
