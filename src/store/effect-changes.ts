import type { Db } from './db';
import { type EffectRow } from './effects';

// R9.5 / R11.2: reading one effect and changing it (treated, made permanent, removed).

interface Raw {
  id: number; campaign_id: number; character_id: number | null; npc_id: number | null; kind: string; text: string;
  caused_by: string | null; conflict_id: number | null; permanent: number; active: number; created_at: string;
}
const map = (r: Raw): EffectRow => ({
  id: r.id, campaignId: r.campaign_id, characterId: r.character_id, npcId: r.npc_id, kind: r.kind, text: r.text,
  causedBy: r.caused_by, conflictId: r.conflict_id, permanent: r.permanent === 1, active: r.active === 1, createdAt: r.created_at,
});

/** An effect of this campaign, or null. */
export function effectOf(db: Db, campaignId: number, id: number): EffectRow | null {
  const r = db.prepare<[number, number], Raw>('SELECT * FROM effects WHERE id = ? AND campaign_id = ?').get(id, campaignId);
  return r ? map(r) : null;
}

export function setEffectActive(db: Db, id: number, active: boolean): void {
  db.prepare('UPDATE effects SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
}

export function makeEffectPermanent(db: Db, id: number): void {
  db.prepare('UPDATE effects SET permanent = 1 WHERE id = ?').run(id);
}

/** Deletes an effect; a purchase that created it keeps its record without the link. */
export function deleteEffect(db: Db, id: number): void {
  db.prepare('UPDATE purchases SET effect_id = NULL WHERE effect_id = ?').run(id);
  db.prepare('DELETE FROM effects WHERE id = ?').run(id);
}
