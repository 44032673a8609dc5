// A deep copy of the conflict value for apply, written out by hand: structuredClone walks every
// value generically and was the largest single cost of a move, measured with the exchange bench.
// Every mutable part is copied; only the campaign's goal chart is shared, since no move changes it.
import type { ConflictGear, ConflictState, Initiative, Participant, PendingExchange } from './types';

export function copyState(s: ConflictState): ConflictState {
  const copy: ConflictState = {
    ...s,
    houseRules: { ...s.houseRules },
    participants: s.participants.map(copyParticipant),
    npcs: s.npcs.map((n) => ({ ...n })),
    ledThisRound: [...s.ledThisRound],
    endAsked: [...s.endAsked],
    booksWarned: [...s.booksWarned],
    pending: s.pending && copyPending(s.pending),
    initiative: s.initiative && copyInitiative(s.initiative),
    offers: s.offers.map((o) => ({ ...o })),
    effects: s.effects.map((e) => ({ ...e })),
    purchases: s.purchases.map((p) => ({ ...p })),
    answeredEmpty: s.answeredEmpty && { ...s.answeredEmpty },
    tally: { ...s.tally },
  };
  return copy;
}

function copyParticipant(p: Participant): Participant {
  return {
    ...p,
    skills: [...p.skills],
    gear: p.gear.map(copyGear),
    pool: [...p.pool],
    flySkills: [...p.flySkills],
  };
}

/** A gear entry and the goals written on it (a follow-up carries gear too). */
export function copyGear(g: ConflictGear): ConflictGear {
  return g.goals ? { ...g, goals: g.goals.map((x) => ({ ...x })) } : { ...g };
}

function copyPending(p: PendingExchange): PendingExchange {
  return {
    ...p,
    actorDice: [...p.actorDice],
    targetDice: p.targetDice && [...p.targetDice],
    warActor: [...p.warActor],
    warTarget: [...p.warTarget],
    warNeeds: [...p.warNeeds],
    resisted: [...p.resisted],
  };
}

function copyInitiative(i: Initiative): Initiative {
  return {
    ...i,
    // fromEntries defines each key as data, so even a participant called "__proto__" stays a bid.
    bids: Object.fromEntries(Object.entries(i.bids).map(([name, dice]) => [name, [...dice]])),
    passed: [...i.passed],
    gmDice: i.gmDice && { for: i.gmDice.for, dice: [...i.gmDice.dice] },
    order: [...i.order],
  };
}
