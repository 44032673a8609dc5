-- What the log says of an exchange, kept on its row too, so answering a lead reads one row and not
-- the log: the name its lead aimed at (an NPC of the GM side, or the target itself), who disputed
-- it (R5.5) and who resisted with gear (R2.4, once each). The log keeps its events as before.
ALTER TABLE exchanges ADD COLUMN target_name TEXT CHECK (target_name IS NULL OR length(target_name) BETWEEN 1 AND 200);
ALTER TABLE exchanges ADD COLUMN disputed_by TEXT CHECK (disputed_by IS NULL OR length(disputed_by) BETWEEN 1 AND 200);
ALTER TABLE exchanges ADD COLUMN resisted TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(resisted) AND json_type(resisted) = 'array');

-- An exchange pending now: read from the log as the bot read it (an exchange number is used once
-- per conflict: a cancelled one keeps its own). Exchanges already over keep theirs in the log only
-- (nothing reads these columns once an exchange is over), which keeps this upgrade quick however
-- long the log.
UPDATE exchanges SET
  target_name = (
    SELECT json_extract(e.payload, '$.target') FROM events e
    WHERE e.conflict_id = exchanges.conflict_id AND e.kind = 'lead' AND json_extract(e.payload, '$.no') = exchanges.no
      AND json_type(e.payload, '$.target') = 'text'
    ORDER BY e.id DESC LIMIT 1),
  disputed_by = (
    SELECT json_extract(e.payload, '$.by') FROM events e
    WHERE e.conflict_id = exchanges.conflict_id AND e.kind = 'disputed' AND json_extract(e.payload, '$.no') = exchanges.no
      AND json_type(e.payload, '$.by') = 'text'
    ORDER BY e.id LIMIT 1),
  resisted = (
    SELECT json_group_array(name) FROM (
      SELECT json_extract(e.payload, '$.name') AS name FROM events e
      WHERE e.conflict_id = exchanges.conflict_id AND e.kind = 'resisted' AND json_extract(e.payload, '$.no') = exchanges.no
        AND json_type(e.payload, '$.name') = 'text'
      ORDER BY e.id))
WHERE status = 'pending';
