// One choice on a stored preset roll, from a button, menu or form on its result. Only the
// roller may choose; the state lives in the database, so a click after a restart still works.
import { dramaBalance } from '../../store/drama';
import { rollStateById, updateRollState } from '../../store/roll-states';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { actDrama, type DramaAction } from './roll-drama';
import { actFf, type FfAction } from './roll-ff';
import { actShip, type ShipAction } from './roll-ship';
import { rollOutcome, type StoredRoll } from './roll-states';
import type { Acted, RollOutcome } from './roll-view';
import { transact } from '../transaction';
import type { PrivateView } from '../views';
import { appMessages, appNotices } from '../messages';

export type RollAction = DramaAction | FfAction | ShipAction;

const SYSTEM_OF: Record<RollAction['kind'], StoredRoll['state']['system']> = {
  reroll: 'drama',
  'max-one': 'drama',
  'max-all': 'drama',
  defence: 'drama',
  split: 'ff',
  plan: 'ff',
  'ff-attack': 'ff',
  use: 'ship',
  double: 'ship',
};

/** Before a form opens: the roll still exists and the caller is its roller (read-only). */
export function checkRollChooser(deps: Deps, caller: Caller, rollId: number): void {
  const row = rollStateById(deps.db, caller.guildId, rollId) ?? refuse('input/bad-number', appMessages.rollExpired);
  if (row.userId !== caller.userId) refuse('auth/not-owner', appMessages.onlyRollerChooses(row.who));
}

export function actOnRoll(deps: Deps, caller: Caller, input: { rollId: number; action: RollAction }): RollOutcome {
  return transact(deps, caller, () => {
    checkRollChooser(deps, caller, input.rollId);
    const row = rollStateById(deps.db, caller.guildId, input.rollId)!;
    const stored = JSON.parse(row.state) as StoredRoll;
    const s = stored.state;
    const a = input.action;
    if (SYSTEM_OF[a.kind] !== s.system) refuse('input/bad-number', appMessages.choiceOfAnotherRoll);
    const now = deps.now().toISOString();
    let acted: Acted<StoredRoll['state']>;
    const notes: PrivateView[] = [];
    if (s.system === 'drama') {
      acted = actDrama(
        s,
        a as DramaAction,
        { db: deps.db, campaignId: s.campaignId, userId: caller.userId, now },
        deps.random,
      );
      if (a.kind !== 'defence' && s.campaignId !== null)
        notes.push({
          kind: 'notice',
          text: appNotices.dramaLeft(dramaBalance(deps.db, s.campaignId, caller.userId)),
        });
    } else if (s.system === 'ff') {
      acted = actFf(s, a as FfAction);
    } else {
      acted = actShip(s, a as ShipAction);
    }
    const next: StoredRoll = { ...stored, state: acted.state };
    updateRollState(deps.db, row.id, JSON.stringify(next), now);
    return rollOutcome(row, next, acted.headline, notes);
  }) as RollOutcome;
}
