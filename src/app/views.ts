import type { ExchangeStep, Face } from '../rules';
import type { PublicConflictView } from '../rules/conflict';
import type { Safe } from './text/safe-text';

// Views are what use cases hand to the Discord layer. Public views go to the channel; they are
// built only from the types below, none of which can hold a pool (R13.1).

/**
 * The conflict as everyone sees it: the machine's public view (R13.1: no pool, no pool size), plus
 * what is not rules state. Being a public view, it cannot carry a participant's or the GM's view.
 */
export interface PublicConflict extends PublicConflictView {
  id: number;
  houseRules: Record<string, string>;
  /** R9.5: circumstance dice that effects on the sheets offer, for the GM to grant during set-up. */
  circumstanceOffers: string[];
  /** When the pending exchange was led (ISO time, from its stored row). */
  pendingSince: string | null;
}

export interface PublicExchangeResult {
  conflictId: number;
  no: number;
  actor: string;
  /** The character led against (an NPC for the GM side); `targetSide` is whose books it won. */
  target: string;
  targetSide?: string;
  actorAction: string;
  targetAction: string;
  risky: boolean;
  /** The pushed dice, revealed once resolved (R5.7, R13.2). */
  actorDice: Face[];
  targetDice: Face[];
  actorWar: Face[];
  targetWar: Face[];
  steps: ExchangeStep[];
  actorBooksWon: number;
  targetBooksWon: number;
  actorBooks: number;
  targetBooks: number;
  /** How many dice went back to be rerolled (house rule unmatched: reroll); the new faces stay secret. */
  rerolled: { actor: number; target: number };
  suggestedLeader: string | null;
}

export interface PublicEnding {
  conflictId: number;
  reason: 'ran-out' | 'agreed' | 'gm' | 'escape';
  /** R8.1: books from leftovers when someone ran out; else follow-up dice carried (R8.2). */
  participants: { name: string; books: number; leftoverBooks: number; followUpDice: number }[];
}

export interface CharacterSheet {
  name: string;
  owner: string;
  level: number;
  /** Each skill with the lifestyles that granted it (R2.3); `own` when the player added it. */
  skills: { text: string; own: boolean; from: string[] }[];
  lifestyles: { name: string; habits: string; contacts: string[]; memento: string }[];
  gear: { name: string; quality: number; mode: string; skill: string; pmp: number; from: string | null }[];
  effects: { kind: string; text: string; causedBy: string | null; permanent: boolean }[];
  /** R2.5: the characters and NPCs it names as friends. */
  friends: string[];
}

export interface CampaignSummary {
  name: string;
  gm: string;
  coGms: string[];
  rackSize: number | null;
  houseRules: Record<string, string>;
  characters: { name: string; owner: string }[];
  npcs: { name: string; level: number; gangSize: number | null }[];
  sessionOpen: boolean;
  racksLeft: number | null;
}

export type PublicView =
  // `pings`: the users this notice may ping, named by the use case (never read from the text).
  // `closesExchange`: the exchange this notice ends without a result (a lead withdrawn).
  | { kind: 'notice'; text: Safe; pings?: string[]; closesExchange?: { conflictId: number; no: number } }
  | { kind: 'campaign'; campaign: CampaignSummary }
  /** `ready`: the builder's Done announced it, so a conflict may start from it. */
  | { kind: 'character'; sheet: CharacterSheet; ready?: true }
  // `call`: the users the headline calls to act (a follow-up begun): the table is posted anew, pinging them.
  | { kind: 'conflict'; conflict: PublicConflict; headline?: Safe; call?: string[] }
  | {
      kind: 'exchange-led';
      conflictId: number;
      no: number;
      actor: string;
      target: string;
      targetUserId: string;
      action: string;
      dice: number;
      risky: boolean;
    }
  | { kind: 'exchange-resolved'; result: PublicExchangeResult }
  // Points toward a goal stay private (R13.3): the public part shows the price, not how it was paid.
  // `booksLeft` is null when points paid part of the price: price and books left never stand together then.
  // `buyer` is who acts (an NPC for the GM side); `payer` the participant whose books paid.
  | {
      kind: 'goal-bought';
      buyer: string;
      payer?: string;
      goal: string;
      target: string;
      price: number;
      effect: string | null;
      booksLeft: number | null;
    }
  // `toUserId`: who plays the receiver, called to spend them.
  | {
      kind: 'books-given';
      from: string;
      to: string;
      amount: number;
      fromBooks: number;
      toBooks: number;
      toUserId?: string;
    }
  | { kind: 'conflict-ended'; ending: PublicEnding }
  // A character a goal just took out of the conflict (R4.5, R9.6), told when it happens.
  // `lastChance`: the user whose participant was knocked out, called to its last purchase step.
  | {
      kind: 'taken-out';
      conflictId: number;
      name: string;
      how: 'knocked-out' | 'escaped' | 'dead';
      lastChance?: string;
    }
  | {
      kind: 'goal-offer';
      conflictId: number;
      offerId: number;
      offerKind: 'proposal' | 'counter' | 'only-if';
      by: string;
      from: string;
      to: string;
      answererUserId: string;
      text: string;
      price: number;
      answers: string | null;
    }
  // `offered`: the goal chart of this conflict, base prices (for one person).
  | {
      kind: 'goal-list';
      conflictId: number;
      offered: { name: string; detail?: string; price: number }[];
      settled: NegotiatedGoal[];
      open: NegotiatedGoal[];
    }
  | { kind: 'initiative'; conflictId: number; order: string[]; bids: { name: string; dice: Face[]; total: number }[] }
  | { kind: 'fly-result'; conflictId: number; deviator: string; opponent: string; skill: string; winner: string | null }
  | { kind: 'war-waiting'; conflictId: number; no: number; stake: Face[]; needs: { name: string; userId: string }[] }
  | { kind: 'end-vote'; conflictId: number; agreed: string[]; waiting: { name: string; userId: string }[] }
  | { kind: 'recap'; recap: Recap };

export interface NegotiatedGoal {
  id: number;
  from: string;
  to: string;
  text: string;
  price: number;
  status: string;
}

/** The story of a conflict, public once it has ended (pools revealed with their salts). */
export interface Recap {
  conflictId: number;
  primary: string;
  secondary: string | null;
  endReason: string | null;
  exchanges: {
    no: number;
    actor: string;
    target: string;
    actorAction: string;
    targetAction: string | null;
    actorDice: Face[];
    targetDice: Face[];
    actorBooks: number;
    targetBooks: number;
    status: string;
  }[];
  purchases: { buyer: string; goal: string; target: string; price: number }[];
  /** What else happened, in order, from the public log: the risky and disputed leads, wars, fly… */
  moments: RecapMoment[];
  participants: { name: string; books: number; knockedOut: boolean }[];
  /** Revealed only once the conflict has ended (fairness, see /conflict verify). */
  reveals: { name: string; revealedRoll: Face[]; revealedPool: Face[]; salt: string; commitment: string }[];
}

/** One public happening of a conflict besides its exchanges' dice, as the recap tells it. */
export type RecapMoment =
  | { kind: 'risky'; no: number; by: string }
  | { kind: 'disputed'; no: number; by: string }
  | { kind: 'resisted'; no: number; by: string; gear: string }
  | { kind: 'war-die'; no: number; by: string }
  | { kind: 'withdrawn'; no: number }
  | { kind: 'fly'; by: string; against: string; skill: string; winner: string | null }
  | { kind: 'gift'; from: string; to: string; books: number }
  | { kind: 'out'; name: string; how: 'knocked out' | 'escaped' }
  | { kind: 'chin'; by: string };

export interface PrivatePool {
  conflictId: number;
  participant: string;
  pool: Face[];
  books: number;
  /** What happened to the pool, in a sentence (e.g. "You rolled 7 dice."). */
  note?: string;
  /** Raw faces of the last roll (R1.3), when one just happened. */
  rolled?: Face[];
}

export type PrivateView =
  | { kind: 'notice'; text: Safe }
  | { kind: 'pool'; pool: PrivatePool }
  | {
      kind: 'murphy';
      balance: number;
      log: { delta: number; balance: number; reason: string; narration: string | null; at: string }[];
      /** R10.3: begged points each character owes, to be cashed in when the GM chooses. */
      owed: { name: string; points: number }[];
    }
  | { kind: 'points'; characters: { name: string; points: number; restricted: { skill: string; amount: number }[] }[] }
  | {
      kind: 'confirm-push';
      conflictId: number;
      target: string;
      dice: Face[];
      poolSize: number;
      risky: boolean;
      action: string;
      /** The GM side's NPC named to lead, as the conflict spells it (null: none named). */
      npc: string | null;
    }
  | { kind: 'document'; name: string; text: string };

/** The result of a use case: public messages for the channel and private ones per Discord user. */
export interface Outcome {
  public: PublicView[];
  private: Record<string, PrivateView[]>;
  /** Set when the same interaction id was already handled: the stored outcome, not run again. */
  replayed?: boolean;
}

export function outcome(publicViews: PublicView[], privateViews: Record<string, PrivateView[]> = {}): Outcome {
  return { public: publicViews, private: privateViews };
}

export const privately = (userId: string, ...views: PrivateView[]): Outcome => ({
  public: [],
  private: { [userId]: views },
});

// Compile-time guard: no public view may have a field that could carry a pool.
// Index-signature keys (house rules) are skipped so they cannot hide a literal key.
type Keys<T> = T extends readonly (infer U)[]
  ? Keys<U>
  : T extends object
    ? { [K in keyof T]-?: (string extends K ? never : K) | Keys<T[K]> }[keyof T]
    : never;
type Forbidden = 'pool' | 'poolSize' | 'rolled';
type AssertNoPool<T> = Extract<Keys<T>, Forbidden> extends never ? true : never;
/** @public */
export const publicViewsHaveNoPool: AssertNoPool<PublicView> = true;

// And a public conflict holds no list of dice at all, whatever its key: dice become public only in
// an exchange's result (R13.2), never while a pool or a pending exchange still hides them.
type FaceLists<T> = T extends readonly (infer U)[]
  ? [U] extends [Face]
    ? true
    : FaceLists<U>
  : T extends object
    ? { [K in keyof T]-?: FaceLists<T[K]> }[keyof T]
    : never;
type AssertNoDice<T> = [FaceLists<T>] extends [never] ? true : never;
/** @public */
export const publicConflictHoldsNoDice: AssertNoDice<PublicConflict> = true;
