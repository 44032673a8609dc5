import { handledOutcome, pruneHandled, recordHandled } from '../store/interactions';
import { StaleConflictError } from '../store/conflict-state';
import { writeWork } from '../store/write-lock';
import { refuse } from './errors';
import { appMessages } from './messages';
import type { Caller, Deps } from './context';
import type { Outcome } from './views';

/** How long Discord may redeliver an interaction: its token lives 15 minutes. */
export const REDELIVERY_MS = 15 * 60 * 1000;

/**
 * Runs one use case as one immediate (write-locking) transaction: load, apply rules, save. A
 * refusal throws and rolls everything back. A redelivered interaction id changes nothing: it is
 * answered as replayed, with only the ids the first answer handed back (no view, so no private
 * text is ever stored). Records older than Discord's redelivery window are pruned as we go (once a
 * minute).
 */
export function transact(deps: Deps, caller: Caller, work: () => Outcome): Outcome {
  try {
    return once(deps, caller, work);
  } catch (err) {
    // A conflict saved by someone else between this use case's read and its write (another
    // process, an interaction retried): the work is done again on the state now stored.
    if (!(err instanceof StaleConflictError)) throw err;
    try {
      return once(deps, caller, work);
    } catch (again) {
      if (again instanceof StaleConflictError) refuse('conflict/busy', appMessages.conflictMovedMeanwhile);
      throw again;
    }
  }
}

/** The interaction was handled before: this run's writes are rolled back and its first answer stands. */
class Redelivered extends Error {
  override readonly name = 'Redelivered';
}

function once(deps: Deps, caller: Caller, work: () => Outcome): Outcome {
  const id = caller.interactionId;
  try {
    return writeWork(deps.db, (): Outcome => {
      const result = work();
      if (id) {
        const now = deps.now();
        if (pruneDue(deps, now)) pruneHandled(deps.db, new Date(now.getTime() - REDELIVERY_MS).toISOString());
        // Redeliveries are rare: the record is checked by writing it, not by a read before every use case.
        if (!recordHandled(deps.db, id, JSON.stringify(replayOf(result)), now.toISOString())) throw new Redelivered();
      }
      return result;
    });
  } catch (err) {
    // A redelivered interaction may fail on the state its first run left (a lead already made):
    // whatever this run did, the answer is the first run's.
    const previous = id ? handledOutcome(deps.db, id) : null;
    if (previous !== null) return { ...(JSON.parse(previous) as object), public: [], private: {}, replayed: true };
    throw err;
  }
}

/** Records past the redelivery window are pruned at most once a minute per connection, not by every use case. */
const PRUNE_GAP_MS = 60 * 1000;
const prunedAt = new WeakMap<Deps['db'], number>();
function pruneDue(deps: Deps, now: Date): boolean {
  const last = prunedAt.get(deps.db);
  if (last !== undefined && now.getTime() - last < PRUNE_GAP_MS) return false;
  prunedAt.set(deps.db, now.getTime());
  return true;
}

/** What a replay needs: the extra ids a use case hands back beside its views (a compel's id…). */
function replayOf(result: Outcome): Record<string, unknown> {
  const { public: _public, private: _private, replayed: _replayed, ...extras } = result;
  return extras;
}
