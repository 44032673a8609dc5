// The table's own moves by button: each runs the same use case as its typed command, after a form
// or a private menu where the move needs more (a gear, a skill, a die). The use cases (and the
// conflict machine) decide who may do what; a button refuses only what they refuse.
import { filterInOrder, findInOrder } from '../../app';
import {
  type ButtonInteraction,
  type Interaction,
  ButtonStyle,
  ComponentType,
  type MessageComponentInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
} from 'discord.js';
import {
  addWarDie,
  AppError,
  callerPlays,
  cancelExchange,
  conflictRecap,
  disputeExchange,
  endConflictCommand,
  flyDice,
  followUpConflict,
  giveBooks,
  buyGoal,
  goalChoices,
  resistWithGear,
  setSecondary,
  verifyConflict,
} from '../../app';
import { type Face, formatFaces } from '../../rules';
import { callerOf, lookupCaller } from '../caller';
import { formChoice, formField } from '../components/form-field';
import { callerIn, conflictFor, ownPool } from '../components/lookups';
import { submittedChoice, submittedText } from '../components/submitted-text';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody } from '../render/body';
import { plural } from '../render/dice';
import { textOf } from '../../app/text/safe-text';
import { discordMessages } from '../render/messages';
import { nameMenu } from '../render/conflict-rows';
import { sendOutcome, sendPrivate } from '../reply';
import { openFormFor } from '../components/open-form';
import { makeTableId, type TableId } from './table-ids';
import { appMessages } from '../../app/messages';
import { sideName } from './table-render';
import { resistGearChoices } from '../../app/conflict/goal-choices';
import { handleSkillMove, isSkillMove } from './table-skills';
import { handleGmMove, isGmMove } from './table-gm';

const GEAR = 'gear';
const SKILL = 'skill';
const AGAINST = 'against';
const TO = 'to';
const AMOUNT = 'amount';
const PRIMARY = 'primary';
const GOAL = 'goal';
const TARGET = 'target';
const DISTANCE = 'distance';
/** R9.3: a book for each zone between the buyer and the target. */
const ZONES = [0, 1, 2, 3].map((n) => ({
  label: n === 0 ? 'In my zone (no extra)' : `${textOf(plural(n, 'zone'))} away (+${textOf(plural(n, 'book'))})`,
  value: String(n),
  default: n === 1,
}));

export async function handleTableComponent(
  ctx: BotContext,
  i: MessageComponentInteraction | ModalSubmitInteraction,
  id: TableId,
): Promise<void> {
  const run = (o: Parameters<typeof sendOutcome>[1]) => sendOutcome(i, o, {}, ctx);
  // A finished table keeps its Recap and Check the dice after a follow-up: they read its conflict.
  if (id.move === 'recap')
    return run(await conflictRecap(ctx.deps, callerOf(i as Interaction), { conflictId: id.conflictId }));
  if (id.move === 'verify')
    return run(await verifyConflict(ctx.deps, callerOf(i as Interaction), { conflictId: id.conflictId }));
  const caller = await callerIn(ctx.deps, i as Interaction, id.conflictId);
  if (isGmMove(id.move)) return handleGmMove(ctx, i, id);
  if (isSkillMove(id.move) && !i.isModalSubmit()) return handleSkillMove(ctx, i, id);
  if (i.isModalSubmit()) return onForm(ctx, i, id);
  switch (id.move) {
    case 'dispute':
      return run(await disputeExchange(ctx.deps, caller));
    case 'cancel':
      return run(await cancelExchange(ctx.deps, caller));
    case 'end-sure':
      return run(await endConflictCommand(ctx.deps, caller));
    case 'end':
      return i.isButton() ? onEnd(ctx, i, id) : undefined;
    case 'war':
      return sendPrivate(i, warMenu(id.conflictId, await ownPool(ctx.deps, lookupCaller(i as Interaction))));
    case 'war-die': {
      const face = i.isStringSelectMenu() ? Number(i.values[0]) : Number.NaN;
      if (![1, 2, 3, 4, 5, 6].includes(face)) throw new Refusal('discord/unknown-component');
      return run(await addWarDie(ctx.deps, caller, { die: face as Face }));
    }
    case 'buy-far':
      if (i.isButton()) return openFormFor(i, playsIn(ctx, i, id), () => distantBuyForm(ctx, i, id));
      break;
    case 'resist':
    case 'give':
      if (i.isButton()) return openFormFor(i, playsIn(ctx, i, id), () => formFor(ctx, i, id));
  }
  throw new Refusal('discord/unknown-component');
}

/** A table form opens only for someone who plays in its conflict (the GM for the GM side). */
const playsIn = (ctx: BotContext, i: ButtonInteraction, id: TableId) => async () => {
  const conflict = await conflictFor(ctx.deps, callerOf(i), id.conflictId);
  if (!(await findInOrder(conflict.participants, (p) => callerPlays(ctx.deps, lookupCaller(i), p.name))))
    throw new AppError('auth/not-participant', appMessages.callerNotInConflict);
};

/** The GM's end ends at once: it asks first. A player's asks the others, as /conflict end does. */
async function onEnd(ctx: BotContext, i: ButtonInteraction, id: TableId): Promise<void> {
  const conflict = await conflictFor(ctx.deps, callerOf(i), id.conflictId);
  const gm = conflict.participants.find((p) => p.kind === 'gm');
  if (!gm || !(await callerPlays(ctx.deps, lookupCaller(i), gm.name)))
    return sendOutcome(i, await endConflictCommand(ctx.deps, callerOf(i)), {}, ctx);
  await sendPrivate(
    i,
    privateBody(discordMessages.endConflictNowForEveryone, [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: 'End it now',
            custom_id: makeTableId('end-sure', id.conflictId),
          },
        ],
      },
    ]),
  );
}

/** The form of a purchase against someone zones away: the goal, its target and how far, as menus. */
async function distantBuyForm(ctx: BotContext, i: ButtonInteraction, id: TableId): Promise<ModalBuilder> {
  const choices = await goalChoices(ctx.deps, lookupCaller(i));
  const goals = choices.goals.filter((g) => g.affordable && g.targets.length > 0).slice(0, 25);
  if (goals.length === 0) throw new AppError('goal/not-enough', discordMessages.noGoalAffordableAtDistance);
  const targets = [...new Set(goals.flatMap((g) => g.targets))].slice(0, 25);
  const option = (name: string, n: number) => ({ label: name, value: name, default: n === 0 });
  return new ModalBuilder()
    .setCustomId(makeTableId('buy-far-form', id.conflictId))
    .setTitle('Buy against someone zones away')
    .addLabelComponents(
      formChoice({ id: GOAL, label: 'The goal', options: goals.map((g, n) => option(g.name, n)) }),
      formChoice({ id: TARGET, label: 'Against whom', options: targets.map(option) }),
      formChoice({ id: DISTANCE, label: 'How far away', options: ZONES }),
    );
}

/** A private menu of the clicker's faces for the war die (one die, R5.4). */
function warMenu(conflictId: number, pool: readonly Face[]) {
  if (pool.length === 0) throw new Refusal('discord/no-dice', discordMessages.noDiceLeftForWar);
  const faces = [...new Set(pool)].sort((a, b) => b - a).map(String);
  return privateBody(discordMessages.pickWarDie(formatFaces(pool)), [
    nameMenu(makeTableId('war-die', conflictId), faces, 'The face of your war die'),
  ]);
}

async function formFor(ctx: BotContext, i: ButtonInteraction, id: TableId): Promise<ModalBuilder> {
  const conflict = await conflictFor(ctx.deps, callerOf(i), id.conflictId);
  const modal = (title: string, move: 'resist-form' | 'give-form') =>
    new ModalBuilder().setCustomId(makeTableId(move, id.conflictId, id.chin)).setTitle(title);
  const played = await filterInOrder(conflict.participants, (p) => callerPlays(ctx.deps, lookupCaller(i), p.name));
  const mine = played.map((p) => p.side);
  const names = (side: 'mine' | 'theirs') => {
    // The GM side by its NPCs one by one: each is a name the move takes ("Viktor and Jack" is not).
    const npcs = conflict.npcs.filter((n) => !n.out).map((n) => n.name);
    return conflict.participants
      .filter((p) => !p.out && (side === 'mine') === mine.includes(p.side))
      .flatMap((p) => (p.kind === 'gm' && npcs.length ? npcs : [sideName(conflict, p.name)]));
  };
  const oneOf = (list: readonly string[]) => (list.length ? `One of: ${list.join(', ')}`.slice(0, 100) : undefined);
  // A menu when the bot knows every answer and a menu holds them all; else a typed name.
  const choiceOrTyped = (field: string, label: string, list: readonly string[]) =>
    list.length > 0 && list.length <= 25 && list.every((n) => n.length <= 100)
      ? formChoice({ id: field, label, options: list.map((n, k) => ({ label: n, value: n, default: k === 0 })) })
      : formField({ id: field, label, minLength: 1, maxLength: 100, value: list[0], description: oneOf(list) });
  switch (id.move) {
    case 'give': {
      // Never the giver: the names the clicker plays are left out.
      const givers = new Set(played.map((p) => sideName(conflict, p.name)));
      const others = names('mine').filter((n) => !givers.has(n));
      if (others.length === 0) throw new AppError('give/unknown', discordMessages.nobodyToGiveBooksTo);
      return modal('Give books', 'give-form').addLabelComponents(
        choiceOrTyped(TO, 'To whom', others),
        formField({ id: AMOUNT, label: 'How many books', minLength: 1, maxLength: 4, value: '1' }),
      );
    }
    default:
      return modal('Resist with gear', 'resist-form').addLabelComponents(
        choiceOrTyped(GEAR, 'Your resist gear', await resistGearChoices(ctx.deps, callerOf(i))),
      );
  }
}

async function onForm(ctx: BotContext, i: ModalSubmitInteraction, id: TableId): Promise<void> {
  const caller = callerOf(i);
  const text = (field: string) => submittedText(i, field).trim();
  const run = (o: Parameters<typeof sendOutcome>[1]) => sendOutcome(i, o, {}, ctx);
  switch (id.move) {
    case 'secondary-form':
      return run(await setSecondary(ctx.deps, caller, { skill: text(SKILL) }));
    case 'resist-form':
      return run(await resistWithGear(ctx.deps, caller, { gear: submittedChoice(i, GEAR) ?? text(GEAR), as: null }));
    case 'fly-form':
      return run(
        await flyDice(ctx.deps, caller, {
          skill: text(SKILL),
          against: submittedChoice(i, AGAINST) ?? text(AGAINST),
          as: null,
        }),
      );
    case 'give-form': {
      const amount = /^\d{1,4}$/.test(text(AMOUNT)) ? Number(text(AMOUNT)) : Number.NaN;
      if (!(amount >= 1)) throw new AppError('input/bad-number', discordMessages.giveWholeNumberOfBooks);
      return run(await giveBooks(ctx.deps, caller, { to: submittedChoice(i, TO) ?? text(TO), amount, as: null }));
    }
    case 'follow-form':
      return run(await followUpConflict(ctx.deps, caller, { primary: text(PRIMARY), chin: id.chin }));
    case 'buy-far-form': {
      const distance = Number(submittedChoice(i, DISTANCE) ?? Number.NaN);
      if (!Number.isInteger(distance)) throw new Refusal('discord/missing-field');
      const goal = submittedChoice(i, GOAL) ?? '';
      const target = submittedChoice(i, TARGET) ?? '';
      return run(await buyGoal(ctx.deps, caller, { goal, target, distance, as: null }));
    }
  }
  throw new Refusal('discord/unknown-component');
}
