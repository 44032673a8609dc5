-- R10.3 (seed L178): a character acting on behalf of others may use a connection (the contacts of
-- one of its lifestyles) as one player point; each lifestyle's connection once per session.
CREATE TABLE connection_points (
  id            INTEGER PRIMARY KEY,
  character_id  INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  lifestyle_id  INTEGER NOT NULL REFERENCES lifestyles(id) ON DELETE CASCADE,
  session_id    INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  on_behalf_of  TEXT    NOT NULL,
  at            TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX connection_points_once ON connection_points (lifestyle_id, session_id);
