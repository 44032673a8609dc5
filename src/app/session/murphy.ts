import { changeMurphy, murphyBalance, murphyLog } from '../../store/murphy';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, requireGm, text, wholeNumber } from '../load';
import { transact } from '../transaction';
import { asGm } from '../campaign-work';
import { outcome, privately } from '../views';
import { appMessages, appNotices } from '../messages';

// R10.2 / R13.3: the Murphy balance and its log are the GM's secret; only narration is public.

export function showMurphy(deps: Deps, caller: Caller) {
  return transact(deps, { ...caller, interactionId: undefined }, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    return privately(caller.userId, {
      kind: 'murphy',
      balance: murphyBalance(deps.db, campaign.id),
      log: murphyLog(deps.db, campaign.id),
    });
  });
}

export function addMurphy(deps: Deps, caller: Caller, input: { amount: number; reason: string }) {
  return asGm(deps, caller, (campaign) => {
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'a reason', 200);
    changeMurphy(deps.db, {
      campaignId: campaign.id,
      delta: amount,
      reason,
      userId: caller.userId,
      now: deps.now().toISOString(),
    });
    return privately(caller.userId, {
      kind: 'murphy',
      balance: murphyBalance(deps.db, campaign.id),
      log: murphyLog(deps.db, campaign.id, 3),
    });
  });
}

export function spendMurphy(
  deps: Deps,
  caller: Caller,
  input: { amount: number; reason: string; narration?: string | null },
) {
  return asGm(deps, caller, (campaign) => {
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'a reason', 200);
    const narration = input.narration?.trim() ? text(input.narration, 'the narration', 1000) : null;
    const balance = murphyBalance(deps.db, campaign.id);
    if (amount > balance) refuse('murphy/not-enough', appMessages.notEnoughMurphy(balance));
    changeMurphy(deps.db, {
      campaignId: campaign.id,
      delta: -amount,
      reason,
      narration,
      userId: caller.userId,
      now: deps.now().toISOString(),
    });
    return outcome(narration ? [{ kind: 'notice', text: appNotices.murphyStrikes(narration) }] : [], {
      [caller.userId]: [
        { kind: 'murphy', balance: murphyBalance(deps.db, campaign.id), log: murphyLog(deps.db, campaign.id, 3) },
      ],
    });
  });
}
