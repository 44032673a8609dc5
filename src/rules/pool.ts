import { assertFaces, type Face, sortHighToLow } from './dice';
import { RuleError } from './errors';
import { ruleMessages } from './messages';

/** A scene pool: faces 4–6 kept high to low (R1.2). Pools are values; every change returns a new one. */
export type Pool = readonly Face[];

/** Removes the given faces from the pool (R5.3), refusing any face the pool does not hold. */
export function takeFromPool(pool: Pool, dice: readonly Face[]): Face[] {
  assertFaces(dice, 'a pushed die');
  const rest = [...pool];
  for (const face of dice) {
    const at = rest.indexOf(face);
    if (at < 0) {
      throw new RuleError('pool/not-in-pool', ruleMessages.poolLacksDice(describeShortfall(pool, dice)));
    }
    rest.splice(at, 1);
  }
  return sortHighToLow(rest);
}

export function addToPool(pool: Pool, dice: readonly Face[]): Face[] {
  return sortHighToLow([...pool, ...assertFaces(dice)]);
}

/** R5.1: pushing more than half the pool is allowed but warned about first. */
export function isMoreThanHalf(pool: Pool, pushed: number): boolean {
  return pushed * 2 > pool.length;
}

function describeShortfall(pool: Pool, dice: readonly Face[]): string {
  const want = counts(dice);
  const have = counts(pool);
  const parts: string[] = [];
  for (const face of [6, 5, 4, 3, 2, 1] as Face[]) {
    const w = want.get(face) ?? 0;
    const h = have.get(face) ?? 0;
    if (w > h) parts.push(`${w} × ${face} (it has ${h})`);
  }
  return parts.join(', ');
}

function counts(dice: readonly Face[]): Map<Face, number> {
  const m = new Map<Face, number>();
  for (const d of dice) m.set(d, (m.get(d) ?? 0) + 1);
  return m;
}
