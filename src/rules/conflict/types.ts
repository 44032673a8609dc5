// The conflict as one value (R3–R10): everything a move may read or change lives here, so a move is
// a pure function of it. Pools sit on participants; only view.ts decides who may see one.
import type { Face } from '../dice';
import type { GearMode } from '../draw';
import type { GoalDefinition } from '../goals';
import type { RefusalCode } from './codes';

export type Phase = 'setup' | 'rolling' | 'exchanges' | 'ended';
export type SideNo = 0 | 1;
export type EndReason = 'ran-out' | 'agreed' | 'gm' | 'escape';

export interface ConflictHouseRules {
  trailingTie: 'discard' | 'war';
  unmatched: 'pair' | 'reroll';
  strictTurns: boolean;
  gmSeesPools: boolean;
  /**
   * R4.1: minutes after which, everyone having rolled and nobody having joined, anyone in the
   * conflict may begin the exchanges; null: only the GM or the initiator begins them.
   */
  setupWait?: number | null;
}

export interface ConflictGear {
  name: string;
  /** A skill path (`Field: Focus: Specialty`). */
  skill: string;
  quality: number;
  mode: GearMode;
  /** R2.4: a skill path its user must hold for the gear to give anything. */
  needs?: string | null;
  /** R9.1: goals the GM wrote on this gear, with their price in books. */
  goals?: { name: string; books: number }[];
}

export type OutReason = 'knocked-out' | 'escaped';

export interface Participant {
  name: string;
  side: SideNo;
  /** A player character, or the GM's side (its NPCs share one pool, R3.3). */
  kind: 'pc' | 'gm';
  /** Join order (R4.3 ties, default turn order). */
  seq: number;
  /** Lifestyle count (R3.3 rack size). */
  level: number;
  skills: string[];
  gear: ConflictGear[];
  pool: Face[];
  rolled: boolean;
  /** Dice drawn before rolling (R3.4). */
  drawn: number;
  books: number;
  /** Player points for a PC; Murphy points for the GM (R10). */
  points: number;
  /**
   * R10.3, for the GM side: the Murphy points among `points` that a character begged for and owes,
   * by that character's name (absent in older documents: none owed).
   */
  owed?: { name: string; points: number }[];
  circumstances: number;
  /** Follow-up dice brought in from an earlier conflict (R8.2). */
  followUpIn: number;
  out: OutReason | null;
  /**
   * R4.5: for one knocked out, how many leads had been made when it fell: its last chance to spend
   * books lasts until the next lead.
   */
  lastChance: number | null;
  /** R4.5: the one purchase step of its last chance is used (absent in older documents: not used). */
  lastChanceUsed?: boolean;
  /** R3.5: the round in which it last drew action dice. */
  actionRound: number | null;
  /** R7.3: skills whose charts it may buy from after winning fly dice. */
  flySkills: string[];
  /** R9.2: the exchange step of its last purchase or gift. */
  purchaseStep: number | null;
  /** The sealed fingerprint of the rolled pool, made outside the rules (public; checked at the end). */
  commitment: string | null;
  /** Set when the conflict ends (R8.1, R8.2, R8.4). */
  leftover: number | null;
  leftoverBooks: number;
  followUpDice: number;
}

export interface Npc {
  name: string;
  /** A gang of about this many nameless people: scale 1 for ~10–15 (R9.3). */
  gang: number | null;
  /** A nameless NPC: a target with no rack (R3.3). */
  mook: boolean;
  /** R3.3, R10.1: a mook the GM spent a session rack on fights with the GM pool from then on. */
  armed: boolean;
  out: OutReason | 'dead' | null;
}

export interface PendingExchange {
  no: number;
  actor: string;
  /** The participant who answers (for an NPC target, the GM side). */
  target: string;
  /** The NPC aimed at, when the GM side is targeted through one. */
  targetNpc: string | null;
  /** The NPC the GM side leads through (its first standing one unless named); absent in older documents. */
  actorNpc?: string | null;
  actorAction: string;
  actorDice: Face[];
  risky: boolean;
  disputedBy: string | null;
  targetAction: string | null;
  targetDice: Face[] | null;
  warActor: Face[];
  warTarget: Face[];
  /** Sides that still owe a war die (R5.4 `trailing-tie: war`). */
  warNeeds: ('actor' | 'target')[];
  /** R2.4: participants that used resist gear against this exchange. */
  resisted: string[];
}

export interface Initiative {
  status: 'open' | 'closed';
  bids: Record<string, Face[]>;
  passed: string[];
  /** R4.3: GM-pool dice added to one character's bid. */
  gmDice: { for: string; dice: Face[] } | null;
  order: string[];
}

export type OfferKind = 'proposal' | 'counter' | 'only-if';
export type OfferStatus = 'open' | 'countered' | 'refused' | 'settled';

export interface Offer {
  id: number;
  kind: OfferKind;
  /** Who may buy the goal once settled, and against whom. */
  buyer: string;
  against: string;
  /** Who wrote this link (a counter is written by the target of the proposal). */
  author: string;
  /** Who must answer it. */
  answerer: string;
  goal: string;
  price: number;
  /** The link this one answers (counter or only-if). */
  parent: number | null;
  status: OfferStatus;
}

export type EffectKind = 'wound' | 'scar' | 'cripple' | 'knocked-out' | 'dead' | 'escaped' | 'reputation' | 'text';

export interface Effect {
  target: string;
  kind: EffectKind;
  goal: string;
  by: string;
  price: number;
}

export interface Purchase {
  step: number;
  buyer: string;
  goal: string;
  target: string;
  price: number;
  books: number;
  points: number;
}

export interface ConflictState {
  phase: Phase;
  primary: string;
  secondary: string | null;
  /** The side that started the conflict; the other side picks the secondary (R3.1). */
  initiatorSide: SideNo;
  houseRules: ConflictHouseRules;
  /** R3.3: a campaign may fix the rack size; otherwise the highest PC level. */
  fixedRack: number | null;
  /**
   * R3.3: the rack size settled when the exchanges began (absent before, and in older documents,
   * whose first roll fixed `fixedRack` instead).
   */
  settledRack?: number | null;
  /**
   * R3.3: the dice rolled so far for the GM side's racks, to top them up to the settled size when
   * the exchanges begin. Set at the first roll; absent in documents whose first roll came before
   * this field (their rack was fixed and R3.4 paid at that roll, so nothing is done again).
   */
  rackDice?: number;
  /** R9.4: the campaign's own goal chart, or null for the default one. */
  goalChart?: GoalDefinition[] | null;
  budgetRacks: number;
  participants: Participant[];
  npcs: Npc[];
  /** R3.5 rounds: a round ends when everyone holding dice has led once (or the GM says so). */
  round: number;
  ledThisRound: string[];
  /** R4.3: the default order reverses direction at each end of the line. */
  direction: 1 | -1;
  /** Resolved exchanges so far: the step counter of R9.2. */
  exchanges: number;
  /** The highest exchange number given so far, withdrawn leads included (numbers are never reused). */
  numbered: number;
  pending: PendingExchange | null;
  initiative: Initiative | null;
  offers: Offer[];
  effects: Effect[];
  purchases: Purchase[];
  endReason: EndReason | null;
  /** R8.4: who took it on the chin. */
  chin: string | null;
  /** R4.6: the participants whose players asked to end the conflict by agreement. */
  endAsked: string[];
  /** R8.2: who was told, once this conflict ended, that a follow-up would drop its unspent books. */
  booksWarned: string[];
  suggestedLeader: string | null;
  /**
   * R5.2: the target of the last lead had no dice, so the rules answered for it with none; an
   * explicit empty answer from it right after is accepted and changes nothing.
   */
  answeredEmpty: { no: number; target: string } | null;
  /** Dice that entered and left the pools (rolled in, spent, captured…): held = added − removed. */
  tally: { added: number; removed: number };
}

/** Who makes a move: a participant's name, or the GM (GM_ACTOR or the GM side's name). */
export type Actor = string;
export const GM_ACTOR = 'GM';
/** Someone outside the conflict: no participant's or NPC's name can hold a `~` (names.ts). */
export const OUTSIDER: Actor = '~';

export interface Refusal {
  code: RefusalCode;
  /** One plain sentence for the player (R14.1); never a rule number. */
  message: string;
}

/** What a participant's draw is made of, for its own eyes: R3.2 for a PC, R3.3 for the GM side. */
export type DrawParts =
  | { kind: 'pc'; primary: number; secondary: number; gear: number; circumstances: number; followUp: number }
  | { kind: 'gm'; rack: number; npcRacks: number; budgetRacks: number; circumstances: number; followUp: number };
