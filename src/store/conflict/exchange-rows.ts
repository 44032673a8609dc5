// The exchanges that have left play (resolved or withdrawn), as rows. A move writes no exchange row:
// while a conflict runs, its document and its event log hold every exchange, and the rows are
// written from the log once it ends. Until then the readers (recap, log, verify) get the rows
// derived from the log, the same rows the end will write.
import type { Face } from '../../rules';
import type { EventData } from '../../rules/conflict';
import { conflictNpcs } from './conflict-npcs';
import { type ExchangeRow, type FinishedExchange, insertFinishedExchange, storedExchangesOf } from './exchanges';
import { eventsOf } from './events';
import { participantsOf } from './participants';
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';

/** Every exchange of the conflict that has left play, by number. */
export async function exchangesOf(db: Db, conflictId: ConflictId): Promise<ExchangeRow[]> {
  const stored = await storedExchangesOf(db, conflictId);
  const derived = (await unstoredExchanges(db, conflictId, new Set(stored.map((x) => x.no)))).map(asRow);
  return derived.length === 0 ? stored : [...stored, ...derived].sort((a, b) => a.no - b.no);
}

export async function exchangeByNo(db: Db, conflictId: ConflictId, no: number): Promise<ExchangeRow | null> {
  return (await exchangesOf(db, conflictId)).find((x) => x.no === no) ?? null;
}

/** Writes the rows of every exchange that left play and has none yet (at the end of the conflict). */
export async function storeFinishedExchanges(db: Db, conflictId: ConflictId): Promise<void> {
  const stored = new Set((await storedExchangesOf(db, conflictId)).map((x) => x.no));
  for (const x of await unstoredExchanges(db, conflictId, stored)) await insertFinishedExchange(db, x);
}

interface Told {
  ledAt?: string;
  lead?: { actor: string; target: string; risky: boolean; action: string };
  pushed?: Face[];
  disputedBy: string | null;
  resisted: string[];
  resolved?: EventData<'exchange-resolved'> & { at: string };
  cancelledAt?: string;
}

/** The exchanges the log says left play that have no row yet, as their rows would be. */
async function unstoredExchanges(
  db: Db,
  conflictId: ConflictId,
  stored: ReadonlySet<number>,
): Promise<FinishedExchange[]> {
  const told = new Map<number, Told>();
  const about = (no: number): Told => {
    let t = told.get(no);
    if (!t) told.set(no, (t = { disputedBy: null, resisted: [] }));
    return t;
  };
  for (const e of await eventsOf(db, conflictId)) {
    const p = e.payload as { no?: unknown } & Record<string, unknown>;
    if (typeof p?.no !== 'number' || stored.has(p.no)) continue;
    switch (e.kind) {
      case 'lead':
        Object.assign(about(p.no), { ledAt: e.at, lead: p as unknown as Told['lead'] });
        break;
      case 'pushed':
        about(p.no).pushed = p.dice as Face[];
        break;
      case 'disputed':
        about(p.no).disputedBy = (p.by as string | null) ?? null;
        break;
      case 'resisted':
        about(p.no).resisted.push(p.name as string);
        break;
      case 'exchange-resolved':
        // Logs from before the document kept the result on the row, which such exchanges have.
        if (p.result) about(p.no).resolved = { ...(p as unknown as NonNullable<Told['resolved']>), at: e.at };
        break;
      case 'exchange-cancelled':
        about(p.no).cancelledAt = e.at;
        break;
    }
  }
  if (told.size === 0) return [];
  const seats = await participantsOf(db, conflictId);
  const gm = seats.find((r) => r.kind === 'gm');
  const npcs = new Set((await conflictNpcs(db, conflictId)).map((n) => n.name));
  // A name the machine uses: a participant's, or an NPC's (who sits on the GM side).
  const idOf = (name: string): number => seats.find((r) => r.name === name)?.id ?? (npcs.has(name) && gm ? gm.id : -1);
  const rows: FinishedExchange[] = [];
  for (const [no, t] of told) {
    const d = t.resolved;
    if (d) {
      rows.push({
        conflictId,
        no,
        status: 'resolved',
        actorId: idOf(d.actor),
        targetId: idOf(d.targetParticipant),
        targetName: d.target,
        actorAction: d.actorAction,
        risky: d.risky,
        actorDice: d.actorDice,
        disputedBy: t.disputedBy,
        resisted: t.resisted,
        targetAction: d.targetAction ?? '',
        targetDice: d.result.targetPushed,
        result: d.result,
        warActor: d.result.actorWar,
        warTarget: d.result.targetWar,
        warWaiting: null,
        ledAt: t.ledAt ?? d.at,
        now: d.at,
      });
    } else if (t.cancelledAt && t.lead) {
      rows.push({
        conflictId,
        no,
        status: 'cancelled',
        actorId: idOf(t.lead.actor),
        targetId: idOf(t.lead.target),
        targetName: t.lead.target,
        actorAction: t.lead.action,
        risky: t.lead.risky,
        actorDice: t.pushed ?? [],
        disputedBy: t.disputedBy,
        resisted: t.resisted,
        targetAction: null,
        targetDice: null,
        result: null,
        warActor: [],
        warTarget: [],
        warWaiting: null,
        ledAt: t.ledAt ?? t.cancelledAt,
        now: t.cancelledAt,
      });
    }
  }
  return rows;
}

function asRow(x: FinishedExchange): ExchangeRow {
  return {
    id: 0,
    conflictId: x.conflictId,
    no: x.no,
    status: x.status,
    actorId: x.actorId,
    targetId: x.targetId,
    actorAction: x.actorAction,
    targetAction: x.targetAction,
    risky: x.risky,
    actorDice: [...x.actorDice],
    targetDice: x.targetDice ? [...x.targetDice] : null,
    result: x.result,
    actorBooks: x.result?.actorBooks ?? null,
    targetBooks: x.result?.targetBooks ?? null,
    createdAt: x.ledAt,
    resolvedAt: x.now,
    warActor: [...x.warActor],
    warTarget: [...x.warTarget],
    warWaiting: x.warWaiting ? [...x.warWaiting] : null,
    targetName: x.targetName,
    disputedBy: x.disputedBy,
    resisted: [...x.resisted],
  };
}
