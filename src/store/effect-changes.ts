import type { Db } from './db';
import { type EffectRaw, type EffectRow, mapEffect } from './effects';
import { prep } from './statements';

// R9.5 / R11.2: reading one effect and changing it (treated, made permanent, removed).

/** An effect of this campaign, or null. */
export function effectOf(db: Db, campaignId: number, id: number): EffectRow | null {
  const r = prep<[number, number], EffectRaw>(db, 'SELECT * FROM effects WHERE id = ? AND campaign_id = ?').get(
    id,
    campaignId,
  );
  return r ? mapEffect(r) : null;
}

export function setEffectActive(db: Db, id: number, active: boolean): void {
  prep(db, 'UPDATE effects SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
}

export function makeEffectPermanent(db: Db, id: number): void {
  prep(db, 'UPDATE effects SET permanent = 1 WHERE id = ?').run(id);
}

/** Deletes an effect; a purchase that created it keeps its record without the link. */
export function deleteEffect(db: Db, id: number): void {
  prep(db, 'UPDATE purchases SET effect_id = NULL WHERE effect_id = ?').run(id);
  prep(db, 'DELETE FROM effects WHERE id = ?').run(id);
}
