// A follow-up conflict (R8.2): the situation moves on and whoever still stands starts a new conflict
// in set-up, each bringing the follow-up dice its ended conflict left it (R8.1, R8.2, R8.4).
import { isRuleError } from '../errors';
import { followUpDice } from '../leftovers';
import { parseSkillPath } from '../skills';
import { copyGear } from './copy';
import { type Applied, emit, type Handler, NO_DICE, type Run } from './handler';
import { conflictMessages } from './messages';
import { blankNpc, blankParticipant, isStarterOrGm, newConflict, refusal } from './state';
import type { Actor, ConflictState, Npc, Participant, Refusal } from './types';

export interface FollowUpInput {
  primary: string;
  secondary?: string | null;
}

/**
 * R8.2: books do not carry into a follow-up. Whoever still holds books when it starts loses them
 * (but for those its leftover dice paired into and that come back as dice, `carriedDice`): ask
 * this before starting, to tell each holder (privately; they may still spend them); the start
 * names them again.
 */
/**
 * R8.2: tells those who still hold books that a follow-up will drop them (a move on the ended
 * conflict, by the GM or the initiator, who are the ones who may start the follow-up).
 */
export const warnBooks: Handler<'warn-books'> = {
  check(s, _m, actor) {
    return mayFollowUp(s, actor);
  },
  run(r) {
    const holders = unspentBooks(r.s).map((u) => u.name);
    r.s.booksWarned = holders;
    emit(r, 'books-warned', { names: holders });
  },
};

export function unspentBooks(ended: ConflictState): { name: string; books: number }[] {
  return ended.participants
    .map((p) => ({ name: p.name, books: p.books - unspentPaired(ended, p) }))
    .filter((u) => u.books > 0);
}

/** The books its leftover dice paired into that it still holds (spent books are taken from the others first). */
function unspentPaired(ended: ConflictState, p: Participant): number {
  return pairedOnEnd(ended, p) ? Math.min(p.leftoverBooks, p.books) : 0;
}

/** R8.1: its leftover dice paired into books when the conflict ended (no chin undid it). */
function pairedOnEnd(ended: ConflictState, p: Participant): boolean {
  return ended.endReason === 'ran-out' && ended.chin === null && p.out !== 'escaped';
}

/**
 * The follow-up dice a participant brings. Leftovers that paired into books may be carried
 * instead (seed: the leftover dice "could be used as books", or kept "in a follow up conflict
 * instead"): the leftover dice whose books are unspent (two for each book spent are gone) come
 * back at the R8.2 rate, ⌈n/2⌉ (5 → 3, 1 → 1: the odd die that paired into nothing counts too),
 * those books taken back. Otherwise what the ended conflict left it (R8.2, or a chin's numbers, R8.4).
 */
function carriedDice(ended: ConflictState, p: Participant): number {
  if (!pairedOnEnd(ended, p)) return p.followUpDice;
  const spent = p.leftoverBooks - unspentPaired(ended, p);
  return followUpDice(Math.max(0, (p.leftover ?? 0) - 2 * spent));
}

/**
 * R8.2: the GM or the initiator starts the follow-up of an ended conflict. It keeps who still
 * stands (R4.5: not a knocked-out PC; R9.6, R8.1: an escaped one comes back with its dice), in the
 * same order, each with `followUpIn` = the ended conflict's `followUpDice` (⌈leftover/2⌉, or what a
 * chin left, R8.4), and nothing else from that conflict: no books, pools, circumstances or goals.
 */
export function followUp(ended: ConflictState, input: FollowUpInput, actor: Actor): Applied {
  const no =
    mayFollowUp(ended, actor) ?? unwarned(ended) ?? badSkill(input.primary) ?? badSkill(input.secondary ?? null);
  if (no) return { ok: false, refusal: no };
  const s = newConflict({
    primary: parseSkillPath(input.primary).text,
    secondary: input.secondary == null ? null : parseSkillPath(input.secondary).text,
    initiatorSide: ended.initiatorSide,
    houseRules: ended.houseRules,
    fixedRack: ended.fixedRack,
    goalChart: ended.goalChart ?? null,
  });
  s.npcs = ended.npcs.filter(standsOn).map((n) => blankNpc(n.name, n.gang, n.mook));
  s.participants = [...ended.participants]
    .sort((a, b) => a.seq - b.seq)
    .filter((p) => (p.kind === 'gm' ? p.out !== 'knocked-out' || s.npcs.length > 0 : p.out !== 'knocked-out'))
    .map((p, at) => carried(p, at, carriedDice(ended, p)));
  const r: Run = { s, actor, dice: NO_DICE, events: [] };
  emit(r, 'follow-up', {
    primary: s.primary,
    secondary: s.secondary,
    chin: ended.chin,
    followUps: s.participants.map((p) => ({ name: p.name, followUpDice: p.followUpIn })),
    // Names only: a public book count could give away points paid toward a goal (R13.3).
    booksDropped: unspentBooks(ended).map((u) => u.name),
  });
  return { ok: true, state: s, events: r.events };
}

/**
 * R8.2: nobody loses books unwarned. Before a follow-up begins, whoever still holds books is told
 * (the machine's `warn-books` move on the ended conflict) and may spend them.
 */
function unwarned(ended: ConflictState): Refusal | null {
  const holders = unspentBooks(ended).map((u) => u.name);
  return holders.every((n) => ended.booksWarned.includes(n))
    ? null
    : refusal('follow-up/books-unwarned', conflictMessages.namesHoldBooksFollowUpDrops(holders.join(', ')));
}

function mayFollowUp(ended: ConflictState, actor: Actor): Refusal | null {
  if (ended.phase !== 'ended') return refusal('follow-up/not-ended', conflictMessages.followUpOnlyAfterEnd);
  return isStarterOrGm(ended, actor)
    ? null
    : refusal('auth/not-initiator', conflictMessages.onlyGmOrInitiatorStartsFollowUp);
}

function badSkill(text: string | null): Refusal | null {
  if (text === null) return null;
  try {
    parseSkillPath(text);
    return null;
  } catch (err) {
    if (isRuleError(err)) return refusal(err.code, err.message);
    throw err;
  }
}

/** An NPC still in the story: not knocked out or dead; one who escaped is the hunted now (R9.6). */
function standsOn(n: Npc): boolean {
  return n.out === null || n.out === 'escaped';
}

/** The participant as it enters the follow-up's set-up: its sheet and points, its follow-up dice. */
function carried(p: Participant, at: number, dice: number): Participant {
  const q = blankParticipant(p.name, p.side, p.kind, at + 1);
  q.level = p.level;
  q.skills = [...p.skills];
  q.gear = p.gear.map(copyGear);
  q.points = p.points;
  q.followUpIn = dice;
  return q;
}
