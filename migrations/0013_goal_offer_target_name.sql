-- R4.2: a negotiated goal against an NPC names that NPC, not only its GM side (target_id), so an
-- agreed goal still says whom it is against after a restart. Null: the target participant itself.
ALTER TABLE conflict_goals ADD COLUMN target_name TEXT CHECK (target_name IS NULL OR length(target_name) BETWEEN 1 AND 200);
