// "Buy a goal" by menus: the public button gives whoever clicks the goals this conflict offers them
// (privately), picking one buys it with the same use case as /goal buy, after a menu of targets
// when the goal has several. Nothing is bought before the last pick. The menus price a goal in the
// buyer's own zone (R9.3 distance 0, like their people and place: the target's one scale): a goal
// on someone zones away is bought from the menu's form that asks how far (table/table-moves.ts),
// or with /goal buy distance:.
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { AppError, buyGoal, goalChoices } from '../../app';
import { callerOf, lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { goalMenu, targetMenu } from '../render/goal-menu';
import { sendOutcome, sendPrivate } from '../reply';
import type { Id } from './ids';
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
