import { describe, expect, it } from 'vitest';
import { NOTATION_LIMITS, parseNotation, rollNotation, rollText } from '../../../src/rules/systems/notation';
import { scriptedDice } from '../../../src/rules/random';
import { expectRefusal } from './helpers';

describe('rollNotation', () => {
  it.each([
    // text, faces, total, [rolls, kept, dropped] of the first term
    ['2d6+3', [4, 5], 12, [4, 5], [4, 5], []],
    ['4d6kh3', [3, 6, 1, 5], 14, [3, 6, 1, 5], [3, 6, 5], [1]],
    ['4d6k3', [3, 6, 1, 5], 14, [3, 6, 1, 5], [3, 6, 5], [1]],
    ['4d6dl1', [3, 6, 1, 5], 14, [3, 6, 1, 5], [3, 6, 5], [1]],
    ['4d6kl2', [3, 6, 1, 5], 4, [3, 6, 1, 5], [3, 1], [6, 5]],
    ['4d6dh1', [3, 6, 1, 5], 9, [3, 6, 1, 5], [3, 1, 5], [6]],
    ['2d20kh1', [7, 7], 7, [7, 7], [7], [7]],
    ['d%', [42], 42, [42], [42], []],
    ['(1d4+1)*3', [2], 9, [2], [2], []],
    ['-1d8 + 10', [8], 2, [8], [8], []],
    ['3d6!', [6, 2, 6, 6, 1, 3], 24, [6, 2, 6, 6, 1, 3], [6, 2, 6, 6, 1, 3], []],
    ['10d10>=8', [8, 1, 10, 7, 9, 2, 3, 8, 5, 4], 4, [8, 1, 10, 7, 9, 2, 3, 8, 5, 4], [8, 1, 10, 7, 9, 2, 3, 8, 5, 4], []],
    ['5d10>7', [8, 7, 10, 1, 7], 2, [8, 7, 10, 1, 7], [8, 7, 10, 1, 7], []],
    ['5d6<3', [1, 2, 3, 6, 2], 3, [1, 2, 3, 6, 2], [1, 2, 3, 6, 2], []],
    ['4d10kh2>=8', [9, 8, 10, 2], 2, [9, 8, 10, 2], [9, 10], [8, 2]],
  ])('GIVEN %s and faces %j THEN the total is %i', (text, faces, total, rolls, kept, dropped) => {
    const source = scriptedDice(faces);
    const result = rollNotation(parseNotation(text), source);
    expect(result.total).toBe(total);
    expect(result.terms[0]).toMatchObject({ rolls, kept, dropped });
    expect(source.remaining()).toBe(0);
  });

  it('GIVEN success counting THEN the term reports successes and marks each die', () => {
    const result = rollText('4d10>=8', scriptedDice([8, 3, 10, 7]));
    const term = result.terms[0]!;
    expect(term.successes).toBe(2);
    expect(term.value).toBe(2);
    expect(term.dice.map((d) => d.success)).toEqual([true, false, true, false]);
    expect(result.text).toBe('4d10>=8 [**8**, 3, **10**, 7] (2 successes) = 2');
  });

  it('GIVEN a term without comparison THEN successes is absent', () => {
    expect(rollText('2d6', scriptedDice([1, 2])).terms[0]!.successes).toBeUndefined();
  });

  it('GIVEN an explosion chain THEN extra dice follow the written ones and are counted', () => {
    const result = rollText('2d6!', scriptedDice([6, 3, 6, 2]));
    const term = result.terms[0]!;
    expect(term.rolls).toEqual([6, 3, 6, 2]);
    expect(term.explosions).toBe(2);
    expect(term.dice.map((d) => d.exploded)).toEqual([true, false, true, false]);
    expect(result.total).toBe(17);
    expect(result.capped).toBe(false);
    expect(result.text).toBe('2d6! [6!, 3, 6!, 2] = 17');
  });

  it('GIVEN explosions that would pass the cap THEN they stop at the cap and the result says so', () => {
    const cap = NOTATION_LIMITS.maxExplosionDice;
    const source = scriptedDice(Array<number>(cap + 1).fill(2));
    const result = rollText('1d2!', source);
    expect(result.terms[0]!.rolls).toHaveLength(cap + 1);
    expect(result.terms[0]!.explosions).toBe(cap);
    expect(result.total).toBe(2 * (cap + 1));
    expect(result.capped).toBe(true);
    expect(result.text).toMatch(/explosions stopped after 100 extra dice\)$/);
    expect(source.remaining()).toBe(0);
  });

  it('GIVEN two exploding terms THEN they share one explosion budget', () => {
    const cap = NOTATION_LIMITS.maxExplosionDice;
    const source = scriptedDice([...Array<number>(cap + 1).fill(2), 2]);
    const result = rollText('1d2! + 1d2!', source);
    expect(result.terms[1]!.rolls).toEqual([2]);
    expect(result.terms[1]!.explosions).toBe(0);
    expect(result.capped).toBe(true);
  });

  it('GIVEN keep and drop THEN the text strikes dropped dice', () => {
    expect(rollText('4d6kh3 + 2', scriptedDice([3, 6, 1, 5])).text).toBe('4d6kh3 [3, 6, ~~1~~, 5] + 2 = 16');
  });

  it('GIVEN several terms THEN terms appear in expression order with their notation', () => {
    const result = rollText('(1d4 + 2d6) * 2 - d%', scriptedDice([3, 1, 2, 50]));
    expect(result.terms.map((t) => t.notation)).toEqual(['1d4', '2d6', '1d%']);
    expect(result.total).toBe((3 + 1 + 2) * 2 - 50);
    expect(result.text).toBe('(1d4 [3] + 2d6 [1, 2]) * 2 - 1d% [50] = -38');
  });

  it('GIVEN a zero product THEN the total is 0, not -0', () => {
    expect(Object.is(rollText('-1 * 0', scriptedDice([])).total, 0)).toBe(true);
  });

  it('GIVEN a source that returns an impossible face THEN it is refused', () => {
    expectRefusal(() => rollText('1d6', { die: () => 7 }), 'dice/bad-face');
  });
});
