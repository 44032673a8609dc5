import { isGm } from '../../store/campaigns';
import { participantsOf } from '../../store/conflicts';
import { loadForMove, playLoaded } from './conflict-machine';
import { catalogSkill } from '../character/character-skill';
import { GM_SIDE, PC_SIDE } from './conflict-engine';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, liveConflictOrRefuse, requirePhase } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /conflict secondary (R3.1): the side the initiator opposes picks the secondary skill. */
export function setSecondary(deps: Deps, caller: Caller, input: { skill: string }) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const conflict = liveConflictOrRefuse(deps.db, caller);
    requirePhase(conflict, ['setup'], 'change the secondary skill');
    const all = participantsOf(deps.db, conflict.id);
    const initiatorIsGm =
      isGm(deps.db, campaign, conflict.initiatorUserId) &&
      !all.some((p) => p.kind === 'pc' && p.userId === conflict.initiatorUserId);
    const targetSide = initiatorIsGm ? PC_SIDE : GM_SIDE;
    const gm = isGm(deps.db, campaign, caller.userId);
    const onTargetSide = all.some((p) => p.side === targetSide && (p.kind === 'pc' ? p.userId === caller.userId : gm));
    if (!onTargetSide && !gm) refuse('auth/not-target', appMessages.secondaryPickedByChallenged);
    const skill = catalogSkill(campaign, input.skill);
    playLoaded(deps, loadForMove(deps, caller), { do: 'secondary', skill: skill.text });
    return outcome([{ kind: 'notice', text: appNotices.secondarySkillChosen(skill.text) }]);
  });
}
