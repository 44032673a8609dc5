// R2.5: a character names its friends on its sheet, other characters of the campaign or its NPCs.
// A friend in the same conflict is an affiliation the bot offers as a circumstance die.
import { characterByName, charactersOf } from '../../store/character/characters';
import { addFriend, type FriendRef, removeFriend } from '../../store/character/friends';
import { npcByName, npcsOf } from '../../store/campaign/npcs';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, nameText, requireOwnerOrGm } from '../use-case/load';
import { appMessages, appNotices } from '../messages';
import { withClosestNames } from '../suggest/suggestions';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';

/**
 * /character friend (owner or GM): `friend` names a character or NPC of the campaign, added to the
 * character's friends, or taken off them with `drop`.
 */
export async function characterFriend(
  deps: Deps,
  caller: Caller,
  input: { friend: string; character?: string | null; drop?: boolean | null },
) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const c = await characterFor(db, campaign, caller, input.character);
    await requireOwnerOrGm(db, campaign, caller, c);
    const typed = nameText(input.friend, 'a friend', 60);
    const pc = await characterByName(db, campaign.id, typed);
    const npc = pc ? null : await npcByName(db, campaign.id, typed);
    if (!pc && !npc) {
      const everyone = [
        ...(await charactersOf(db, campaign.id)).map((x) => x.name),
        ...(await npcsOf(db, campaign.id)).map((x) => x.name),
      ];
      refuse('character/unknown', withClosestNames(appMessages.noFriendCalled(typed, campaign.name), typed, everyone));
    }
    if (pc?.id === c.id) refuse('input/bad-text', appMessages.notOwnFriend(c.name));
    const name = pc?.name ?? npc!.name;
    const friend: FriendRef = pc ? { characterId: pc.id } : { npcId: npc!.id };
    if (input.drop) {
      if (!(await removeFriend(db, c.id, friend)))
        refuse('character/unknown-friend', appMessages.notAFriend(c.name, name));
      return outcome([{ kind: 'notice', text: appNotices.nameNoLongerCountsFriend(c.name, name) }]);
    }
    const now = deps.now().toISOString();
    if (!(await addFriend(db, { campaignId: campaign.id, characterId: c.id, friend, now })))
      refuse('character/duplicate-friend', appMessages.alreadyFriend(c.name, name));
    return outcome([{ kind: 'notice', text: appNotices.nameCountsFriend(c.name, name) }]);
  });
}
