// Building a conflict value and reading it: who is who, who controls whom, who still stands.
import { type Face, sortHighToLow } from '../dice';
import { type GearForDraw, rackSize } from '../draw';
import { parseSkillPath } from '../skills';
import { echo } from '../echo';
import { isRuleError } from '../errors';
import type { GoalDefinition } from '../goals';
import type {
  Actor,
  ConflictGear,
  ConflictHouseRules,
  ConflictState,
  Npc,
  Participant,
  Refusal,
  SideNo,
} from './types';
import { GM_ACTOR } from './types';
import type { RefusalCode } from './codes';
import { conflictMessages } from './messages';

export const DEFAULT_HOUSE_RULES: ConflictHouseRules = {
  trailingTie: 'discard',
  unmatched: 'pair',
  strictTurns: false,
  gmSeesPools: false,
  setupWait: null,
};

export interface NewConflict {
  primary: string;
  secondary?: string | null;
  initiatorSide?: SideNo;
  houseRules?: Partial<ConflictHouseRules>;
  fixedRack?: number | null;
  goalChart?: GoalDefinition[] | null;
}

/** A conflict in set-up, nobody joined yet (R4.1). */
export function newConflict(c: NewConflict): ConflictState {
  return {
    phase: 'setup',
    primary: c.primary,
    secondary: c.secondary ?? null,
    initiatorSide: c.initiatorSide ?? 0,
    houseRules: { ...DEFAULT_HOUSE_RULES, ...c.houseRules },
    fixedRack: c.fixedRack ?? null,
    goalChart: c.goalChart ?? null,
    budgetRacks: 0,
    participants: [],
    npcs: [],
    round: 1,
    ledThisRound: [],
    direction: 1,
    exchanges: 0,
    numbered: 0,
    pending: null,
    initiative: null,
    offers: [],
    effects: [],
    purchases: [],
    endReason: null,
    chin: null,
    endAsked: [],
    booksWarned: [],
    suggestedLeader: null,
    answeredEmpty: null,
    tally: { added: 0, removed: 0 },
  };
}

export function blankParticipant(name: string, side: SideNo, kind: 'pc' | 'gm', seq: number): Participant {
  const p: Participant = {
    name,
    side,
    kind,
    seq,
    level: 6,
    skills: [],
    gear: [],
    pool: [],
    rolled: false,
    drawn: 0,
    books: 0,
    points: 0,
    circumstances: 0,
    followUpIn: 0,
    out: null,
    lastChance: null,
    actionRound: null,
    flySkills: [],
    purchaseStep: null,
    commitment: null,
    leftover: null,
    leftoverBooks: 0,
    followUpDice: 0,
  };
  // R10.3: the GM side's Murphy points begged by characters (none yet).
  if (kind === 'gm') p.owed = [];
  return p;
}

export function blankNpc(name: string, gang: number | null = null, mook = false): Npc {
  return { name, gang, mook, armed: false, out: null };
}

/** A name typed by a player that names nobody here: quoted back on one line (R14.1). */
export function unknownName(code: RefusalCode, name: string): Refusal {
  return refusal(code, conflictMessages.nobodyCalledNameInConflict(echo(name, 40)));
}

export const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function participant(s: ConflictState, name: string): Participant | undefined {
  return s.participants.find((p) => same(p.name, name));
}

export function gmSide(s: ConflictState): Participant | undefined {
  return s.participants.find((p) => p.kind === 'gm');
}

export function npc(s: ConflictState, name: string): Npc | undefined {
  return s.npcs.find((n) => same(n.name, name));
}

/** The GM acts under its own name, the GM side's, or any of its NPCs' (an NPC acts through the GM). */
export function isGmActor(s: ConflictState, actor: Actor): boolean {
  const gm = gmSide(s);
  return same(actor, GM_ACTOR) || (gm !== undefined && (same(actor, gm.name) || npc(s, actor) !== undefined));
}

/** The participant an actor plays: its own PC, or the GM side for the GM. */
export function actorParticipant(s: ConflictState, actor: Actor): Participant | undefined {
  const own = participant(s, actor);
  if (own) return own;
  return isGmActor(s, actor) ? gmSide(s) : undefined;
}

/**
 * R4.3: who started the conflict: the first seat of the side that started it (the GM side, for a
 * conflict the GM started), whatever seats the other side took before it.
 */
export function initiatorOf(s: ConflictState): Participant | undefined {
  return [...s.participants].sort((a, b) => a.seq - b.seq).find((p) => p.side === s.initiatorSide);
}

/** R4.1: the GM, or a player character on the side that started the conflict. */
export function isInitiatorOrGm(s: ConflictState, actor: Actor): boolean {
  const me = participant(s, actor);
  return (me !== undefined && me.kind === 'pc' && me.side === s.initiatorSide) || isGmActor(s, actor);
}

/** R8.2: the GM, or the player character who started the conflict (not others who joined its side). */
export function isStarterOrGm(s: ConflictState, actor: Actor): boolean {
  const me = participant(s, actor);
  return (me !== undefined && me.kind === 'pc' && me === initiatorOf(s)) || isGmActor(s, actor);
}

export function controls(s: ConflictState, actor: Actor, p: Participant): boolean {
  return p.kind === 'gm' ? isGmActor(s, actor) : same(actor, p.name);
}

/** Out of dice: empty pool, knocked out or gone (R4.5, R4.6). */
export function isOutOfDice(p: Participant): boolean {
  return p.out !== null || p.pool.length === 0;
}

/** R3.3: an NPC that fights with the GM pool: a named NPC, a gang, or a mook armed with a session rack. */
export function fights(n: Npc): boolean {
  return !n.mook || n.armed;
}

/**
 * R4.5: the GM side stands while any of its NPCs that fights does (a side with no NPCs listed stands
 * on its own); unarmed mooks have no dice by themselves and do not keep the GM pool.
 */
export function gmSideStands(s: ConflictState): boolean {
  return s.npcs.length === 0 || s.npcs.some((n) => n.out === null && fights(n));
}

/**
 * R3.3: the highest PC level, unless the campaign fixed it; once the exchanges began, the size
 * settled then.
 */
export function conflictRack(s: ConflictState): number {
  if (s.settledRack != null) return s.settledRack;
  return rackSize(
    s.participants.filter((p) => p.kind === 'pc').map((p) => p.level),
    s.fixedRack,
  );
}

/** The participant a target name reaches: a PC, or the GM side through one of its NPCs. */
export function targetOf(s: ConflictState, name: string): { participant: Participant; npc: Npc | null } | undefined {
  const p = participant(s, name);
  if (p) return { participant: p, npc: null };
  const n = npc(s, name);
  const gm = gmSide(s);
  return n && gm ? { participant: gm, npc: n } : undefined;
}

export function refusal(code: RefusalCode, message: string): Refusal {
  return { code, message };
}

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
}

/**
 * For a check: runs a rules helper that throws on what it cannot read (a skill path, a rack size
 * in the state) and answers with that rule error as a refusal, so a check never throws.
 */
export function orRefusal<T>(read: () => T): T | Refusal {
  try {
    return read();
  } catch (err) {
    if (isRuleError(err)) return refusal(err.code, err.message);
    throw err;
  }
}

/** The participant the actor plays (or the GM side, for the GM), or why it may not act here. */
export function ownParticipant(s: ConflictState, actor: Actor): Participant | Refusal {
  const me = actorParticipant(s, actor);
  return me && controls(s, actor, me) ? me : refusal('conflict/not-participant', conflictMessages.notInConflict);
}

/** The actor's own participant, when it is still in the conflict (not out of it), or why not. */
export function ownParticipantStillIn(s: ConflictState, actor: Actor): Participant | Refusal {
  const me = ownParticipant(s, actor);
  if (isRefusal(me)) return me;
  return me.out ? refusal('conflict/out', conflictMessages.nameOutConflict(me.name)) : me;
}

export function addDice(s: ConflictState, p: Participant, faces: readonly Face[]): void {
  p.pool = sortHighToLow([...p.pool, ...faces]);
  s.tally.added += faces.length;
}

/** Takes faces out of a pool; the caller has checked they are there. */
export function removeDice(p: Participant, faces: readonly Face[]): void {
  const rest = [...p.pool];
  for (const f of faces) rest.splice(rest.indexOf(f), 1);
  p.pool = rest;
}

/** True when every face is in the pool (as a multiset). */
export function poolHolds(pool: readonly Face[], faces: readonly Face[]): boolean {
  const rest = [...pool];
  for (const f of faces) {
    const at = rest.indexOf(f);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

export function validFaces(faces: unknown): faces is Face[] {
  return Array.isArray(faces) && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Join order with the initiator first (R4.3: a player who started the conflict sits first even when
 * the GM side was seated before its character joined), or the settled initiative order.
 */
export function turnOrder(s: ConflictState): Participant[] {
  const initiator = initiatorOf(s);
  const bySeq = [...s.participants].sort((a, b) => a.seq - b.seq);
  const seated = initiator ? [initiator, ...bySeq.filter((p) => p !== initiator)] : bySeq;
  const order = s.initiative?.status === 'closed' ? s.initiative.order : null;
  if (!order) return seated;
  return order.map((n) => participant(s, n)).filter((p): p is Participant => p !== undefined);
}

/** A sheet's gear as a draw reads it (R2.4: with the skill it may need). */
export function gearForDraw(g: ConflictGear): GearForDraw {
  return {
    skill: parseSkillPath(g.skill),
    quality: g.quality,
    mode: g.mode,
    needs: g.needs ? parseSkillPath(g.needs) : null,
  };
}
