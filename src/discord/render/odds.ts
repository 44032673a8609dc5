// /odds: the exact numbers as a short text (for screen readers) and one PNG chart per question.
import { renderPoolOddsChart, renderPushOddsChart } from '../../chart/odds-chart';
import { poolSummary, pushSummary } from '../../chart/odds-text';
import type { PoolOdds, PushOdds } from '../../rules/odds';
import type { Attachment } from '../reply';
import { type PrivateBody, privateBody } from './body';

export interface OddsAnswer {
  /** Pool-size odds after rolling in N dice (absent when the question is about a rolled pool). */
  pool?: PoolOdds;
  push?: PushOdds;
  /** A first line about where the numbers come from (e.g. "Your pool: 6 dice."). */
  note?: string;
  /** What the other side can push, when it was capped by the dice pushed (R5.2). */
  against?: number;
}

export function renderOdds(a: OddsAnswer): { body: PrivateBody; files: Attachment[] } {
  const lines: string[] = [];
  const files: Attachment[] = [];
  if (a.note) lines.push(a.note);
  if (a.pool) {
    const summary = poolSummary(a.pool);
    lines.push(`**Roll-in** (exact): ${summary}`);
    files.push({ name: `pool-odds-${a.pool.dice}.png`, data: renderPoolOddsChart(a.pool), description: summary.slice(0, 1000) });
  }
  if (a.push) {
    const summary = pushSummary(a.push);
    const capped = a.against !== undefined && a.against > a.push.targetDice ? ` They have ${a.against} dice but push at most ${a.push.targetDice}: no more than the lead.` : '';
    lines.push(`**Exchange** (exact): ${summary}${capped}`);
    files.push({ name: `push-odds-${a.push.k}-vs-${a.push.targetDice}.png`, data: renderPushOddsChart(a.push), description: summary.slice(0, 1000) });
  }
  lines.push('(only you see this)');
  return { body: privateBody(lines.join('\n').slice(0, 2000)), files };
}
