// The private character builder (/character create): what its panel shows, the skill picked from
// the tree with its parents, and the one public message when the player says done.
import { filterInOrder } from '../../store/engine/in-order';
import { catalogNodes, DEFAULT_SKILL_CATALOG, skillChain, STARTING_LEVEL } from '../../rules';
import { campaignLifestyles } from '../../store/campaign/campaign-lifestyles';
import { addSkill, type CharacterRow, getCharacter } from '../../store/character/characters';
import { asCharacterId } from '../../store/engine/ids';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, requireOwnerOrGm } from '../use-case/load';
import { appMessages, appNotices } from '../messages';
import { transact } from '../use-case/transaction';
import { type CharacterSheet, outcome } from '../views';
import { type CharacterDraw, drawForSkill } from './character-draw';
import { characterSheet } from './character-show';
import { catalogSkill } from './character-skill';
import { lifestylesAllowedFor } from './character-lifestyle';
import type { Db } from '../../store/engine/db';
import type { CampaignRow } from '../../store/campaign/campaigns';

export interface BuilderPanel {
  characterId: number;
  sheet: CharacterSheet;
  /** The campaign's lifestyles the character does not have yet. */
  lifestyles: string[];
  /** R2.3, R12.1: how many more lifestyles the character may take now (null: no limit in this campaign). */
  room: number | null;
  /** Every skill of the campaign's tree (each path and its parents), root first. */
  tree: string[];
  /** R3.2: the dice it would bring to a conflict on its best Specialty (no secondary, no circumstance). */
  preview: { skill: string; dice: number; detail: string } | null;
}

type Which = { characterId?: number | null; character?: string | null };

async function builderCharacter(db: Db, campaign: CampaignRow, caller: Caller, which: Which): Promise<CharacterRow> {
  if (which.characterId == null) return await characterFor(db, campaign, caller, which.character);
  const c = await getCharacter(db, asCharacterId(which.characterId));
  if (!c || c.campaignId !== campaign.id) return refuse('character/unknown', appMessages.characterNoLongerInCampaign);
  return c;
}

/** What the builder panel shows; the owner or the GM only (R13: a sheet holds no secret, but it is theirs to edit). */
export async function builderPanel(deps: Deps, caller: Caller, which: Which): Promise<BuilderPanel> {
  const db = deps.db;
  const campaign = await campaignHere(db, caller);
  const c = await builderCharacter(db, campaign, caller, which);
  await requireOwnerOrGm(db, campaign, caller, c);
  const sheet = await characterSheet(db, c);
  const taken = new Set(sheet.lifestyles.map((l) => l.name.toLowerCase()));
  const allowed = await lifestylesAllowedFor(db, campaign, c.id);
  const tree = catalogNodes(campaign.skillCatalog ?? DEFAULT_SKILL_CATALOG);
  let best: (CharacterDraw & { skill: string }) | null = null;
  for (const p of tree.filter((p) => p.parts.length === 3)) {
    const draw = { skill: p.text, ...(await drawForSkill(db, c.id, p)) };
    if (!best || draw.total > best.total) best = draw;
  }
  return {
    characterId: c.id,
    sheet,
    lifestyles: (await campaignLifestyles(db, campaign.id))
      .map((l) => l.name)
      .filter((n) => !taken.has(n.toLowerCase())),
    room: allowed === null ? null : Math.max(0, allowed - sheet.lifestyles.length),
    tree: tree.map((p) => p.text),
    preview: best && best.total > 0 ? { skill: best.skill, dice: best.total, detail: best.detail } : null,
  };
}

/**
 * The builder's skill pick (R2.2, the other reading): the skill with whichever parents it lacks,
 * said in the notice. Typed /character skill still refuses a child before its parents.
 */
export async function addSkillWithParents(deps: Deps, caller: Caller, input: { path: string } & Which) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const c = await builderCharacter(deps.db, campaign, caller, input);
    await requireOwnerOrGm(deps.db, campaign, caller, c);
    const path = catalogSkill(campaign, input.path);
    const added = await filterInOrder(skillChain(path), (p) => addSkill(deps.db, c.id, p.key, p.text));
    if (added.length === 0) refuse('character/duplicate-skill', appMessages.skillAlreadyHeld(c.name, path.text));
    const parents = added.filter((p) => p.key !== path.key).map((p) => p.text);
    const text = parents.length
      ? appNotices.nameNowTextWithParents(c.name, path.text, parents.join(', '))
      : appNotices.skillAdded(c.name, path.text);
    return outcome([{ kind: 'notice', text }]);
  });
}

/** The builder's Done: the channel learns of the character, with its sheet, in one message. */
export async function announceCharacter(deps: Deps, caller: Caller, which: Which) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const c = await builderCharacter(deps.db, campaign, caller, which);
    await requireOwnerOrGm(deps.db, campaign, caller, c);
    const sheet = await characterSheet(deps.db, c);
    const short = Math.max(0, STARTING_LEVEL - sheet.lifestyles.length);
    return outcome([
      { kind: 'notice', text: appNotices.nameIsReadyInCampaign(c.name, campaign.name, c.ownerUserId, short) },
      { kind: 'character', sheet, ready: true },
    ]);
  });
}
