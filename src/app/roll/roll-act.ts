// One choice on a stored preset roll, from a button, menu or form on its result. Only the
// roller may choose; the state lives in the database, so a click after a restart still works.
import { dramaBalance } from '../../store/roll/drama';
import { type RollStateRow, rollStateById, updateRollState } from '../../store/roll/roll-states';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { actDrama, type DramaAction } from './roll-drama';
import { actFf, type FfAction } from './roll-ff';
import { actShip, type ShipAction } from './roll-ship';
import { rollOutcome, stepOf, type StoredRoll } from './roll-states';
import type { Acted, RollOutcome } from './roll-view';
import { transact } from '../use-case/transaction';
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

/** A choice on a roll: the stored roll and the step of it the choice was shown for. */
export interface RollTarget {
  rollId: number;
  step: number;
}

/**
 * Before a form opens, and again before a choice applies: the roll still exists, the caller is its
 * roller, and the roll is still at the step the choice was shown for (a menu on an old copy, or an
 * interaction sent again, would act on dice it never showed). Read-only.
 */
export async function checkRollChooser(
  deps: Deps,
  caller: Caller,
  target: RollTarget,
): Promise<{ row: RollStateRow; stored: StoredRoll }> {
  const row =
    (await rollStateById(deps.db, caller.guildId, target.rollId)) ??
    refuse('input/bad-number', appMessages.rollExpired);
  if (row.userId !== caller.userId) refuse('auth/not-owner', appMessages.onlyRollerChooses(row.who));
  const stored = JSON.parse(row.state) as StoredRoll;
  if (stepOf(stored) !== target.step) refuse('roll/superseded', appMessages.rollChoiceSuperseded);
  return { row, stored };
}

export async function actOnRoll(
  deps: Deps,
  caller: Caller,
  input: RollTarget & { action: RollAction },
): Promise<RollOutcome> {
  return (await transact(deps, caller, async (deps) => {
    const { row, stored } = await checkRollChooser(deps, caller, input);
    const s = stored.state;
    const a = input.action;
    if (SYSTEM_OF[a.kind] !== s.system) refuse('input/bad-number', appMessages.choiceOfAnotherRoll);
    const now = deps.now().toISOString();
    let acted: Acted<StoredRoll['state']>;
    const notes: PrivateView[] = [];
    if (s.system === 'drama') {
      acted = await actDrama(
        s,
        a as DramaAction,
        { db: deps.db, campaignId: s.campaignId, userId: caller.userId, now },
        deps.random,
      );
      if (a.kind !== 'defence' && s.campaignId !== null)
        notes.push({
          kind: 'notice',
          text: appNotices.dramaLeft(await dramaBalance(deps.db, s.campaignId, caller.userId)),
        });
    } else if (s.system === 'ff') {
      acted = actFf(s, a as FfAction);
    } else {
      acted = actShip(s, a as ShipAction);
    }
    const next: StoredRoll = { ...stored, step: stepOf(stored) + 1, state: acted.state };
    await updateRollState(deps.db, row.id, JSON.stringify(next), now);
    return rollOutcome(row, next, acted.headline, notes);
  })) as RollOutcome;
}
