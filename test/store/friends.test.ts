/** R2.5 friends in the store, on the run's engine (SQLite, or PostgreSQL with VENUS_TEST_DB=postgres). */
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { addFriend, areFriends, friendsOf, namesAsFriend, removeFriend } from '../../src/store/character/friends';
import { npcByName } from '../../src/store/campaign/npcs';
import { prep } from '../../src/store/engine/statements';
import { as } from '../app/helpers';
import { GM, idOf, world } from '../app/campaign/world';

const NOW = '2140-01-02T00:00:00.000Z';

async function cast() {
  const deps = await world();
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  await app.createNpc(deps, as(GM), { name: 'Alamo Jack' });
  const ana = await idOf(deps.db, 'Ana');
  const ben = await idOf(deps.db, 'Ben');
  const viktor = (await npcByName(deps.db, 1, 'Viktor'))!.id;
  const jack = (await npcByName(deps.db, 1, 'Alamo Jack'))!.id;
  return { deps, db: deps.db, ana, ben, viktor, jack };
}

describe('R2.5 friends (store)', () => {
  it('R2.5 GIVEN friends named THEN the sheet lists them, characters first, each once', async () => {
    const { db, ana, ben, viktor, jack } = await cast();
    expect(await friendsOf(db, ana)).toEqual([]);
    expect(await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: viktor }, now: NOW })).toBe(true);
    expect(await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: jack }, now: NOW })).toBe(true);
    expect(await addFriend(db, { campaignId: 1, characterId: ana, friend: { characterId: ben }, now: NOW })).toBe(true);
    // Named again: nothing new.
    expect(await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: viktor }, now: NOW })).toBe(false);
    expect(await friendsOf(db, ana)).toEqual([
      { name: 'Ben', characterId: ben, npcId: null },
      { name: 'Alamo Jack', characterId: null, npcId: jack },
      { name: 'Viktor', characterId: null, npcId: viktor },
    ]);
    expect(await friendsOf(db, ben)).toEqual([]);
  });

  it('R2.5 GIVEN Ana names Ben THEN they are friends both ways; an NPC only as Ana named it', async () => {
    const { db, ana, ben, viktor } = await cast();
    await addFriend(db, { campaignId: 1, characterId: ana, friend: { characterId: ben }, now: NOW });
    await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: viktor }, now: NOW });
    expect(await areFriends(db, ana, ben)).toBe(true);
    expect(await areFriends(db, ben, ana)).toBe(true);
    expect(await namesAsFriend(db, ana, { npcId: viktor })).toBe(true);
    expect(await namesAsFriend(db, ben, { npcId: viktor })).toBe(false);
  });

  it('R2.5 GIVEN a friend dropped THEN gone; dropping one who is not a friend changes nothing', async () => {
    const { db, ana, ben, viktor } = await cast();
    await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: viktor }, now: NOW });
    await addFriend(db, { campaignId: 1, characterId: ana, friend: { characterId: ben }, now: NOW });
    expect(await removeFriend(db, ana, { npcId: viktor })).toBe(true);
    expect(await removeFriend(db, ana, { npcId: viktor })).toBe(false);
    expect(await removeFriend(db, ben, { characterId: ana })).toBe(false);
    expect((await friendsOf(db, ana)).map((f) => f.name)).toEqual(['Ben']);
  });

  it('R2.5 GIVEN oneself, both kinds at once or neither THEN the schema refuses the row', async () => {
    const { db, ana, viktor } = await cast();
    await expect(
      addFriend(db, { campaignId: 1, characterId: ana, friend: { characterId: ana }, now: NOW }),
    ).rejects.toThrow(/check/i);
    const insert = prep(
      db,
      `INSERT INTO friends (campaign_id, character_id, friend_character_id, friend_npc_id, created_at)
         VALUES (?, ?, ?, ?, ?)`,
    );
    await expect(insert.run(1, ana, null, null, NOW)).rejects.toThrow(/check/i);
    await expect(insert.run(1, ana, ana + 1, viktor, NOW)).rejects.toThrow(/check/i);
    expect(await friendsOf(db, ana)).toEqual([]);
  });

  it('R2.5 GIVEN the NPC friend deleted THEN the friendship goes with it', async () => {
    const { db, ana, viktor } = await cast();
    await addFriend(db, { campaignId: 1, characterId: ana, friend: { npcId: viktor }, now: NOW });
    await prep(db, 'DELETE FROM npcs WHERE id = ?').run(viktor);
    expect(await friendsOf(db, ana)).toEqual([]);
    expect(await prep(db, 'SELECT * FROM friends').all()).toEqual([]);
  });
});
