import { playMove } from '../conflict/conflict-machine';
import type { Caller, Deps } from '../context';
import { transact } from '../transaction';
import { outcome, type Outcome } from '../views';
import { appNotices } from '../messages';

/**
 * /exchange dispute (R5.5): the target or the GM disputes a lead before the target pushes; the
 * exchange becomes risky (the higher total takes every pushed die).
 */
export function disputeExchange(deps: Deps, caller: Caller) {
  return transact(deps, caller, (): Outcome => {
    const played = playMove(deps, caller, { do: 'dispute' });
    const p = played.state.pending!;
    const by = p.disputedBy ?? played.actor;
    return outcome([
      {
        kind: 'notice',
        text: appNotices.leadDisputed(by, p.no),
      },
    ]);
  });
}
