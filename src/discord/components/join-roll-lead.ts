// The buttons of the common path on public conflict messages: Join and Roll while it sets up, and
// Lead for the suggested leader. A player with several characters picks one in a private menu.
// Every button checks the conflict it was made for; the use cases check everything else.
import { findInOrder } from '../../app';
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { AppError, beginExchanges, type Caller, callerPlays, joinConflict, rollPool, showCampaign } from '../../app';
import { callerOf, lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { characterMenu } from '../render/conflict-rows';
import { sendOutcome, sendPrivate } from '../reply';
import { openDicePicker, requireLeadable } from './dice-toggles';
import type { Id } from './ids';
import { callerIn, conflictFor } from './lookups';
import { discordMessages } from '../render/messages';

/** The caller's own characters in this campaign (in the conflict only, for rolling). */
async function ownCharacters(
  ctx: BotContext,
  caller: Caller,
  conflictNames: readonly string[] | null,
): Promise<string[]> {
  const view = (await showCampaign(ctx.deps, { ...caller, interactionId: undefined })).public.find(
    (v) => v.kind === 'campaign',
  );
  const mine =
    view?.kind === 'campaign'
      ? view.campaign.characters.filter((c) => c.owner === caller.userId).map((c) => c.name)
      : [];
  return conflictNames === null
    ? mine
    : mine.filter((n) => conflictNames.some((p) => p.toLowerCase() === n.toLowerCase()));
}

const isAmbiguous = (err: unknown) => err instanceof AppError && err.code === 'character/ambiguous';

export async function onJoinClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'cf:join'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  try {
    return await sendOutcome(i, await joinConflict(ctx.deps, caller, { character: null }), {}, ctx);
  } catch (err) {
    if (!isAmbiguous(err)) throw err;
  }
  await sendPrivate(
    i,
    characterMenu(
      { kind: 'cf:who', conflictId: id.conflictId, roll: false },
      await ownCharacters(ctx, caller, null),
      'Which of your characters joins?',
    ),
  );
}

export async function onRollClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'cf:roll'>): Promise<void> {
  const caller = callerOf(i);
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  try {
    return await sendOutcome(i, await rollPool(ctx.deps, caller, { as: null }), {}, ctx);
  } catch (err) {
    if (!isAmbiguous(err)) throw err;
  }
  const names = await ownCharacters(
    ctx,
    caller,
    conflict.participants.map((p) => p.name),
  );
  await sendPrivate(
    i,
    characterMenu({ kind: 'cf:who', conflictId: id.conflictId, roll: true }, names, 'Which of your characters rolls?'),
  );
}

/** R4.1: the GM or the initiator begins the exchanges (the machine says who may). */
export async function onBeginClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'cf:begin'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  await sendOutcome(i, await beginExchanges(ctx.deps, caller), {}, ctx);
}

export async function onCharacterPicked(
  ctx: BotContext,
  i: StringSelectMenuInteraction,
  id: Id<'cf:who'>,
): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const name = i.values[0] ?? '';
  const outcome = id.roll
    ? await rollPool(ctx.deps, caller, { as: name })
    : await joinConflict(ctx.deps, caller, { character: name });
  await sendOutcome(i, outcome, {}, ctx);
}

/**
 * Lead: the suggested leader's player (or the GM, for the GM side) leads as them; anyone else leads
 * as their own character unless the house rule strict-turns keeps the turn to the suggested leader.
 */
export async function onLeadClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'cf:lead'>): Promise<void> {
  const caller = callerOf(i);
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  requireLeadable(conflict);
  const leader = conflict.suggestedLeader;
  const theirTurn = leader !== null && (await callerPlays(ctx.deps, lookupCaller(i), leader));
  // An older Lead button still works for whoever leads now: it only opens their own picker.
  if (!theirTurn && leader && conflict.houseRules['strict-turns'] === 'on')
    throw new AppError('exchange/not-your-turn', discordMessages.leadButtonNotYours(leader));
  // Not their turn: they lead as their own side, the first of theirs still holding dice.
  const own = (
    await findInOrder(
      conflict.participants,
      async (p) => !p.out && p.hasDice && (await callerPlays(ctx.deps, lookupCaller(i), p.name)),
    )
  )?.name;
  await openDicePicker(ctx, i, caller, {
    conflictId: conflict.id,
    no: 0,
    risky: false,
    as: theirTurn ? leader : (own ?? ''),
    target: '',
    npc: null,
    action: '',
  });
}
