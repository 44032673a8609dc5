// The table message of a conflict: one public message, edited as the conflict moves. Built from the
// public conflict only (no pool, no pool size can reach it): the phase, each side with its named
// NPCs and public facts, what the table waits for and on whom, the pending lead (how many dice,
// never which), the last things that happened, and the buttons for the moves someone may make now.
import type { PublicView } from '../../app';
import { type PublicBody, publicBody } from '../render/body';
import { renderConflict } from '../render/conflict';
import { plural, quote } from '../render/dice';
import { tableRows } from './table-buttons';

export type TableConflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

/** A name someone chose, as plain text (the escaping of quoted text, without the quotes). */
export const plain = (s: string): string => quote(s).slice(1, -1);

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

/** What the table waits for now, and on whom. */
export function waitingFor(c: TableConflict): string {
  const name = (n: string) => plain(sideName(c, n));
  if (c.phase === 'ended')
    return 'Nothing more here: a follow-up, the recap or the check of the dice are a click away.';
  if (c.phase === 'setup') {
    const sides = [0, 1].map((s) => c.participants.some((p) => p.side === s));
    const missing = sides.includes(false) ? 'both sides to sit down' : 'everyone in to roll';
    return `Players to join, the GM to choose the secondary skill (${c.secondary ? 'chosen' : 'not chosen yet'}), then ${missing}.`;
  }
  if (c.phase === 'rolling') {
    const waiting = c.participants.filter((p) => !p.hasRolled && !p.out).map((p) => name(p.name));
    return waiting.length ? `${waiting.join(', ')} to roll.` : 'The exchanges to begin.';
  }
  const x = c.pending;
  if (x) {
    if (x.warWaitingFor.length)
      return `A war die from ${x.warWaitingFor.map((n) => name(n)).join(' and ')} (the trailing tie is fought over).`;
    const dispute = x.disputedBy ? ', disputed: whoever totals more takes it' : x.risky ? ', risky' : '';
    return `${name(x.answerer)} to answer ${plain(sideName(c, x.actor))}'s lead with ${plural(x.count, 'die', 'dice')}${dispute}.`;
  }
  const open = c.offers.filter((o) => o.status === 'open');
  if (open.length) return `${open.map((o) => name(o.to)).join(', ')} to answer an offered goal.`;
  if (c.initiative?.status === 'open') return 'Initiative bids.';
  const strict = c.houseRules['strict-turns'] === 'on';
  if (c.suggestedLeader)
    return strict
      ? `${name(c.suggestedLeader)} to lead the next exchange.`
      : `The next lead: ${name(c.suggestedLeader)} is suggested, anyone holding dice may lead.`;
  return 'The next lead.';
}

/**
 * The table as text: the conflict as /conflict status shows it (phase, sides, books, the pending
 * lead), what it waits for, and the latest events.
 */
export function tableText(c: TableConflict, recent: readonly string[], headline?: string): string {
  const lines = [renderConflict(c, headline), `**Waiting for**: ${waitingFor(c)}`];
  if (recent.length) lines.push('**Lately**', ...recent.map((r) => `> ${r}`));
  return withinLimit(lines.join('\n'));
}

/** Discord's limit of 2,000 characters: the oldest "lately" lines go first. */
function withinLimit(text: string): string {
  let out = text;
  while (out.length > 2000) {
    const lines = out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('> '));
    if (at < 0) return out.slice(0, 2000);
    lines.splice(at, 1);
    out = lines.join('\n');
  }
  return out;
}

export function renderTable(c: TableConflict, recent: readonly string[], headline?: string): PublicBody {
  return publicBody(tableText(c, recent, headline), tableRows(c));
}
