-- As SQLite's migration 0019: the inputs save count of SQLite's old triggers goes. It was never
-- written here (PostgreSQL keeps no inputs beside a document: many processes write).
DROP TABLE IF EXISTS conflict_inputs;
