import { GM_ACTOR, isEvent } from '../../rules/conflict';
import { openSession, spendSessionRack } from '../../store/campaign/sessions';
import { ensureGmParticipant, seatMoves } from './conflict-engine';
import { after, checkLoaded, loadAs, playInOrder, playLoaded } from './conflict-machine';
import { lateDiceViews } from './late-dice';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, liveConflictOrRefuse, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/**
 * /conflict rack (R10.1): spends one session-budget rack, played by the conflict machine. Before the
 * GM rolls it joins the draw; after, it is rolled in at once and added to the GM pool.
 */
export async function spendRack(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const conflict = await liveConflictOrRefuse(deps.db, caller);
    await ensureGmParticipant(deps.db, campaign, conflict);
    // A GM side not seated yet sits down first: a rack is its dice.
    const unseated = await loadAs(deps, campaign, conflict, GM_ACTOR);
    const seats = await seatMoves(deps.db, campaign, unseated.before);
    const loaded = seats.length > 0 ? after(unseated, await playInOrder(deps, unseated, seats)) : unseated;
    checkLoaded(loaded, { do: 'rack' });
    const session =
      (await openSession(deps.db, campaign.id)) ?? refuse('session/none-open', appMessages.rackWithoutSession);
    if (session.racksLeft <= 0) refuse('session/no-racks', appMessages.rackBudgetSpent);
    await spendSessionRack(deps.db, session.id);
    const played = await playLoaded(deps, loaded, { do: 'rack' });
    const left = session.racksLeft - 1;
    if (!played.events.some(isEvent('rack-rolled')))
      return outcome([{ kind: 'notice', text: appNotices.rackFromBudget(left) }]);
    return outcome([{ kind: 'notice', text: appNotices.rackFromBudgetRolled(left) }], lateDiceViews(played));
  });
}
