import type { ExchangeResult, Face } from '../rules';
import type { ConflictState, EndReason, Phase } from '../rules/conflict';
import { encodeConflict } from './conflict-document';
import type { Db } from './db';
import { type CampaignId, type CharacterId, type ConflictId, asConflictId, type UserId } from './ids';
import { parseJson, toJson } from './json';
import { prep, prepRaw } from './statements';

export type { EndReason, Phase };

export interface ConflictRow {
  id: ConflictId;
  campaignId: CampaignId;
  guildId: string;
  channelId: string;
  phase: Phase;
  primaryKey: string;
  primaryText: string;
  secondaryKey: string | null;
  secondaryText: string | null;
  initiatorUserId: UserId;
  rackSize: number | null;
  budgetRacks: number;
  suggestedLeader: number | null;
  exchangeCount: number;
  endReason: EndReason | null;
  followsConflictId: ConflictId | null;
  createdAt: string;
  endedAt: string | null;
  initiative: 'none' | 'bidding' | 'settled';
  turnOrder: number[] | null;
  round: number;
  parentChannelId: string | null;
  /** The document's save count when this row was read (0: no document yet). */
  stateVersion: number;
}

/**
 * A live conflict's row, as a move reads it: without the columns written only once it has ended
 * (while it runs, its document holds the round, the turns, the count of exchanges and the leader).
 */
export type LiveConflictRow = Omit<
  ConflictRow,
  'exchangeCount' | 'round' | 'initiative' | 'turnOrder' | 'suggestedLeader' | 'endedAt' | 'endReason'
>;
// Read as arrays (prepRaw): the columns in this order, mapped by position.
export const CONFLICT_COLUMNS =
  'id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, secondary_key, secondary_text, initiator_user_id, rack_size, budget_racks, suggested_leader, exchange_count, end_reason, follows_conflict_id, created_at, ended_at, initiative, turn_order, round, parent_channel_id, state_version';
export const mapConflict = (c: readonly unknown[]): ConflictRow => ({
  id: c[0] as ConflictId,
  campaignId: c[1] as CampaignId,
  guildId: c[2] as string,
  channelId: c[3] as string,
  phase: c[4] as Phase,
  primaryKey: c[5] as string,
  primaryText: c[6] as string,
  secondaryKey: c[7] as string | null,
  secondaryText: c[8] as string | null,
  initiatorUserId: c[9] as UserId,
  rackSize: c[10] as number | null,
  budgetRacks: c[11] as number,
  suggestedLeader: c[12] as number | null,
  exchangeCount: c[13] as number,
  endReason: c[14] as EndReason | null,
  followsConflictId: c[15] as ConflictId | null,
  createdAt: c[16] as string,
  endedAt: c[17] as string | null,
  initiative: c[18] as ConflictRow['initiative'],
  turnOrder: parseJson<number[]>(c[19] as string | null, 'turn order'),
  round: c[20] as number,
  parentChannelId: c[21] as string | null,
  stateVersion: c[22] as number,
});

const LIVE_CONFLICT = `SELECT ${CONFLICT_COLUMNS} FROM conflicts WHERE guild_id = ? AND channel_id = ? AND phase <> 'ended'`;

export async function liveConflict(db: Db, guildId: string, channelId: string): Promise<LiveConflictRow | null> {
  const r = await prepRaw<[string, string]>(db, LIVE_CONFLICT).get(guildId, channelId);
  return r ? mapConflict(r) : null;
}

/** Which conflict is live in a channel, and its document's save count. */
export interface LiveConflictHead {
  id: ConflictId;
  stateVersion: number;
}

const LIVE_CONFLICT_HEAD = `SELECT id, state_version FROM conflicts WHERE guild_id = ? AND channel_id = ? AND phase <> 'ended'`;

/** The live conflict's id and document save count only: a move that kept its row reads no more. */
export async function liveConflictHead(db: Db, guildId: string, channelId: string): Promise<LiveConflictHead | null> {
  const r = await prepRaw<[string, string]>(db, LIVE_CONFLICT_HEAD).get(guildId, channelId);
  return r ? { id: r[0] as ConflictId, stateVersion: r[1] as number } : null;
}

/** The channel's live conflict, or else its most recent one (books can still be spent after the end). */
/** The campaign's conflicts still running, in any channel or thread. */
export async function liveConflictsOfCampaign(db: Db, campaignId: CampaignId): Promise<ConflictRow[]> {
  return (
    await prepRaw<[number]>(
      db,
      `SELECT ${CONFLICT_COLUMNS} FROM conflicts WHERE campaign_id = ? AND phase <> 'ended' ORDER BY id`,
    ).all(campaignId)
  ).map(mapConflict);
}

export async function latestConflict(db: Db, guildId: string, channelId: string): Promise<ConflictRow | null> {
  const r = await prepRaw<[string, string]>(
    db,
    `SELECT ${CONFLICT_COLUMNS} FROM conflicts WHERE guild_id = ? AND channel_id = ? ORDER BY id DESC LIMIT 1`,
  ).get(guildId, channelId);
  return r ? mapConflict(r) : null;
}

export async function getConflict(db: Db, id: ConflictId): Promise<ConflictRow | null> {
  const r = await prepRaw<[number]>(db, `SELECT ${CONFLICT_COLUMNS} FROM conflicts WHERE id = ?`).get(id);
  return r ? mapConflict(r) : null;
}

export async function insertConflict(
  db: Db,
  c: {
    campaignId: CampaignId;
    guildId: string;
    channelId: string;
    primaryKey: string;
    primaryText: string;
    initiatorUserId: UserId;
    followsConflictId?: ConflictId | null;
    parentChannelId?: string | null;
    /** The rules' state it starts from: its document, save count 1. */
    state: ConflictState;
    now: string;
  },
): Promise<ConflictId> {
  return asConflictId(
    Number(
      await prep(
        db,
        `INSERT INTO conflicts (campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, follows_conflict_id, parent_channel_id, created_at, state, state_version)
         VALUES (?, ?, ?, 'setup', ?, ?, ?, ?, ?, ?, ?, 1)`,
      ).insert(
        c.campaignId,
        c.guildId,
        c.channelId,
        c.primaryKey,
        c.primaryText,
        c.initiatorUserId,
        c.followsConflictId ?? null,
        c.parentChannelId ?? null,
        c.now,
        encodeConflict(c.state),
      ),
    ),
  );
}

export type ConflictPatch = Partial<{
  phase: Phase;
  secondaryKey: string | null;
  secondaryText: string | null;
  rackSize: number | null;
  budgetRacks: number;
  suggestedLeader: number | null;
  exchangeCount: number;
  endReason: EndReason | null;
  endedAt: string | null;
  initiative: ConflictRow['initiative'];
  turnOrder: number[] | null;
  round: number;
}>;
const conflictColumns: Record<keyof ConflictPatch, string> = {
  phase: 'phase',
  secondaryKey: 'secondary_key',
  secondaryText: 'secondary_text',
  rackSize: 'rack_size',
  budgetRacks: 'budget_racks',
  suggestedLeader: 'suggested_leader',
  exchangeCount: 'exchange_count',
  endReason: 'end_reason',
  endedAt: 'ended_at',
  initiative: 'initiative',
  turnOrder: 'turn_order',
  round: 'round',
};

export async function updateConflict(db: Db, id: ConflictId, patch: ConflictPatch): Promise<void> {
  const { sets, values } = conflictSets(patch);
  if (sets === '') return;
  await prep(db, `UPDATE conflicts SET ${sets} WHERE id = ?`).run(...values, id);
}

/** A patch as SQL assignments and their values (empty for an empty patch). */
export function conflictSets(patch: ConflictPatch): { sets: string; values: (string | number | null)[] } {
  const keys = Object.keys(patch) as (keyof ConflictPatch)[];
  return {
    sets: keys.map((k) => `${conflictColumns[k]} = ?`).join(', '),
    values: keys.map((k) =>
      k === 'turnOrder' ? (patch.turnOrder ? toJson(patch.turnOrder) : null) : (patch[k] ?? null),
    ),
  };
}

// ---- participants -------------------------------------------------------------------------

/** Who sits where in a conflict, and who plays them: what a move needs of its participants' rows. */
export interface Seat {
  id: number;
  kind: 'pc' | 'gm';
  characterId: CharacterId | null;
  userId: UserId;
  name: string;
  side: 0 | 1;
  /** Follow-up dice it brings from the conflict before (R8.2). */
  followUp: number;
}

/** A participant's row: its seat and its roll, never its play state. */
export interface ParticipantRow extends Seat {
  conflictId: ConflictId;
  seq: number;
  drawn: number | null;
  rolled: Face[] | null;
  chinDice: number;
  salt: string | null;
  commitment: string | null;
}

/**
 * A participant row with its play columns: a projection of the conflict's document, written once
 * the conflict has ended. Live play is read from the document; these columns serve what lists
 * or exports ended conflicts, and the upgrade of databases from before the document.
 */
export interface ParticipantProjection extends ParticipantRow {
  circumstances: number;
  pool: Face[];
  books: number;
  knockedOut: boolean;
  agreedEnd: boolean;
  leftover: number | null;
  bid: Face[] | null;
  flySkills: string[];
}
// Read as arrays (prepRaw): the columns in this order, mapped by position.
const PARTICIPANT_COLUMNS =
  'id, conflict_id, seq, kind, character_id, user_id, name, side, circumstances, follow_up, drawn, rolled, pool, books, knocked_out, agreed_end, leftover, bid, fly_skills, chin_dice, salt, commitment';
/**
 * A participant row read as an array. A class, not an object literal: V8 builds a literal with a
 * getter slowly, and every move reads the participants. Its JSON columns (every face ever rolled,
 * R1.3, the pool, the bid, the fly skills) are parsed only when read, since most moves never look.
 */
class StoredParticipant implements ParticipantProjection {
  readonly id: number;
  readonly conflictId: ConflictId;
  readonly seq: number;
  readonly kind: ParticipantRow['kind'];
  readonly characterId: CharacterId | null;
  readonly userId: UserId;
  readonly name: string;
  readonly side: ParticipantRow['side'];
  readonly circumstances: number;
  readonly followUp: number;
  readonly drawn: number | null;
  readonly books: number;
  readonly knockedOut: boolean;
  readonly agreedEnd: boolean;
  readonly leftover: number | null;
  readonly chinDice: number;
  readonly salt: string | null;
  readonly commitment: string | null;
  #rolledText: string | null;
  #rolled: Face[] | null | undefined = undefined;
  #poolText: string;
  #pool: Face[] | undefined = undefined;
  #bidText: string | null;
  #bid: Face[] | null | undefined = undefined;
  #flyText: string;
  #fly: string[] | undefined = undefined;
  constructor(c: unknown[]) {
    this.id = c[0] as number;
    this.conflictId = c[1] as ConflictId;
    this.seq = c[2] as number;
    this.kind = c[3] as ParticipantRow['kind'];
    this.characterId = c[4] as CharacterId | null;
    this.userId = c[5] as UserId;
    this.name = c[6] as string;
    this.side = c[7] as ParticipantRow['side'];
    this.circumstances = c[8] as number;
    this.followUp = c[9] as number;
    this.drawn = c[10] as number | null;
    this.#rolledText = c[11] as string | null;
    this.#poolText = c[12] as string;
    this.books = c[13] as number;
    this.knockedOut = c[14] === 1;
    this.agreedEnd = c[15] === 1;
    this.leftover = c[16] as number | null;
    this.#bidText = c[17] as string | null;
    this.#flyText = c[18] as string;
    this.chinDice = c[19] as number;
    this.salt = c[20] as string | null;
    this.commitment = c[21] as string | null;
  }
  get rolled(): Face[] | null {
    if (this.#rolled === undefined) this.#rolled = parseJson<Face[]>(this.#rolledText, 'rolled dice');
    return this.#rolled;
  }
  // The pools, bids and fly skills are projections of the conflict's document: most moves read the
  // rows only for who plays whom, so these are parsed only when read too.
  get pool(): Face[] {
    return (this.#pool ??= parseJson<Face[]>(this.#poolText, 'pool') ?? []);
  }
  get bid(): Face[] | null {
    if (this.#bid === undefined) this.#bid = parseJson<Face[]>(this.#bidText, 'bid');
    return this.#bid;
  }
  get flySkills(): string[] {
    return (this.#fly ??= parseJson<string[]>(this.#flyText, 'fly skills') ?? []);
  }
}
const mapParticipant = (c: unknown[]): ParticipantProjection => new StoredParticipant(c);
const PARTICIPANTS_OF = `SELECT ${PARTICIPANT_COLUMNS} FROM participants WHERE conflict_id = ? ORDER BY seq`;

export async function participantsOf(db: Db, conflictId: ConflictId): Promise<ParticipantRow[]> {
  return (await prepRaw<[number]>(db, PARTICIPANTS_OF).all(conflictId)).map(mapParticipant);
}

/** A seat's columns, in the order seatFromColumns reads them. */
export const SEAT_COLUMNS = 'id, kind, character_id, user_id, name, side, follow_up';
const SEATS_OF = `SELECT ${SEAT_COLUMNS} FROM participants WHERE conflict_id = ? ORDER BY seq`;

export function seatFromColumns(c: readonly unknown[]): Seat {
  return {
    id: c[0] as number,
    kind: c[1] as Seat['kind'],
    characterId: c[2] as CharacterId | null,
    userId: c[3] as UserId,
    name: c[4] as string,
    side: c[5] as Seat['side'],
    followUp: c[6] as number,
  };
}

/** Who sits in the conflict, in seating order (the light read every move makes). */
export async function seatsOf(db: Db, conflictId: ConflictId): Promise<Seat[]> {
  return (await prepRaw<[number]>(db, SEATS_OF).all(conflictId)).map(seatFromColumns);
}

/** Every face a participant has rolled so far (R1.3), as its row keeps them. */
export async function rolledOf(db: Db, participantId: number): Promise<Face[] | null> {
  const r = await prep<[number], { rolled: string | null }>(db, 'SELECT rolled FROM participants WHERE id = ?').get(
    participantId,
  );
  return parseJson<Face[]>(r?.rolled ?? null, 'rolled dice');
}

/** The rows with their play columns (see ParticipantProjection: stale while the conflict runs). */
export async function participantProjections(db: Db, conflictId: ConflictId): Promise<ParticipantProjection[]> {
  return (await prepRaw<[number]>(db, PARTICIPANTS_OF).all(conflictId)).map(mapParticipant);
}

export async function insertParticipant(
  db: Db,
  p: {
    conflictId: ConflictId;
    kind: 'pc' | 'gm';
    characterId: CharacterId | null;
    userId: UserId;
    name: string;
    side: 0 | 1;
    followUp?: number;
  },
): Promise<number> {
  const seq =
    ((
      await prep<[number], { n: number | null }>(
        db,
        'SELECT MAX(seq) AS n FROM participants WHERE conflict_id = ?',
      ).get(p.conflictId)
    )?.n ?? 0) + 1;
  return Number(
    await prep(
      db,
      'INSERT INTO participants (conflict_id, seq, kind, character_id, user_id, name, side, follow_up) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).insert(p.conflictId, seq, p.kind, p.characterId, p.userId, p.name, p.side, p.followUp ?? 0),
  );
}

/** What a save may change on a participant: its row without the fields fixed when it joined. */
type ParticipantPatch = Partial<
  Omit<ParticipantProjection, 'id' | 'conflictId' | 'seq' | 'kind' | 'characterId' | 'userId' | 'name' | 'side'> & {
    userId: string;
  }
>;
const participantColumns: Record<keyof ParticipantPatch, string> = {
  circumstances: 'circumstances',
  followUp: 'follow_up',
  drawn: 'drawn',
  rolled: 'rolled',
  pool: 'pool',
  books: 'books',
  knockedOut: 'knocked_out',
  agreedEnd: 'agreed_end',
  leftover: 'leftover',
  userId: 'user_id',
  bid: 'bid',
  flySkills: 'fly_skills',
  chinDice: 'chin_dice',
  salt: 'salt',
  commitment: 'commitment',
};
const jsonParticipantColumns = new Set<keyof ParticipantPatch>(['pool', 'rolled', 'bid', 'flySkills']);

export async function updateParticipant(db: Db, id: number, patch: ParticipantPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof ParticipantPatch)[];
  if (keys.length === 0) return;
  const sets = keys.map((k) => `${participantColumns[k]} = ?`).join(', ');
  const values = keys.map((k) => {
    const v = patch[k];
    if (jsonParticipantColumns.has(k)) return v == null ? null : toJson(v);
    if (typeof v === 'boolean') return v ? 1 : 0;
    return v ?? null;
  });
  await prep(db, `UPDATE participants SET ${sets} WHERE id = ?`).run(...values, id);
}

// ---- NPCs in a conflict, circumstances -----------------------------------------------------

/** `mook`: a nameless extra who is a target but brings no rack (R3.3). */
export interface ConflictNpcRow {
  npcId: number;
  name: string;
  level: number;
  gangSize: number | null;
  knockedOut: boolean;
  mook: boolean;
}

const CONFLICT_NPCS =
  'SELECT cn.npc_id, n.name, n.level, n.gang_size, cn.knocked_out, cn.mook FROM conflict_npcs cn JOIN npcs n ON n.id = cn.npc_id WHERE cn.conflict_id = ? ORDER BY n.name COLLATE NOCASE';

export async function conflictNpcs(db: Db, conflictId: ConflictId): Promise<ConflictNpcRow[]> {
  return (await prepRaw<[number]>(db, CONFLICT_NPCS).all(conflictId)).map((c) => ({
    npcId: c[0] as number,
    name: c[1] as string,
    level: c[2] as number,
    gangSize: c[3] as number | null,
    knockedOut: c[4] === 1,
    mook: c[5] === 1,
  }));
}

export async function addConflictNpc(db: Db, conflictId: ConflictId, npcId: number, mook = false): Promise<boolean> {
  return (
    (
      await prep(
        db,
        'INSERT INTO conflict_npcs (conflict_id, npc_id, mook) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(conflictId, npcId, mook ? 1 : 0)
    ).changes > 0
  );
}

export async function knockOutNpc(db: Db, conflictId: ConflictId, npcId: number): Promise<void> {
  await prep(db, 'UPDATE conflict_npcs SET knocked_out = 1 WHERE conflict_id = ? AND npc_id = ?').run(
    conflictId,
    npcId,
  );
}

export async function insertCircumstance(
  db: Db,
  conflictId: ConflictId,
  participantId: number,
  reason: string,
): Promise<void> {
  await prep(db, 'INSERT INTO circumstances (conflict_id, participant_id, reason) VALUES (?, ?, ?)').run(
    conflictId,
    participantId,
    reason,
  );
}

// ---- exchanges ----------------------------------------------------------------------------

export interface ExchangeRow {
  id: number;
  conflictId: number;
  no: number;
  status: 'pending' | 'resolved' | 'cancelled';
  actorId: number;
  targetId: number;
  actorAction: string;
  targetAction: string | null;
  risky: boolean;
  actorDice: Face[];
  targetDice: Face[] | null;
  result: ExchangeResult | null;
  actorBooks: number | null;
  targetBooks: number | null;
  createdAt: string;
  resolvedAt: string | null;
  warActor: Face[];
  warTarget: Face[];
  warWaiting: ('actor' | 'target')[] | null;
  /** The name its lead aimed at: an NPC of the GM side, or the target itself. */
  targetName: string | null;
  /** R5.5: who disputed the lead. */
  disputedBy: string | null;
  /** R2.4: who resisted with gear during it. */
  resisted: string[];
}
// Read as arrays (prepRaw): the columns in this order, mapped by position.
const EXCHANGE_COLUMNS =
  'id, conflict_id, no, status, actor_id, target_id, actor_action, target_action, risky, actor_dice, target_dice, result, actor_books, target_books, created_at, resolved_at, war_actor, war_target, war_waiting, target_name, disputed_by, resisted';
const mapExchange = (c: unknown[]): ExchangeRow => ({
  id: c[0] as number,
  conflictId: c[1] as number,
  no: c[2] as number,
  status: c[3] as ExchangeRow['status'],
  actorId: c[4] as number,
  targetId: c[5] as number,
  actorAction: c[6] as string,
  targetAction: c[7] as string | null,
  risky: c[8] === 1,
  actorDice: parseJson<Face[]>(c[9] as string, 'pushed dice') ?? [],
  targetDice: parseJson<Face[]>(c[10] as string | null, 'pushed dice'),
  result: parseJson<ExchangeResult>(c[11] as string | null, 'exchange result'),
  actorBooks: c[12] as number | null,
  targetBooks: c[13] as number | null,
  createdAt: c[14] as string,
  resolvedAt: c[15] as string | null,
  warActor: parseJson<Face[]>(c[16] as string, 'war dice') ?? [],
  warTarget: parseJson<Face[]>(c[17] as string, 'war dice') ?? [],
  warWaiting: parseJson<ExchangeRow['warWaiting']>(c[18] as string | null, 'war state'),
  targetName: c[19] as string | null,
  disputedBy: c[20] as string | null,
  resisted: parseJson<string[]>(c[21] as string, 'resistances') ?? [],
});

const PENDING_EXCHANGE = `SELECT ${EXCHANGE_COLUMNS} FROM exchanges WHERE conflict_id = ? AND status = 'pending'`;

/** A waiting exchange's row: only databases and files from before the conflict document have one. */
export async function pendingExchange(db: Db, conflictId: ConflictId): Promise<ExchangeRow | null> {
  const r = await prepRaw<[number]>(db, PENDING_EXCHANGE).get(conflictId);
  return r ? mapExchange(r) : null;
}

const HIGHEST_EXCHANGE = 'SELECT MAX(no) FROM exchanges WHERE conflict_id = ?';

/**
 * The highest exchange number used so far (0 before the first) and the exchange pending. A lead is
 * numbered after the highest and none is made while another waits, so a pending one is the highest.
 */
export async function exchangeHead(
  db: Db,
  conflictId: ConflictId,
): Promise<{ numbered: number; pending: ExchangeRow | null }> {
  const pending = await pendingExchange(db, conflictId);
  if (pending) return { numbered: pending.no, pending };
  return {
    numbered: ((await prepRaw<[number]>(db, HIGHEST_EXCHANGE).get(conflictId))![0] as number | null) ?? 0,
    pending,
  };
}

/** The exchange rows written so far: every exchange of an ended conflict (see exchange-rows.ts). */
export async function storedExchangesOf(db: Db, conflictId: ConflictId): Promise<ExchangeRow[]> {
  return (
    await prepRaw<[number]>(db, `SELECT ${EXCHANGE_COLUMNS} FROM exchanges WHERE conflict_id = ? ORDER BY no`).all(
      conflictId,
    )
  ).map(mapExchange);
}

/** An exchange as it left play, resolved or withdrawn: its one row (R5.1–R5.5). */
export interface FinishedExchange {
  conflictId: number;
  no: number;
  status: 'resolved' | 'cancelled';
  actorId: number;
  targetId: number;
  /** The name the lead aimed at (an NPC of the GM side, or the target itself). */
  targetName: string;
  actorAction: string;
  risky: boolean;
  actorDice: readonly Face[];
  disputedBy: string | null;
  resisted: readonly string[];
  targetAction: string | null;
  targetDice: readonly Face[] | null;
  result: ExchangeResult | null;
  warActor: readonly Face[];
  warTarget: readonly Face[];
  /** Sides that still owed a war die when it was withdrawn. */
  warWaiting: readonly ('actor' | 'target')[] | null;
  ledAt: string;
  now: string;
}

export async function insertFinishedExchange(db: Db, e: FinishedExchange): Promise<void> {
  await prep(
    db,
    `INSERT INTO exchanges (conflict_id, no, status, actor_id, target_id, target_name, actor_action, risky, actor_dice,
       disputed_by, resisted, target_action, target_dice, result, actor_books, target_books, war_actor, war_target,
       war_waiting, created_at, resolved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    e.conflictId,
    e.no,
    e.status,
    e.actorId,
    e.targetId,
    e.targetName,
    e.actorAction,
    e.risky ? 1 : 0,
    toJson(e.actorDice),
    e.disputedBy,
    toJson(e.resisted),
    e.targetAction,
    e.targetDice === null ? null : toJson(e.targetDice),
    e.result === null ? null : toJson(e.result),
    e.result?.actorBooks ?? null,
    e.result?.targetBooks ?? null,
    toJson(e.warActor),
    toJson(e.warTarget),
    e.warWaiting === null ? null : toJson(e.warWaiting),
    e.ledAt,
    e.now,
  );
}

/** When the conflict's latest lead was made: the time of its event. */
export async function latestLeadAt(db: Db, conflictId: ConflictId): Promise<string | null> {
  return (
    (
      await prep<[number], { at: string }>(
        db,
        "SELECT at FROM events WHERE conflict_id = ? AND kind = 'lead' ORDER BY id DESC LIMIT 1",
      ).get(conflictId)
    )?.at ?? null
  );
}

// ---- purchases, negotiated goals, events -----------------------------------------------------

export interface PurchaseRow {
  buyerId: number;
  exchangeNo: number;
  goal: string;
  targetName: string;
  price: number;
  booksPaid: number;
  pointsPaid: number;
}

export async function insertPurchase(
  db: Db,
  p: {
    conflictId: number;
    exchangeNo: number;
    buyerId: number;
    goal: string;
    targetName: string;
    people: number;
    placeScale: number;
    price: number;
    booksPaid: number;
    pointsPaid: number;
    effectId: number | null;
    now: string;
  },
): Promise<void> {
  await prep(
    db,
    `INSERT INTO purchases (conflict_id, exchange_no, buyer_id, goal, target_name, people, place_scale, price, books_paid, points_paid, effect_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    p.conflictId,
    p.exchangeNo,
    p.buyerId,
    p.goal,
    p.targetName,
    p.people,
    p.placeScale,
    p.price,
    p.booksPaid,
    p.pointsPaid,
    p.effectId,
    p.now,
  );
}

export async function purchasesOf(db: Db, conflictId: ConflictId): Promise<PurchaseRow[]> {
  return (
    await prep<
      [number],
      {
        buyer_id: number;
        exchange_no: number;
        goal: string;
        target_name: string;
        price: number;
        books_paid: number;
        points_paid: number;
      }
    >(
      db,
      'SELECT buyer_id, exchange_no, goal, target_name, price, books_paid, points_paid FROM purchases WHERE conflict_id = ? ORDER BY id',
    ).all(conflictId)
  ).map((r) => ({
    buyerId: r.buyer_id,
    exchangeNo: r.exchange_no,
    goal: r.goal,
    targetName: r.target_name,
    price: r.price,
    booksPaid: r.books_paid,
    pointsPaid: r.points_paid,
  }));
}

export interface EventRow {
  id: number;
  kind: string;
  payload: unknown;
  public: boolean;
  at: string;
}

/** Appends to the conflict's log (append-only: the schema refuses updates and deletes). */
export async function appendEvent(
  db: Db,
  conflictId: ConflictId,
  kind: string,
  payload: unknown,
  isPublic: boolean,
  now: string,
): Promise<void> {
  await prep(db, 'INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)').run(
    conflictId,
    kind,
    toJson(payload),
    isPublic ? 1 : 0,
    now,
  );
}

/** The name a lead of exchange `no` targeted (an NPC's name when the GM side was led against). */
export async function ledTargetName(db: Db, conflictId: ConflictId, no: number): Promise<string | null> {
  // The latest lead of that number that names a target: SQLite reads the one payload it needs.
  const r = await prep<[number, number], { target: string }>(
    db,
    `SELECT json_extract(payload, '$.target') AS target FROM events WHERE conflict_id = ? AND kind = 'lead'
       AND json_extract(payload, '$.no') = ? AND json_type(payload, '$.target') = 'text' ORDER BY id DESC LIMIT 1`,
  ).get(conflictId, no);
  return r?.target ?? null;
}

export async function eventsOf(db: Db, conflictId: ConflictId): Promise<EventRow[]> {
  return (
    await prep<[number], { id: number; kind: string; payload: string; public: number; at: string }>(
      db,
      'SELECT * FROM events WHERE conflict_id = ? ORDER BY id',
    ).all(conflictId)
  ).map((r) => ({ id: r.id, kind: r.kind, payload: parseJson(r.payload, 'event'), public: r.public === 1, at: r.at }));
}
