-- Everything a full conflict needs beyond the basics: initiative (R4.3), fly dice (R7.3),
-- follow-ups (R8.2), threads, and the fairness commitments of rolled pools.

-- R4.3: dice bid for initiative (secret until revealed) and the resulting order.
ALTER TABLE participants ADD COLUMN bid TEXT;                         -- JSON faces, or NULL
ALTER TABLE conflicts ADD COLUMN initiative TEXT NOT NULL DEFAULT 'none'
  CHECK (initiative IN ('none', 'bidding', 'settled'));
ALTER TABLE conflicts ADD COLUMN turn_order TEXT;                     -- JSON participant ids
ALTER TABLE conflicts ADD COLUMN round INTEGER NOT NULL DEFAULT 1;

-- R7.3: skills a participant won by fly dice; their goals are buyable by that participant only.
ALTER TABLE participants ADD COLUMN fly_skills TEXT NOT NULL DEFAULT '[]';   -- JSON skill paths

-- R8.2: dice handed over by an opponent who took it on the chin.
ALTER TABLE participants ADD COLUMN chin_dice INTEGER NOT NULL DEFAULT 0 CHECK (chin_dice >= 0);

-- Fairness: a hash commitment of each rolled pool, revealed with its salt at the end.
ALTER TABLE participants ADD COLUMN salt TEXT;
ALTER TABLE participants ADD COLUMN commitment TEXT;

-- Threads: the channel the conflict was started from, when it runs in a thread of its own.
ALTER TABLE conflicts ADD COLUMN parent_channel_id TEXT;

-- R4.2: who must answer a negotiated goal, and the goal a counter or "only if" answers.
ALTER TABLE conflict_goals ADD COLUMN kind TEXT NOT NULL DEFAULT 'proposal'
  CHECK (kind IN ('proposal', 'counter', 'only-if'));
ALTER TABLE conflict_goals ADD COLUMN answered_at TEXT;
ALTER TABLE conflict_goals ADD COLUMN author_id INTEGER REFERENCES participants(id);   -- who made this offer

-- R5.4 trailing-tie war: the extra dice each side has added so far, and whose die is awaited.
ALTER TABLE exchanges ADD COLUMN war_actor TEXT NOT NULL DEFAULT '[]';
ALTER TABLE exchanges ADD COLUMN war_target TEXT NOT NULL DEFAULT '[]';
ALTER TABLE exchanges ADD COLUMN war_waiting TEXT;   -- JSON ['actor'|'target'] while a war waits
