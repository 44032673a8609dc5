import { inOrder } from '../../store/engine/in-order';
import type { Face } from '../../rules';
import type { ConflictRow } from '../../store/conflict/conflicts';
import { eventsOf, ledTargetName } from '../../store/conflict/events';
import { participantsOf } from '../../store/conflict/participants';
import { purchasesOf } from '../../store/conflict/purchases';
import { endedBecause, purchaseWords } from './ending-words';
import { readConflictDocument } from '../../store/conflict/conflict-state';
import { exchangesOf } from '../../store/conflict/exchange-rows';
import type { Db } from '../../store/engine/db';
import type { Recap, RecapMoment } from '../views';

/**
 * The GM side's name in the recap: its NPCs (together when several), "the GM" when it has none.
 * In an exchange it is the NPC acting there (`inExchange`): the one its lead went through, or the
 * one it was led against.
 */
async function gmSideNames(db: Db, conflict: ConflictRow) {
  // In the order they joined, as the table lists them.
  const npcs = (await readConflictDocument(db, conflict.id)).state.npcs.map((n) => n.name);
  const side = npcs.length ? npcs.join(' and ') : 'the GM';
  const acting = new Map<number, string>();
  for (const e of await eventsOf(db, conflict.id)) {
    const d = e.payload as Record<string, unknown>;
    if (e.kind !== 'lead') continue;
    const npc = d.actor === 'GM' ? d.actorNpc : d.target;
    if (typeof npc === 'string' && npcs.includes(npc)) acting.set(Number(d.no), npc);
  }
  return {
    who: (n: unknown) => (n === 'GM' ? side : String(n ?? '')),
    inExchange: (n: unknown, no: number) => (n === 'GM' ? (acting.get(no) ?? side) : String(n ?? '')),
  };
}

/** The recap's moments from the public log, the GM side named by the NPC acting. */
async function momentsOf(db: Db, conflict: ConflictRow): Promise<RecapMoment[]> {
  const { who, inExchange } = await gmSideNames(db, conflict);
  const out: RecapMoment[] = [];
  for (const e of await eventsOf(db, conflict.id)) {
    if (!e.public) continue;
    const d = e.payload as Record<string, unknown>;
    const no = Number(d.no ?? 0);
    if (e.kind === 'lead' && d.risky === true) out.push({ kind: 'risky', no, by: inExchange(d.actor, no) });
    else if (e.kind === 'disputed') out.push({ kind: 'disputed', no, by: inExchange(d.by ?? 'GM', no) });
    else if (e.kind === 'resisted')
      out.push({ kind: 'resisted', no, by: inExchange(d.name, no), gear: String(d.gear) });
    else if (e.kind === 'war-die') out.push({ kind: 'war-die', no, by: inExchange(d.by, no) });
    else if (e.kind === 'exchange-cancelled') out.push({ kind: 'withdrawn', no });
    else if (e.kind === 'fly')
      out.push({
        kind: 'fly',
        by: who(d.by),
        against: who(d.against),
        skill: String(d.skill),
        winner: d.winner ? who(d.winner) : null,
      });
    else if (e.kind === 'book-given')
      out.push({ kind: 'gift', from: who(d.from), to: who(d.to), books: Number(d.books) });
    else if (e.kind === 'knocked-out' || e.kind === 'escaped')
      out.push({ kind: 'out', name: String(d.name), how: e.kind === 'escaped' ? 'escaped' : 'knocked out' });
    else if (e.kind === 'chin') out.push({ kind: 'chin', by: who(d.name) });
  }
  return out;
}

/** The story of a conflict (R5.7). Rolled pools and salts are revealed only once it has ended. */
export async function buildRecap(db: Db, conflict: ConflictRow): Promise<Recap> {
  const all = await participantsOf(db, conflict.id);
  const name = (id: number) => all.find((p) => p.id === id)?.name ?? '?';
  const { who, inExchange } = await gmSideNames(db, conflict);
  const firstRolls = new Map<string, Face[]>();
  for (const e of await eventsOf(db, conflict.id)) {
    const payload = e.payload as { participant?: string; name?: string; pool?: Face[] };
    // The older use case logged 'rolled' with the pool; the machine tells it to the roller as 'rolled-faces'.
    const who = e.kind === 'rolled' ? payload.participant : e.kind === 'rolled-faces' ? payload.name : undefined;
    if (who && payload.pool && !firstRolls.has(who)) firstRolls.set(who, payload.pool);
  }
  const ended = conflict.phase === 'ended';
  return {
    conflictId: conflict.id,
    primary: conflict.primaryText,
    secondary: conflict.secondaryText,
    endReason: conflict.endReason,
    exchanges: await inOrder(
      (await exchangesOf(db, conflict.id)).filter((x) => x.status === 'resolved'),
      async (x) => ({
        no: x.no,
        actor: inExchange(name(x.actorId), x.no),
        target: who((await ledTargetName(db, conflict.id, x.no)) ?? name(x.targetId)),
        actorAction: x.actorAction,
        targetAction: x.targetAction,
        actorDice: x.actorDice,
        targetDice: x.targetDice ?? [],
        actorBooks: x.actorBooks ?? 0,
        targetBooks: x.targetBooks ?? 0,
        status: x.status,
      }),
    ),
    purchases: (await purchasesOf(db, conflict.id)).map((p) => ({
      buyer: who(name(p.buyerId)),
      goal: p.goal,
      target: p.targetName,
      price: p.price,
    })),
    moments: await momentsOf(db, conflict),
    // Books and knock-outs as the conflict's state has them (its rows take them only once it ends).
    participants: (await readConflictDocument(db, conflict.id)).state.participants.map((p) => ({
      name: who(p.name),
      books: p.books,
      knockedOut: p.out !== null,
    })),
    reveals: ended
      ? all
          .filter((p) => p.salt && p.commitment)
          .map((p) => ({
            name: who(p.name),
            revealedRoll: p.rolled ?? [],
            revealedPool: firstRolls.get(p.name) ?? [],
            salt: p.salt!,
            commitment: p.commitment!,
          }))
      : [],
  };
}

/** The recap as a Markdown document (/conflict log). */
export function recapMarkdown(r: Recap): string {
  const dice = (faces: readonly number[]) => (faces.length ? faces.join(' ') : '—');
  const lines = [
    `# Conflict ${r.conflictId}: ${r.primary}`,
    '',
    `- Secondary skill: ${r.secondary ?? 'none'}`,
    `- Ended: ${r.endReason === null ? 'not yet' : (endedBecause(r.endReason) ?? 'yes')}`,
    '',
    '## Exchanges',
    '',
    '| # | actor | pushed | target | pushed | books |',
    '|---|---|---|---|---|---|',
    ...r.exchanges.map(
      (x) =>
        `| ${x.no} | ${cell(x.actor)}: ${cell(x.actorAction)} | ${dice(x.actorDice)} | ${cell(x.target)}: ${cell(x.targetAction ?? '')} | ${dice(x.targetDice)} | ${x.actorBooks}–${x.targetBooks} |`,
    ),
    '',
    '## Goals bought and books given',
    '',
    ...(r.purchases.length ? r.purchases.map((p) => `- ${purchaseWords(p)}`) : ['- none']),
    '',
    '## Participants',
    '',
    ...r.participants.map(
      (p) =>
        `- ${p.name}: ${p.books} book${p.books === 1 ? '' : 's'} unspent${p.knockedOut ? ', out of the fight' : ''}`,
    ),
  ];
  if (r.reveals.length) {
    lines.push(
      '',
      '## Sealed pools, revealed',
      '',
      'Check: sha256(salt + ":" + pool digits) equals the commitment posted at the roll.',
      '',
    );
    for (const v of r.reveals)
      lines.push(`- ${v.name}: pool ${dice(v.revealedPool)}, salt \`${v.salt}\`, commitment \`${v.commitment}\``);
  }
  return `${lines.join('\n')}\n`;
}

function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}
