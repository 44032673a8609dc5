import { insertCompel } from '../../store/campaign/compels';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, characterFor, clause, requireGm } from '../use-case/load';
import { pointsRequest } from './points-request';
import { outcome, type Outcome } from '../views';
import { plural } from '../text/words';
import { transact } from '../use-case/transaction';
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
export async function offerCompel(
  deps: Deps,
  caller: Caller,
  input: OfferCompelInput,
): Promise<Outcome & { compelId: number }> {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    const offer = pointsRequest(deps, character, input.points, input.reason, {
      points: 'the points offered',
      reason: 'what the character is compelled to do',
    });
    const { points, reason } = offer;
    const compelId = await insertCompel(deps.db, { ...offer, offeredBy: caller.userId });
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
