import { describe, expect, it } from 'vitest';
import { NOTATION_LIMITS, parseNotation, type DiceNode } from '../../../src/rules/systems/notation';
import { expectRefusal } from './helpers';

function onlyDice(text: string): DiceNode {
  const ast = parseNotation(text);
  expect(ast.root.kind).toBe('dice');
  return ast.root as DiceNode;
}

describe('parseNotation', () => {
  it.each([
    ['2d6', { count: 2, sides: 6, explode: false, percentile: false }, '2d6'],
    ['d20', { count: 1, sides: 20 }, '1d20'],
    ['D8', { count: 1, sides: 8 }, '1d8'],
    ['d%', { count: 1, sides: 100, percentile: true }, '1d%'],
    ['3d%', { count: 3, sides: 100, percentile: true }, '3d%'],
    ['4d6kh3', { keep: { mode: 'kh', n: 3 } }, '4d6kh3'],
    ['4d6k3', { keep: { mode: 'kh', n: 3 } }, '4d6kh3'],
    ['2d20kl', { keep: { mode: 'kl', n: 1 } }, '2d20kl1'],
    ['2d20k', { keep: { mode: 'kh', n: 1 } }, '2d20kh1'],
    ['4d6dl1', { keep: { mode: 'dl', n: 1 } }, '4d6dl1'],
    ['5d8dh2', { keep: { mode: 'dh', n: 2 } }, '5d8dh2'],
    ['3d6!', { explode: true }, '3d6!'],
    ['10d10>=8', { success: { op: '>=', target: 8 } }, '10d10>=8'],
    ['6d6>4', { success: { op: '>', target: 4 } }, '6d6>4'],
    ['6d6<3', { success: { op: '<', target: 3 } }, '6d6<3'],
    ['6d6<=2', { success: { op: '<=', target: 2 } }, '6d6<=2'],
    ['8d10!kh5>=7', { explode: true, keep: { mode: 'kh', n: 5 }, success: { op: '>=', target: 7 } }, '8d10!kh5>=7'],
    ['8d10>=7kh5!', { explode: true, keep: { mode: 'kh', n: 5 }, success: { op: '>=', target: 7 } }, '8d10!kh5>=7'],
  ])('GIVEN %s THEN it reads as a single dice term', (text, expected, canonical) => {
    const node = onlyDice(text);
    expect(node).toMatchObject(expected);
    expect(node.notation).toBe(canonical);
  });

  it('GIVEN plain dice THEN no keep or success is attached', () => {
    const node = onlyDice('2d6');
    expect(node).not.toHaveProperty('keep');
    expect(node).not.toHaveProperty('success');
  });

  it.each([
    ['2d6+3', '2d6 + 3', 5, 15],
    ['2d6 - 1', '2d6 - 1', 1, 11],
    ['(1d4+1)*2', '(1d4 + 1) * 2', 4, 10],
    ['1d6*-1', '1d6 * -1', -6, -1],
    ['-2d4', '-2d4', -8, -2],
    ['3 + 4 * 2', '3 + 4 * 2', 11, 11],
    ['(3 + 4) * 2', '(3 + 4) * 2', 14, 14],
    ['4d6kh3', '4d6kh3', 3, 18],
    ['4d6dl1', '4d6dl1', 3, 18],
    ['10d10>=8', '10d10>=8', 0, 10],
    ['1d6!', '1d6!', 1, 6 + 6 * NOTATION_LIMITS.maxExplosionDice],
    ['1d6 - 1d6', '1d6 - 1d6', -5, 5],
  ])('GIVEN %s THEN the canonical text is %s and totals lie in [%i, %i]', (text, canonical, min, max) => {
    const ast = parseNotation(text);
    expect(ast.text).toBe(canonical);
    expect(ast.min).toBe(min);
    expect(ast.max).toBe(max);
  });

  it('GIVEN multiplication and addition THEN * binds tighter and - is left-associative', () => {
    const ast = parseNotation('10 - 3 - 2 * 2');
    expect(ast.root).toMatchObject({
      kind: 'binary',
      op: '-',
      left: { kind: 'binary', op: '-', left: { value: 10 }, right: { value: 3 } },
      right: { kind: 'binary', op: '*' },
    });
  });

  it('GIVEN several dice terms THEN diceCount adds their written dice', () => {
    expect(parseNotation('4d6kh3 + 2d8! + d%').diceCount).toBe(7);
  });

  it('GIVEN exactly the limits THEN it parses', () => {
    expect(parseNotation('1000d1000').diceCount).toBe(1000);
    expect(parseNotation('500d6+500d6').diceCount).toBe(1000);
    expect(parseNotation('1d2').max).toBe(2);
    expect(parseNotation(`1${'+1'.repeat(99)}`).max).toBe(100); // 199 characters
    expect(parseNotation(`${' '.repeat(196)}1d6`).text).toBe('1d6'); // 199 characters
    expect(parseNotation('1000000').max).toBe(1_000_000);
  });

  it.each([
    ['', 'dice/bad-notation', /empty/],
    ['   ', 'dice/bad-notation', /empty/],
    ['1'.repeat(201), 'dice/bad-notation', /200 characters/],
    [`1${'+1'.repeat(100)}`, 'dice/bad-notation', /200 characters/],
    ['2d', 'dice/bad-notation', /number of sides/],
    ['d', 'dice/bad-notation', /number of sides/],
    ['d1', 'dice/bad-notation', /2 to 1000 sides/],
    ['2d1001', 'dice/bad-notation', /2 to 1000 sides/],
    ['0d6', 'dice/bad-count', /at least one die/],
    ['1001d6', 'dice/too-many', /at most 1000 dice/],
    ['600d6+401d4', 'dice/too-many', /asks for 1001/],
    ['4d6kh5', 'dice/bad-notation', /keep from 1 to 4/],
    ['4d6kh0', 'dice/bad-notation', /keep from 1 to 4/],
    ['4d6dl4', 'dice/bad-notation', /drop from 1 to 3/],
    ['1d6dl1', 'dice/bad-notation', /only die/],
    ['4d6d1', 'dice/bad-notation', /dh or dl/],
    ['4d6kh3kl1', 'dice/bad-notation', /more than one keep or drop/],
    ['4d6!!', 'dice/bad-notation', /explode twice/],
    ['6d6>=3<2', 'dice/bad-notation', /more than one comparison/],
    ['2d6>7', 'dice/bad-notation', /from 1 to 6/],
    ['2d6>=0', 'dice/bad-notation', /from 1 to 6/],
    ['2d6>6', 'dice/bad-notation', /can ever meet/],
    ['2d6<1', 'dice/bad-notation', /can ever meet/],
    ['2d6>=', 'dice/bad-notation', /needs a target number/],
    ['5>3', 'dice/bad-notation', /must directly follow a dice term/],
    ['2d6 kh1', 'dice/bad-notation', /directly follow their dice/],
    ['2d6x', 'dice/bad-notation', /does not belong after 2d6/],
    ['2d6=3', 'dice/bad-notation', /does not belong after 2d6/],
    ['1.5', 'dice/bad-notation', /"\." at character 2/],
    ['3 4', 'dice/bad-notation', /Expected \+, - or \*/],
    ['2d6 3d6', 'dice/bad-notation', /Expected \+, - or \*/],
    ['((2)', 'dice/bad-notation', /never closed/],
    ['(2))', 'dice/bad-notation', /no matching/],
    ['()', 'dice/bad-notation', /before the \)/],
    ['2+', 'dice/bad-notation', /ends too early/],
    ['+2', 'dice/bad-notation', /before the \+/],
    ['2**3', 'dice/bad-notation', /before the \*/],
    ['6/2', 'dice/bad-notation', /Division/],
    ['roll 2d6', 'dice/bad-notation', /"r" at character 1/],
    ['1000001', 'dice/bad-notation', /at most 1,000,000/],
    ['99999999999999999999', 'dice/bad-notation', /far too large/],
    ['1000000*1000000', 'dice/bad-notation', /beyond 1,000,000,000/],
    ['1000d1000*1000d1000', 'dice/too-many', /2000/],
    ['500d1000*500d1000', 'dice/bad-notation', /beyond 1,000,000,000/],
  ])('GIVEN %j THEN it is refused with %s', (text, code, pattern) => {
    expect(expectRefusal(() => parseNotation(text), code)).toMatch(pattern);
  });
});
