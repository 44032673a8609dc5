// "Did you mean …?" with a button that takes it: a skill typed in a slash command that is not in
// the campaign's catalog, but close to one skill of it, is answered (privately) with that skill
// and a button, instead of only a refusal. The button runs the same use case with the known skill;
// its id is the table's (table-skills.ts takes it) and carries the skill's place in the catalog,
// so it works after a restart too, and the table shows what it did.
import { ButtonStyle, type ChatInputCommandInteraction, ComponentType } from 'discord.js';
import { AppError, latestConflictIdHere } from '../../app';
import { campaignNpcNames, campaignSkillTree } from '../../app/campaign/gm-tools';
import { md } from '../../app/text/safe-text';
import { closestNames } from '../../rules';
import { lookupCaller } from '../caller';
import type { Handler } from '../commands/define';
import type { BotContext } from '../context';
import { privateBody } from '../render/body';
import { sendPrivate } from '../reply';
import { makeTableId } from '../table/table-ids';

/** What the guessed skill is for: the secondary skill, the follow-up's primary, fly dice's skill. */
type Guess = 'secondary' | 'follow' | 'fly';
const MOVE = { secondary: 'secondary-guess', follow: 'follow-guess', fly: 'fly-guess' } as const;

/**
 * `handler`, but a refusal of an unknown skill typed in `option` that is close to one skill of the
 * catalog answers "Did you mean …?" with a button taking it. Other refusals pass as they were.
 */
export function guessingSkill(what: Guess, option: string, handler: Handler): Handler {
  return async (ctx, i) => {
    try {
      await handler(ctx, i);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'character/unknown-skill') throw err;
      if (!(await offerGuess(ctx, i, what, i.options.getString(option) ?? '', err))) throw err;
    }
  };
}

async function offerGuess(
  ctx: BotContext,
  i: ChatInputCommandInteraction,
  what: Guess,
  typed: string,
  err: AppError,
): Promise<boolean> {
  const tree = await campaignSkillTree(ctx.deps, lookupCaller(i));
  const conflictId = await latestConflictIdHere(ctx.deps, lookupCaller(i));
  // Fly dice for someone else (`as`) is typed in full: the button flies only for who pressed it.
  if (conflictId === null || (what === 'fly' && i.options.getString('as'))) return false;
  const offered = what === 'follow' ? tree.filter((t) => t.split(': ').length === 3) : tree;
  const close = closestNames(typed, offered);
  if (close.length !== 1 || !err.sentence) return false;
  const skill = close[0]!;
  const said = md`${typed.trim().slice(0, 100)} is not in this campaign's skill catalog. Did you mean **${skill}**?`;
  await sendPrivate(
    i,
    privateBody(said, [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: `Use ${skill}`.slice(0, 80),
            custom_id: makeTableId(
              MOVE[what],
              conflictId,
              what === 'follow' && i.options.getBoolean('chin') === true,
              tree.indexOf(skill) + 1,
            ),
          },
        ],
      },
    ]),
  );
  return true;
}

/**
 * `handler` of /conflict add-npc, but an NPC name typed close to one of the campaign's answers "Did
 * you mean …?" with a button that adds that one (for the GM, who alone may add one).
 */
export function guessingNpc(handler: Handler): Handler {
  return async (ctx, i) => {
    try {
      await handler(ctx, i);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'npc/unknown' || i.options.getBoolean('mook')) throw err;
      const names = await campaignNpcNames(ctx.deps, lookupCaller(i));
      const conflictId = await latestConflictIdHere(ctx.deps, lookupCaller(i));
      const typed = i.options.getString('npc') ?? '';
      const close = closestNames(typed, names);
      if (close.length !== 1 || conflictId === null) throw err;
      const npc = close[0]!;
      await sendPrivate(
        i,
        privateBody(
          md`There is no NPC called ${typed.trim().slice(0, 40)} in this campaign. Did you mean **${npc}**?`,
          [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Primary,
                  label: `Add ${npc}`.slice(0, 80),
                  custom_id: makeTableId('gm-npc-guess', conflictId, false, names.indexOf(npc) + 1),
                },
              ],
            },
          ],
        ),
      );
    }
  };
}
