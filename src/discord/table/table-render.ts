// The table message of a conflict: one public message, edited as the conflict moves. Built from the
// public conflict only (no pool, no pool size can reach it): the phase, each side with its named
// NPCs and public facts, what the table waits for and on whom, the pending lead (how many dice,
// never which), the last things that happened, and the buttons for the moves someone may make now.
import type { PublicView } from '../../app';
import { type PublicBody, publicBody } from '../render/body';
import { renderConflict, since, warName } from '../render/conflict';
import { plural } from '../render/dice';
import { capitalised } from '../../rules';
import { isReady, waitingWords } from '../../rules/conflict';
import { joined, lines, linesOf, md, type Safe, textOf } from '../../app/text/safe-text';
import { leaderWords } from '../../app/conflict/leader-words';
import { tableRows } from './table-buttons';

export type TableConflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

/**
 * The name players read for a participant: a character's own; the GM side by the NPC it acts
 * through (`npc`), else its only NPC standing, else its NPCs together, else "the GM".
 */
export function sideName(c: TableConflict, name: string, npc: string | null = null): string {
  if (c.participants.find((p) => p.name === name)?.kind !== 'gm') return name;
  if (npc) return npc;
  const standing = c.npcs.filter((n) => !n.out).map((n) => n.name);
  if (standing.length === 1) return standing[0]!;
  if (standing.length > 1) return standing.join(' and ');
  return 'the GM';
}

/** What the table waits for now, and on whom: said once, from the conflict as it stands. */
export function waitingFor(c: TableConflict): Safe {
  if (c.phase === 'ended')
    return md`Nothing more here: a follow-up, the recap or the check of the dice are a click away.`;
  // R4.1: the set-up stays open until the GM or the side that started it begins the exchanges.
  if (c.setup) {
    const who = ['the GM', ...c.setup.initiators].join(' or ');
    return isReady(c.setup.waits)
      ? md`${capitalised(who)} to begin the exchanges with Begin (late arrivals may still join).`
      : md`${capitalised(waitingWords(c.setup.waits))}.`;
  }
  const x = c.pending;
  if (x) {
    // R5.4: a war between the two sides of the exchange, each by the one acting in it.
    if (x.warWaitingFor.length)
      return md`A war die ${x.warWaitingFor.length > 1 ? 'each ' : ''}from ${x.warWaitingFor.map((n) => warName(c, n)).join(' and ')} (the trailing tie is fought over).`;
    const dispute = x.disputedBy ? ', disputed: whoever totals more takes it' : x.risky ? ', risky' : '';
    // Each side of the lead by the NPC acting: the one led against, the one leading.
    const answerer = sideName(c, x.answerer, x.target === x.answerer ? null : x.target);
    return md`${answerer} to answer ${sideName(c, x.actor, x.actorNpc)}'s lead with ${plural(x.count, 'die', 'dice')}${dispute}${since(c.pendingSince)}.`;
  }
  // R4.2: each open offer answered by the one it was made to (the GM side by the NPC it concerns).
  const open = c.offers.filter((o) => o.status === 'open');
  if (open.length)
    return md`${joined(
      open.map((o) => {
        const npc = [o.against, o.buyer].find((n) => c.npcs.some((m) => m.name === n)) ?? null;
        return md`${capitalised(sideName(c, o.to, npc))} to answer ${sideName(c, o.by, npc)}'s offered goal`;
      }),
      '; ',
    )}.`;
  if (c.initiative?.status === 'open') return md`Initiative bids.`;
  // R4.4: the suggested leader; under strict-turns only they (or the GM) may lead.
  if (c.suggestedLeader) {
    const leader = leaderWords(c, c.suggestedLeader);
    return c.houseRules['strict-turns'] === 'on'
      ? md`${capitalised(leader)} to lead the next exchange.`
      : md`The next lead: ${leader} is suggested, though anyone holding dice may lead.`;
  }
  return md`The next lead.`;
}

/**
 * The table as text: the conflict as /conflict status shows it (phase, sides, books, the pending
 * lead), what it waits for, and the latest events.
 */
export function tableText(c: TableConflict, recent: readonly Safe[], headline?: Safe): Safe {
  const out = [renderConflict(c, headline, { waiting: false }), md`**Waiting for**: ${waitingFor(c)}`];
  // What the headline on top already says (a start's opening, a notice posted with it) is not
  // listed again under "lately"; once the table is edited without it, "lately" still holds it.
  const onTop = new Set<string>(headline ? linesOf(headline).map(textOf) : []);
  const lately = recent.filter((r) => !onTop.has(textOf(r)));
  if (lately.length) out.push(md`**Lately**`, ...lately.map((r) => md`· ${r}`));
  return withinLimit(out);
}

/** Discord's limit of 2,000 characters: the oldest "lately" lines go first, then the last lines. */
function withinLimit(out: Safe[]): Safe {
  const kept = [...out];
  let text = lines(...kept);
  while (textOf(text).length > 2000 && kept.length > 1) {
    const at = kept.findIndex((l) => textOf(l).startsWith('· '));
    kept.splice(at < 0 ? kept.length - 1 : at, 1);
    text = lines(...kept);
  }
  return text;
}

/** `mentions`: the users the headline calls, the only ones it may ping. */
export function renderTable(
  c: TableConflict,
  recent: readonly Safe[],
  headline?: Safe,
  mentions: readonly string[] = [],
): PublicBody {
  return publicBody(tableText(c, recent, headline), tableRows(c), mentions);
}
