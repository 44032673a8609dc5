import type { Db } from '../engine/db';
import type { CharacterId } from '../engine/ids';
import { prep } from '../engine/statements';

// R10.3 / R11.1: player points restricted to one skill, and the log of every change to them.

export async function restrictedAmount(
  db: Db,
  characterId: CharacterId,
  skillKey: string,
): Promise<{ skillText: string; amount: number } | null> {
  const r = await prep<[number, string], { skill_text: string; amount: number }>(
    db,
    'SELECT skill_text, amount FROM restricted_points WHERE character_id = ? AND skill_key = ?',
  ).get(characterId, skillKey);
  return r ? { skillText: r.skill_text, amount: r.amount } : null;
}

async function log(
  db: Db,
  characterId: number,
  skillText: string,
  delta: number,
  balance: number,
  reason: string,
  now: string,
): Promise<void> {
  await prep(
    db,
    'INSERT INTO restricted_log (character_id, skill_text, delta, balance, reason, at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(characterId, skillText, delta, balance, reason, now);
}

/** R11.1: a training replaces every restricted point the character had with `amount` for one skill. */
export async function replaceRestrictedPoints(
  db: Db,
  characterId: CharacterId,
  skill: { key: string; text: string },
  amount: number,
  reason: string,
  now: string,
): Promise<void> {
  const old = await prep<[number], { skill_text: string; amount: number }>(
    db,
    'SELECT skill_text, amount FROM restricted_points WHERE character_id = ? AND amount > 0 ORDER BY skill_key',
  ).all(characterId);
  for (const o of old) await log(db, characterId, o.skill_text, -o.amount, 0, 'replaced by a new training', now);
  await prep(db, 'DELETE FROM restricted_points WHERE character_id = ?').run(characterId);
  if (amount > 0) {
    await prep(
      db,
      'INSERT INTO restricted_points (character_id, skill_key, skill_text, amount) VALUES (?, ?, ?, ?)',
    ).run(characterId, skill.key, skill.text, amount);
    await log(db, characterId, skill.text, amount, amount, reason, now);
  }
}

/** Spends restricted points of one skill (the caller checks the balance first). Returns the new balance. */
export async function spendRestrictedPoints(
  db: Db,
  characterId: CharacterId,
  skillKey: string,
  amount: number,
  reason: string,
  now: string,
): Promise<number> {
  await prep(db, 'UPDATE restricted_points SET amount = amount - ? WHERE character_id = ? AND skill_key = ?').run(
    amount,
    characterId,
    skillKey,
  );
  const after = (await restrictedAmount(db, characterId, skillKey))!;
  await log(db, characterId, after.skillText, -amount, after.amount, reason, now);
  return after.amount;
}
