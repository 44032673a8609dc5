// Initiative bidding (R4.3): secret bids from the pool (spent), raised until everyone passes; the GM
// may add GM-pool dice to one character's bid; the highest total leads, ties by join order.
import { emit, type Handler, type Run } from './handler';
import {
  actorParticipant,
  gmSide,
  isGmActor,
  isOutOfDice,
  isRefusal,
  ownParticipantStillIn,
  poolHolds,
  refusal,
  removeDice,
  same,
  targetOf,
  unknownName,
  validFaces,
} from './state';
import type { ConflictState, Initiative, Participant, Refusal } from './types';
import { conflictMessages } from './messages';

function bidding(s: ConflictState): Initiative | Refusal {
  return s.initiative?.status === 'open'
    ? s.initiative
    : refusal('initiative/closed', conflictMessages.nobodyBiddingInitiativeRightNow);
}

const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);

export const initiativeOpen: Handler<'initiative-open'> = {
  check(s, _m, actor) {
    if (!isGmActor(s, actor)) return refusal('auth/not-gm', conflictMessages.onlyGmCanOpenInitiativeBidding);
    if (s.phase !== 'exchanges')
      return refusal('conflict/wrong-phase', conflictMessages.initiativeBidOnceEveryoneRolled);
    if (s.exchanges > 0 || s.pending || s.initiative)
      return refusal('initiative/once', conflictMessages.initiativeCanOnlyBidOnceBefore);
    return null;
  },
  run(r) {
    r.s.initiative = { status: 'open', bids: {}, passed: [], gmDice: null, order: [] };
    emit(r, 'initiative-opened', {});
  },
};

/** The open bidding and the actor's bidder in it, or why the actor may not bid or pass now (R4.3). */
function biddingTurn(s: ConflictState, actor: string): { ini: Initiative; me: Participant } | Refusal {
  const ini = bidding(s);
  if (isRefusal(ini)) return ini;
  const me = ownParticipantStillIn(s, actor);
  return isRefusal(me) ? me : { ini, me };
}

export const bid: Handler<'bid'> = {
  check(s, m, actor) {
    const turn = biddingTurn(s, actor);
    if (isRefusal(turn)) return turn;
    const { me } = turn;
    if (!validFaces(m.dice) || m.dice.length === 0)
      return refusal('initiative/bad-bid', conflictMessages.bidLeastOneDiePoolPass);
    return poolHolds(me.pool, m.dice) ? null : refusal('pool/not-in-pool', conflictMessages.poolDoesNotHoldThoseDice);
  },
  run(r, m) {
    const ini = r.s.initiative!;
    const me = actorParticipant(r.s, r.actor)!;
    removeDice(me, m.dice);
    r.s.tally.removed += m.dice.length;
    ini.bids[me.name] = [...(ini.bids[me.name] ?? []), ...m.dice];
    // A raise gives everyone who passed a chance to answer it.
    ini.passed = [];
    emit(r, 'bid', { name: me.name });
    emit(r, 'bid-dice', { dice: [...m.dice], bid: ini.bids[me.name] }, { participant: me.name });
  },
};

export const pass: Handler<'pass'> = {
  check(s, _m, actor) {
    const turn = biddingTurn(s, actor);
    if (isRefusal(turn)) return turn;
    const { ini, me } = turn;
    return ini.passed.includes(me.name)
      ? refusal('initiative/passed', conflictMessages.nameAlreadyPassed(me.name))
      : null;
  },
  run(r) {
    const ini = r.s.initiative!;
    const me = actorParticipant(r.s, r.actor)!;
    ini.passed.push(me.name);
    emit(r, 'passed', { name: me.name });
    if (r.s.participants.filter((p) => !p.out).every((p) => ini.passed.includes(p.name))) closeBidding(r);
  },
};

export const gmBid: Handler<'gm-bid'> = {
  check(s, m, actor) {
    if (!isGmActor(s, actor)) return refusal('auth/not-gm', conflictMessages.onlyGmCanAddGmDice);
    const ini = bidding(s);
    if (isRefusal(ini)) return ini;
    const t = targetOf(s, m.for);
    if (!t) return unknownName('initiative/unknown', m.for);
    if (ini.gmDice && !same(ini.gmDice.for, m.for))
      return refusal('initiative/one-character', conflictMessages.gmDiceAlreadyBackForWhom(ini.gmDice.for));
    const gm = gmSide(s);
    if (!gm) return refusal('conflict/no-gm-side', conflictMessages.gmSideNoPoolInConflict);
    if (!validFaces(m.dice) || m.dice.length === 0)
      return refusal('initiative/bad-bid', conflictMessages.addLeastOneDieGmPool);
    return poolHolds(gm.pool, m.dice) ? null : refusal('pool/not-in-pool', conflictMessages.gmPoolDoesNotHoldThose);
  },
  run(r, m) {
    const ini = r.s.initiative!;
    const gm = gmSide(r.s)!;
    const t = targetOf(r.s, m.for)!;
    removeDice(gm, m.dice);
    r.s.tally.removed += m.dice.length;
    ini.gmDice = { for: t.npc?.name ?? t.participant.name, dice: [...(ini.gmDice?.dice ?? []), ...m.dice] };
    ini.passed = [];
    emit(r, 'gm-bid', { for: ini.gmDice.for });
    emit(r, 'gm-bid-dice', { for: ini.gmDice.for, dice: [...m.dice] }, 'gm');
  },
};

export const initiativeClose: Handler<'initiative-close'> = {
  check(s, _m, actor) {
    if (!isGmActor(s, actor)) return refusal('auth/not-gm', conflictMessages.onlyGmCanCloseBidding);
    const ini = bidding(s);
    return isRefusal(ini) ? ini : null;
  },
  run(r) {
    closeBidding(r);
  },
};

/** Reveals the totals; the highest goes first, ties by join order. */
function closeBidding(r: Run): void {
  const s = r.s;
  const ini = s.initiative!;
  const backed = ini.gmDice ? targetOf(s, ini.gmDice.for)?.participant.name : undefined;
  const total = (p: Participant) => sum(ini.bids[p.name] ?? []) + (backed === p.name ? sum(ini.gmDice!.dice) : 0);
  const ordered = [...s.participants].sort((a, b) => total(b) - total(a) || a.seq - b.seq);
  ini.status = 'closed';
  ini.order = ordered.map((p) => p.name);
  s.suggestedLeader = ordered.find((p) => !isOutOfDice(p))?.name ?? null;
  emit(r, 'initiative', { order: ini.order, totals: ordered.map((p) => ({ name: p.name, total: total(p) })) });
}

/** May this actor bid or pass now? (The bid menu asks before it opens.) */
export function mayBid(s: ConflictState, actor: string): Refusal | null {
  const turn = biddingTurn(s, actor);
  return isRefusal(turn) ? turn : null;
}
