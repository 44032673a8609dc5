-- R9.1: goals the GM writes on a piece of gear, with a price: its owner may buy them in any conflict
-- where the gear is in use (its skill on the primary's or the secondary's chain).
CREATE TABLE gear_goals (
  id       INTEGER PRIMARY KEY,
  gear_id  INTEGER NOT NULL REFERENCES gear(id) ON DELETE CASCADE,
  name     TEXT    NOT NULL,
  books    INTEGER NOT NULL CHECK (books BETWEEN 0 AND 1000)
) STRICT;
CREATE UNIQUE INDEX gear_goals_name ON gear_goals (gear_id, name COLLATE NOCASE);
