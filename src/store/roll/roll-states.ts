// What a preset /roll left behind (its dice and what may still be chosen or spent), so
// that a button on its result works after a restart. The state itself is the app's JSON.
import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

export interface RollStateRow {
  id: number;
  guildId: string;
  channelId: string;
  campaignId: number | null;
  userId: string;
  who: string;
  preset: string;
  secret: boolean;
  state: string;
}

interface Raw {
  id: number;
  guild_id: string;
  channel_id: string;
  campaign_id: number | null;
  user_id: string;
  who: string;
  preset: string;
  secret: number;
  state: string;
}

const toRow = (r: Raw): RollStateRow => ({
  id: r.id,
  guildId: r.guild_id,
  channelId: r.channel_id,
  campaignId: r.campaign_id,
  userId: r.user_id,
  who: r.who,
  preset: r.preset,
  secret: r.secret === 1,
  state: r.state,
});

export async function insertRollState(db: Db, r: Omit<RollStateRow, 'id'>, now: string): Promise<number> {
  return await prep(
    db,
    'INSERT INTO roll_states (guild_id, channel_id, campaign_id, user_id, who, preset, secret, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).insert(r.guildId, r.channelId, r.campaignId, r.userId, r.who, r.preset, r.secret ? 1 : 0, r.state, now, now);
}

/** The roll with this id, only within the guild asking (another server's ids find nothing). */
export async function rollStateById(db: Db, guildId: string, id: number): Promise<RollStateRow | null> {
  const raw = await prep<[number, string], Raw>(
    db,
    'SELECT id, guild_id, channel_id, campaign_id, user_id, who, preset, secret, state FROM roll_states WHERE id = ? AND guild_id = ?',
  ).get(id, guildId);
  return raw ? toRow(raw) : null;
}

export async function updateRollState(db: Db, id: number, state: string, now: string): Promise<void> {
  await prep(db, 'UPDATE roll_states SET state = ?, updated_at = ? WHERE id = ?').run(state, now, id);
}
