import { assertGear, type GearMode } from '../rules';
import { addGear } from '../store/characters';
import type { Caller, Deps } from './context';
import { campaignHere, characterFor, requireOwnerOrGm, nameText, wholeNumber } from './load';
import { catalogSkill } from './character-skill';
import { transact } from './run';
import { outcome } from './views';

/** /character gear (R2.4): name, quality, mode, the skill it serves, optional permanent Murphy. */
export function addCharacterGear(
  deps: Deps,
  caller: Caller,
  input: { name: string; quality: number; mode: string; skill: string; pmp?: number | null; character?: string | null },
) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const character = characterFor(deps.db, campaign, caller, input.character);
    requireOwnerOrGm(deps.db, campaign, caller, character);
    const name = nameText(input.name, 'a gear name', 60);
    const mode = input.mode.trim().toLowerCase() as GearMode;
    assertGear({ quality: input.quality, mode });
    const skill = catalogSkill(campaign, input.skill);
    const pmp = wholeNumber(input.pmp ?? 0, 'permanent Murphy points', 0, 20);
    addGear(deps.db, character.id, { name, quality: input.quality, mode, skillKey: skill.key, skillText: skill.text, pmp });
    return outcome([{ kind: 'notice', text: `${character.name} carries **${name}** (quality ${input.quality}, ${mode}, for ${skill.text}${pmp ? `, ${pmp} permanent Murphy` : ''}).` }]);
  });
}
