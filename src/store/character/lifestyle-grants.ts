// R2.3: taking back what a lifestyle alone granted (its own row, the skills nobody else holds up,
// its gear unless another lifestyle lists the same).
import type { Db } from '../engine/db';
import type { CharacterId } from '../engine/ids';
import { prep } from '../engine/statements';

export async function deleteLifestyle(db: Db, lifestyleId: number): Promise<void> {
  await prep(db, 'DELETE FROM lifestyles WHERE id = ?').run(lifestyleId);
}

/** Deletes the granted (not own) skills among `keys`; returns how many went. */
export async function deleteGrantedSkills(db: Db, characterId: CharacterId, keys: readonly string[]): Promise<number> {
  const del = prep(db, 'DELETE FROM character_skills WHERE character_id = ? AND path_key = ? AND own = 0');
  let n = 0;
  for (const key of keys) n += (await del.run(characterId, key)).changes;
  return n;
}

/** Gear granted by `from` now comes from `to` (another lifestyle listing it), or goes when `to` is null. */
export async function handOverGear(db: Db, gearId: number, to: number | null): Promise<void> {
  if (to === null) await prep(db, 'DELETE FROM gear WHERE id = ?').run(gearId);
  else await prep(db, 'UPDATE gear SET lifestyle_id = ? WHERE id = ?').run(to, gearId);
}

export async function setLifestyleMemento(db: Db, lifestyleId: number, memento: string): Promise<void> {
  await prep(db, 'UPDATE lifestyles SET memento = ? WHERE id = ?').run(memento, lifestyleId);
}

/** The skills the player added itself, not only granted by lifestyles (R2.3). */
export async function ownSkillKeys(db: Db, characterId: CharacterId): Promise<Set<string>> {
  return new Set(
    (
      await prep<[number], { path_key: string }>(
        db,
        'SELECT path_key FROM character_skills WHERE character_id = ? AND own = 1',
      ).all(characterId)
    ).map((r) => r.path_key),
  );
}

/** Empties a sheet before it is replaced by an imported one: skills, lifestyles, gear (R2). */
export async function clearSheet(db: Db, characterId: CharacterId): Promise<void> {
  await prep(db, 'DELETE FROM gear WHERE character_id = ?').run(characterId);
  await prep(db, 'DELETE FROM lifestyles WHERE character_id = ?').run(characterId);
  await prep(db, 'DELETE FROM character_skills WHERE character_id = ?').run(characterId);
}
