import { inOrder } from '../../store/engine/in-order';
import { STARTING_LEVEL } from '../../rules';
import { charactersOf, getCharacter, lifestyleCount } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import {
  highestPromptTarget,
  insertLifestylePrompt,
  openLifestylePrompts,
} from '../../store/character/lifestyle-prompts';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm, text } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';
import { lines, md, mention, type Safe } from '../text/safe-text';

/**
 * R12 /campaign level-up (GM): a milestone. Every PC is asked for one new lifestyle, which its
 * player adds with /character lifestyle; the level (lifestyle count, R2.3) and so the rack size
 * (R3.3) follow on their own. A prompt is done once the character has one more lifestyle than it
 * had when asked (two milestones in a row ask for two).
 */
export async function levelUp(deps: Deps, caller: Caller, input: { prompt?: string | null } = {}) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    const prompt = input.prompt?.trim() ? text(input.prompt, 'the milestone', 300) : '';
    const characters = await charactersOf(db, campaign.id);
    if (characters.length === 0) refuse('character/none', appMessages.noCharactersToLevelUp(campaign.name));
    const now = deps.now().toISOString();
    const notes: Safe[] = [];
    for (const c of characters) {
      const count = await lifestyleCount(db, c.id);
      const target = Math.max(count, await highestPromptTarget(db, c.id)) + 1;
      await insertLifestylePrompt(db, { campaignId: campaign.id, characterId: c.id, prompt, targetCount: target, now });
      if (target <= STARTING_LEVEL)
        notes.push(
          md`${c.name}'s sheet lists ${count} lifestyles; the level stays ${STARTING_LEVEL} until it lists more than ${STARTING_LEVEL}.`,
        );
    }
    return outcome([
      {
        kind: 'notice',
        text: lines(
          md`⭐ Milestone${prompt ? md`: ${prompt}` : ''}! Every character gains a new lifestyle: add it with /character lifestyle.`,
          ...characters.map((c) => md`• ${c.name} (${mention(c.ownerUserId)})`),
          ...notes,
        ),
      },
    ]);
  });
}

/** R12: characters still owing a lifestyle from a milestone, with how many. */
export async function pendingLifestylePrompts(
  db: Db,
  campaignId: number,
): Promise<{ characterId: CharacterId; name: string; missing: number; prompt: string }[]> {
  const byCharacter = new Map<CharacterId, { target: number; prompt: string }>();
  for (const p of await openLifestylePrompts(db, campaignId)) {
    const seen = byCharacter.get(p.characterId);
    if (!seen || p.targetCount > seen.target)
      byCharacter.set(p.characterId, { target: p.targetCount, prompt: p.prompt || seen?.prompt || '' });
  }
  return inOrder(byCharacter, async ([characterId, { target, prompt }]) => ({
    characterId,
    name: (await getCharacter(db, characterId))!.name,
    missing: target - (await lifestyleCount(db, characterId)),
    prompt,
  }));
}
