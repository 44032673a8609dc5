import type { GoalDefinition } from '../../rules';
import type { Db } from '../engine/db';
import { type CampaignId, asCampaignId, type UserId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { oneRow, prep, prepRaw } from '../engine/statements';

export type HouseRules = Record<string, string>;

export interface CampaignRow {
  id: CampaignId;
  guildId: string;
  name: string;
  gmUserId: UserId;
  rackSize: number | null;
  houseRules: HouseRules;
  goalChart: GoalDefinition[] | null;
  skillCatalog: string[] | null;
  createdAt: string;
}

interface Raw {
  id: CampaignId;
  guild_id: string;
  name: string;
  gm_user_id: UserId;
  rack_size: number | null;
  house_rules: string;
  goal_chart: string | null;
  skill_catalog: string | null;
  created_at: string;
}

const map = (r: Raw): CampaignRow => ({
  id: r.id,
  guildId: r.guild_id,
  name: r.name,
  gmUserId: r.gm_user_id,
  rackSize: r.rack_size,
  houseRules: parseJson<HouseRules>(r.house_rules, 'house rules') ?? {},
  goalChart: parseJson<GoalDefinition[]>(r.goal_chart, 'goal chart'),
  skillCatalog: parseJson<string[]>(r.skill_catalog, 'skill catalog'),
  createdAt: r.created_at,
});

// Every move starts here: read as an array (prepRaw), which costs a fraction of a row object.
export const CAMPAIGN_COLUMNS: readonly (keyof Raw)[] = [
  'id',
  'guild_id',
  'name',
  'gm_user_id',
  'rack_size',
  'house_rules',
  'goal_chart',
  'skill_catalog',
  'created_at',
];
const CAMPAIGN_FOR_CHANNEL = `SELECT ${CAMPAIGN_COLUMNS.map((c) => `c.${c}`).join(', ')}
  FROM campaigns c JOIN campaign_channels b ON b.campaign_id = c.id WHERE b.guild_id = ? AND b.channel_id = ?`;

export async function campaignForChannel(db: Db, guildId: string, channelId: string): Promise<CampaignRow | null> {
  const r = await prepRaw<[string, string]>(db, CAMPAIGN_FOR_CHANNEL).get(guildId, channelId);
  return r ? campaignFromColumns(r) : null;
}

/** A campaign read as CAMPAIGN_COLUMNS, starting at `from` in the row. */
export function campaignFromColumns(r: readonly unknown[], from = 0): CampaignRow {
  return map(Object.fromEntries(CAMPAIGN_COLUMNS.map((c, i) => [c, r[from + i]])) as unknown as Raw);
}

export async function getCampaign(db: Db, id: CampaignId): Promise<CampaignRow | null> {
  return await oneRow(db, 'SELECT * FROM campaigns WHERE id = ?', map, id);
}

export async function insertCampaign(
  db: Db,
  c: { guildId: string; channelId: string; name: string; gmUserId: UserId; rackSize: number | null; now: string },
): Promise<CampaignId> {
  const id = asCampaignId(
    Number(
      await prep(
        db,
        'INSERT INTO campaigns (guild_id, name, gm_user_id, rack_size, created_at) VALUES (?, ?, ?, ?, ?)',
      ).insert(c.guildId, c.name, c.gmUserId, c.rackSize, c.now),
    ),
  );
  await bindChannel(db, id, c.guildId, c.channelId);
  await prep(db, 'INSERT INTO murphy_pools (campaign_id, balance) VALUES (?, 0)').run(id);
  return id;
}

export async function bindChannel(db: Db, campaignId: CampaignId, guildId: string, channelId: string): Promise<void> {
  await prep(db, 'INSERT INTO campaign_channels (guild_id, channel_id, campaign_id) VALUES (?, ?, ?)').run(
    guildId,
    channelId,
    campaignId,
  );
}

export async function setHouseRules(db: Db, campaignId: CampaignId, rules: HouseRules): Promise<void> {
  await prep(db, 'UPDATE campaigns SET house_rules = ? WHERE id = ?').run(toJson(rules), campaignId);
}

/** Hands the campaign to another GM (an import: whoever imports it runs it). */
export async function setGm(db: Db, campaignId: CampaignId, userId: UserId): Promise<void> {
  await prep(db, 'UPDATE campaigns SET gm_user_id = ? WHERE id = ?').run(userId, campaignId);
}

export async function setRackSize(db: Db, campaignId: CampaignId, rackSize: number | null): Promise<void> {
  await prep(db, 'UPDATE campaigns SET rack_size = ? WHERE id = ?').run(rackSize, campaignId);
}

export async function coGms(db: Db, campaignId: CampaignId): Promise<UserId[]> {
  return (
    await prep<[number], { user_id: UserId }>(
      db,
      'SELECT user_id FROM campaign_gms WHERE campaign_id = ? ORDER BY user_id',
    ).all(campaignId)
  ).map((r) => r.user_id);
}

export async function addCoGm(db: Db, campaignId: CampaignId, userId: UserId): Promise<void> {
  await prep(db, 'INSERT INTO campaign_gms (campaign_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
    campaignId,
    userId,
  );
}

/** Whether the user was a co-GM (and no longer is). */
export async function removeCoGm(db: Db, campaignId: CampaignId, userId: UserId): Promise<boolean> {
  return (
    (await prep(db, 'DELETE FROM campaign_gms WHERE campaign_id = ? AND user_id = ?').run(campaignId, userId)).changes >
    0
  );
}

export async function isGm(db: Db, campaign: CampaignRow, userId: UserId): Promise<boolean> {
  if (campaign.gmUserId === userId) return true;
  return (
    (await prep(db, 'SELECT 1 FROM campaign_gms WHERE campaign_id = ? AND user_id = ?').get(campaign.id, userId)) !==
    undefined
  );
}

/** How much a campaign holds: its characters, NPCs and conflicts (what an import reports). */
export async function campaignContents(
  db: Db,
  id: CampaignId,
): Promise<{ characters: number; npcs: number; conflicts: number }> {
  return (await prep<[CampaignId, CampaignId, CampaignId], { characters: number; npcs: number; conflicts: number }>(
    db,
    `SELECT (SELECT COUNT(*) FROM characters WHERE campaign_id = ?) AS characters,
            (SELECT COUNT(*) FROM npcs WHERE campaign_id = ?) AS npcs,
            (SELECT COUNT(*) FROM conflicts WHERE campaign_id = ?) AS conflicts`,
  ).get(id, id, id))!;
}
