import { isGm } from '../../store/campaign/campaigns';
import { participantsOf } from '../../store/conflict/participants';
import { loadForMove, playLoaded } from './conflict-machine';
import { setUpView } from './conflict-roll';
import { lateDiceViews } from './late-dice';
import { catalogSkill } from '../character/character-skill';
import { GM_SIDE, PC_SIDE } from './conflict-engine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, liveConflictOrRefuse, requirePhase } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** Refuses a caller who may not pick the secondary skill now (R3.1); the campaign otherwise. */
async function mayPickSecondary(db: Deps['db'], caller: Caller) {
  const campaign = await campaignHere(db, caller);
  const conflict = await liveConflictOrRefuse(db, caller);
  requirePhase(conflict, ['setup', 'rolling'], 'change the secondary skill');
  const all = await participantsOf(db, conflict.id);
  const initiatorIsGm =
    (await isGm(db, campaign, conflict.initiatorUserId)) &&
    !all.some((p) => p.kind === 'pc' && p.userId === conflict.initiatorUserId);
  const targetSide = initiatorIsGm ? PC_SIDE : GM_SIDE;
  const gm = await isGm(db, campaign, caller.userId);
  const onTargetSide = all.some((p) => p.side === targetSide && (p.kind === 'pc' ? p.userId === caller.userId : gm));
  if (!onTargetSide && !gm) refuse('auth/not-target', appMessages.secondaryPickedByChallenged);
  return campaign;
}

/** The table's Secondary skill button asks first, so nobody fills in a form only to be refused. */
export async function maySetSecondary(deps: Deps, caller: Caller): Promise<void> {
  await mayPickSecondary(deps.db, caller);
}

/** /conflict secondary (R3.1): the side the initiator opposes picks the secondary skill. */
export async function setSecondary(deps: Deps, caller: Caller, input: { skill: string }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await mayPickSecondary(deps.db, caller);
    const skill = catalogSkill(campaign, input.skill);
    const played = await playLoaded(deps, await loadForMove(deps, caller), { do: 'secondary', skill: skill.text });
    // R4.1: set after some rolled, it gives them its dice now (each told privately).
    const views = [{ kind: 'notice', text: appNotices.secondarySkillChosen(skill.text) } as const];
    return outcome(
      played.state.phase === 'rolling' ? [...views, await setUpView(deps, played)] : views,
      lateDiceViews(played),
    );
  });
}
