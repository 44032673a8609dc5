// /roll dice notation through @dice-roller/rpg-dice-roller: limits, refusals and the Discord line.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSource } from '../../../src/rules/random';
import {
  type DiceEngine,
  type NotationRoll,
  loadDiceLibrary,
  NOTATION_LIMITS,
  rollText,
  rollWithEngine,
} from '../../../src/rules/systems/notation';
import { expectRefusal } from './helpers';

/** A roll's line as read, its plain pieces (from the notation and the library) as they are. */
const textOf = (roll: NotationRoll) => ({
  total: roll.total,
  text: roll.line.map((p) => (typeof p === 'string' ? p : p.plain)).join(''),
});

/**
 * An engine that makes the library roll exactly `faces`: for a die of n sides the library keeps a raw
 * draw v below n as the face v + 1 (random-js's uniform integer), so each face is handed over as face - 1.
 */
function facesEngine(faces: readonly number[]): DiceEngine & { remaining(): number } {
  let i = 0;
  return {
    next() {
      if (i >= faces.length) throw new Error(`the scripted faces ran out after ${faces.length}`);
      return faces[i++]! - 1;
    },
    remaining: () => faces.length - i,
  };
}

describe('rollWithEngine', () => {
  beforeAll(loadDiceLibrary);

  it.each([
    ['2d6+3', [4, 5], 12, '2d6 [4, 5] + 3 = 12'],
    ['4d6kh3', [3, 6, 1, 5], 14, '4d6kh3 [3, 6, ~~1~~, 5] = 14'],
    ['4d6k3', [3, 6, 1, 5], 14, '4d6kh3 [3, 6, ~~1~~, 5] = 14'],
    ['4d6dl1', [3, 6, 1, 5], 14, '4d6dl1 [3, 6, ~~1~~, 5] = 14'],
    ['4d6kl2', [3, 6, 1, 5], 4, '4d6kl2 [3, ~~6~~, 1, ~~5~~] = 4'],
    ['4d6dh1', [3, 6, 1, 5], 9, '4d6dh1 [3, ~~6~~, 1, 5] = 9'],
    ['d%', [42], 42, '1d% [42] = 42'],
    ['(1d4+1)*3', [2], 9, '(1d4 [2] + 1) * 3 = 9'],
    ['10 - 1d8', [8], 2, '10 - 1d8 [8] = 2'],
    ['6/2', [], 3, '6 / 2 = 3'],
    ['4d10>=8', [8, 3, 10, 7], 2, '4d10>=8 [**8**, 3, **10**, 7] (2 successes) = 2'],
    ['5d6<3', [1, 2, 3, 6, 2], 3, '5d6<3 [**1**, **2**, 3, 6, **2**] (3 successes) = 3'],
    ['4d6kh3 + 2', [3, 6, 1, 5], 16, '4d6kh3 [3, 6, ~~1~~, 5] + 2 = 16'],
    ['(1d4 + 2d6) * 2 - d%', [3, 1, 2, 50], -38, '(1d4 [3] + 2d6 [1, 2]) * 2 - 1d% [50] = -38'],
  ])('GIVEN %s and faces %j THEN the total is %i and the line reads %s', (text, faces, total, line) => {
    const engine = facesEngine(faces);
    const result = rollWithEngine(text, engine);
    expect(textOf(result)).toEqual({ total, text: line });
    expect(engine.remaining()).toBe(0);
  });

  it('GIVEN comments and labels in the notation THEN the line leaves them out', () => {
    const link = '[Free Nitro](https://e.x/nitro)';
    for (const typed of [
      `{1d2 /* ${link} */}`,
      `1d2 /* ${link} */`,
      `1d2 // @everyone ${link}`,
      `1d2 [Free Nitro @everyone]`,
    ]) {
      const shown = textOf(rollWithEngine(typed, facesEngine([2]))).text;
      expect(shown, typed).not.toMatch(/Nitro|everyone/);
    }
    expect(textOf(rollWithEngine('{1d2 /* x */, 2d4 [y]}kh1', facesEngine([1, 2, 3]))).text).toBe(
      '{1d2, 2d4}kh1 {([1])d, [2, 3]} = 5',
    );
  });

  it('GIVEN a group THEN its notation and the library’s own result are plain text, the rules’ words are not', () => {
    const { line } = rollWithEngine('{1d6**2} + 2d4', facesEngine([3, 1, 4]));
    expect(line).toEqual([
      { plain: '{1d6^2}' },
      ' ',
      { plain: '{[3]^2}' },
      ' + ',
      { plain: '2d4' },
      ' [1, 4]',
      ' = 14',
    ]);
  });

  it('GIVEN explosions THEN each extra die follows the die that exploded, which is marked with !', () => {
    expect(textOf(rollWithEngine('2d6!', facesEngine([6, 6, 2, 3]))).text).toBe('2d6! [6!, 2, 6!, 3] = 17');
  });

  it('GIVEN explosions past the extra-dice cap THEN the roll is refused in one sentence', () => {
    const engine = facesEngine(Array<number>(NOTATION_LIMITS.maxExtraDice + 1).fill(2));
    expect(expectRefusal(() => rollWithEngine('1d2!', engine), 'dice/too-many')).toMatch(/past 100 extra dice/);
  });

  it('GIVEN a zero product THEN the total is 0, not -0', () => {
    expect(Object.is(rollWithEngine('-1 * 0', facesEngine([])).total, 0)).toBe(true);
  });
});

describe('rollText', () => {
  beforeAll(loadDiceLibrary);

  it('GIVEN the same seed twice THEN the same roll', () => {
    expect(rollText('8d10!kh5>=7 + 2d6', seededSource(9))).toEqual(rollText('8d10!kh5>=7 + 2d6', seededSource(9)));
  });

  it('GIVEN exactly the limits THEN it rolls', () => {
    expect(rollText('500d6+500d6', seededSource(1)).total).toBeGreaterThanOrEqual(1000);
    expect(rollText('999d1000', seededSource(1)).total).toBeGreaterThanOrEqual(999);
    expect(rollText(`1${'+1'.repeat(99)}`, seededSource(1)).total).toBe(100); // 199 characters
  });

  it.each([
    ['', 'dice/bad-notation', /empty/],
    ['   ', 'dice/bad-notation', /empty/],
    ['1'.repeat(201), 'dice/bad-notation', /200 characters/],
    ['2d', 'dice/bad-notation', /not readable at character 3/],
    ['2d1', 'dice/bad-notation', /2 to 1000 sides/],
    ['2d1001', 'dice/bad-notation', /2 to 1000 sides/],
    ['1000d6', 'dice/too-many', /at most 999 dice/],
    ['600d6+401d4', 'dice/too-many', /asks for 1001/],
    ['roll 2d6', 'dice/bad-notation', /not readable at character 1/],
    ['2d6 3d6', 'dice/bad-notation', /not readable at character 5/],
    ['1d6/0', 'dice/bad-notation', /not a total/],
    ['1000000*1000000', 'dice/bad-notation', /not a total/],
  ])('GIVEN %j THEN it is refused with %s', (text, code, pattern) => {
    expect(expectRefusal(() => rollText(text, seededSource(1)), code)).toMatch(pattern);
  });
});
