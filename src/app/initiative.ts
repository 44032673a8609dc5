import { type Face, takeFromPool } from '../rules';
import { appendEvent, participantsOf, updateConflict, updateParticipant } from '../store/conflicts';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { callerParticipant, campaignHere, liveConflictHere, requireGm, requirePhase } from './load';
import { transact } from './run';
import { outcome, type Outcome } from './views';

/**
 * /conflict initiative (R4.3): the GM opens secret bidding before the first exchange. Until every
 * participant has bid, nobody leads.
 */
export function openBidding(deps: Deps, caller: Caller) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    const conflict = liveConflictHere(deps.db, caller);
    requirePhase(conflict, ['exchanges'], 'open initiative bidding');
    if (conflict.exchangeCount > 0 || conflict.initiative !== 'none') {
      refuse('conflict/wrong-phase', 'Initiative can only be bid once, before the first exchange.');
    }
    updateConflict(deps.db, conflict.id, { initiative: 'bidding' });
    appendEvent(deps.db, conflict.id, 'bidding-opened', {}, true, deps.now().toISOString());
    return outcome([{ kind: 'notice', text: 'Initiative bidding is open: everyone secretly bids dice from their pool with /conflict bid (an empty bid is fine). Bid dice are spent.' }]);
  });
}

/**
 * /conflict bid (R4.3): a secret bid of dice from the caller's pool (spent at once). When the last
 * bid is in, all are revealed: the highest total leads first, ties by join order.
 */
export function placeBid(deps: Deps, caller: Caller, input: { dice: Face[]; as?: string | null }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    if (conflict.initiative !== 'bidding') refuse('conflict/wrong-phase', 'Nobody is bidding for initiative right now.');
    const me = callerParticipant(db, campaign, conflict, caller, input.as);
    if (me.bid !== null) refuse('conflict/already-rolled', `${me.name} has already bid.`);
    const pool = takeFromPool(me.pool, input.dice);
    const bid = [...input.dice].sort((a, b) => b - a);
    updateParticipant(db, me.id, { pool, bid });
    const now = deps.now().toISOString();
    appendEvent(db, conflict.id, 'bid', { participant: me.name, dice: bid }, false, now);
    const mine = { [caller.userId]: [{ kind: 'pool' as const, pool: privatePool(conflict, { ...me, pool }, `You bid ${bid.length} ${bid.length === 1 ? 'die' : 'dice'}.`) }] };
    const all = participantsOf(db, conflict.id);
    const waiting = all.filter((p) => p.bid === null && !p.knockedOut);
    if (waiting.length > 0) {
      return outcome([{ kind: 'notice', text: `**${me.name}** has bid. Waiting for ${waiting.map((p) => p.name).join(', ')}.` }], mine);
    }
    const total = (dice: readonly number[] | null) => (dice ?? []).reduce((s, d) => s + d, 0);
    const ordered = [...all].sort((a, b) => total(b.bid) - total(a.bid) || a.seq - b.seq);
    updateConflict(db, conflict.id, { initiative: 'settled', turnOrder: ordered.map((p) => p.id), suggestedLeader: ordered.find((p) => p.pool.length > 0)?.id ?? null });
    appendEvent(db, conflict.id, 'initiative', { order: ordered.map((p) => p.name) }, true, now);
    return outcome(
      [{ kind: 'initiative', conflictId: conflict.id, order: ordered.map((p) => p.name), bids: ordered.map((p) => ({ name: p.name, dice: p.bid ?? [], total: total(p.bid) })) }],
      mine,
    );
  });
}
