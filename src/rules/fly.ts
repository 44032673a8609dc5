import { assertFaces, type Face, sortHighToLow } from './dice';

export interface FlyResult {
  winner: 'a' | 'b' | null;
  a: Face[];
  b: Face[];
  /** Index of the deciding comparison; null when decided by dice left over or not at all. */
  decidedAt: number | null;
  /** R7.3: the winner adds every die of both rolls to its pool. */
  gained: Face[];
}

/**
 * R7.2 fly dice: compare both base-attack rolls high to low; the first unequal pair decides; if all
 * compared pairs tie, the side with dice left wins; complete equality gives nobody anything.
 */
export function resolveFly(aFaces: readonly Face[], bFaces: readonly Face[]): FlyResult {
  const a = sortHighToLow(assertFaces(aFaces, 'a fly die'));
  const b = sortHighToLow(assertFaces(bFaces, 'a fly die'));
  let winner: FlyResult['winner'] = null;
  let decidedAt: number | null = null;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) {
      winner = a[i]! > b[i]! ? 'a' : 'b';
      decidedAt = i;
      break;
    }
  }
  if (winner === null && a.length !== b.length) winner = a.length > b.length ? 'a' : 'b';
  return { winner, a, b, decidedAt, gained: winner === null ? [] : sortHighToLow([...a, ...b]) };
}
