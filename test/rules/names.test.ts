import { describe, expect, it } from 'vitest';
import { canonicalName, nameMarkupProblem } from '../../src/rules';

describe('names people choose (look-alike names refused)', () => {
  it.each([
    ['G\u200bM', 'GM'],
    ['Ana\u200b', 'Ana'],
    ['  Ana  ', 'Ana'],
    ['\u202eanA', 'anA'],
    ['Ａｎａ', 'Ana'],
    ['Alamo\u00a0 \tJack', 'Alamo Jack'],
    ['Bea\u0000\u0007', 'Bea'],
    ['Vik\u2066tor\u2069', 'Viktor'],
  ])('GIVEN %j THEN its canonical form is %j', (raw, canonical) => {
    expect(canonicalName(raw)).toBe(canonical);
  });

  it.each([
    '[GM](https://example.org)',
    '<@123456789012345678>',
    '**Boss**',
    'a_b',
    'x`y',
    'spoiler||',
    '# Big',
    '@everyone',
    'https://example.org',
  ])('GIVEN %j THEN it cannot be a name: it would print as more than plain text', (name) =>
    expect(nameMarkupProblem(name)).not.toBeNull(),
  );

  it.each(["O'Neil", 'S-Max', 'Dock gang (12)', 'Élodie', 'Vid-Dronz!'])('GIVEN %j THEN it is a plain name', (name) => {
    expect(nameMarkupProblem(name)).toBeNull();
  });
});
