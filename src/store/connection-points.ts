import type { Db } from './db';
import { prep } from './statements';

/** R10.3: whether this lifestyle's connection already served as a point in this session. */
export async function connectionUsed(db: Db, lifestyleId: number, sessionId: number): Promise<boolean> {
  return (
    (await prep(db, 'SELECT 1 FROM connection_points WHERE lifestyle_id = ? AND session_id = ?').get(
      lifestyleId,
      sessionId,
    )) !== undefined
  );
}

export async function recordConnectionPoint(
  db: Db,
  p: { characterId: number; lifestyleId: number; sessionId: number; onBehalfOf: string; now: string },
): Promise<void> {
  await prep(
    db,
    'INSERT INTO connection_points (character_id, lifestyle_id, session_id, on_behalf_of, at) VALUES (?, ?, ?, ?, ?)',
  ).run(p.characterId, p.lifestyleId, p.sessionId, p.onBehalfOf, p.now);
}
