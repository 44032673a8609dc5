import { answerBegRow, begOf } from '../../store/campaign/begs';
import { changePlayerPoints, getCharacter } from '../../store/character/characters';
import { changeMurphy } from '../../store/campaign/murphy';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { addPrivate, pointsFor, recordId } from '../use-case/common';
import { plural } from '../text/words';
import { murphyView } from './murphy-view';
import { appMessages, appNotices } from '../messages';

/**
 * R10.3: the GM answers a plea once. Granted: the player gains n points and the GM's Murphy pool
 * gains n (each balance private to its owner). Denied: nothing changes but the plea's status.
 */
export async function answerBeg(deps: Deps, caller: Caller, input: { begId: number; grant: boolean }) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    const id = recordId(input.begId, 'a plea');
    const beg =
      (await begOf(db, campaign.id, id)) ?? refuse('input/bad-number', appMessages.noSuchPlea(id, campaign.name));
    if (beg.status !== 'pending') refuse('exchange/already-resolved', appMessages.pleaAlreadyAnswered(id, beg.status));
    const character = (await getCharacter(db, beg.characterId))!;
    const now = deps.now().toISOString();
    await answerBegRow(db, id, input.grant ? 'granted' : 'denied', caller.userId, now);
    if (!input.grant) return outcome([{ kind: 'notice', text: appNotices.pleaDenied(character.name) }]);
    await changePlayerPoints(db, character.id, beg.amount, `begged: ${beg.reason}`, now);
    // R10.3: owed by the character who begged, to be cashed in when the GM chooses.
    await changeMurphy(db, {
      campaignId: campaign.id,
      delta: beg.amount,
      reason: `${character.name} begged: ${beg.reason}`,
      userId: caller.userId,
      now,
      owedBy: character.id,
    });
    const privateViews = await pointsFor(db, [character]);
    addPrivate(privateViews, caller.userId, await murphyView(db, campaign.id));
    return outcome(
      [
        {
          kind: 'notice',
          text: appNotices.pleaGranted(character.name, plural(beg.amount, 'player point')),
        },
      ],
      privateViews,
    );
  });
}
