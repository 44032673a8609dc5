import { insertCompel } from '../../store/compels';
import type { Caller, Deps } from '../context';
import { campaignHere, characterFor, clause, requireGm, text, wholeNumber } from '../load';
import { outcome, type Outcome } from '../views';
import { plural } from '../common';
import { transactWith } from '../transaction-with';
import { appNotices } from '../messages';

export interface OfferCompelInput {
  character: string;
  points: number;
  /** The bad habit or trait to act on. */
  reason: string;
}

/**
 * R10.4 /compel: the GM offers points for acting on a bad habit. The offer (and the points offered)
 * is public; `compelId` is what the accept/refuse buttons carry.
 */
export function offerCompel(deps: Deps, caller: Caller, input: OfferCompelInput): Outcome & { compelId: number } {
  return transactWith(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    const character = characterFor(deps.db, campaign, caller, input.character);
    const points = wholeNumber(input.points, 'the points offered', 1, 20);
    const reason = text(input.reason, 'what the character is compelled to do', 300);
    const compelId = insertCompel(deps.db, {
      campaignId: campaign.id,
      characterId: character.id,
      points,
      reason,
      offeredBy: caller.userId,
      now: deps.now().toISOString(),
    });
    return {
      ...outcome([
        {
          kind: 'notice',
          text: appNotices.compelCompelIdGmOffersNamePoints(
            compelId,
            character.name,
            plural(points, 'player point'),
            clause(reason),
            character.ownerUserId,
          ),
          pings: [character.ownerUserId],
        },
      ]),
      compelId,
    };
  });
}
