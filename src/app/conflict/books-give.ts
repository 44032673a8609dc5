import { isEvent } from '../../rules/conflict';
import { type Played, loadForMove, playLoaded } from './conflict-machine';
import { userOf } from './exchange/exchange-views';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { latestConflictOrRefuse, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';

/**
 * /books give (R5.6, R9.2): one book to another participant per exchange step; any number after
 * the end. Played by the conflict machine (a book given to an NPC goes to its GM side).
 */
export async function giveBooks(
  deps: Deps,
  caller: Caller,
  input: { to: string; amount?: number | null; as?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const loaded = await loadForMove(deps, caller, input.as, undefined, latestConflictOrRefuse);
    const phase = loaded.conflict.phase;
    if (phase === 'setup' || phase === 'rolling') refuse('conflict/wrong-phase', appMessages.booksGivenBeforeExchanges);
    const amount = wholeNumber(input.amount ?? 1, 'the number of books', 1, phase === 'ended' ? 1000 : 1);
    const played = await playLoaded(deps, loaded, { do: 'give', to: input.to, books: amount });
    const given = played.events.find(isEvent('book-given'))!.data;
    return outcome([
      {
        kind: 'books-given',
        from: given.from,
        to: given.to,
        amount,
        fromBooks: booksOf(played, given.from),
        toBooks: booksOf(played, given.to),
        // The receiver may spend them at once: called, unless it gave to itself through an NPC.
        ...(userOf(played, given.to) === caller.userId ? {} : { toUserId: userOf(played, given.to) }),
      },
    ]);
  });
}

const booksOf = (played: Played, name: string) => played.state.participants.find((p) => p.name === name)?.books ?? 0;
