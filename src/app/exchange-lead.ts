import { type Face, isMoreThanHalf, takeFromPool } from '../rules';
import { isGm } from '../store/campaigns';
import { appendEvent, conflictNpcs, exchangesOf, getConflict, insertExchange, participantsOf, pendingExchange, updateParticipant } from '../store/conflicts';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { respondWithEmptyPool } from './exchange-respond';
import { houseRule } from './house-rules';
import { callerParticipant, campaignHere, liveConflictHere, participantNamed, requirePhase, text } from './load';
import { transact } from './run';
import { type Outcome, outcome } from './views';

export interface LeadInput {
  target: string;
  action: string;
  dice: Face[];
  risky?: boolean;
  /** R5.1: pushing more than half the pool needs a confirmation first. */
  confirmed?: boolean;
  as?: string | null;
  /** From a component: the conflict it was made for; a different live conflict is refused. */
  conflictId?: number | null;
}

/**
 * /exchange lead (R5.1): the actor names a target on the other side, declares an action and pushes
 * k ≥ 1 dice from its pool. The dice leave the pool now (R5.3) and stay secret until the target
 * has pushed (R13.2). A target with an empty pool answers at once with nothing.
 */
export function leadExchange(deps: Deps, caller: Caller, input: LeadInput) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    if (input.conflictId != null && input.conflictId !== conflict.id) refuse('exchange/already-resolved', 'That conflict is over: this button belongs to an earlier one.');
    requirePhase(conflict, ['exchanges'], 'lead an exchange');
    const actor = callerParticipant(db, campaign, conflict, caller, input.as);
    if (actor.knockedOut) refuse('conflict/knocked-out', `${actor.name} is knocked out and cannot act.`);
    if (conflict.initiative === 'bidding') refuse('conflict/wrong-phase', 'Initiative bidding is still open: wait until every bid is in.');
    const pending = pendingExchange(db, conflict.id);
    if (pending) refuse('exchange/pending', 'An exchange is already waiting for its response: it must resolve before the next lead.');
    if (houseRule(campaign.houseRules, 'strict-turns') === 'on' && conflict.suggestedLeader !== actor.id && !isGm(db, campaign, caller.userId)) {
      const leader = participantsOf(db, conflict.id).find((p) => p.id === conflict.suggestedLeader);
      refuse('exchange/not-your-turn', `It is ${leader?.name ?? 'someone else'}'s turn to lead (house rule strict-turns).`);
    }
    const target = participantNamed(db, conflict, input.target, conflictNpcs(db, conflict.id).map((n) => n.name));
    if (target.side === actor.side) refuse('conflict/same-side', `${target.name} is on your side: lead against someone on the other side.`);
    if (target.knockedOut) refuse('conflict/knocked-out', `${target.name} is knocked out.`);
    const action = text(input.action, 'the action you declare', 500);
    if (input.dice.length === 0) refuse('exchange/wrong-count', 'Push at least one die.');
    if (actor.pool.length === 0) refuse('exchange/empty-pool', `${actor.name} has no dice left to push.`);
    const rest = takeFromPool(actor.pool, input.dice);
    const risky = input.risky === true;
    if (isMoreThanHalf(actor.pool, input.dice.length) && !input.confirmed) {
      return outcome([], {
        [caller.userId]: [{ kind: 'confirm-push', conflictId: conflict.id, target: target.name, dice: [...input.dice].sort((a, b) => b - a), poolSize: actor.pool.length, risky, action }],
      });
    }
    const now = deps.now().toISOString();
    const no = Math.max(0, ...exchangesOf(db, conflict.id).map((e) => e.no)) + 1;
    updateParticipant(db, actor.id, { pool: rest });
    insertExchange(db, { conflictId: conflict.id, no, actorId: actor.id, targetId: target.id, actorAction: action, risky, actorDice: [...input.dice].sort((a, b) => b - a), now });
    appendEvent(db, conflict.id, 'exchange-led', { no, actor: actor.name, target: target.name, action, dice: input.dice, risky }, false, now);
    const led = outcome(
      [{ kind: 'exchange-led', conflictId: conflict.id, no, actor: actor.name, target: target.name, targetUserId: target.userId, action, dice: input.dice.length, risky }],
      { [caller.userId]: [{ kind: 'pool', pool: privatePool(conflict, { ...actor, pool: rest }, `You pushed ${input.dice.length} ${input.dice.length === 1 ? 'die' : 'dice'} against ${target.name}.`) }] },
    );
    if (target.pool.length > 0) return led;
    // R5.2: a target with no dice pushes none; nothing to wait for.
    const resolved = respondWithEmptyPool(deps, campaign, getConflict(db, conflict.id)!, now);
    return { public: [...led.public, ...resolved.public], private: led.private };
  });
}
