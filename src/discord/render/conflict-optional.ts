// Public text of the optional parts of a conflict: goal negotiation (R4.2), initiative bids (R4.3),
// fly dice (R7), trailing-tie wars (R5.4), votes to end (R4.6) and the recap once it is over.
import type { PublicView } from '../../app';
import { endedBecause, purchaseWords } from '../../app/conflict/ending-words';
import { capitalised } from '../../rules';
import { booksLine, faces, plural, quote } from './dice';
import { joined, lines, md, mention, type Safe } from '../../app/text/safe-text';

type View<K extends PublicView['kind']> = Extract<PublicView, { kind: K }>;

const OFFER = { proposal: 'proposes', counter: 'counters with', 'only-if': 'accepts only in exchange for' } as const;

export function renderGoalOffer(v: View<'goal-offer'>): Safe {
  const answers = v.answers ? md` (answering ${quote(v.answers)})` : '';
  // A counter is announced as its author's (the GM's counter is the GM's), for the seeker's goal.
  const what =
    v.offerKind === 'counter'
      ? md`counters: **${v.from}** may buy ${quote(v.text)}`
      : md`${OFFER[v.offerKind]} ${quote(v.text)}`;
  return md`**${capitalised(v.by)}** ${what} against **${v.to}** for ${plural(v.price, 'book')}${answers}. ${mention(v.answererUserId)} may ${v.offerKind === 'only-if' ? 'accept, refuse or counter' : 'accept, refuse, counter or accept only if'} with the buttons below.`;
}

export function renderGoalList(v: View<'goal-list'>): Safe {
  const offered = v.offered.map(
    (g) => md`• ${g.name}${g.detail ? md` (${g.detail})` : ''}: ${plural(g.price, 'book')}`,
  );
  const line = (g: View<'goal-list'>['settled'][number]) =>
    md`• ${capitalised(g.from)} → ${g.to}: ${quote(g.text)} for ${plural(g.price, 'book')}`;
  return lines(
    md`**Goals this conflict offers** (the price for one person; a crowd or a wider place costs more)`,
    ...(offered.length ? offered : ['• none']),
    'Buy one with /goal buy, or offer your own with /goal propose.',
    md`**Goals agreed in this conflict**`,
    ...(v.settled.length ? v.settled.map((g) => md`${line(g)} (agreed)`) : ['• none yet']),
    ...(v.open.length ? ['Offers waiting for an answer:', ...v.open.map(line)] : []),
  );
}

export function renderInitiative(v: View<'initiative'>): Safe {
  const bids = v.bids.map((b) => md`• ${b.name} bid ${faces(b.dice)} (total ${b.total})`);
  return lines(md`**Initiative**`, ...bids, md`Order: ${v.order.join(', ')}`);
}

export function renderFly(v: View<'fly-result'>): Safe {
  const outcome = v.winner
    ? md`**${capitalised(v.winner)}** wins and adds every fly die to their pool; goals of ${v.skill} are open to ${v.winner}.`
    : 'A complete tie: nobody gains.';
  return md`**${v.deviator}** rolls fly dice against **${v.opponent}** to switch to ${v.skill}. ${outcome}`;
}

/** `onTable`: said on top of the conflict's table, whose button adds the die. */
export function renderWarWaiting(v: View<'war-waiting'>, onTable = false): Safe {
  return md`Exchange ${v.no} ends on a tie (${faces(v.stake)} at stake): war! ${joined(
    v.needs.map((n) => md`${mention(n.userId)} (${n.name})`),
    ' and ',
  )} each add one die with ${onTable ? 'Add a war die below' : '/exchange war'}.`;
}

export function renderEndVote(v: View<'end-vote'>): Safe {
  return md`${v.agreed.join(' and ')} would call the conflict done. Waiting for: ${joined(
    v.waiting.map((w) => md`${w.name} (${mention(w.userId)})`),
    ', ',
  )}; each clicks Agree to end (or runs /conflict end), or the GM ends it.`;
}

type Moment = View<'recap'>['recap']['moments'][number];

/** One happening of the recap in a sentence (names as the public log holds them). */
function momentWords(m: Moment): Safe {
  switch (m.kind) {
    case 'risky':
      return md`Exchange ${m.no} was led risky by ${m.by}: the higher total took everything.`;
    case 'disputed':
      return md`${capitalised(m.by)} disputed the lead of exchange ${m.no}, making it risky.`;
    case 'resisted':
      return md`${capitalised(m.by)} resisted with ${m.gear} in exchange ${m.no}.`;
    case 'war-die':
      return md`${capitalised(m.by)} added a die to the war of exchange ${m.no}.`;
    case 'withdrawn':
      return md`A lead was withdrawn before its answer.`;
    case 'fly':
      return md`${capitalised(m.by)} rolled fly dice against ${m.against} for ${m.skill}: ${m.winner ? md`${m.winner} won` : 'a tie'}.`;
    case 'gift':
      return md`${capitalised(m.from)} gave ${plural(m.books, 'book')} to ${m.to}.`;
    case 'out':
      return md`${m.name} ${m.how === 'escaped' ? 'got away' : 'was knocked out'}.`;
    case 'chin':
      return md`${capitalised(m.by)} took it on the chin.`;
  }
}

export function renderRecap(v: View<'recap'>): Safe {
  const r = v.recap;
  const ended = endedBecause(r.endReason);
  const out = [
    md`**Recap of the conflict over ${r.primary}**${r.secondary ? md` (secondary ${r.secondary})` : ''}${ended ? md`, over because ${ended}` : ''}`,
  ];
  for (const x of r.exchanges) {
    out.push(
      md`• Exchange ${x.no}: ${capitalised(x.actor)} ${quote(x.actorAction)} pushed ${faces(x.actorDice)}; ${x.target}${x.targetAction ? md` ${quote(x.targetAction)}` : ''} pushed ${faces(x.targetDice)}; books ${x.actorBooks}–${x.targetBooks}`,
    );
  }
  for (const m of r.moments) out.push(md`• ${momentWords(m)}`);
  for (const p of r.purchases) out.push(md`• ${purchaseWords(p)}`);
  for (const p of r.participants)
    out.push(md`• **${capitalised(p.name)}**: ${booksLine(p.books)}${p.knockedOut ? ', knocked out' : ''}`);
  // The seals (hashes and salts) are for /conflict verify and the log, not for players to read.
  for (const s of r.reveals)
    out.push(md`• ${capitalised(s.name)} revealed: first roll ${faces(s.revealedRoll)}, kept ${faces(s.revealedPool)}`);
  return joined(out, '\n');
}
