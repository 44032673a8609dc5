import { handledOutcome, recordHandled } from '../store/interactions';
import type { Caller, Deps } from './context';
import type { Outcome } from './views';

/**
 * Runs one use case as one immediate (write-locking) transaction: load, apply rules, save. A
 * refusal throws and rolls everything back. A redelivered interaction id returns the stored
 * outcome without running again.
 */
export function transact(deps: Deps, caller: Caller, work: () => Outcome): Outcome {
  const run = deps.db.transaction((): Outcome => {
    if (caller.interactionId) {
      const previous = handledOutcome(deps.db, caller.interactionId);
      if (previous) return { ...(JSON.parse(previous) as Outcome), replayed: true };
    }
    const result = work();
    if (caller.interactionId) recordHandled(deps.db, caller.interactionId, JSON.stringify(result), deps.now().toISOString());
    return result;
  });
  return run.immediate();
}
