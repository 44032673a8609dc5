import type { Db } from '../engine/db';
import { type EffectRaw, type EffectRow, mapEffect } from './effects';
import { prep } from '../engine/statements';

// R9.5 / R11.2: reading one effect and changing it (treated, made permanent, removed).

/** An effect of this campaign, or null. */
export async function effectOf(db: Db, campaignId: number, id: number): Promise<EffectRow | null> {
  const r = await prep<[number, number], EffectRaw>(db, 'SELECT * FROM effects WHERE id = ? AND campaign_id = ?').get(
    id,
    campaignId,
  );
  return r ? mapEffect(r) : null;
}

export async function setEffectActive(db: Db, id: number, active: boolean): Promise<void> {
  await prep(db, 'UPDATE effects SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
}

export async function makeEffectPermanent(db: Db, id: number): Promise<void> {
  await prep(db, 'UPDATE effects SET permanent = 1 WHERE id = ?').run(id);
}

/** Deletes an effect; a purchase that created it keeps its record without the link. */
export async function deleteEffect(db: Db, id: number): Promise<void> {
  await prep(db, 'UPDATE purchases SET effect_id = NULL WHERE effect_id = ?').run(id);
  await prep(db, 'DELETE FROM effects WHERE id = ?').run(id);
}
