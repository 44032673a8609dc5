import type { CampaignRow } from '../../store/campaign/campaigns';
import type { Db } from '../../store/engine/db';
import type { Caller, Deps } from './context';
import { campaignHere, requireGm } from './load';
import { transact } from './transaction';
import type { Outcome } from '../views';

/** A campaign's use case inside its transaction: `db` and `deps.db` are the transaction's handle. */
type Work<T> = (campaign: CampaignRow, db: Db, deps: Deps) => T | Promise<T>;

/** `transact` for a use case of the campaign that owns the caller's channel (refused where none does). */
export function inCampaign<T extends Outcome>(deps: Deps, caller: Caller, work: Work<T>): Promise<T> {
  return transact(deps, caller, async (tx) => work(await campaignHere(tx.db, caller), tx.db, tx));
}

/**
 * `inCampaign` for a use case that only reads. It is not recorded as a handled interaction: a look
 * changes nothing, so a redelivered one is simply answered again.
 */
export function lookInCampaign<T extends Outcome>(deps: Deps, caller: Caller, work: Work<T>): Promise<T> {
  return inCampaign(deps, { ...caller, interactionId: undefined }, work);
}

/** `inCampaign` for what only that campaign's GM may do. */
export function asGm<T extends Outcome>(deps: Deps, caller: Caller, work: Work<T>): Promise<T> {
  return inCampaign(deps, caller, async (campaign, db, tx) => {
    await requireGm(db, campaign, caller);
    return work(campaign, db, tx);
  });
}
