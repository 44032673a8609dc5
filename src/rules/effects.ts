import type { EffectKind } from './goals';

// R9.5: what an effect does to its bearer, and what treating it does. "Until it's treated" a scar
// is just a wound, and a crippling is a wound and a scar; treating them leaves the lasting mark.

/** Whether a fresh effect of this kind is lasting from the start (`text` effects say so themselves). */
export function startsPermanent(kind: EffectKind | string): boolean {
  return kind === 'dead' || kind === 'reputation';
}

/**
 * What treating an active effect does: `heals` ends it (a temporary wound, a knock-out); `sets`
 * turns a fresh scar or crippling into its lasting form. Null: it cannot be treated.
 */
export function treatment(kind: EffectKind | string, permanent: boolean): 'heals' | 'sets' | null {
  if (permanent) return null;
  if (kind === 'wound' || kind === 'knocked-out') return 'heals';
  if (kind === 'scar' || kind === 'crippled') return 'sets';
  return null;
}

export interface EffectPenalty {
  /**
   * A wound: a circumstance die for the bearer's opponent "on anything physical and almost
   * everything else", so in every test unless the GM waives it for one clearly not physical.
   */
  wound: boolean;
  /** A circumstance die for the bearer's opponent in physical tests only (a treated crippling). */
  physical: boolean;
  /** A circumstance die for whoever caused it, whenever the bearer faces them (a scar). */
  againstCauser: boolean;
}

/** R9.5: the circumstance dice an active effect gives the bearer's opponents. */
export function effectPenalty(kind: EffectKind | string, permanent: boolean): EffectPenalty {
  const none = { wound: false, physical: false, againstCauser: false };
  switch (kind) {
    case 'wound':
      return { ...none, wound: true };
    case 'scar':
      // A scar counts against whoever made it from the moment it is bought; until treated it is
      // also a wound.
      return { ...none, wound: !permanent, againstCauser: true };
    case 'crippled':
      // Fresh: a wound and a scar. Treated: a lasting physical penalty.
      return permanent ? { ...none, physical: true } : { ...none, wound: true, againstCauser: true };
    default:
      return none;
  }
}
