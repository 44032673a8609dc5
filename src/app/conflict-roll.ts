import { outnumberedSide, rollIn } from '../rules';
import { changePlayerPoints } from '../store/characters';
import { appendEvent, getConflict, participantsOf, updateConflict, updateParticipant } from '../store/conflicts';
import type { Db } from '../store/db';
import { changeMurphy } from '../store/murphy';
import type { CampaignRow } from '../store/campaigns';
import type { ConflictRow } from '../store/conflicts';
import { conflictRackSize, drawFor, endIfSideOut, GM_SIDE, nextWithDice } from './conflict-engine';
import { privatePool, publicConflict } from './conflict-views';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { callerParticipant, campaignHere, liveConflictHere, requirePhase } from './load';
import { transact } from './run';
import { diceCount, nameList } from './campaign/common';
import { commitmentOf, makeSalt } from './commitment';
import { type Outcome, type PrivateView, type PublicView } from './views';

/**
 * /conflict roll (R3, R1.2): the caller rolls its own draw in secret. The first roll closes joining,
 * fixes the rack size and checks who is outnumbered (R3.4); the last one opens the exchanges.
 */
export function rollPool(deps: Deps, caller: Caller, input: { as?: string | null } = {}) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    let conflict = liveConflictHere(db, caller);
    requirePhase(conflict, ['setup', 'rolling'], 'roll');
    const me = callerParticipant(db, campaign, conflict, caller, input.as);
    if (me.drawn !== null) refuse('conflict/already-rolled', `${me.name} has already rolled for this conflict: see it with /conflict pool.`);
    const now = deps.now().toISOString();
    const publicViews: PublicView[] = [];
    const privateViews: Record<string, PrivateView[]> = {};
    if (conflict.phase === 'setup') {
      conflict = beginRolling(db, campaign, conflict, publicViews, privateViews, now);
    }
    const draw = drawFor(db, campaign, conflict, me);
    const roll = rollIn(draw.total, deps.random);
    const salt = makeSalt(deps);
    const commitment = commitmentOf(salt, roll.pool);
    updateParticipant(db, me.id, { drawn: draw.total, rolled: roll.rolled, pool: roll.pool, salt, commitment });
    appendEvent(db, conflict.id, 'rolled', { participant: me.name, drawn: draw.total, rolled: roll.rolled, pool: roll.pool }, false, now);
    const mine = { ...me, drawn: draw.total, pool: roll.pool };
    (privateViews[caller.userId] ??= []).push({
      kind: 'pool',
      pool: privatePool(conflict, mine, `You rolled ${diceCount(draw.total)} (${draw.detail})${roll.capped ? ', stopping at the 10,000-dice limit' : ''}.`, roll.rolled),
    });
    publicViews.push({ kind: 'notice', text: `**${me.name}** has rolled. Sealed pool: \`${commitment.slice(0, 16)}\` (checked with /conflict verify after the end).` });
    const waiting = participantsOf(db, conflict.id).filter((p) => p.drawn === null);
    if (waiting.length === 0) {
      const first = nextWithDice(participantsOf(db, conflict.id));
      updateConflict(db, conflict.id, { phase: 'exchanges', suggestedLeader: first?.id ?? null });
      appendEvent(db, conflict.id, 'exchanges-open', {}, true, now);
      publicViews.push({ kind: 'conflict', conflict: publicConflict(db, campaign, getConflict(db, conflict.id)!), headline: 'Everyone has rolled: the exchanges begin. Lead with /exchange lead.' });
      publicViews.push(...endIfSideOut(db, conflict.id, now));
    } else {
      publicViews.push({ kind: 'notice', text: `Still to roll: ${waiting.map((p) => p.name).join(', ')}.` });
    }
    return { public: publicViews, private: privateViews };
  });
}

function beginRolling(
  db: Db,
  campaign: CampaignRow,
  conflict: ConflictRow,
  publicViews: PublicView[],
  privateViews: Record<string, PrivateView[]>,
  now: string,
): ConflictRow {
  const rack = conflictRackSize(db, campaign, conflict);
  updateConflict(db, conflict.id, { phase: 'rolling', rackSize: rack });
  const fixed = getConflict(db, conflict.id)!;
  const all = participantsOf(db, conflict.id);
  // R3.4: compare the sides' drawn dice before anyone rolls.
  const sides = [0, 1].map((s) => all.filter((p) => p.side === s).map((p) => drawFor(db, campaign, fixed, p).total));
  const behind = sides.every((s) => s.length > 0) ? outnumberedSide(sides, rack) : null;
  if (behind === GM_SIDE && all.some((p) => p.kind === 'gm')) {
    const balance = changeMurphy(db, { campaignId: campaign.id, delta: 1, reason: 'outnumbered', userId: campaign.gmUserId, now });
    (privateViews[campaign.gmUserId] ??= []).push({ kind: 'notice', text: `Your side is outnumbered: +1 Murphy point (now ${balance}).` });
    publicViews.push({ kind: 'notice', text: 'The GM side is outnumbered by a full rack or more.' });
  } else if (behind !== null) {
    const pcs = all.filter((p) => p.side === behind && p.kind === 'pc');
    for (const p of pcs) changePlayerPoints(db, p.characterId!, 1, 'outnumbered', now);
    if (pcs.length > 0) {
      const who = nameList(pcs.map((p) => p.name));
      publicViews.push({ kind: 'notice', text: `Outnumbered by a full rack or more: ${who} ${pcs.length === 1 ? 'gains' : 'each gain'} 1 player point.` });
    }
  }
  appendEvent(db, conflict.id, 'rolling-started', { rack, behindSide: behind }, true, now);
  return fixed;
}
