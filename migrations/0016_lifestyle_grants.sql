-- R2.3: a lifestyle lists what it grants (skills, gear, contacts, a memento, bad habits), and the
-- sheet knows which lifestyle gave what, so removing one takes away only what it alone gave.
ALTER TABLE lifestyles ADD COLUMN gear TEXT NOT NULL DEFAULT '[]';      -- JSON array of gear it listed
ALTER TABLE lifestyles ADD COLUMN contacts TEXT NOT NULL DEFAULT '[]';  -- JSON array of contacts
ALTER TABLE lifestyles ADD COLUMN memento TEXT NOT NULL DEFAULT '';     -- e.g. "Network: the dockers" (R11.3)

-- 1: the player added the skill itself; 0: only its lifestyles granted it.
ALTER TABLE character_skills ADD COLUMN own INTEGER NOT NULL DEFAULT 1 CHECK (own IN (0, 1));

-- The lifestyle that granted this gear; NULL: added by hand.
ALTER TABLE gear ADD COLUMN lifestyle_id INTEGER REFERENCES lifestyles(id) ON DELETE SET NULL;

-- The campaign's lifestyles (GM-edited) that players pick from instead of typing.
CREATE TABLE campaign_lifestyles (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  name         TEXT    NOT NULL,
  habits       TEXT    NOT NULL DEFAULT '',
  skills       TEXT    NOT NULL DEFAULT '[]',
  gear         TEXT    NOT NULL DEFAULT '[]',
  contacts     TEXT    NOT NULL DEFAULT '[]',
  memento      TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE UNIQUE INDEX campaign_lifestyles_name ON campaign_lifestyles (campaign_id, name COLLATE NOCASE);
