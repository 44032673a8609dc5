import { pathsOf, STARTING_LEVEL, withParents } from '../../rules';
import { type CharacterRow, gearOf, lifestyleCount, lifestylesOf, skillsOf } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import { effectsOf } from '../../store/character/effects';
import { friendsOf } from '../../store/character/friends';
import { ownSkillKeys } from '../../store/character/lifestyle-grants';
import type { Caller, Deps } from '../use-case/context';
import { lookInCampaign } from '../use-case/campaign-work';
import { characterFor } from '../use-case/load';
import { type CharacterSheet, outcome } from '../views';

/**
 * R2.3 level = number of lifestyles. A character whose lifestyles were not all entered counts as a
 * starting character (level 6), so racks never shrink because the sheet is incomplete.
 */
export async function characterLevel(db: Db, characterId: CharacterId): Promise<number> {
  return Math.max(STARTING_LEVEL, await lifestyleCount(db, characterId));
}

export async function characterSheet(db: Db, c: CharacterRow): Promise<CharacterSheet> {
  const lifestyles = await lifestylesOf(db, c.id);
  const own = await ownSkillKeys(db, c.id);
  // R2.3: which lifestyles grant each skill (a listed skill grants its parents too).
  const grantedBy = (key: string) =>
    lifestyles.filter((l) => withParents(pathsOf(l.skills)).has(key)).map((l) => l.name);
  return {
    name: c.name,
    owner: c.ownerUserId,
    level: await characterLevel(db, c.id),
    skills: (await skillsOf(db, c.id)).map((s) => ({ text: s.text, own: own.has(s.key), from: grantedBy(s.key) })),
    lifestyles: lifestyles.map((l) => ({ name: l.name, habits: l.habits, contacts: l.contacts, memento: l.memento })),
    gear: (await gearOf(db, c.id)).map((g) => ({
      name: g.name,
      quality: g.quality,
      mode: g.mode,
      skill: g.skillText,
      pmp: g.pmp,
      from: lifestyles.find((l) => l.id === g.lifestyleId)?.name ?? null,
    })),
    effects: (await effectsOf(db, { characterId: c.id })).map((e) => ({
      kind: e.kind,
      text: e.text,
      causedBy: e.causedBy,
      permanent: e.permanent,
    })),
    friends: (await friendsOf(db, c.id)).map((f) => f.name),
  };
}

/** /character show: the sheet, without secrets (no points, no pools). */
export async function showCharacter(deps: Deps, caller: Caller, input: { character?: string | null }) {
  return await lookInCampaign(deps, caller, async (campaign, db) =>
    outcome([
      { kind: 'character', sheet: await characterSheet(db, await characterFor(db, campaign, caller, input.character)) },
    ]),
  );
}
