// Answering an exchange through components: the public Respond button (or /exchange respond without
// dice) opens a private menu of the target's pool with exactly the dice it must push; a modal asks
// for the response when no action text came with it. Stale numbers are refused by the app.
import {
  type ButtonInteraction,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { AppError, type Caller, respondExchange } from '../../app';
import type { Face } from '../../rules';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { isRefusal } from '../error-messages';
import { Refusal } from '../refusal';
import { faceOfValue, MAX_OPTIONS, respondPicker } from '../render/picker';
import { type Answerable, sendOutcome, sendPrivate, showModal } from '../reply';
import { type ComponentId, makeId } from './ids';
import { conflictFor, ownPool, pendingExchange, pickedFaces } from './lookups';

const ACTION_FIELD = 'action';

/** Opens the target's picker for exchange `no` (or answers at once when there is nothing to pick). */
export async function openRespondPicker(ctx: BotContext, i: Answerable, caller: Caller, conflictId: number, no: number, action: string | null): Promise<void> {
  const conflict = conflictFor(ctx.deps, caller, conflictId);
  const pending = pendingExchange(conflict, no);
  let pool: Face[];
  try {
    pool = ownPool(ctx.deps, caller, pending.target);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    const gmSide = conflict.participants.some((p) => p.name === pending.target && p.kind === 'gm');
    const who = gmSide ? 'the GM' : `${pending.character}'s player`;
    throw new AppError('auth/not-target', pending.character === pending.target && gmSide ? `Only the GM can answer exchange ${no}.` : `Only ${who} can answer for ${pending.character}.`);
  }
  if (pool.length <= pending.dice) {
    // The whole pool goes in: nothing to pick.
    if (action !== null) return respond(ctx, i, caller, { action, dice: null, exchangeNo: no });
    if (i.isModalSubmit()) throw new Refusal('discord/unknown-component');
    return showModal(i, answerModal({ kind: 'ex:act', conflictId, no, dice: null }, pending.actor));
  }
  if (pending.dice > MAX_OPTIONS) {
    throw new Refusal('discord/too-long', `Exchange ${no} needs ${pending.dice} dice, more than a menu can offer: answer with /exchange respond and type them in dice.`);
  }
  await sendPrivate(i, respondPicker({ kind: 'ex:pick', conflictId, no, action }, pool, pending.dice, pending.actor));
}

export async function onRespondClicked(ctx: BotContext, i: ButtonInteraction, id: Extract<ComponentId, { kind: 'ex:respond' }>): Promise<void> {
  await openRespondPicker(ctx, i, callerOf(i), id.conflictId, id.no, null);
}

export async function onRespondPicked(ctx: BotContext, i: StringSelectMenuInteraction, id: Extract<ComponentId, { kind: 'ex:pick' }>): Promise<void> {
  const caller = callerOf(i);
  const dice = pickedFaces(i.values, faceOfValue);
  if (id.action !== null) return respond(ctx, i, caller, { action: id.action, dice, exchangeNo: id.no });
  const pending = pendingExchange(conflictFor(ctx.deps, caller, id.conflictId), id.no);
  await showModal(i, answerModal({ kind: 'ex:act', conflictId: id.conflictId, no: id.no, dice }, pending.actor));
}

export async function onAnswerSubmitted(ctx: BotContext, i: ModalSubmitInteraction, id: Extract<ComponentId, { kind: 'ex:act' }>): Promise<void> {
  const caller = callerOf(i);
  conflictFor(ctx.deps, caller, id.conflictId);
  await respond(ctx, i, caller, { action: i.fields.getTextInputValue(ACTION_FIELD), dice: id.dice, exchangeNo: id.no });
}

async function respond(ctx: BotContext, i: Answerable, caller: Caller, input: { action: string; dice: Face[] | null; exchangeNo: number }): Promise<void> {
  await sendOutcome(i, respondExchange(ctx.deps, caller, input), {}, ctx.log);
}

function answerModal(id: Extract<ComponentId, { kind: 'ex:act' }>, actor: string): ModalBuilder {
  return new ModalBuilder()
    .setCustomId(makeId(id)!)
    .setTitle(`Answer exchange ${id.no}`)
    .addLabelComponents(
      new LabelBuilder()
        .setLabel(`What you do against ${actor}`.slice(0, 45))
        .setTextInputComponent(new TextInputBuilder().setCustomId(ACTION_FIELD).setStyle(TextInputStyle.Paragraph).setMinLength(1).setMaxLength(500).setRequired(true)),
    );
}
