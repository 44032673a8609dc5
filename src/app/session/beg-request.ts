import { playedBooks } from '../../store/conflict/conflict-state';
import { insertBeg } from '../../store/campaign/begs';
import type { Caller, Deps } from '../use-case/context';
import { begShortfall } from '../../rules';
import type { CharacterRow } from '../../store/character/characters';
import { refuse } from '../use-case/errors';
import { campaignHere, liveConflictOrNull, wholeNumber } from '../use-case/load';
import { pointsRequest } from './points-request';
import { outcome, type Outcome } from '../views';
import { ownCharacter } from '../use-case/common';
import { plural } from '../text/words';
import { transact } from '../use-case/transaction';
import { appMessages, appNotices } from '../messages';

/**
 * R10.3 (seed L116): only a player short of what a goal needs may beg, and not for more than that.
 * Books count only those held in the live conflict here.
 */
async function mustBeShort(
  deps: Deps,
  caller: Caller,
  character: CharacterRow,
  amount: number,
  price: number | null,
): Promise<void> {
  const goal = price === null ? null : wholeNumber(price, 'the price', 0, 1000);
  const conflict = await liveConflictOrNull(deps.db, caller);
  const books = conflict ? ((await playedBooks(deps.db, conflict.id, character.id)) ?? 0) : 0;
  const short = begShortfall({ books, points: character.playerPoints }, goal);
  if (short === 0)
    refuse(
      'points/not-short',
      goal === null
        ? appMessages.stillHoldPointsGivePrice(character.name)
        : appMessages.youHaveEnoughPoints(character.name),
    );
  if (short !== null && amount > short) refuse('points/beg-too-much', appMessages.begAtMost(character.name, short));
}

/**
 * R10.3 /points beg, answered by the GM: the player asks for n points. The request is public (the
 * amount asked is not a balance); `begId` is what the GM's grant/deny buttons carry.
 */
export async function requestBeg(
  deps: Deps,
  caller: Caller,
  input: {
    amount: number;
    reason: string;
    character?: string | null;
    /** R10.3: the books the goal wanted costs (its price in the goal menu). */
    price?: number | null;
  },
): Promise<Outcome & { begId: number }> {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const character = await ownCharacter(deps.db, campaign, caller, input.character, 'beg on their behalf');
    const ask = pointsRequest(deps, character, input.amount, input.reason, {
      points: 'the amount',
      reason: 'a reason',
    });
    const { points: amount, reason } = ask;
    await mustBeShort(deps, caller, character, amount, input.price ?? null);
    const begId = await insertBeg(deps.db, { ...ask, amount, requestedBy: caller.userId });
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
