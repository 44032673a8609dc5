import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MERCENARIES,
  NOVA_BALL_FIREPOWER,
  mercenaryFirepower,
  resolveMercenaryAttack,
  resolveNovaBalls,
  rollMercenaryAttack,
  rollNovaBalls,
} from '../../../src/rules/systems/merchant-of-venus';
import { scriptedDice } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

describe('MERCENARIES', () => {
  it('GIVEN the seed table THEN all 24 markers are listed with unique ids', () => {
    expect(MERCENARIES).toHaveLength(24);
    expect(new Set(MERCENARIES.map((m) => m.id)).size).toBe(24);
  });

  it.each([
    ['CI', 'Nillis', 30, 90],
    ['GL', 'Volois', 60, 180],
    ['SA', 'Graw', 20, 60],
    ['SC', 'Humans', 50, 150],
    ['AC', 'Whynoms', 70, 210],
    ['TTTT', 'Wollow', 40, 120],
    ['NM', 'Qossuth', 50, 150],
  ])('GIVEN %s THEN it comes from %s with strength %i and costs $%i', (id, culture, strength, cost) => {
    expect(MERCENARIES.find((m) => m.id === id)).toMatchObject({ culture, strength, cost });
  });
});

describe('mercenaryFirepower', () => {
  it('GIVEN ids in any case THEN their strengths add up', () => {
    expect(mercenaryFirepower(['AC', 'sc', 'tttt'])).toBe(70 + 50 + 40);
    expect(mercenaryFirepower([])).toBe(0);
  });

  it('GIVEN an unknown or repeated id THEN it is refused', () => {
    expectRefusal(() => mercenaryFirepower(['XX']), 'system/bad-choice');
    expectRefusal(() => mercenaryFirepower(['AC', 'ac']), 'system/bad-choice');
  });
});

describe('resolveMercenaryAttack', () => {
  it.each([
    // attacker roll, firepower; defender roll, firepower; strengths; outcome
    [3, 30, 5, 0, 60, 50, 'attacker-wins'],
    [4, 20, 6, 0, 60, 60, 'tie'],
    [1, 70, 6, 40, 80, 100, 'defender-wins'],
    [6, 20, 1, 70, 80, 80, 'tie'],
    [2, 50, 1, 60, 70, 70, 'tie'],
  ] as const)(
    'GIVEN attacker %i+%i vs defender %i+%i THEN strengths are %i and %i: %s',
    (ar, af, dr, df, as, ds, outcome) => {
      const r = resolveMercenaryAttack({ roll: ar, firepower: af }, { roll: dr, firepower: df });
      expect(r.attacker.strength).toBe(as);
      expect(r.defender.strength).toBe(ds);
      expect(r.outcome).toBe(outcome);
    },
  );

  it('GIVEN each outcome THEN the effect follows rule 9.332', () => {
    expect(resolveMercenaryAttack({ roll: 6, firepower: 20 }, { roll: 1, firepower: 0 }).effect).toMatch(
      /target is removed.*carries on/,
    );
    expect(resolveMercenaryAttack({ roll: 1, firepower: 20 }, { roll: 6, firepower: 0 }).effect).toMatch(
      /defender picks one attacking mercenary/,
    );
    expect(resolveMercenaryAttack({ roll: 1, firepower: 20 }, { roll: 3, firepower: 0 }).effect).toMatch(
      /Nobody loses/,
    );
  });

  it('GIVEN a result THEN the text shows both sums', () => {
    expect(resolveMercenaryAttack({ roll: 3, firepower: 30 }, { roll: 5, firepower: 0 }).text).toMatch(
      /^The attacker rolled a 3 \(worth 30\) with 30 firepower: 60 in all\. The defender rolled a 5 \(worth 50\) with 0 firepower: 50 in all\. /,
    );
  });

  it('GIVEN no attacking firepower or impossible rolls THEN it is refused', () => {
    expect(
      expectRefusal(
        () => resolveMercenaryAttack({ roll: 3, firepower: 0 }, { roll: 3, firepower: 0 }),
        'system/bad-number',
      ),
    ).toMatch(/firepower/);
    expectRefusal(() => resolveMercenaryAttack({ roll: 7, firepower: 20 }, { roll: 3, firepower: 0 }), 'dice/bad-face');
    expectRefusal(() => resolveMercenaryAttack({ roll: 3, firepower: 20 }, { roll: 0, firepower: 0 }), 'dice/bad-face');
    expectRefusal(
      () => resolveMercenaryAttack({ roll: 3, firepower: 20 }, { roll: 3, firepower: -10 }),
      'system/bad-number',
    );
  });
});

describe('rollMercenaryAttack', () => {
  it('GIVEN scripted dice THEN the attacker rolls first', () => {
    const r = rollMercenaryAttack(40, 30, scriptedDice([2, 5]));
    expect([r.attacker.roll, r.defender.roll]).toEqual([2, 5]);
    expect(r.outcome).toBe('defender-wins');
  });

  it('GIVEN a bad firepower THEN it is refused before any die is rolled', () => {
    const source = scriptedDice([1, 1]);
    expectRefusal(() => rollMercenaryAttack(0, 30, source), 'system/bad-number');
    expect(source.remaining()).toBe(2);
  });

  it('GIVEN any rolls THEN the outcome follows the strengths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (af, df, ar, dr) => {
          const r = rollMercenaryAttack(af, df, scriptedDice([ar, dr]));
          const diff = 10 * ar + af - (10 * dr + df);
          expect(r.outcome).toBe(diff > 0 ? 'attacker-wins' : diff < 0 ? 'defender-wins' : 'tie');
        },
      ),
    );
  });
});

describe('resolveNovaBalls', () => {
  it('GIVEN the seed THEN a Nova Ball is normally worth 20', () => {
    expect(NOVA_BALL_FIREPOWER).toBe(20);
  });

  it.each([
    [5, 2, 2, 3, 40, 10, 80, 30],
    [1, 2, 6, 3, 10, 40, 20, 120],
    [4, 2, 4, 1, 20, 20, 40, 20],
    [6, 0, 1, 2, 40, 10, 0, 20],
  ])(
    'GIVEN rolls %i (%i balls) vs %i (%i balls) THEN each ball is worth %i and %i',
    (ar, ab, dr, db, ap, dp, af, df) => {
      const r = resolveNovaBalls({ roll: ar, novaBalls: ab }, { roll: dr, novaBalls: db });
      expect([r.attacker.perBall, r.defender.perBall]).toEqual([ap, dp]);
      expect([r.attacker.firepower, r.defender.firepower]).toEqual([af, df]);
    },
  );

  it('GIVEN a tie THEN both sides stand at tie', () => {
    const r = resolveNovaBalls({ roll: 3, novaBalls: 1 }, { roll: 3, novaBalls: 1 });
    expect([r.attacker.standing, r.defender.standing]).toEqual(['tie', 'tie']);
    expect(r.text).toBe(
      'The attacker rolled 3 (a tie): 1 Nova Ball at 20 each, 20 firepower; the defender rolled 3 (a tie): 1 Nova Ball at 20 each, 20 firepower.',
    );
  });

  it('GIVEN bad counts or rolls THEN it is refused', () => {
    expectRefusal(() => resolveNovaBalls({ roll: 3, novaBalls: -1 }, { roll: 3, novaBalls: 1 }), 'system/bad-number');
    expectRefusal(() => resolveNovaBalls({ roll: 3, novaBalls: 1.5 }, { roll: 3, novaBalls: 1 }), 'system/bad-number');
    expectRefusal(() => resolveNovaBalls({ roll: 3, novaBalls: 1 }, { roll: 9, novaBalls: 1 }), 'dice/bad-face');
  });
});

describe('rollNovaBalls', () => {
  it('GIVEN scripted dice THEN the attacker rolls first', () => {
    const r = rollNovaBalls(1, 2, scriptedDice([6, 2]));
    expect([r.attacker.firepower, r.defender.firepower]).toEqual([40, 20]);
  });
});
