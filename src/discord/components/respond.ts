// Answering an exchange through components: the public Respond button (or /exchange respond without
// dice) opens the target's private toggle picker, whose Push button needs exactly the dice of the
// lead; a form asks for the response when no action text came with it. The app refuses stale numbers.
import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import { AppError, type Caller, type PublicView, respondExchange } from '../../app';
import type { Face } from '../../rules';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { isRefusal } from '../error-messages';
import { Refusal } from '../refusal';
import { type Answerable, sendOutcome } from '../reply';
import { answerModal, openDicePicker } from './dice-toggles';
import { ACTION_FIELD } from './lead-form';
import { type Id, makeId } from './ids';
import { callerIn, conflictFor, ownPool, pendingExchange } from './lookups';
import { discordMessages } from '../render/messages';
import { sideName } from '../table/table-render';
import { handleTableComponent } from '../table/table-moves';
import { makeTableId, parseTableId } from '../table/table-ids';
import { submittedText } from './submitted-text';
import { openFormFor } from './open-form';

type Conflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

/** Opens the target's picker for exchange `no` (or answers at once when there is nothing to pick). */
export async function openRespondPicker(
  ctx: BotContext,
  i: Answerable,
  caller: Caller,
  conflictId: number,
  no: number,
  action: string | null,
): Promise<void> {
  const conflict = await conflictFor(ctx.deps, caller, conflictId);
  const pending = pendingExchange(conflict, no);
  const pool = await answererPool(ctx, caller, conflict, no);
  if (pool.length <= pending.count) {
    // The whole pool goes in: nothing to pick.
    if (action !== null) return respond(ctx, i, caller, { action, dice: null, exchangeNo: no });
    if (i.isModalSubmit()) throw new Refusal('discord/unknown-component');
    return openFormFor(
      i,
      () => answererPool(ctx, caller, conflict, no),
      () =>
        answerModal(
          { kind: 'ex:act', conflictId, no, dice: null },
          sideName(conflict, pending.actor, pending.actorNpc),
        ),
    );
  }
  // The typed action rides on the Push button when it fits; otherwise the form asks for it again.
  const what = { conflictId, no, risky: false, as: '', target: '', action: action ?? '', npc: null };
  const fits = makeId({ kind: 'dice:go', ...what, picked: pool }) !== null;
  await openDicePicker(ctx, i, caller, fits ? what : { ...what, action: '' });
}

/** The pool of the one who may answer exchange `no`; anyone else is refused, naming who may. */
async function answererPool(ctx: BotContext, caller: Caller, conflict: Conflict, no: number): Promise<Face[]> {
  const pending = pendingExchange(conflict, no);
  try {
    return await ownPool(ctx.deps, caller, pending.answerer);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    const gmSide = conflict.participants.some((p) => p.name === pending.answerer && p.kind === 'gm');
    const who = gmSide ? 'the GM' : `${pending.target}'s player`;
    throw new AppError(
      'auth/not-target',
      pending.target === pending.answerer && gmSide
        ? discordMessages.onlyGmAnswers(no)
        : discordMessages.onlyPlayerAnswers(who, pending.target),
    );
  }
}

export async function onRespondClicked(ctx: BotContext, i: ButtonInteraction, id: Id<'ex:respond'>): Promise<void> {
  await openRespondPicker(ctx, i, callerOf(i), id.conflictId, id.no, null);
}

/**
 * Dispute or Resist with gear on the lead's own message: the table's move of the same name, once the
 * lead is known to be still waiting (a button of an earlier lead never moves the one pending now).
 */
export async function onLeadChoice(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Id<'ex:dispute'> | Id<'ex:resist'>,
): Promise<void> {
  pendingExchange(await conflictFor(ctx.deps, callerOf(i), id.conflictId), id.no);
  const move = id.kind === 'ex:dispute' ? 'dispute' : 'resist';
  await handleTableComponent(ctx, i, parseTableId(makeTableId(move, id.conflictId))!);
}

export async function onAnswerSubmitted(ctx: BotContext, i: ModalSubmitInteraction, id: Id<'ex:act'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  await respond(ctx, i, caller, { action: submittedText(i, ACTION_FIELD), dice: id.dice, exchangeNo: id.no });
}

async function respond(
  ctx: BotContext,
  i: Answerable,
  caller: Caller,
  input: { action: string; dice: Face[] | null; exchangeNo: number },
): Promise<void> {
  await sendOutcome(i, await respondExchange(ctx.deps, caller, input), {}, ctx);
}
