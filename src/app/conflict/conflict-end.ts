import { isGm } from '../../store/campaigns';
import { participantsOf, updateParticipant } from '../../store/conflicts';
import { endConflict } from './conflict-engine';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, liveConflictHere } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';

/**
 * /conflict end (R4.6): the GM ends it at once; a participant declares it done, and it ends when
 * every participant's player has agreed. Leftovers carry into a follow-up (R8.1, R8.2).
 */
export function endConflictCommand(deps: Deps, caller: Caller) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const conflict = liveConflictHere(deps.db, caller);
    const now = deps.now().toISOString();
    if (isGm(deps.db, campaign, caller.userId)) return outcome([endConflict(deps.db, conflict, 'gm', now)]);
    const all = participantsOf(deps.db, conflict.id);
    const mine = all.filter((p) => p.kind === 'pc' && p.userId === caller.userId);
    if (mine.length === 0) refuse('auth/not-participant', 'Only the GM or a participant can end this conflict.');
    for (const p of mine) updateParticipant(deps.db, p.id, { agreedEnd: true });
    const after = participantsOf(deps.db, conflict.id);
    const waiting = after.filter((p) => !p.agreedEnd);
    if (waiting.length === 0) return outcome([endConflict(deps.db, conflict, 'agreed', now)]);
    return outcome([
      {
        kind: 'end-vote',
        conflictId: conflict.id,
        agreed: after.filter((p) => p.agreedEnd).map((p) => p.name),
        waiting: waiting.map((p) => ({ name: p.name, userId: p.userId })),
      },
    ]);
  });
}
