import { coGms, getCampaign } from '../../store/campaigns';
import { charactersOf } from '../../store/characters';
import type { Db } from '../../store/db';
import type { CampaignId } from '../../store/ids';
import { npcsOf } from '../../store/npcs';
import { openSession } from '../../store/sessions';
import { lookInCampaign } from '../campaign-work';
import type { Caller, Deps } from '../context';
import { type CampaignSummary, outcome } from '../views';

export function campaignSummary(db: Db, campaignId: CampaignId): CampaignSummary {
  const c = getCampaign(db, campaignId)!;
  const session = openSession(db, c.id);
  return {
    name: c.name,
    gm: c.gmUserId,
    coGms: coGms(db, c.id),
    rackSize: c.rackSize,
    houseRules: c.houseRules,
    characters: charactersOf(db, c.id).map((ch) => ({ name: ch.name, owner: ch.ownerUserId })),
    npcs: npcsOf(db, c.id).map((n) => ({ name: n.name, level: n.level, gangSize: n.gangSize })),
    sessionOpen: session !== null,
    racksLeft: session?.racksLeft ?? null,
  };
}

/** /campaign show: the campaign, its GM, players and house rules (nothing secret). */
export function showCampaign(deps: Deps, caller: Caller) {
  return lookInCampaign(deps, caller, (campaign, db) =>
    outcome([{ kind: 'campaign', campaign: campaignSummary(db, campaign.id) }]),
  );
}
