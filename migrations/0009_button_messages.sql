-- Public bot messages that carry buttons, so that once what they act on is settled (an exchange
-- resolved, an offer answered, a conflict over) the bot can disable them by editing the message.
CREATE TABLE button_messages (
  message_id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  conflict_id INTEGER,
  custom_ids TEXT NOT NULL,
  components TEXT NOT NULL,
  posted_at TEXT NOT NULL
) STRICT;
CREATE INDEX button_messages_conflict ON button_messages (conflict_id);
