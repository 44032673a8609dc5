// The campaign's catalogue of lifestyles (R2.3): the GM writes them, players pick them.
import { type LifestyleRow, mapLifestyle } from '../character/characters';
import type { Db } from '../engine/db';
import type { CampaignId } from '../engine/ids';
import { toJson } from '../engine/json';
import { oneRow, prep } from '../engine/statements';

const COLUMNS = 'id, name, habits, skills, gear, contacts, memento';

export async function campaignLifestyles(db: Db, campaignId: CampaignId): Promise<LifestyleRow[]> {
  return (
    await prep<[number], Parameters<typeof mapLifestyle>[0]>(
      db,
      `SELECT ${COLUMNS} FROM campaign_lifestyles WHERE campaign_id = ? ORDER BY name COLLATE NOCASE`,
    ).all(campaignId)
  ).map(mapLifestyle);
}

export async function campaignLifestyle(db: Db, campaignId: CampaignId, name: string): Promise<LifestyleRow | null> {
  return await oneRow(
    db,
    `SELECT ${COLUMNS} FROM campaign_lifestyles WHERE campaign_id = ? AND name = ? COLLATE NOCASE`,
    mapLifestyle,
    campaignId,
    name.trim(),
  );
}

/** Writes a lifestyle into the catalogue, replacing one of the same name. */
export async function putCampaignLifestyle(db: Db, campaignId: CampaignId, l: Omit<LifestyleRow, 'id'>): Promise<void> {
  await prep(db, 'DELETE FROM campaign_lifestyles WHERE campaign_id = ? AND name = ? COLLATE NOCASE').run(
    campaignId,
    l.name,
  );
  await prep(
    db,
    'INSERT INTO campaign_lifestyles (campaign_id, name, habits, skills, gear, contacts, memento) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(campaignId, l.name, l.habits, toJson(l.skills), toJson(l.gear), toJson(l.contacts), l.memento);
}
