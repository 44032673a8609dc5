import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { seededSource } from '../../../src/rules';

describe('quickTest (R11.4) properties', () => {
  it('GIVEN any dice counts and seed THEN books never exceed the dice pushed, and the same seed gives the same test', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer(), (p, o, seed) => {
        const r = app.quickTest(seededSource(seed), p, o);
        expect(r.player.books + r.opposition.books).toBeLessThanOrEqual(
          r.player.pushed.length + r.opposition.pushed.length,
        );
        expect(r.player.pushed.every((f) => f >= 4) && r.opposition.pushed.every((f) => f >= 4)).toBe(true);
        expect(app.quickTest(seededSource(seed), p, o)).toEqual(r);
      }),
    );
  });
});
