// Public text of a resolved exchange: the pushed dice compared pair by pair and the books won
// (R5.7, R13.2). It is built from PublicExchangeResult only, which holds no pool.
import type { PublicView } from '../../app';
import { capitalised, type ExchangeStep, type Face } from '../../rules';
import { booksLine, faces, plural, quote } from './dice';
import { capitalisedText, joined, md, type Safe } from '../../app/text/safe-text';
import { ButtonStyle, ComponentType } from 'discord.js';
import { makeId } from '../components/ids';
import type { Row } from './body';
import { rowOf } from './conflict-rows';

type Result = Extract<PublicView, { kind: 'exchange-resolved' }>['result'];
type DieRef = { side: 'actor' | 'target'; face: Face };

export function renderExchangeResult(r: Result): Safe {
  const name = (side: 'actor' | 'target') => (side === 'actor' ? r.actor : r.target);
  // A name that starts a line or sentence ("the GM" when no NPC is named).
  const Name = (side: 'actor' | 'target') => capitalised(name(side));
  const list = (dice: readonly DieRef[]) => faces(dice.map((d) => d.face));
  const lines = [
    md`**Exchange ${r.no} resolved**: ${r.actor} against ${r.target}${r.risky ? ' (risky)' : ''}`,
    md`${Name('actor')} ${quote(r.actorAction)} pushed ${faces(r.actorDice)}`,
    md`${Name('target')} ${quote(r.targetAction)} pushed ${faces(r.targetDice)}`,
  ];
  if (r.actorWar.length || r.targetWar.length) {
    lines.push(md`War dice: ${r.actor} ${faces(r.actorWar)}, ${r.target} ${faces(r.targetWar)}`);
  }
  lines.push(...r.steps.map((s) => md`• ${capitalisedText(describeStep(s, name, list))}`));
  const won = (who: string, n: number, total: number) =>
    md`${who} wins ${n === 0 ? 'no books' : plural(n, 'book')} (${booksLine(total)})`;
  // The character led against wins for its side: the NPC, not "the GM", when one was led against.
  lines.push(
    md`${won(Name('actor'), r.actorBooksWon, r.actorBooks)} · ${won(Name('target'), r.targetBooksWon, r.targetBooks)}`,
  );
  if (r.suggestedLeader) lines.push(md`Suggested to lead next: ${r.suggestedLeader}.`);
  return joined(lines, '\n');
}

function describeStep(
  s: ExchangeStep,
  name: (side: 'actor' | 'target') => string,
  list: (d: readonly DieRef[]) => string,
): Safe {
  switch (s.kind) {
    case 'tie':
      return md`${s.actor.face} vs ${s.target.face}: a tie, both dice go to the stake.`;
    case 'beat':
      return md`${s.actor.face} vs ${s.target.face}: ${name(s.winner)} wins and captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'break-stake':
      return md`${name(s.breaker.side)}'s unmatched ${s.breaker.face} breaks the stake: ${name(s.winner)} captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'pair':
      return md`${name(s.owner)} pairs unmatched ${list(s.dice)} into a book (+1).`;
    case 'lost':
      return md`${name(s.die.side)}'s odd unmatched ${s.die.face} is lost.`;
    case 'returned':
      return md`${name(s.die.side)}'s unmatched ${s.die.face} goes back to be rolled again, unseen.`;
    case 'discard-stake':
      return md`The trailing tie (${list(s.dice)}) is discarded: nobody scores it.`;
    case 'war-default':
      return md`${name(s.winner)} wins the war by default and captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'risky':
      return s.winner
        ? md`Risky: ${name('actor')} totals ${s.actorTotal}, ${name('target')} ${s.targetTotal}: ${name(s.winner)} captures ${list(s.captured)} (+${s.captured.length}).`
        : md`Risky: both total ${s.actorTotal}: nobody scores.`;
  }
}

/**
 * The target's choices on a lead's own message: Respond; Dispute, unless the lead is risky already
 * (R5.5); Resist with gear (R2.4: the move itself refuses one without resist gear). Each names its
 * exchange, so a button of an earlier lead never moves the one pending now.
 */
export function leadChoicesRow(conflictId: number, no: number, risky: boolean): Row {
  const choice = (
    label: string,
    kind: 'ex:respond' | 'ex:dispute' | 'ex:resist',
    style: ButtonStyle.Primary | ButtonStyle.Secondary,
  ) => ({ type: ComponentType.Button as const, style, label, custom_id: makeId({ kind, conflictId, no })! });
  return rowOf([
    choice('Respond', 'ex:respond', ButtonStyle.Primary),
    ...(risky ? [] : [choice('Dispute', 'ex:dispute', ButtonStyle.Secondary)]),
    choice('Resist with gear', 'ex:resist', ButtonStyle.Secondary),
  ]);
}
