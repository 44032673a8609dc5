// What a move's events ask of the rest of the campaign, beyond the conflict's own document and
// log (which the store saves): the R3.4 point an outnumbered participant earns (a Murphy point for
// the GM side), and a gift of books kept as the giver's purchase (R5.6, R9.2).
import type { ConflictEvent, ConflictState } from '../../rules/conflict';
import { changePlayerPoints } from '../../store/character/characters';
import { BOOKS_GIVEN } from '../../store/conflict/conflict-state';
import { insertPurchase } from '../../store/conflict/purchases';
import type { Db } from '../../store/engine/db';
import type { LoadedConflict } from '../../store/conflict/loaded-conflict';
import { changeMurphy } from '../../store/campaign/murphy';

export async function reactToEvents(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
): Promise<void> {
  // A participant's seat, or the GM side's for one of its NPCs.
  const seatOf = (name: string) =>
    loaded.rows.find((r) => r.name === name) ?? loaded.rows.find((r) => r.kind === 'gm')!;
  for (const e of events) {
    if (e.type === 'outnumbered') {
      for (const name of e.data.names) {
        const seat = seatOf(name);
        if (seat.characterId !== null) await changePlayerPoints(db, seat.characterId, 1, 'outnumbered', now);
        else
          await changeMurphy(db, {
            campaignId: loaded.conflict.campaignId,
            delta: 1,
            reason: 'outnumbered',
            userId: seat.userId,
            now,
          });
      }
    } else if (e.type === 'book-given') {
      await insertPurchase(db, {
        conflictId: loaded.conflict.id,
        exchangeNo: next.exchanges,
        buyerId: seatOf(e.data.from).id,
        goal: BOOKS_GIVEN,
        targetName: e.data.to,
        people: 1,
        placeScale: 0,
        price: e.data.books,
        booksPaid: e.data.books,
        pointsPaid: 0,
        effectId: null,
        now,
      });
    }
  }
}
