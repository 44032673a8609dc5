import { insertBeg } from '../../store/begs';
import type { Caller, Deps } from '../context';
import { campaignHere } from '../load';
import { pointsRequest } from './points-request';
import { outcome, type Outcome } from '../views';
import { ownCharacter } from '../common';
import { plural } from '../words';
import { transactWith } from '../transaction-with';
import { appNotices } from '../messages';

/**
 * R10.3 /points beg, answered by the GM: the player asks for n points. The request is public (the
 * amount asked is not a balance); `begId` is what the GM's grant/deny buttons carry.
 */
export function requestBeg(
  deps: Deps,
  caller: Caller,
  input: { amount: number; reason: string; character?: string | null },
): Outcome & { begId: number } {
  return transactWith(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    const character = ownCharacter(deps.db, campaign, caller, input.character, 'beg on their behalf');
    const ask = pointsRequest(deps, character, input.amount, input.reason, {
      points: 'the amount',
      reason: 'a reason',
    });
    const { points: amount, reason } = ask;
    const begId = insertBeg(deps.db, { ...ask, amount, requestedBy: caller.userId });
    return {
      ...outcome([
        {
          kind: 'notice',
          text: appNotices.pleaMade(begId, character.name, plural(amount, 'player point'), reason),
        },
      ]),
      begId,
    };
  });
}
