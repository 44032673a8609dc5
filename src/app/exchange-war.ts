import { type Face, takeFromPool } from '../rules';
import { isGm } from '../store/campaigns';
import { participantsOf, pendingExchange, setExchangeWar, updateParticipant } from '../store/conflicts';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { settleExchange } from './exchange-respond';
import { campaignHere, liveConflictHere, requirePhase } from './load';
import { transact } from './run';
import { outcome, type Outcome } from './views';

/**
 * /exchange war (R5.4 `trailing-tie: war`): a side asked for one more die adds it from its pool.
 * Once both sides have added theirs, the war is compared; it may ask again.
 */
export function addWarDie(deps: Deps, caller: Caller, input: { die: Face }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    requirePhase(conflict, ['exchanges'], 'add a war die');
    const pending = pendingExchange(db, conflict.id);
    if (!pending?.warWaiting) refuse('exchange/none-pending', 'No war is waiting for dice.');
    const all = participantsOf(db, conflict.id);
    const actor = all.find((p) => p.id === pending.actorId)!;
    const target = all.find((p) => p.id === pending.targetId)!;
    const controls = (p: typeof actor) => (p.kind === 'gm' ? isGm(db, campaign, caller.userId) : p.userId === caller.userId);
    const side = pending.warWaiting.find((s) => controls(s === 'actor' ? actor : target));
    if (!side) refuse('auth/not-target', 'The war is waiting for the other side.');
    const me = side === 'actor' ? actor : target;
    const pool = takeFromPool(me.pool, [input.die]);
    updateParticipant(db, me.id, { pool });
    const warActor = side === 'actor' ? [...pending.warActor, input.die] : pending.warActor;
    const warTarget = side === 'target' ? [...pending.warTarget, input.die] : pending.warTarget;
    const waiting = pending.warWaiting.filter((s) => s !== side);
    const now = deps.now().toISOString();
    setExchangeWar(db, pending.id, { targetAction: pending.targetAction ?? '', targetDice: pending.targetDice ?? [], warActor, warTarget, waiting });
    if (waiting.length > 0) {
      return outcome([{ kind: 'notice', text: `**${me.name}** adds a die to the war. Waiting for ${waiting.map((s) => (s === 'actor' ? actor : target).name).join(' and ')}.` }]);
    }
    const updated = pendingExchange(db, conflict.id)!;
    return settleExchange(deps, campaign, conflict, updated, { action: updated.targetAction ?? '', dice: updated.targetDice ?? [], now, userId: caller.userId });
  });
}
