import { characterByName, insertCharacter } from '../../store/characters';
import { npcByName } from '../../store/npcs';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, nameText } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';

/** /character create: a PC owned by the caller. */
export function createCharacter(deps: Deps, caller: Caller, input: { name: string }) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const name = nameText(input.name, 'a character name', 40);
    if (name.toLowerCase() === 'gm')
      refuse('campaign/bad-name', '"GM" is reserved for the GM side: pick another name.');
    if (characterByName(deps.db, campaign.id, name))
      refuse('character/exists', `${campaign.name} already has a character called ${name}.`);
    if (npcByName(deps.db, campaign.id, name))
      refuse('character/exists', `${campaign.name} already has an NPC called ${name}: pick another name.`);
    insertCharacter(deps.db, {
      campaignId: campaign.id,
      ownerUserId: caller.userId,
      name,
      now: deps.now().toISOString(),
    });
    return outcome([
      {
        kind: 'notice',
        text: `**${name}** joins ${campaign.name}, played by <@${caller.userId}>. Add skills with /character skill.`,
      },
    ]);
  });
}
