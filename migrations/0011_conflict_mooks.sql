-- R3.3: a single nameless NPC (a mook) can be in a conflict as a target that brings no rack.
ALTER TABLE conflict_npcs ADD COLUMN mook INTEGER NOT NULL DEFAULT 0 CHECK (mook IN (0, 1));
