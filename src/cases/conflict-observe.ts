// What a `conflict` case can see of a conflict's state, and that view cut to the shape of a case's
// `expect`. Both ways of playing a case (in memory, through the store) are observed alike.
import type { ConflictState } from '../rules/conflict';

/** Everything a `conflict` case may expect, for every name. */
export function observe(s: ConflictState) {
  const byName = <T>(f: (p: ConflictState['participants'][number]) => T) =>
    Object.fromEntries(s.participants.map((p) => [p.name, f(p)]));
  const gmHasNpcs = s.npcs.length > 0;
  return {
    phase: s.phase,
    endReason: s.endReason,
    books: byName((p) => p.books),
    pools: byName((p) => [...p.pool]),
    points: byName((p) => p.points),
    leftoverBooks: byName((p) => p.leftoverBooks),
    followUpDice: byName((p) => p.followUpDice),
    out: [
      ...s.participants.filter((p) => p.out !== null && !(p.kind === 'gm' && gmHasNpcs)).map((p) => p.name),
      ...s.npcs.filter((n) => n.out !== null).map((n) => n.name),
    ],
    effects: s.effects.map((e) => ({ target: e.target, kind: e.kind })),
    suggestedLeader: s.suggestedLeader,
  };
}

/** An NPC's name reads its GM side's books, pool and points. */
function npcSide(s: ConflictState, name: string): string | undefined {
  const isNpc = s.npcs.some((n) => n.name.toLowerCase() === name.trim().toLowerCase());
  return isNpc ? s.participants.find((p) => p.kind === 'gm')?.name : undefined;
}

/**
 * The state observed in the shape of `expect`: name maps are checked only for the names the case
 * lists (an NPC's name reads its GM side); lists of names and effects are compared in any order.
 */
export function observedFor(expect: Record<string, unknown>, s: ConflictState): Record<string, unknown> {
  const got = observe(s);
  const out: Record<string, unknown> = { ...got };
  for (const key of ['books', 'pools', 'points', 'leftoverBooks', 'followUpDice'] as const) {
    const want = expect[key];
    if (!want || typeof want !== 'object') continue;
    const all = got[key] as Record<string, unknown>;
    out[key] = Object.fromEntries(
      Object.keys(want).map((name) => [name, all[name in all ? name : (npcSide(s, name) ?? name)]]),
    );
  }
  for (const key of ['out', 'effects'] as const) {
    const want = expect[key];
    if (!Array.isArray(want)) continue;
    const sortKey = (x: unknown) => JSON.stringify(x);
    const mine = [...got[key]].map(sortKey).sort();
    const theirs = want.map(sortKey).sort();
    out[key] = JSON.stringify(mine) === JSON.stringify(theirs) ? want : got[key];
  }
  return out;
}
