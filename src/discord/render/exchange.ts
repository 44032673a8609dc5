// Public text of a resolved exchange: the pushed dice compared pair by pair and the books won
// (R5.7, R13.2). It is built from PublicExchangeResult only, which holds no pool.
import type { PublicView } from '../../app';
import { capitalised, type ExchangeStep, type Face } from '../../rules';
import { booksLine, faces, plural, quote } from './dice';

type Result = Extract<PublicView, { kind: 'exchange-resolved' }>['result'];
type DieRef = { side: 'actor' | 'target'; face: Face };

export function renderExchangeResult(r: Result): string {
  const name = (side: 'actor' | 'target') => (side === 'actor' ? r.actor : r.target);
  // A name that starts a line or sentence ("the GM" when no NPC is named).
  const Name = (side: 'actor' | 'target') => capitalised(name(side));
  const list = (dice: readonly DieRef[]) => faces(dice.map((d) => d.face));
  const lines = [
    `**Exchange ${r.no} resolved**: ${r.actor} against ${r.target}${r.risky ? ' (risky)' : ''}`,
    `${Name('actor')} ${quote(r.actorAction)} pushed ${faces(r.actorDice)}`,
    `${Name('target')} ${quote(r.targetAction)} pushed ${faces(r.targetDice)}`,
  ];
  if (r.actorWar.length || r.targetWar.length) {
    lines.push(`War dice: ${r.actor} ${faces(r.actorWar)}, ${r.target} ${faces(r.targetWar)}`);
  }
  lines.push(...r.steps.map((s) => `• ${capitalised(describeStep(s, name, list))}`));
  const won = (who: string, n: number, total: number) =>
    `${who} wins ${n === 0 ? 'no books' : plural(n, 'book')} (${booksLine(total)})`;
  // The character led against wins for its side: the NPC, not "the GM", when one was led against.
  lines.push(
    `${won(Name('actor'), r.actorBooksWon, r.actorBooks)} · ${won(Name('target'), r.targetBooksWon, r.targetBooks)}`,
  );
  if (r.suggestedLeader) lines.push(`Suggested to lead next: ${r.suggestedLeader}.`);
  return lines.join('\n');
}

function describeStep(
  s: ExchangeStep,
  name: (side: 'actor' | 'target') => string,
  list: (d: readonly DieRef[]) => string,
): string {
  switch (s.kind) {
    case 'tie':
      return `${s.actor.face} vs ${s.target.face}: a tie, both dice go to the stake.`;
    case 'beat':
      return `${s.actor.face} vs ${s.target.face}: ${name(s.winner)} wins and captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'break-stake':
      return `${name(s.breaker.side)}'s unmatched ${s.breaker.face} breaks the stake: ${name(s.winner)} captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'pair':
      return `${name(s.owner)} pairs unmatched ${list(s.dice)} into a book (+1).`;
    case 'lost':
      return `${name(s.die.side)}'s odd unmatched ${s.die.face} is lost.`;
    case 'returned':
      return `${name(s.die.side)}'s unmatched ${s.die.face} goes back to be rolled again, unseen.`;
    case 'discard-stake':
      return `The trailing tie (${list(s.dice)}) is discarded: nobody scores it.`;
    case 'war-default':
      return `${name(s.winner)} wins the war by default and captures ${list(s.captured)} (+${s.captured.length}).`;
    case 'risky':
      return s.winner
        ? `Risky: ${name('actor')} totals ${s.actorTotal}, ${name('target')} ${s.targetTotal}: ${name(s.winner)} captures ${list(s.captured)} (+${s.captured.length}).`
        : `Risky: both total ${s.actorTotal}: nobody scores.`;
  }
}
