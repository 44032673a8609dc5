import { changePlayerPoints, getCharacter } from '../../store/character/characters';
import { answerCompelRow, compelOf } from '../../store/campaign/compels';
import { changeMurphy } from '../../store/campaign/murphy';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { addPrivate, pointsFor, recordId, requireOwner } from '../use-case/common';
import { plural } from '../text/words';
import { murphyView } from './murphy-view';
import { appMessages, appNotices } from '../messages';

/**
 * R10.4: the character's player answers a compel, once. Accepting gains the points offered
 * (the balance is private); refusing gives the GM 1 Murphy point (told to the GM only).
 */
export async function answerCompel(deps: Deps, caller: Caller, input: { compelId: number; accept: boolean }) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const id = recordId(input.compelId, 'a compel');
    const compel =
      (await compelOf(db, campaign.id, id)) ?? refuse('input/bad-number', appMessages.noSuchCompel(id, campaign.name));
    const character = (await getCharacter(db, compel.characterId))!;
    requireOwner(character, caller, 'answer this compel');
    if (compel.status !== 'pending')
      refuse('exchange/already-resolved', appMessages.compelAlreadyAnswered(id, compel.status));
    const now = deps.now().toISOString();
    await answerCompelRow(db, id, input.accept ? 'accepted' : 'refused', now);
    if (input.accept) {
      await changePlayerPoints(db, character.id, compel.points, `compel accepted: ${compel.reason}`, now);
      return outcome(
        [
          {
            kind: 'notice',
            text: appNotices.compelAccepted(character.name, compel.reason, plural(compel.points, 'player point')),
          },
        ],
        await pointsFor(db, [character]),
      );
    }
    await changeMurphy(db, {
      campaignId: campaign.id,
      delta: 1,
      reason: `${character.name} refused a compel`,
      userId: caller.userId,
      now,
    });
    const privateViews = addPrivate(
      {},
      compel.offeredBy,
      { kind: 'notice', text: appNotices.compelRefusedMurphy(character.name, id) },
      await murphyView(db, campaign.id),
    );
    return outcome([{ kind: 'notice', text: appNotices.compelRefused(character.name) }], privateViews);
  });
}
