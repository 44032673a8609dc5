import { deleteEffect } from '../../store/character/effect-changes';
import type { Caller, Deps } from '../use-case/context';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { bearerOf, describeEffect, effectById } from './effect-target';
import { appNotices } from '../messages';

/** The GM removes an effect altogether (a correction); a purchase that created it keeps its record. */
export async function removeEffect(deps: Deps, caller: Caller, input: { effectId: number }) {
  return await asGm(deps, caller, async (campaign, db) => {
    const effect = await effectById(db, campaign, input.effectId);
    const bearer = await bearerOf(db, effect);
    await deleteEffect(db, effect.id);
    return outcome([{ kind: 'notice', text: appNotices.effectRemoved(bearer.name, describeEffect(effect)) }]);
  });
}
