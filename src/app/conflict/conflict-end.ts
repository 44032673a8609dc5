import { GM_ACTOR } from '../../rules/conflict';
import { isGm } from '../../store/campaign/campaigns';
import { loadAs, playInOrder, playLoaded } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, liveConflictOrRefuse } from '../use-case/load';
import { exchangePublicViews } from './exchange/exchange-views';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';

/**
 * /conflict end (R4.6): the GM ends it at once; a player asks to end it for every character it
 * plays here, and the machine ends it once everyone has asked. Who has asked lives in the state.
 */
export async function endConflictCommand(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const conflict = await liveConflictOrRefuse(deps.db, caller);
    const loaded = await loadAs(deps, campaign, conflict, GM_ACTOR);
    if (await isGm(deps.db, campaign, caller.userId))
      return outcome(exchangePublicViews(await playLoaded(deps, loaded, { do: 'end', reason: 'gm' })));
    const mine = loaded.before.rows.filter((p) => p.kind === 'pc' && p.userId === caller.userId);
    if (mine.length === 0) refuse('auth/not-participant', appMessages.onlyPlayersEndConflict);
    const played = await playInOrder(
      deps,
      loaded,
      mine.map((p) => ({ move: { do: 'ask-end' } as const, actor: p.name })),
    );
    if (played.state.phase === 'ended') return outcome(exchangePublicViews(played));
    const asked = new Set(played.state.endAsked);
    return outcome([
      {
        kind: 'end-vote',
        conflictId: conflict.id,
        agreed: played.state.participants.filter((p) => asked.has(p.name)).map((p) => p.name),
        // The GM answers for the whole GM side.
        waiting: loaded.before.rows
          .filter((r) => !asked.has(r.name))
          .map((r) => ({ name: r.kind === 'gm' ? 'the GM' : r.name, userId: r.userId })),
      },
    ]);
  });
}
