-- A preset /roll leaves its state behind so that the buttons on its result can carry the
-- system's next choices, also after a restart. `state` is the system's JSON (dice, picks, spends).
CREATE TABLE roll_states (
  id INTEGER PRIMARY KEY,
  guild_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  campaign_id INTEGER REFERENCES campaigns(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  who TEXT NOT NULL,
  preset TEXT NOT NULL,
  secret INTEGER NOT NULL CHECK (secret IN (0, 1)),
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Seed 002's drama points: one balance per player and campaign, granted and set by the GM and
-- spent on drama dice and after-the-roll improvements. Every change is logged with its reason.
CREATE TABLE drama_balances (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (campaign_id, user_id)
) STRICT;

CREATE TABLE drama_log (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  delta INTEGER NOT NULL,
  balance INTEGER NOT NULL,
  reason TEXT NOT NULL,
  by_user_id TEXT NOT NULL,
  at TEXT NOT NULL
) STRICT;
