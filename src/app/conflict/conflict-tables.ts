// Where each conflict's table message is, for the Discord layer to edit or move it after any restart,
// and the conflict's latest public events, from which the table lists what happened lately. Not a
// use case: bookkeeping about messages, outside the game's transactions (as button-messages.ts).
import {
  type ConflictTable,
  conflictTable,
  conflictTableByMessage,
  conflictTablesIn,
  forgetConflictTable,
  latestPublicEvents,
  markConflictTableSent,
  noteConflictTablesPushedUp,
  type PublicEvent,
  putConflictTable,
} from '../../store/conflict/conflict-tables';
import { writeAlone } from '../../store/engine/statements';
import type { Deps } from '../use-case/context';

export type { ConflictTable, PublicEvent } from '../../store/conflict/conflict-tables';

/** Each write is atomic on its own. */
export const conflictTables = {
  of: (deps: Deps, conflictId: number): Promise<ConflictTable | undefined> => conflictTable(deps.db, conflictId),
  byMessage: (deps: Deps, messageId: string): Promise<ConflictTable | undefined> =>
    conflictTableByMessage(deps.db, messageId),
  in: (deps: Deps, channelId: string): Promise<ConflictTable[]> => conflictTablesIn(deps.db, channelId),
  put: (deps: Deps, table: ConflictTable): Promise<void> =>
    deps.db.transaction((tx) => putConflictTable(tx, table, deps.now().toISOString())),
  sent: (deps: Deps, conflictId: number, sent: string): Promise<void> =>
    writeAlone(deps.db, (db) => markConflictTableSent(db, conflictId, sent)),
  pushedUp: (deps: Deps, channelId: string): Promise<void> =>
    writeAlone(deps.db, (db) => noteConflictTablesPushedUp(db, channelId)),
  forget: (deps: Deps, conflictId: number): Promise<void> =>
    writeAlone(deps.db, (db) => forgetConflictTable(db, conflictId)),
  /** The conflict's latest public events, oldest first. */
  latestEvents: (deps: Deps, conflictId: number, limit: number): Promise<PublicEvent[]> =>
    latestPublicEvents(deps.db, conflictId, limit),
};
