// Goal purchases between the machine and the tables: what a buyer brings from its sheet (goals
// written on its gear, points restricted to a skill of this conflict) and what a `buy` writes back
// (the purchase row, the effect on its bearer, the points paid).
import { type ConflictEvent, type ConflictGear, type ConflictState, isEvent } from '../../rules/conflict';
import { splitPayment, startsPermanent, usableTrained } from '../../rules';
import { changePlayerPoints, restrictedPointsOf, type RestrictedPointsRow } from '../character/characters';
import { insertPurchase } from './purchases';
import type { Db } from '../engine/db';
import type { CharacterId } from '../engine/ids';
import { insertEffect } from '../character/effects';
import { gearGoalsOf } from '../character/gear-goals';
import { changeMurphy } from '../campaign/murphy';
import { spendRestrictedPoints } from '../campaign/restricted-points';
import type { LoadedConflict } from './loaded-conflict';

/** R9.1: a character's gear with the goals the GM wrote on each piece. */
export async function withGearGoals(
  db: Db,
  characterId: number,
  gear: (ConflictGear & { id: number })[],
): Promise<ConflictGear[]> {
  const written = await gearGoalsOf(db, characterId);
  return gear.map(({ id, ...g }) => {
    const goals = written.filter((w) => w.gearId === id).map((w) => ({ name: w.name, books: w.books }));
    return goals.length > 0 ? { ...g, goals } : g;
  });
}

/** R10.3: the character's trained points this conflict lets it use. */
export async function usableRestrictedPoints(
  db: Db,
  primary: string,
  secondary: string | null,
  characterId: CharacterId,
): Promise<RestrictedPointsRow[]> {
  return usableTrained(primary, secondary, await restrictedPointsOf(db, characterId));
}

/** The machine's effect kinds as the effects table names them (an escape leaves no effect). */
const STORED_KIND: Record<string, string | null> = { cripple: 'crippled', escaped: null };

/**
 * Writes the goals a move bought: one purchase row each (R9.2), the effect on its bearer (R9.5),
 * and the points paid (R10.3: restricted points first, they lapse at the next training; the GM's
 * from the Murphy pool).
 */
export async function savePurchases(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
  now: string,
  idOf: (name: string) => number,
): Promise<void> {
  const bought = events.filter(isEvent('goal-bought')).map((e) => e.data);
  const purchases = next.purchases.slice(loaded.state.purchases.length);
  const conflict = loaded.conflict;
  for (const [i, b] of bought.entries()) {
    const paid = purchases[i]!;
    const kind = b.effect in STORED_KIND ? STORED_KIND[b.effect]! : b.effect;
    const row = loaded.rows.find((r) => r.name === b.bearer);
    const characterId = row?.characterId ?? null;
    const npcId = (await loaded.npcIds()).get(b.bearer) ?? null;
    const effectId =
      kind !== null && (characterId !== null || npcId !== null)
        ? await insertEffect(db, {
            campaignId: conflict.campaignId,
            characterId,
            npcId,
            kind,
            text: b.narration ? `${b.goal}: ${b.narration}` : b.goal,
            causedBy: b.buyer,
            conflictId: conflict.id,
            permanent: startsPermanent(kind),
            createdAt: now,
          })
        : null;
    await insertPurchase(db, {
      conflictId: conflict.id,
      exchangeNo: paid.step,
      buyerId: idOf(b.buyer),
      goal: b.goal,
      targetName: b.target,
      people: b.people,
      placeScale: b.placeScale,
      price: b.price,
      booksPaid: paid.books,
      pointsPaid: paid.points,
      effectId,
      now,
    });
  }
  for (const e of events) {
    if (e.type !== 'points-spent') continue;
    const d = e.data;
    const row = loaded.rows.find((r) => r.name === d.name)!;
    const reason = `paid toward ${d.goal}`;
    if (row.kind === 'gm') {
      // R10.3: the points a character owed are cashed in under its name, the rest as unowed.
      const owed = d.owedBy ? Math.min(d.points, d.owedBy.points) : 0;
      const owedBy = d.owedBy ? (loaded.rows.find((r) => r.name === d.owedBy!.name)?.characterId ?? null) : null;
      const parts =
        owedBy === null ? [[d.points, null] as const] : [[d.points - owed, null] as const, [owed, owedBy] as const];
      for (const [points, by] of parts)
        if (points > 0)
          await changeMurphy(db, {
            campaignId: conflict.campaignId,
            delta: -points,
            reason,
            userId: loaded.gmUserId,
            now,
            owedBy: by,
          });
      continue;
    }
    const paid = splitPayment(
      d.points,
      await usableRestrictedPoints(db, next.primary, next.secondary, row.characterId!),
    );
    for (const t of paid.trained)
      await spendRestrictedPoints(db, row.characterId!, t.from.skillKey, t.points, reason, now);
    if (paid.own > 0) await changePlayerPoints(db, row.characterId!, -paid.own, reason, now);
  }
}
