-- R2.4: gear the GM marked as needing a skill gives nothing to a character without it.
ALTER TABLE gear ADD COLUMN needs_key TEXT;
ALTER TABLE gear ADD COLUMN needs_text TEXT;
-- R2.5: an NPC may carry lifestyles (a JSON array of names): PCs sharing one are affiliated with it.
ALTER TABLE npcs ADD COLUMN lifestyles TEXT NOT NULL DEFAULT '[]';
-- R10.3: Murphy points a player begged for are owed by that character; spending one names it.
ALTER TABLE murphy_log ADD COLUMN owed_by INTEGER REFERENCES characters(id) ON DELETE SET NULL;
