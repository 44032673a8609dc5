import { catalogNodes, DEFAULT_SKILL_CATALOG, makeSkillPath, parseSkillPath, type SkillPath } from '../../rules';
import { setSkillCatalog } from '../../store/campaign/campaign-charts';
import { renamedPath, renameSkillEverywhere } from '../../store/campaign/skill-rename';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

export interface EditSkillCatalogInput {
  action: 'add' | 'rename';
  /** The skill path to add, or the skill to rename (a Focus or a Specialty). */
  path: string;
  /** rename: the new name — the last part alone (`Piloting`) or the whole path under the same parent. */
  to?: string | null;
}

/**
 * R2.1 the campaign's skill catalog, the GM's own: add a skill (its parents are implied), or
 * rename a Focus or Specialty — the rename reaches everything under it and every place it is used
 * (characters' skills, gear, restricted points, lifestyles, conflicts). Fields are the rules' own
 * (goal charts hang on them) and cannot be renamed.
 */
export async function editSkillCatalog(deps: Deps, caller: Caller, input: EditSkillCatalogInput) {
  return await asGm(deps, caller, async (campaign, db) => {
    const catalog = [...(campaign.skillCatalog ?? DEFAULT_SKILL_CATALOG)];
    const nodes = catalogNodes(catalog);
    const path = parseSkillPath(input.path);
    const known = nodes.find((n) => n.key === path.key);
    if (input.action === 'add') {
      if (known) refuse('character/duplicate-skill', appMessages.skillAlreadyInCatalog(known.text));
      await setSkillCatalog(db, campaign.id, [...catalog, path.text]);
      return outcome([{ kind: 'notice', text: appNotices.skillCatalogAdded(path.text) }]);
    }
    if (input.action !== 'rename') refuse('input/bad-text', appMessages.skillCatalogEditActions);
    if (!known) refuse('character/unknown-skill', appMessages.skillNotInCatalog(path.text));
    if (known.parts.length === 1) refuse('character/unknown-skill', appMessages.fieldCannotBeRenamed(known.text));
    const to = newName(known, input.to);
    if (to.key !== known.key && nodes.some((n) => n.key === to.key))
      refuse('character/duplicate-skill', appMessages.skillAlreadyInCatalog(to.text));
    await setSkillCatalog(
      db,
      campaign.id,
      catalog.map((entry) => renamedPath(entry, known, to)?.text ?? entry),
    );
    await renameSkillEverywhere(db, campaign.id, known, to);
    return outcome([{ kind: 'notice', text: appNotices.skillRenamed(known.text, to.text, campaign.name) }]);
  });
}

/** The renamed path: same parent, new last part. */
function newName(from: SkillPath, to: string | null | undefined): SkillPath {
  const raw = (to ?? '').trim();
  if (raw === '') refuse('input/bad-text', appMessages.newNameMissing);
  const parent = from.parts.slice(0, -1);
  const given = parseSkillPath(raw);
  if (given.parts.length === 1) return makeSkillPath([...parent, given.parts[0]!]);
  const sameParent =
    given.parts.length === from.parts.length &&
    given.parts.slice(0, -1).join(': ').toLowerCase() === parent.join(': ').toLowerCase();
  if (!sameParent) refuse('input/bad-text', appMessages.renameLeavesParent(parent.join(': ')));
  return makeSkillPath([...parent, given.parts[given.parts.length - 1]!]);
}
