-- The campaign around the conflicts: compels and begging (R10), downtime (R11), levelling (R12).

-- R10.4: a compel the GM offers; the character's player answers it once.
CREATE TABLE compels (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  points        INTEGER NOT NULL CHECK (points BETWEEN 1 AND 100),
  reason        TEXT    NOT NULL,
  offered_by    TEXT    NOT NULL,                  -- the GM (or co-GM) who offered it
  status        TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
  created_at    TEXT    NOT NULL,
  answered_at   TEXT
) STRICT;

-- R10.3: a player begs for points; the GM grants (+n points, +n Murphy) or denies.
CREATE TABLE begs (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  amount        INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 100),
  reason        TEXT    NOT NULL,
  requested_by  TEXT    NOT NULL,
  status        TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted', 'denied')),
  answered_by   TEXT,
  created_at    TEXT    NOT NULL,
  answered_at   TEXT
) STRICT;

-- R10.3 / R11.1: every change to a character's restricted (trained) points.
CREATE TABLE restricted_log (
  id            INTEGER PRIMARY KEY,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  skill_text    TEXT    NOT NULL,
  delta         INTEGER NOT NULL,
  balance       INTEGER NOT NULL CHECK (balance >= 0),
  reason        TEXT    NOT NULL,
  at            TEXT    NOT NULL
) STRICT;

-- R12: a milestone asks each PC for one more lifestyle; done once the PC has target_count of them.
CREATE TABLE lifestyle_prompts (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  prompt        TEXT    NOT NULL DEFAULT '',
  target_count  INTEGER NOT NULL CHECK (target_count >= 1),
  created_at    TEXT    NOT NULL
) STRICT;

-- R11: a downtime the GM opens; each character spends it on one activity.
CREATE TABLE downtimes (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  opened_at    TEXT    NOT NULL,
  closed_at    TEXT
) STRICT;
CREATE UNIQUE INDEX downtimes_open ON downtimes (campaign_id) WHERE closed_at IS NULL;

CREATE TABLE downtime_actions (
  id                INTEGER PRIMARY KEY,
  downtime_id       INTEGER NOT NULL REFERENCES downtimes(id) ON DELETE CASCADE,
  character_id      INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  kind              TEXT    NOT NULL CHECK (kind IN ('train', 'heal', 'connections', 'heal-permanent')),
  skill_text        TEXT,                               -- the skill tested (train, heal) or the secondary (connections)
  player_drawn      INTEGER NOT NULL DEFAULT 0 CHECK (player_drawn >= 0),
  opposition_drawn  INTEGER NOT NULL DEFAULT 0 CHECK (opposition_drawn >= 0),
  player_dice       TEXT    NOT NULL DEFAULT '[]',      -- JSON faces pushed (a quick test pushes the whole pool, R11.4)
  opposition_dice   TEXT    NOT NULL DEFAULT '[]',
  player_books      INTEGER NOT NULL DEFAULT 0 CHECK (player_books >= 0),
  opposition_books  INTEGER NOT NULL DEFAULT 0 CHECK (opposition_books >= 0),
  at                TEXT    NOT NULL,
  UNIQUE (downtime_id, character_id)
) STRICT;

-- What a downtime action did to an effect (R11.2): a wound removed or made permanent, a permanent effect healed.
CREATE TABLE downtime_action_effects (
  action_id  INTEGER NOT NULL REFERENCES downtime_actions(id) ON DELETE CASCADE,
  effect_id  INTEGER NOT NULL REFERENCES effects(id) ON DELETE CASCADE,
  outcome    TEXT    NOT NULL CHECK (outcome IN ('removed', 'made-permanent', 'healed')),
  PRIMARY KEY (action_id, effect_id)
) STRICT;

-- R11.3: each book won in a connections test buys one of these, narrated by the player.
CREATE TABLE connection_purchases (
  id         INTEGER PRIMARY KEY,
  action_id  INTEGER NOT NULL REFERENCES downtime_actions(id) ON DELETE CASCADE,
  kind       TEXT    NOT NULL CHECK (kind IN ('information', 'loan', 'design-skill', 'discount')),
  detail     TEXT    NOT NULL,
  at         TEXT    NOT NULL
) STRICT;
