import { GM_ACTOR } from '../../rules/conflict';
import { isGm } from '../../store/campaigns';
import { loadConflictState } from '../../store/conflict-state';
import { updateParticipant } from '../../store/conflicts';
import { type Loaded, playLoaded } from './conflict-machine';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, liveConflictHere } from '../load';
import { exchangePublicViews } from '../exchange/exchange-views';
import { transact } from '../transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';

/**
 * /conflict end (R4.6): the GM ends it at once; a participant declares it done, and it ends when
 * every participant's player has agreed. The machine's `end` move does the rest (R8.1, R8.2).
 */
export function endConflictCommand(deps: Deps, caller: Caller) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const conflict = liveConflictHere(deps.db, caller);
    // Everyone plays the move under a name chosen here (a player's votes cover all its characters).
    const loaded: Loaded = {
      campaign,
      conflict,
      before: loadConflictState(deps.db, campaign, conflict),
      actor: GM_ACTOR,
    };
    const all = loaded.before.rows;
    if (isGm(deps.db, loaded.campaign, caller.userId)) {
      // The GM's word ends it at once; when every player had already asked to, everyone agreed.
      const pcs = all.filter((p) => p.kind === 'pc');
      const reason = pcs.length > 0 && pcs.every((p) => p.agreedEnd) ? 'agreed' : 'gm';
      return outcome(exchangePublicViews(playLoaded(deps, loaded, { do: 'end', reason })));
    }
    const mine = all.filter((p) => p.kind === 'pc' && p.userId === caller.userId);
    if (mine.length === 0) refuse('auth/not-participant', appMessages.onlyGmParticipantCanEndConflict);
    for (const p of mine) updateParticipant(deps.db, p.id, { agreedEnd: true });
    const agreed = (p: (typeof all)[number]) => p.agreedEnd || mine.includes(p);
    const waiting = all.filter((p) => !agreed(p));
    if (waiting.length === 0) {
      return outcome(
        exchangePublicViews(playLoaded(deps, { ...loaded, actor: mine[0]!.name }, { do: 'end', reason: 'agreed' })),
      );
    }
    return outcome([
      {
        kind: 'end-vote',
        conflictId: loaded.conflict.id,
        agreed: all.filter(agreed).map((p) => p.name),
        // The GM answers for the whole GM side.
        waiting: waiting.map((p) => ({ name: p.kind === 'gm' ? 'the GM' : p.name, userId: p.userId })),
      },
    ]);
  });
}
