import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

/** R2.5: someone a character names as a friend: another character of its campaign, or an NPC. */
export type FriendRef = { characterId: number } | { npcId: number };

/** A friend as the sheet shows it: the character or NPC, by its current name. */
export interface FriendRow {
  name: string;
  characterId: number | null;
  npcId: number | null;
}

const columns = (f: FriendRef): [number | null, number | null] =>
  'characterId' in f ? [f.characterId, null] : [null, f.npcId];

/** Records `friend` among the character's friends; false when it was there already. */
export async function addFriend(
  db: Db,
  f: { campaignId: number; characterId: number; friend: FriendRef; now: string },
): Promise<boolean> {
  const [friendCharacterId, friendNpcId] = columns(f.friend);
  const done = await prep(
    db,
    `INSERT INTO friends (campaign_id, character_id, friend_character_id, friend_npc_id, created_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(f.campaignId, f.characterId, friendCharacterId, friendNpcId, f.now);
  return done.changes > 0;
}

/** Takes `friend` off the character's friends; false when it was not one. */
export async function removeFriend(db: Db, characterId: number, friend: FriendRef): Promise<boolean> {
  const done = await prep(
    db,
    `DELETE FROM friends WHERE character_id = ?
       AND (friend_character_id = ? OR friend_npc_id = ?)`,
  ).run(characterId, ...columns(friend));
  return done.changes > 0;
}

/** The character's friends: characters first, then NPCs, each by name. */
export async function friendsOf(db: Db, characterId: number): Promise<FriendRow[]> {
  const rows = await prep<[number, number], FriendRow>(
    db,
    `SELECT c.name AS name, f.friend_character_id AS "characterId", NULL AS "npcId"
       FROM friends f JOIN characters c ON c.id = f.friend_character_id WHERE f.character_id = ?
     UNION ALL
     SELECT n.name AS name, NULL AS "characterId", f.friend_npc_id AS "npcId"
       FROM friends f JOIN npcs n ON n.id = f.friend_npc_id WHERE f.character_id = ?`,
  ).all(characterId, characterId);
  const rank = (f: FriendRow) => (f.characterId === null ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Whether the character names `friend` as its friend (one way: see `areFriends`). */
export async function namesAsFriend(db: Db, characterId: number, friend: FriendRef): Promise<boolean> {
  const row = await prep(
    db,
    `SELECT 1 AS one FROM friends WHERE character_id = ?
       AND (friend_character_id = ? OR friend_npc_id = ?)`,
  ).get(characterId, ...columns(friend));
  return row !== undefined;
}

/** R2.5: two characters are friends when either names the other. */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return (await namesAsFriend(db, a, { characterId: b })) || (await namesAsFriend(db, b, { characterId: a }));
}
