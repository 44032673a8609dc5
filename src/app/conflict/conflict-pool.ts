import { isGm } from '../../store/campaign/campaigns';
import { loadConflictState } from '../../store/conflict/conflict-state';
import { poolView } from './conflict-machine';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { houseRule } from '../campaign/house-rules';
import { callerParticipant, clip, latestConflictOrRefuse, findParticipant } from '../use-case/load';
import { privately } from '../views';
import { appMessages } from '../messages';

/**
 * /conflict pool: the caller's own pool and books, privately (R13.1). With the house rule
 * `gm-sees-pools`, the GM may look at any participant's pool.
 */
export async function showPool(deps: Deps, caller: Caller, input: { participant?: string | null } = {}) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const conflict = await latestConflictOrRefuse(deps.db, caller);
    // Pools and books only: every pool below is read through its recipient's view of the conflict.
    const { state, rows } = await loadConflictState(deps.db, campaign, conflict, { sheets: false });
    if (input.participant?.trim()) {
      const p = findParticipant(rows, input.participant);
      const own =
        p && (p.userId === caller.userId || (p.kind === 'gm' && (await isGm(deps.db, campaign, caller.userId))));
      if (p && own)
        return privately(caller.userId, { kind: 'pool', pool: poolView(state, conflict.id, p.name, 'owner') });
      if (
        p &&
        (await isGm(deps.db, campaign, caller.userId)) &&
        houseRule(campaign.houseRules, 'gm-sees-pools') === 'on'
      ) {
        return privately(caller.userId, { kind: 'pool', pool: poolView(state, conflict.id, p.name, 'gm') });
      }
      if (!p) refuse('conflict/unknown-participant', appMessages.noSuchParticipant(clip(input.participant)));
      refuse('auth/not-owner', appMessages.othersPoolSecret);
    }
    const me = await callerParticipant(deps.db, campaign, conflict, caller);
    const note = me.drawn === null ? 'You have not rolled yet: use /conflict roll.' : undefined;
    return privately(caller.userId, { kind: 'pool', pool: poolView(state, conflict.id, me.name, 'owner', note) });
  });
}
