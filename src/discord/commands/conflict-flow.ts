// The subcommands of /conflict and /goal around the exchanges (initiative bids, follow-ups, the log, recap and
// verification; goal negotiation), and /conflict start in a thread when the campaign wants one.
import { ChannelType, type ChatInputCommandInteraction } from 'discord.js';
import {
  type Caller,
  conflictLog,
  conflictRecap,
  followUpConflict,
  listGoals,
  mayBid,
  openBidding,
  placeBid,
  proposeGoal,
  showCampaign,
  mayStartConflict,
  startConflict,
  verifyConflict,
} from '../../app';
import { md } from '../../app/safe-text';
import { callerOf } from '../caller';
import { currentConflict, ownPool } from '../components/lookups';
import { makePlayId } from '../components/conflict-button-ids';
import type { BotContext } from '../context';
import { privateBody } from '../render/body';
import { bidPicker } from '../render/bid-picker';
import { renderPublicViews } from '../render/public';
import { deferAnswer, postPublic, postTable, sendOutcome, sendPrivate, sendPrivateFile } from '../reply';
import { foldForTable } from '../table/table-fold';
import { withTablePost } from '../table/table-outcome';
import { noInput, useCase } from '../use-case-handler';
import type { SubcommandSpec, Suggester } from './define';
import { count, diceOption, flag, named, names, read, text } from './options';
import { discordMessages } from '../render/messages';

/** The channel a start asks about before its thread exists: no conflict can be live in it. */
const NEW_THREAD = 'thread-to-open';

/** /conflict start: in a new public thread when the campaign's `threads` rule is on. */
export async function startHere(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const input = { primary: read.required(i, 'primary'), against: read.text(i, 'against') };
  const channel = i.channel;
  if (caller.parentChannelId || !threadsOn(ctx, caller) || channel?.type !== ChannelType.GuildText) {
    return sendOutcome(i, startConflict(ctx.deps, caller, input), {}, ctx);
  }
  // Refused before any thread opens (its name is the catalog's skill, never the typed text); the
  // thread is a new channel, so the check asks as from one.
  const primary = mayStartConflict(
    ctx.deps,
    { ...caller, channelId: NEW_THREAD, parentChannelId: caller.channelId },
    input,
  );
  // Opening the thread and posting in it takes several requests: acknowledge first, in public
  // (the answer is the public notice pointing at the thread).
  await deferAnswer(i, 'public');
  let thread;
  try {
    thread = await channel.threads.create({
      name: `Conflict: ${primary}`.slice(0, 100),
      type: ChannelType.PublicThread,
      reason: '/conflict start',
    });
  } catch (err) {
    // No permission to open threads (or Discord said no): the conflict runs in the channel instead.
    ctx.log.warn(`could not open a thread for a conflict: ${err instanceof Error ? err.message : String(err)}`, {
      interaction: i.id,
    });
    const here = startConflict(ctx.deps, caller, input);
    const note = {
      kind: 'notice' as const,
      text: md`The bot could not open a thread here (it needs the Create Public Threads permission): the conflict runs in this channel.`,
    };
    return sendOutcome(i, here.replayed ? here : { ...here, public: [note, ...here.public] }, {}, ctx);
  }
  const drop = () =>
    thread
      .delete()
      .catch((err: unknown) =>
        ctx.log.warn(`could not delete an unused thread: ${String(err)}`, { interaction: i.id }),
      );
  let outcome;
  try {
    outcome = startConflict(ctx.deps, { ...caller, channelId: thread.id, parentChannelId: caller.channelId }, input);
  } catch (err) {
    await drop();
    throw err;
  }
  if (outcome.replayed) {
    await drop();
    return sendOutcome(i, outcome, {}, ctx);
  }
  // The conflict's table lives in the thread; anything else its start tells is posted there too.
  const folded = foldForTable(outcome.public, false);
  const plan = folded.shown && ctx.tables ? withTablePost(ctx.tables, folded, folded.shown) : { ...folded, post: null };
  const told = ctx.tables ? plan.told : outcome.public;
  for (const body of renderPublicViews(told, { movesOnTable: ctx.tables !== undefined }))
    await postPublic(thread, body, ctx);
  if (plan.post) await postTable(thread, plan.post.conflictId, plan.post.body, ctx);
  const notice = {
    kind: 'notice' as const,
    text: md`A conflict over ${primary} starts in <#${thread.id}>: play it there.`,
  };
  await sendOutcome(i, { public: [notice], private: outcome.private }, {}, ctx);
}

function threadsOn(ctx: BotContext, caller: Caller): boolean {
  try {
    const view = showCampaign(ctx.deps, { ...caller, interactionId: undefined }).public.find(
      (v) => v.kind === 'campaign',
    );
    return view?.kind === 'campaign' && view.campaign.houseRules.threads === 'on';
  } catch {
    return false; // no campaign here: startConflict says so
  }
}

/** /conflict bid: typed dice, or a private menu of the caller's pool. */
async function bid(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const dice = read.dice(i);
  if (dice !== null) return sendOutcome(i, placeBid(ctx.deps, caller, { dice }), {}, ctx);
  // Refuse now what the pick would be refused for (no bidding open, not in it): the machine's check.
  mayBid(ctx.deps, caller);
  const conflict = currentConflict(ctx.deps, caller);
  const pool = ownPool(ctx.deps, caller);
  if (pool.length === 0) return sendOutcome(i, placeBid(ctx.deps, caller, { dice: [] }), {}, ctx);
  await sendPrivate(i, bidPicker(makePlayId({ kind: 'bid', conflictId: conflict.id }), pool));
}

/** /conflict log: the Markdown file, only for the caller. */
async function log(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const views = conflictLog(ctx.deps, caller).private[caller.userId] ?? [];
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
    handler: useCase(followUpConflict, (i) => ({ primary: read.required(i, 'primary'), chin: read.flag(i, 'chin') })),
  },
  { name: 'log', description: 'The conflict so far as a Markdown file (only you)', handler: log },
  { name: 'recap', description: 'Post the recap of the conflict', handler: useCase(conflictRecap, noInput) },
  {
    name: 'verify',
    description: 'After the end: check every sealed pool against its commitment',
    handler: useCase(verifyConflict, noInput),
  },
];

/** The goal shop plus goals settled by negotiation in this conflict (names only; the app prices them). */
export const goalNames: Suggester = (ctx, caller, typed, i) => {
  const shop = names('goal')(ctx, caller, typed, i);
  let settled: string[] = [];
  try {
    const list = listGoals(ctx.deps, caller).public.find((v) => v.kind === 'goal-list');
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
