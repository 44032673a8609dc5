// "Buy a goal" by menus: the public button gives whoever clicks the goals this conflict offers them
// (privately), picking one buys it with the same use case as /goal buy, after a menu of targets
// when the goal has several. Nothing is bought before the last pick. The menus price a goal in the
// buyer's own zone (R9.3 distance 0, like their people and place: the target's one scale): a goal
// on someone zones away is bought from the menu's form that asks how far (table/table-moves.ts),
// or with /goal buy distance:.
import {
  type ButtonInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { AppError, buyGoal, goalChoices, proposeGoal } from '../../app';
import { callerOf, lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { goalMenu, targetMenu } from '../render/goal-menu';
import { sendOutcome, sendPrivate } from '../reply';
import { type Id, makeId } from './ids';
import { formChoice, formField } from './form-field';
import { openFormFor } from './open-form';
import { Refusal } from '../refusal';
import { submittedChoice, submittedText } from './submitted-text';
import { callerIn, conflictFor } from './lookups';
import { discordMessages } from '../render/messages';

export async function onBuyOpened(ctx: BotContext, i: ButtonInteraction, id: Id<'buy:open'>): Promise<void> {
  await conflictFor(ctx.deps, callerOf(i), id.conflictId);
  await sendPrivate(i, goalMenu(await goalChoices(ctx.deps, lookupCaller(i))));
}

export async function onGoalPicked(ctx: BotContext, i: StringSelectMenuInteraction, id: Id<'buy:pick'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const wanted = i.values[0] ?? '';
  const goal = (await goalChoices(ctx.deps, lookupCaller(i), { as: id.as })).goals.find((g) => g.name === wanted);
  if (!goal || goal.targets.length === 0) throw new AppError('goal/not-available', discordMessages.goalNoLongerOffered);
  if (goal.targets.length > 1) return sendPrivate(i, targetMenu(id.conflictId, id.as, goal));
  await sendOutcome(
    i,
    await buyGoal(ctx.deps, caller, { goal: goal.name, target: goal.targets[0]!, as: id.as }),
    { as: id.as },
    ctx,
  );
}

export async function onGoalTargetPicked(
  ctx: BotContext,
  i: StringSelectMenuInteraction,
  id: Id<'buy:who'>,
): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  await sendOutcome(
    i,
    await buyGoal(ctx.deps, caller, { goal: id.goal, target: i.values[0] ?? '', as: id.as }),
    { as: id.as },
    ctx,
  );
}

/**
 * "Propose a goal…" (R4.2): a form for a goal the charts do not list, its target picked in a menu of
 * those on the other side, and its price. The proposal is posted for the target to answer.
 */
export async function onProposeClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'buy:prop'>): Promise<void> {
  let against: string[] = [];
  await openFormFor(
    i,
    async () => {
      await conflictFor(ctx.deps, callerOf(i), id.conflictId);
      const choices = await goalChoices(ctx.deps, lookupCaller(i), { as: id.as });
      against = opponents(choices.goals, choices.buyer);
    },
    () => proposeForm(id, against),
  );
}

export async function onProposeSent(ctx: BotContext, i: ModalSubmitInteraction, id: Id<'buy:propf'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const typed = submittedText(i, 'price').trim();
  const target = submittedChoice(i, 'target') ?? submittedText(i, 'target');
  await sendOutcome(
    i,
    await proposeGoal(ctx.deps, caller, {
      target,
      goal: submittedText(i, 'goal'),
      price: /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN,
      as: id.as,
    }),
    { as: id.as },
    ctx,
  );
}

/** Whom the buyer's goals may aim at, leaving out the buyer (Reputation and Escape are its own). */
function opponents(goals: readonly { targets: readonly string[] }[], buyer: string): string[] {
  return [...new Set(goals.flatMap((g) => g.targets))].filter((n) => n !== buyer);
}

function proposeForm(id: Id<'buy:prop'>, against: readonly string[]): ModalBuilder {
  const customId = makeId({ kind: 'buy:propf', conflictId: id.conflictId, as: id.as });
  if (customId === null) throw new Refusal('discord/unknown-component');
  const target =
    against.length > 0 && against.length <= 25
      ? formChoice({
          id: 'target',
          label: 'Against whom',
          options: against.map((n, k) => ({ label: n, value: n, default: k === 0 })),
        })
      : formField({ id: 'target', label: 'Against whom', minLength: 1, maxLength: 100 });
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle('Propose a goal')
    .addLabelComponents(
      target,
      formField({
        id: 'goal',
        label: 'The goal, in your words',
        minLength: 1,
        maxLength: 200,
        long: true,
        description: 'Like "Viktor drops the gun". They may accept, refuse or answer with another goal.',
      }),
      formField({ id: 'price', label: 'Its price in books', minLength: 1, maxLength: 3, value: '1' }),
    );
}
