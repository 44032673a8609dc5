import { isGm } from '../../store/campaigns';
import { participantsOf } from '../../store/conflicts';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { houseRule } from '../campaign/house-rules';
import { callerParticipant, campaignHere, clip, currentConflictHere, findParticipant } from '../load';
import { transact } from '../transaction';
import { privately } from '../views';

/**
 * /conflict pool: the caller's own pool and books, privately (R13.1). With the house rule
 * `gm-sees-pools`, the GM may look at any participant's pool.
 */
export function showPool(deps: Deps, caller: Caller, input: { participant?: string | null } = {}) {
  return transact(deps, { ...caller, interactionId: undefined }, () => {
    const campaign = campaignHere(deps.db, caller);
    const conflict = currentConflictHere(deps.db, caller);
    if (input.participant?.trim()) {
      const p = findParticipant(participantsOf(deps.db, conflict.id), input.participant);
      const own = p && (p.userId === caller.userId || (p.kind === 'gm' && isGm(deps.db, campaign, caller.userId)));
      if (p && (own || (isGm(deps.db, campaign, caller.userId) && houseRule(campaign.houseRules, 'gm-sees-pools') === 'on'))) {
        return privately(caller.userId, { kind: 'pool', pool: privatePool(conflict, p) });
      }
      if (!p) refuse('conflict/unknown-participant', `Nobody called "${clip(input.participant)}" is in this conflict.`);
      refuse('auth/not-owner', 'Pools are secret: you can only see your own.');
    }
    const me = callerParticipant(deps.db, campaign, conflict, caller);
    const note = me.drawn === null ? 'You have not rolled yet: use /conflict roll.' : undefined;
    return privately(caller.userId, { kind: 'pool', pool: privatePool(conflict, me, note) });
  });
}
