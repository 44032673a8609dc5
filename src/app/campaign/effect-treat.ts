import { setEffectActive } from '../../store/effect-changes';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, requireGm } from '../load';
import { transact } from '../run';
import { outcome } from '../views';
import { bearerOf, effectById, KIND_LABELS } from './effect-target';

/** R9.5: a wound lasts until treated; a knock-out passes. Treating makes it inactive (kept in the history). */
export function treatEffect(deps: Deps, caller: Caller, input: { effectId: number }) {
  return transact(deps, caller, () => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    requireGm(db, campaign, caller);
    const effect = effectById(db, campaign, input.effectId);
    if (!effect.active) refuse('input/bad-number', `Effect #${effect.id} is already treated.`);
    if (!['wound', 'knocked-out'].includes(effect.kind) || effect.permanent) {
      refuse('input/bad-text', `Effect #${effect.id} (${KIND_LABELS[effect.kind] ?? effect.kind}${effect.permanent ? ', permanent' : ''}) cannot be treated: only temporary wounds and knock-outs can; remove it instead.`);
    }
    setEffectActive(db, effect.id, false);
    const bearer = bearerOf(db, effect);
    return outcome([{ kind: 'notice', text: `🩹 ${bearer.name}'s ${(KIND_LABELS[effect.kind] ?? effect.kind).toLowerCase()} #${effect.id} is treated.` }]);
  });
}
