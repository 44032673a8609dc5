import { capitalised, type Face } from '../../../rules';
import { actorName, EXCHANGE_LOAD, loadForMove, playLoaded } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { spokenName } from '../../../rules/conflict';
import { exchangePrivateViews, exchangePublicViews, throughOf } from './exchange-views';
import { transact } from '../../use-case/transaction';
import { outcome, type Outcome } from '../../views';
import { appNotices } from '../../messages';

/**
 * /exchange war (R5.4 `trailing-tie: war`): a side asked for one more die adds it from its pool.
 * Once both sides have added theirs, the war is compared; it may ask again. Played by the conflict
 * machine: whoever adds a die sees only its own pool.
 */
export async function addWarDie(deps: Deps, caller: Caller, input: { die: Face }) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const loaded = await loadForMove(deps, caller, null, EXCHANGE_LOAD);
    const played = await playLoaded(deps, loaded, { do: 'war', die: input.die });
    const me = actorName(played.state, played.actor);
    const was = loaded.before.state.pending!;
    const nameOf = (side: 'actor' | 'target') => (side === 'actor' ? was.actor : was.target);
    const spoken = (side: 'actor' | 'target') => spokenName(played.state, nameOf(side), throughOf(was, nameOf(side)));
    // The other side still owes its die of this round of the war: nothing to compare yet.
    const stillOwed = was.warNeeds.filter((side) => nameOf(side) !== me);
    const p = played.state.pending;
    if (
      p &&
      stillOwed.length > 0 &&
      p.warNeeds.length === stillOwed.length &&
      p.warNeeds.every((s) => stillOwed.includes(s))
    ) {
      const waiting = stillOwed.map(spoken);
      const adder = capitalised(spoken(was.actor === me ? 'actor' : 'target'));
      return outcome([{ kind: 'notice', text: appNotices.warDieAdded(adder, waiting.join(' and ')) }]);
    }
    return { public: exchangePublicViews(played), private: exchangePrivateViews(played, caller.userId, me) };
  });
}
