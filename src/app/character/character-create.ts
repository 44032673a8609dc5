import { characterByName, insertCharacter } from '../../store/character/characters';
import { npcByName } from '../../store/campaign/npcs';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, nameText } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/**
 * /character create: a PC owned by the caller. With `builder` the channel hears nothing yet: the
 * player builds it privately and the builder's Done announces it.
 */
export async function createCharacter(deps: Deps, caller: Caller, input: { name: string; builder?: boolean }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const name = nameText(input.name, 'a character name', 40);
    if (name.toLowerCase() === 'gm') refuse('campaign/bad-name', appMessages.gmNameReserved);
    if (await characterByName(deps.db, campaign.id, name))
      refuse('character/exists', appMessages.characterNameTaken(campaign.name, name));
    if (await npcByName(deps.db, campaign.id, name))
      refuse('character/exists', appMessages.characterNameTakenByNpc(campaign.name, name));
    await insertCharacter(deps.db, {
      campaignId: campaign.id,
      ownerUserId: caller.userId,
      name,
      now: deps.now().toISOString(),
    });
    if (input.builder) return outcome([]);
    return outcome([
      {
        kind: 'notice',
        text: appNotices.characterCreated(name, campaign.name, caller.userId),
      },
    ]);
  });
}
