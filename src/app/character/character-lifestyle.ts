import { addLifestyle, lifestyleByName } from '../../store/characters';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, characterFor, requireOwnerOrGm, nameText } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /character lifestyle (R2.3): never the same lifestyle twice; level = number of lifestyles. */
export function addCharacterLifestyle(
  deps: Deps,
  caller: Caller,
  input: { name: string; skills?: string | null; habits?: string | null; character?: string | null },
) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const character = characterFor(deps.db, campaign, caller, input.character);
    requireOwnerOrGm(deps.db, campaign, caller, character);
    const name = nameText(input.name, 'a lifestyle name', 60);
    if (lifestyleByName(deps.db, character.id, name))
      refuse('character/duplicate-lifestyle', appMessages.lifestyleAlreadyHeld(character.name, name));
    const skills = (input.skills ?? '')
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, 20);
    const habits = (input.habits ?? '').trim().slice(0, 300);
    addLifestyle(deps.db, character.id, { name, habits, skills });
    return outcome([{ kind: 'notice', text: appNotices.lifestyleGained(character.name, name) }]);
  });
}
