import { insertCompel } from '../../store/compels';
import type { Caller, Deps } from '../context';
import { campaignHere, characterFor, clause, requireGm } from '../load';
import { pointsRequest } from './points-request';
import { outcome, type Outcome } from '../views';
import { plural } from '../words';
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
    const offer = pointsRequest(deps, character, input.points, input.reason, {
      points: 'the points offered',
      reason: 'what the character is compelled to do',
    });
    const { points, reason } = offer;
    const compelId = insertCompel(deps.db, { ...offer, offeredBy: caller.userId });
    return {
      ...outcome([
        {
          kind: 'notice',
          text: appNotices.compelOffered(
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
