/**
 * The one-off merge of an earlier version's partition files back into the single file: the
 * partitions' rows arrive once each, the single file's old copies of their campaigns are replaced,
 * ids that two partitions both used are renumbered everywhere that points at them, and the
 * partition files are moved aside. It refuses, changing nothing, while a file is in use, when the
 * files disagree on their count, or when one is unsound.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { MergeError, mergePartitions } from '../../src/store/engine/merge-partitions';
import { openDatabase } from '../../src/store/engine/open-database';

const root = mkdtempSync(join(tmpdir(), 'venus-merge-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const dir = join(root, `d${n++}`);
  return {
    dir,
    single: join(dir, 'venus.sqlite'),
    part: (i: number, of = 2) => join(dir, `venus.part-${i}-of-${of}.sqlite`),
  };
};

const T = '2026-11-01T00:00:00.000Z';
const [GUILD_A, GUILD_B, GUILD_C, GUILD_D] = [
  '100000000000000001',
  '100000000000000002',
  '100000000000000003',
  '100000000000000004',
];
const USER = '200000000000000001';

/** One campaign with a character pair, an ended conflict between them, an offer, a roll and a message with buttons. */
function campaign(
  db: Database.Database,
  c: { id: number; guild: string; created: string; name: string; ids: number; prefix: string },
) {
  const i = c.ids;
  db.prepare('INSERT INTO campaigns (id, guild_id, name, gm_user_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
    c.id,
    c.guild,
    c.name,
    USER,
    c.created,
  );
  db.prepare('INSERT INTO campaign_channels (guild_id, channel_id, campaign_id) VALUES (?, ?, ?)').run(
    c.guild,
    `${c.guild}9`,
    c.id,
  );
  const character = db.prepare(
    'INSERT INTO characters (id, campaign_id, owner_user_id, name, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  character.run(i, c.id, USER, `${c.prefix} Ana`, T);
  character.run(i + 1, c.id, USER, `${c.prefix} Bea`, T);
  db.prepare(
    `INSERT INTO conflicts (id, campaign_id, guild_id, channel_id, phase, primary_key, primary_text, initiator_user_id, created_at, turn_order, suggested_leader)
     VALUES (?, ?, ?, ?, 'ended', 'fight', 'Fight', ?, ?, ?, ?)`,
  ).run(i, c.id, c.guild, `${c.guild}9`, USER, T, JSON.stringify([i + 1, i]), i + 1);
  const participant = db.prepare(
    `INSERT INTO participants (id, conflict_id, seq, kind, character_id, user_id, name, side) VALUES (?, ?, ?, 'pc', ?, ?, ?, ?)`,
  );
  participant.run(i, i, 1, i, USER, `${c.prefix} Ana`, 0);
  participant.run(i + 1, i, 2, i + 1, USER, `${c.prefix} Bea`, 1);
  db.prepare(
    `INSERT INTO conflict_goals (id, conflict_id, proposer_id, target_id, text, price, status, created_at) VALUES (?, ?, ?, ?, 'goal', 1, 'proposed', ?)`,
  ).run(i, i, i, i + 1, T);
  db.prepare(
    `INSERT INTO events (id, conflict_id, kind, payload, public, at) VALUES (?, ?, 'started', '{}', 1, ?)`,
  ).run(i, i, T);
  db.prepare(
    `INSERT INTO roll_states (id, guild_id, channel_id, campaign_id, user_id, who, preset, secret, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'Ana', 'drama', 0, ?, ?, ?)`,
  ).run(
    i,
    c.guild,
    `${c.guild}9`,
    c.id,
    USER,
    JSON.stringify({ title: 't', inputs: '', state: { system: 'drama', campaignId: c.id } }),
    T,
    T,
  );
  const ids = [`cf:join:${i}`, `goal:ans:${i}:${i}:accept`, `roll:rr:${i}:1`];
  db.prepare(
    'INSERT INTO button_messages (message_id, channel_id, conflict_id, custom_ids, components, posted_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    `${c.guild}${i}`,
    `${c.guild}9`,
    i,
    `\n${ids.join('\n')}\n`,
    JSON.stringify([{ type: 1, components: ids.map((custom_id) => ({ type: 2, custom_id })) }]),
    T,
  );
}

/** A file as the old split left it: made by the bot (migrations), rows written as the bot wrote them. */
function file(path: string, fill: (db: Database.Database) => void): void {
  // Closed at once (the store's close() waits for its queue first, a turn later): nothing is queued yet.
  openDatabase(path).sqlite.close();
  const db = new Database(path);
  fill(db);
  db.close();
}

const all = <R>(path: string, sql: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all() as R[];
  } finally {
    db.close();
  }
};

// SQLite only: partition files were SQLite files.
describe.skipIf(TEST_ENGINE === 'postgres')('mergePartitions', () => {
  it('GIVEN a stale single file and two partitions with colliding ids THEN every row arrives once, references intact', async () => {
    const { dir, single, part } = freshDir();
    // The single file: campaign 1 as it was before the split (stale), and campaign 3 only it holds.
    file(single, (db) => {
      campaign(db, { id: 1, guild: GUILD_A, created: T, name: 'Eros (old)', ids: 1, prefix: 'Old' });
      campaign(db, { id: 3, guild: GUILD_C, created: T, name: 'Only single', ids: 50, prefix: 'Single' });
    });
    // Partition 0: campaign 1, played on after the split. Partition 1: campaigns 2 and 3, whose
    // ids (campaign 3, and characters, conflicts… 1 and 2) were also used elsewhere.
    file(part(0), (db) => campaign(db, { id: 1, guild: GUILD_A, created: T, name: 'Eros', ids: 1, prefix: 'A' }));
    file(part(1), (db) => {
      campaign(db, { id: 2, guild: GUILD_B, created: T, name: 'Luna', ids: 1, prefix: 'B' });
      campaign(db, { id: 3, guild: GUILD_D, created: '2026-11-20T00:00:00.000Z', name: 'Mars', ids: 50, prefix: 'D' });
    });

    const report = mergePartitions(single);

    expect(report.campaigns).toBe(3);
    expect(report.replaced).toBe(1);
    // Partition 1's rows whose id was taken: campaign 3; for each of its two campaigns, 2
    // characters, 1 conflict, 2 participants, 1 offer, 1 event, 1 roll.
    expect(report.renumbered).toBe(1 + 2 * (2 + 1 + 2 + 1 + 1 + 1));
    expect(report.movedTo).toEqual([`${part(0)}.merged`, `${part(1)}.merged`]);
    expect(readdirSync(dir).filter((f) => f.includes('.part-') && !f.includes('.merged'))).toEqual([]);

    const names = all<{ name: string }>(single, 'SELECT name FROM campaigns ORDER BY name').map((r) => r.name);
    expect(names).toEqual(['Eros', 'Luna', 'Mars', 'Only single']);
    const characters = all<{ name: string; campaign: string }>(
      single,
      'SELECT ch.name, c.name AS campaign FROM characters ch JOIN campaigns c ON c.id = ch.campaign_id ORDER BY ch.name',
    );
    expect(characters).toEqual([
      { name: 'A Ana', campaign: 'Eros' },
      { name: 'A Bea', campaign: 'Eros' },
      { name: 'B Ana', campaign: 'Luna' },
      { name: 'B Bea', campaign: 'Luna' },
      { name: 'D Ana', campaign: 'Mars' },
      { name: 'D Bea', campaign: 'Mars' },
      { name: 'Single Ana', campaign: 'Only single' },
      { name: 'Single Bea', campaign: 'Only single' },
    ]);
    // Every conflict's rows point within its own campaign, under their own names.
    const conflicts = all<{ id: number; campaign_id: number; turn_order: string; suggested_leader: number }>(
      single,
      'SELECT id, campaign_id, turn_order, suggested_leader FROM conflicts',
    );
    expect(conflicts).toHaveLength(4);
    for (const c of conflicts) {
      const seats = all<{ id: number; name: string; character: string; campaign_id: number }>(
        single,
        `SELECT p.id, p.name, ch.name AS character, ch.campaign_id FROM participants p JOIN characters ch ON ch.id = p.character_id WHERE p.conflict_id = ${c.id} ORDER BY p.seq`,
      );
      expect(seats.map((s) => s.name)).toEqual(seats.map((s) => s.character));
      expect(seats.every((s) => s.campaign_id === c.campaign_id)).toBe(true);
      expect(JSON.parse(c.turn_order)).toEqual([seats[1]!.id, seats[0]!.id]);
      expect(c.suggested_leader).toBe(seats[1]!.id);
      const goals = all<{ proposer_id: number; target_id: number }>(
        single,
        `SELECT proposer_id, target_id FROM conflict_goals WHERE conflict_id = ${c.id}`,
      );
      expect(goals).toEqual([{ proposer_id: seats[0]!.id, target_id: seats[1]!.id }]);
      expect(all(single, `SELECT id FROM events WHERE conflict_id = ${c.id}`)).toHaveLength(1);
      // The message of its buttons, under the conflict's id and the offer's, inside and out.
      const [goal] = all<{ id: number }>(single, `SELECT id FROM conflict_goals WHERE conflict_id = ${c.id}`);
      const [roll] = all<{ id: number }>(single, `SELECT id FROM roll_states WHERE campaign_id = ${c.campaign_id}`);
      const messages = all<{ custom_ids: string; components: string }>(
        single,
        `SELECT custom_ids, components FROM button_messages WHERE conflict_id = ${c.id}`,
      );
      const ids = [`cf:join:${c.id}`, `goal:ans:${c.id}:${goal!.id}:accept`, `roll:rr:${roll!.id}:1`];
      expect(messages).toEqual([
        {
          custom_ids: `\n${ids.join('\n')}\n`,
          components: JSON.stringify([{ type: 1, components: ids.map((custom_id) => ({ type: 2, custom_id })) }]),
        },
      ]);
    }
    // A drama roll's campaign, inside its JSON, is its row's campaign.
    for (const r of all<{ campaign_id: number; state: string }>(single, 'SELECT campaign_id, state FROM roll_states'))
      expect(JSON.parse(r.state).state.campaignId).toBe(r.campaign_id);
    expect(all(single, 'SELECT * FROM roll_states')).toHaveLength(4);
    expect(all(single, 'SELECT * FROM button_messages')).toHaveLength(4);
    expect(all(single, 'PRAGMA foreign_key_check')).toEqual([]);
    // The merged file opens as the bot opens it.
    await openDatabase(single).close();
  });

  it('GIVEN no single file yet THEN it is made from the partitions', () => {
    const { single, part } = freshDir();
    file(part(0), (db) => campaign(db, { id: 1, guild: GUILD_A, created: T, name: 'Eros', ids: 1, prefix: 'A' }));
    file(part(1), (db) => campaign(db, { id: 2, guild: GUILD_B, created: T, name: 'Luna', ids: 1, prefix: 'B' }));
    expect(mergePartitions(single)).toMatchObject({ campaigns: 2, replaced: 0, renumbered: 8 });
    expect(all(single, 'SELECT id FROM campaigns')).toHaveLength(2);
  });

  it('GIVEN a partition file open elsewhere (the bot running) THEN refused, and nothing changed or moved', async () => {
    const { single, part } = freshDir();
    file(single, () => {});
    file(part(0), (db) => campaign(db, { id: 1, guild: GUILD_A, created: T, name: 'Eros', ids: 1, prefix: 'A' }));
    file(part(1), () => {});
    const bot = openDatabase(part(1));
    try {
      expect(() => mergePartitions(single)).toThrow(
        new MergeError(`${part(1)} is in use: stop the bot first, then run \`npm run merge-partitions\` again.`),
      );
    } finally {
      await bot.close();
    }
    expect(all(single, 'SELECT id FROM campaigns')).toEqual([]);
    expect(existsSync(part(0))).toBe(true);
    expect(existsSync(`${part(0)}.merged`)).toBe(false);
  });

  it('GIVEN partitions of two different splits THEN refused, naming both counts', () => {
    const { single, part } = freshDir();
    file(part(0, 2), () => {});
    file(part(1, 2), () => {});
    file(part(0, 4), () => {});
    expect(() => mergePartitions(single)).toThrow(/disagree on how many there are \(2 and 4\)/);
    expect(existsSync(single)).toBe(false);
  });

  it('GIVEN a partition missing THEN refused', () => {
    const { single, part } = freshDir();
    file(part(0), () => {});
    expect(() => mergePartitions(single)).toThrow(`Partition 1 of 2 is missing beside ${single}`);
  });

  it('GIVEN a file that is not a sound database THEN refused, and nothing moved', () => {
    const { single, part } = freshDir();
    file(part(0), () => {});
    writeFileSync(part(1), 'not a database, but long enough to look like a header of one. '.repeat(100));
    expect(() => mergePartitions(single)).toThrow(/fails SQLite's integrity check/);
    expect(existsSync(`${part(0)}.merged`)).toBe(false);
  });

  it('GIVEN no partition files THEN refused: nothing to merge', () => {
    const { single } = freshDir();
    expect(() => mergePartitions(single)).toThrow(MergeError);
  });
});
