-- As SQLite's migration 0020: a connection's mark keeps the lifestyle's name instead of pointing at
-- its row (which deleted the mark with it, so a re-imported sheet or a lifestyle dropped and taken
-- again served a second time in the same session). The column comes last, as in SQLite's table.
ALTER TABLE connection_points ADD COLUMN lifestyle_name TEXT COLLATE "C";
UPDATE connection_points c SET lifestyle_name = l.name FROM lifestyles l WHERE l.id = c.lifestyle_id;
-- Where the hole already served twice in a session, the first mark stands for both.
DELETE FROM connection_points c
 WHERE c.lifestyle_name IS NULL
    OR EXISTS (SELECT 1 FROM connection_points c2
                WHERE c2.character_id = c.character_id AND c2.session_id = c.session_id
                  AND c2.lifestyle_name = c.lifestyle_name COLLATE nocase AND c2.id < c.id);
ALTER TABLE connection_points ALTER COLUMN lifestyle_name SET NOT NULL;
DROP INDEX connection_points_once;
ALTER TABLE connection_points DROP COLUMN lifestyle_id;
CREATE UNIQUE INDEX connection_points_once ON connection_points (character_id, lifestyle_name COLLATE nocase, session_id);
