import { addCoGm, removeCoGm, setHouseRules, setRackSize } from '../../store/campaign/campaigns';
import type { UserId } from '../../store/engine/ids';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { parseHouseRule } from './house-rules';
import { campaignHere, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /campaign set: a house rule (R4.4, R5.4, R13.1) or the fixed rack size (R3.3). GM only. */
export async function setCampaignRule(deps: Deps, caller: Caller, input: { rule: string; value: string }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const { rule, value } = parseHouseRule(input.rule, input.value);
    if (rule === 'rack-size') {
      await setRackSize(deps.db, campaign.id, value === 'auto' ? null : Number(value));
      const shown = value === 'auto' ? 'follows the highest PC level' : `is fixed at ${value}`;
      return outcome([{ kind: 'notice', text: appNotices.rackSizeRule(shown) }]);
    }
    await setHouseRules(deps.db, campaign.id, { ...campaign.houseRules, [rule]: value });
    return outcome([{ kind: 'notice', text: appNotices.houseRuleSet(rule, value) }]);
  });
}

/**
 * /campaign co-gm: the campaign's own GM (not a co-GM, commands.md) shares GM powers with another
 * user, or with `remove` takes them back.
 */
export async function addCampaignCoGm(deps: Deps, caller: Caller, input: { userId: UserId; remove?: boolean | null }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    if (campaign.gmUserId !== caller.userId)
      refuse('auth/not-gm', appMessages.onlyRunningGmChangesCoGms(campaign.name));
    if (input.userId === campaign.gmUserId) refuse('input/bad-text', appMessages.alreadyRunCampaign(campaign.name));
    if (input.remove) {
      if (!(await removeCoGm(deps.db, campaign.id, input.userId)))
        refuse('input/bad-text', appMessages.notACoGm(input.userId, campaign.name));
      return outcome([
        { kind: 'notice', text: appNotices.coGmRemoved(input.userId, campaign.name), pings: [input.userId] },
      ]);
    }
    await addCoGm(deps.db, campaign.id, input.userId);
    return outcome([
      { kind: 'notice', text: appNotices.coGmAdded(input.userId, campaign.name), pings: [input.userId] },
    ]);
  });
}
