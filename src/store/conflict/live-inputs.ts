// A move's first read in one statement: the campaign that owns the channel (its thread's parent
// first), the channel's live conflict and that conflict's seats. Over a network each statement is a
// round trip, so a store that keeps no inputs between moves (PostgreSQL) asks for them together.
import { CAMPAIGN_COLUMNS, type CampaignRow, campaignFromColumns } from '../campaign/campaigns';
import { CONFLICT_COLUMNS, type LiveConflictRow, mapConflict } from './conflicts';
import { SEAT_COLUMNS, type Seat, seatFromColumns } from './participants';
import type { Db } from '../engine/db';
import { prepRaw } from '../engine/statements';

export interface LiveInputs {
  campaign: CampaignRow;
  /** The channel's live conflict, whichever campaign it belongs to; null when none runs. */
  conflict: LiveConflictRow | null;
  /** Its seats in seating order (none without a conflict). */
  seats: Seat[];
}

const conflictColumns = CONFLICT_COLUMNS.split(',').map((c) => `k.${c.trim()}`);
const LIVE_INPUTS = `SELECT ${conflictColumns.join(', ')}, ${CAMPAIGN_COLUMNS.map((c) => `c.${c}`).join(', ')},
    (SELECT json_agg(json_build_array(${SEAT_COLUMNS.split(',')
      .map((c) => `p.${c.trim()}`)
      .join(', ')}) ORDER BY p.seq) FROM participants p WHERE p.conflict_id = k.id)
  FROM campaigns c
  LEFT JOIN conflicts k ON k.guild_id = ? AND k.channel_id = ? AND k.phase <> 'ended'
  WHERE c.id = (SELECT b.campaign_id FROM campaign_channels b
    WHERE b.guild_id = ? AND (b.channel_id = ? OR b.channel_id = ?)
    ORDER BY CASE WHEN b.channel_id = ? THEN 0 ELSE 1 END LIMIT 1)`;

/**
 * What a move reads first, in one statement (PostgreSQL's JSON functions): null when no campaign
 * owns the channel. A thread belongs to its parent's campaign, as campaignOwning says.
 */
export async function readLiveInputs(
  db: Db,
  guildId: string,
  channelId: string,
  parentChannelId: string | null,
): Promise<LiveInputs | null> {
  const r = await prepRaw<[string, string, string, string | null, string, string | null]>(db, LIVE_INPUTS).get(
    guildId,
    channelId,
    guildId,
    parentChannelId,
    channelId,
    parentChannelId,
  );
  if (!r) return null;
  const n = conflictColumns.length;
  const seats = (r[n + CAMPAIGN_COLUMNS.length] as unknown[][] | null) ?? [];
  return {
    campaign: campaignFromColumns(r, n),
    conflict: r[0] === null ? null : mapConflict(r),
    seats: seats.map(seatFromColumns),
  };
}
