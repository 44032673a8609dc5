import { parseSkillPath, usableTrained } from '../../rules';
import { appendEvent } from '../../store/conflict/events';
import { participantsOf } from '../../store/conflict/participants';
import { loadAs, playLoaded } from '../conflict/conflict-machine';
import { restrictedAmount, spendRestrictedPoints as spendRestricted } from '../../store/campaign/restricted-points';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, liveConflictOrNull, text, wholeNumber } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome, type PublicView } from '../views';
import { ownCharacter, pointsFor } from '../use-case/common';
import { plural } from '../text/words';
import { appMessages, appNotices } from '../messages';

export interface SpendRestrictedInput {
  /** The skill the points were trained in (R11.1). */
  skill: string;
  amount: number;
  reason: string;
  character?: string | null;
  /**
   * R10.3 "spends like a book": the points become books of the character in this channel's live
   * conflict, allowed only when the skill is the conflict's primary or secondary skill or a parent
   * of either (as gear, R2.4). Otherwise they buy a coincidental lucky event with that skill.
   */
  asBooks?: boolean;
}

/** R10.3 / R11.1: restricted points are usable only with their skill. */
export async function spendRestrictedPoints(deps: Deps, caller: Caller, input: SpendRestrictedInput) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const character = await ownCharacter(db, campaign, caller, input.character, 'spend their trained points');
    const skill = parseSkillPath(input.skill);
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'what the points are for', 300);
    const held = await restrictedAmount(db, character.id, skill.key);
    if (!held || held.amount === 0) {
      refuse('points/not-enough', appMessages.noTrainedPoints(character.name, skill.text));
    }
    if (amount > held.amount)
      refuse(
        'points/not-enough',
        appMessages.notEnoughTrainedPoints(character.name, plural(held.amount, 'trained point'), held.skillText),
      );
    const now = deps.now().toISOString();
    const views: PublicView[] = [];
    if (input.asBooks) {
      const conflict =
        (await liveConflictOrNull(db, caller)) ?? refuse('conflict/none-here', appMessages.noConflictToSpendIn);
      const me =
        (await participantsOf(db, conflict.id)).find((p) => p.characterId === character.id) ??
        refuse('auth/not-participant', appMessages.characterNotInConflict(character.name));
      if (usableTrained(conflict.primaryText, conflict.secondaryText, [held]).length === 0) {
        refuse('goal/not-available', appMessages.trainedSkillNotInPlay(held.skillText));
      }
      await playLoaded(deps, await loadAs(deps, campaign, conflict, me.name), { do: 'trained-books', books: amount });
      await appendEvent(
        db,
        conflict.id,
        'restricted-points-spent',
        { participant: me.name, skill: held.skillText, amount, reason },
        true,
        now,
      );
      views.push({
        kind: 'notice',
        text: appNotices.trainedPointsSpent(character.name, held.skillText, plural(amount, 'book'), reason),
      });
    } else {
      views.push({
        kind: 'notice',
        text: appNotices.strokeOfLuckFromTraining(character.name, held.skillText, reason),
      });
    }
    await spendRestricted(db, character.id, skill.key, amount, reason, now);
    return outcome(views, await pointsFor(db, [character]));
  });
}
