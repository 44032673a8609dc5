import { storedPublicConflict } from './conflict-views';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, latestConflictOrRefuse } from '../use-case/load';
import { outcome } from '../views';

/** /conflict status: phase, participants, books, who is suggested to lead; never a pool. */
export async function conflictStatus(deps: Deps, caller: Caller) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const conflict = await latestConflictOrRefuse(deps.db, caller);
    return outcome([{ kind: 'conflict', conflict: await storedPublicConflict(deps.db, campaign, conflict) }]);
  });
}

/**
 * The id of the channel's latest conflict, refused as conflictStatus refuses: for the checks made
 * before every table move and click, which need no view of the conflict.
 */
export async function latestConflictIdHere(deps: Deps, caller: Caller): Promise<number> {
  await campaignHere(deps.db, caller);
  return (await latestConflictOrRefuse(deps.db, caller)).id;
}
