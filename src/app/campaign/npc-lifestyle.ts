import { md } from '../text/safe-text';
import { canonicalName } from '../../rules';
import { npcByName, setNpcLifestyles } from '../../store/campaign/npcs';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, clip, nameText, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';

/**
 * /npc lifestyle (R2.5): the GM gives an NPC a lifestyle. A player character sharing it is
 * affiliated with the NPC, which the set-up of a conflict between them offers as a circumstance die.
 */
export async function addNpcLifestyle(deps: Deps, caller: Caller, input: { npc: string; lifestyle: string }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const npc =
      (await npcByName(deps.db, campaign.id, input.npc)) ??
      refuse('npc/unknown', appMessages.noSuchNpcToAdd(clip(input.npc)));
    const lifestyle = nameText(input.lifestyle, 'a lifestyle name', 60);
    const same = (x: string) => canonicalName(x).toLowerCase() === canonicalName(lifestyle).toLowerCase();
    if (npc.lifestyles.some(same)) refuse('input/bad-text', appMessages.npcAlreadyHasLifestyle(npc.name, lifestyle));
    if (npc.lifestyles.length >= 50) refuse('input/bad-number', appMessages.npcLifestylesAtMost50(npc.name));
    await setNpcLifestyles(deps.db, npc.id, [...npc.lifestyles, lifestyle]);
    return outcome([{ kind: 'notice', text: md`**${npc.name}** has the lifestyle ${lifestyle}.` }]);
  });
}
