import type { Db } from '../engine/db';
import { prep } from '../engine/statements';

/** R9.1: a goal the GM wrote on a piece of gear, with its price in books. */
export interface GearGoalRow {
  gearId: number;
  gearSkillText: string;
  name: string;
  books: number;
}

/** The goals written on a character's gear, with the skill each piece of gear serves. */
export async function gearGoalsOf(db: Db, characterId: number): Promise<GearGoalRow[]> {
  return (
    await prep<[number], { gear_id: number; skill_text: string; name: string; books: number }>(
      db,
      'SELECT gg.gear_id, g.skill_text, gg.name, gg.books FROM gear_goals gg JOIN gear g ON g.id = gg.gear_id WHERE g.character_id = ? ORDER BY gg.id',
    ).all(characterId)
  ).map((r) => ({ gearId: r.gear_id, gearSkillText: r.skill_text, name: r.name, books: r.books }));
}

/** Whether the goal was written (false: the gear already has a goal of that name). */
export async function addGearGoal(db: Db, gearId: number, name: string, books: number): Promise<boolean> {
  return (
    (
      await prep(db, 'INSERT INTO gear_goals (gear_id, name, books) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
        gearId,
        name,
        books,
      )
    ).changes > 0
  );
}
