-- R2.5: a character's friends, named on its sheet: another character of the campaign or an NPC
-- (exactly one of the two). A friend in the same conflict is an affiliation the bot offers as a
-- circumstance die, like a shared lifestyle or an enemy.
CREATE TABLE friends (
  id                   INTEGER PRIMARY KEY,
  campaign_id          INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id         INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  friend_character_id  INTEGER REFERENCES characters(id) ON DELETE CASCADE,
  friend_npc_id        INTEGER REFERENCES npcs(id) ON DELETE CASCADE,
  created_at           TEXT    NOT NULL,
  CHECK ((friend_character_id IS NULL) <> (friend_npc_id IS NULL)),
  CHECK (friend_character_id IS NULL OR friend_character_id <> character_id)
) STRICT;
CREATE UNIQUE INDEX friends_character ON friends (character_id, friend_character_id);
CREATE UNIQUE INDEX friends_npc ON friends (character_id, friend_npc_id);
CREATE INDEX friends_of_character ON friends (friend_character_id);
CREATE INDEX friends_of_npc ON friends (friend_npc_id);
