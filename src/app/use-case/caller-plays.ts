// Whether the caller plays a named participant of the channel's conflict (a PC they own, or the GM
// side for its GM): a read for buttons meant for one participant only, like the suggested leader's.
import { isGm } from '../../store/campaign/campaigns';
import { conflictNpcs } from '../../store/conflict/conflict-npcs';
import { participantsOf } from '../../store/conflict/participants';
import type { Caller, Deps } from './context';
import { campaignHere, latestConflictOrRefuse, findParticipant } from './load';

export async function callerPlays(deps: Deps, caller: Caller, name: string): Promise<boolean> {
  const campaign = await campaignHere(deps.db, caller);
  const conflict = await latestConflictOrRefuse(deps.db, caller);
  const npcs = (await conflictNpcs(deps.db, conflict.id)).map((n) => n.name);
  const p = findParticipant(await participantsOf(deps.db, conflict.id), name, npcs);
  return p !== null && (p.kind === 'pc' ? p.userId === caller.userId : await isGm(deps.db, campaign, caller.userId));
}
