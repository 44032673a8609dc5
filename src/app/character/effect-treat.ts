import { treatment } from '../../rules';
import { makeEffectPermanent, setEffectActive } from '../../store/character/effect-changes';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { bearerOf, effectById, KIND_LABELS } from './effect-target';
import { appMessages, appNotices } from '../messages';

/**
 * R9.5: treating a wound or a knock-out ends it (kept in the history); treating a fresh scar or
 * crippling leaves its lasting form (a scar's mark, a crippling's physical penalty).
 */
/** What stays after treatment, by kind (R9.5: a scar or a crippling outlives its wound). */
const LASTING: Record<string, string> = {
  scar: ' The wound closes; the scar stays.',
  crippled: ' The wound closes; the crippling stays.',
};

export async function treatEffect(deps: Deps, caller: Caller, input: { effectId: number }) {
  return await asGm(deps, caller, async (campaign, db) => {
    const effect = await effectById(db, campaign, input.effectId);
    if (!effect.active) refuse('input/bad-number', appMessages.effectAlreadyTreated(effect.id));
    const result = treatment(effect.kind, effect.permanent);
    if (result === null) {
      refuse(
        'input/bad-text',
        appMessages.effectNotTreatable(
          effect.id,
          KIND_LABELS[effect.kind] ?? effect.kind,
          effect.permanent ? ', permanent' : '',
        ),
      );
    }
    if (result === 'heals') await setEffectActive(db, effect.id, false);
    else await makeEffectPermanent(db, effect.id);
    const bearer = await bearerOf(db, effect);
    const label = (KIND_LABELS[effect.kind] ?? effect.kind).toLowerCase();
    const lasting = LASTING[effect.kind] ?? '';
    return outcome([{ kind: 'notice', text: appNotices.effectTreated(bearer.name, label, effect.id, lasting) }]);
  });
}
