import { changePlayerPoints, lifestylesOf } from '../../store/character/characters';
import { connectionUsed, recordConnectionPoint } from '../../store/character/connection-points';
import { openSession } from '../../store/campaign/sessions';
import { ownCharacter, pointsFor } from '../use-case/common';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { clip, text } from '../use-case/load';
import { inCampaign } from '../use-case/campaign-work';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

export interface ConnectionPointInput {
  /** The lifestyle whose contacts the character calls on. */
  lifestyle: string;
  /** Whom the character is acting for: the reason a connection may serve as a point. */
  onBehalfOf: string;
  character?: string | null;
}

/**
 * R10.3 (seed L178): a character acting on behalf of others may use a connection, the contacts of
 * one of its lifestyles, as one player point. Each lifestyle's connection serves once per session,
 * by the lifestyle's name: importing the sheet again or retaking the lifestyle does not renew it.
 * The call is public; the balance stays with the player and the GM.
 */
export async function useConnectionAsPoint(deps: Deps, caller: Caller, input: ConnectionPointInput) {
  return await inCampaign(deps, caller, async (campaign, db, deps) => {
    const character = await ownCharacter(db, campaign, caller, input.character, 'call on their connections');
    const wanted = input.lifestyle.trim().toLowerCase();
    const lifestyle =
      (await lifestylesOf(db, character.id)).find((l) => l.name.toLowerCase() === wanted) ??
      refuse('input/bad-text', appMessages.noSuchLifestyle(character.name, clip(input.lifestyle)));
    const session =
      (await openSession(db, campaign.id)) ?? refuse('session/none-open', appMessages.connectionOutsideSession);
    if (await connectionUsed(db, character.id, lifestyle.name, session.id))
      refuse('points/not-enough', appMessages.connectionUsedThisSession(character.name, lifestyle.name));
    const onBehalfOf = text(input.onBehalfOf, 'whom you act for', 200);
    const now = deps.now().toISOString();
    await recordConnectionPoint(db, {
      characterId: character.id,
      lifestyleName: lifestyle.name,
      sessionId: session.id,
      onBehalfOf,
      now,
    });
    await changePlayerPoints(db, character.id, 1, `a ${lifestyle.name} connection, acting for ${onBehalfOf}`, now);
    return outcome(
      [
        {
          kind: 'notice',
          text: appNotices.connectionPointUsed(character.name, lifestyle.name, onBehalfOf),
        },
      ],
      await pointsFor(db, [character]),
    );
  });
}
