import { insertCampaign } from '../../store/campaign/campaigns';
import type { Caller, Deps } from '../use-case/context';
import { requireNoCampaignHere, nameText, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { campaignSummary } from './campaign-show';
import { outcome } from '../views';
import { appNotices } from '../messages';

/** /campaign create: binds a new campaign to this channel; the caller is its GM. */
export async function createCampaign(deps: Deps, caller: Caller, input: { name: string; rackSize?: number | null }) {
  return await transact(deps, caller, async (deps) => {
    const name = nameText(input.name, 'a campaign name', 80);
    const rackSize = input.rackSize == null ? null : wholeNumber(input.rackSize, 'the rack size', 1, 100);
    await requireNoCampaignHere(deps.db, caller);
    const id = await insertCampaign(deps.db, {
      guildId: caller.guildId,
      channelId: caller.channelId,
      name,
      gmUserId: caller.userId,
      rackSize,
      now: deps.now().toISOString(),
    });
    return outcome([
      { kind: 'notice', text: appNotices.campaignCreated(name, caller.userId) },
      { kind: 'campaign', campaign: await campaignSummary(deps.db, id) },
    ]);
  });
}
