import { STARTING_LEVEL } from '../../rules';
import { type CharacterRow, gearOf, lifestyleCount, lifestylesOf, skillsOf } from '../../store/characters';
import type { Db } from '../../store/db';
import type { CharacterId } from '../../store/ids';
import { effectsOf } from '../../store/effects';
import type { Caller, Deps } from '../context';
import { campaignHere, characterFor } from '../load';
import { transact } from '../transaction';
import { type CharacterSheet, outcome } from '../views';

/**
 * R2.3 level = number of lifestyles. A character whose lifestyles were not all entered counts as a
 * starting character (level 6), so racks never shrink because the sheet is incomplete.
 */
export function characterLevel(db: Db, characterId: CharacterId): number {
  return Math.max(STARTING_LEVEL, lifestyleCount(db, characterId));
}

export function characterSheet(db: Db, c: CharacterRow): CharacterSheet {
  return {
    name: c.name,
    owner: c.ownerUserId,
    level: characterLevel(db, c.id),
    skills: skillsOf(db, c.id).map((s) => s.text),
    lifestyles: lifestylesOf(db, c.id).map((l) => ({ name: l.name, habits: l.habits })),
    gear: gearOf(db, c.id).map((g) => ({
      name: g.name,
      quality: g.quality,
      mode: g.mode,
      skill: g.skillText,
      pmp: g.pmp,
    })),
    effects: effectsOf(db, { characterId: c.id }).map((e) => ({
      kind: e.kind,
      text: e.text,
      causedBy: e.causedBy,
      permanent: e.permanent,
    })),
  };
}

/** /character show: the sheet, without secrets (no points, no pools). */
export function showCharacter(deps: Deps, caller: Caller, input: { character?: string | null }) {
  return transact(deps, { ...caller, interactionId: undefined }, () => {
    const campaign = campaignHere(deps.db, caller);
    return outcome([
      { kind: 'character', sheet: characterSheet(deps.db, characterFor(deps.db, campaign, caller, input.character)) },
    ]);
  });
}
