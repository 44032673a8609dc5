// The toggle-button dice picker (render/dice-toggles.ts) at work: opening it for a lead or an
// answer, a click on a die (the message is redrawn with the new selection), and "Push N" (the lead
// or answer, or first the form for the action text). The app checks every move again when it runs.
import {
  type ButtonInteraction,
  type MessageComponentInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
} from 'discord.js';
import { AppError, type Caller, leadExchange, type Outcome, type PublicView, respondExchange } from '../../app';
import type { Face } from '../../rules';
import { isReady } from '../../rules/conflict';
import { callerOf } from '../caller';
import { formField } from './form-field';
import {
  ACTION_FIELD,
  keptAction,
  keptLeadForm,
  type LeadTyped,
  leadersOf,
  leadModal,
  NPC_FIELD,
  RISKY_FIELD,
  TARGET_FIELD,
} from './lead-form';
import type { BotContext } from '../context';
import { isRefusal, refusalText } from '../error-messages';
import { Refusal } from '../refusal';
import { md, type Safe } from '../../app/text/safe-text';
import { quote, plural } from '../render/dice';
import { dicePicker, fitsPool, MAX_SINGLE_DICE, maskedDice, type PickerFor } from '../render/dice-toggles';
import { type Answerable, sendOutcome, sendPrivate } from '../reply';
import { openFormFor } from './open-form';
import { type Id, makeId, parseId } from './ids';
import { callerIn, conflictFor, ownPool, pendingExchange } from './lookups';
import { discordMessages } from '../render/messages';
import { sideName } from '../table/table-render';
import { submittedChoice, submittedText } from './submitted-text';

type Conflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];
type Go = Id<'dice:go'>;

/** The caller's pool for this picker, the exact count it needs (answers), and its first line. */
async function pickerState(
  ctx: BotContext,
  caller: Caller,
  conflict: Conflict,
  what: PickerFor,
): Promise<{ pool: Face[]; needed: number | null; heading: Safe }> {
  if (what.no > 0) {
    const pending = pendingExchange(conflict, what.no);
    let pool: Face[];
    try {
      pool = await ownPool(ctx.deps, caller, pending.answerer);
    } catch (err) {
      if (!isRefusal(err)) throw err;
      throw new AppError('auth/not-target', discordMessages.onlyTargetResponds(pending.answerer, what.no));
    }
    const heading = md`Answer ${sideName(conflict, pending.actor, pending.actorNpc)} in exchange ${what.no}: pick ${plural(pending.count, 'die', 'dice')}${what.action ? md` for ${quote(what.action)}` : ''}.`;
    return { pool, needed: pending.count, heading };
  }
  requireLeadable(conflict);
  let pool: Face[];
  try {
    pool = await ownPool(ctx.deps, caller, what.as || null);
  } catch (err) {
    if (!isRefusal(err) || !what.as) throw err;
    throw new AppError('auth/not-owner', discordMessages.onlyWhoCanPushFor(what.as));
  }
  if (pool.length === 0) throw new Refusal('discord/no-dice', discordMessages.noDiceToPush);
  const against = what.target ? md` against **${what.target}**` : '';
  // The GM side pushes through an NPC: the one named, else the one it leads through (its first
  // standing, a named one before a mook); never its row's name.
  const standing = conflict.npcs.filter((n) => !n.out);
  const through = what.npc || (standing.find((n) => !n.mook) ?? standing[0])?.name;
  const gmSide = conflict.participants.find((p) => p.name === what.as)?.kind === 'gm';
  const who = gmSide ? (through ?? 'the GM') : what.npc || what.as;
  const heading = md`Pick the dice ${who ? md`**${who}** pushes` : 'to push'}${against}${what.risky ? ' (risky)' : ''}${what.action ? md`: ${quote(what.action)}` : ''}.`;
  return { pool, needed: null, heading };
}

/** Refuses at once what a lead would be refused for later. */
export function requireLeadable(conflict: Conflict): void {
  if (conflict.phase === 'ended') throw new AppError('conflict/none-here', discordMessages.conflictAlreadyEnded);
  // R4.1: while the set-up is open a lead (by the GM or the initiator) begins the exchanges.
  const ready = conflict.phase === 'rolling' && conflict.setup !== null && isReady(conflict.setup.waits);
  if (conflict.phase !== 'exchanges' && !ready)
    throw new AppError('conflict/wrong-phase', discordMessages.exchangesNotBegun);
  if (conflict.pending) throw new AppError('exchange/pending', discordMessages.exchangeAwaitingAnswer);
}

/** Sends a fresh picker (nothing picked) for `what`. */
export async function openDicePicker(ctx: BotContext, i: Answerable, caller: Caller, what: PickerFor): Promise<void> {
  const conflict = await conflictFor(ctx.deps, caller, what.conflictId);
  const { pool, needed, heading } = await pickerState(ctx, caller, conflict, what);
  await sendPrivate(i, dicePicker(what, pool, [], needed, heading));
}

/** The Push button on the picker message: it says what the picker is for. */
function pushOf(i: MessageComponentInteraction): Go {
  const rows = i.message.components.map((r) => r.toJSON()) as Array<{ components?: Array<{ custom_id?: string }> }>;
  for (const customId of rows.flatMap((r) => r.components ?? []).map((c) => c.custom_id)) {
    const id = customId ? parseId(customId) : null;
    if (id?.kind === 'dice:go') return id;
  }
  throw new Refusal('discord/unknown-component');
}

export async function onDiceToggled(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Id<'dice:tog'> | Id<'dice:one'>,
): Promise<void> {
  const caller = callerOf(i);
  const { kind: _, picked: __, ...what } = pushOf(i);
  if (what.conflictId !== id.conflictId) throw new Refusal('discord/unknown-component');
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  const { pool, needed, heading } = await pickerState(ctx, caller, conflict, what);
  // One button per die: the mask names the dice, which must still be the pool's.
  if (id.kind === 'dice:one') {
    if (pool.length > MAX_SINGLE_DICE || id.mask >= 2 ** pool.length)
      throw new Refusal('discord/stale-component', discordMessages.poolChangedSincePicker);
    return sendPrivate(i, dicePicker(what, pool, maskedDice(pool, id.mask), needed, heading, id.mask));
  }
  if (!fitsPool(pool, id.picked)) throw new Refusal('discord/stale-component', discordMessages.poolChangedSincePicker);
  await sendPrivate(i, dicePicker(what, pool, id.picked, needed, heading));
}

export async function onDicePushed(ctx: BotContext, i: ButtonInteraction, id: Go): Promise<void> {
  const caller = callerOf(i);
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  // Someone else's picker (a forged or passed-on button) is refused before any form opens: the
  // presser must be the answerer, or play (or, as the GM, control) whoever the picker leads as.
  const { kind: _, picked: __, ...what } = id;
  const mayPress = () => pickerState(ctx, caller, conflict, what);
  if (id.no > 0) {
    if (id.action)
      return sendOutcome(
        i,
        await respondExchange(ctx.deps, caller, { action: id.action, dice: id.picked, exchangeNo: id.no }),
        {},
        ctx,
      );
    const pending = pendingExchange(conflict, id.no);
    return openFormFor(i, mayPress, () =>
      answerModal(
        { kind: 'ex:act', conflictId: id.conflictId, no: id.no, dice: id.picked },
        sideName(conflict, pending.actor, pending.actorNpc),
      ),
    );
  }
  const as = id.as || null;
  if (id.target && id.action) {
    const outcome = await leadExchange(ctx.deps, caller, {
      target: id.target,
      action: id.action,
      dice: id.picked,
      risky: id.risky,
      as,
      npc: id.npc,
    });
    return sendOutcome(i, outcome, { as }, ctx);
  }
  const targets = id.target ? [id.target] : opponentsOf(conflict, id.as);
  const form = {
    kind: 'lead:act' as const,
    conflictId: id.conflictId,
    risky: id.risky,
    dice: id.picked,
    as: id.as,
    target: targets.length === 1 ? targets[0]! : '',
  };
  await openFormFor(i, mayPress, () => leadModal(form, targets, leadersOf(conflict, id.as)));
}

export async function onLeadFormSent(ctx: BotContext, i: ModalSubmitInteraction, id: Id<'lead:act'>): Promise<void> {
  const caller = await callerIn(ctx.deps, i, id.conflictId);
  const typed: LeadTyped = {
    action: submittedText(i, ACTION_FIELD),
    target: id.target || submittedChoice(i, TARGET_FIELD) || submittedText(i, TARGET_FIELD),
    risky: id.risky || submittedChoice(i, RISKY_FIELD) === 'risky',
    npc: submittedChoice(i, NPC_FIELD),
  };
  const as = id.as || null;
  let outcome: Outcome;
  try {
    outcome = await leadExchange(ctx.deps, caller, { ...typed, dice: id.dice, as });
  } catch (err) {
    // A refused form keeps what was typed: the refusal shows it, with the form a click away.
    if (!isRefusal(err)) throw err;
    ctx.log.info('refused', { interaction: i.id, what: 'lead form', code: err.code });
    return sendPrivate(i, keptLeadForm(id, typed, refusalText(err)));
  }
  await sendOutcome(i, outcome, { as }, ctx);
}

/** "Reopen the form" under a refused lead: the same form, with what was typed in it. */
export async function onLeadReopened(ctx: BotContext, i: ButtonInteraction, id: Id<'lead:again'>): Promise<void> {
  const caller = callerOf(i);
  const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
  const targets = opponentsOf(conflict, id.as);
  const what = { conflictId: id.conflictId, no: 0, risky: id.risky, as: id.as, target: '', action: '', npc: null };
  const form = {
    kind: 'lead:act' as const,
    conflictId: id.conflictId,
    risky: id.risky,
    dice: id.dice,
    as: id.as,
    target: '',
  };
  const typed = { action: keptAction(i.message.content), target: id.target, risky: id.how, npc: id.npc || null };
  await openFormFor(
    i,
    () => pickerState(ctx, caller, conflict, what),
    () => leadModal(form, targets, leadersOf(conflict, id.as), typed),
  );
}

/** Who the leader may act against: the other side's standing characters (its NPCs, for the GM side). */
export function opponentsOf(conflict: Conflict, leader: string): string[] {
  const me = conflict.participants.find((p) => p.name.toLowerCase() === leader.toLowerCase());
  if (!me) return [];
  const npcs = conflict.npcs.filter((n) => !n.out).map((n) => n.name);
  return conflict.participants
    .filter((p) => p.side !== me.side && !p.out)
    .flatMap((p) => (p.kind === 'gm' && npcs.length ? npcs : [p.name]));
}

/** The form of an answer; `actor` as players read it (the NPC acting, for the GM side). */
export function answerModal(id: Id<'ex:act'>, actor: string): ModalBuilder {
  return new ModalBuilder()
    .setCustomId(makeId(id)!)
    .setTitle(`Answer exchange ${id.no}`)
    .addLabelComponents(
      formField({
        id: ACTION_FIELD,
        label: `What you do against ${actor}`.slice(0, 45),
        long: true,
        minLength: 1,
        maxLength: 500,
      }),
    );
}
