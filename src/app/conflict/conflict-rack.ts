import { addToPool, rollIn } from '../../rules';
import { appendEvent, updateConflict, updateParticipant } from '../../store/conflicts';
import { openSession, spendSessionRack } from '../../store/sessions';
import { conflictRackSize, ensureGmParticipant } from './conflict-engine';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, liveConflictHere, requireGm, requirePhase } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';

/**
 * /conflict rack (R10.1): spends one session-budget rack. Before the GM rolls it joins the draw;
 * after, it is rolled in at once and added to the GM pool.
 */
export function spendRack(deps: Deps, caller: Caller) {
  return transact(deps, caller, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    const conflict = liveConflictHere(deps.db, caller);
    requirePhase(conflict, ['setup', 'rolling', 'exchanges'], 'spend a rack');
    const session = openSession(deps.db, campaign.id) ?? refuse('session/none-open', 'No session is open: start one with /session start to get a rack budget.');
    if (session.racksLeft <= 0) refuse('session/no-racks', 'The session budget has no racks left.');
    spendSessionRack(deps.db, session.id);
    const gm = ensureGmParticipant(deps.db, campaign, conflict);
    updateConflict(deps.db, conflict.id, { budgetRacks: conflict.budgetRacks + 1 });
    const left = session.racksLeft - 1;
    const now = deps.now().toISOString();
    if (gm.drawn === null) {
      return outcome([{ kind: 'notice', text: `The GM spends a rack from the session budget (${left} left).` }]);
    }
    const size = conflictRackSize(deps.db, campaign, conflict);
    const roll = rollIn(size, deps.random);
    const pool = addToPool(gm.pool, roll.pool);
    updateParticipant(deps.db, gm.id, { pool, drawn: gm.drawn + size });
    appendEvent(deps.db, conflict.id, 'rack-rolled', { rolled: roll.rolled, pool }, false, now);
    return outcome([{ kind: 'notice', text: `The GM spends a rack from the session budget (${left} left) and rolls it into the GM pool.` }], {
      [caller.userId]: [{ kind: 'pool', pool: privatePool(conflict, { ...gm, pool }, `You rolled a rack of ${size}.`, roll.rolled) }],
    });
  });
}
