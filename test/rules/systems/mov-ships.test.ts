import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SHIP_TYPES,
  SPECIES,
  chooseMovement,
  customShip,
  describeShip,
  rollMovement,
  type CustomShip,
} from '../../../src/rules/systems/merchant-of-venus';
import { scriptedDice } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

describe('customShip', () => {
  // Seed 001 "CUSTOM SHIPS": [roll, use, multiplier, doubleOne] per scout, clipper, transport, freighter.
  it.each([
    [
      'human',
      [
        [3, null, 1, false],
        [4, null, 1, false],
        [3, null, 1, false],
        [2, null, 1, false],
      ],
    ],
    [
      'whynom',
      [
        [2, null, 1, true],
        [3, null, 1, true],
        [2, null, 1, true],
        [1, null, 2, false],
      ],
    ],
    [
      'eeepeeep',
      [
        [2, 1, 4, false],
        [3, 1, 3, false],
        [2, 1, 4, false],
        [1, null, 3, false],
      ],
    ],
    [
      'nik',
      [
        [4, 3, 1, false],
        [4, 2, 2, false],
        [4, 3, 1, false],
        [3, 2, 1, false],
      ],
    ],
    [
      'dell',
      [
        [4, 2, 1, false],
        [4, 3, 1, false],
        [4, 2, 1, false],
        [4, 1, 1, false],
      ],
    ],
    [
      'qossuth',
      [
        [1, null, 3, false],
        [1, null, 4, false],
        [1, null, 3, false],
        [1, null, 2, false],
      ],
    ],
  ] as const)('GIVEN %s ships THEN dice rolled, used, multiplier and double-one match the table', (species, rows) => {
    SHIP_TYPES.forEach((ship, i) => {
      const [roll, use, multiplier, doubleOne] = rows[i]!;
      expect(customShip(species, ship)).toMatchObject({ roll, use, multiplier, doubleOne });
    });
  });

  it.each([
    ['nik', [1, 1, 2, 3], [null, null, null, null]],
    ['dell', [0, 0, 0, 0], ['fare', 'equipment', 'goods', null]],
    ['qossuth', [0, 0, 0, 0], ['equipment', 'equipment', 'equipment', 'equipment']],
    ['human', [0, 0, 0, 0], [null, null, null, null]],
  ] as const)('GIVEN %s ships THEN restricted holds and hull extras match the table', (species, holds, extras) => {
    SHIP_TYPES.forEach((ship, i) => {
      expect(customShip(species, ship)).toMatchObject({ restrictedHolds: holds[i], hullExtra: extras[i] });
    });
  });

  it('GIVEN mixed case and spaces THEN names still match', () => {
    expect(customShip(' Eeepeeep ', 'SCOUT')).toMatchObject({ species: 'eeepeeep', ship: 'scout' });
  });

  it('GIVEN an unknown species or ship THEN it is refused', () => {
    expect(expectRefusal(() => customShip('vulcan', 'scout'), 'system/unknown-species')).toMatch(/human, whynom/);
    expect(expectRefusal(() => customShip('human', 'yacht'), 'system/unknown-ship')).toMatch(/scout, clipper/);
  });
});

describe('describeShip', () => {
  it.each([
    ['human', 'clipper', 'rolls 4 dice'],
    ['whynom', 'scout', 'rolls 2 dice, one counts twice'],
    ['whynom', 'freighter', 'rolls 1 die, times 2'],
    ['eeepeeep', 'scout', 'rolls 2 dice, uses 1, times 4'],
    ['nik', 'clipper', 'rolls 4 dice, uses 2, times 2'],
    ['qossuth', 'clipper', 'rolls 1 die, times 4'],
  ])('GIVEN a %s %s THEN it reads %s', (species, ship, text) => {
    expect(describeShip(customShip(species, ship))).toBe(text);
  });
});

describe('rollMovement', () => {
  it.each([
    // species, ship, faces, points, used indices, doubled index, pilot options
    ['human', 'scout', [4, 2, 5], 11, [0, 1, 2], null, [5, 4, 2]],
    ['human', 'clipper', [1, 1, 1, 1], 4, [0, 1, 2, 3], null, [1]],
    ['whynom', 'clipper', [5, 3, 1], 14, [0, 1, 2], 0, [5, 3, 1]],
    ['whynom', 'freighter', [4], 8, [0], null, [4]],
    ['eeepeeep', 'scout', [2, 5], 20, [1], null, [5]],
    ['eeepeeep', 'clipper', [1, 6, 3], 18, [1], null, [6]],
    ['eeepeeep', 'freighter', [5], 15, [0], null, [5]],
    ['nik', 'scout', [6, 1, 4, 3], 13, [0, 2, 3], null, [6, 4, 3]],
    ['nik', 'clipper', [6, 1, 4, 3], 20, [0, 2], null, [6, 4]],
    ['nik', 'freighter', [2, 2, 5], 7, [0, 2], null, [5, 2]],
    ['dell', 'scout', [3, 6, 3, 1], 9, [0, 1], null, [6, 3]],
    ['dell', 'freighter', [3, 6, 3, 1], 6, [1], null, [6]],
    ['qossuth', 'scout', [6], 18, [0], null, [6]],
    ['qossuth', 'clipper', [3], 12, [0], null, [3]],
    ['qossuth', 'freighter', [1], 2, [0], null, [1]],
  ] as const)(
    'GIVEN a %s %s rolling %j THEN the best default is %i points',
    (species, ship, faces, points, used, doubled, pilot) => {
      const source = scriptedDice(faces);
      const result = rollMovement(species, ship, source);
      expect(result).toMatchObject({ rolls: faces, points, used, doubled, pilotOptions: pilot });
      expect(result.discarded).toEqual(faces.map((_, i) => i).filter((i) => !(used as readonly number[]).includes(i)));
      expect(source.remaining()).toBe(0);
    },
  );

  it('GIVEN a Whynom choosing to double the 1 THEN the Pilot number options stay at face value', () => {
    const result = rollMovement('whynom', 'clipper', scriptedDice([5, 3, 1]), { double: 2 });
    expect(result.points).toBe(5 + 3 + 2);
    expect(result.pilotOptions).toEqual([5, 3, 1]);
    expect(result.text).toBe(
      'Whynom clipper (rolls 3 dice, one counts twice): rolled 5, 3 and 1 (the 1 counts twice): 5 + 3 + 1 + 1 = 10, so 10 movement points.',
    );
  });

  it('GIVEN an Eeepeeep keeping the low die for its Pilot number THEN only that die moves the ship', () => {
    const result = rollMovement('eeepeeep', 'scout', scriptedDice([2, 5]), { use: [0] });
    expect(result).toMatchObject({ points: 8, used: [0], discarded: [1], pilotOptions: [2] });
    expect(result.text).toBe(
      'Eeepeeep scout (rolls 2 dice, uses 1, times 4): rolled 2 and 5; it uses 2: 2 times 4 = 8, so 8 movement points.',
    );
  });

  it('GIVEN a Nik clipper THEN the two used dice are summed and then doubled', () => {
    expect(rollMovement('nik', 'clipper', scriptedDice([1, 2, 3, 4]), { use: [0, 3] }).points).toBe(10);
  });

  it.each([
    ['dell', 'scout', { use: [0] }, /exactly 2 different dice/],
    ['dell', 'scout', { use: [0, 0] }, /exactly 2 different dice/],
    ['dell', 'scout', { use: [0, 4] }, /position 0 to 3/],
    ['dell', 'scout', { use: [0, 1.5] }, /exactly 2/],
    ['human', 'scout', { use: [0, 1] }, /exactly 3/],
    ['human', 'scout', { double: 0 }, /no die to double/],
    ['whynom', 'scout', { double: 2 }, /positions 0, 1/],
  ])('GIVEN a %s %s with choice %j THEN it is refused', (species, ship, choice, pattern) => {
    const faces = Array<number>(customShip(species, ship).roll).fill(3);
    expect(expectRefusal(() => rollMovement(species, ship, scriptedDice(faces), choice), 'system/bad-choice')).toMatch(
      pattern,
    );
  });

  it('GIVEN an unknown species THEN no die is rolled', () => {
    const source = scriptedDice([1, 2, 3]);
    expectRefusal(() => rollMovement('klingon', 'scout', source), 'system/unknown-species');
    expect(source.remaining()).toBe(3);
  });
});

describe('chooseMovement', () => {
  it('GIVEN faces that do not fit the ship THEN it is refused', () => {
    const ship = customShip('human', 'scout');
    expectRefusal(() => chooseMovement(ship, [1, 2]), 'system/bad-choice');
    expectRefusal(() => chooseMovement(ship, [1, 2, 7]), 'system/bad-choice');
  });

  it('GIVEN any ship and any faces THEN the default choice scores the most any legal choice can', () => {
    const ships: CustomShip[] = SPECIES.flatMap((sp) => SHIP_TYPES.map((sh) => customShip(sp, sh)));
    fc.assert(
      fc.property(
        fc.constantFrom(...ships),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
        (ship, four) => {
          const rolls = four.slice(0, ship.roll);
          const best = chooseMovement(ship, rolls);
          for (const use of subsets(ship.roll, ship.use ?? ship.roll)) {
            for (const double of ship.doubleOne ? use : [undefined]) {
              const other = chooseMovement(ship, rolls, { use, double });
              expect(other.points).toBeLessThanOrEqual(best.points);
              expect(other.points % ship.multiplier).toBe(0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, acc: number[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < n; i++) walk(i + 1, [...acc, i]);
  };
  walk(0, []);
  return out;
}
