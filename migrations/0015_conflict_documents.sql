-- A conflict's whole state as one document: the rules' ConflictState as versioned JSON, written
-- whole by every move. The other conflict tables become projections of it for lists, the log and
-- exports; nothing rebuilds the state from them. Existing conflicts get their document from their
-- rows when the database is opened (src/store/conflict-upgrade.ts), in the same start-up.
ALTER TABLE conflicts ADD COLUMN state TEXT;
-- Bumped by every save: a move computed against an older count is never written over newer state.
ALTER TABLE conflicts ADD COLUMN state_version INTEGER NOT NULL DEFAULT 0;
