-- A live conflict's inputs kept outside its document (its own row but for the document, its
-- campaign's row, the channel bindings that say which campaign owns a channel, and who sits in the
-- conflict) get a save count of their own.
-- These triggers bump it on every write to them, whoever writes (this process, another one, a
-- hand-run statement), so a connection that keeps them decoded beside the document
-- (src/store/conflict-cache.ts) knows from the conflict's row alone whether they changed. No row
-- means 0. The table is bookkeeping, not campaign data: exports leave it out.
CREATE TABLE conflict_inputs (
  conflict_id  INTEGER PRIMARY KEY,  -- no foreign key: a reused conflict id keeps counting up
  version      INTEGER NOT NULL
) STRICT;

CREATE TRIGGER conflicts_bump_inputs AFTER INSERT ON conflicts BEGIN
  INSERT INTO conflict_inputs (conflict_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;

-- The conflict's own row, but for its document and the document's save count (a move that writes
-- only those is most moves): a connection may keep the row too. Every other column is listed, and a
-- test checks the list against the table.
CREATE TRIGGER conflicts_bump_inputs_update
  AFTER UPDATE OF id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, secondary_key,
    secondary_text, initiator_user_id, rack_size, budget_racks, suggested_leader, exchange_count, end_reason,
    follows_conflict_id, created_at, ended_at, initiative, turn_order, round, parent_channel_id ON conflicts BEGIN
  INSERT INTO conflict_inputs (conflict_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER campaigns_bump_inputs AFTER UPDATE ON campaigns BEGIN
  INSERT INTO conflict_inputs (conflict_id, version)
  SELECT id, 1 FROM conflicts WHERE campaign_id IN (OLD.id, NEW.id) AND phase <> 'ended'
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;

-- A binding decides which campaign owns a channel and its threads: any change in a server counts
-- for every live conflict there (bindings change rarely; a wider bump is simpler to trust).
CREATE TRIGGER campaign_channels_bump_inputs_insert AFTER INSERT ON campaign_channels BEGIN
  INSERT INTO conflict_inputs (conflict_id, version)
  SELECT id, 1 FROM conflicts WHERE guild_id = NEW.guild_id AND phase <> 'ended'
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER campaign_channels_bump_inputs_update AFTER UPDATE ON campaign_channels BEGIN
  INSERT INTO conflict_inputs (conflict_id, version)
  SELECT id, 1 FROM conflicts WHERE guild_id IN (OLD.guild_id, NEW.guild_id) AND phase <> 'ended'
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER campaign_channels_bump_inputs_delete AFTER DELETE ON campaign_channels BEGIN
  INSERT INTO conflict_inputs (conflict_id, version)
  SELECT id, 1 FROM conflicts WHERE guild_id = OLD.guild_id AND phase <> 'ended'
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;

-- The seats: who plays whom (the columns src/store/conflicts.ts reads as a Seat, and their order).
CREATE TRIGGER participants_bump_inputs_insert AFTER INSERT ON participants BEGIN
  INSERT INTO conflict_inputs (conflict_id, version) VALUES (NEW.conflict_id, 1)
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER participants_bump_inputs_update
  AFTER UPDATE OF id, conflict_id, seq, kind, character_id, user_id, name, side, follow_up ON participants BEGIN
  INSERT INTO conflict_inputs (conflict_id, version) VALUES (NEW.conflict_id, 1)
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
  INSERT INTO conflict_inputs (conflict_id, version) SELECT OLD.conflict_id, 1 WHERE OLD.conflict_id <> NEW.conflict_id
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER participants_bump_inputs_delete AFTER DELETE ON participants BEGIN
  INSERT INTO conflict_inputs (conflict_id, version) VALUES (OLD.conflict_id, 1)
  ON CONFLICT (conflict_id) DO UPDATE SET version = version + 1;
END;
