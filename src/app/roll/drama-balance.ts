// Seed 002's drama points, per player and campaign: the GM grants and sets them, players spend them
// on drama dice (a /roll preset) and see their own balance.
import type { CampaignRow } from '../../store/campaign/campaigns';
import { dramaBalance, setDramaBalance } from '../../store/roll/drama';
import type { Db } from '../../store/engine/db';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm, text, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { privately } from '../views';
import { appMessages, appNotices } from '../messages';
import { md, mention } from '../text/safe-text';

const MAX_DRAMA = 1_000_000;

/** Takes `cost` drama from the player, refusing (and changing nothing) when the balance is short. */
export async function spendDramaPoints(
  db: Db,
  c: { campaignId: number; userId: string; cost: number; reason: string; now: string },
): Promise<number> {
  const balance = await dramaBalance(db, c.campaignId, c.userId);
  if (c.cost > balance) refuse('points/not-enough', appMessages.notEnoughDrama(c.cost, balance));
  if (c.cost === 0) return balance;
  return await setDramaBalance(db, {
    campaignId: c.campaignId,
    userId: c.userId,
    balance: balance - c.cost,
    reason: c.reason,
    byUserId: c.userId,
    now: c.now,
  });
}

/** A player's own balance; the GM may look at anyone's. */
export async function showDrama(deps: Deps, caller: Caller, input: { userId?: string | null }) {
  return await lookInCampaign(deps, caller, async (campaign, db) => {
    const userId = input.userId ?? caller.userId;
    if (userId !== caller.userId) await requireGm(db, campaign, caller);
    const balance = await dramaBalance(db, campaign.id, userId);
    const whose = userId === caller.userId ? 'You have' : md`${mention(userId)} has`;
    return privately(caller.userId, {
      kind: 'notice',
      text: appNotices.dramaBalance(whose, balance, campaign.name),
    });
  });
}

/** The GM adds drama to a player's balance (seed 002: earned by playing well). */
export async function grantDrama(
  deps: Deps,
  caller: Caller,
  input: { userId: string; amount: number; reason?: string | null },
) {
  return await changeDrama(deps, caller, input.userId, input.reason, async (campaign, db) => {
    const amount = wholeNumber(input.amount, 'the drama granted', 1, 1000);
    const balance = await dramaBalance(db, campaign.id, input.userId);
    if (balance + amount > MAX_DRAMA) refuse('input/bad-number', appMessages.dramaBalanceFull(MAX_DRAMA));
    return balance + amount;
  });
}

/** The GM sets a player's balance outright (a correction, or a new campaign's starting drama). */
export async function setDrama(
  deps: Deps,
  caller: Caller,
  input: { userId: string; amount: number; reason?: string | null },
) {
  return await changeDrama(deps, caller, input.userId, input.reason, () =>
    wholeNumber(input.amount, 'the drama balance', 0, MAX_DRAMA),
  );
}

async function changeDrama(
  deps: Deps,
  caller: Caller,
  userId: string,
  reason: string | null | undefined,
  next: (campaign: CampaignRow, db: Db) => number | Promise<number>,
) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const balance = await next(campaign, deps.db);
    const why = reason?.trim() ? text(reason, 'the reason', 200) : 'set by the GM';
    await setDramaBalance(deps.db, {
      campaignId: campaign.id,
      userId,
      balance,
      reason: why,
      byUserId: caller.userId,
      now: deps.now().toISOString(),
    });
    return privately(caller.userId, {
      kind: 'notice',
      text: appNotices.dramaBalanceSet(userId, balance),
    });
  });
}
