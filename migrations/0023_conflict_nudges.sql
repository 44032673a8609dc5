-- What a conflict's table waits for, on whom and since when, for the `nudge` house rule: once the
-- table has waited that long on the same people, the bot pings them once. Kept with the game, so a
-- restarted bot neither forgets a nudge that is due nor sends one twice (`sent_at`).
CREATE TABLE conflict_nudges (
  conflict_id  INTEGER PRIMARY KEY REFERENCES conflicts(id) ON DELETE CASCADE,
  waits        TEXT    NOT NULL,             -- who the table waits on and for what: a change restarts the wait
  since        TEXT    NOT NULL,
  sent_at      TEXT                          -- when the nudge was sent; NULL while it is not
) STRICT;
