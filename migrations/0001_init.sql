-- Everything a game needs to outlive a restart. Forward-only; the runner wraps this in a transaction.

CREATE TABLE campaigns (
  id             INTEGER PRIMARY KEY,
  guild_id       TEXT    NOT NULL,
  name           TEXT    NOT NULL,
  gm_user_id     TEXT    NOT NULL,
  rack_size      INTEGER CHECK (rack_size IS NULL OR rack_size BETWEEN 1 AND 100),
  house_rules    TEXT    NOT NULL DEFAULT '{}',   -- JSON object: rule name -> value
  goal_chart     TEXT,                            -- JSON array overriding the default chart (R9.4)
  skill_catalog  TEXT,                            -- JSON array of skill paths overriding R2.1
  created_at     TEXT    NOT NULL
) STRICT;

CREATE TABLE campaign_channels (
  guild_id     TEXT    NOT NULL,
  channel_id   TEXT    NOT NULL,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  PRIMARY KEY (guild_id, channel_id)
) STRICT;

CREATE TABLE campaign_gms (
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  user_id      TEXT    NOT NULL,
  PRIMARY KEY (campaign_id, user_id)
) STRICT;

CREATE TABLE characters (
  id             INTEGER PRIMARY KEY,
  campaign_id    INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  owner_user_id  TEXT    NOT NULL,
  name           TEXT    NOT NULL,
  player_points  INTEGER NOT NULL DEFAULT 0 CHECK (player_points >= 0),
  created_at     TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX characters_name ON characters (campaign_id, name COLLATE NOCASE);

CREATE TABLE character_skills (
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  path_key      TEXT    NOT NULL,
  path_text     TEXT    NOT NULL,
  PRIMARY KEY (character_id, path_key)
) STRICT;

CREATE TABLE lifestyles (
  id            INTEGER PRIMARY KEY,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  name          TEXT    NOT NULL,
  habits        TEXT    NOT NULL DEFAULT '',
  skills        TEXT    NOT NULL DEFAULT '[]'     -- JSON array of skill paths it granted
) STRICT;
CREATE UNIQUE INDEX lifestyles_name ON lifestyles (character_id, name COLLATE NOCASE);

CREATE TABLE gear (
  id            INTEGER PRIMARY KEY,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  name          TEXT    NOT NULL,
  quality       INTEGER NOT NULL CHECK (quality >= 0),
  mode          TEXT    NOT NULL CHECK (mode IN ('assist', 'circumstance', 'resist')),
  skill_key     TEXT    NOT NULL,
  skill_text    TEXT    NOT NULL,
  pmp           INTEGER NOT NULL DEFAULT 0 CHECK (pmp >= 0)
) STRICT;

-- Player points restricted to one skill (R10.3 training).
CREATE TABLE restricted_points (
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  skill_key     TEXT    NOT NULL,
  skill_text    TEXT    NOT NULL,
  amount        INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (character_id, skill_key)
) STRICT;

CREATE TABLE npcs (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  name         TEXT    NOT NULL,
  level        INTEGER NOT NULL DEFAULT 6 CHECK (level BETWEEN 0 AND 100),
  gang_size    INTEGER CHECK (gang_size IS NULL OR gang_size >= 2),
  enemy        INTEGER NOT NULL DEFAULT 1 CHECK (enemy IN (0, 1)),
  created_at   TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX npcs_name ON npcs (campaign_id, name COLLATE NOCASE);

-- R9.5: lasting results of goals, on a character or an NPC.
CREATE TABLE effects (
  id             INTEGER PRIMARY KEY,
  campaign_id    INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id   INTEGER REFERENCES characters(id) ON DELETE CASCADE,
  npc_id         INTEGER REFERENCES npcs(id) ON DELETE CASCADE,
  kind           TEXT    NOT NULL,
  text           TEXT    NOT NULL,
  caused_by      TEXT,            -- name of whoever caused it (scars, R9.5)
  conflict_id    INTEGER,
  permanent      INTEGER NOT NULL DEFAULT 0 CHECK (permanent IN (0, 1)),
  active         INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at     TEXT    NOT NULL,
  CHECK ((character_id IS NULL) <> (npc_id IS NULL))
) STRICT;

CREATE TABLE sessions (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  budget_racks  INTEGER NOT NULL CHECK (budget_racks >= 0),
  racks_left    INTEGER NOT NULL CHECK (racks_left >= 0),
  opened_at     TEXT    NOT NULL,
  closed_at     TEXT
) STRICT;
CREATE UNIQUE INDEX sessions_open ON sessions (campaign_id) WHERE closed_at IS NULL;

-- R10.2: the GM's secret Murphy pool and every change to it.
CREATE TABLE murphy_pools (
  campaign_id  INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  balance      INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
) STRICT;

CREATE TABLE murphy_log (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  delta        INTEGER NOT NULL,
  balance      INTEGER NOT NULL,
  reason       TEXT    NOT NULL,
  narration    TEXT,
  user_id      TEXT    NOT NULL,
  at           TEXT    NOT NULL
) STRICT;

CREATE TABLE points_log (
  id            INTEGER PRIMARY KEY,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  delta         INTEGER NOT NULL,
  balance       INTEGER NOT NULL,
  reason        TEXT    NOT NULL,
  at            TEXT    NOT NULL
) STRICT;

CREATE TABLE conflicts (
  id                  INTEGER PRIMARY KEY,
  campaign_id         INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  guild_id            TEXT    NOT NULL,
  channel_id          TEXT    NOT NULL,
  phase               TEXT    NOT NULL CHECK (phase IN ('setup', 'rolling', 'exchanges', 'ended')),
  primary_key         TEXT    NOT NULL,
  primary_text        TEXT    NOT NULL,
  secondary_key       TEXT,
  secondary_text      TEXT,
  initiator_user_id   TEXT    NOT NULL,
  rack_size           INTEGER,          -- fixed when rolling starts (R3.3)
  budget_racks        INTEGER NOT NULL DEFAULT 0 CHECK (budget_racks >= 0),  -- racks spent from the session (R10.1)
  suggested_leader    INTEGER,          -- participant id (R4.4)
  exchange_count      INTEGER NOT NULL DEFAULT 0,
  end_reason          TEXT,             -- 'ran-out' | 'agreed' | 'gm'
  follows_conflict_id INTEGER REFERENCES conflicts(id),
  created_at          TEXT    NOT NULL,
  ended_at            TEXT
) STRICT;
-- A channel holds at most one live conflict.
CREATE UNIQUE INDEX conflicts_live ON conflicts (guild_id, channel_id) WHERE phase <> 'ended';
CREATE INDEX conflicts_channel ON conflicts (guild_id, channel_id, id);

CREATE TABLE participants (
  id             INTEGER PRIMARY KEY,
  conflict_id    INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  seq            INTEGER NOT NULL,                 -- join order (R4.3)
  kind           TEXT    NOT NULL CHECK (kind IN ('pc', 'gm')),
  character_id   INTEGER REFERENCES characters(id),
  user_id        TEXT    NOT NULL,                 -- who controls it (the GM for the GM side)
  name           TEXT    NOT NULL,
  side           INTEGER NOT NULL CHECK (side IN (0, 1)),
  circumstances  INTEGER NOT NULL DEFAULT 0 CHECK (circumstances >= 0),
  follow_up      INTEGER NOT NULL DEFAULT 0 CHECK (follow_up >= 0),
  drawn          INTEGER,                          -- dice drawn at roll time (R3)
  rolled         TEXT,                             -- JSON: every face rolled (R1.3); secret
  pool           TEXT    NOT NULL DEFAULT '[]',    -- JSON faces high to low; secret (R13.1)
  books          INTEGER NOT NULL DEFAULT 0 CHECK (books >= 0),
  knocked_out    INTEGER NOT NULL DEFAULT 0 CHECK (knocked_out IN (0, 1)),
  agreed_end     INTEGER NOT NULL DEFAULT 0 CHECK (agreed_end IN (0, 1)),
  leftover       INTEGER,                          -- dice left when the conflict ended (R8)
  CHECK ((kind = 'pc') = (character_id IS NOT NULL)),
  UNIQUE (conflict_id, seq)
) STRICT;
CREATE UNIQUE INDEX participants_character ON participants (conflict_id, character_id) WHERE character_id IS NOT NULL;
CREATE UNIQUE INDEX participants_gm ON participants (conflict_id) WHERE kind = 'gm';

-- Named NPCs and gangs on the GM side: one rack each (R3.3).
CREATE TABLE conflict_npcs (
  conflict_id  INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  npc_id       INTEGER NOT NULL REFERENCES npcs(id),
  knocked_out  INTEGER NOT NULL DEFAULT 0 CHECK (knocked_out IN (0, 1)),
  PRIMARY KEY (conflict_id, npc_id)
) STRICT;

CREATE TABLE circumstances (
  id              INTEGER PRIMARY KEY,
  conflict_id     INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  participant_id  INTEGER NOT NULL REFERENCES participants(id) ON DELETE CASCADE,
  reason          TEXT    NOT NULL
) STRICT;

CREATE TABLE exchanges (
  id                 INTEGER PRIMARY KEY,
  conflict_id        INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  no                 INTEGER NOT NULL,
  status             TEXT    NOT NULL CHECK (status IN ('pending', 'resolved', 'cancelled')),
  actor_id           INTEGER NOT NULL REFERENCES participants(id),
  target_id          INTEGER NOT NULL REFERENCES participants(id),
  actor_action       TEXT    NOT NULL,
  target_action      TEXT,
  risky              INTEGER NOT NULL DEFAULT 0 CHECK (risky IN (0, 1)),
  actor_dice         TEXT    NOT NULL,     -- JSON faces pushed (secret until resolved, R13.2)
  target_dice        TEXT,
  result             TEXT,                 -- JSON ExchangeResult
  actor_books        INTEGER,
  target_books       INTEGER,
  actor_purchased    INTEGER NOT NULL DEFAULT 0 CHECK (actor_purchased IN (0, 1)),   -- R5.6 / R9.2
  target_purchased   INTEGER NOT NULL DEFAULT 0 CHECK (target_purchased IN (0, 1)),
  created_at         TEXT    NOT NULL,
  resolved_at        TEXT,
  UNIQUE (conflict_id, no)
) STRICT;
CREATE UNIQUE INDEX exchanges_pending ON exchanges (conflict_id) WHERE status = 'pending';

-- R4.2 negotiated goals.
CREATE TABLE conflict_goals (
  id              INTEGER PRIMARY KEY,
  conflict_id     INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  proposer_id     INTEGER NOT NULL REFERENCES participants(id),
  target_id       INTEGER NOT NULL REFERENCES participants(id),
  text            TEXT    NOT NULL,
  price           INTEGER NOT NULL CHECK (price >= 0),
  status          TEXT    NOT NULL CHECK (status IN ('proposed', 'settled', 'refused', 'countered')),
  parent_id       INTEGER REFERENCES conflict_goals(id),
  created_at      TEXT    NOT NULL
) STRICT;

CREATE TABLE purchases (
  id              INTEGER PRIMARY KEY,
  conflict_id     INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  exchange_no     INTEGER NOT NULL,     -- 0 before the first exchange
  buyer_id        INTEGER NOT NULL REFERENCES participants(id),
  goal            TEXT    NOT NULL,
  target_name     TEXT    NOT NULL,
  people          INTEGER NOT NULL,
  zones           INTEGER NOT NULL,
  price           INTEGER NOT NULL,
  books_paid      INTEGER NOT NULL,
  points_paid     INTEGER NOT NULL,
  effect_id       INTEGER REFERENCES effects(id),
  at              TEXT    NOT NULL
) STRICT;

-- Append-only log of everything that happened in a conflict.
CREATE TABLE events (
  id           INTEGER PRIMARY KEY,
  conflict_id  INTEGER NOT NULL REFERENCES conflicts(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL,
  payload      TEXT    NOT NULL,      -- JSON
  public       INTEGER NOT NULL CHECK (public IN (0, 1)),
  at           TEXT    NOT NULL
) STRICT;
CREATE TRIGGER events_no_update BEFORE UPDATE ON events BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
  WHEN (SELECT COUNT(*) FROM conflicts WHERE id = OLD.conflict_id) > 0
  BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;

-- Exactly-once: an interaction id is handled once; the outcome is kept to answer a redelivery.
CREATE TABLE handled_interactions (
  interaction_id  TEXT PRIMARY KEY,
  outcome         TEXT NOT NULL,
  at              TEXT NOT NULL
) STRICT;
