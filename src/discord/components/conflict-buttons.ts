// The conflict's own buttons, menus and forms: answering a goal offer (R4.2) with buttons and a modal, agreeing to end a
// conflict (R4.6), and the private bid picker (R4.3). The app decides who may do what; a modal is
// opened only after the app has accepted the clicker as the answerer (so nobody else types in vain).
import {
  type ButtonInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { AppError, answerGoal, endConflictCommand, mayAnswerGoal, placeBid, showPool } from '../../app';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { faceOfValue } from '../render/picker';
import { sendOutcome } from '../reply';
import { formField } from './form-field';
import { callerIn, conflictFor, pickedFaces } from './lookups';
import { makePlayId, type PlayIdOf } from './conflict-button-ids';
import { discordMessages } from '../render/messages';
import { submittedText } from './submitted-text';
import { openFormFor } from './open-form';

const GOAL_FIELD = 'goal';
const PRICE_FIELD = 'price';

export async function onGoalAnswer(ctx: BotContext, i: ButtonInteraction, id: PlayIdOf<'goal:ans'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  if (id.answer === 'accept' || id.answer === 'refuse') {
    return sendOutcome(i, await answerGoal(ctx.deps, caller, { offerId: id.offerId, answer: id.answer }), {}, ctx);
  }
  // Ask the conflict machine first (no dice, no writes): a stranger, a settled offer or an answer
  // with no price left is refused now, before the form opens.
  const form = { kind: 'goal:form', conflictId: id.conflictId, offerId: id.offerId, answer: id.answer } as const;
  let terms = { cheaper: true, price: 0 };
  await openFormFor(
    i,
    async () => {
      terms = await mayAnswerGoal(ctx.deps, caller, { offerId: form.offerId, answer: form.answer });
    },
    () => goalModal(form, terms),
  );
}

export async function onGoalForm(ctx: BotContext, i: ModalSubmitInteraction, id: PlayIdOf<'goal:form'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const typed = submittedText(i, PRICE_FIELD).trim();
  const price = /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
  const outcome = await answerGoal(ctx.deps, caller, {
    offerId: id.offerId,
    answer: id.answer,
    goal: submittedText(i, GOAL_FIELD),
    price,
  });
  await sendOutcome(i, outcome, {}, ctx);
}

/**
 * Private notes for someone other than the caller cannot be sent (an ephemeral reply goes to the
 * clicker only), so results carry this button: anyone in the conflict sees their own pool.
 */
export async function onMyPool(ctx: BotContext, i: ButtonInteraction, id: PlayIdOf<'pool:mine'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  await sendOutcome(i, await showPool(ctx.deps, caller), {}, ctx);
}

export async function onAgreeToEnd(ctx: BotContext, i: ButtonInteraction, id: PlayIdOf<'end:agree'>): Promise<void> {
  const caller = callerOf(i);
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  if (conflict.phase === 'ended') throw new AppError('conflict/none-here', discordMessages.conflictAlreadyEnded);
  await sendOutcome(i, await endConflictCommand(ctx.deps, caller), {}, ctx);
}

export async function onBidPicked(ctx: BotContext, i: StringSelectMenuInteraction, id: PlayIdOf<'bid'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  await sendOutcome(i, await placeBid(ctx.deps, caller, { dice: pickedFaces(i.values, faceOfValue) }), {}, ctx);
}

/** The answer's form, in the words of its step: a costlier or a cheaper goal, with the number to beat. */
function goalModal(id: PlayIdOf<'goal:form'>, terms: { cheaper: boolean; price: number }): ModalBuilder {
  const counter = id.answer === 'counter';
  const books = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;
  return new ModalBuilder()
    .setCustomId(makePlayId(id))
    .setTitle(counter ? 'Counter the offer' : 'Accept only if…')
    .addLabelComponents(
      formField({
        id: GOAL_FIELD,
        label: counter
          ? `The goal you offer instead (${terms.cheaper ? 'cheaper' : 'costlier'})`
          : 'The goal you want in return',
        minLength: 1,
        maxLength: 200,
      }),
      formField({
        id: PRICE_FIELD,
        label: terms.cheaper
          ? `Its price: fewer than ${books(terms.price)}`
          : `Its price: more than ${books(terms.price)}`,
        description: terms.cheaper
          ? `The offer costs ${books(terms.price)}; yours must cost less.`
          : `The offer costs ${books(terms.price)}; yours must cost more.`,
        minLength: 1,
        maxLength: 6,
      }),
    );
}
