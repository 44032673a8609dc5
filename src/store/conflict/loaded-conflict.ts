// The shape a loaded conflict has, apart from the code that loads and saves it, so that the savers
// of its parts (conflict-purchases.ts, conflict-rolls.ts) can name it without importing their caller.
import type { ConflictState } from '../../rules/conflict';
import type { LiveConflictRow } from './conflicts';
import type { Seat } from './participants';

export interface LoadedConflict {
  state: ConflictState;
  conflict: LiveConflictRow;
  /** Who plays whom: each participant's player and character (identity, not state). */
  rows: readonly Seat[];
  /** The GM side's NPCs' ids by name, read when first asked (most moves never ask). */
  npcIds: () => Promise<Map<string, number>>;
  /** The document's save count when it was read (the stale-move guard). */
  version: number;
  /** Who spends the Murphy pool (the campaign's GM), for its log. */
  gmUserId: string;
}
