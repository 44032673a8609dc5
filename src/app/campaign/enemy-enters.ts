import { type CharacterRow, changePlayerPoints, charactersOf, getCharacter } from '../../store/characters';
import { appendEvent, eventsOf, participantsOf } from '../../store/conflicts';
import type { Db } from '../../store/db';
import { changeMurphy } from '../../store/murphy';
import { npcByName } from '../../store/npcs';
import type { CampaignRow } from '../../store/campaigns';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, characterFor, clip, liveConflictOwned, requireGm } from '../load';
import { transact } from '../run';
import { outcome } from '../views';
import { addPrivate, nameList, plural, pointsFor } from './common';
import { murphyView } from './murphy-view';

export interface EnemyEntersInput {
  npc: string;
  /** The PCs present; by default the PCs of this channel's live conflict, else every PC of the campaign. */
  characters?: string[] | null;
}

/**
 * R10.2 / R10.3 /enemy enters: an enemy entering the scene gives the GM's Murphy pool its level
 * (private to the GM) and each PC present as many player points (balances private to each player).
 * An NPC enters a given live conflict once.
 */
export function enemyEnters(deps: Deps, caller: Caller, input: EnemyEntersInput) {
  return transact(deps, caller, () => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    requireGm(db, campaign, caller);
    const npc = npcByName(db, campaign.id, input.npc) ?? refuse('npc/unknown', `There is no NPC called "${clip(input.npc)}" in ${campaign.name}.`);
    const conflict = liveConflictOwned(db, caller);
    if (conflict && eventsOf(db, conflict.id).some((e) => e.kind === 'enemy-entered' && (e.payload as { npcId?: number }).npcId === npc.id)) {
      refuse('conflict/already-joined', `${npc.name} has already entered this conflict's scene.`);
    }
    const present = presentCharacters(db, campaign, caller, conflict?.id ?? null, input.characters);
    if (present.length === 0) refuse('character/none', 'No player character is present to gain points.');
    const now = deps.now().toISOString();
    const level = npc.level;
    if (level > 0) {
      changeMurphy(db, { campaignId: campaign.id, delta: level, reason: `${npc.name} entered the scene (level ${level})`, userId: caller.userId, now });
      for (const c of present) changePlayerPoints(db, c.id, level, `${npc.name} entered the scene`, now);
    }
    if (conflict) appendEvent(db, conflict.id, 'enemy-entered', { npcId: npc.id, npc: npc.name, level, characters: present.map((c) => c.name) }, true, now);
    const privateViews = pointsFor(db, present);
    addPrivate(privateViews, caller.userId, { kind: 'notice', text: `${npc.name} entered: +${level} Murphy.` }, murphyView(db, campaign.id));
    return outcome(
      [{ kind: 'notice', text: `⚔️ **${npc.name}** enters the scene. ${nameList(present.map((c) => c.name))} ${present.length === 1 ? 'gains' : 'each gain'} ${plural(level, 'player point')}.` }],
      privateViews,
    );
  });
}

function presentCharacters(db: Db, campaign: CampaignRow, caller: Caller, conflictId: number | null, names?: string[] | null): CharacterRow[] {
  const chosen = (names ?? []).map((n) => n.trim()).filter((n) => n !== '');
  if (chosen.length > 0) {
    const found = chosen.map((n) => characterFor(db, campaign, caller, n));
    return found.filter((c, i) => found.findIndex((d) => d.id === c.id) === i);
  }
  if (conflictId !== null) {
    return participantsOf(db, conflictId)
      .filter((p) => p.kind === 'pc' && p.characterId !== null)
      .map((p) => getCharacter(db, p.characterId!)!);
  }
  return charactersOf(db, campaign.id);
}
