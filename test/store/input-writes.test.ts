// Which statements the SQLite store counts as changing a live conflict's kept inputs
// (src/store/engine/input-writes.ts): a missed one would let a move play on a stale campaign or seat.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { inputTables, writesInputs } from '../../src/store/engine/input-writes';
import { migrate } from '../../src/store/engine/migrate';

const sqlite = new Database(':memory:');
migrate(sqlite);
const tables = inputTables(sqlite);
const writes = (sql: string) => writesInputs(sql, tables);

describe('statements that change what a move keeps beside the document', () => {
  it("GIVEN each column of the conflict's row but the document's THEN updating it counts", () => {
    const columns = sqlite.prepare("SELECT name FROM pragma_table_info('conflicts')").pluck().all() as string[];
    expect(columns.length).toBeGreaterThan(20);
    for (const c of columns)
      expect(writes(`UPDATE conflicts SET ${c} = ? WHERE id = ?`), c).toBe(c !== 'state' && c !== 'state_version');
    expect(
      writes('UPDATE conflicts SET state = ?, state_version = state_version + 1 WHERE id = ? AND state_version = ?'),
    ).toBe(false);
    expect(writes('UPDATE conflicts SET state = ?, phase = ? WHERE id = ?')).toBe(true);
    expect(writes('UPDATE conflicts SET state = coalesce(?, state), round = round + 1 WHERE id = ?')).toBe(true);
    expect(writes('UPDATE conflicts SET (state, phase) = (?, ?) WHERE id = ?')).toBe(true);
  });

  it('GIVEN writes to the campaigns, channel bindings and seats THEN every kind counts', () => {
    for (const table of ['campaigns', 'campaign_channels', 'participants', 'conflicts']) {
      expect(writes(`INSERT INTO ${table} (id) VALUES (?)`), table).toBe(true);
      expect(writes(`INSERT OR REPLACE INTO ${table} (id) VALUES (?)`), table).toBe(true);
      expect(writes(`DELETE FROM ${table} WHERE id = ?`), table).toBe(true);
      if (table !== 'conflicts') expect(writes(`UPDATE ${table} SET id = id WHERE id = ?`), table).toBe(true);
    }
    expect(writes('update  "Participants"  set name = ? where id = ?')).toBe(true);
    expect(writes('WITH x AS (SELECT 1) DELETE FROM campaign_channels WHERE guild_id = ?')).toBe(true);
  });

  it('GIVEN writes elsewhere and reads THEN none counts', () => {
    expect(writes('INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (?, ?, ?, ?, ?)')).toBe(false);
    expect(
      writes('INSERT INTO handled_interactions (interaction_id, outcome, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    ).toBe(false);
    expect(writes('UPDATE characters SET name = ? WHERE id = ?')).toBe(false);
    expect(writes('SELECT * FROM conflicts JOIN participants ON participants.conflict_id = conflicts.id')).toBe(false);
  });

  it('GIVEN a table whose deleted rows cascade into the seats or bindings THEN deleting from it counts', () => {
    // campaigns → conflicts → participants: the schema's own cascades, found from its foreign keys.
    expect(tables.deleting.has('campaigns')).toBe(true);
    const scratch = new Database(':memory:');
    scratch.exec(`CREATE TABLE campaigns (id INTEGER PRIMARY KEY);
      CREATE TABLE guilds (id INTEGER PRIMARY KEY);
      CREATE TABLE campaign_channels (id INTEGER PRIMARY KEY, guild INTEGER REFERENCES guilds ON DELETE CASCADE);
      CREATE TABLE notes (id INTEGER PRIMARY KEY, guild INTEGER REFERENCES guilds ON DELETE CASCADE)`);
    const own = inputTables(scratch);
    expect(writesInputs('DELETE FROM guilds WHERE id = ?', own)).toBe(true);
    expect(writesInputs('DELETE FROM notes WHERE id = ?', own)).toBe(false);
    expect(writesInputs('UPDATE guilds SET id = ? WHERE id = ?', own)).toBe(false);
  });
});
