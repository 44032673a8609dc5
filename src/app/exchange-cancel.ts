import { addToPool } from '../rules';
import { isGm } from '../store/campaigns';
import { appendEvent, cancelExchangeRow, participantsOf, pendingExchange, updateParticipant } from '../store/conflicts';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { campaignHere, liveConflictHere } from './load';
import { privatePool } from './conflict-views';
import { transact } from './run';
import { outcome } from './views';

/** /exchange cancel: the actor (or the GM) withdraws a lead nobody has answered; the dice go back. */
export function cancelExchange(deps: Deps, caller: Caller) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const conflict = liveConflictHere(deps.db, caller);
    const pending = pendingExchange(deps.db, conflict.id) ?? refuse('exchange/none-pending', 'No exchange is waiting for a response.');
    if (pending.targetDice !== null) refuse('exchange/pending', 'The target has already answered: this exchange can no longer be withdrawn.');
    const actor = participantsOf(deps.db, conflict.id).find((p) => p.id === pending.actorId)!;
    const gm = isGm(deps.db, campaign, caller.userId);
    if (!gm && actor.userId !== caller.userId) refuse('auth/not-owner', `Only ${actor.name}'s player or the GM can withdraw this lead.`);
    const pool = addToPool(actor.pool, pending.actorDice);
    updateParticipant(deps.db, actor.id, { pool });
    const now = deps.now().toISOString();
    cancelExchangeRow(deps.db, pending.id, now);
    appendEvent(deps.db, conflict.id, 'exchange-cancelled', { no: pending.no }, true, now);
    const privateViews = actor.userId === caller.userId || (actor.kind === 'gm' && gm)
      ? { [caller.userId]: [{ kind: 'pool' as const, pool: privatePool(conflict, { ...actor, pool }, 'Your pushed dice are back in your pool.') }] }
      : {};
    const notice = { kind: 'notice' as const, text: `${actor.name} withdraws exchange ${pending.no}.`, closesExchange: { conflictId: conflict.id, no: pending.no } };
    return outcome([notice], privateViews);
  });
}
