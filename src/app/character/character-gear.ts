import { assertGear, type GearMode } from '../../rules';
import { addGear, gearOf } from '../../store/character/characters';
import { addGearGoal } from '../../store/character/gear-goals';
import { refuse } from '../use-case/errors';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, characterFor, clip, nameText, requireGm, requireOwnerOrGm, wholeNumber } from '../use-case/load';
import { catalogSkill } from './character-skill';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /character gear (R2.4): name, quality, mode, the skill it serves, optional permanent Murphy. */
export async function addCharacterGear(
  deps: Deps,
  caller: Caller,
  input: {
    name: string;
    quality: number;
    mode: string;
    skill: string;
    pmp?: number | null;
    /** R2.4: a skill its user must hold; only the GM marks it. */
    needs?: string | null;
    character?: string | null;
  },
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    await requireOwnerOrGm(deps.db, campaign, caller, character);
    const name = nameText(input.name, 'a gear name', 60);
    const mode = input.mode.trim().toLowerCase() as GearMode;
    assertGear({ quality: input.quality, mode });
    const skill = catalogSkill(campaign, input.skill);
    const pmp = wholeNumber(input.pmp ?? 0, 'permanent Murphy points', 0, 20);
    const needs = input.needs?.trim() ? catalogSkill(campaign, input.needs) : null;
    if (needs) await requireGm(deps.db, campaign, caller);
    await addGear(deps.db, character.id, {
      name,
      quality: input.quality,
      mode,
      skillKey: skill.key,
      skillText: skill.text,
      pmp,
      needsKey: needs?.key ?? null,
      needsText: needs?.text ?? null,
    });
    return outcome([
      {
        kind: 'notice',
        text: appNotices.gearAdded(
          character.name,
          name,
          input.quality,
          mode,
          skill.text,
          `${pmp ? `, ${pmp} permanent Murphy` : ''}${needs ? `; it needs ${needs.text} to be of use` : ''}`,
        ),
      },
    ]);
  });
}

/**
 * /character gear-goal (R9.1): the GM writes a goal on a piece of gear, with its price; the gear's
 * owner may buy it in any conflict where the gear is in use.
 */
export async function writeGearGoal(
  deps: Deps,
  caller: Caller,
  input: { gear: string; goal: string; price: number; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    const wanted = input.gear.trim().toLowerCase();
    const gear =
      (await gearOf(deps.db, character.id)).find((g) => g.name.toLowerCase() === wanted) ??
      refuse('input/bad-text', appMessages.noSuchGear(character.name, clip(input.gear)));
    const goal = nameText(input.goal, 'a goal', 100);
    const price = wholeNumber(input.price, 'the price', 0, 1000);
    if (!(await addGearGoal(deps.db, gear.id, goal, price)))
      refuse('input/bad-text', appMessages.gearGoalTaken(gear.name, goal));
    return outcome([
      {
        kind: 'notice',
        text: appNotices.gearGoalAdded(gear.name, character.name, goal, price, price === 1 ? '' : 's'),
      },
    ]);
  });
}
