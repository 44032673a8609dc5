import { addConflictNpc } from '../../store/conflict/conflict-npcs';
import { ensureGmParticipant, seatMoves } from './conflict-engine';
import { loadAs, playInOrder } from './conflict-machine';
import { lateDiceViews } from './late-dice';
import { GM_ACTOR } from '../../rules/conflict';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, clip, liveConflictOrRefuse, npcNamed, requireGm, requirePhase } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';
import { md } from '../text/safe-text';

/**
 * /conflict add-npc (R3.3): a named NPC or gang joins the GM side and brings one rack; a mook (a
 * single nameless extra) joins as a target without dice, and may arrive after the rolls.
 */
export async function addNpcToConflict(deps: Deps, caller: Caller, input: { npc: string; mook?: boolean | null }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const conflict = await liveConflictOrRefuse(deps.db, caller);
    const mook = input.mook === true;
    // R4.1: NPCs may arrive at any time before the end; one arriving after the GM side rolled
    // brings its rack rolled in at once.
    requirePhase(conflict, ['setup', 'rolling', 'exchanges'], 'add an NPC');
    const npc = await npcNamed(deps.db, campaign, input.npc, appMessages.noSuchNpcToAdd(clip(input.npc)));
    if (mook && npc.gangSize) refuse('input/bad-text', appMessages.gangIsNotAMook(npc.name));
    await ensureGmParticipant(deps.db, campaign, conflict);
    if (!(await addConflictNpc(deps.db, conflict.id, npc.id, mook)))
      refuse('conflict/already-joined', appMessages.alreadyInConflict(npc.name));
    const loaded = await loadAs(deps, campaign, conflict, GM_ACTOR);
    const played = await playInOrder(deps, loaded, [
      ...(await seatMoves(deps.db, campaign, loaded.before)),
      { move: { do: 'add-npc', name: npc.name, gang: npc.gangSize, mook }, actor: GM_ACTOR },
    ]);
    if (mook)
      return outcome([
        {
          kind: 'notice',
          text: appNotices.mookJoins(npc.name),
        },
      ]);
    return outcome(
      [
        {
          kind: 'notice',
          text: md`**${npc.name}**${npc.gangSize ? md` (a gang of ${npc.gangSize})` : ''} joins the GM side, bringing a rack of dice.`,
        },
      ],
      lateDiceViews(played),
    );
  });
}
