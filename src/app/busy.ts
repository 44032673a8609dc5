import { writeLockBusy } from '../store/db';
import type { Deps } from './context';

/**
 * Whether a use case would have to wait for the database now (another process holds it), so the
 * Discord layer can acknowledge the interaction before it blocks.
 */
export function databaseBusy(deps: Deps): boolean {
  return writeLockBusy(deps.db);
}
