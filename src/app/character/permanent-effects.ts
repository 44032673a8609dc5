import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import { type EffectRow, effectsOf } from '../../store/character/effects';

/**
 * R11.2: the permanent effects that weigh on a character — active and permanent, except
 * reputation (a boon, not an injury) and death. With 4 or more of them, the character spends its
 * next downtime healing and half of them (rounded down) go away, chosen by the GM and player.
 */
export async function permanentEffectsToHeal(
  db: Db,
  characterId: CharacterId,
): Promise<{ effects: EffectRow[]; mustHeal: boolean; toHeal: number }> {
  const effects = (await effectsOf(db, { characterId })).filter(
    (e) => e.permanent && e.kind !== 'reputation' && e.kind !== 'dead',
  );
  const mustHeal = effects.length >= 4;
  return { effects, mustHeal, toHeal: mustHeal ? Math.floor(effects.length / 2) : 0 };
}
