import type { ChatInputCommandInteraction } from 'discord.js';
import {
  addWarDie,
  AppError,
  cancelExchange,
  disputeExchange,
  drawActionDice,
  leadExchange,
  respondExchange,
} from '../../app';
import { assertFaces } from '../../rules';
import { callerOf } from '../caller';
import { openLeadPicker } from '../components/lead';
import { openRespondPicker } from '../components/respond';
import { currentConflict } from '../components/lookups';
import type { BotContext } from '../context';
import { sendOutcome } from '../reply';
import { noInput, useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { asOption, count, diceOption, flag, named, names, read, text } from './options';

/** R3.5: a `skill` named with a lead or an answer draws its action dice first (their own reply). */
async function actionDiceFirst(ctx: BotContext, i: ChatInputCommandInteraction, as: string | null): Promise<void> {
  const skill = read.text(i, 'skill');
  if (skill) await sendOutcome(i, await drawActionDice(ctx.deps, callerOf(i), { skill, as }), {}, ctx);
}

/** With dice: lead at once. Without: a private menu of the caller's pool. */
async function lead(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await actionDiceFirst(ctx, i, read.text(i, 'as'));
  const caller = callerOf(i);
  const req = {
    target: read.required(i, 'target'),
    action: read.required(i, 'action'),
    risky: read.flag(i, 'risky'),
    as: read.text(i, 'as'),
    npc: read.text(i, 'npc'),
  };
  const dice = read.dice(i);
  if (dice === null) return openLeadPicker(ctx, i, caller, req);
  const outcome = await leadExchange(ctx.deps, caller, { ...req, dice, confirmed: read.flag(i, 'confirm') });
  await sendOutcome(i, outcome, { as: req.as }, ctx);
}

/** With dice (or a pool no bigger than the lead): answer at once. Otherwise: a private menu. */
async function respond(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await actionDiceFirst(ctx, i, null);
  const caller = callerOf(i);
  const action = read.required(i, 'action');
  const dice = read.dice(i);
  try {
    await sendOutcome(i, await respondExchange(ctx.deps, caller, { action, dice }), {}, ctx);
  } catch (err) {
    if (dice !== null || !(err instanceof AppError) || err.code !== 'exchange/wrong-count') throw err;
    const pending = await currentConflict(ctx.deps, caller);
    await openRespondPicker(ctx, i, caller, pending.id, pending.pending?.no ?? 0, action);
  }
}

const actionSkill = named('skill', 'The skill your action uses: once a round, its dice first', names('skill'));

export default defineCommand({
  name: 'exchange',
  description: 'Exchanges: push dice, answer, capture books',
  subcommands: [
    {
      name: 'lead',
      description: 'Declare an action against someone and push dice (a menu if you leave dice out)',
      options: [
        named('target', 'Who you act against', names('participant'), true),
        text('action', 'What you do, sharp and accomplished', true, 500),
        diceOption('The dice to push'),
        flag('risky', 'A risky action: the higher total captures everything'),
        flag('confirm', 'Push more than half your pool without being asked first'),
        actionSkill,
        asOption,
        named('npc', 'For the GM: the NPC who leads (else the first one standing)', names('npc')),
      ],
      handler: lead,
    },
    {
      name: 'respond',
      description: 'Answer the exchange aimed at you with the same number of dice',
      options: [
        text('action', 'What you do in response', true, 500),
        diceOption('The dice to push (a menu if you leave them out)'),
        actionSkill,
      ],
      handler: respond,
    },
    {
      name: 'cancel',
      description: 'Withdraw your lead before it is answered (or the GM does)',
      handler: useCase(cancelExchange, noInput),
    },
    {
      name: 'dispute',
      description: 'Dispute a lead aimed at you before you answer: it becomes risky',
      handler: useCase(disputeExchange, noInput),
    },
    {
      name: 'war',
      description: 'Add one die to a war over a trailing tie (house rule trailing-tie: war)',
      options: [count('die', 'The face of the die you add from your pool', 1, 6, true)],
      handler: useCase(addWarDie, (i) => ({ die: assertFaces([i.options.getInteger('die', true)])[0]! })),
    },
  ],
});
