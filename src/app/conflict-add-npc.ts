import { addConflictNpc } from '../store/conflicts';
import { npcByName } from '../store/npcs';
import { ensureGmParticipant } from './conflict-engine';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { campaignHere, clip, liveConflictHere, requireGm, requirePhase } from './load';
import { transact } from './run';
import { outcome } from './views';

/** /conflict add-npc (R3.3): a named NPC or gang joins the GM side and brings one rack. */
export function addNpcToConflict(deps: Deps, caller: Caller, input: { npc: string }) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    const conflict = liveConflictHere(deps.db, caller);
    requirePhase(conflict, ['setup'], 'add an NPC');
    const npc = npcByName(deps.db, campaign.id, input.npc) ?? refuse('npc/unknown', `There is no NPC called "${clip(input.npc)}": create it with /npc create.`);
    ensureGmParticipant(deps.db, campaign, conflict);
    if (!addConflictNpc(deps.db, conflict.id, npc.id)) refuse('conflict/already-joined', `${npc.name} is already in this conflict.`);
    return outcome([{ kind: 'notice', text: `**${npc.name}** ${npc.gangSize ? `(a gang of ${npc.gangSize})` : ''} joins the GM side, bringing a rack of dice.`.replace('  ', ' ') }]);
  });
}
