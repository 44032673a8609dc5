// Public text of the optional parts of a conflict: goal negotiation (R4.2), initiative bids (R4.3),
// fly dice (R7), trailing-tie wars (R5.4), votes to end (R4.6) and the recap once it is over.
import type { PublicView } from '../../app';
import { endedBecause, purchaseWords } from '../../app/ending-words';
import { capitalised } from '../../rules';
import { booksLine, faces, plural, quote } from './dice';

type View<K extends PublicView['kind']> = Extract<PublicView, { kind: K }>;

const OFFER = { proposal: 'proposes', counter: 'counters with', 'only-if': 'accepts only in exchange for' } as const;

export function renderGoalOffer(v: View<'goal-offer'>): string {
  const answers = v.answers ? ` (answering ${quote(v.answers)})` : '';
  // A counter is announced as its author's (the GM's counter is the GM's), for the seeker's goal.
  const what =
    v.offerKind === 'counter'
      ? `counters: **${v.from}** may buy ${quote(v.text)}`
      : `${OFFER[v.offerKind]} ${quote(v.text)}`;
  return `**${capitalised(v.by)}** ${what} against **${v.to}** for ${plural(v.price, 'book')}${answers}. <@${v.answererUserId}> may ${v.offerKind === 'only-if' ? 'accept, refuse or counter' : 'accept, refuse, counter or accept only if'} with the buttons below.`;
}

export function renderGoalList(v: View<'goal-list'>): string {
  const offered = v.offered.map((g) => `• ${g.name}${g.detail ? ` (${g.detail})` : ''}: ${plural(g.price, 'book')}`);
  const line = (g: View<'goal-list'>['settled'][number]) =>
    `• ${capitalised(g.from)} → ${g.to}: ${quote(g.text)} for ${plural(g.price, 'book')}`;
  return [
    '**Goals this conflict offers** (the price for one person; a crowd or a wider place costs more)',
    ...(offered.length ? offered : ['• none']),
    'Buy one with /goal buy, or offer your own with /goal propose.',
    '**Goals agreed in this conflict**',
    ...(v.settled.length ? v.settled.map((g) => `${line(g)} (agreed)`) : ['• none yet']),
    ...(v.open.length ? ['Offers waiting for an answer:', ...v.open.map(line)] : []),
  ].join('\n');
}

export function renderInitiative(v: View<'initiative'>): string {
  const bids = v.bids.map((b) => `• ${b.name} bid ${faces(b.dice)} (total ${b.total})`);
  return ['**Initiative**', ...bids, `Order: ${v.order.join(', ')}`].join('\n');
}

export function renderFly(v: View<'fly-result'>): string {
  const outcome = v.winner
    ? `**${v.winner.charAt(0).toUpperCase()}${v.winner.slice(1)}** wins and adds every fly die to its pool; goals of ${v.skill} are open to ${v.winner}.`
    : 'A complete tie: nobody gains.';
  return `**${v.deviator}** rolls fly dice against **${v.opponent}** to switch to ${v.skill}. ${outcome}`;
}

export function renderWarWaiting(v: View<'war-waiting'>): string {
  return `Exchange ${v.no} ends on a tie (${faces(v.stake)} at stake): war! ${v.needs.map((n) => `<@${n.userId}> (${n.name})`).join(' and ')} each add one die with /exchange war.`;
}

export function renderEndVote(v: View<'end-vote'>): string {
  return `${v.agreed.join(' and ')} would call the conflict done. Waiting for: ${v.waiting.map((w) => `${w.name} (<@${w.userId}>)`).join(', ')}; each clicks Agree to end (or runs /conflict end), or the GM ends it.`;
}

type Moment = View<'recap'>['recap']['moments'][number];

/** One happening of the recap in a sentence (names as the public log holds them). */
function momentWords(m: Moment): string {
  switch (m.kind) {
    case 'risky':
      return `Exchange ${m.no} was led risky by ${m.by}: the higher total took everything.`;
    case 'disputed':
      return `${capitalised(m.by)} disputed the lead of exchange ${m.no}, making it risky.`;
    case 'resisted':
      return `${capitalised(m.by)} resisted with ${m.gear} in exchange ${m.no}.`;
    case 'war-die':
      return `${capitalised(m.by)} added a die to the war of exchange ${m.no}.`;
    case 'withdrawn':
      return `A lead was withdrawn before its answer.`;
    case 'fly':
      return `${capitalised(m.by)} rolled fly dice against ${m.against} for ${m.skill}: ${m.winner ? `${m.winner} won` : 'a tie'}.`;
    case 'gift':
      return `${capitalised(m.from)} gave ${plural(m.books, 'book')} to ${m.to}.`;
    case 'out':
      return `${m.name} ${m.how === 'escaped' ? 'got away' : 'was knocked out'}.`;
    case 'chin':
      return `${capitalised(m.by)} took it on the chin.`;
  }
}

export function renderRecap(v: View<'recap'>): string {
  const r = v.recap;
  const ended = endedBecause(r.endReason);
  const lines = [
    `**Recap of the conflict over ${r.primary}**${r.secondary ? ` (secondary ${r.secondary})` : ''}${ended ? `, over because ${ended}` : ''}`,
  ];
  for (const x of r.exchanges) {
    lines.push(
      `• Exchange ${x.no}: ${x.actor} ${quote(x.actorAction)} pushed ${faces(x.actorDice)}; ${x.target}${x.targetAction ? ` ${quote(x.targetAction)}` : ''} pushed ${faces(x.targetDice)}; books ${x.actorBooks}–${x.targetBooks}`,
    );
  }
  for (const m of r.moments) lines.push(`• ${momentWords(m)}`);
  for (const p of r.purchases) lines.push(`• ${purchaseWords(p)}`);
  for (const p of r.participants)
    lines.push(`• **${p.name}**: ${booksLine(p.books)}${p.knockedOut ? ', knocked out' : ''}`);
  // The seals (hashes and salts) are for /conflict verify and the log, not for players to read.
  for (const s of r.reveals)
    lines.push(`• ${s.name} revealed: first roll ${faces(s.revealedRoll)}, kept ${faces(s.revealedPool)}`);
  return lines.join('\n');
}
