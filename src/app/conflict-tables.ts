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
} from '../store/conflict-tables';
import type { Deps } from './context';

export type { ConflictTable, PublicEvent } from '../store/conflict-tables';

/**
 * A write of one statement: on PostgreSQL a statement alone is already atomic, and a transaction
 * around it would cost two more round trips on every public message; SQLite takes its write lock
 * through a transaction (its busy waits are the store's, not SQLite's).
 */
const oneStatement = (deps: Deps, write: (db: Deps['db']) => Promise<void>): Promise<void> =>
  deps.db.engine === 'postgres' ? write(deps.db) : deps.db.transaction(write);

/** Each write is a transaction of its own. */
export const conflictTables = {
  of: (deps: Deps, conflictId: number): Promise<ConflictTable | undefined> => conflictTable(deps.db, conflictId),
  byMessage: (deps: Deps, messageId: string): Promise<ConflictTable | undefined> =>
    conflictTableByMessage(deps.db, messageId),
  in: (deps: Deps, channelId: string): Promise<ConflictTable[]> => conflictTablesIn(deps.db, channelId),
  put: (deps: Deps, table: ConflictTable): Promise<void> =>
    deps.db.transaction((tx) => putConflictTable(tx, table, deps.now().toISOString())),
  sent: (deps: Deps, conflictId: number, sent: string): Promise<void> =>
    oneStatement(deps, (db) => markConflictTableSent(db, conflictId, sent)),
  pushedUp: (deps: Deps, channelId: string): Promise<void> =>
    oneStatement(deps, (db) => noteConflictTablesPushedUp(db, channelId)),
  forget: (deps: Deps, conflictId: number): Promise<void> =>
    oneStatement(deps, (db) => forgetConflictTable(db, conflictId)),
  /** The conflict's latest public events, oldest first. */
  latestEvents: (deps: Deps, conflictId: number, limit: number): Promise<PublicEvent[]> =>
    latestPublicEvents(deps.db, conflictId, limit),
};
