// Dice in select menus (the initiative bid picker): option values and which dice a menu offers.
// Leading and answering pick dice with toggle buttons instead (dice-toggles.ts).
import type { Face } from '../../rules';

/** Discord allows 25 options in a select menu. */
export const MAX_OPTIONS = 25;

/** Option value → face (values are `<position>:<face>`, so equal faces stay distinct). */
export function faceOfValue(value: string): Face | null {
  const m = /^\d+:([1-6])$/.exec(value);
  return m ? (Number(m[1]) as Face) : null;
}

/**
 * The dice offered: the whole pool when it fits, else up to 25 taken round-robin over the faces
 * (so high and low dice both stay choosable). Dice come back high to low.
 */
export function offeredDice(pool: readonly Face[]): Face[] {
  const sorted = [...pool].sort((a, b) => b - a);
  if (sorted.length <= MAX_OPTIONS) return sorted;
  const byFace = new Map<Face, number>();
  for (const f of sorted) byFace.set(f, (byFace.get(f) ?? 0) + 1);
  const taken = new Map<Face, number>();
  let count = 0;
  while (count < MAX_OPTIONS) {
    for (const [face, n] of byFace) {
      if (count < MAX_OPTIONS && (taken.get(face) ?? 0) < n) {
        taken.set(face, (taken.get(face) ?? 0) + 1);
        count++;
      }
    }
  }
  return [...taken].flatMap(([face, n]) => Array<Face>(n).fill(face)).sort((a, b) => b - a);
}
