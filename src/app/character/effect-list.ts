import { effectsOf } from '../../store/character/effects';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { characterFor } from '../use-case/load';
import { privately } from '../views';
import { bearerNamed, describeEffect } from './effect-target';
import { appNotices } from '../messages';
import { joined, md } from '../text/safe-text';

/**
 * Lists a character's (or NPC's) effects with their ids, for anyone (effects are on the public
 * sheet); answered privately so a lookup does not fill the channel. `all` includes treated ones;
 * naming nobody lists the caller's own character.
 */
export async function listEffects(
  deps: Deps,
  caller: Caller,
  input: { character?: string | null; npc?: string | null; all?: boolean | null },
) {
  return await lookInCampaign(deps, caller, async (campaign, db) => {
    // Neither named: the caller's own character, as /character show does.
    const named = input.character?.trim() || input.npc?.trim();
    const bearer = await bearerNamed(
      db,
      campaign,
      named ? input : { character: (await characterFor(db, campaign, caller, null)).name },
    );
    const owner = bearer.characterId !== null ? { characterId: bearer.characterId } : { npcId: bearer.npcId! };
    const effects = await effectsOf(db, owner, input.all !== true);
    const lines = effects.map((e) => md`• ${describeEffect(e)}`);
    return privately(caller.userId, {
      kind: 'notice',
      text: lines.length
        ? appNotices.effectList(bearer.name, joined(lines, '\n'))
        : appNotices.noEffects(bearer.name, input.all ? '' : 'active '),
    });
  });
}
