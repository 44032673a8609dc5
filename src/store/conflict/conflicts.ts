// The conflicts table: one row a conflict, its document beside the columns listed and exported.
import type { ConflictState, EndReason, Phase } from '../../rules/conflict';
import { encodeConflict } from './conflict-document';
import type { Db } from '../engine/db';
import { asConflictId, type CampaignId, type ConflictId, type UserId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { prep, prepRaw } from '../engine/statements';

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
