import { isBusy } from '../../store/engine/write-lock';

/**
 * Whether a use case failed only because another process held the database's write lock past the
 * short wait (nothing was written): the Discord layer may then run it again a little later.
 */
export function isDatabaseBusy(err: unknown): boolean {
  return isBusy(err);
}
