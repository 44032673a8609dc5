// The subcommands of /conflict and /goal around the exchanges (initiative bids, follow-ups, the log, recap and
// verification; goal negotiation), and /conflict start in a thread when the campaign wants one.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  conflictLog,
  conflictRecap,
  followUpConflict,
  listGoals,
  mayBid,
  openBidding,
  placeBid,
  proposeGoal,
  verifyConflict,
} from '../../app';
import { callerOf } from '../caller';
import { currentConflict, ownPool } from '../components/lookups';
import { makePlayId } from '../components/conflict-button-ids';
import type { BotContext } from '../context';
import { privateBody } from '../render/body';
import { bidPicker } from '../render/bid-picker';
import { sendOutcome, sendPrivate, sendPrivateFile } from '../reply';
import { noInput, useCase } from '../use-case-handler';
import type { SubcommandSpec, Suggester } from './define';
import { count, diceOption, flag, named, names, read, text } from './options';
import { discordMessages } from '../render/messages';
import { startConflictHere } from '../start-conflict';
import { guessingSkill } from '../components/did-you-mean';

/** /conflict start: in a new public thread when the campaign's `threads` rule is on. */
export function startHere(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  return startConflictHere(ctx, i, { primary: read.required(i, 'primary'), against: read.text(i, 'against') });
}

/** /conflict bid: typed dice, or a private menu of the caller's pool. */
async function bid(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const dice = read.dice(i);
  if (dice !== null) return sendOutcome(i, await placeBid(ctx.deps, caller, { dice }), {}, ctx);
  // Refuse now what the pick would be refused for (no bidding open, not in it): the machine's check.
  await mayBid(ctx.deps, caller);
  const conflict = await currentConflict(ctx.deps, caller);
  const pool = await ownPool(ctx.deps, caller);
  if (pool.length === 0) return sendOutcome(i, await placeBid(ctx.deps, caller, { dice: [] }), {}, ctx);
  await sendPrivate(i, bidPicker(makePlayId({ kind: 'bid', conflictId: conflict.id }), pool));
}

/** /conflict log: the Markdown file, only for the caller. */
async function log(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const views = (await conflictLog(ctx.deps, caller)).private[caller.userId] ?? [];
  const doc = views.find((v) => v.kind === 'document');
  if (doc?.kind !== 'document') return sendPrivate(i, privateBody(discordMessages.noLogToSend));
  await sendPrivateFile(i, privateBody(`The log of this conflict: **${doc.name}** (only you get this copy).`), {
    name: doc.name,
    text: doc.text,
  });
}

export const conflictPlaySubcommands: readonly SubcommandSpec[] = [
  {
    name: 'initiative',
    description: 'GM: open initiative bidding; while open, close it, or add GM dice to one bid',
    options: [
      diceOption('GM-pool dice to add to one bid'),
      named('for', 'The character the GM dice back', names('participant')),
    ],
    handler: useCase(openBidding, (i) => ({ dice: read.dice(i), for: read.text(i, 'for') })),
  },
  {
    name: 'bid',
    description: 'Bid dice from your pool for initiative, in secret (a menu if you leave dice out)',
    options: [diceOption('The dice to bid; they are spent')],
    handler: bid,
  },
  {
    name: 'follow-up',
    description: 'Start the follow-up conflict of the one that just ended here',
    options: [
      named('primary', 'The new primary skill: a Specialty', names('specialty'), true),
      flag('chin', 'Take it on the chin: your opponents carry leftover dice into the follow-up, not books'),
    ],
    handler: guessingSkill(
      'follow',
      'primary',
      useCase(followUpConflict, (i) => ({ primary: read.required(i, 'primary'), chin: read.flag(i, 'chin') })),
    ),
  },
  { name: 'log', description: 'The conflict so far as a Markdown file (only you)', handler: log },
  { name: 'recap', description: 'Post the recap of the conflict', handler: useCase(conflictRecap, noInput) },
  {
    name: 'verify',
    description: 'After the end: check that everyone played the dice they rolled',
    handler: useCase(verifyConflict, noInput),
  },
];

/** The goal shop plus goals settled by negotiation in this conflict (names only; the app prices them). */
export const goalNames: Suggester = async (ctx, caller, typed, i) => {
  const shop = await names('goal')(ctx, caller, typed, i);
  let settled: string[] = [];
  try {
    const list = (await listGoals(ctx.deps, caller)).public.find((v) => v.kind === 'goal-list');
    if (list?.kind === 'goal-list') settled = list.settled.map((g) => g.text);
  } catch {
    // no conflict here: the shop alone
  }
  const q = typed.trim().toLowerCase();
  return [...new Set([...settled.filter((t) => t.toLowerCase().includes(q)), ...shop])];
};

export const goalPlaySubcommands: readonly SubcommandSpec[] = [
  {
    name: 'propose',
    description: 'Propose a goal against someone on the other side, with a price in books',
    options: [
      named('target', 'Who the goal is against', names('participant'), true),
      text('goal', 'The goal, in a sentence', true, 200),
      count('price', 'Its price in books', 0, 100, true),
    ],
    handler: useCase(proposeGoal, (i) => ({
      target: read.required(i, 'target'),
      goal: read.required(i, 'goal'),
      price: i.options.getInteger('price', true),
    })),
  },
  {
    name: 'list',
    description: 'Goals settled by negotiation, and offers still open',
    handler: useCase(listGoals, noInput),
  },
];
