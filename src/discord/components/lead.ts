// /exchange lead without dice: a private menu of the caller's pool, then the lead; pushing more
// than half the pool asks for a confirmation with buttons (R5.1). All state is in the customIds.
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { AppError, type Caller, leadExchange } from '../../app';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody } from '../render/body';
import { faceOfValue, leadPicker } from '../render/picker';
import { type Answerable, sendOutcome, sendPrivate } from '../reply';
import type { ComponentId } from './ids';
import { conflictFor, currentConflict, ownPool, pickedFaces } from './lookups';

export interface LeadRequest {
  target: string;
  action: string;
  risky: boolean;
  as: string | null;
}

export async function openLeadPicker(ctx: BotContext, i: Answerable, caller: Caller, req: LeadRequest): Promise<void> {
  // Refuse now what would otherwise only be refused after picking.
  const conflict = currentConflict(ctx.deps, caller);
  if (conflict.phase === 'ended') throw new AppError('conflict/none-here', '');
  if (conflict.phase !== 'exchanges') throw new AppError('conflict/wrong-phase', 'Exchanges begin once every participant has rolled.');
  if (conflict.pendingExchange) throw new AppError('exchange/pending', 'An exchange is already waiting for its response: it must resolve before the next lead.');
  const pool = ownPool(ctx.deps, caller, req.as);
  if (pool.length === 0) throw new Refusal('discord/no-dice', 'You have no dice left to push.');
  await sendPrivate(i, leadPicker({ kind: 'lead', conflictId: conflict.id, ...req }, pool));
}

export async function onLeadPicked(ctx: BotContext, i: StringSelectMenuInteraction, id: Extract<ComponentId, { kind: 'lead' }>): Promise<void> {
  const caller = callerOf(i);
  conflictFor(ctx.deps, caller, id.conflictId);
  const dice = pickedFaces(i.values, faceOfValue);
  const outcome = leadExchange(ctx.deps, caller, { target: id.target, action: id.action, dice, risky: id.risky, as: id.as });
  await sendOutcome(i, outcome, { as: id.as }, ctx.log);
}

export async function onPushConfirmed(ctx: BotContext, i: ButtonInteraction, id: Extract<ComponentId, { kind: 'push' }>): Promise<void> {
  const caller = callerOf(i);
  conflictFor(ctx.deps, caller, id.conflictId);
  const outcome = leadExchange(ctx.deps, caller, { target: id.target, action: id.action, dice: id.dice, risky: id.risky, as: id.as, confirmed: true });
  await sendOutcome(i, outcome, { as: id.as }, ctx.log);
}

export async function onPushCancelled(_ctx: BotContext, i: ButtonInteraction): Promise<void> {
  await sendPrivate(i, privateBody('Nothing was pushed: your dice stay in your pool.'));
}
