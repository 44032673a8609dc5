import { handledOutcome, pruneHandled, recordHandled } from '../../store/engine/interactions';
import { StaleConflictError } from '../../store/conflict/conflict-state';
import { refuse } from './errors';
import { appMessages } from '../messages';
import type { Caller, Deps } from './context';
import type { Outcome } from '../views';

/** How long Discord may redeliver an interaction: its token lives 15 minutes. */
export const REDELIVERY_MS = 15 * 60 * 1000;

/**
 * A use case's work inside its transaction. It gets the transaction's own deps (their `db` is the
 * transaction's handle): every read and write goes through them, never through the caller's.
 */
export type Work<T> = (deps: Deps) => T | Promise<T>;

/**
 * Runs one use case as one write transaction: load, apply rules, save. A refusal throws and rolls
 * everything back. A redelivered interaction id changes nothing: it is answered as replayed, with
 * only the extra fields the first answer handed back (no view, so no private text is ever stored).
 * Records older than Discord's redelivery window are pruned as we go (once a minute). The extra
 * fields a use case hands back beside its views (the id a button will carry, an export file)
 * travel with the outcome.
 */
export async function transact<T extends Outcome>(deps: Deps, caller: Caller, work: Work<T>): Promise<T> {
  try {
    return await once(deps, caller, work);
  } catch (err) {
    // A conflict saved by someone else between this use case's read and its write (another
    // process, an interaction retried): the work is done again on the state now stored.
    if (!(err instanceof StaleConflictError)) throw err;
    try {
      return await once(deps, caller, work);
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

async function once<T extends Outcome>(deps: Deps, caller: Caller, work: Work<T>): Promise<T> {
  const id = caller.interactionId;
  try {
    return await deps.db.transaction(async (tx): Promise<T> => {
      const result = await work({ ...deps, db: tx });
      if (id) {
        const now = deps.now();
        if (pruneDue(deps, now)) await pruneHandled(tx, new Date(now.getTime() - REDELIVERY_MS).toISOString());
        // Redeliveries are rare: the record is checked by writing it, not by a read before every use case.
        if (!(await recordHandled(tx, id, JSON.stringify(replayOf(result)), now.toISOString())))
          throw new Redelivered();
      }
      return result;
    });
  } catch (err) {
    // A redelivered interaction may fail on the state its first run left (a lead already made):
    // whatever this run did, the answer is the first run's.
    const previous = id ? await handledOutcome(deps.db, id) : null;
    if (previous !== null)
      return { ...(JSON.parse(previous) as object), public: [], private: {}, replayed: true } as unknown as T;
    throw err;
  }
}

/** Records past the redelivery window are pruned at most once a minute per connection, not by every use case. */
const PRUNE_GAP_MS = 60 * 1000;
const prunedAt = new WeakMap<object, number>();
function pruneDue(deps: Deps, now: Date): boolean {
  const last = prunedAt.get(deps.db.key);
  if (last !== undefined && now.getTime() - last < PRUNE_GAP_MS) return false;
  prunedAt.set(deps.db.key, now.getTime());
  return true;
}

/** What a replay needs: the extra ids a use case hands back beside its views (a compel's id…). */
function replayOf(result: Outcome): Record<string, unknown> {
  const { public: _public, private: _private, replayed: _replayed, ...extras } = result;
  return extras;
}
