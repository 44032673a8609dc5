-- As SQLite's migration 0021: where each conflict's table message is, so that a restarted bot
-- edits (or moves) that message instead of leaving a second, stale table behind.
CREATE TABLE conflict_tables (
  conflict_id  BIGINT PRIMARY KEY REFERENCES conflicts(id) ON DELETE CASCADE,
  channel_id   TEXT COLLATE "C" NOT NULL,
  message_id   TEXT COLLATE "C" NOT NULL,
  sent         TEXT COLLATE "C" NOT NULL,
  below        BIGINT NOT NULL DEFAULT 0,
  posted_at    TEXT COLLATE "C" NOT NULL
);
CREATE UNIQUE INDEX conflict_tables_message ON conflict_tables (message_id);
CREATE INDEX conflict_tables_channel ON conflict_tables (channel_id);
