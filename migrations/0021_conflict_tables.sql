-- Where each conflict's table is: the one public message the bot edits as the conflict moves. Kept
-- with the game, not in one process's memory, so that a restarted bot edits (or moves) that message
-- instead of posting a second table and leaving the first one behind with buttons that look live.
CREATE TABLE conflict_tables (
  conflict_id  INTEGER PRIMARY KEY REFERENCES conflicts(id) ON DELETE CASCADE,
  channel_id   TEXT    NOT NULL,
  message_id   TEXT    NOT NULL,
  sent         TEXT    NOT NULL,             -- a digest of what the message shows, to skip edits that change nothing
  below        INTEGER NOT NULL DEFAULT 0,   -- the bot's public messages posted in the channel since
  posted_at    TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX conflict_tables_message ON conflict_tables (message_id);
CREATE INDEX conflict_tables_channel ON conflict_tables (channel_id);
