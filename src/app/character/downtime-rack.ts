import { rackSize } from '../../rules';
import type { CampaignRow } from '../../store/campaign/campaigns';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import { characterLevel } from './character-show';

/** R3.3 outside a conflict: the campaign's fixed rack size, else the character's level (6 at the start). */
export async function downtimeRack(db: Db, campaign: CampaignRow, characterId: CharacterId): Promise<number> {
  return rackSize([await characterLevel(db, characterId)], campaign.rackSize);
}
