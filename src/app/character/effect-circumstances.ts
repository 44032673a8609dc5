import { effectPenalty, parseSkillPath } from '../../rules';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import { effectsOf } from '../../store/character/effects';

/** A circumstance die an effect offers (R3.2: one die per circumstance, never a subtraction). */
export interface EffectCircumstance {
  effectId: number;
  kind: string;
  text: string;
  /** Who gains the die: the bearer's opponent, in the bearer's physical tests. */
  reason: string;
}

export interface EffectCircumstances {
  /**
   * R9.5: active wounds (temporary or made permanent, R11.2), fresh scars and fresh cripplings each
   * give the opponent one die in every test, unless the GM waives it for one clearly not physical.
   */
  asWounds: EffectCircumstance[];
  /** R9.5: a treated crippling gives the opponent one die in physical tests (`isPhysicalTest`). */
  inPhysicalTests: EffectCircumstance[];
  /**
   * R9.5: each scar (fresh or treated) and each fresh crippling that the opponent caused gives the
   * opponent one die against the bearer, in any test.
   */
  forOpponent: EffectCircumstance[];
}

const PHYSICAL_FIELDS = ['coordination', 'physique'];

/** A test is physical when its primary or secondary skill is under Coordination or Physique. */
export function isPhysicalTest(primaryText: string, secondaryText?: string | null): boolean {
  return [primaryText, secondaryText]
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .some((t) => PHYSICAL_FIELDS.includes(parseSkillPath(t).parts[0]!.toLowerCase()));
}

/**
 * The circumstance dice a character's effects offer when it faces `opponent` (a name, or several:
 * the GM side answers to its NPCs' names and "GM"). Data for the conflict layer to offer; nothing
 * is added here. Names match case-insensitively.
 */
export async function effectCircumstances(
  db: Db,
  characterId: CharacterId,
  opponent: string | readonly string[],
): Promise<EffectCircumstances> {
  const names = (typeof opponent === 'string' ? [opponent] : opponent)
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== '');
  const active = await effectsOf(db, { characterId });
  const entry = (e: (typeof active)[number], reason: string): EffectCircumstance => ({
    effectId: e.id,
    kind: e.kind,
    text: e.text,
    reason,
  });
  const facesCauser = (e: (typeof active)[number]) =>
    e.causedBy !== null && names.includes(e.causedBy.trim().toLowerCase());
  return {
    // A fresh scar facing whoever made it is the scar's one die (the seed's Shred and Jack), not also a wound.
    asWounds: active
      .filter((e) => effectPenalty(e.kind, e.permanent).wound && !(e.kind === 'scar' && facesCauser(e)))
      .map((e) => entry(e, `${e.kind === 'crippled' ? 'crippled' : 'wounded'} (${e.text})`)),
    inPhysicalTests: active
      .filter((e) => effectPenalty(e.kind, e.permanent).physical)
      .map((e) => entry(e, `crippled (${e.text})`)),
    forOpponent: active
      .filter((e) => effectPenalty(e.kind, e.permanent).againstCauser && facesCauser(e))
      .map((e) => entry(e, `scarred by ${e.causedBy} (${e.text})`)),
  };
}
