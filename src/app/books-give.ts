import { appendEvent, insertPurchase, participantsOf, updateParticipant } from '../store/conflicts';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { requireOnePurchasePerStep } from './goal-buy';
import { callerParticipant, campaignHere, currentConflictHere, participantNamed, wholeNumber } from './load';
import { transact } from './run';
import { outcome } from './views';

/** /books give (R5.6, R9.2): one book to another participant per exchange step; any number after the end. */
export function giveBooks(deps: Deps, caller: Caller, input: { to: string; amount?: number | null; as?: string | null }) {
  return transact(deps, caller, () => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = currentConflictHere(db, caller);
    if (conflict.phase === 'setup' || conflict.phase === 'rolling') refuse('conflict/wrong-phase', 'Books can be given once the exchanges have begun.');
    const from = callerParticipant(db, campaign, conflict, caller, input.as);
    const to = participantNamed(db, conflict, input.to);
    if (to.id === from.id) refuse('books/bad-amount', 'You cannot give books to yourself.');
    const amount = wholeNumber(input.amount ?? 1, 'the number of books', 1, conflict.phase === 'ended' ? 1000 : 1);
    if (amount > from.books) refuse('goal/not-enough', `${from.name} has only ${from.books} book${from.books === 1 ? '' : 's'}.`);
    requireOnePurchasePerStep(db, conflict, from);
    const now = deps.now().toISOString();
    updateParticipant(db, from.id, { books: from.books - amount });
    const receiver = participantsOf(db, conflict.id).find((p) => p.id === to.id)!;
    updateParticipant(db, to.id, { books: receiver.books + amount });
    insertPurchase(db, { conflictId: conflict.id, exchangeNo: conflict.exchangeCount, buyerId: from.id, goal: '(books given)', targetName: to.name, people: 1, placeScale: 0, price: amount, booksPaid: amount, pointsPaid: 0, effectId: null, now });
    appendEvent(db, conflict.id, 'books-given', { from: from.name, to: to.name, amount }, true, now);
    return outcome([{ kind: 'books-given', from: from.name, to: to.name, amount, fromBooks: from.books - amount, toBooks: receiver.books + amount }]);
  });
}
