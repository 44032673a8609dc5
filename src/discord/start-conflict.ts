// Starting a conflict, typed or from the start form: the use case, and the thread it may open.
import { ChannelType, type ChatInputCommandInteraction, type ModalSubmitInteraction } from 'discord.js';
import { type Caller, mayStartConflict, showCampaign, startConflict } from '../app';
import { md } from '../app/text/safe-text';
import { callerOf } from './caller';
import type { BotContext } from './context';
import { renderPublicViews } from './render/public';
import { deferAnswer, postPublic, postTable, sendOutcome } from './reply';
import { foldForTable } from './table/table-fold';
import { withTablePost } from './table/table-outcome';

/** The channel a start asks about before its thread exists: no conflict can be live in it. */
const NEW_THREAD = 'thread-to-open';

/**
 * Starts a conflict for /conflict start and for the start form alike: in a new public thread when
 * the campaign's `threads` rule is on, else in the channel.
 */
export async function startConflictHere(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ModalSubmitInteraction,
  input: { primary: string; against: string | null },
): Promise<void> {
  const caller = callerOf(i);
  const channel = i.channel;
  if (caller.parentChannelId || !(await threadsOn(ctx, caller)) || channel?.type !== ChannelType.GuildText) {
    return sendOutcome(i, await startConflict(ctx.deps, caller, input), {}, ctx);
  }
  // Refused before any thread opens (its name is the catalog's skill, never the typed text); the
  // thread is a new channel, so the check asks as from one.
  const primary = await mayStartConflict(
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
    const here = await startConflict(ctx.deps, caller, input);
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
    outcome = await startConflict(
      ctx.deps,
      { ...caller, channelId: thread.id, parentChannelId: caller.channelId },
      input,
    );
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
  const plan =
    folded.shown && ctx.tables ? await withTablePost(ctx.tables, folded, folded.shown) : { ...folded, post: null };
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

async function threadsOn(ctx: BotContext, caller: Caller): Promise<boolean> {
  try {
    const view = (await showCampaign(ctx.deps, { ...caller, interactionId: undefined })).public.find(
      (v) => v.kind === 'campaign',
    );
    return view?.kind === 'campaign' && view.campaign.houseRules.threads === 'on';
  } catch {
    return false; // no campaign here: startConflict says so
  }
}
