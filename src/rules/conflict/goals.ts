// Goals and books (R9, R10.3, R5.6): buying a goal, giving a book, and what a goal does (R4.5, R9.5, R9.6).
import { isRuleError } from '../errors';
import { DEFAULT_GOAL_CHART, type GoalDefinition, goalAvailable, priceGoal } from '../goals';
import { isOnChain, parseSkillPath } from '../skills';
import { emit, type Handler, type Run } from './handler';
import { actorParticipant, controls, gmSide, gmSideStands, plural, refusal, same, targetOf, unknownName } from './state';
import { endIfSideOut } from './turns';
import type { ConflictState, EffectKind, Npc, Participant, Refusal } from './types';
import type { MoveOf } from './moves';

interface Priced {
  goal: string;
  price: number;
  effect: EffectKind;
  scale: number;
  /** Who bears the effect (the buyer for Reputation). */
  bearer: string;
}

const EFFECTS: Record<GoalDefinition['effect'], EffectKind> = {
  wound: 'wound', scar: 'scar', crippled: 'cripple', 'knocked-out': 'knocked-out', dead: 'dead', reputation: 'reputation', escape: 'escaped', text: 'text',
};
const TAKES_OUT: readonly EffectKind[] = ['knocked-out', 'cripple', 'dead', 'escaped'];

/** Fields whose charts a buyer may use (R9.1): primary, secondary, gear in use, skills flown to (R7.3). */
function chartFields(s: ConflictState, buyer: Participant): string[] {
  const chains = [s.primary, s.secondary].filter((t): t is string => t !== null).map(parseSkillPath);
  const gear = buyer.gear.filter((g) => chains.some((c) => isOnChain(parseSkillPath(g.skill), c))).map((g) => g.skill);
  return [s.primary, s.secondary, ...gear, ...buyer.flySkills].filter((t): t is string => t !== null).map((t) => parseSkillPath(t).parts[0]!);
}

/** R9.1: goals the GM wrote on gear in use. */
function gearGoal(s: ConflictState, buyer: Participant, name: string): { name: string; books: number } | undefined {
  const chains = [s.primary, s.secondary].filter((t): t is string => t !== null).map(parseSkillPath);
  return buyer.gear
    .filter((g) => chains.some((c) => isOnChain(parseSkillPath(g.skill), c)))
    .flatMap((g) => g.goals ?? [])
    .find((g) => same(g.name, name));
}

function price(s: ConflictState, buyer: Participant, m: MoveOf<'buy'>, targetName: string, npc: Npc | null): Priced | Refusal {
  const negotiated = s.offers.find((o) => o.status === 'settled' && same(o.buyer, buyer.name) && same(o.goal, m.goal) && same(o.against, targetName));
  if (negotiated) return { goal: negotiated.goal, price: negotiated.price, effect: 'text', scale: 0, bearer: targetName };
  const people = m.people ?? npc?.gang ?? 1;
  const written = gearGoal(s, buyer, m.goal);
  const chart: GoalDefinition[] = written
    ? [{ name: written.name, books: written.books, fields: 'any', effect: 'text', basis: 'campaign' }]
    : [...DEFAULT_GOAL_CHART];
  try {
    const p = priceGoal(m.goal, people, m.place ?? 'person', chart);
    if (!written && !goalAvailable(p.goal, chartFields(s, buyer))) {
      return refusal('goal/not-available', `${p.goal.name} is not on offer in this conflict: pick a goal from the primary or secondary skill's chart.`);
    }
    const effect = EFFECTS[p.goal.effect];
    return { goal: p.goal.name, price: p.books, effect, scale: p.scale, bearer: effect === 'reputation' ? buyer.name : targetName };
  } catch (err) {
    if (isRuleError(err)) return refusal(err.code, err.message);
    throw err;
  }
}

/**
 * R5.6: the two sides of the exchange in progress buy once it resolves (so a war can always finish);
 * anyone else may buy meanwhile: nothing they do can stop that exchange from resolving.
 */
function inPending(s: ConflictState, p: Participant): boolean {
  return s.pending !== null && (same(s.pending.actor, p.name) || same(s.pending.target, p.name));
}

function isRefusal(x: Priced | Refusal): x is Refusal {
  return 'code' in x;
}

export const buy: Handler<'buy'> = {
  check(s, m, actor) {
    const buyer = actorParticipant(s, actor);
    if (!buyer || !controls(s, actor, buyer)) return refusal('conflict/not-participant', 'You are not in this conflict.');
    if (inPending(s, buyer)) return refusal('goal/exchange-pending', 'Goals are bought between exchanges: finish the one in progress first.');
    if (s.phase !== 'ended' && buyer.purchaseStep === s.exchanges) {
      return refusal('goal/already-bought', `${buyer.name} has already bought a goal or given a book since the last exchange.`);
    }
    const t = targetOf(s, m.target);
    if (!t) return unknownName('goal/unknown-target', m.target);
    const targetName = t.npc?.name ?? t.participant.name;
    const priced = price(s, buyer, m, targetName, t.npc);
    if (isRefusal(priced)) return priced;
    const ownSide = t.participant.side === buyer.side;
    if (priced.effect === 'escaped') {
      const who = escaper(s, buyer, t);
      if ('code' in who) return who;
      if (who.participant.out || who.npc?.out) return refusal('goal/target-out', `${who.npc?.name ?? who.participant.name} is already out of this conflict.`);
    } else if (priced.effect !== 'reputation' && ownSide) {
      return refusal('goal/same-side', `${targetName} is on your side: goals are bought against the other side.`);
    }
    const named = t.npc ? t.npc.gang === null && !t.npc.mook : true;
    if (priced.scale >= 1 && named && TAKES_OUT.includes(priced.effect)) {
      return refusal('goal/mass-named', `A goal that reaches many people never takes out a named character like ${targetName}: buy it at the scale of one person.`);
    }
    const points = m.points ?? 0;
    if (!Number.isInteger(points) || points < 0 || points > priced.price) return refusal('points/bad-amount', `Points toward it are a whole number from 0 to ${priced.price}.`);
    if (points > buyer.points) return refusal('points/not-enough', `${buyer.name} has only ${plural(buyer.points, 'point')} to put toward it.`);
    if (priced.price - points > buyer.books) {
      return refusal('goal/not-enough', `${priced.goal} costs ${plural(priced.price, 'book')}; ${buyer.name} has ${buyer.books}${points ? ` plus ${points} points` : ''}.`);
    }
    return null;
  },
  run(r, m) {
    const s = r.s;
    const buyer = actorParticipant(s, r.actor)!;
    const t = targetOf(s, m.target)!;
    const targetName = t.npc?.name ?? t.participant.name;
    const priced = price(s, buyer, m, targetName, t.npc) as Priced;
    const out = priced.effect === 'escaped' ? (escaper(s, buyer, t) as Target) : t;
    if (priced.effect === 'escaped') priced.bearer = out.npc?.name ?? out.participant.name;
    const points = m.points ?? 0;
    const books = priced.price - points;
    buyer.books -= books;
    buyer.points -= points;
    if (s.phase !== 'ended') buyer.purchaseStep = s.exchanges;
    s.purchases.push({ step: s.exchanges, buyer: buyer.name, goal: priced.goal, target: targetName, price: priced.price, books, points });
    s.effects.push({ target: priced.bearer, kind: priced.effect, goal: priced.goal, by: buyer.name, price: priced.price });
    emit(r, 'goal-bought', { buyer: buyer.name, goal: priced.goal, target: targetName, price: priced.price, books, booksLeft: buyer.books });
    if (points > 0) emit(r, 'points-spent', { points, left: buyer.points }, buyer.kind === 'gm' ? 'gm' : { participant: buyer.name });
    if (TAKES_OUT.includes(priced.effect)) takeOut(r, out.participant, out.npc, priced.effect === 'escaped' ? 'escaped' : priced.effect === 'dead' ? 'dead' : 'knocked-out');
    if (s.phase === 'exchanges') endIfSideOut(r);
  },
};

type Target = { participant: Participant; npc: Npc | null };

/**
 * R9.6: who an Escape takes out. Named on the buyer's side: that character (for the GM, one of its
 * NPCs). Named on the other side ("escape from Jack"): the buyer itself, or the GM's one NPC
 * still standing.
 */
function escaper(s: ConflictState, buyer: Participant, t: Target): Target | Refusal {
  if (t.participant.side === buyer.side) {
    if (buyer.kind === 'pc' || t.npc) return t;
  } else if (buyer.kind === 'pc') {
    return { participant: buyer, npc: null };
  }
  const standing = s.npcs.filter((n) => n.out === null);
  if (standing.length === 1) return { participant: buyer, npc: standing[0]! };
  return refusal('goal/escape-which', 'Name the NPC who escapes.');
}

/**
 * R4.5: a knocked-out PC loses its pool at once (books stay); the GM pool goes when no GM-side NPC
 * stands. R9.6: an escape takes out only that character, who keeps its dice for a follow-up.
 */
function takeOut(r: Run, p: Participant, npc: Npc | null, how: 'knocked-out' | 'escaped' | 'dead'): void {
  const s = r.s;
  let gone: Participant | null = p;
  if (npc) {
    npc.out = how;
    gone = gmSideStands(s) ? null : gmSide(s)!;
  }
  emit(r, how === 'escaped' ? 'escaped' : 'knocked-out', { name: npc?.name ?? p.name });
  if (!gone || gone.out) return;
  gone.out = how === 'escaped' ? 'escaped' : 'knocked-out';
  if (gone.out === 'knocked-out') {
    s.tally.removed += gone.pool.length;
    gone.pool = [];
  }
}

export const give: Handler<'give'> = {
  check(s, m, actor) {
    const giver = actorParticipant(s, actor);
    if (!giver || !controls(s, actor, giver)) return refusal('conflict/not-participant', 'You are not in this conflict.');
    if (inPending(s, giver)) return refusal('goal/exchange-pending', 'Books are given between exchanges: finish the one in progress first.');
    const to = targetOf(s, m.to)?.participant;
    if (!to) return unknownName('give/unknown', m.to);
    if (to === giver) return refusal('give/self', 'Give books to someone else.');
    if (!Number.isInteger(m.books) || m.books < 1) return refusal('give/bad-amount', 'Give a whole number of books, at least one.');
    if (s.phase !== 'ended') {
      if (m.books !== 1) return refusal('give/one-book', 'During a conflict you can give one book at a time.');
      if (giver.purchaseStep === s.exchanges) return refusal('goal/already-bought', `${giver.name} has already bought a goal or given a book since the last exchange.`);
    }
    return m.books > giver.books ? refusal('give/not-enough', `${giver.name} has only ${plural(giver.books, 'book')}.`) : null;
  },
  run(r, m) {
    const giver = actorParticipant(r.s, r.actor)!;
    const to = targetOf(r.s, m.to)!.participant;
    giver.books -= m.books;
    to.books += m.books;
    if (r.s.phase !== 'ended') giver.purchaseStep = r.s.exchanges;
    emit(r, 'book-given', { from: giver.name, to: to.name, books: m.books });
  },
};
