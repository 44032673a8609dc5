-- As SQLite's migration 0023: what a conflict's table waits for, on whom and since when, so that a
-- restarted bot neither forgets a due nudge nor sends one twice.
CREATE TABLE conflict_nudges (
  conflict_id  BIGINT PRIMARY KEY REFERENCES conflicts(id) ON DELETE CASCADE,
  waits        TEXT COLLATE "C" NOT NULL,
  since        TEXT COLLATE "C" NOT NULL,
  sent_at      TEXT COLLATE "C"
);
