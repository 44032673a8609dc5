-- R10.5: an enemy is one character's nemesis (an NPC) with an enemy level, 1 at base. When it
-- enters a situation the GM's Murphy pool and that character's player points each gain its level.
CREATE TABLE enemies (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  npc_id        INTEGER NOT NULL REFERENCES npcs(id) ON DELETE CASCADE,
  level         INTEGER NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 100),
  created_at    TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX enemies_pair ON enemies (character_id, npc_id);
