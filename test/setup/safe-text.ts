// A Safe text (app/text/safe-text.ts) is a value, not a string: in `toEqual` and `toMatchObject` it
// equals the string of its characters, the text Discord is sent. `toBe` still tells them apart.
import { expect } from 'vitest';
import { isSafe, textOf } from '../../src/app/text/safe-text';

expect.addEqualityTesters([
  (a: unknown, b: unknown) => {
    if (isSafe(a) && isSafe(b)) return textOf(a) === textOf(b);
    if (isSafe(a) && typeof b === 'string') return textOf(a) === b;
    if (typeof a === 'string' && isSafe(b)) return a === textOf(b);
    return undefined;
  },
]);
