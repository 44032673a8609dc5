import { formatFaces } from '../rules/dice';
import { type PoolOdds, type PushOdds, sizeKeptWithChance } from '../rules/odds';
import { formatNumber, formatPercent } from './format';

/**
 * Plain-text summaries of the /odds numbers, for screen readers and for anyone who prefers words
 * to a chart. Short sentences, numbers rounded for reading (the chart carries the detail).
 */

/** The summary of whichever parts are given, pool first. */
export function oddsSummary(input: { pool?: PoolOdds; push?: PushOdds }): string {
  const parts: string[] = [];
  if (input.pool) parts.push(poolSummary(input.pool));
  if (input.push) parts.push(pushSummary(input.push));
  return parts.join(' ');
}

/** e.g. "Rolling in 6 dice, you keep 3.6 on average, most often 3. 90% of the time you keep at least 2, …" */
export function poolSummary(o: PoolOdds): string {
  return poolLines(o).join(' ');
}

/** The pool summary's sentences, one per line of a message. */
export function poolLines(o: PoolOdds): string[] {
  if (o.dice === 0) return ['Rolling in no dice leaves an empty pool.'];
  const lines = [
    `Rolling in ${dice(o.dice)}, you keep ${formatNumber(o.mean)} on average, most often ${o.mostLikely}.`,
  ];
  const likely = sizeKeptWithChance(o, 0.9);
  const half = sizeKeptWithChance(o, 0.5);
  const lucky = sizeKeptWithChance(o, 0.1);
  const clauses: string[] = [];
  if (likely > 0) clauses.push(`90% of the time you keep at least ${likely}`);
  if (half > likely) clauses.push(`half the time${clauses.length > 0 ? '' : ' you keep'} at least ${half}`);
  if (lucky > half) clauses.push(`1 time in 10 you keep ${lucky} or more`);
  if (clauses.length > 0) lines.push(`${capitalise(joinList(clauses))}.`);
  const empty = o.p[0] ?? 0;
  if (empty >= 0.001) lines.push(`The chance of keeping nothing is ${formatPercent(empty)}.`);
  return lines;
}

/** e.g. "Pushing 4 dice against 4 random pool dice, you win all 4 books 14% of the time. …" */
export function pushSummary(o: PushOdds): string {
  return pushLines(o).join(' ');
}

/** The exchange summary's sentences, one per line of a message. */
export function pushLines(o: PushOdds): string[] {
  const mine = o.actorFaces ? `your ${formatFaces(o.actorFaces)}` : dice(o.k);
  const theirs = o.targetDice === 0 ? 'no dice' : `${o.targetDice} random pool ${o.targetDice === 1 ? 'die' : 'dice'}`;
  const risky = o.risky ? ' in a risky exchange' : '';
  const lines: string[] = [];

  let best = 0;
  for (let a = 0; a < o.actor.length; a++) if (o.actor[a]! > 0) best = a;
  const start = `Pushing ${mine} against ${theirs}${risky}`;
  if (best === 0) {
    lines.push(`${start}, you cannot win any book.`);
  } else if (o.actor[best] === 1) {
    lines.push(`${start}, you always win ${books(best)}.`);
  } else if (best === o.k) {
    lines.push(
      `${start}, you win ${o.k === 1 ? 'the book' : `all ${books(o.k)}`} ${formatPercent(o.actorAllK)} of the time.`,
    );
  } else {
    lines.push(`${start}, you win at most ${books(best)}, ${formatPercent(o.actor[best]!)} of the time.`);
  }
  const none = o.actor[0] ?? 0;
  if (best > 0 && none > 0) lines.push(`You win no book ${formatPercent(none)} of the time.`);
  lines.push(
    `On average you win ${formatNumber(o.actorMean)} ${o.actorMean === 1 ? 'book' : 'books'} and they win ${formatNumber(o.targetMean)}.`,
  );
  const sides: [string, number][] = [
    ['ahead', o.actorAhead],
    ['behind', o.targetAhead],
    ['level', o.even],
  ];
  const certain = sides.find(([, p]) => p === 1);
  if (certain) {
    lines.push(`You always come out ${certain[0]}.`);
  } else {
    const possible = sides.filter(([, p]) => p > 0).map(([what, p]) => `${what} ${formatPercent(p)}`);
    lines.push(`You come out ${joinList(possible)} of the time.`);
  }
  if (o.targetDice > 0 || !o.actorFaces) {
    lines.push('Each random die counts as a 4, 5 or 6 with equal chances.');
  }
  return lines;
}

function dice(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

function books(n: number): string {
  return n === 1 ? '1 book' : `${n} books`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a", "a and b", "a, b and c". */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
