-- Exactly-once keeps only what a redelivery needs: that the interaction was handled, and the ids a
-- replay hands back (a compel's or a plea's id). Outcomes stored before held private text (pools,
-- Murphy logs): drop it. Rows are pruned once Discord can no longer redeliver them (15 minutes).
UPDATE handled_interactions SET outcome = '{}';
CREATE INDEX handled_interactions_at ON handled_interactions (at);
