import { z } from 'zod';
import { canonicalName, nameMarkupProblem } from '../../rules';
import {
  eventPayloadSchema,
  exchangeResultSchema,
  faces,
  goalChartSchema,
  houseRulesSchema,
  skillCatalogSchema,
  listedGearSchema,
  skillListSchema,
} from './campaign-data-json';
import { conflictDocumentSchema } from '../conflict/conflict-document';
import type { Db } from '../engine/db';
import { prep } from '../engine/statements';
import { SNOWFLAKE } from '../engine/ids';

/** A value in a campaign file: JSON. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };

// Which tables make up a campaign and how each column travels in an export file. The order is the
// import order: a table comes after every table its non-null references point to. A test checks
// that every column of every table in the database is listed here, so a new column cannot be
// silently left out of exports.

export type Column =
  /** The row's own id: files carry local ids 1, 2, 3… in row order. */
  | { kind: 'id' }
  /** Another row's id (a local id in the file). */
  | { kind: 'ref'; table: string; nullable: boolean }
  /** A JSON array of ids of another table (nullable). */
  | { kind: 'refs'; table: string }
  | { kind: 'value'; schema: z.ZodType }
  /** 0/1 in the database, true/false in the file. */
  | { kind: 'bool' }
  /** JSON text in the database, the parsed value in the file. */
  | { kind: 'json'; schema: z.ZodType; nullable: boolean }
  /** A Discord guild id: replaced by the guild imported into. */
  | { kind: 'guild' }
  /** A Discord channel id: a campaign channel of the file becomes the channel imported into. */
  | { kind: 'channel'; nullable: boolean };

export interface TableSpec {
  name: string;
  /** SQL condition selecting the campaign's rows; its one `?` is the campaign id. */
  scope: string;
  columns: Record<string, Column>;
  /** Rows that become identical once channels are remapped are inserted once. */
  dedupe?: boolean;
  /** A row as the file holds it, made from the row as exported (ids inside JSON made local). */
  exported?: (row: Record<string, ExportValue>) => Record<string, ExportValue>;
  /**
   * After every row is written: ids inside JSON pointed at the new campaign's rows. `between` runs
   * after each row (a large import gives the event loop its turns there).
   */
  imported?: (db: Db, campaignId: number, between: () => Promise<void>) => Promise<void>;
}

const id = (): Column => ({ kind: 'id' });
const ref = (table: string, nullable = false): Column => ({ kind: 'ref', table, nullable });
const value = (schema: z.ZodType, nullable = false): Column => ({
  kind: 'value',
  schema: nullable ? schema.nullable() : schema,
});
const int = (min = -1_000_000_000, max = 1_000_000_000, nullable = false): Column =>
  value(z.int().min(min).max(max), nullable);
const count = (nullable = false): Column => int(0, 1_000_000_000, nullable);
const text = (max = 10_000, nullable = false): Column => value(z.string().max(max), nullable);
/** A name as the bot would have stored it: canonical and plain text (a file cannot smuggle in a mention or link). */
const plainName = z
  .string()
  .min(1)
  .max(200)
  .refine((n) => canonicalName(n) === n && nameMarkupProblem(n) === null, 'not a plain name');
const name = (nullable = false): Column => value(plainName, nullable);
/** Who rolled, as a roll shows it: a plain name, or the roller's mention when they had none. */
const rollerName = z.union([plainName, z.string().regex(/^<@\d{1,25}>$/)]);
/** A preset roll's stored JSON: its title and inputs beside the system's own state. */
const storedRollSchema = z.strictObject({
  title: z.string().max(200),
  inputs: z.string().max(1000),
  state: z.looseObject({
    system: z.enum(['drama', 'ff', 'ship']),
    // Where a drama roll's spends go: the campaign the roll is imported with (see roll_states).
    campaignId: z.int().positive().nullable().optional(),
  }),
});
const time = (nullable = false): Column => value(z.iso.datetime(), nullable);
/** A Discord user id: a snowflake, so a forged file cannot print a heading or a link where a mention goes. */
const user = (nullable = false): Column => value(z.string().regex(SNOWFLAKE, 'it is not a Discord user id'), nullable);
const oneOf = (values: readonly [string, ...string[]], nullable = false): Column => value(z.enum(values), nullable);
const bool = (): Column => ({ kind: 'bool' });
const json = (schema: z.ZodType, nullable = false): Column => ({ kind: 'json', schema, nullable });
const guild = (): Column => ({ kind: 'guild' });
const channel = (nullable = false): Column => ({ kind: 'channel', nullable });

/** A column files written before it existed leave out (R2.3 lifestyle grants came later). */
/** What a lifestyle lists (R2.3), on a character's lifestyle and in the campaign's catalogue. */
const lifestyleLists: Record<string, Column> = {
  habits: text(),
  skills: json(skillListSchema),
  gear: { kind: 'json', schema: listedGearSchema, nullable: false },
  contacts: { kind: 'json', schema: z.array(z.string().max(60)).max(10), nullable: false },
  memento: text(100),
};

const ofCampaign = 'campaign_id = ?';
const ofCharacter = 'character_id IN (SELECT id FROM characters WHERE campaign_id = ?)';
const ofConflict = 'conflict_id IN (SELECT id FROM conflicts WHERE campaign_id = ?)';
const ofDowntimeAction =
  'action_id IN (SELECT a.id FROM downtime_actions a JOIN downtimes d ON d.id = a.downtime_id WHERE d.campaign_id = ?)';

export const CAMPAIGN_TABLES: readonly TableSpec[] = [
  {
    name: 'campaigns',
    scope: 'id = ?',
    columns: {
      id: id(),
      guild_id: guild(),
      name: name(),
      gm_user_id: user(),
      rack_size: int(1, 100, true),
      house_rules: json(houseRulesSchema),
      goal_chart: json(goalChartSchema, true),
      skill_catalog: json(skillCatalogSchema, true),
      created_at: time(),
    },
  },
  {
    name: 'campaign_channels',
    scope: ofCampaign,
    dedupe: true,
    columns: { guild_id: guild(), channel_id: channel(), campaign_id: ref('campaigns') },
  },
  { name: 'campaign_gms', scope: ofCampaign, columns: { campaign_id: ref('campaigns'), user_id: user() } },
  {
    name: 'characters',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      owner_user_id: user(),
      name: name(),
      player_points: count(),
      created_at: time(),
    },
  },
  {
    name: 'character_skills',
    scope: ofCharacter,
    columns: { character_id: ref('characters'), path_key: text(200), path_text: text(200), own: int(0, 1) },
  },
  {
    name: 'lifestyles',
    scope: ofCharacter,
    columns: { id: id(), character_id: ref('characters'), name: name(), ...lifestyleLists },
  },
  {
    name: 'gear',
    scope: ofCharacter,
    columns: {
      id: id(),
      character_id: ref('characters'),
      name: name(),
      quality: count(),
      mode: oneOf(['assist', 'circumstance', 'resist']),
      skill_key: text(200),
      skill_text: text(200),
      pmp: count(),
      lifestyle_id: ref('lifestyles', true),
      needs_key: text(200, true),
      needs_text: text(200, true),
    },
  },
  {
    name: 'campaign_lifestyles',
    scope: ofCampaign,
    columns: { id: id(), campaign_id: ref('campaigns'), name: name(), ...lifestyleLists },
  },
  {
    name: 'gear_goals',
    scope: 'gear_id IN (SELECT g.id FROM gear g JOIN characters c ON c.id = g.character_id WHERE c.campaign_id = ?)',
    columns: { id: id(), gear_id: ref('gear'), name: name(), books: count() },
  },
  {
    name: 'restricted_points',
    scope: ofCharacter,
    columns: { character_id: ref('characters'), skill_key: text(200), skill_text: text(200), amount: count() },
  },
  {
    name: 'points_log',
    scope: ofCharacter,
    columns: { id: id(), character_id: ref('characters'), delta: int(), balance: int(), reason: text(), at: time() },
  },
  {
    name: 'restricted_log',
    scope: ofCharacter,
    columns: {
      id: id(),
      character_id: ref('characters'),
      skill_text: text(200),
      delta: int(),
      balance: count(),
      reason: text(),
      at: time(),
    },
  },
  {
    name: 'npcs',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      name: name(),
      level: int(0, 100),
      gang_size: int(2, 1_000_000_000, true),
      enemy: bool(),
      created_at: time(),
      lifestyles: json(z.array(plainName).max(50)),
    },
  },
  {
    name: 'enemies',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters'),
      npc_id: ref('npcs'),
      level: int(1, 100),
      created_at: time(),
    },
  },
  // Format 5 (before it was released): a character's friends, R2.5 (a file without them has none).
  {
    name: 'friends',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters'),
      friend_character_id: ref('characters', true),
      friend_npc_id: ref('npcs', true),
      created_at: time(),
    },
  },
  {
    name: 'sessions',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      budget_racks: count(),
      racks_left: count(),
      opened_at: time(),
      closed_at: time(true),
    },
  },
  {
    name: 'connection_points',
    scope: ofCharacter,
    columns: {
      id: id(),
      character_id: ref('characters'),
      session_id: ref('sessions'),
      on_behalf_of: text(200),
      at: time(),
      // Migration 0020: the mark keeps the lifestyle's name, and outlives its row.
      lifestyle_name: name(),
    },
  },
  { name: 'murphy_pools', scope: ofCampaign, columns: { campaign_id: ref('campaigns'), balance: count() } },
  {
    name: 'murphy_log',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      delta: int(),
      balance: int(),
      reason: text(),
      narration: text(10_000, true),
      user_id: user(),
      at: time(),
      owed_by: ref('characters', true),
    },
  },
  {
    name: 'conflicts',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      guild_id: guild(),
      channel_id: channel(),
      phase: oneOf(['setup', 'rolling', 'exchanges', 'ended']),
      primary_key: text(200),
      primary_text: text(200),
      secondary_key: text(200, true),
      secondary_text: text(200, true),
      initiator_user_id: user(),
      rack_size: int(0, 10_000, true),
      budget_racks: count(),
      suggested_leader: ref('participants', true),
      exchange_count: count(),
      end_reason: oneOf(['ran-out', 'agreed', 'gm'], true),
      follows_conflict_id: ref('conflicts', true),
      created_at: time(),
      ended_at: time(true),
      initiative: oneOf(['none', 'bidding', 'settled']),
      turn_order: { kind: 'refs', table: 'participants' },
      round: int(0),
      parent_channel_id: channel(true),
      // Null in files from before documents (migration 0015): the import builds it from the rows.
      state: json(conflictDocumentSchema(plainName), true),
      state_version: int(0, 1_000_000_000),
    },
  },
  {
    name: 'participants',
    scope: ofConflict,
    columns: {
      id: id(),
      conflict_id: ref('conflicts'),
      seq: int(0),
      kind: oneOf(['pc', 'gm']),
      character_id: ref('characters', true),
      user_id: user(),
      name: name(),
      side: int(0, 1),
      circumstances: count(),
      follow_up: count(),
      drawn: count(true),
      rolled: json(faces, true),
      pool: json(faces),
      books: count(),
      knocked_out: bool(),
      agreed_end: bool(),
      leftover: count(true),
      bid: json(faces, true),
      fly_skills: json(skillListSchema),
      chin_dice: count(),
      salt: text(200, true),
      commitment: text(200, true),
    },
  },
  {
    name: 'conflict_npcs',
    scope: ofConflict,
    columns: { conflict_id: ref('conflicts'), npc_id: ref('npcs'), knocked_out: bool(), mook: bool() },
  },
  {
    name: 'circumstances',
    scope: ofConflict,
    columns: { id: id(), conflict_id: ref('conflicts'), participant_id: ref('participants'), reason: text() },
  },
  {
    name: 'exchanges',
    scope: ofConflict,
    columns: {
      id: id(),
      conflict_id: ref('conflicts'),
      no: int(0),
      status: oneOf(['pending', 'resolved', 'cancelled']),
      actor_id: ref('participants'),
      target_id: ref('participants'),
      actor_action: text(),
      target_action: text(10_000, true),
      risky: bool(),
      actor_dice: json(faces),
      target_dice: json(faces, true),
      result: json(exchangeResultSchema, true),
      actor_books: count(true),
      target_books: count(true),
      actor_purchased: bool(),
      target_purchased: bool(),
      created_at: time(),
      resolved_at: time(true),
      war_actor: json(faces),
      war_target: json(faces),
      war_waiting: json(z.array(z.enum(['actor', 'target'])), true),
      target_name: name(true),
      disputed_by: name(true),
      resisted: json(z.array(plainName).max(100)),
    },
  },
  {
    name: 'conflict_goals',
    scope: ofConflict,
    columns: {
      id: id(),
      conflict_id: ref('conflicts'),
      proposer_id: ref('participants'),
      target_id: ref('participants'),
      text: text(),
      price: count(),
      status: oneOf(['proposed', 'settled', 'refused', 'countered']),
      parent_id: ref('conflict_goals', true),
      created_at: time(),
      kind: oneOf(['proposal', 'counter', 'only-if']),
      answered_at: time(true),
      author_id: ref('participants', true),
      target_name: text(200, true),
    },
  },
  {
    name: 'effects',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters', true),
      npc_id: ref('npcs', true),
      kind: text(40),
      text: text(),
      caused_by: text(200, true),
      conflict_id: ref('conflicts', true),
      permanent: bool(),
      active: bool(),
      created_at: time(),
    },
  },
  {
    name: 'purchases',
    scope: ofConflict,
    columns: {
      id: id(),
      conflict_id: ref('conflicts'),
      exchange_no: count(),
      buyer_id: ref('participants'),
      goal: text(),
      target_name: text(200),
      people: int(0, Number.MAX_SAFE_INTEGER),
      place_scale: count(),
      price: count(),
      books_paid: count(),
      points_paid: count(),
      effect_id: ref('effects', true),
      at: time(),
    },
  },
  {
    name: 'events',
    scope: ofConflict,
    columns: {
      id: id(),
      conflict_id: ref('conflicts'),
      kind: text(100),
      payload: json(eventPayloadSchema),
      public: bool(),
      at: time(),
    },
  },
  {
    name: 'compels',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters'),
      points: int(1, 100),
      reason: text(),
      offered_by: user(),
      status: oneOf(['pending', 'accepted', 'refused']),
      created_at: time(),
      answered_at: time(true),
    },
  },
  {
    name: 'begs',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters'),
      amount: int(1, 100),
      reason: text(),
      requested_by: user(),
      status: oneOf(['pending', 'granted', 'denied']),
      answered_by: user(true),
      created_at: time(),
      answered_at: time(true),
    },
  },
  {
    name: 'lifestyle_prompts',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      character_id: ref('characters'),
      prompt: text(),
      target_count: int(1),
      created_at: time(),
    },
  },
  {
    name: 'downtimes',
    scope: ofCampaign,
    columns: { id: id(), campaign_id: ref('campaigns'), opened_at: time(), closed_at: time(true) },
  },
  {
    name: 'downtime_actions',
    scope: 'downtime_id IN (SELECT id FROM downtimes WHERE campaign_id = ?)',
    columns: {
      id: id(),
      downtime_id: ref('downtimes'),
      character_id: ref('characters'),
      kind: oneOf(['train', 'heal', 'connections', 'heal-permanent']),
      skill_text: text(200, true),
      player_drawn: count(),
      opposition_drawn: count(),
      player_dice: json(faces),
      opposition_dice: json(faces),
      player_books: count(),
      opposition_books: count(),
      at: time(),
    },
  },
  {
    name: 'downtime_action_effects',
    scope: ofDowntimeAction,
    columns: {
      action_id: ref('downtime_actions'),
      effect_id: ref('effects'),
      outcome: oneOf(['removed', 'made-permanent', 'healed']),
    },
  },
  {
    name: 'connection_purchases',
    scope: ofDowntimeAction,
    columns: {
      id: id(),
      action_id: ref('downtime_actions'),
      kind: oneOf(['information', 'loan', 'design-skill', 'discount']),
      detail: text(),
      at: time(),
    },
  },
  // Format 3: drama points (seed 002) and what preset rolls left for their buttons.
  {
    name: 'drama_balances',
    scope: ofCampaign,
    // At most what the GM can grant (src/app/roll/drama-balance.ts).
    columns: { campaign_id: ref('campaigns'), user_id: user(), balance: int(0, 1_000_000) },
  },
  {
    name: 'drama_log',
    scope: ofCampaign,
    columns: {
      id: id(),
      campaign_id: ref('campaigns'),
      user_id: user(),
      delta: int(),
      balance: int(),
      reason: text(),
      by_user_id: user(),
      at: time(),
    },
  },
  {
    name: 'roll_states',
    // A secret roll is its roller's alone: it stays out of the GM's file.
    scope: `${ofCampaign} AND secret = 0`,
    columns: {
      id: id(),
      guild_id: guild(),
      channel_id: channel(),
      campaign_id: ref('campaigns'),
      user_id: user(),
      who: value(rollerName),
      preset: text(100),
      secret: bool(),
      state: json(storedRollSchema),
      created_at: time(),
      updated_at: time(),
    },
    // A drama roll names its campaign inside its JSON (where its spends go): the file's own, here.
    exported: (row) => {
      const state = (row.state as { state?: { campaignId?: unknown } } | null)?.state;
      if (typeof state?.campaignId === 'number') state.campaignId = 1;
      return row;
    },
    imported: async (db, campaignId, between) => {
      const rows = await prep<[number], { id: number; state: string }>(
        db,
        'SELECT id, state FROM roll_states WHERE campaign_id = ?',
      ).all(campaignId);
      const update = prep(db, 'UPDATE roll_states SET state = ? WHERE id = ?');
      for (const r of rows) {
        await between();
        const stored = JSON.parse(r.state) as { state?: { campaignId?: unknown } };
        if (!Number.isInteger(stored.state?.campaignId)) continue;
        stored.state!.campaignId = campaignId;
        await update.run(JSON.stringify(stored), r.id);
      }
    },
  },
];

/** Tables that are not campaign data (kept out of exports on purpose): the bot's own bookkeeping. */
export const NOT_CAMPAIGN_DATA: readonly string[] = [
  'handled_interactions',
  'button_messages',
  'conflict_tables',
  'conflict_nudges',
];
