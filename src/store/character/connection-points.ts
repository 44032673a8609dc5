import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

/**
 * R10.3: whether this character's connection through the lifestyle of this name already served as
 * a point in this session. By name, not by the lifestyle's row: a sheet imported again, or a
 * lifestyle dropped and taken again, is the same connection.
 */
export async function connectionUsed(
  db: Db,
  characterId: number,
  lifestyleName: string,
  sessionId: number,
): Promise<boolean> {
  return (
    (await prep(
      db,
      'SELECT 1 FROM connection_points WHERE character_id = ? AND lifestyle_name = ? COLLATE NOCASE AND session_id = ?',
    ).get(characterId, lifestyleName, sessionId)) !== undefined
  );
}

export async function recordConnectionPoint(
  db: Db,
  p: { characterId: number; lifestyleName: string; sessionId: number; onBehalfOf: string; now: string },
): Promise<void> {
  await prep(
    db,
    'INSERT INTO connection_points (character_id, lifestyle_name, session_id, on_behalf_of, at) VALUES (?, ?, ?, ?, ?)',
  ).run(p.characterId, p.lifestyleName, p.sessionId, p.onBehalfOf, p.now);
}
