// /goal buy with a distance (R9.3, corrected 2026-12-01): one more book per zone between the buyer
// and the target, through the use case, into the purchase row and the log; a bad distance changes nothing.
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { renderPublic } from '../../../src/discord/render/public';
import { row, rows } from '../../support/sql';
import { as, begGranted, dump } from '../helpers';
import { ANA, duel, GM, people } from '../duel';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // 665544

/** Ana wins three books from Brute (6 5 5 against 5 4 4). */
async function threeBooks() {
  const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
  await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot across the dome', dice: [6, 5, 5] });
  await app.respondExchange(deps, as(GM), { action: 'duck', dice: [5, 4, 4] });
  expect((await people(deps)).Ana!.books).toBe(3);
  return deps;
}

const purchases = (deps: Awaited<ReturnType<typeof threeBooks>>) =>
  rows(deps.db, 'SELECT goal, people, place_scale, price, books_paid, points_paid FROM purchases ORDER BY id');

describe('/goal buy distance (R9.3)', () => {
  it('GIVEN R9.3 a Wound on Brute two zones away THEN it costs 1 + 2 books, stored and told as the price', async () => {
    const deps = await threeBooks();
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Brute', distance: 2 });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', goal: 'Wound', price: 3, booksLeft: 0 });
    expect((await people(deps)).Ana!.books).toBe(0);
    expect(await purchases(deps)).toEqual([
      { goal: 'Wound', people: 1, place_scale: 0, price: 3, books_paid: 3, points_paid: 0 },
    ]);
    const logged = await row<{ payload: string }>(deps.db, "SELECT payload FROM events WHERE kind = 'goal-bought'");
    expect(JSON.parse(logged!.payload)).toMatchObject({ price: 3, distance: 2 });
  });

  it('GIVEN R9.3 no distance THEN the same zone: the chart price', async () => {
    const deps = await threeBooks();
    expect((await app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Brute' })).public[0]).toMatchObject({
      price: 1,
    });
    expect((await people(deps)).Ana!.books).toBe(2);
  });

  it('GIVEN R9.3 a distance the books cannot cover THEN refused with the full price, nothing changes', async () => {
    const deps = await threeBooks();
    const before = await dump(deps.db);
    await expect(app.buyGoal(deps, as(ANA), { goal: 'Scar', target: 'Brute', distance: 2 })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/not-enough', message: expect.stringMatching(/4 books/) }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });

  it.each([-1, 1.5, 101])(
    'GIVEN R14.2 the distance %s THEN refused in one sentence, nothing changes',
    async (distance) => {
      const deps = await threeBooks();
      const before = await dump(deps.db);
      await expect(app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Brute', distance })).rejects.toThrow(
        expect.objectContaining({
          code: 'goal/bad-distance',
          message: expect.stringMatching(/^A distance .*zones.*\.$/),
        }),
      );
      expect(await dump(deps.db)).toEqual(before);
    },
  );

  it('GIVEN R13.3 points toward a distant goal THEN the channel sees the price, never the points or a balance', async () => {
    const deps = await threeBooks();
    await begGranted(deps, as(ANA), as(GM), { amount: 1, reason: 'a long shot' });
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Brute', distance: 3, points: 1 });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', price: 4, booksLeft: null });
    const text = o.public.map((v) => renderPublic(v).text).join('\n');
    expect(text).toMatch(/price 4 books/);
    expect(text).not.toMatch(/point|Murphy|left/i);
    expect(o.private[ANA]?.[0]).toMatchObject({ kind: 'notice' });
    expect((await people(deps)).Ana!.books).toBe(0);
  });
});
