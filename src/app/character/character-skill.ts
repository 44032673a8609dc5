import {
  assertParentsHeld,
  catalogNodes,
  DEFAULT_SKILL_CATALOG,
  makeSkillPath,
  parseSkillPath,
  type SkillPath,
} from '../../rules';
import type { CampaignRow } from '../../store/campaign/campaigns';
import { addSkill, skillsOf } from '../../store/character/characters';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, requireOwnerOrGm } from '../use-case/load';
import { withClosestNames } from '../suggest/suggestions';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

export function campaignCatalog(campaign: CampaignRow): SkillPath[] {
  return catalogNodes(campaign.skillCatalog ?? DEFAULT_SKILL_CATALOG);
}

/**
 * A skill path as the campaign's catalog spells it (R2.1). The end of a path stands for it when it
 * names one skill of the catalog only ("gymnastics" is Coordination: Acrobatics: Gymnastics); paths
 * the catalog lacks, or that end more than one path, are refused with the closest names.
 */
export function catalogSkill(campaign: CampaignRow, text: string): SkillPath {
  const path = parseSkillPath(text);
  const catalog = campaignCatalog(campaign);
  const ending = catalog.filter((n) => n.key.endsWith(`: ${path.key}`));
  const known = catalog.find((n) => n.key === path.key) ?? (ending.length === 1 ? ending[0] : undefined);
  if (!known)
    refuse(
      'character/unknown-skill',
      withClosestNames(
        appMessages.skillNotInCatalog(path.text),
        path.text,
        catalog.map((n) => n.text),
      ),
    );
  return known;
}

/** /character skill: adds a skill; its parents must be held already (R2.2). */
export async function addCharacterSkill(
  deps: Deps,
  caller: Caller,
  input: { path: string; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    await requireOwnerOrGm(deps.db, campaign, caller, character);
    const path = catalogSkill(campaign, input.path);
    const held = (await skillsOf(deps.db, character.id)).map((s) => makeSkillPath(s.text.split(': ')));
    assertParentsHeld(held, path);
    if (!(await addSkill(deps.db, character.id, path.key, path.text)))
      refuse('character/duplicate-skill', appMessages.skillAlreadyHeld(character.name, path.text));
    return outcome([{ kind: 'notice', text: appNotices.skillAdded(character.name, path.text) }]);
  });
}
