import { changeMurphy, murphyBalance, murphyOwed } from '../../store/campaign/murphy';
import { murphyView } from './murphy-view';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { characterFor, requireGm, text, wholeNumber } from '../use-case/load';
import { asGm, lookInCampaign } from '../use-case/campaign-work';
import { outcome, privately } from '../views';
import { appMessages, appNotices } from '../messages';

// R10.2 / R13.3: the Murphy balance and its log are the GM's secret; only narration is public.

export async function showMurphy(deps: Deps, caller: Caller) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    await requireGm(deps.db, campaign, caller);
    return privately(caller.userId, await murphyView(deps.db, campaign.id, 10));
  });
}

export async function addMurphy(deps: Deps, caller: Caller, input: { amount: number; reason: string }) {
  return await asGm(deps, caller, async (campaign, _db, deps) => {
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'a reason', 200);
    await changeMurphy(deps.db, {
      campaignId: campaign.id,
      delta: amount,
      reason,
      userId: caller.userId,
      now: deps.now().toISOString(),
    });
    return privately(caller.userId, await murphyView(deps.db, campaign.id));
  });
}

/**
 * R10.3: points a character begged for are owed by it: spending one names it (`character`), and
 * spending without a name uses only the points nobody owes.
 */
export async function spendMurphy(
  deps: Deps,
  caller: Caller,
  input: { amount: number; reason: string; narration?: string | null; character?: string | null },
) {
  return await asGm(deps, caller, async (campaign, _db, deps) => {
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'a reason', 200);
    const narration = input.narration?.trim() ? text(input.narration, 'the narration', 1000) : null;
    const balance = await murphyBalance(deps.db, campaign.id);
    if (amount > balance) refuse('murphy/not-enough', appMessages.notEnoughMurphy(balance));
    const owed = await murphyOwed(deps.db, campaign.id);
    const named = input.character?.trim() ? await characterFor(deps.db, campaign, caller, input.character) : null;
    if (named) {
      const owes = owed.find((o) => o.characterId === named.id)?.points ?? 0;
      if (amount > owes) refuse('murphy/not-owed', appMessages.nameOwesOnlyPoints(named.name, owes));
    } else {
      const free = Math.max(0, balance - owed.reduce((n, o) => n + o.points, 0));
      if (amount > free) refuse('murphy/owed', appMessages.murphyPointsOwedNameThem(free));
    }
    await changeMurphy(deps.db, {
      campaignId: campaign.id,
      delta: -amount,
      reason,
      narration,
      userId: caller.userId,
      now: deps.now().toISOString(),
      owedBy: named?.id ?? null,
    });
    return outcome(narration ? [{ kind: 'notice', text: appNotices.murphyStrikes(narration) }] : [], {
      [caller.userId]: [await murphyView(deps.db, campaign.id)],
    });
  });
}
