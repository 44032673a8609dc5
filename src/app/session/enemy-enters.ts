import { changePlayerPoints } from '../../store/character/characters';
import { appendEvent, eventsOf } from '../../store/conflict/events';
import { enemyOf, saveEnemy } from '../../store/campaign/enemies';
import { changeMurphy } from '../../store/campaign/murphy';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { characterFor, clip, liveConflictOrNull, npcNamed, wholeNumber } from '../use-case/load';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { addPrivate, pointsFor } from '../use-case/common';
import { plural } from '../text/words';
import { murphyView } from './murphy-view';
import { appMessages, appNotices } from '../messages';

/** R10.5: an enemy's level is 1 unless the GM sets another. */
export const BASE_ENEMY_LEVEL = 1;

export interface EnemyEntersInput {
  /** The NPC who is the enemy. */
  enemy: string;
  /** The character whose enemy it is: the only player who gains points. */
  character: string;
  /** A coincidental entry: the Murphy point is gained and spent at once. */
  coincidence?: boolean | null;
  /** Sets the enemy's level (1 at base); kept for its later entries. */
  level?: number | null;
}

/**
 * R10.5 /enemy enters: the enemy's level (1 at base) goes to the GM's Murphy pool and to the
 * player points of the one character whose enemy it is. On a coincidence the Murphy gain is spent
 * at once (the log shows both). An enemy enters a given live conflict once per character.
 */
export async function enemyEnters(deps: Deps, caller: Caller, input: EnemyEntersInput) {
  return await asGm(deps, caller, async (campaign, db, deps) => {
    const npc = await npcNamed(db, campaign, input.enemy, appMessages.noSuchNpc(clip(input.enemy), campaign.name));
    const character = await characterFor(db, campaign, caller, input.character);
    const now = deps.now().toISOString();
    const known = await enemyOf(db, character.id, npc.id);
    const level =
      input.level != null ? wholeNumber(input.level, "the enemy's level", 1, 100) : (known?.level ?? BASE_ENEMY_LEVEL);
    const conflict = await liveConflictOrNull(db, caller);
    const entered = (e: { kind: string; payload: unknown }) => {
      const p = e.payload as { npcId?: number; characterId?: number };
      return e.kind === 'enemy-entered' && p.npcId === npc.id && p.characterId === character.id;
    };
    if (conflict && (await eventsOf(db, conflict.id)).some(entered)) {
      refuse('conflict/already-joined', appMessages.enemyAlreadyEntered(npc.name, character.name));
    }
    await saveEnemy(db, { campaignId: campaign.id, characterId: character.id, npcId: npc.id, level, now });
    const reason = `${npc.name}, ${character.name}'s enemy, entered the scene (level ${level})`;
    await changeMurphy(db, { campaignId: campaign.id, delta: level, reason, userId: caller.userId, now });
    if (input.coincidence) {
      await changeMurphy(db, {
        campaignId: campaign.id,
        delta: -level,
        reason: `spent at once: ${npc.name}'s entry was a coincidence`,
        userId: caller.userId,
        now,
      });
    }
    await changePlayerPoints(db, character.id, level, `${npc.name}, your enemy, entered the scene`, now);
    if (conflict) {
      await appendEvent(
        db,
        conflict.id,
        'enemy-entered',
        { npcId: npc.id, npc: npc.name, characterId: character.id, character: character.name, level },
        true,
        now,
      );
    }
    const privateViews = await pointsFor(db, [character]);
    const murphyNote = input.coincidence ? `+${level} Murphy, spent at once on the coincidence` : `+${level} Murphy`;
    addPrivate(
      privateViews,
      caller.userId,
      {
        kind: 'notice',
        text: appNotices.enemyEnteredNote(npc.name, character.name, murphyNote, plural(level, 'player point')),
      },
      await murphyView(db, campaign.id),
    );
    const how = input.coincidence ? ', as if by chance' : '';
    // R13.3: the points gained stay between the player and the GM.
    return outcome(
      [
        {
          kind: 'notice',
          text: appNotices.enemyEnters(npc.name, character.name, how),
        },
      ],
      privateViews,
    );
  });
}
