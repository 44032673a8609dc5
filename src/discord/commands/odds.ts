// /odds dice? against? push?: exact roll-in and exchange odds, privately, with PNG charts.
import type { ChatInputCommandInteraction } from 'discord.js';
import { showPool } from '../../app';
import type { Face } from '../../rules';
import { MAX_PUSH_ODDS_DICE, poolOdds, pushOdds } from '../../rules/odds';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { type OddsAnswer, renderOdds } from '../render/odds';
import { deferAnswer, sendPrivate } from '../reply';
import { defineFlatCommand } from './flat';
import { count } from './options';
import { discordMessages } from '../render/messages';

/** The most dice /odds rolls in (poolOdds takes up to 200). */
export const MAX_ODDS_DICE = 200;

export interface OddsQuestion {
  /** Dice rolled in; null means "my pool" in this channel's conflict. */
  dice: number | null;
  /** Dice the other side has; it pushes at most as many as you (R5.2). Default: as many as you push. */
  against: number | null;
  /** Dice you push; null means 1. */
  push: number | null;
}

/** Works out the odds; `myPool` is called only when `dice` is absent. */
export function answerOdds(q: OddsQuestion, myPool: () => Face[]): OddsAnswer {
  if (q.dice !== null) {
    const answer: OddsAnswer = { pool: poolOdds(q.dice) };
    // An exchange is worked out when asked about (push or against); it pushes 1 die unless told.
    if (q.push !== null || q.against !== null) {
      const push = q.push ?? 1;
      answer.push = pushOdds(push, { targetDice: Math.min(q.against ?? push, push) });
      if (q.against !== null) answer.against = q.against;
    }
    return answer;
  }
  const pool = [...myPool()].sort((a, b) => b - a);
  if (pool.length === 0) throw new Refusal('discord/no-dice', discordMessages.noPoolYet);
  const k = q.push ?? 1;
  if (k > pool.length)
    throw new Refusal(
      'discord/no-dice',
      discordMessages.pushMoreThanPool(pool.length, pool.length === 1 ? 'die' : 'dice'),
    );
  if (k > MAX_PUSH_ODDS_DICE)
    throw new Refusal('discord/no-dice', discordMessages.oddsPushTooLarge(MAX_PUSH_ODDS_DICE));
  const push = pushOdds(k, { actorFaces: pool.slice(0, k), targetDice: Math.min(q.against ?? k, k) });
  const answer: OddsAnswer = {
    push,
    note: `Your pool holds ${pool.length} ${pool.length === 1 ? 'die' : 'dice'}; these odds push your ${k === 1 ? 'highest die' : `${k} highest`}.`,
  };
  if (q.against !== null) answer.against = q.against;
  return answer;
}

function question(i: ChatInputCommandInteraction): OddsQuestion {
  return {
    dice: i.options.getInteger('dice'),
    against: i.options.getInteger('against'),
    push: i.options.getInteger('push'),
  };
}

async function handle(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const q = question(i);
  // The pool is looked up first (no conflict is refused at once); the exact odds and the two
  // charts take CPU time, so the private answer is deferred before them.
  const pool = q.dice === null ? await ownPoolFaces(ctx, caller) : [];
  await deferAnswer(i, 'private');
  const { body, files } = renderOdds(answerOdds(q, () => pool));
  await sendPrivate(i, body, files);
}

async function ownPoolFaces(ctx: BotContext, caller: ReturnType<typeof callerOf>): Promise<Face[]> {
  const views = (await showPool(ctx.deps, caller)).private[caller.userId] ?? [];
  const view = views.find((v) => v.kind === 'pool');
  return view?.kind === 'pool' ? [...view.pool.pool] : [];
}

export default defineFlatCommand({
  name: 'odds',
  description: 'Exact odds with a chart, only for you: roll-in, and an exchange',
  options: [
    count('dice', 'Dice rolled in (leave out for your pool in this conflict)', 0, MAX_ODDS_DICE),
    count('against', 'Dice the other side has (it pushes at most as many as you)', 0, MAX_ODDS_DICE),
    count('push', 'Dice you push in one exchange (1 if left out)', 1, MAX_PUSH_ODDS_DICE),
  ],
  handler: handle,
});
