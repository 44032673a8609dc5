import type { Face } from '../../rules';
import type { Db } from '../engine/db';
import { toJson } from '../engine/json';
import { prep } from '../engine/statements';

// R11: downtimes the GM opens, the one activity each character spends one on, and its results.

export type DowntimeKind = 'train' | 'heal' | 'connections' | 'heal-permanent';
export type EffectOutcome = 'removed' | 'made-permanent' | 'healed';
export type ConnectionKind = 'information' | 'loan' | 'design-skill' | 'discount';

export interface DowntimeRow {
  id: number;
  campaignId: number;
  openedAt: string;
  closedAt: string | null;
}

export async function openDowntime(db: Db, campaignId: number): Promise<DowntimeRow | null> {
  const r = await prep<[number], { id: number; campaign_id: number; opened_at: string; closed_at: string | null }>(
    db,
    'SELECT * FROM downtimes WHERE campaign_id = ? AND closed_at IS NULL',
  ).get(campaignId);
  return r ? { id: r.id, campaignId: r.campaign_id, openedAt: r.opened_at, closedAt: r.closed_at } : null;
}

export async function insertDowntime(db: Db, campaignId: number, now: string): Promise<number> {
  return Number(await prep(db, 'INSERT INTO downtimes (campaign_id, opened_at) VALUES (?, ?)').insert(campaignId, now));
}

export async function closeDowntime(db: Db, id: number, now: string): Promise<void> {
  await prep(db, 'UPDATE downtimes SET closed_at = ? WHERE id = ?').run(now, id);
}

/** The activity a character spent this downtime on, if any. */
export async function actionIn(db: Db, downtimeId: number, characterId: number): Promise<DowntimeKind | null> {
  return (
    (
      await prep<[number, number], { kind: DowntimeKind }>(
        db,
        'SELECT kind FROM downtime_actions WHERE downtime_id = ? AND character_id = ?',
      ).get(downtimeId, characterId)
    )?.kind ?? null
  );
}

/** Characters (ids) that acted in a downtime, with what they did. */
export async function actionsIn(db: Db, downtimeId: number): Promise<{ characterId: number; kind: DowntimeKind }[]> {
  return (
    await prep<[number], { character_id: number; kind: DowntimeKind }>(
      db,
      'SELECT character_id, kind FROM downtime_actions WHERE downtime_id = ? ORDER BY id',
    ).all(downtimeId)
  ).map((r) => ({ characterId: r.character_id, kind: r.kind }));
}

export async function insertDowntimeAction(
  db: Db,
  a: {
    downtimeId: number;
    characterId: number;
    kind: DowntimeKind;
    skillText: string | null;
    playerDrawn: number;
    oppositionDrawn: number;
    playerDice: readonly Face[];
    oppositionDice: readonly Face[];
    playerBooks: number;
    oppositionBooks: number;
    now: string;
  },
): Promise<number> {
  return Number(
    await prep(
      db,
      `INSERT INTO downtime_actions (downtime_id, character_id, kind, skill_text, player_drawn, opposition_drawn, player_dice, opposition_dice, player_books, opposition_books, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).insert(
      a.downtimeId,
      a.characterId,
      a.kind,
      a.skillText,
      a.playerDrawn,
      a.oppositionDrawn,
      toJson(a.playerDice),
      toJson(a.oppositionDice),
      a.playerBooks,
      a.oppositionBooks,
      a.now,
    ),
  );
}

export async function linkActionEffect(
  db: Db,
  actionId: number,
  effectId: number,
  outcome: EffectOutcome,
): Promise<void> {
  await prep(db, 'INSERT INTO downtime_action_effects (action_id, effect_id, outcome) VALUES (?, ?, ?)').run(
    actionId,
    effectId,
    outcome,
  );
}

/** R11.3: connections tests of a character with books still unspent, oldest first. */
export async function unspentConnections(db: Db, characterId: number): Promise<{ actionId: number; left: number }[]> {
  return (
    await prep<[number], { id: number; left: number }>(
      db,
      `SELECT a.id, a.player_books - (SELECT COUNT(*) FROM connection_purchases p WHERE p.action_id = a.id) AS left
       FROM downtime_actions a WHERE a.character_id = ? AND a.kind = 'connections' ORDER BY a.id`,
    ).all(characterId)
  )
    .filter((r) => r.left > 0)
    .map((r) => ({ actionId: r.id, left: r.left }));
}

export async function insertConnectionPurchase(
  db: Db,
  actionId: number,
  kind: ConnectionKind,
  detail: string,
  now: string,
): Promise<void> {
  await prep(db, 'INSERT INTO connection_purchases (action_id, kind, detail, at) VALUES (?, ?, ?, ?)').run(
    actionId,
    kind,
    detail,
    now,
  );
}
