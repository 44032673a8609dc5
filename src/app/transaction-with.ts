import type { Caller, Deps } from './context';
import { transact } from './transaction';
import type { Outcome } from './views';

/**
 * `transact` for use cases that hand back more than an Outcome (the id a button will carry, an
 * export file). The extra fields travel with the outcome, so a redelivered interaction replays them too.
 */
export function transactWith<T extends Outcome>(deps: Deps, caller: Caller, work: () => T): T {
  return transact(deps, caller, work) as T;
}
