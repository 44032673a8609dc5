import { scaleFor } from '../../rules';
import { characterByName } from '../../store/character/characters';
import { insertNpc, npcByName } from '../../store/campaign/npcs';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm, nameText, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /npc create: a named NPC, or a gang (one NPC however many mooks, R9.3 scale from its size). */
export async function createNpc(
  deps: Deps,
  caller: Caller,
  input: { name: string; gangSize?: number | null; level?: number | null },
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const name = nameText(input.name, 'an NPC name', 40);
    if (name.toLowerCase() === 'gm') refuse('campaign/bad-name', appMessages.gmNameReserved);
    if ((await npcByName(deps.db, campaign.id, name)) || (await characterByName(deps.db, campaign.id, name))) {
      refuse('npc/exists', appMessages.nameTakenInCampaign(campaign.name, name));
    }
    const gangSize = input.gangSize == null ? null : wholeNumber(input.gangSize, 'the gang size', 2, 1_000_000);
    const level = wholeNumber(input.level ?? 6, 'the NPC level', 1, 100);
    await insertNpc(deps.db, {
      campaignId: campaign.id,
      name,
      level,
      gangSize,
      enemy: true,
      now: deps.now().toISOString(),
    });
    const what = gangSize ? `a gang of ${gangSize} (scale ${scaleFor(gangSize)})` : `a named NPC (level ${level})`;
    return outcome([{ kind: 'notice', text: appNotices.npcCreated(name, what) }]);
  });
}
