import { playMove } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { transact } from '../../use-case/transaction';
import { outcome, type Outcome } from '../../views';
import { appNotices } from '../../messages';
import { leadChanged } from './exchange-views';

/**
 * /exchange dispute (R5.5): the target or the GM disputes a lead before the target pushes; the
 * exchange becomes risky (the higher total takes every pushed die).
 */
export async function disputeExchange(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const played = await playMove(deps, caller, { do: 'dispute' });
    const p = played.state.pending!;
    const by = p.disputedBy ?? played.actor;
    return outcome([{ kind: 'notice', ...leadChanged(played, caller.userId, appNotices.leadDisputed(by, p.no)) }]);
  });
}
