// R2.3: taking back what a lifestyle alone granted (its own row, the skills nobody else holds up,
// its gear unless another lifestyle lists the same).
import type { Db } from './db';
import type { CharacterId } from './ids';
import { prep } from './statements';

export function deleteLifestyle(db: Db, lifestyleId: number): void {
  prep(db, 'DELETE FROM lifestyles WHERE id = ?').run(lifestyleId);
}

/** Deletes the granted (not own) skills among `keys`; returns how many went. */
export function deleteGrantedSkills(db: Db, characterId: CharacterId, keys: readonly string[]): number {
  const del = prep(db, 'DELETE FROM character_skills WHERE character_id = ? AND path_key = ? AND own = 0');
  return keys.reduce((n, key) => n + del.run(characterId, key).changes, 0);
}

/** Gear granted by `from` now comes from `to` (another lifestyle listing it), or goes when `to` is null. */
export function handOverGear(db: Db, gearId: number, to: number | null): void {
  if (to === null) prep(db, 'DELETE FROM gear WHERE id = ?').run(gearId);
  else prep(db, 'UPDATE gear SET lifestyle_id = ? WHERE id = ?').run(to, gearId);
}

export function setLifestyleMemento(db: Db, lifestyleId: number, memento: string): void {
  prep(db, 'UPDATE lifestyles SET memento = ? WHERE id = ?').run(memento, lifestyleId);
}

/** The skills the player added itself, not only granted by lifestyles (R2.3). */
export function ownSkillKeys(db: Db, characterId: CharacterId): Set<string> {
  return new Set(
    prep<[number], { path_key: string }>(db, 'SELECT path_key FROM character_skills WHERE character_id = ? AND own = 1')
      .all(characterId)
      .map((r) => r.path_key),
  );
}

/** Empties a sheet before it is replaced by an imported one: skills, lifestyles, gear (R2). */
export function clearSheet(db: Db, characterId: CharacterId): void {
  prep(db, 'DELETE FROM gear WHERE character_id = ?').run(characterId);
  prep(db, 'DELETE FROM lifestyles WHERE character_id = ?').run(characterId);
  prep(db, 'DELETE FROM character_skills WHERE character_id = ?').run(characterId);
}
