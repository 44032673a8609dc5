import { coGms, getCampaign } from '../../store/campaign/campaigns';
import { charactersOf } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { CampaignId } from '../../store/engine/ids';
import { npcsOf } from '../../store/campaign/npcs';
import { openSession } from '../../store/campaign/sessions';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { type CampaignSummary, outcome } from '../views';

export async function campaignSummary(db: Db, campaignId: CampaignId): Promise<CampaignSummary> {
  const c = (await getCampaign(db, campaignId))!;
  const session = await openSession(db, c.id);
  return {
    name: c.name,
    gm: c.gmUserId,
    coGms: await coGms(db, c.id),
    rackSize: c.rackSize,
    houseRules: c.houseRules,
    characters: (await charactersOf(db, c.id)).map((ch) => ({ name: ch.name, owner: ch.ownerUserId })),
    npcs: (await npcsOf(db, c.id)).map((n) => ({ name: n.name, level: n.level, gangSize: n.gangSize })),
    sessionOpen: session !== null,
    racksLeft: session?.racksLeft ?? null,
  };
}

/** /campaign show: the campaign, its GM, players and house rules (nothing secret). */
export async function showCampaign(deps: Deps, caller: Caller) {
  return await lookInCampaign(deps, caller, async (campaign, db) =>
    outcome([{ kind: 'campaign', campaign: await campaignSummary(db, campaign.id) }]),
  );
}
