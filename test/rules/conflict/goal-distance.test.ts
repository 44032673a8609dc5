// R9.3 (corrected 2026-12-01): the distance surcharge on a `buy`, +1 book per zone between the
// buyer's zone and the target's; R14.1/R14.2: a bad distance is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import { apply, check, type ConflictState, startWithPools } from '../../../src/rules/conflict';
import { play, refusalOf } from './helpers';

function table(): ConflictState {
  return startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      { name: 'Ana', side: 0, pool: [6, 5], books: 4, points: 1 },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack', { name: 'Vid', gang: 15 }], pool: [4, 4] },
    ],
  }) as ConflictState;
}

describe('buy with a distance (R9.3)', () => {
  it('GIVEN R9.3 a Wound on Jack two zones away THEN it costs 1 + 2 books and the event tells the distance', () => {
    const r = apply(table(), { do: 'buy', goal: 'Wound', target: 'Jack', distance: 2 }, 'Ana', scriptedDice([]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.participants[0]!.books).toBe(1);
    expect(r.state.purchases.at(-1)).toMatchObject({ goal: 'Wound', price: 3, books: 3, points: 0 });
    expect(r.events.find((e) => e.type === 'goal-bought')?.data).toMatchObject({ price: 3, distance: 2 });
  });

  it('GIVEN R9.3 no distance, or distance 0 THEN the same zone: no surcharge', () => {
    for (const distance of [undefined, null, 0]) {
      const s = play(table(), [['Ana', { do: 'buy', goal: 'Wound', target: 'Jack', distance }]]);
      expect(s.participants[0]!.books).toBe(3);
      expect(s.purchases.at(-1)!.price).toBe(1);
    }
  });

  it('GIVEN R9.3 a gang one zone away THEN the one scale and the distance both count', () => {
    // Vid's gang of 15 is scale 1: Wound 1 + 1 + 1 zone = 3.
    const s = play(table(), [['Ana', { do: 'buy', goal: 'Wound', target: 'Vid', distance: 1 }]]);
    expect(s.purchases.at(-1)!.price).toBe(3);
  });

  it('GIVEN R9.3/R10.3 points toward a distant goal THEN the surcharge counts in the price they may pay', () => {
    const s = play(table(), [['Ana', { do: 'buy', goal: 'Scar', target: 'Jack', distance: 3, points: 1 }]]);
    expect(s.purchases.at(-1)).toMatchObject({ price: 5, books: 4, points: 1 });
    expect(refusalOf(table(), 'Ana', { do: 'buy', goal: 'Scar', target: 'Jack', distance: 4 })?.code).toBe(
      'goal/not-enough',
    );
  });

  it.each([-1, 2.5, 101, Number.NaN, '2' as unknown as number])(
    'GIVEN R14.2 the distance %s THEN check refuses with goal/bad-distance and nothing changes',
    (distance) => {
      const s = table();
      const before = JSON.stringify(s);
      const no = check(s, { do: 'buy', goal: 'Wound', target: 'Jack', distance }, 'Ana');
      expect(no).toMatchObject({ code: 'goal/bad-distance', message: expect.stringMatching(/zones/) });
      const r = apply(s, { do: 'buy', goal: 'Wound', target: 'Jack', distance }, 'Ana', scriptedDice([]));
      expect(r.ok).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
    },
  );

  it('GIVEN R4.2 a goal settled in negotiation THEN its agreed price stands; a bad distance is still refused', () => {
    const s = play(table(), [
      ['Ana', { do: 'propose', target: 'Jack', goal: 'Jack drops the chip', price: 2 }],
      ['GM', { do: 'accept', offer: 1 }],
    ]);
    const bought = play(s, [['Ana', { do: 'buy', goal: 'Jack drops the chip', target: 'Jack', distance: 2 }]]);
    expect(bought.purchases.at(-1)!.price).toBe(2);
    expect(refusalOf(s, 'Ana', { do: 'buy', goal: 'Jack drops the chip', target: 'Jack', distance: -1 })?.code).toBe(
      'goal/bad-distance',
    );
  });
});
