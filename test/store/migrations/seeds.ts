import type { Db as Store } from '../../../src/store/engine/db';
import { sqliteStore } from '../../../src/store/engine/sqlite-store';
import { type Db, databaseAt, put, upgradeTo } from './harness';

/**
 * A small table in play, written as each schema version could hold it: version 1 puts a row in
 * every table it creates, and each later version adds rows in what it brought (new tables, new
 * columns). Each version's rows are written at that version's schema, as a real table would have.
 */

const AT = '2026-11-01T20:00:00.000Z';

/** Each version's rows: `db` is the connection, `store` the same in the store's transaction. */
const SEEDS: Record<number, (db: Db, store: Store) => void | Promise<void>> = {
  1: (db) => {
    put(db, 'campaigns', {
      id: 1,
      guild_id: 'g1',
      name: 'Deep Venus',
      gm_user_id: 'u-gm',
      rack_size: 6,
      house_rules: '{"strictTurns":true}',
      goal_chart: null,
      skill_catalog: '["Combat/Pistol"]',
      created_at: AT,
    });
    put(db, 'campaign_channels', { guild_id: 'g1', channel_id: 'c1', campaign_id: 1 });
    put(db, 'campaign_gms', { campaign_id: 1, user_id: 'u-cogm' });
    put(db, 'characters', {
      id: 1,
      campaign_id: 1,
      owner_user_id: 'u-ana',
      name: 'Ana',
      player_points: 3,
      created_at: AT,
    });
    put(db, 'character_skills', { character_id: 1, path_key: 'combat/pistol', path_text: 'Combat/Pistol' });
    put(db, 'lifestyles', {
      id: 1,
      character_id: 1,
      name: 'Dock worker',
      habits: 'card games',
      skills: '["Physique/Lifting"]',
    });
    put(db, 'gear', {
      character_id: 1,
      name: 'Needle pistol',
      quality: 2,
      mode: 'assist',
      skill_key: 'combat/pistol',
      skill_text: 'Combat/Pistol',
      pmp: 1,
    });
    put(db, 'restricted_points', {
      character_id: 1,
      skill_key: 'combat/pistol',
      skill_text: 'Combat/Pistol',
      amount: 2,
    });
    put(db, 'npcs', { id: 1, campaign_id: 1, name: 'Viktor', level: 6, gang_size: null, enemy: 1, created_at: AT });
    put(db, 'effects', {
      id: 1,
      campaign_id: 1,
      character_id: null,
      npc_id: 1,
      kind: 'wound',
      text: 'Grazed shoulder',
      caused_by: 'Ana',
      conflict_id: 1,
      permanent: 0,
      active: 1,
      created_at: AT,
    });
    put(db, 'sessions', { id: 1, campaign_id: 1, budget_racks: 3, racks_left: 2, opened_at: AT, closed_at: null });
    put(db, 'murphy_pools', { campaign_id: 1, balance: 4 });
    put(db, 'murphy_log', {
      campaign_id: 1,
      delta: 4,
      balance: 4,
      reason: 'session',
      narration: null,
      user_id: 'u-gm',
      at: AT,
    });
    put(db, 'points_log', { character_id: 1, delta: 3, balance: 3, reason: 'start', at: AT });
    put(db, 'conflicts', {
      id: 1,
      campaign_id: 1,
      guild_id: 'g1',
      channel_id: 'c1',
      phase: 'exchanges',
      primary_key: 'combat',
      primary_text: 'Combat',
      secondary_key: 'combat/pistol',
      secondary_text: 'Combat/Pistol',
      initiator_user_id: 'u-ana',
      rack_size: 6,
      budget_racks: 1,
      suggested_leader: 1,
      exchange_count: 1,
      end_reason: null,
      follows_conflict_id: null,
      created_at: AT,
      ended_at: null,
    });
    put(db, 'participants', {
      id: 1,
      conflict_id: 1,
      seq: 1,
      kind: 'pc',
      character_id: 1,
      user_id: 'u-ana',
      name: 'Ana',
      side: 0,
      circumstances: 1,
      follow_up: 0,
      drawn: 7,
      rolled: '[6,6,5,4,3,2,1]',
      pool: '[6,5,4]',
      books: 1,
      knocked_out: 0,
      agreed_end: 0,
      leftover: null,
    });
    put(db, 'participants', {
      id: 2,
      conflict_id: 1,
      seq: 2,
      kind: 'gm',
      character_id: null,
      user_id: 'u-gm',
      name: 'Viktor',
      side: 1,
      circumstances: 0,
      follow_up: 0,
      drawn: 6,
      rolled: '[5,5,4,2,1,1]',
      pool: '[5,4]',
      books: 0,
      knocked_out: 0,
      agreed_end: 0,
      leftover: null,
    });
    put(db, 'conflict_npcs', { conflict_id: 1, npc_id: 1, knocked_out: 0 });
    put(db, 'circumstances', { conflict_id: 1, participant_id: 1, reason: 'the high gantry' });
    put(db, 'exchanges', {
      id: 1,
      conflict_id: 1,
      no: 1,
      status: 'resolved',
      actor_id: 1,
      target_id: 2,
      actor_action: 'shoots',
      target_action: 'ducks',
      risky: 0,
      actor_dice: '[6]',
      target_dice: '[5]',
      result: '{"actorBooks":1}',
      actor_books: 1,
      target_books: 0,
      actor_purchased: 1,
      target_purchased: 0,
      created_at: AT,
      resolved_at: AT,
    });
    put(db, 'conflict_goals', {
      id: 1,
      conflict_id: 1,
      proposer_id: 1,
      target_id: 2,
      text: 'Viktor drops the case',
      price: 2,
      status: 'proposed',
      parent_id: null,
      created_at: AT,
    });
    put(db, 'purchases', {
      id: 1,
      conflict_id: 1,
      exchange_no: 1,
      buyer_id: 1,
      goal: 'Wound',
      target_name: 'Viktor',
      people: 1,
      zones: 0,
      price: 2,
      books_paid: 1,
      points_paid: 1,
      effect_id: 1,
      at: AT,
    });
    put(db, 'events', { conflict_id: 1, kind: 'exchange-resolved', payload: '{"no":1}', public: 1, at: AT });
    put(db, 'handled_interactions', { interaction_id: 'i-1', outcome: '{"ok":true}', at: AT });
  },
  2: (db) => {
    db.exec(`UPDATE participants SET bid = '[6,4]', fly_skills = '["combat/pistol"]', chin_dice = 1, salt = 'salt-1',
      commitment = 'hash-1' WHERE id = 1`);
    db.exec(
      `UPDATE conflicts SET initiative = 'settled', turn_order = '[1,2]', round = 2, parent_channel_id = 'c0' WHERE id = 1`,
    );
    db.exec(`UPDATE exchanges SET war_actor = '[4]', war_target = '[4]', war_waiting = '["target"]' WHERE id = 1`);
    put(db, 'conflict_goals', {
      id: 2,
      conflict_id: 1,
      proposer_id: 2,
      target_id: 1,
      text: 'Only if Ana lets him go',
      price: 1,
      status: 'proposed',
      parent_id: 1,
      created_at: AT,
      kind: 'only-if',
      answered_at: null,
      author_id: 2,
    });
  },
  3: (db) => {
    put(db, 'compels', {
      id: 1,
      campaign_id: 1,
      character_id: 1,
      points: 2,
      reason: 'Her debts come due',
      offered_by: 'u-gm',
      status: 'accepted',
      created_at: AT,
      answered_at: AT,
    });
    put(db, 'begs', {
      id: 1,
      campaign_id: 1,
      character_id: 1,
      amount: 1,
      reason: 'for the story',
      requested_by: 'u-ana',
      status: 'pending',
      answered_by: null,
      created_at: AT,
      answered_at: null,
    });
    put(db, 'restricted_log', {
      character_id: 1,
      skill_text: 'Combat/Pistol',
      delta: 2,
      balance: 2,
      reason: 'training',
      at: AT,
    });
    put(db, 'lifestyle_prompts', {
      campaign_id: 1,
      character_id: 1,
      prompt: 'Who do you owe?',
      target_count: 2,
      created_at: AT,
    });
    put(db, 'downtimes', { id: 1, campaign_id: 1, opened_at: AT, closed_at: null });
    put(db, 'downtime_actions', {
      id: 1,
      downtime_id: 1,
      character_id: 1,
      kind: 'connections',
      skill_text: 'Social/Streetwise',
      player_drawn: 4,
      opposition_drawn: 3,
      player_dice: '[6,5]',
      opposition_dice: '[4]',
      player_books: 1,
      opposition_books: 0,
      at: AT,
    });
    put(db, 'downtime_action_effects', { action_id: 1, effect_id: 1, outcome: 'removed' });
    put(db, 'connection_purchases', { action_id: 1, kind: 'information', detail: 'Where Viktor sleeps', at: AT });
  },
  4: (db) => {
    put(db, 'purchases', {
      id: 2,
      conflict_id: 1,
      exchange_no: 1,
      buyer_id: 2,
      goal: 'Seize the dock',
      target_name: 'Ana',
      people: 0,
      place_scale: 2,
      price: 3,
      books_paid: 3,
      points_paid: 0,
      effect_id: null,
      at: AT,
    });
  },
  5: (db) => {
    put(db, 'enemies', { id: 1, campaign_id: 1, character_id: 1, npc_id: 1, level: 2, created_at: AT });
  },
  6: (db) => {
    put(db, 'connection_points', {
      id: 1,
      character_id: 1,
      lifestyle_id: 1,
      session_id: 1,
      on_behalf_of: 'the dockers',
      at: AT,
    });
  },
  7: (db) => {
    put(db, 'roll_states', {
      id: 1,
      guild_id: 'g1',
      channel_id: 'c1',
      campaign_id: 1,
      user_id: 'u-ana',
      who: 'Ana',
      preset: 'drama-pool',
      secret: 0,
      state: '{"dice":[4,7]}',
      created_at: AT,
      updated_at: AT,
    });
    put(db, 'drama_balances', { campaign_id: 1, user_id: 'u-ana', balance: 3 });
    put(db, 'drama_log', {
      id: 1,
      campaign_id: 1,
      user_id: 'u-ana',
      delta: 3,
      balance: 3,
      reason: 'granted',
      by_user_id: 'u-gm',
      at: AT,
    });
  },
  8: (db) => {
    put(db, 'handled_interactions', { interaction_id: 'i-8', outcome: '{"compelId":2}', at: AT });
  },
  9: (db) => {
    put(db, 'button_messages', {
      message_id: 'm-1',
      channel_id: 'c1',
      conflict_id: 1,
      custom_ids: '["ex:respond:1:1"]',
      components: '[]',
      posted_at: AT,
    });
  },
  // Indexes only: no new rows.
  10: () => {},
  11: (db) => {
    put(db, 'npcs', { id: 2, campaign_id: 1, name: 'Dock hand', level: 6, gang_size: null, enemy: 0, created_at: AT });
    put(db, 'conflict_npcs', { conflict_id: 1, npc_id: 2, knocked_out: 0, mook: 1 });
  },
  12: (db) => {
    put(db, 'gear_goals', { id: 1, gear_id: 1, name: 'Disarm with the whip', books: 2 });
  },
  13: (db) => {
    put(db, 'conflict_goals', {
      id: 3,
      conflict_id: 1,
      proposer_id: 1,
      target_id: 2,
      target_name: 'Dock hand',
      text: 'The dock hand looks away',
      price: 1,
      status: 'proposed',
      parent_id: null,
      created_at: AT,
      kind: 'proposal',
      answered_at: null,
      author_id: 1,
    });
  },
  14: (db) => {
    // An exchange played at this version: its lead's target and marks on its row.
    put(db, 'exchanges', {
      id: 3,
      conflict_id: 1,
      no: 3,
      status: 'cancelled',
      actor_id: 2,
      target_id: 1,
      actor_action: 'Viktor lunges',
      risky: 1,
      actor_dice: '[6]',
      created_at: AT,
      resolved_at: AT,
      target_name: 'Ana',
      disputed_by: 'Ana',
      resisted: '["Ana"]',
    });
  },
  15: () => {
    // The bot builds each conflict's document when it opens a database, always at the latest schema
    // (today's code reads columns later versions brought): the 0015 case builds them there.
  },
  16: (db) => {
    // A lifestyle that granted a skill (with its parent) and a piece of gear, and a catalogue entry.
    put(db, 'lifestyles', {
      id: 2,
      character_id: 1,
      name: 'Pier rat',
      habits: '',
      skills: '["Physique: Athletics"]',
      gear: '[{"name":"Hook","quality":2,"mode":"assist","skill":"Physique: Athletics"}]',
      contacts: '["Old Min"]',
      memento: 'Network: the pier',
    });
    put(db, 'character_skills', { character_id: 1, path_key: 'physique', path_text: 'Physique', own: 0 });
    put(db, 'character_skills', {
      character_id: 1,
      path_key: 'physique: athletics',
      path_text: 'Physique: Athletics',
      own: 0,
    });
    put(db, 'gear', {
      character_id: 1,
      name: 'Hook',
      quality: 2,
      mode: 'assist',
      skill_key: 'physique: athletics',
      skill_text: 'Physique: Athletics',
      pmp: 0,
      lifestyle_id: 2,
    });
    put(db, 'campaign_lifestyles', { campaign_id: 1, name: 'Pier rat', skills: '["Physique: Athletics"]' });
  },
  17: (db) => {
    // Gear that needs a skill (R2.4), an NPC with a lifestyle (R2.5), a begged point owed (R10.3).
    put(db, 'gear', {
      character_id: 1,
      name: 'Quantum link',
      quality: 2,
      mode: 'assist',
      skill_key: 'cognition/physics/quantum',
      skill_text: 'Cognition: Physics: Quantum',
      pmp: 0,
      needs_key: 'cognition/physics',
      needs_text: 'Cognition: Physics',
    });
    put(db, 'npcs', {
      id: 3,
      campaign_id: 1,
      name: 'Dock boss',
      level: 6,
      gang_size: null,
      enemy: 0,
      created_at: AT,
      lifestyles: '["Dockside"]',
    });
    put(db, 'murphy_log', {
      campaign_id: 1,
      delta: 1,
      balance: 5,
      reason: 'Ana begged: luck',
      narration: null,
      user_id: 'u-gm',
      at: AT,
      owed_by: 1,
    });
  },
  18: (db) => {
    // What a bot at this version leaves behind: an input bumped (a campaign's rules changed).
    db.prepare("UPDATE campaigns SET house_rules = '{}' WHERE id = 1").run();
  },
  19: () => {
    // Nothing new to hold: the version only drops bookkeeping.
  },
  20: (db) => {
    // R10.3: a connection that served through a lifestyle since dropped: the mark keeps its name.
    put(db, 'connection_points', {
      character_id: 1,
      session_id: 1,
      on_behalf_of: 'the pier',
      at: AT,
      lifestyle_name: 'Gone rat',
    });
  },
  21: (db) => {
    // The conflict's table message, kept with the game.
    put(db, 'conflict_tables', {
      conflict_id: 1,
      channel_id: 'c1',
      message_id: 'm-table',
      sent: 'digest',
      below: 2,
      posted_at: AT,
    });
  },
  22: (db) => {
    // R2.5: Ana counts Viktor (an NPC) and Bea (a character) as friends.
    put(db, 'characters', { id: 2, campaign_id: 1, owner_user_id: 'u-bea', name: 'Bea', created_at: AT });
    put(db, 'friends', { id: 1, campaign_id: 1, character_id: 1, friend_npc_id: 1, created_at: AT });
    put(db, 'friends', { id: 2, campaign_id: 1, character_id: 1, friend_character_id: 2, created_at: AT });
  },
  23: (db) => {
    // The nudge house rule: the table waits on someone since AT, not nudged yet.
    put(db, 'conflict_nudges', { conflict_id: 1, waits: 'answer:u-ana', since: AT });
  },
};

/** A database at schema `version` that has lived through versions 1 to `version`, with their rows. */
export async function populatedDatabaseAt(version: number): Promise<Db> {
  const db = databaseAt(0);
  for (let v = 1; v <= version; v++) {
    upgradeTo(db, v);
    await seedVersion(db, v);
  }
  return db;
}

/** Writes the rows that schema `version` brought (those of the versions before are already there). */
export async function seedVersion(db: Db, version: number): Promise<void> {
  const seed = SEEDS[version];
  if (!seed) throw new Error(`No seed rows for schema version ${version}: add them in test/store/migrations/seeds.ts.`);
  await sqliteStore(db).transaction(async (store) => {
    await seed(db, store);
  });
}
