import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Face, seededSource } from '../../../src/rules';
import { apply, type ConflictState, view } from '../../../src/rules/conflict';
import { copyState } from '../../../src/rules/conflict/copy';
import { candidates, skirmish } from './random-play';

/** Dice held: in pools, plus pushed into the exchange in progress. */
function held(s: ConflictState): number {
  const p = s.pending;
  const pushed = p ? p.actorDice.length + (p.targetDice?.length ?? 0) + p.warActor.length + p.warTarget.length : 0;
  return s.participants.reduce((n, q) => n + q.pool.length, 0) + pushed;
}

/** Every object or array reachable from `v`, by identity (the goal chart excepted: moves never change it). */
function objectsIn(v: unknown, into = new Set<object>()): Set<object> {
  if (v === null || typeof v !== 'object') return into;
  into.add(v);
  for (const [k, x] of Object.entries(v)) if (k !== 'goalChart') objectsIn(x, into);
  return into;
}

/** The hand-written copy apply works on: equal to a structured clone, sharing nothing mutable. */
function expectIndependentCopy(s: ConflictState): void {
  const copy = copyState(s);
  expect(copy).toStrictEqual(structuredClone(s));
  const mine = objectsIn(s);
  for (const o of objectsIn(copy)) expect(mine.has(o)).toBe(false);
}

const pool = fc.array(fc.integer({ min: 4, max: 6 }), { maxLength: 8 }) as fc.Arbitrary<Face[]>;

const accepted = new Map<string, number>();
describe('the conflict machine (properties)', () => {
  it('GIVEN random move sequences THEN dice are conserved, apply never changes its input, its copy shares nothing, no pool reaches a public view', () => {
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
          const start = skirmish(a, b, g, { trailingTie, unmatched, strictTurns });
          let s = start;
          const dice = seededSource(seed);
          let i = 0;
          const pick = (n: number) => (n <= 0 ? 0 : (choices[i++ % choices.length]! + i) % n);
          for (let step = 0; step < choices.length; step++) {
            const options = candidates(s, pick);
            const [actor, move] = options[pick(options.length)]!;
            const before = JSON.stringify(s);
            const r = apply(s, move, actor, dice);
            expect(JSON.stringify(s)).toBe(before);
            if (!r.ok) continue;
            accepted.set(move.do, (accepted.get(move.do) ?? 0) + 1);
            s = r.state;
            expectIndependentCopy(s);
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
