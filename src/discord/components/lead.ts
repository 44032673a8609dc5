// /exchange lead without dice: the private toggle picker of the caller's pool, then the lead; pushing more
// than half the pool asks for a confirmation with buttons (R5.1). All state is in the customIds.
import type { ButtonInteraction } from 'discord.js';
import { type Caller, leadExchange } from '../../app';
import type { BotContext } from '../context';
import { privateBody } from '../render/body';
import { type Answerable, sendOutcome, sendPrivate } from '../reply';
import { openDicePicker, requireLeadable } from './dice-toggles';
import type { Id } from './ids';
import { callerIn, currentConflict } from './lookups';
import { discordMessages } from '../render/messages';

export interface LeadRequest {
  target: string;
  action: string;
  risky: boolean;
  as: string | null;
  /** The GM side's NPC who leads (null: its first standing one). */
  npc: string | null;
}

export async function openLeadPicker(ctx: BotContext, i: Answerable, caller: Caller, req: LeadRequest): Promise<void> {
  // Refuse now what would otherwise only be refused after picking.
  const conflict = await currentConflict(ctx.deps, caller);
  requireLeadable(conflict);
  await openDicePicker(ctx, i, caller, {
    conflictId: conflict.id,
    no: 0,
    risky: req.risky,
    as: req.as ?? '',
    target: req.target,
    action: req.action,
    npc: req.npc,
  });
}

export async function onPushConfirmed(ctx: BotContext, i: ButtonInteraction, id: Id<'push'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const outcome = await leadExchange(ctx.deps, caller, {
    target: id.target,
    action: id.action,
    dice: id.dice,
    risky: id.risky,
    as: id.as,
    npc: id.npc,
    confirmed: true,
  });
  await sendOutcome(i, outcome, { as: id.as }, ctx);
}

export async function onPushCancelled(_ctx: BotContext, i: ButtonInteraction): Promise<void> {
  await sendPrivate(i, privateBody(discordMessages.nothingPushed));
}
