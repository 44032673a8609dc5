// The one road to the conflict everyone sees: the machine's public view (R13.1), plus app data that
// is not rules state. No pool reaches the channel by any other way.
import { type ConflictState, view } from '../../rules/conflict';
import type { CampaignRow } from '../../store/campaign/campaigns';
import type { LiveConflictRow } from '../../store/conflict/conflicts';
import { latestLeadAt } from '../../store/conflict/exchanges';
import { loadConflictState } from '../../store/conflict/conflict-state';
import type { Db } from '../../store/engine/db';
import type { PublicConflict } from '../views';
import { circumstanceOffers } from './circumstance-offers';

/** The conflict as everyone may see it, from a state already in hand (after a move, say). */
export async function publicConflict(
  db: Db,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
  s: ConflictState,
): Promise<PublicConflict> {
  const seen = view(s, { kind: 'public' });
  return {
    ...seen,
    id: conflict.id,
    houseRules: campaign.houseRules,
    // R4.1: circumstances may still be granted (to those not rolled yet) until the exchanges begin.
    circumstanceOffers:
      seen.phase === 'setup' || seen.phase === 'rolling' ? await circumstanceOffers(db, conflict.id, s) : [],
    pendingSince: seen.pending ? await latestLeadAt(db, conflict.id) : null,
  };
}

/** The conflict as everyone may see it, as it stands stored. */
export async function storedPublicConflict(
  db: Db,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
): Promise<PublicConflict> {
  return await publicConflict(db, campaign, conflict, (await loadConflictState(db, campaign, conflict)).state);
}
