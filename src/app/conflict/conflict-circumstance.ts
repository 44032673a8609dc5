import { insertCircumstance } from '../../store/conflict/conflict-npcs';
import { participantsOf } from '../../store/conflict/participants';
import { GM_ACTOR } from '../../rules/conflict';
import { loadAs, playInOrder } from './conflict-machine';
import { ensureGmParticipant, seatMoves } from './conflict-engine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import {
  campaignHere,
  clip,
  findParticipant,
  liveConflictOrRefuse,
  requireGm,
  requirePhase,
  text,
} from '../use-case/load';
import { conflictNpcs } from '../../store/conflict/conflict-npcs';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';

/** /conflict circumstance (R3.2, R3.3): +1 die to a participant who has not rolled yet. GM only. */
export async function addCircumstance(deps: Deps, caller: Caller, input: { participant: string; reason: string }) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const conflict = await liveConflictOrRefuse(deps.db, caller);
    requirePhase(conflict, ['setup', 'rolling'], 'add a circumstance');
    const reason = text(input.reason, 'a reason', 200);
    if (input.participant.trim().toLowerCase() === 'gm') await ensureGmParticipant(deps.db, campaign, conflict);
    const npcNames = (await conflictNpcs(deps.db, conflict.id)).map((n) => n.name);
    const p =
      findParticipant(await participantsOf(deps.db, conflict.id), input.participant, npcNames) ??
      refuse('conflict/unknown-participant', appMessages.noSuchParticipant(clip(input.participant)));
    if (p.drawn !== null) refuse('conflict/already-rolled', appMessages.circumstanceAfterRoll(p.name));
    const loaded = await loadAs(deps, campaign, conflict, GM_ACTOR);
    await playInOrder(deps, loaded, [
      ...(await seatMoves(deps.db, campaign, loaded.before)),
      { move: { do: 'circumstance', for: p.name, dice: 1 }, actor: GM_ACTOR },
    ]);
    await insertCircumstance(deps.db, conflict.id, p.id, reason);
    return outcome([{ kind: 'notice', text: appNotices.circumstanceDie(p.name, reason) }]);
  });
}
