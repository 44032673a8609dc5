// Words for how a conflict ended and what was bought in it, shared by the channel's messages and
// the log file, so neither shows a stored state ("ran-out") or a bookkeeping row.
import { BOOKS_GIVEN } from '../../store/conflict/conflict-state';
import type { PublicEnding, Recap } from '../views';

/** Why a conflict ended, in players' words (R4.6, R9.6). */
export const ENDED_BECAUSE: Record<PublicEnding['reason'], string> = {
  'ran-out': 'everyone on one side is out of dice',
  agreed: 'everyone agreed to stop',
  gm: 'the GM ended it',
  escape: 'the last one standing on one side got away',
};

/** The stored reason as words; an unknown or missing one says nothing. */
export function endedBecause(reason: string | null): string | null {
  return reason !== null && reason in ENDED_BECAUSE ? ENDED_BECAUSE[reason as PublicEnding['reason']] : null;
}

/** One purchase as a sentence part: "Ana bought Wound against Viktor for 1 book", or a gift of books (R5.6), never its stored row name. */
export function purchaseWords(p: Recap['purchases'][number]): string {
  const books = `${p.price} book${p.price === 1 ? '' : 's'}`;
  return p.goal === BOOKS_GIVEN
    ? `${p.buyer} gave ${books} to ${p.target}`
    : // Reputation is borne by its buyer (R9.5): bought, not bought against anyone.
      p.target === p.buyer || /^reputation$/i.test(p.goal)
      ? `${p.buyer} bought ${p.goal} for ${books}`
      : `${p.buyer} bought ${p.goal} against ${p.target} for ${books}`;
}
