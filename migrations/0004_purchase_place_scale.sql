-- R9.3 (2026-11-30): a goal takes one scale, by people or by place; zones are no longer a
-- surcharge of their own. A purchase records the place scale it was priced with (0 = one person).
ALTER TABLE purchases RENAME COLUMN zones TO place_scale;
UPDATE purchases SET place_scale = MAX(place_scale - 1, 0);
