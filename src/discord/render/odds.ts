// /odds: the exact numbers as a short text (for screen readers) and one PNG chart per question.
import { renderPoolOddsChart, renderPushOddsChart } from '../../chart/odds-chart';
import { poolLines, pushLines } from '../../chart/odds-text';
import type { PoolOdds, PushOdds } from '../../rules/odds';
import type { Attachment } from '../reply';
import { type PrivateBody, privateBody } from './body';
import { md, textOf } from '../../app/text/safe-text';

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
    const said = poolLines(a.pool);
    lines.push(
      textOf(md`**Rolling in ${a.pool.dice === 1 ? '1 die' : md`${a.pool.dice} dice`}** (exact odds)`),
      ...said.map(bullet),
    );
    files.push({
      name: `pool-odds-${a.pool.dice}.png`,
      data: renderPoolOddsChart(a.pool),
      description: said.join(' ').slice(0, 1000),
    });
  }
  if (a.push) {
    const said = pushLines(a.push);
    if (a.against !== undefined && a.against > a.push.targetDice)
      said.push(textOf(md`They have ${a.against} dice but push at most ${a.push.targetDice}: no more than the lead.`));
    lines.push('**One exchange** (exact odds)', ...said.map(bullet));
    files.push({
      name: `push-odds-${a.push.k}-vs-${a.push.targetDice}.png`,
      data: renderPushOddsChart(a.push),
      description: said.join(' ').slice(0, 1000),
    });
  }
  lines.push('(only you see this)');
  return { body: privateBody(lines.join('\n').slice(0, 2000)), files };
}

const bullet = (line: string): string => textOf(md`• ${line}`);
