import { storedPublicConflict } from './conflict-views';
import { lookInCampaign } from '../campaign-work';
import type { Caller, Deps } from '../context';
import { campaignHere, latestConflictOrRefuse } from '../load';
import { outcome } from '../views';

/** /conflict status: phase, participants, books, who is suggested to lead; never a pool. */
export function conflictStatus(deps: Deps, caller: Caller) {
  return lookInCampaign(deps, caller, (campaign) => {
    const conflict = latestConflictOrRefuse(deps.db, caller);
    return outcome([{ kind: 'conflict', conflict: storedPublicConflict(deps.db, campaign, conflict) }]);
  });
}

/**
 * The id of the channel's latest conflict, refused as conflictStatus refuses: for the checks made
 * before every table move and click, which need no view of the conflict.
 */
export function latestConflictIdHere(deps: Deps, caller: Caller): number {
  campaignHere(deps.db, caller);
  return latestConflictOrRefuse(deps.db, caller).id;
}
