// Points spent toward a goal (R10.3): which trained (restricted) points a conflict lets a character
// use, and in what order a payment takes them.
import { isOnChain, parseSkillPath } from './skills';

export interface TrainedPoints {
  /** The skill path they were trained in (R11.1). */
  skillText: string;
  amount: number;
}

/** R10.3: trained points count only when their skill is on the primary's or the secondary's chain. */
export function usableTrained<T extends TrainedPoints>(
  primary: string,
  secondary: string | null,
  held: readonly T[],
): T[] {
  const chains = [primary, secondary].filter((t): t is string => t !== null).map(parseSkillPath);
  return held.filter((r) => chains.some((chain) => isOnChain(parseSkillPath(r.skillText), chain)));
}

/**
 * R10.3: a payment of `points` takes usable trained points first, in the order given (they lapse
 * at the next training), then the character's own points.
 */
export function splitPayment<T extends TrainedPoints>(
  points: number,
  usable: readonly T[],
): { trained: { from: T; points: number }[]; own: number } {
  let owed = points;
  const trained: { from: T; points: number }[] = [];
  for (const from of usable) {
    const take = Math.min(owed, from.amount);
    if (take > 0) trained.push({ from, points: take });
    owed -= take;
  }
  return { trained, own: owed };
}

/**
 * R10.3 (seed L116): only a player short of what a goal needs may beg, for at most the shortfall.
 * With the goal's `price`: the shortfall beyond the books and points in hand (0: not short).
 * Without a price the bot cannot tell, so a character still holding points is not short (0) and
 * one with none may ask (null: no bound the rules can set).
 */
export function begShortfall(have: { books: number; points: number }, price: number | null): number | null {
  if (price === null) return have.points > 0 ? 0 : null;
  return Math.max(0, price - have.books - have.points);
}
