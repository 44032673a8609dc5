// `check` answers every question with a refusal or null: it never throws, whatever the move, the
// actor or the state random play reached (pickers and buttons ask it before anything else).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Face, seededSource } from '../../../src/rules';
import { apply, check, type ConflictState } from '../../../src/rules/conflict';
import { arbitraryActor, arbitraryMove } from './arbitrary-move';
import { candidates, picker, startThree, unjoined } from './generators';

const pool = fc.array(fc.integer({ min: 4, max: 6 }), { maxLength: 8 }) as fc.Arbitrary<Face[]>;
const phases = new Set<string>();

function expectAnswer(s: ConflictState, move: Parameters<typeof check>[1], actor: string): void {
  const no = check(s, move, actor);
  if (no === null) return;
  expect(typeof no.code).toBe('string');
  expect(no.message).toMatch(/\S/);
}

describe('check (properties)', () => {
  it('GIVEN arbitrary moves and actors over states random play reaches THEN check never throws', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        pool,
        pool,
        pool,
        fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
        fc.array(fc.tuple(arbitraryActor, arbitraryMove), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('discard' as const, 'war' as const),
        // A state is only as good as what built it: a conflict may carry a primary skill no one checked.
        fc.constantFrom(undefined, 'Coordination:: Pilot'),
        (seed, fromSetup, a, b, g, choices, asked, trailingTie, primary) => {
          let s = fromSetup ? unjoined({ trailingTie }, primary) : startThree(a, b, g, { trailingTie });
          const dice = seededSource(seed);
          const pick = picker(choices);
          for (let step = 0; step < choices.length; step++) {
            phases.add(s.phase);
            for (const [actor, move] of asked) expectAnswer(s, move, actor);
            const options = candidates(s, pick);
            const [actor, move] = options[pick(options.length)]!;
            const r = apply(s, move, actor, dice);
            if (r.ok) s = r.state;
          }
        },
      ),
      { numRuns: 200, seed: 20261201 },
    );
  });
  it('GIVEN those runs THEN they reached every phase (the test is not vacuous)', () => {
    expect([...phases].sort()).toEqual(['ended', 'exchanges', 'rolling', 'setup']);
  });
});
