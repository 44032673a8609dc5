import { insertBeg } from '../../store/begs';
import type { Caller, Deps } from '../context';
import { campaignHere, text, wholeNumber } from '../load';
import { outcome, type Outcome } from '../views';
import { ownCharacter, plural } from '../common';
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
    const amount = wholeNumber(input.amount, 'the amount', 1, 20);
    const reason = text(input.reason, 'a reason', 300);
    const begId = insertBeg(deps.db, {
      campaignId: campaign.id,
      characterId: character.id,
      amount,
      reason,
      requestedBy: caller.userId,
      now: deps.now().toISOString(),
    });
    return {
      ...outcome([
        {
          kind: 'notice',
          text: appNotices.pleaBegIdNameBegsFateAmount(begId, character.name, plural(amount, 'player point'), reason),
        },
      ]),
      begId,
    };
  });
}
