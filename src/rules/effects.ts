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
  /** A circumstance die for the bearer's opponent in physical tests (a wound, or a crippling). */
  physical: boolean;
  /** A circumstance die for whoever caused it, whenever the bearer faces them (a scar). */
  againstCauser: boolean;
}

/** R9.5: the circumstance dice an active effect gives the bearer's opponents. */
export function effectPenalty(kind: EffectKind | string, permanent: boolean): EffectPenalty {
  switch (kind) {
    case 'wound':
      return { physical: true, againstCauser: false };
    case 'scar':
      // Fresh: just a wound. Treated: a mark that counts against whoever made it.
      return permanent ? { physical: false, againstCauser: true } : { physical: true, againstCauser: false };
    case 'crippled':
      // Fresh: a wound and a scar. Treated: a lasting physical penalty.
      return permanent ? { physical: true, againstCauser: false } : { physical: true, againstCauser: true };
    default:
      return { physical: false, againstCauser: false };
  }
}
