// A conflict's participants as they stand in play: who they are from their rows, their pools,
// books and knock-outs from the conflict's document (the rows take those only once it has ended).
import { readConflictDocument } from '../../src/store/conflict/conflict-state';
import { participantProjections } from '../../src/store/conflict/participants';
import type { Db } from '../../src/store/engine/db';
import type { ConflictId } from '../../src/store/engine/ids';

export type PlayedParticipant = Awaited<ReturnType<typeof playedParticipants>>[number];

export async function playedParticipants(db: Db, conflictId: ConflictId | number) {
  const id = conflictId as ConflictId;
  const { state } = await readConflictDocument(db, id);
  return (await participantProjections(db, id)).map((r) => {
    const p = state.participants.find((q) => q.name === r.name);
    return {
      id: r.id,
      kind: r.kind,
      name: r.name,
      side: r.side,
      userId: r.userId,
      characterId: r.characterId,
      drawn: r.drawn,
      rolled: r.rolled,
      salt: r.salt,
      commitment: r.commitment,
      followUp: r.followUp,
      pool: p ? [...p.pool] : r.pool,
      books: p ? p.books : r.books,
      knockedOut: p ? p.out !== null : r.knockedOut,
      leftover: p ? p.leftover : r.leftover,
      circumstances: p ? p.circumstances : r.circumstances,
      agreedEnd: p ? state.endAsked.includes(p.name) : r.agreedEnd,
      flySkills: p ? [...p.flySkills] : r.flySkills,
      bid: (p && state.initiative?.bids[p.name]) ?? r.bid,
    };
  });
}
