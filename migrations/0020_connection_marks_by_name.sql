-- R10.3: a lifestyle's connection serves once per session for a character and the lifestyle's name,
-- not its row. The mark pointed at the lifestyle row and was deleted with it, so importing one's own
-- sheet again or dropping and retaking the lifestyle (both make a new row) let the connection serve
-- again in the same session. The mark now keeps the name, and outlives the row.
CREATE TABLE connection_points_by_name (
  id              INTEGER PRIMARY KEY,
  character_id    INTEGER NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  session_id      INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  on_behalf_of    TEXT    NOT NULL,
  at              TEXT    NOT NULL,
  lifestyle_name  TEXT    NOT NULL
) STRICT;

-- Every mark kept with its lifestyle's name; where the hole already served twice in a session, the
-- first mark stands for both.
INSERT INTO connection_points_by_name (id, character_id, session_id, on_behalf_of, at, lifestyle_name)
SELECT c.id, c.character_id, c.session_id, c.on_behalf_of, c.at, l.name
  FROM connection_points c JOIN lifestyles l ON l.id = c.lifestyle_id
 WHERE c.id = (SELECT MIN(c2.id) FROM connection_points c2 JOIN lifestyles l2 ON l2.id = c2.lifestyle_id
                WHERE c2.character_id = c.character_id AND c2.session_id = c.session_id
                  AND l2.name = l.name COLLATE NOCASE);

DROP TABLE connection_points;
ALTER TABLE connection_points_by_name RENAME TO connection_points;
CREATE UNIQUE INDEX connection_points_once ON connection_points (character_id, lifestyle_name COLLATE NOCASE, session_id);
