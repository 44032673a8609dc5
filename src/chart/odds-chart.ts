import { formatFaces } from '../rules/dice';
import type { PoolOdds, PushOdds } from '../rules/odds';
import { type ChartBar, renderDistributionChart } from './bar-chart';
import { formatNumber } from './format';

/**
 * The two /odds charts, ready to attach: the pool size after roll-in, and the books won in one
 * exchange. Both return PNG bytes.
 */

/** Tails rarer than this are folded into one end bar ("≤17", "56+"). */
export const TAIL_CUT = 0.002;

/**
 * Bars for a pool-size chart: one per size, with the rare sizes at either end folded into a
 * "≤a" and an "b+" bar so the bars still add up to 1. `highlight` is the most likely size's bar.
 */
export function poolChartBars(o: PoolOdds, cut = TAIL_CUT): { bars: ChartBar[]; highlight: number } {
  const n = o.p.length;
  // lo: the last size whose P(size ≤ lo) is below the cut (folded into "≤lo"), or -1.
  let lo = -1;
  for (let s = 0; s < n - 1 && 1 - o.atLeast[s + 1]! < cut; s++) lo = s;
  if (lo >= o.mostLikely) lo = o.mostLikely - 1;
  // hi: the first size with P(size ≥ hi) below the cut (folded into "hi+"), or none.
  let hi = n;
  for (let s = Math.max(lo + 1, 1); s < n; s++) {
    if (o.atLeast[s]! < cut) {
      hi = s;
      break;
    }
  }
  if (hi <= o.mostLikely) hi = o.mostLikely + 1;
  const bars: ChartBar[] = [];
  if (lo >= 1) bars.push({ label: `≤${lo}`, value: 1 - o.atLeast[lo + 1]! });
  for (let s = lo >= 1 ? lo + 1 : 0; s < Math.min(hi, n); s++) bars.push({ label: String(s), value: o.p[s]! });
  if (hi < n) bars.push({ label: `${hi}+`, value: o.atLeast[hi]! });
  const first = lo >= 1 ? lo : 0;
  return { bars, highlight: o.mostLikely - first };
}

export function renderPoolOddsChart(o: PoolOdds): Buffer {
  const { bars, highlight } = poolChartBars(o);
  return renderDistributionChart({
    title: `Pool size after rolling in ${o.dice} ${o.dice === 1 ? 'die' : 'dice'}`,
    subtitle: `Average ${formatNumber(o.mean)}, most likely ${o.mostLikely} (exact odds)`,
    xTitle: 'dice kept in the pool',
    bars,
    highlight,
  });
}

export function renderPushOddsChart(o: PushOdds): Buffer {
  const mine = o.actorFaces ? formatFaces(o.actorFaces) : `${o.k} random ${o.k === 1 ? 'die' : 'dice'}`;
  const theirs = o.targetDice === 0 ? 'none' : String(o.targetDice);
  return renderDistributionChart({
    title: `Books won pushing ${mine} against ${theirs}${o.risky ? ' (risky)' : ''}`,
    subtitle:
      o.actorFaces && o.targetDice === 0
        ? 'The other side pushes no dice'
        : `${o.actorFaces ? 'Their dice' : 'Every die'}: 4, 5 or 6 with equal chances`,
    xTitle: 'books you win',
    bars: o.actor.map((value, books) => ({ label: String(books), value })),
    highlight: o.k,
  });
}
