-- A conflict's events and purchases are read on every move that loads the conflict (an exchange in
-- progress, a war, the log, the recap): look them up by conflict instead of scanning every
-- conflict's rows.
CREATE INDEX events_conflict ON events (conflict_id, id);
CREATE INDEX purchases_conflict ON purchases (conflict_id, id);
