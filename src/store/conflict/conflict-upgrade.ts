// Conflicts stored before their state was one document (migration 0015), and conflicts imported
// from a file without one: their state is read once from the rows they were kept in, then saved
// as a document. The rows never held every field (the round's leaders, the turn order's
// direction, who drew action dice when…): those start at their defaults, as they did on every
// command before the upgrade. Nothing else reads a state from rows.
import { inOrder } from '../engine/in-order';
import type { ConflictState, Offer, OfferStatus, Participant, PendingExchange } from '../../rules/conflict';
import { newConflict } from '../../rules/conflict';
import { type CampaignRow, getCampaign } from '../campaign/campaigns';
import { encodeConflict } from './conflict-document';
import { houseRulesOf, sheetOf } from './conflict-inputs';
import { readConflictDocument } from './conflict-state';
import { type ConflictRow, getConflict } from './conflicts';
import { conflictNpcs } from './conflict-npcs';
import { eventsOf } from './events';
import { type ExchangeRow, exchangeHead } from './exchanges';
import { participantProjections, participantsOf } from './participants';
import { purchasesOf } from './purchases';
import type { Db } from '../engine/db';
import type { ConflictId } from '../engine/ids';
import { offersOf } from './negotiation';
import { prep } from '../engine/statements';
import type { Face } from '../../rules';

const OFFER_STATUS: Record<string, OfferStatus> = {
  proposed: 'open',
  settled: 'settled',
  refused: 'refused',
  countered: 'countered',
};

/**
 * Gives every conflict without a document one, built from its rows. Returns how many. `between`
 * runs after each conflict (a large import gives the event loop its turns there).
 */
export async function buildMissingDocuments(db: Db, between?: () => Promise<void>): Promise<number> {
  // A SQLite file opened with older migrations only (an upgrade test's earlier step) has no documents
  // yet; PostgreSQL's schema always has them.
  if (db.engine === 'sqlite') {
    const columns = await prep<[], { name: string }>(db, "SELECT name FROM pragma_table_info('conflicts')").all();
    if (!columns.some((c) => c.name === 'state')) return 0;
  }
  const ids = await prep<[], { id: ConflictId }>(db, 'SELECT id FROM conflicts WHERE state IS NULL ORDER BY id').all();
  const write = prep(db, 'UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ?');
  for (const { id } of ids) {
    const conflict = (await getConflict(db, id))!;
    const campaign = (await getCampaign(db, conflict.campaignId))!;
    await write.run(encodeConflict(await stateFromRows(db, campaign, conflict)), id);
    await between?.();
  }
  return ids.length;
}

/**
 * Why a conflict's document does not fit the rows that say who plays whom (a file put together by
 * hand), or null: every seated participant has its row, every NPC its place on the GM side.
 */
export async function documentMismatch(db: Db, conflictId: ConflictId): Promise<string | null> {
  const { state } = await readConflictDocument(db, conflictId);
  const rows = new Set((await participantsOf(db, conflictId)).map((r) => r.name));
  const npcs = new Set((await conflictNpcs(db, conflictId)).map((n) => n.name));
  const lost = state.participants.find((p) => !rows.has(p.name));
  if (lost) return `its state seats ${lost.name}, who has no participant row`;
  const stray = state.npcs.find((n) => !npcs.has(n.name));
  return stray ? `its state lists the NPC ${stray.name}, who is not on its GM side` : null;
}

/** One conflict's state as its rows kept it. */
export async function stateFromRows(db: Db, campaign: CampaignRow, conflict: ConflictRow): Promise<ConflictState> {
  const rows = await participantProjections(db, conflict.id);
  const npcs = await conflictNpcs(db, conflict.id);
  const head = await exchangeHead(db, conflict.id);
  const nameOf = (id: number | null) => rows.find((r) => r.id === id)?.name ?? null;
  const s = newConflict({
    primary: conflict.primaryText,
    secondary: conflict.secondaryText,
    houseRules: houseRulesOf(campaign),
    fixedRack: conflict.rackSize ?? campaign.rackSize,
    goalChart: campaign.goalChart ?? null,
  });
  const initiator = rows.find((r) => r.kind === 'pc' && r.userId === conflict.initiatorUserId);
  s.initiatorSide = initiator?.side ?? 0;
  s.phase = conflict.phase;
  s.budgetRacks = conflict.budgetRacks;
  s.round = conflict.round;
  s.exchanges = conflict.exchangeCount;
  s.numbered = head.numbered;
  s.endReason = conflict.endReason;
  s.suggestedLeader = nameOf(conflict.suggestedLeader);
  s.endAsked = rows.filter((r) => r.agreedEnd).map((r) => r.name);
  const purchases = await purchasesOf(db, conflict.id);
  s.participants = await inOrder(rows, async (r): Promise<Participant> => {
    const lastPurchase = purchases
      .filter((p) => p.buyerId === r.id)
      .reduce<number | null>((m, p) => Math.max(m ?? 0, p.exchangeNo), null);
    return {
      name: r.name,
      side: r.side,
      kind: r.kind,
      seq: r.seq,
      ...(await sheetOf(db, campaign, s, r)),
      pool: [...r.pool],
      rolled: r.drawn !== null,
      drawn: r.drawn ?? 0,
      books: r.books,
      circumstances: r.circumstances,
      followUpIn: r.followUp + r.chinDice,
      // The rows marked an escape as a knock-out that keeps its dice.
      out: r.knockedOut ? (r.pool.length > 0 ? 'escaped' : 'knocked-out') : null,
      // Knocked out before the upgrade: its last chance is taken as passed.
      lastChance: null,
      actionRound: null,
      flySkills: [...r.flySkills],
      purchaseStep: lastPurchase,
      commitment: r.commitment,
      leftover: r.leftover,
      leftoverBooks: 0,
      followUpDice: 0,
    };
  });
  s.npcs = npcs.map((n) => ({
    name: n.name,
    gang: n.gangSize,
    mook: n.mook,
    armed: false,
    out: n.knockedOut ? 'knocked-out' : null,
  }));
  s.purchases = purchases.map((p) => ({
    step: p.exchangeNo,
    buyer: nameOf(p.buyerId) ?? '?',
    goal: p.goal,
    target: p.targetName,
    price: p.price,
    books: p.booksPaid,
    points: p.pointsPaid,
  }));
  s.offers = (await offersOf(db, conflict.id)).map(
    (o): Offer => ({
      id: o.id,
      kind: o.kind,
      buyer: nameOf(o.proposerId) ?? '?',
      against: o.targetName ?? nameOf(o.targetId) ?? '?',
      author: nameOf(o.authorId) ?? '?',
      answerer: nameOf(o.authorId === o.proposerId ? o.targetId : o.proposerId) ?? '?',
      goal: o.text,
      price: o.price,
      parent: o.parentId,
      status: OFFER_STATUS[o.status] ?? 'open',
    }),
  );
  if (conflict.initiative !== 'none') {
    s.initiative = {
      status: conflict.initiative === 'bidding' ? 'open' : 'closed',
      bids: Object.fromEntries(rows.filter((r) => r.bid !== null).map((r) => [r.name, [...r.bid!]])),
      passed: [],
      gmDice: null,
      order: (conflict.turnOrder ?? []).map((id) => nameOf(id)).filter((n): n is string => n !== null),
    };
    if (conflict.initiative === 'bidding') await replayBidding(db, conflict.id, s.initiative);
  }
  const pendingRow = conflict.phase === 'ended' ? null : head.pending;
  if (pendingRow) s.pending = pendingOf(pendingRow, nameOf);
  const pending = s.pending;
  const pushed = pending
    ? pending.actorDice.length + (pending.targetDice?.length ?? 0) + pending.warActor.length + pending.warTarget.length
    : 0;
  s.tally = { added: s.participants.reduce((n, p) => n + p.pool.length, 0) + pushed, removed: 0 };
  return s;
}

/** R4.3 passes and the GM's dice for one character were kept only in the bidding's events. */
async function replayBidding(
  db: Db,
  conflictId: ConflictId,
  ini: NonNullable<ConflictState['initiative']>,
): Promise<void> {
  for (const e of await eventsOf(db, conflictId)) {
    const data = e.payload as { name?: string; for?: string; dice?: number[] };
    if (e.kind === 'initiative-opened' || e.kind === 'bidding-opened') {
      ini.passed = [];
      ini.gmDice = null;
    } else if (e.kind === 'bid' || e.kind === 'gm-bid') {
      ini.passed = [];
    } else if (e.kind === 'passed' && data.name) {
      ini.passed.push(data.name);
    } else if (e.kind === 'gm-bid-dice' && data.for && data.dice) {
      ini.gmDice = { for: data.for, dice: [...(ini.gmDice?.dice ?? []), ...(data.dice as Face[])] };
    }
  }
}

function pendingOf(row: ExchangeRow, nameOf: (id: number) => string | null): PendingExchange {
  return {
    no: row.no,
    actor: nameOf(row.actorId) ?? '?',
    target: nameOf(row.targetId) ?? '?',
    // The NPC a lead named, when it targeted the GM side through one of its NPCs.
    targetNpc: row.targetName !== null && row.targetName !== nameOf(row.targetId) ? row.targetName : null,
    actorAction: row.actorAction,
    actorDice: [...row.actorDice],
    risky: row.risky,
    disputedBy: row.disputedBy,
    targetAction: row.targetAction,
    targetDice: row.targetDice ? [...row.targetDice] : null,
    warActor: [...row.warActor],
    warTarget: [...row.warTarget],
    warNeeds: row.warWaiting ? [...row.warWaiting] : [],
    resisted: [...row.resisted],
  };
}
