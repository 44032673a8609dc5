import type { Db } from '../engine/db';
import type { CharacterId } from '../engine/ids';
import { prep } from '../engine/statements';

// R12: milestone prompts; one is done once the character has `targetCount` lifestyles.

export interface LifestylePromptRow {
  id: number;
  characterId: CharacterId;
  prompt: string;
  targetCount: number;
  createdAt: string;
}

export async function insertLifestylePrompt(
  db: Db,
  p: { campaignId: number; characterId: number; prompt: string; targetCount: number; now: string },
): Promise<number> {
  return Number(
    await prep(
      db,
      'INSERT INTO lifestyle_prompts (campaign_id, character_id, prompt, target_count, created_at) VALUES (?, ?, ?, ?, ?)',
    ).insert(p.campaignId, p.characterId, p.prompt, p.targetCount, p.now),
  );
}

/** Prompts whose character has fewer lifestyles than asked for, oldest first. */
export async function openLifestylePrompts(db: Db, campaignId: number): Promise<LifestylePromptRow[]> {
  return (
    await prep<
      [number],
      { id: number; character_id: CharacterId; prompt: string; target_count: number; created_at: string }
    >(
      db,
      `SELECT p.* FROM lifestyle_prompts p
       WHERE p.campaign_id = ? AND p.target_count > (SELECT COUNT(*) FROM lifestyles l WHERE l.character_id = p.character_id)
       ORDER BY p.id`,
    ).all(campaignId)
  ).map((r) => ({
    id: r.id,
    characterId: r.character_id,
    prompt: r.prompt,
    targetCount: r.target_count,
    createdAt: r.created_at,
  }));
}

/** The highest lifestyle count a character was ever asked for (0 when never prompted). */
export async function highestPromptTarget(db: Db, characterId: number): Promise<number> {
  return (
    (
      await prep<[number], { n: number | null }>(
        db,
        'SELECT MAX(target_count) AS n FROM lifestyle_prompts WHERE character_id = ?',
      ).get(characterId)
    )?.n ?? 0
  );
}

/** R12.1: how many milestones asked this character for a lifestyle, and the highest count asked for. */
export async function milestonesOf(db: Db, characterId: number): Promise<{ milestones: number; highestAsked: number }> {
  const row = await prep<[number], { n: number; top: number | null }>(
    db,
    'SELECT COUNT(*) AS n, MAX(target_count) AS top FROM lifestyle_prompts WHERE character_id = ?',
  ).get(characterId);
  return { milestones: Number(row?.n ?? 0), highestAsked: row?.top ?? 0 };
}
