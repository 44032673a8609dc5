-- The save count of a live conflict's inputs (migration 0018) goes with its nine triggers: the
-- SQLite store now counts its own writes to those tables and learns other connections' commits
-- from data_version (src/store/input-writes.ts, sqlite-store.ts), so the schema carries no cache.
DROP TRIGGER IF EXISTS conflicts_bump_inputs;
DROP TRIGGER IF EXISTS conflicts_bump_inputs_update;
DROP TRIGGER IF EXISTS campaigns_bump_inputs;
DROP TRIGGER IF EXISTS campaign_channels_bump_inputs_insert;
DROP TRIGGER IF EXISTS campaign_channels_bump_inputs_update;
DROP TRIGGER IF EXISTS campaign_channels_bump_inputs_delete;
DROP TRIGGER IF EXISTS participants_bump_inputs_insert;
DROP TRIGGER IF EXISTS participants_bump_inputs_update;
DROP TRIGGER IF EXISTS participants_bump_inputs_delete;
DROP TABLE IF EXISTS conflict_inputs;
