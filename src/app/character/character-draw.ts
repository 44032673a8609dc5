import { drawDice, type GearForDraw, isOnChain, makeSkillPath, parseSkillPath, type SkillPath } from '../../rules';
import { gearOf, skillsOf } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';

// R3.2 outside a conflict: a character's dice for a primary skill (and a secondary), with gear (R2.4).

export interface CharacterDraw {
  total: number;
  detail: string;
}

async function heldSkills(db: Db, characterId: CharacterId): Promise<SkillPath[]> {
  return (await skillsOf(db, characterId)).map((s) => makeSkillPath(s.text.split(': ')));
}

async function heldGear(db: Db, characterId: CharacterId): Promise<GearForDraw[]> {
  return (await gearOf(db, characterId)).map((g) => ({
    skill: parseSkillPath(g.skillText),
    quality: g.quality,
    mode: g.mode,
    needs: g.needsText ? parseSkillPath(g.needsText) : null,
  }));
}

/** R3.2: 2 dice per held skill on the primary's chain, 1 per held skill on the secondary's, plus gear. */
export async function drawForSkill(
  db: Db,
  characterId: CharacterId,
  primary: SkillPath,
  secondary: SkillPath | null = null,
): Promise<CharacterDraw> {
  const d = drawDice({
    skills: await heldSkills(db, characterId),
    primary,
    secondary,
    gear: await heldGear(db, characterId),
  });
  return {
    total: d.total,
    detail: `${d.primary} for ${primary.text}${secondary ? ` + ${d.secondary} for ${secondary.text}` : ''} + ${d.gear} gear`,
  };
}

/**
 * The secondary part of R3.2 alone (a test with no primary skill, such as connections R11.3):
 * 1 die per held skill on the secondary's chain, and 1 die per assist or circumstance gear on it.
 */
export async function drawForSecondary(db: Db, characterId: CharacterId, secondary: SkillPath): Promise<CharacterDraw> {
  const skills = (await heldSkills(db, characterId)).filter((s) => isOnChain(s, secondary)).length;
  const gear = (await heldGear(db, characterId)).filter(
    (g) => g.mode !== 'resist' && isOnChain(g.skill, secondary),
  ).length;
  return { total: skills + gear, detail: `${skills} for ${secondary.text} + ${gear} gear` };
}
