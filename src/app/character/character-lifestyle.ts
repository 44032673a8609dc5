import { inOrder } from '../../store/engine/in-order';
import type { Safe } from '../text/safe-text';
import { campaignLifestyle, putCampaignLifestyle } from '../../store/campaign/campaign-lifestyles';
import type { CampaignRow } from '../../store/campaign/campaigns';
import { type CharacterRow, lifestyleByName, lifestyleCount } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import { setLifestyleMemento } from '../../store/character/lifestyle-grants';
import { milestonesOf } from '../../store/character/lifestyle-prompts';
import { lifestylesAllowed } from '../../rules';
import { houseRule } from '../campaign/house-rules';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, clip, nameText, requireGm, requireOwnerOrGm } from '../use-case/load';
import { appMessages, appNotices } from '../messages';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { type GrantChange, grantLifestyle, readLists, takeBackLifestyle, type TypedLists } from './lifestyle-grants';

/** "Physique and Physique: Athletics, and the gear Old airgun" — what a change brought or took. */
export function grantWords(change: GrantChange): string {
  const parts = [
    change.skills.length ? change.skills.join(', ') : '',
    change.gear.length ? `the gear ${change.gear.join(', ')}` : '',
  ].filter((p) => p !== '');
  return parts.join('; ');
}

const typedAnything = (t: TypedLists) => [t.skills, t.gear, t.contacts, t.memento, t.habits].some((v) => v?.trim());

/**
 * R2.3, R12.1: how many lifestyles a character may list: 6 to start and one more per milestone the
 * GM grants; null when the GM switched the limit off for a campaign that plays otherwise (house
 * rule lifestyle-limit).
 */
export async function lifestylesAllowedFor(db: Db, campaign: CampaignRow, characterId: number): Promise<number | null> {
  if (houseRule(campaign.houseRules, 'lifestyle-limit') === 'off') return null;
  const { milestones, highestAsked } = await milestonesOf(db, characterId);
  return lifestylesAllowed(milestones, highestAsked);
}

/** R2.3, R12.1: refuses `adding` more lifestyles past what the character may list (`held` already there). */
export async function assertRoomForLifestyles(
  db: Db,
  campaign: CampaignRow,
  character: Pick<CharacterRow, 'id' | 'name'>,
  held: number,
  adding: number,
): Promise<void> {
  const allowed = await lifestylesAllowedFor(db, campaign, character.id);
  if (allowed !== null && held + adding > allowed)
    refuse('character/too-many-lifestyles', appMessages.tooManyLifestyles(character.name, held, allowed, adding));
}

/** R2.3: one lifestyle onto the sheet, never twice; the notice says what it brought. */
async function addOne(
  db: Db,
  campaign: CampaignRow,
  character: CharacterRow,
  typed: TypedLists & { name: string },
): Promise<Safe> {
  const name = nameText(typed.name, 'a lifestyle name', 60);
  if (await lifestyleByName(db, character.id, name))
    refuse('character/duplicate-lifestyle', appMessages.lifestyleAlreadyHeld(character.name, name));
  const listed = typedAnything(typed) ? null : await campaignLifestyle(db, campaign.id, name);
  const title = listed?.name ?? name;
  const words = grantWords(await grantLifestyle(db, character, title, listed ?? readLists(campaign, typed)));
  return words
    ? appNotices.nameGainsLifestyleWithWhat(character.name, title, words)
    : appNotices.lifestyleGained(character.name, title);
}

/**
 * /character lifestyle (R2.3): never the same lifestyle twice; level = number of lifestyles. It adds
 * what it lists (skills with their parents, gear); a name from the campaign's lifestyles, typed
 * with no lists, brings that lifestyle's lists.
 */
export async function addCharacterLifestyle(
  deps: Deps,
  caller: Caller,
  input: TypedLists & { name: string; character?: string | null },
) {
  return await addCharacterLifestyles(deps, caller, { lifestyles: [input], character: input.character });
}

/** Several lifestyles at once (the builder's menu), all or none. */
export async function addCharacterLifestyles(
  deps: Deps,
  caller: Caller,
  input: { lifestyles: (TypedLists & { name: string })[]; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    await requireOwnerOrGm(deps.db, campaign, caller, character);
    await assertRoomForLifestyles(
      deps.db,
      campaign,
      character,
      await lifestyleCount(deps.db, character.id),
      input.lifestyles.length,
    );
    return outcome(
      await inOrder(input.lifestyles, async (l) => ({
        kind: 'notice' as const,
        text: await addOne(deps.db, campaign, character, l),
      })),
    );
  });
}

/** A lifestyle of a character the caller plays (or, as the GM, runs), by its name. */
async function ownLifestyle(deps: Deps, caller: Caller, characterName: string | null | undefined, name: string) {
  const campaign = await campaignHere(deps.db, caller);
  const character = await characterFor(deps.db, campaign, caller, characterName);
  await requireOwnerOrGm(deps.db, campaign, caller, character);
  const lifestyle =
    (await lifestyleByName(deps.db, character.id, name)) ??
    refuse('character/unknown-lifestyle', appMessages.nameHasNoLifestyleCalledName2(character.name, clip(name)));
  return { character, lifestyle };
}

/** /character drop-lifestyle (R2.3): removes a lifestyle and what only it gave. */
export async function removeCharacterLifestyle(
  deps: Deps,
  caller: Caller,
  input: { name: string; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const { character, lifestyle } = await ownLifestyle(deps, caller, input.character, input.name);
    const change = await takeBackLifestyle(deps.db, character, lifestyle);
    return outcome([
      {
        kind: 'notice',
        text: appNotices.nameLeavesLifestyleWithWhat(character.name, lifestyle.name, grantWords(change)),
      },
    ]);
  });
}

/** /character memento: a memento of one of the character's lifestyles (a Network counts in R11.3). */
export async function setCharacterMemento(
  deps: Deps,
  caller: Caller,
  input: { lifestyle: string; memento: string; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const { character, lifestyle } = await ownLifestyle(deps, caller, input.character, input.lifestyle);
    const memento = nameText(input.memento, 'a memento', 100);
    await setLifestyleMemento(deps.db, lifestyle.id, memento);
    return outcome([
      { kind: 'notice', text: appNotices.nameMementoOfLifestyle(character.name, memento, lifestyle.name) },
    ]);
  });
}

/** /campaign lifestyle (GM): writes a lifestyle into the campaign's catalogue, players then pick it. */
export async function writeCampaignLifestyle(deps: Deps, caller: Caller, input: TypedLists & { name: string }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const name = nameText(input.name, 'a lifestyle name', 60);
    const lists = readLists(campaign, input);
    await putCampaignLifestyle(deps.db, campaign.id, { name, ...lists });
    const what = [
      lists.skills.length ? lists.skills.join(', ') : 'no skills',
      lists.gear.length ? `the gear ${lists.gear.map((g) => g.name).join(', ')}` : '',
      lists.memento ? `the memento ${lists.memento}` : '',
    ].filter((p) => p !== '');
    return outcome([{ kind: 'notice', text: appNotices.lifestyleNameWrittenInCatalogue(name, what.join('; ')) }]);
  });
}
