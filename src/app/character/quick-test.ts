import { type Face, formatFaces, type RandomSource, resolveExchange, rollIn } from '../../rules';
import { lines, md, type Safe } from '../text/safe-text';

// R11.4 quick test: both sides roll their pools (R1.2 roll-in) and push everything at once into one
// standard exchange (R5.4); each side keeps the books it wins. The player's side acts. Quick tests
// use the default R5.4 rules whatever the campaign's house rules: with every die pushed there is
// no pool left to wage a war from or reroll into. The player rolls first, then the opposition.

export interface QuickSide {
  drawn: number;
  /** R1.3: every face rolled, in order. */
  rolled: Face[];
  /** The pool, all of it pushed: faces 4–6, high to low. */
  pushed: Face[];
  books: number;
}

export interface QuickTestResult {
  player: QuickSide;
  opposition: QuickSide;
}

export function quickTest(random: RandomSource, playerDice: number, oppositionDice: number): QuickTestResult {
  const p = rollIn(playerDice, random);
  const o = rollIn(oppositionDice, random);
  let playerBooks = 0;
  let oppositionBooks = 0;
  if (p.pool.length > 0) {
    const r = resolveExchange(p.pool, o.pool);
    playerBooks = r.actorBooks;
    oppositionBooks = r.targetBooks;
  } else if (o.pool.length > 0) {
    oppositionBooks = resolveExchange(o.pool, []).actorBooks;
  }
  return {
    player: { drawn: playerDice, rolled: p.rolled, pushed: p.pool, books: playerBooks },
    opposition: { drawn: oppositionDice, rolled: o.rolled, pushed: o.pool, books: oppositionBooks },
  };
}

/** The public lines of a quick test: both sides' dice and books (pools are all pushed, R13.2). */
export function describeQuickTest(player: string, opposition: string, r: QuickTestResult): Safe {
  return lines(
    md`${player}: ${formatFaces(r.player.pushed)} · ${opposition}: ${formatFaces(r.opposition.pushed)}`,
    md`Books: ${player} ${r.player.books}, ${opposition.toLowerCase()} ${r.opposition.books}.`,
  );
}
