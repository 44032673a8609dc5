import { assertFaces, type Face, sortHighToLow } from './dice';
import { RuleError } from './errors';
import { ruleMessages } from './messages';

/** R5.4 house rules, R5.5 risky. */
export type TrailingTieRule = 'discard' | 'war';
export type UnmatchedRule = 'pair' | 'reroll';
export type Side = 'actor' | 'target';

export interface ExchangeOptions {
  risky?: boolean;
  trailingTie?: TrailingTieRule;
  unmatched?: UnmatchedRule;
}

/**
 * R5.4 `trailing-tie: war`: the dice each side adds from its pool, in the order it adds them, and
 * whether its pool is empty once those run out. A war that needs a die nobody supplied yet stops
 * with `pendingWar` so the caller can ask the players and resolve again with more dice.
 */
export interface WarSupply {
  actor: readonly Face[];
  target: readonly Face[];
  actorPoolEmpty: boolean;
  targetPoolEmpty: boolean;
}

/** One pushed (or war) die, identified so that every die's fate can be traced. */
export interface DieRef {
  side: Side;
  /** Position among that side's pushed dice sorted high to low; war dice continue the numbering. */
  index: number;
  face: Face;
}

export type ExchangeStep =
  | { kind: 'tie'; actor: DieRef; target: DieRef }
  | { kind: 'beat'; winner: Side; actor: DieRef; target: DieRef; captured: DieRef[] }
  | { kind: 'break-stake'; winner: Side; breaker: DieRef; captured: DieRef[] }
  | { kind: 'pair'; owner: Side; dice: [DieRef, DieRef] }
  | { kind: 'lost'; die: DieRef }
  | { kind: 'returned'; die: DieRef }
  | { kind: 'discard-stake'; dice: DieRef[] }
  | { kind: 'war-default'; winner: Side; captured: DieRef[] }
  | { kind: 'risky'; actorTotal: number; targetTotal: number; winner: Side | null; captured: DieRef[] };

/**
 * What became of each die. `captured`: taken by the other side, one book each. `paired`: two
 * unmatched dice of one owner make one book. `spent`: did its job (won a comparison) and scores
 * nothing itself. `lost`: the odd unmatched die. `discarded`: a trailing tie. `returned`: goes back
 * to its owner's pool to be rerolled (`unmatched: reroll`). R5.3: none of them stay in a pool.
 */
export type DieFate = 'captured' | 'paired' | 'spent' | 'lost' | 'discarded' | 'returned';

export interface ExchangeResult {
  risky: boolean;
  actorPushed: Face[];
  targetPushed: Face[];
  /** Dice each side added during a war (R5.4), in order. */
  actorWar: Face[];
  targetWar: Face[];
  steps: ExchangeStep[];
  fates: { die: DieRef; fate: DieFate; bookFor: Side | null }[];
  actorBooks: number;
  targetBooks: number;
  /** Faces the caller must roll back into each pool (`unmatched: reroll`). */
  returned: { actor: Face[]; target: Face[] };
  /** Set when a war needs another die from a side whose pool is not empty. */
  pendingWar: { needs: Side[] } | null;
}

/**
 * R5 exchange resolution. `actor` and `target` are the pushed faces (any order). The target may
 * push fewer dice than the actor (R5.2); the resolution is symmetric, so extra target dice would be
 * treated as unmatched the same way.
 */
export function resolveExchange(
  actor: readonly Face[],
  target: readonly Face[],
  options: ExchangeOptions = {},
  war?: WarSupply,
): ExchangeResult {
  assertFaces(actor, 'a pushed die');
  assertFaces(target, 'a pushed die');
  if (actor.length === 0) {
    throw new RuleError('exchange/no-dice', ruleMessages.actorPushesNothing);
  }
  const a = sortHighToLow(actor).map((face, index): DieRef => ({ side: 'actor', index, face }));
  const t = sortHighToLow(target).map((face, index): DieRef => ({ side: 'target', index, face }));
  const tally = new Tally(a, t);
  if (options.risky) {
    resolveRisky(a, t, tally);
  } else {
    resolveStandard(a, t, options, war, tally);
  }
  return tally.result(options.risky === true);
}

/** R5.5: the higher total captures all the other side's pushed dice; equal totals capture nothing. */
function resolveRisky(a: DieRef[], t: DieRef[], tally: Tally): void {
  const actorTotal = sum(a);
  const targetTotal = sum(t);
  const winner: Side | null = actorTotal > targetTotal ? 'actor' : targetTotal > actorTotal ? 'target' : null;
  const captured = winner === 'actor' ? t : winner === 'target' ? a : [];
  for (const d of captured) tally.fate(d, 'captured', winner);
  for (const d of [...a, ...t]) if (!captured.includes(d)) tally.fate(d, 'spent', null);
  tally.steps.push({ kind: 'risky', actorTotal, targetTotal, winner, captured });
}

function resolveStandard(
  a: DieRef[],
  t: DieRef[],
  options: ExchangeOptions,
  war: WarSupply | undefined,
  tally: Tally,
): void {
  const stake: DieRef[] = [];
  const paired = Math.min(a.length, t.length);
  for (let i = 0; i < paired; i++) compare(a[i]!, t[i]!, stake, tally);

  const unmatched = a.length > paired ? a.slice(paired) : t.slice(paired);
  if (unmatched.length > 0) {
    const breaker = unmatched[0]!;
    const brokeStake = stake.length > 0;
    if (brokeStake) {
      // The first unmatched die breaks an open stake: its owner captures the other side's staked dice.
      const captured = stake.filter((d) => d.side !== breaker.side);
      for (const d of captured) tally.fate(d, 'captured', breaker.side);
      for (const d of stake) if (d.side === breaker.side) tally.fate(d, 'spent', null);
      if (options.unmatched === 'reroll') tally.fate(breaker, 'spent', null);
      tally.steps.push({ kind: 'break-stake', winner: breaker.side, breaker, captured });
      stake.length = 0;
    }
    if (options.unmatched === 'reroll') {
      // R5.4: a die that broke an open stake is spent; only the other unmatched dice return.
      for (const d of brokeStake ? unmatched.slice(1) : unmatched) {
        tally.fate(d, 'returned', null);
        tally.steps.push({ kind: 'returned', die: d });
      }
    } else {
      for (let i = 0; i + 1 < unmatched.length; i += 2) {
        const pair: [DieRef, DieRef] = [unmatched[i]!, unmatched[i + 1]!];
        tally.fate(pair[0], 'paired', pair[0].side);
        tally.fate(pair[1], 'paired', pair[0].side);
        tally.pairs[pair[0].side]++;
        tally.steps.push({ kind: 'pair', owner: pair[0].side, dice: pair });
      }
      if (unmatched.length % 2 === 1) {
        const odd = unmatched[unmatched.length - 1]!;
        tally.fate(odd, 'lost', null);
        tally.steps.push({ kind: 'lost', die: odd });
      }
    }
    return;
  }
  if (stake.length === 0) return;
  if (options.trailingTie === 'war') {
    wage(
      stake,
      war ?? { actor: [], target: [], actorPoolEmpty: false, targetPoolEmpty: false },
      a.length,
      t.length,
      tally,
    );
    return;
  }
  for (const d of stake) tally.fate(d, 'discarded', null);
  tally.steps.push({ kind: 'discard-stake', dice: [...stake] });
}

/** One comparison of R5.4: a tie joins the stake; otherwise the higher die takes the lower and the stake. */
function compare(x: DieRef, y: DieRef, stake: DieRef[], tally: Tally): void {
  if (x.face === y.face) {
    stake.push(x, y);
    tally.steps.push({ kind: 'tie', actor: x, target: y });
    return;
  }
  const winner: Side = x.face > y.face ? 'actor' : 'target';
  const loserDie = winner === 'actor' ? y : x;
  const winnerDie = winner === 'actor' ? x : y;
  const captured = [loserDie, ...stake.filter((d) => d.side !== winner)];
  for (const d of captured) tally.fate(d, 'captured', winner);
  tally.fate(winnerDie, 'spent', null);
  for (const d of stake) if (d.side === winner) tally.fate(d, 'spent', null);
  tally.steps.push({ kind: 'beat', winner, actor: x, target: y, captured });
  stake.length = 0;
}

/**
 * R5.4 `trailing-tie: war`: both sides add one die at a time until the stake is won. A side that
 * cannot add (empty pool) forfeits: the other side captures both sides' staked dice.
 */
function wage(stake: DieRef[], war: WarSupply, actorCount: number, targetCount: number, tally: Tally): void {
  assertFaces(war.actor, 'a war die');
  assertFaces(war.target, 'a war die');
  for (let round = 0; stake.length > 0; round++) {
    const actorHas = round < war.actor.length;
    const targetHas = round < war.target.length;
    const actorOut = !actorHas && war.actorPoolEmpty;
    const targetOut = !targetHas && war.targetPoolEmpty;
    if (actorOut || targetOut) {
      if (actorOut && targetOut) {
        for (const d of stake) tally.fate(d, 'discarded', null);
        tally.steps.push({ kind: 'discard-stake', dice: [...stake] });
        return;
      }
      const winner: Side = actorOut ? 'target' : 'actor';
      for (const d of stake) tally.fate(d, 'captured', winner);
      tally.steps.push({ kind: 'war-default', winner, captured: [...stake] });
      return;
    }
    if (!actorHas || !targetHas) {
      const needs: Side[] = [];
      if (!actorHas) needs.push('actor');
      if (!targetHas) needs.push('target');
      for (const d of stake) tally.undecided(d);
      tally.pendingWar = { needs };
      return;
    }
    const x: DieRef = { side: 'actor', index: actorCount + round, face: war.actor[round]! };
    const y: DieRef = { side: 'target', index: targetCount + round, face: war.target[round]! };
    tally.war.actor.push(x.face);
    tally.war.target.push(y.face);
    compare(x, y, stake, tally);
  }
}

class Tally {
  readonly steps: ExchangeStep[] = [];
  readonly fates: ExchangeResult['fates'] = [];
  readonly pairs = { actor: 0, target: 0 };
  readonly war = { actor: [] as Face[], target: [] as Face[] };
  pendingWar: ExchangeResult['pendingWar'] = null;
  private readonly pending = new Set<DieRef>();

  constructor(
    private readonly a: DieRef[],
    private readonly t: DieRef[],
  ) {}

  fate(die: DieRef, fate: DieFate, bookFor: Side | null): void {
    this.fates.push({ die, fate, bookFor: fate === 'captured' || fate === 'paired' ? bookFor : null });
  }

  undecided(die: DieRef): void {
    this.pending.add(die);
  }

  result(risky: boolean): ExchangeResult {
    const captured = (side: Side) => this.fates.filter((f) => f.fate === 'captured' && f.bookFor === side).length;
    const returned = (side: Side) =>
      this.fates.filter((f) => f.fate === 'returned' && f.die.side === side).map((f) => f.die.face);
    return {
      risky,
      actorPushed: this.a.map((d) => d.face),
      targetPushed: this.t.map((d) => d.face),
      actorWar: this.war.actor,
      targetWar: this.war.target,
      steps: this.steps,
      fates: this.fates,
      actorBooks: captured('actor') + this.pairs.actor,
      targetBooks: captured('target') + this.pairs.target,
      returned: { actor: returned('actor'), target: returned('target') },
      pendingWar: this.pendingWar,
    };
  }
}

function sum(dice: readonly DieRef[]): number {
  return dice.reduce((s, d) => s + d.face, 0);
}
