import { isGm } from '../../store/campaign/campaigns';
import { charactersOf } from '../../store/character/characters';
import { insertParticipant, participantsOf } from '../../store/conflict/participants';
import { joinMove, PC_SIDE } from './conflict-engine';
import { loadAs, playLoaded } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, liveConflictOrRefuse, requirePhase } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /conflict join: the caller's PC joins the PC side until the exchanges begin (R4.1). */
export async function joinConflict(deps: Deps, caller: Caller, input: { character?: string | null }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    const conflict = await liveConflictOrRefuse(deps.db, caller);
    // R4.1: a late arrival may join until the exchanges begin.
    requirePhase(conflict, ['setup', 'rolling'], 'join');
    // The GM (Join on the conflict message) plays the other side already, unless it also plays a PC.
    if (
      !input.character?.trim() &&
      (await isGm(deps.db, campaign, caller.userId)) &&
      !(await charactersOf(deps.db, campaign.id, caller.userId)).length
    )
      refuse('character/none', appMessages.gmSideInConflictAddNpcs);
    const character = await characterFor(deps.db, campaign, caller, input.character);
    if (character.ownerUserId !== caller.userId)
      refuse('auth/not-owner', appMessages.onlyThePlayerJoins(character.name));
    if ((await participantsOf(deps.db, conflict.id)).some((p) => p.characterId === character.id)) {
      refuse('conflict/already-joined', appMessages.alreadyInConflict(character.name));
    }
    await insertParticipant(deps.db, {
      conflictId: conflict.id,
      kind: 'pc',
      characterId: character.id,
      userId: caller.userId,
      name: character.name,
      side: PC_SIDE,
    });
    const loaded = await loadAs(deps, campaign, conflict, character.name);
    const row = loaded.before.rows.find((r) => r.characterId === character.id)!;
    await playLoaded(deps, loaded, await joinMove(deps.db, campaign, loaded.before.state, row));
    return outcome([{ kind: 'notice', text: appNotices.joinsConflict(character.name) }]);
  });
}
