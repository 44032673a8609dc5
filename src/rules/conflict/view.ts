// Who sees what (R13): the only road a pool takes out of the state. A public view has no pool field
// at all; a participant's view adds its own pool; the GM's view adds the GM pool (and, under the
// house rule gm-sees-pools, the players' pools).
import type { Face } from '../dice';
import { type SetupWaits, setupWaits } from './begin';
import { gmSide, participant, same } from './state';
import type { OfferFields } from './events';
import type { ConflictState, EffectKind, EndReason, Offer, OfferStatus, OutReason, Phase, SideNo } from './types';

export type Recipient = { kind: 'public' } | { kind: 'participant'; name: string } | { kind: 'gm' };

export interface PublicParticipant {
  name: string;
  side: SideNo;
  kind: 'pc' | 'gm';
  hasRolled: boolean;
  /** True while its pool still holds dice; never how many (R13.1). */
  hasDice: boolean;
  /** The sealed fingerprint of its pool: public, it reveals nothing until the salt is shown. */
  commitment: string | null;
  books: number;
  out: OutReason | null;
  leftoverBooks: number;
  followUpDice: number;
}

/** What every recipient sees. */
interface SharedView {
  phase: Phase;
  primary: string;
  secondary: string | null;
  round: number;
  exchanges: number;
  participants: PublicParticipant[];
  npcs: { name: string; gang: number | null; mook: boolean; out: string | null }[];
  /**
   * The exchange in progress: how many dice were pushed, never which (R13.2). `target` is the
   * character led against (an NPC for the GM side), `answerer` the participant who answers.
   */
  pending: {
    no: number;
    actor: string;
    /** The NPC the GM side leads through, when it leads. */
    actorNpc: string | null;
    target: string;
    answerer: string;
    count: number;
    risky: boolean;
    disputedBy: string | null;
    answered: boolean;
    /** Whether the answerer used resist gear against it already: once per exchange (R2.4). */
    resisted: boolean;
    warWaitingFor: string[];
  } | null;
  initiative: { status: 'open' | 'closed'; bidders: string[]; passed: string[]; order: string[] } | null;
  offers: (OfferFields & { status: OfferStatus })[];
  effects: { target: string; kind: EffectKind; goal: string; by: string }[];
  endReason: EndReason | null;
  chin: string | null;
  /** Only while the exchanges run. */
  suggestedLeader: string | null;
  /**
   * R4.1, only before the exchanges begin: what the set-up still waits for, and the player
   * characters who may begin it (besides the GM): those on the side that started the conflict.
   */
  setup: { waits: SetupWaits; initiators: string[] } | null;
}

/**
 * The public view. `me` and `gm` can never be set on it, so a participant's or the GM's view (which
 * carry pools) is not a public view to the type checker, even though it holds every public field.
 */
export interface PublicConflictView extends SharedView {
  me?: never;
  gm?: never;
}

/** `me` is null when the name plays no character in the conflict (it then sees what the public sees). */
export interface ParticipantView extends SharedView {
  me: { name: string; pool: Face[]; points: number; pushed: Face[]; bid: Face[] } | null;
}

export interface GmView extends SharedView {
  gm: {
    pool: Face[] | null;
    murphy: number;
    playerPoints: Record<string, number>;
    pushed: Face[];
    playerPools: Record<string, Face[]> | null;
  };
}

export function publicView(s: ConflictState): PublicConflictView {
  const p = s.pending;
  return {
    phase: s.phase,
    primary: s.primary,
    secondary: s.secondary,
    round: s.round,
    exchanges: s.exchanges,
    participants: s.participants.map((q) => ({
      name: q.name,
      side: q.side,
      kind: q.kind,
      hasRolled: q.rolled,
      hasDice: q.pool.length > 0,
      commitment: q.commitment,
      books: q.books,
      out: q.out,
      leftoverBooks: q.leftoverBooks,
      followUpDice: q.followUpDice,
    })),
    npcs: s.npcs.map((n) => ({ name: n.name, gang: n.gang, mook: n.mook, out: n.out })),
    pending: p
      ? {
          no: p.no,
          actor: p.actor,
          actorNpc: p.actorNpc ?? null,
          target: p.targetNpc ?? p.target,
          answerer: p.target,
          count: p.actorDice.length,
          risky: p.risky,
          disputedBy: p.disputedBy,
          answered: p.targetDice !== null,
          resisted: p.resisted.includes(p.target),
          warWaitingFor: p.warNeeds.map((sd) => (sd === 'actor' ? p.actor : p.target)),
        }
      : null,
    initiative: s.initiative
      ? {
          status: s.initiative.status,
          bidders: Object.keys(s.initiative.bids),
          passed: [...s.initiative.passed],
          order: [...s.initiative.order],
        }
      : null,
    offers: s.offers.map((o) => ({ ...offerFields(o), status: o.status })),
    effects: s.effects.map((e) => ({ target: e.target, kind: e.kind, goal: e.goal, by: e.by })),
    endReason: s.endReason,
    chin: s.chin,
    suggestedLeader: s.phase === 'exchanges' ? s.suggestedLeader : null,
    setup:
      s.phase === 'setup' || s.phase === 'rolling'
        ? {
            waits: setupWaits(s),
            initiators: s.participants.filter((q) => q.kind === 'pc' && q.side === s.initiatorSide).map((q) => q.name),
          }
        : null,
  };
}

/** An offer as the public sees it (R4.2), and as its negotiation event records it. */
export function offerFields(o: Offer): OfferFields {
  return {
    id: o.id,
    kind: o.kind,
    by: o.author,
    to: o.answerer,
    buyer: o.buyer,
    against: o.against,
    goal: o.goal,
    price: o.price,
    answers: o.parent,
  };
}

/** What one pending exchange's pushed dice are, for the side that pushed them. */
function pushedBy(s: ConflictState, name: string): Face[] {
  const p = s.pending;
  if (!p) return [];
  if (same(p.actor, name)) return [...p.actorDice, ...p.warActor];
  if (same(p.target, name)) return [...(p.targetDice ?? []), ...p.warTarget];
  return [];
}

/** Each recipient's view, typed by who it is for, so no caller needs to cast one. */
export function view(s: ConflictState, recipient: { kind: 'public' }): PublicConflictView;
export function view(s: ConflictState, recipient: { kind: 'participant'; name: string }): ParticipantView;
export function view(s: ConflictState, recipient: { kind: 'gm' }): GmView;
export function view(s: ConflictState, recipient: Recipient): PublicConflictView | ParticipantView | GmView {
  const base = publicView(s);
  if (recipient.kind === 'public') return base;
  if (recipient.kind === 'participant') return { ...base, me: participantPart(s, recipient.name) };
  return { ...base, gm: gmPart(s) };
}

/**
 * The pool in a recipient's own view (`view(s, recipient)`'s `me.pool` or `gm.pool`), without
 * building the rest of the view: a move's reply needs only that. Empty for the public.
 */
export function ownPoolIn(s: ConflictState, recipient: Recipient): Face[] {
  if (recipient.kind === 'public') return [];
  if (recipient.kind === 'participant') return participantPart(s, recipient.name)?.pool ?? [];
  return gmPart(s).pool ?? [];
}

function participantPart(s: ConflictState, name: string): ParticipantView['me'] {
  const me = participant(s, name);
  if (!me || me.kind === 'gm') return null;
  return {
    name: me.name,
    pool: [...me.pool],
    points: me.points,
    pushed: pushedBy(s, me.name),
    bid: [...(s.initiative?.bids[me.name] ?? [])],
  };
}

function gmPart(s: ConflictState): GmView['gm'] {
  const gm = gmSide(s);
  const pcs = s.participants.filter((q) => q.kind === 'pc');
  return {
    pool: gm ? [...gm.pool] : null,
    murphy: gm?.points ?? 0,
    playerPoints: Object.fromEntries(pcs.map((q) => [q.name, q.points])),
    pushed: gm ? pushedBy(s, gm.name) : [],
    playerPools: s.houseRules.gmSeesPools ? Object.fromEntries(pcs.map((q) => [q.name, [...q.pool]])) : null,
  };
}
