import { describe, expect, it } from 'vitest';
import { splitPayment, usableTrained } from '../../src/rules';

const held = [
  { skillText: 'Coordination: Projectiles', amount: 2 },
  { skillText: 'Authority: Intimidation', amount: 3 },
  { skillText: 'Physique', amount: 1 },
];

describe('points toward a goal (R10.3)', () => {
  it('GIVEN trained points THEN R10.3 only those on the primary or secondary skill chain count', () => {
    expect(
      usableTrained('Coordination: Projectiles: Airgun', 'Physique: Athletics', held).map((p) => p.skillText),
    ).toEqual(['Coordination: Projectiles', 'Physique']);
    expect(usableTrained('Cognition: Science: Chemistry', null, held)).toEqual([]);
  });

  it('GIVEN a payment THEN R10.3 trained points go first, in order, then the character\u2019s own', () => {
    const usable = held.slice(0, 2);
    expect(splitPayment(4, usable)).toEqual({
      trained: [
        { from: usable[0], points: 2 },
        { from: usable[1], points: 2 },
      ],
      own: 0,
    });
    expect(splitPayment(7, usable)).toEqual({
      trained: [
        { from: usable[0], points: 2 },
        { from: usable[1], points: 3 },
      ],
      own: 2,
    });
    expect(splitPayment(0, usable)).toEqual({ trained: [], own: 0 });
  });
});
