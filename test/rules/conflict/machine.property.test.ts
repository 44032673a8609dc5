import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../../../src/rules';
import { apply, type ConflictState, view } from '../../../src/rules/conflict';
import { copyState } from '../../../src/rules/conflict/copy';
import { candidates, picker, pool, startThree } from './generators';

/** Dice held: in pools, plus pushed into the exchange in progress. */
function held(s: ConflictState): number {
  const p = s.pending;
  const pushed = p ? p.actorDice.length + (p.targetDice?.length ?? 0) + p.warActor.length + p.warTarget.length : 0;
  return s.participants.reduce((n, q) => n + q.pool.length, 0) + pushed;
}

/** Freezes `v` and everything reachable from it: a move that changes a frozen part in place throws. */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * The hand-written copy apply works on: equal to a structured clone. It shares the parts no move
 * changes in place with the state it came from (copy.ts); every move is applied to a deeply frozen
 * state below, so a move that changed a shared part in place would throw there.
 */
function expectEqualCopy(s: ConflictState): void {
  expect(copyState(s)).toStrictEqual(structuredClone(s));
}

const accepted = new Map<string, number>();
describe('the conflict machine (properties)', () => {
  it('GIVEN random move sequences THEN dice are conserved, apply never changes its input (frozen, shared parts included), no pool reaches a public view', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        pool,
        pool,
        pool,
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        fc.constantFrom('discard' as const, 'war' as const),
        fc.constantFrom('pair' as const, 'reroll' as const),
        fc.boolean(),
        (seed, a, b, g, choices, trailingTie, unmatched, strictTurns) => {
          const start = startThree(a, b, g, { trailingTie, unmatched, strictTurns });
          let s = start;
          const dice = seededSource(seed);
          const pick = picker(choices);
          for (let step = 0; step < choices.length; step++) {
            const options = candidates(s, pick);
            const [actor, move] = options[pick(options.length)]!;
            const before = JSON.stringify(s);
            const r = apply(deepFreeze(s), move, actor, dice);
            expect(JSON.stringify(s)).toBe(before);
            if (!r.ok) continue;
            accepted.set(move.do, (accepted.get(move.do) ?? 0) + 1);
            s = r.state;
            expectEqualCopy(s);
            expect(held(s)).toBe(s.tally.added - s.tally.removed);
            const pub = JSON.stringify(view(s, { kind: 'public' }));
            expect(pub).not.toMatch(/"pool"|"pushed"|"bid":|"murphy"|"points"/);
            for (const e of r.events)
              if (e.to === 'all') expect(JSON.stringify(e.data)).not.toMatch(/"pool"|"faces"|"rolled"|"kept"/);
            if (s.pending && !s.pending.targetDice) {
              expect(pub).not.toContain(JSON.stringify(s.pending.actorDice));
            }
          }
        },
      ),
      { numRuns: 150, seed: 20261130 },
    );
  });
  it('GIVEN those runs THEN every kind of exchange move was accepted at least once (the test is not vacuous)', () => {
    for (const name of [
      'lead',
      'respond',
      'war',
      'dispute',
      'cancel',
      'resist',
      'buy',
      'give',
      'action',
      'chin',
      'end',
      'bid',
      'pass',
      'initiative-open',
    ]) {
      expect(accepted.get(name) ?? 0, name).toBeGreaterThan(0);
    }
  });
});
