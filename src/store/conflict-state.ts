// The conflict aggregate: the rows of one conflict read once into the machine's ConflictState
// (src/rules/conflict), and the changes of a move written back. Rows stay the storage format so
// every reader of the tables (status, recap, log, export) keeps working.
import type { ConflictHouseRules, ConflictState, Offer, OfferStatus, Participant } from '../rules/conflict';
import { newConflict } from '../rules/conflict';
import type { CampaignRow } from './campaigns';
import { getCharacter, gearOf, lifestyleCount, skillsOf } from './characters';
import {
  appendEvent,
  cancelExchangeRow,
  insertPurchase,
  type ConflictRow,
  conflictNpcs,
  eventsOf,
  type ExchangeRow,
  insertExchange,
  knockOutNpc,
  setExchangeMarks,
  type ParticipantRow,
  participantsOf,
  exchangeHead,
  purchasesOf,
  resolveExchangeRow,
  setExchangeWar,
  updateConflict,
  updateParticipant,
} from './conflicts';
import type { Db } from './db';
import type { CharacterId, ConflictId } from './ids';
import { savePurchases, usableRestrictedPoints, withGearGoals } from './conflict-purchases';
import { saveRolls } from './conflict-rolls';
import { murphyBalance } from './murphy';
import { insertOffer, offersOf, type OfferStatus as RowStatus, setOfferStatus } from './negotiation';
import { type ConflictEvent, isEvent, type PendingExchange } from '../rules/conflict';
import type { Face } from '../rules';

export interface LoadedConflict {
  state: ConflictState;
  conflict: ConflictRow;
  rows: ParticipantRow[];
  npcIds: Map<string, number>;
  pendingRow: ExchangeRow | null;
  /** Who spends the Murphy pool (the campaign's GM), for its log. */
  gmUserId: string;
}

const STARTING_LEVEL = 6;

function houseRulesOf(campaign: CampaignRow): ConflictHouseRules {
  const r = campaign.houseRules;
  return {
    trailingTie: r['trailing-tie'] === 'war' ? 'war' : 'discard',
    unmatched: r.unmatched === 'reroll' ? 'reroll' : 'pair',
    strictTurns: r['strict-turns'] === 'on',
    gmSeesPools: r['gm-sees-pools'] === 'on',
  };
}

const OFFER_STATUS: Record<string, OfferStatus> = {
  proposed: 'open',
  settled: 'settled',
  refused: 'refused',
  countered: 'countered',
};

export interface LoadOptions {
  /**
   * false: leave out what only the character sheets, the purchases and the negotiation say (skills,
   * gear, lifestyle level, player and Murphy points, goals bought, offers), for moves that never read
   * them (lead, respond, war). Default true.
   */
  sheets?: boolean;
}

/** Reads one conflict's rows into the machine's value. */
export function loadConflictState(
  db: Db,
  campaign: CampaignRow,
  conflict: ConflictRow,
  options: LoadOptions = {},
): LoadedConflict {
  const sheets = options.sheets !== false;
  const rows = participantsOf(db, conflict.id);
  const npcs = conflictNpcs(db, conflict.id);
  const head = exchangeHead(db, conflict.id);
  const pendingRow = conflict.phase === 'ended' ? null : head.pending;
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
  const purchases = sheets ? purchasesOf(db, conflict.id) : [];
  s.participants = rows.map((r): Participant => {
    const sheet = sheets && r.characterId !== null ? r.characterId : null;
    const character = sheet !== null ? getCharacter(db, sheet) : null;
    const lastPurchase = purchases
      .filter((p) => p.buyerId === r.id)
      .reduce<number | null>((m, p) => Math.max(m ?? 0, p.exchangeNo), null);
    return {
      name: r.name,
      side: r.side,
      kind: r.kind,
      seq: r.seq,
      level: sheet !== null ? Math.max(STARTING_LEVEL, lifestyleCount(db, sheet)) : STARTING_LEVEL,
      skills: sheet !== null ? skillsOf(db, sheet).map((k) => k.text) : [],
      gear:
        sheet !== null
          ? withGearGoals(
              db,
              sheet,
              gearOf(db, sheet).map((g) => ({
                id: g.id,
                name: g.name,
                skill: g.skillText,
                quality: g.quality,
                mode: g.mode,
              })),
            )
          : [],
      pool: [...r.pool],
      rolled: r.drawn !== null,
      drawn: r.drawn ?? 0,
      books: r.books,
      points: !sheets
        ? 0
        : r.kind === 'gm'
          ? murphyBalance(db, campaign.id)
          : pcPoints(db, conflict, sheet, character?.playerPoints ?? 0),
      circumstances: r.circumstances,
      followUpIn: r.followUp + r.chinDice,
      // The older use cases mark an escape as a knock-out that keeps its dice.
      out: r.knockedOut ? (r.pool.length > 0 ? 'escaped' : 'knocked-out') : null,
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
  s.offers = (sheets ? offersOf(db, conflict.id) : []).map(
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
    if (conflict.initiative === 'bidding') replayBidding(db, conflict.id, s.initiative);
  }
  if (pendingRow) s.pending = pendingOf(pendingRow, nameOf);
  const pending = s.pending;
  const pushed = pending
    ? pending.actorDice.length + (pending.targetDice?.length ?? 0) + pending.warActor.length + pending.warTarget.length
    : 0;
  s.tally = { added: s.participants.reduce((n, p) => n + p.pool.length, 0) + pushed, removed: 0 };
  return {
    state: s,
    conflict,
    rows,
    npcIds: new Map(npcs.map((n) => [n.name, n.npcId])),
    pendingRow,
    gmUserId: campaign.gmUserId,
  };
}

/** R10.3: a PC's points here: unrestricted ones plus those restricted to a skill of this conflict. */
function pcPoints(db: Db, conflict: ConflictRow, characterId: CharacterId | null, unrestricted: number): number {
  if (characterId === null) return unrestricted;
  return (
    unrestricted +
    usableRestrictedPoints(db, conflict.primaryText, conflict.secondaryText, characterId).reduce(
      (n, r) => n + r.amount,
      0,
    )
  );
}

/** R4.3 passes and the GM's dice for one character live in the bidding's events. */
function replayBidding(db: Db, conflictId: ConflictId, ini: NonNullable<ConflictState['initiative']>): void {
  for (const e of eventsOf(db, conflictId)) {
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

/**
 * Writes back what a move changed: pools, books, knock-outs, the conflict row, the exchange in
 * progress, and the move's events (secret ones as private log entries).
 */
export function saveConflictState(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
): Saved {
  const before = loaded.state;
  const gmRow = loaded.rows.find((r) => r.kind === 'gm');
  // A name the machine uses: a participant's, or an NPC's (stored as its GM side).
  const idOf = (name: string) =>
    (loaded.rows.find((r) => r.name === name) ?? (loaded.npcIds.has(name) ? gmRow : undefined))!.id;
  for (const p of next.participants) {
    const old = before.participants.find((q) => q.name === p.name)!;
    const patch: Parameters<typeof updateParticipant>[2] = {};
    if (!sameList(old.pool, p.pool)) patch.pool = [...p.pool];
    if (old.books !== p.books) patch.books = p.books;
    if ((old.out !== null) !== (p.out !== null)) patch.knockedOut = p.out !== null;
    if (old.leftover !== p.leftover) patch.leftover = p.leftover;
    if (!sameList(old.flySkills, p.flySkills)) patch.flySkills = [...p.flySkills];
    const bid = next.initiative?.bids[p.name];
    if (bid && !sameList(bid, before.initiative?.bids[p.name])) patch.bid = [...bid];
    if (Object.keys(patch).length > 0) updateParticipant(db, idOf(p.name), patch);
  }
  for (const n of next.npcs) {
    const old = before.npcs.find((m) => m.name === n.name);
    if (old && old.out === null && n.out !== null) knockOutNpc(db, loaded.conflict.id, loaded.npcIds.get(n.name)!);
  }
  const conflictPatch: Parameters<typeof updateConflict>[2] = {};
  if (before.phase !== next.phase) conflictPatch.phase = next.phase;
  if (before.phase !== 'ended' && next.phase === 'ended') conflictPatch.endedAt = now;
  if (before.endReason !== next.endReason) conflictPatch.endReason = next.endReason;
  if (before.exchanges !== next.exchanges) conflictPatch.exchangeCount = next.exchanges;
  if (before.round !== next.round) conflictPatch.round = next.round;
  const initiative = next.initiative === null ? 'none' : next.initiative.status === 'open' ? 'bidding' : 'settled';
  if (
    initiative !== (before.initiative === null ? 'none' : before.initiative.status === 'open' ? 'bidding' : 'settled')
  ) {
    conflictPatch.initiative = initiative;
    if (initiative === 'settled') conflictPatch.turnOrder = next.initiative!.order.map(idOf);
  }
  if (before.suggestedLeader !== next.suggestedLeader)
    conflictPatch.suggestedLeader = next.suggestedLeader ? idOf(next.suggestedLeader) : null;
  updateConflict(db, loaded.conflict.id, conflictPatch);
  savePending(db, loaded, next, events, now, idOf);
  const offerIds = saveOffers(db, loaded, next, now, idOf);
  savePurchases(db, loaded, next, events, now, idOf);
  saveRolls(db, loaded, next, events, now);
  for (const e of events) {
    // R5.6, R9.2: a book given counts as the giver's purchase of this exchange step.
    if (e.type === 'book-given') {
      const d = e.data;
      insertPurchase(db, {
        conflictId: loaded.conflict.id,
        exchangeNo: next.exchanges,
        buyerId: idOf(d.from),
        goal: BOOKS_GIVEN,
        targetName: d.to,
        people: 1,
        placeScale: 0,
        price: d.books,
        booksPaid: d.books,
        pointsPaid: 0,
        effectId: null,
        now,
      });
    }
    appendEvent(
      db,
      loaded.conflict.id,
      e.type,
      e.to === 'all' ? logged(e) : { ...e.data, to: e.to === 'gm' ? 'GM' : e.to.participant },
      e.to === 'all',
      now,
    );
  }
  return { offerIds };
}

/** What the log keeps of a public event: an exchange's whole result is stored once, on its row. */
function logged(e: ConflictEvent): object {
  if (e.type !== 'exchange-resolved') return e.data;
  const { result: _onTheRow, ...rest } = e.data;
  return rest;
}

/** Same items in the same order (faces, skill names): a row is rewritten only when it changed. */
function sameList<T>(a: readonly T[], b: readonly T[] | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The purchase row that records a gift of books. */
export const BOOKS_GIVEN = '(books given)';

export interface Saved {
  /** The stored id of every offer, by the machine's id (new offers get a row id of their own). */
  offerIds: Map<number, number>;
}

const ROW_STATUS: Record<OfferStatus, RowStatus> = {
  open: 'proposed',
  countered: 'countered',
  refused: 'refused',
  settled: 'settled',
};

/** R4.2 offers: new links become rows, answered ones change status. */
function saveOffers(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  now: string,
  idOf: (n: string) => number,
): Map<number, number> {
  const ids = new Map(loaded.state.offers.map((o) => [o.id, o.id]));
  for (const o of next.offers) {
    const old = loaded.state.offers.find((x) => x.id === o.id);
    if (!old) {
      const id = insertOffer(db, {
        conflictId: loaded.conflict.id,
        proposerId: idOf(o.buyer),
        targetId: idOf(o.against),
        targetName: loaded.npcIds.has(o.against) ? o.against : null,
        authorId: idOf(o.author),
        text: o.goal,
        price: o.price,
        kind: o.kind,
        parentId: o.parent === null ? null : (ids.get(o.parent) ?? o.parent),
        now,
      });
      ids.set(o.id, id);
      if (o.status !== 'open') setOfferStatus(db, id, ROW_STATUS[o.status], now);
    } else if (old.status !== o.status) {
      setOfferStatus(db, o.id, ROW_STATUS[o.status], now);
    }
  }
  return ids;
}

function savePending(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
  idOf: (n: string) => number,
): void {
  const was = loaded.state.pending;
  const row = loaded.pendingRow;
  const is = next.pending;
  const insert = (x: PendingExchange) =>
    insertExchange(db, {
      conflictId: loaded.conflict.id,
      no: x.no,
      actorId: idOf(x.actor),
      targetId: idOf(x.target),
      actorAction: x.actorAction,
      risky: x.risky,
      actorDice: [...x.actorDice],
      targetName: x.targetNpc ?? x.target,
      now,
    });
  if (!was && is) {
    insert(is);
    return;
  }
  if (!was) {
    // R5.2: a lead at a target without dice was led and resolved by the same move.
    const led = events.find(isEvent('lead'));
    const resolved = events.filter(isEvent('exchange-resolved')).find((e) => led && e.data.no === led.data.no);
    if (resolved) {
      const d = resolved.data;
      const id = insert({
        no: d.no,
        actor: d.actor,
        target: d.targetParticipant,
        targetNpc: d.target,
        actorAction: d.actorAction,
        risky: d.risky,
        actorDice: d.actorDice,
      } as PendingExchange);
      resolveExchangeRow(db, id, {
        targetAction: d.targetAction ?? '',
        targetDice: d.result.targetPushed,
        result: d.result,
        now,
      });
    }
    return;
  }
  if (!row) return;
  if (is && is.no === was.no) {
    if (is.risky !== was.risky || is.disputedBy !== was.disputedBy || !sameList(is.resisted, was.resisted))
      setExchangeMarks(db, row.id, { risky: is.risky, disputedBy: is.disputedBy, resisted: is.resisted });
    if (is.targetDice) {
      setExchangeWar(db, row.id, {
        targetAction: is.targetAction ?? '',
        targetDice: [...is.targetDice],
        warActor: [...is.warActor],
        warTarget: [...is.warTarget],
        waiting: [...is.warNeeds],
      });
    }
    return;
  }
  const resolved = events.filter(isEvent('exchange-resolved')).find((e) => e.data.no === was.no);
  if (resolved) {
    const d = resolved.data;
    resolveExchangeRow(db, row.id, {
      targetAction: d.targetAction ?? '',
      targetDice: d.result.targetPushed,
      result: d.result,
      now,
    });
  } else {
    cancelExchangeRow(db, row.id, now);
  }
}
