import { addToPool, type Face, resolveExchange, rollIn, takeFromPool } from '../rules';
import { type CampaignRow, isGm } from '../store/campaigns';
import {
  appendEvent,
  type ConflictRow,
  type ExchangeRow,
  exchangeByNo,
  getConflict,
  participantsOf,
  pendingExchange,
  resolveExchangeRow,
  setExchangeWar,
  updateConflict,
  updateParticipant,
} from '../store/conflicts';
import { endIfSideOut } from './conflict-engine';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { exchangeOptions } from './house-rules';
import { campaignHere, liveConflictHere, requirePhase, text } from './load';
import { transact } from './run';
import { nextLeader } from './turns';
import { type Outcome, type PrivateView, type PublicView } from './views';

export interface RespondInput {
  action: string;
  /** Omitted: allowed only when the target must push its whole pool (it holds ≤ k dice). */
  dice?: Face[] | null;
  /** Which exchange the response is for (from a button); stale numbers are refused clearly. */
  exchangeNo?: number | null;
  /** From a component: the conflict it was made for; a different live conflict is refused. */
  conflictId?: number | null;
}

/**
 * /exchange respond (R5.2–R5.7): the target pushes the same number of dice (all it has if fewer),
 * the exchange resolves, books are won, and the result is public.
 */
export function respondExchange(deps: Deps, caller: Caller, input: RespondInput) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    if (input.conflictId != null && input.conflictId !== conflict.id) refuse('exchange/already-resolved', 'That conflict is over: this button belongs to an earlier one.');
    requirePhase(conflict, ['exchanges'], 'respond');
    const pending = pendingExchange(db, conflict.id);
    if (input.exchangeNo != null && pending?.no !== input.exchangeNo) {
      const old = exchangeByNo(db, conflict.id, input.exchangeNo);
      if (old) refuse('exchange/already-resolved', `Exchange ${old.no} is already ${old.status}.`);
    }
    if (!pending) refuse('exchange/none-pending', 'No exchange is waiting for a response.');
    if (pending.warWaiting) refuse('exchange/pending', 'This exchange is in a war: each side adds one more die with /exchange war.');
    const all = participantsOf(db, conflict.id);
    const target = all.find((p) => p.id === pending.targetId)!;
    const mayAnswer = target.kind === 'gm' ? isGm(db, campaign, caller.userId) : target.userId === caller.userId;
    if (!mayAnswer) refuse('auth/not-target', `Only ${target.name}'s player can respond to this exchange.`);
    const k = pending.actorDice.length;
    const needed = Math.min(k, target.pool.length);
    const dice = input.dice ?? (target.pool.length <= k ? target.pool : null);
    if (dice === null) refuse('exchange/wrong-count', `Push ${k} dice from your pool to answer.`);
    if (dice.length !== needed) {
      refuse('exchange/wrong-count', needed === k ? `Push exactly ${k} dice, the same number as the lead.` : `Your pool holds only ${needed}: push all of them.`);
    }
    takeFromPool(target.pool, dice);
    const now = deps.now().toISOString();
    return resolvePending(deps, campaign, conflict, pending, { action: text(input.action, 'your response', 500), dice, now, userId: caller.userId });
  });
}

/** R5.2 with an empty target pool: resolve at once with no dice. */
export function respondWithEmptyPool(deps: Deps, campaign: CampaignRow, conflict: ConflictRow, now: string): Outcome {
  const pending = pendingExchange(deps.db, conflict.id)!;
  return resolvePending(deps, campaign, conflict, pending, { action: '(no dice left to answer with)', dice: [], now, userId: null });
}

/** Takes the response's dice out of the target's pool (R5.3), then settles the exchange. */
function resolvePending(deps: Deps, campaign: CampaignRow, conflict: ConflictRow, pending: ExchangeRow, response: Response): Outcome {
  const target = participantsOf(deps.db, conflict.id).find((p) => p.id === pending.targetId)!;
  updateParticipant(deps.db, target.id, { pool: takeFromPool(target.pool, response.dice) });
  return settleExchange(deps, campaign, conflict, pending, response);
}

export interface Response {
  action: string;
  dice: Face[];
  now: string;
  /** Who answered (gets the private pool view); null when the bot answered for an empty pool. */
  userId: string | null;
}

/**
 * Resolves a pending exchange whose response is in (R5.4–R5.7). Under `trailing-tie: war` a war
 * that needs more dice leaves the exchange pending and asks both sides (see exchange-war.ts).
 */
export function settleExchange(deps: Deps, campaign: CampaignRow, conflict: ConflictRow, pending: ExchangeRow, response: Response): Outcome {
  const { action: targetAction, dice: targetDice, now, userId: responderUserId } = response;
  const db = deps.db;
  const all = participantsOf(db, conflict.id);
  const actor = all.find((p) => p.id === pending.actorId)!;
  const target = all.find((p) => p.id === pending.targetId)!;
  let actorPool = actor.pool;
  let targetPool = target.pool;
  const result = resolveExchange(pending.actorDice, targetDice, exchangeOptions(campaign.houseRules, pending.risky), {
    actor: pending.warActor,
    target: pending.warTarget,
    actorPoolEmpty: actorPool.length === 0 || actor.knockedOut,
    targetPoolEmpty: targetPool.length === 0 || target.knockedOut,
  });
  if (result.pendingWar) {
    setExchangeWar(db, pending.id, { targetAction, targetDice, warActor: pending.warActor, warTarget: pending.warTarget, waiting: result.pendingWar.needs });
    appendEvent(db, conflict.id, 'war-waiting', { no: pending.no, needs: result.pendingWar.needs }, true, now);
    const needs = result.pendingWar.needs.map((side) => (side === 'actor' ? actor : target)).map((p) => ({ name: p.name, userId: p.userId }));
    const stake = stakeOf(result);
    const privateViews: Record<string, PrivateView[]> = {};
    // The caller sees its own pool: the actor's when the actor added the last war die.
    const own = responderUserId === actor.userId && responderUserId !== target.userId ? actor : target;
    if (responderUserId) privateViews[responderUserId] = [{ kind: 'pool', pool: privatePool(conflict, own) }];
    return { public: [{ kind: 'war-waiting', conflictId: conflict.id, no: pending.no, stake, needs }], private: privateViews };
  }
  const privateViews: Record<string, PrivateView[]> = {};
  // House rule unmatched: reroll — returned dice roll in again, secretly.
  const rerolled = { actor: result.returned.actor.length, target: result.returned.target.length };
  for (const side of ['actor', 'target'] as const) {
    if (rerolled[side] === 0) continue;
    const fresh = rollIn(rerolled[side], deps.random).pool;
    if (side === 'actor') actorPool = addToPool(actorPool, fresh);
    else targetPool = addToPool(targetPool, fresh);
    appendEvent(db, conflict.id, 'rerolled', { participant: (side === 'actor' ? actor : target).name, faces: fresh }, false, now);
  }
  const actorBooks = actor.books + result.actorBooks;
  const targetBooks = target.books + result.targetBooks;
  updateParticipant(db, actor.id, { pool: actorPool, books: actorBooks });
  updateParticipant(db, target.id, { pool: targetPool, books: targetBooks });
  resolveExchangeRow(db, pending.id, { targetAction, targetDice, result, now });
  const after = participantsOf(db, conflict.id);
  const { leader, round } = nextLeader(
    conflict, after, after.find((p) => p.id === actor.id)!, after.find((p) => p.id === target.id)!, result.actorBooks, result.targetBooks,
  );
  updateConflict(db, conflict.id, { exchangeCount: conflict.exchangeCount + 1, suggestedLeader: leader?.id ?? null, round });
  appendEvent(db, conflict.id, 'exchange-resolved', { no: pending.no, actorDice: pending.actorDice, targetDice, targetAction, result }, true, now);
  const publicViews: PublicView[] = [
    {
      kind: 'exchange-resolved',
      result: {
        conflictId: conflict.id,
        no: pending.no,
        actor: actor.name,
        target: target.name,
        actorAction: pending.actorAction,
        targetAction,
        risky: pending.risky,
        actorDice: result.actorPushed,
        targetDice: result.targetPushed,
        actorWar: result.actorWar,
        targetWar: result.targetWar,
        steps: result.steps,
        actorBooksWon: result.actorBooks,
        targetBooksWon: result.targetBooks,
        actorBooks,
        targetBooks,
        rerolled,
        suggestedLeader: leader?.name ?? null,
      },
    },
  ];
  const updated = getConflict(db, conflict.id)!;
  if (responderUserId) {
    const responder = responderUserId === actor.userId && responderUserId !== target.userId ? { ...actor, pool: actorPool, books: actorBooks } : { ...target, pool: targetPool, books: targetBooks };
    (privateViews[responderUserId] ??= []).push({ kind: 'pool', pool: privatePool(updated, responder) });
  }
  if (rerolled.actor > 0 && actor.userId !== responderUserId) {
    (privateViews[actor.userId] ??= []).push({ kind: 'pool', pool: privatePool(updated, { ...actor, pool: actorPool, books: actorBooks }, 'Your unmatched dice were rerolled.') });
  }
  publicViews.push(...endIfSideOut(db, conflict.id, now));
  return { public: publicViews, private: privateViews };
}

/** The dice still at stake in a war: those whose fate is not decided yet. */
function stakeOf(result: ReturnType<typeof resolveExchange>): Face[] {
  const decided = new Set(result.fates.map((f) => `${f.die.side}:${f.die.index}`));
  const all = [
    ...result.actorPushed.map((face, index) => ({ key: `actor:${index}`, face })),
    ...result.targetPushed.map((face, index) => ({ key: `target:${index}`, face })),
    ...result.actorWar.map((face, i) => ({ key: `actor:${result.actorPushed.length + i}`, face })),
    ...result.targetWar.map((face, i) => ({ key: `target:${result.targetPushed.length + i}`, face })),
  ];
  return all.filter((d) => !decided.has(d.key)).map((d) => d.face).sort((a, b) => b - a);
}
