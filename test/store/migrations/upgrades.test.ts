import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../../support/test-store';
import {
  type Db,
  LATEST,
  MIGRATIONS,
  columnsOf,
  databaseAt,
  expectDataKept,
  expectSound,
  put,
  removeMigrationCopies,
  rows,
  snapshot,
  tablesOf,
  upgradeTo,
} from './harness';
import { populatedDatabaseAt, seedVersion } from './seeds';
import { buildMissingDocuments } from '../../../src/store/conflict/conflict-upgrade';
import { decodeConflict } from '../../../src/store/conflict/conflict-document';
import { sqliteStore } from '../../../src/store/engine/sqlite-store';

/**
 * One case per migration file: a database at the version before it, holding the rows written at
 * each version on the way (seeds.ts) and the case's own `before`, is upgraded by the real runner;
 * every row and column it had is still there (except the columns the case says it reshapes), the
 * database is sound, and `after` checks what the migration brought. A new migration needs a case
 * here and its rows in seeds.ts (a few lines each).
 */
interface MigrationCase {
  /** Extra rows at the previous version that this migration has something to say about. */
  before?: (db: Db) => void;
  /** `table.column` values the migration changes on purpose (checked in `after`); `table.*`: a table it drops. */
  changed?: readonly string[];
  after: (db: Db) => void | Promise<void>;
}

const AT = '2026-11-30T12:00:00.000Z';

const CASES: Record<string, MigrationCase> = {
  '0001_init.sql': {
    after: async (db) => {
      expect(tablesOf(db)).toHaveLength(23);
      // The new schema holds a whole table in play, and its checks refuse what cannot be.
      await seedVersion(db, 1);
      expect(rows(db, 'participants').map((p) => p.name)).toEqual(['Ana', 'Viktor']);
      expect(() =>
        put(db, 'characters', { campaign_id: 1, owner_user_id: 'u', name: 'Bea', player_points: -1, created_at: AT }),
      ).toThrow(/CHECK/);
      expect(() => put(db, 'characters', { campaign_id: 9, owner_user_id: 'u', name: 'Bea', created_at: AT })).toThrow(
        /FOREIGN KEY/,
      );
    },
  },

  '0002_conflict_play.sql': {
    after: (db) => {
      // Rows written before take the defaults of the new columns.
      expect(rows(db, 'participants')).toEqual([
        expect.objectContaining({ id: 1, bid: null, fly_skills: '[]', chin_dice: 0, salt: null, commitment: null }),
        expect.objectContaining({ id: 2, bid: null, fly_skills: '[]', chin_dice: 0 }),
      ]);
      expect(rows(db, 'conflicts')[0]).toMatchObject({
        initiative: 'none',
        turn_order: null,
        round: 1,
        parent_channel_id: null,
      });
      expect(rows(db, 'conflict_goals')[0]).toMatchObject({ kind: 'proposal', answered_at: null, author_id: null });
      expect(rows(db, 'exchanges')[0]).toMatchObject({ war_actor: '[]', war_target: '[]', war_waiting: null });
      // The new columns keep their rules.
      expect(() => db.exec(`UPDATE conflicts SET initiative = 'maybe' WHERE id = 1`)).toThrow(/CHECK/);
      expect(() => db.exec('UPDATE participants SET chin_dice = -1 WHERE id = 1')).toThrow(/CHECK/);
      expect(() => db.exec(`UPDATE conflict_goals SET kind = 'threat' WHERE id = 1`)).toThrow(/CHECK/);
      expect(() => db.exec('UPDATE conflict_goals SET author_id = 99 WHERE id = 1')).toThrow(/FOREIGN KEY/);
    },
  },

  '0003_campaign_economy.sql': {
    after: (db) => {
      for (const table of ['compels', 'begs', 'restricted_log', 'lifestyle_prompts', 'downtimes', 'downtime_actions']) {
        expect(rows(db, table), table).toEqual([]);
      }
      // The new tables take rows about the characters and effects that were already there.
      put(db, 'compels', {
        campaign_id: 1,
        character_id: 1,
        points: 2,
        reason: 'debts',
        offered_by: 'u-gm',
        created_at: AT,
      });
      expect(rows(db, 'compels')[0]).toMatchObject({ status: 'pending', answered_at: null });
      put(db, 'downtimes', { id: 1, campaign_id: 1, opened_at: AT });
      put(db, 'downtime_actions', { id: 1, downtime_id: 1, character_id: 1, kind: 'heal', at: AT });
      put(db, 'downtime_action_effects', { action_id: 1, effect_id: 1, outcome: 'healed' });
      expect(rows(db, 'downtime_actions')[0]).toMatchObject({ player_dice: '[]', player_books: 0 });
      // One open downtime per campaign; amounts and kinds keep their rules.
      expect(() => put(db, 'downtimes', { campaign_id: 1, opened_at: AT })).toThrow(/UNIQUE/);
      expect(() =>
        put(db, 'begs', { campaign_id: 1, character_id: 1, amount: 0, reason: 'x', requested_by: 'u', created_at: AT }),
      ).toThrow(/CHECK/);
      expect(() => put(db, 'connection_purchases', { action_id: 1, kind: 'bribe', detail: 'x', at: AT })).toThrow(
        /CHECK/,
      );
    },
  },

  '0004_purchase_place_scale.sql': {
    // Zones were a surcharge counted from one zone up; a place scale counts from 0 (one person).
    before: (db) => {
      for (const [id, zones] of [
        [2, 1],
        [3, 2],
        [4, 3],
      ] as const) {
        put(db, 'purchases', {
          id,
          conflict_id: 1,
          exchange_no: 1,
          buyer_id: 1,
          goal: 'Hold the area',
          target_name: 'Viktor',
          people: 0,
          zones,
          price: 2 + zones,
          books_paid: 2,
          points_paid: zones,
          effect_id: null,
          at: AT,
        });
      }
    },
    changed: ['purchases.zones'],
    after: (db) => {
      expect(columnsOf(db, 'purchases')).toContain('place_scale');
      expect(columnsOf(db, 'purchases')).not.toContain('zones');
      expect(rows(db, 'purchases').map((p) => [p.id, p.place_scale])).toEqual([
        [1, 0],
        [2, 0],
        [3, 1],
        [4, 2],
      ]);
      expect(rows(db, 'purchases').map((p) => p.price)).toEqual([2, 3, 4, 5]);
    },
  },

  '0005_enemies.sql': {
    after: (db) => {
      expect(rows(db, 'enemies')).toEqual([]);
      put(db, 'enemies', { campaign_id: 1, character_id: 1, npc_id: 1, created_at: AT });
      expect(rows(db, 'enemies')[0]).toMatchObject({ character_id: 1, npc_id: 1, level: 1 });
      expect(() => put(db, 'enemies', { campaign_id: 1, character_id: 1, npc_id: 1, created_at: AT })).toThrow(
        /UNIQUE/,
      );
      expect(() =>
        put(db, 'enemies', { campaign_id: 1, character_id: 1, npc_id: 1, level: 0, created_at: AT }),
      ).toThrow(/CHECK/);
      expect(() => put(db, 'enemies', { campaign_id: 1, character_id: 1, npc_id: 7, created_at: AT })).toThrow(
        /FOREIGN KEY/,
      );
    },
  },

  '0006_connection_points.sql': {
    after: (db) => {
      expect(rows(db, 'connection_points')).toEqual([]);
      const row = { character_id: 1, lifestyle_id: 1, session_id: 1, on_behalf_of: 'the dockers', at: AT };
      put(db, 'connection_points', row);
      // Each lifestyle's connection once per session.
      expect(() => put(db, 'connection_points', row)).toThrow(/UNIQUE/);
      expect(() => put(db, 'connection_points', { ...row, session_id: 5 })).toThrow(/FOREIGN KEY/);
    },
  },

  '0007_roll_states.sql': {
    after: (db) => {
      expect(['roll_states', 'drama_balances', 'drama_log'].map((t) => rows(db, t))).toEqual([[], [], []]);
      put(db, 'drama_balances', { campaign_id: 1, user_id: 'u-ana', balance: 2 });
      // A drama balance never goes below zero, and belongs to a campaign that exists.
      expect(() => put(db, 'drama_balances', { campaign_id: 1, user_id: 'u-ben', balance: -1 })).toThrow(/CHECK/);
      expect(() => put(db, 'drama_balances', { campaign_id: 9, user_id: 'u-ben', balance: 1 })).toThrow(/FOREIGN KEY/);
      const state = {
        guild_id: 'g',
        channel_id: 'c',
        campaign_id: null,
        user_id: 'u',
        who: 'Ana',
        preset: 'mov-move',
        secret: 2,
        state: '{}',
        created_at: AT,
        updated_at: AT,
      };
      expect(() => put(db, 'roll_states', state)).toThrow(/CHECK/);
    },
  },

  '0008_handled_without_text.sql': {
    before: (db) => {
      put(db, 'handled_interactions', {
        interaction_id: 'i-pool',
        outcome: '{"private":{"u-ana":[{"kind":"pool","pool":{"pool":[6,5]}}]}}',
        at: AT,
      });
    },
    changed: ['handled_interactions.outcome'],
    after: (db) => {
      // Stored answers held private text (pools, Murphy logs): it is gone, the ids stay.
      expect(rows(db, 'handled_interactions').map((r) => [r.interaction_id, r.outcome])).toEqual([
        ['i-1', '{}'],
        ['i-pool', '{}'],
      ]);
    },
  },

  '0009_button_messages.sql': {
    after: (db) => {
      expect(rows(db, 'button_messages')).toEqual([]);
      const row = {
        message_id: 'm-9',
        channel_id: 'c1',
        conflict_id: 1,
        custom_ids: '[]',
        components: '[]',
        posted_at: AT,
      };
      put(db, 'button_messages', row);
      // One row per message.
      expect(() => put(db, 'button_messages', row)).toThrow(/UNIQUE|PRIMARY KEY/);
    },
  },

  '0010_conflict_event_indexes.sql': {
    after: (db) => {
      // A conflict's events and purchases are found through an index, not a scan of every conflict's.
      const plan = (sql: string) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' ');
      expect(plan('SELECT * FROM events WHERE conflict_id = 1 ORDER BY id')).toMatch(/USING INDEX events_conflict/);
      expect(plan('SELECT * FROM purchases WHERE conflict_id = 1 ORDER BY id')).toMatch(
        /USING INDEX purchases_conflict/,
      );
    },
  },

  '0011_conflict_mooks.sql': {
    after: (db) => {
      // The NPCs already in conflicts bring their racks: none of them becomes a mook.
      expect(rows(db, 'conflict_npcs').map((r) => r.mook)).toEqual([0]);
      expect(() => db.prepare('UPDATE conflict_npcs SET mook = 2').run()).toThrow(/CHECK/);
    },
  },

  '0012_gear_goals.sql': {
    after: (db) => {
      expect(rows(db, 'gear_goals')).toEqual([]);
      put(db, 'gear_goals', { gear_id: 1, name: 'Disarm', books: 2 });
      // One goal of a name per piece of gear, whatever its case; a price in books that makes sense.
      expect(() => put(db, 'gear_goals', { gear_id: 1, name: 'DISARM', books: 3 })).toThrow(/UNIQUE/);
      expect(() => put(db, 'gear_goals', { gear_id: 1, name: 'Trip', books: -1 })).toThrow(/CHECK/);
      expect(() => put(db, 'gear_goals', { gear_id: 99, name: 'Trip', books: 1 })).toThrow(/FOREIGN KEY/);
    },
  },

  '0013_goal_offer_target_name.sql': {
    after: (db) => {
      // Offers made before were against their target participant: no NPC name is made up for them.
      expect(rows(db, 'conflict_goals').map((r) => r.target_name)).toEqual([null, null]);
      const offer = { conflict_id: 1, proposer_id: 1, target_id: 2, text: 'Jack talks', price: 1, created_at: AT };
      put(db, 'conflict_goals', { ...offer, status: 'proposed', target_name: 'Alamo Jack' });
      expect(() => put(db, 'conflict_goals', { ...offer, status: 'proposed', target_name: '' })).toThrow(/CHECK/);
    },
  },

  '0014_exchange_marks.sql': {
    before: (db) => {
      // Exchange 2 is pending: its lead aimed at an NPC, was disputed, then resisted twice.
      put(db, 'exchanges', {
        id: 2,
        conflict_id: 1,
        no: 2,
        status: 'pending',
        actor_id: 1,
        target_id: 2,
        actor_action: 'I swing',
        risky: 1,
        actor_dice: '[5]',
        created_at: AT,
      });
      const log = (kind: string, payload: object) =>
        put(db, 'events', { conflict_id: 1, kind, payload: JSON.stringify(payload), public: 1, at: AT });
      log('lead', { no: 2, actor: 'Ana', target: 'Dock hand', count: 1 });
      log('disputed', { no: 2, by: 'GM' });
      log('resisted', { no: 2, name: 'Ana', gear: 'Vest' });
      log('resisted', { no: 1, name: 'Viktor', gear: 'Coat' });
      log('resisted', { no: 2, name: 'Viktor', gear: 'Coat' });
    },
    changed: ['exchanges.target_name', 'exchanges.disputed_by', 'exchanges.resisted'],
    after: (db) => {
      // The pending exchange's marks are read from the log, by its own number; one already over
      // keeps them in the log only.
      const marks = rows(db, 'exchanges').map((r) => [r.no, r.target_name, r.disputed_by, r.resisted]);
      expect(marks).toContainEqual([2, 'Dock hand', 'GM', '["Ana","Viktor"]']);
      expect(marks).toContainEqual([1, null, null, '[]']);
      expect(() => db.prepare(`UPDATE exchanges SET resisted = '{}' WHERE no = 2`).run()).toThrow(/CHECK/);
      expect(() => db.prepare(`UPDATE exchanges SET target_name = '' WHERE no = 2`).run()).toThrow(/CHECK/);
    },
  },
  '0015_conflict_documents.sql': {
    before: (db) => {
      // Beside conflict 1 (exchanges, now with one pending): one live conflict in every other phase.
      put(db, 'exchanges', {
        id: 4,
        conflict_id: 1,
        no: 4,
        status: 'pending',
        actor_id: 2,
        target_id: 1,
        actor_action: 'Viktor swings',
        risky: 0,
        actor_dice: '[5]',
        created_at: AT,
        target_name: 'Ana',
      });
      const conflict = (id: number, phase: string, channel: string) =>
        put(db, 'conflicts', {
          id,
          campaign_id: 1,
          guild_id: 'g1',
          channel_id: channel,
          phase,
          primary_key: 'combat',
          primary_text: 'Combat',
          initiator_user_id: 'u-ana',
          created_at: AT,
          ended_at: phase === 'ended' ? AT : null,
          end_reason: phase === 'ended' ? 'gm' : null,
        });
      const seat = (id: number, conflictId: number, drawn: number | null, pool: string) =>
        put(db, 'participants', {
          id,
          conflict_id: conflictId,
          seq: 1,
          kind: 'pc',
          character_id: 1,
          user_id: 'u-ana',
          name: 'Ana',
          side: 0,
          drawn,
          rolled: drawn === null ? null : pool,
          pool,
        });
      conflict(2, 'setup', 'c2');
      seat(20, 2, null, '[]');
      conflict(3, 'rolling', 'c3');
      seat(30, 3, 3, '[6,5,4]');
      conflict(4, 'ended', 'c4');
      seat(40, 4, 2, '[]');
    },
    after: async (db) => {
      // Opening the database gives each conflict its document, built once from its rows, after
      // every migration has run (as openStore does).
      upgradeTo(db, LATEST);
      const store = sqliteStore(db);
      expect(await buildMissingDocuments(store)).toBe(4);
      expect(await buildMissingDocuments(store)).toBe(0);
      const states = rows(db, 'conflicts').map((c) => {
        expect(c.state_version).toBe(1);
        return decodeConflict(c.state as string, { check: true });
      });
      expect(states.map((s) => s.phase)).toEqual(['exchanges', 'setup', 'rolling', 'ended']);
      expect(states[0]!.pending).toMatchObject({ no: 4, actor: 'Viktor', target: 'Ana', actorDice: [5] });
      expect(states[0]!.participants.map((p) => [p.name, p.pool])).toEqual([
        ['Ana', [6, 5, 4]],
        ['Viktor', [5, 4]],
      ]);
      expect(states[2]!.participants[0]).toMatchObject({ rolled: true, pool: [6, 5, 4] });
      expect(states[1]!.participants[0]).toMatchObject({ rolled: false, pool: [] });
    },
  },

  '0016_lifestyle_grants.sql': {
    after: (db) => {
      // R2.3: what was there before was typed by hand and granted nothing.
      expect(rows(db, 'character_skills').every((r) => r.own === 1)).toBe(true);
      expect(rows(db, 'lifestyles')).toEqual([
        expect.objectContaining({ id: 1, gear: '[]', contacts: '[]', memento: '' }),
      ]);
      expect(rows(db, 'gear').map((g) => g.lifestyle_id)).toEqual([null]);
      expect(() => put(db, 'character_skills', { character_id: 1, path_key: 'x', path_text: 'X', own: 2 })).toThrow(
        /CHECK/,
      );
      put(db, 'campaign_lifestyles', { campaign_id: 1, name: 'Dock rat' });
      expect(() => put(db, 'campaign_lifestyles', { campaign_id: 1, name: 'DOCK RAT' })).toThrow(/UNIQUE/);
    },
  },

  '0017_needs_affiliations_owed.sql': {
    after: (db) => {
      // Gear needs nothing, NPCs carry no lifestyle and no Murphy point is owed until someone says so.
      expect(rows(db, 'gear').map((r) => r.needs_key)).toEqual([null, null]);
      expect(rows(db, 'npcs').map((r) => r.lifestyles)).toEqual(['[]', '[]']);
      expect(rows(db, 'murphy_log').map((r) => r.owed_by)).toEqual([null]);
      // An owed point names a character that exists.
      expect(() =>
        put(db, 'murphy_log', { campaign_id: 1, delta: 1, balance: 5, reason: 'x', user_id: 'u', at: AT, owed_by: 99 }),
      ).toThrow(/FOREIGN KEY/);
    },
  },

  '0018_conflict_inputs_version.sql': {
    after: (db) => {
      // No count yet (0 for every conflict); then every write to a live conflict's inputs bumps it.
      expect(rows(db, 'conflict_inputs')).toEqual([]);
      const versions = () => Object.fromEntries(rows(db, 'conflict_inputs').map((r) => [r.conflict_id, r.version]));
      const conflict = (channel: string, phase: string) =>
        put(db, 'conflicts', {
          campaign_id: 1,
          guild_id: 'g1',
          channel_id: channel,
          phase,
          primary_key: 'x',
          primary_text: 'X',
          initiator_user_id: 'u1',
          created_at: AT,
        });
      // A new conflict starts counted, so a reused id never matches what a connection kept.
      const live = conflict('c-live', 'setup');
      const ended = conflict('c-ended', 'ended');
      expect(versions()).toEqual({ [live]: 1, [ended]: 1 });
      // The campaign's row: each of its live conflicts, not the ended one.
      db.prepare("UPDATE campaigns SET name = 'Renamed' WHERE id = 1").run();
      expect(versions()).toEqual({ 1: 1, [live]: 2, [ended]: 1 });
      // A channel bound in the server: every live conflict there.
      put(db, 'campaign_channels', { guild_id: 'g1', channel_id: 'c-new', campaign_id: 1 });
      expect(versions()).toEqual({ 1: 2, [live]: 3, [ended]: 1 });
      // A seat: its own conflict only; a play column is not a seat.
      db.prepare("UPDATE participants SET user_id = 'u-zed' WHERE id = 1").run();
      db.prepare('UPDATE participants SET books = books + 1 WHERE id = 1').run();
      expect(versions()).toEqual({ 1: 3, [live]: 3, [ended]: 1 });
      // The conflict's own row: any column but the document and its save count.
      db.prepare('UPDATE conflicts SET state_version = state_version + 1 WHERE id = 1').run();
      expect(versions()[1]).toBe(3);
      db.prepare('UPDATE conflicts SET budget_racks = 1 WHERE id = 1').run();
      expect(versions()[1]).toBe(4);
    },
  },

  '0019_drop_conflict_inputs.sql': {
    changed: ['conflict_inputs.*'],
    after: (db) => {
      // The count and its triggers are gone; writes to what they watched still work.
      expect(tablesOf(db)).not.toContain('conflict_inputs');
      expect(
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%bump_inputs%'").all(),
      ).toEqual([]);
      db.prepare("UPDATE campaigns SET name = 'Renamed' WHERE id = 1").run();
      db.prepare("UPDATE participants SET user_id = 'u-zed' WHERE id = 1").run();
      expect(rows(db, 'campaigns')[0]!.name).toBe('Renamed');
    },
  },

  '0020_connection_marks_by_name.sql': {
    // The mark no longer points at the lifestyle's row: it names the lifestyle.
    changed: ['connection_points.lifestyle_id'],
    after: (db) => {
      expect(columnsOf(db, 'connection_points')).toEqual([
        'id',
        'character_id',
        'session_id',
        'on_behalf_of',
        'at',
        'lifestyle_name',
      ]);
      expect(rows(db, 'connection_points')).toEqual([
        {
          id: 1,
          character_id: 1,
          session_id: 1,
          on_behalf_of: 'the dockers',
          at: expect.any(String),
          lifestyle_name: 'Dock worker',
        },
      ]);
      // R10.3: once per session for the character and the name, whatever its case.
      const mark = { character_id: 1, session_id: 1, on_behalf_of: 'again', at: AT, lifestyle_name: 'DOCK WORKER' };
      expect(() => put(db, 'connection_points', mark)).toThrow(/UNIQUE/);
      put(db, 'connection_points', { ...mark, lifestyle_name: 'Pier rat' });
      // The mark outlives its lifestyle's row: dropping the lifestyle does not renew the connection.
      db.prepare('DELETE FROM lifestyles WHERE id = 1').run();
      expect(rows(db, 'connection_points').map((r) => r.lifestyle_name)).toEqual(['Dock worker', 'Pier rat']);
      expect(() => put(db, 'connection_points', mark)).toThrow(/UNIQUE/);
    },
  },

  '0021_conflict_tables.sql': {
    after: (db) => {
      // Nothing held before: the tables posted so far lived in the bot's memory.
      expect(rows(db, 'conflict_tables')).toEqual([]);
      const row = { conflict_id: 1, channel_id: 'c1', message_id: 'm-21', sent: 'digest', posted_at: AT };
      put(db, 'conflict_tables', row);
      expect(rows(db, 'conflict_tables')).toEqual([{ ...row, below: 0 }]);
      // One table per conflict, and only for a conflict that exists.
      expect(() => put(db, 'conflict_tables', { ...row, message_id: 'm-22' })).toThrow(/UNIQUE|PRIMARY KEY/);
      expect(() => put(db, 'conflict_tables', { ...row, conflict_id: 99, message_id: 'm-23' })).toThrow(/FOREIGN KEY/);
    },
  },

  '0022_friends.sql': {
    after: (db) => {
      // R2.5: nobody had friends before.
      expect(rows(db, 'friends')).toEqual([]);
      const npc = { campaign_id: 1, character_id: 1, friend_npc_id: 1, created_at: AT };
      put(db, 'friends', npc);
      expect(rows(db, 'friends')).toEqual([{ id: 1, ...npc, friend_character_id: null }]);
      // Once each; a friend is one character or one NPC, never both or neither, never oneself.
      expect(() => put(db, 'friends', npc)).toThrow(/UNIQUE/);
      expect(() => put(db, 'friends', { ...npc, friend_character_id: 1, friend_npc_id: null })).toThrow(/CHECK/);
      expect(() => put(db, 'friends', { ...npc, friend_npc_id: null })).toThrow(/CHECK/);
      expect(() => put(db, 'friends', { ...npc, friend_npc_id: 7 })).toThrow(/FOREIGN KEY/);
    },
  },

  '0023_conflict_nudges.sql': {
    after: (db) => {
      // Nothing waited before: no campaign could turn the nudge on.
      expect(rows(db, 'conflict_nudges')).toEqual([]);
      const row = { conflict_id: 1, waits: 'answer:u-ana', since: AT };
      put(db, 'conflict_nudges', row);
      expect(rows(db, 'conflict_nudges')).toEqual([{ ...row, sent_at: null }]);
      // One wait per conflict, and only for a conflict that exists.
      expect(() => put(db, 'conflict_nudges', row)).toThrow(/UNIQUE|PRIMARY KEY/);
      expect(() => put(db, 'conflict_nudges', { ...row, conflict_id: 99 })).toThrow(/FOREIGN KEY/);
    },
  },
};

afterAll(removeMigrationCopies);

// SQLite only: each of SQLite's migrations on a SQLite file.
describe.skipIf(TEST_ENGINE === 'postgres')('migrations: each upgrades a database with data in it', () => {
  it('GIVEN the migrations folder THEN every file has an upgrade case here and every case a file', () => {
    expect(Object.keys(CASES)).toEqual(MIGRATIONS.map((m) => m.file));
  });

  it.each(MIGRATIONS.map((m) => [m.file, m.version] as const))(
    'GIVEN a database at the version before %s, with rows THEN the upgrade keeps them and the new schema holds',
    async (file, version) => {
      const c = CASES[file];
      if (!c) throw new Error(`No upgrade case for ${file}.`);
      const db = await populatedDatabaseAt(version - 1);
      c.before?.(db);
      const before = snapshot(db);

      upgradeTo(db, version);

      expectDataKept(before, snapshot(db), c.changed);
      expectSound(db);
      await c.after(db);
      expectSound(db);
    },
  );

  it('GIVEN rows written at every version THEN upgrading one step at a time to the latest keeps them all', async () => {
    const db = databaseAt(0);
    for (let version = 1; version <= LATEST; version++) {
      const before = snapshot(db);
      upgradeTo(db, version);
      expectDataKept(before, snapshot(db), CASES[MIGRATIONS[version - 1]!.file]?.changed);
      await seedVersion(db, version);
    }
    expectSound(db);
  });
});
