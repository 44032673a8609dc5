// What the machine tells after a move: one shape per event type, and who may hear it (R13). A
// reader narrows on `type` and gets that event's fields; `emit` refuses a field the type lacks.
import type { Face } from '../dice';
import type { ExchangeResult } from '../exchange';
import type { DrawParts, EffectKind, EndReason, OfferKind, SideNo } from './types';

/** Told to everyone. */
type All = 'all';
/** Told to the GM alone. */
type Gm = 'gm';
/** Told to one participant alone (its rolled faces, its resist dice…). */
type One = { participant: string };

interface NameOnly {
  name: string;
}
interface Faces {
  faces: Face[];
}
interface Numbered {
  no: number;
}
interface Out {
  name: string;
  /** Whose pool closed with it, when one did (the replay that checks sealed pools reads it). */
  participant?: string;
}

/** An offer as its negotiation event records it (R4.2). */
export interface OfferFields {
  id: number;
  kind: OfferKind;
  by: string;
  to: string;
  buyer: string;
  against: string;
  goal: string;
  price: number;
  answers: number | null;
}

/** Each event type: its fields, and who may hear it. */
interface Shapes {
  joined: { to: All; data: { name: string; side: SideNo; gm: boolean } };
  'npc-added': { to: All; data: { name: string; gang: number | null; mook: boolean } };
  secondary: { to: All; data: { skill: string | null } };
  circumstance: { to: All; data: { for: string; dice: number } };
  rack: { to: Gm; data: { racks: number } };
  'rack-rolled': { to: One; data: { name: string; size: number; rolled: Face[]; pool: Face[] } };
  'rolling-started': { to: All; data: { rack: number; behindSide: number | null } };
  /** R3.3, R3.4: the rack size settled when the exchanges began, and the side outnumbered then. */
  'rack-settled': { to: All; data: { rack: number; behindSide: number | null } };
  outnumbered: { to: All; data: { side: number; names: string[] } };
  rolled: { to: All; data: { name: string; commitment: string | null } };
  'rolled-faces': { to: One; data: { name: string; drawn: number; draw: DrawParts; rolled: Face[]; pool: Face[] } };
  'exchanges-open': { to: All; data: { suggestedLeader: string | null } };
  /** R4.1: the secondary dice of one who rolled before the secondary skill was set. */
  'secondary-faces': { to: One; data: { name: string; rolled: Face[]; pool: Face[] } };
  'initiative-opened': { to: All; data: Record<string, never> };
  bid: { to: All; data: NameOnly };
  'bid-dice': { to: One; data: { dice: Face[]; bid: Face[] | undefined } };
  passed: { to: All; data: NameOnly };
  'gm-bid': { to: All; data: { for: string } };
  'gm-bid-dice': { to: Gm; data: { for: string; dice: Face[] } };
  initiative: { to: All; data: { order: string[]; totals: { name: string; total: number }[] } };
  'goal-offer': { to: All; data: OfferFields };
  'goal-settled': { to: All; data: { by: string; offers: number[] } };
  'goal-refused': { to: All; data: { by: string; offer: number } };
  fly: { to: All; data: { by: string; against: string; skill: string; winner: string | null; gained: number } };
  'fly-roll': { to: One | Gm; data: NameOnly & Faces };
  'fly-gained': { to: One; data: NameOnly & Faces };
  lead: {
    to: All;
    /** `actorNpc`: the NPC the GM side led through, when it has one. */
    data: {
      no: number;
      actor: string;
      target: string;
      count: number;
      risky: boolean;
      action: string;
      actorNpc?: string | null;
    };
  };
  pushed: { to: One; data: Numbered & { dice: Face[] } };
  disputed: { to: All; data: Numbered & { by: string | null } };
  'war-die': { to: All; data: Numbered & { by: string } };
  'war-waiting': { to: All; data: Numbered & { needs: string[]; stake: Face[] } };
  'exchange-cancelled': { to: All; data: Numbered };
  'exchange-resolved': {
    to: All;
    data: Numbered & {
      actor: string;
      /** The NPC the GM side led through, when it has one. */
      actorNpc?: string | null;
      /** The NPC aimed at, or the participant. */
      target: string;
      targetParticipant: string;
      actorAction: string;
      targetAction: string | null;
      risky: boolean;
      actorDice: Face[];
      targetDice: Face[] | null;
      actorBooks: number;
      targetBooks: number;
      rerolled: { actor: number; target: number };
      result: ExchangeResult;
    };
  };
  rerolled: { to: One; data: Faces };
  'action-dice': { to: All; data: { name: string; skill: string } };
  'action-faces': { to: One; data: Faces };
  resisted: { to: All; data: Numbered & { name: string; gear: string } };
  'resist-faces': { to: One; data: { rolled: Face[]; kept: Face[] } };
  round: { to: All; data: { round: number } };
  'goal-bought': {
    to: All;
    data: {
      buyer: string;
      goal: string;
      target: string;
      bearer: string;
      effect: EffectKind;
      price: number;
      /** Null when points paid part (R13.3: points stay between the buyer and the GM). */
      booksLeft: number | null;
      narration: string | null;
      people: number;
      placeScale: number;
      /** R9.3 zones between buyer and target, one book each (in `price`). */
      distance: number;
    };
  };
  'points-spent': {
    to: One | Gm;
    /** `owedBy`: for the GM, the Murphy points of this payment a character owed, and whose (R10.3). */
    data: {
      name: string;
      points: number;
      left: number;
      goal: string;
      owedBy?: { name: string; points: number } | null;
    };
  };
  'knocked-out': { to: All; data: Out };
  escaped: { to: All; data: Out };
  'book-given': { to: All; data: { from: string; to: string; books: number } };
  /** R10.3: points trained in a skill of this conflict, spent as books. */
  'trained-books': { to: All; data: { name: string; books: number } };
  leftover: { to: One; data: Faces };
  'conflict-ended': {
    to: All;
    data: {
      reason: EndReason;
      participants: { name: string; books: number; leftoverBooks: number; followUpDice: number }[];
    };
  };
  chin: { to: All; data: { name: string; followUps: { name: string; followUpDice: number }[] } };
  /** R8.2: these still hold books, which a follow-up would drop. */
  'books-warned': { to: All; data: { names: string[] } };
  /** R4.6: a player asked to end the conflict. */
  'end-asked': { to: All; data: { name: string } };
  /** R8.2: a follow-up's start; whose books were dropped, by name only (R13.3). */
  'follow-up': {
    to: All;
    data: {
      primary: string;
      secondary: string | null;
      chin: string | null;
      followUps: { name: string; followUpDice: number }[];
      booksDropped: string[];
    };
  };
}

export type EventType = keyof Shapes;
export type EventData<K extends EventType> = Shapes[K]['data'];
export type AudienceOf<K extends EventType> = Shapes[K]['to'];

/**
 * Something that happened. `to` names who may see it: everyone, the GM, or one participant
 * (rolled faces, resist dice). Only view code turns events into text.
 */
export type ConflictEvent = { [K in EventType]: { type: K; to: Shapes[K]['to']; data: Shapes[K]['data'] } }[EventType];

/** The event of one type. */
export type EventOf<K extends EventType> = Extract<ConflictEvent, { type: K }>;

/** Narrows to one type of event (for `find` and `filter`). */
export function isEvent<K extends EventType>(type: K): (e: ConflictEvent) => e is EventOf<K> {
  return (e): e is EventOf<K> => e.type === type;
}
