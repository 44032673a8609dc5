import { type CampaignRow, isGm } from '../../store/campaigns';
import {
  type CharacterRow,
  changePlayerPoints,
  charactersOf,
  getCharacter,
  restrictedPointsOf,
} from '../../store/characters';
import type { Db } from '../../store/db';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { inCampaign, lookInCampaign } from '../campaign-work';
import { characterFor, text, wholeNumber } from '../load';
import { outcome, type PrivateView } from '../views';
import { appMessages, appNotices } from '../messages';

// R10.3 / R13.3: player points are seen by their owner and the GM only.

export function pointsView(db: Db, characters: readonly CharacterRow[]): PrivateView {
  return {
    kind: 'points',
    characters: characters.map((c) => ({
      name: c.name,
      points: getCharacter(db, c.id)!.playerPoints,
      restricted: restrictedPointsOf(db, c.id).map((r) => ({ skill: r.skillText, amount: r.amount })),
    })),
  };
}

export function showPoints(deps: Deps, caller: Caller, input: { character?: string | null } = {}) {
  return lookInCampaign(deps, caller, (campaign) => {
    const characters = input.character
      ? [characterFor(deps.db, campaign, caller, input.character)]
      : charactersOf(deps.db, campaign.id, caller.userId);
    if (characters.length === 0) refuse('character/none', appMessages.noOwnCharacter);
    for (const c of characters) ownerOrGmOnly(deps.db, campaign, caller, c);
    return { public: [], private: { [caller.userId]: [pointsView(deps.db, characters)] } };
  });
}

/** Spends player points on a coincidental lucky event; the event is public, the balance is not. */
export function spendPoints(
  deps: Deps,
  caller: Caller,
  input: { amount: number; reason: string; character?: string | null },
) {
  return inCampaign(deps, caller, (campaign) => {
    const character = characterFor(deps.db, campaign, caller, input.character);
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
    changePlayerPoints(deps.db, character.id, -amount, reason, deps.now().toISOString());
    return outcome([{ kind: 'notice', text: appNotices.strokeOfLuck(character.name, reason) }], {
      [caller.userId]: [pointsView(deps.db, [character])],
    });
  });
}

function ownerOrGmOnly(db: Db, campaign: CampaignRow, caller: Caller, c: CharacterRow): void {
  // The GM sees everyone's points (R13.3).
  if (c.ownerUserId !== caller.userId && !isGm(db, campaign, caller.userId)) {
    refuse('auth/not-owner', appMessages.pointsPrivate(c.name));
  }
}
