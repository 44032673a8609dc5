import { inOrder } from '../../store/engine/in-order';
import { type CampaignRow, isGm } from '../../store/campaign/campaigns';
import {
  type CharacterRow,
  changePlayerPoints,
  charactersOf,
  getCharacter,
  restrictedPointsOf,
} from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { inCampaign, lookInCampaign } from '../use-case/campaign-work';
import { characterFor, text, wholeNumber } from '../use-case/load';
import { outcome, type PrivateView } from '../views';
import { appMessages, appNotices } from '../messages';

// R10.3 / R13.3: player points are seen by their owner and the GM only.

export async function pointsView(db: Db, characters: readonly CharacterRow[]): Promise<PrivateView> {
  return {
    kind: 'points',
    characters: await inOrder(characters, async (c) => ({
      name: c.name,
      points: (await getCharacter(db, c.id))!.playerPoints,
      restricted: (await restrictedPointsOf(db, c.id)).map((r) => ({ skill: r.skillText, amount: r.amount })),
    })),
  };
}

export async function showPoints(deps: Deps, caller: Caller, input: { character?: string | null } = {}) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const characters = input.character
      ? [await characterFor(deps.db, campaign, caller, input.character)]
      : await charactersOf(deps.db, campaign.id, caller.userId);
    if (characters.length === 0) refuse('character/none', appMessages.noOwnCharacter);
    for (const c of characters) await ownerOrGmOnly(deps.db, campaign, caller, c);
    return { public: [], private: { [caller.userId]: [await pointsView(deps.db, characters)] } };
  });
}

/** Spends player points on a coincidental lucky event; the event is public, the balance is not. */
export async function spendPoints(
  deps: Deps,
  caller: Caller,
  input: { amount: number; reason: string; character?: string | null },
) {
  return await inCampaign(deps, caller, async (campaign, _db, deps) => {
    const character = await characterFor(deps.db, campaign, caller, input.character);
    if (character.ownerUserId !== caller.userId) refuse('auth/not-owner', appMessages.onlyPlayerSpends(character.name));
    const amount = wholeNumber(input.amount, 'the amount', 1, 1000);
    const reason = text(input.reason, 'what the points buy', 300);
    if (amount > character.playerPoints)
      refuse(
        'points/not-enough',
        appMessages.notEnoughPlayerPoints(
          character.name,
          character.playerPoints,
          character.playerPoints === 1 ? '' : 's',
        ),
      );
    await changePlayerPoints(deps.db, character.id, -amount, reason, deps.now().toISOString());
    return outcome([{ kind: 'notice', text: appNotices.strokeOfLuck(character.name, reason) }], {
      [caller.userId]: [await pointsView(deps.db, [character])],
    });
  });
}

async function ownerOrGmOnly(db: Db, campaign: CampaignRow, caller: Caller, c: CharacterRow): Promise<void> {
  // The GM sees everyone's points (R13.3).
  if (c.ownerUserId !== caller.userId && !(await isGm(db, campaign, caller.userId))) {
    refuse('auth/not-owner', appMessages.pointsPrivate(c.name));
  }
}
