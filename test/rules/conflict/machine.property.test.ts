import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Face, seededSource } from '../../../src/rules';
import { apply, type ConflictState, type Move, startWithPools, view } from '../../../src/rules/conflict';
import { copyState } from '../../../src/rules/conflict/copy';

const GOALS = ['Wound', 'Scar', 'Knock out', 'Kill', 'Escape', 'Reputation', 'Persuade one person'];

/** Moves worth trying now, legal or not: the machine must refuse the illegal ones cleanly. */
function candidates(s: ConflictState, pick: (n: number) => number): [string, Move][] {
  const names = [...s.participants.map((p) => p.name), ...s.npcs.map((n) => n.name)];
  const out: [string, Move][] = [];
  const pending = s.pending;
  if (pending && pick(4) !== 0) {
    // Mostly answer what is pending, so exchanges and wars run to the end.
    for (const p of s.participants) {
      const k = Math.min(pending.actorDice.length, p.pool.length);
      out.push([p.name, { do: 'respond', dice: p.pool.slice(pick(2), pick(2) + k) as Face[] }]);
      // The same faces as the lead, when the pool has them: ties, so wars happen.
      out.push([p.name, { do: 'respond', dice: pending.actorDice.slice(0, k) }]);
      out.push([p.name, { do: 'war', die: (p.pool[pick(Math.max(1, p.pool.length))] ?? 6) as Face }]);
    }
    out.push(['GM', { do: 'respond', dice: [] }]);
    return out;
  }
  for (const p of s.participants) {
    const actor = p.name;
    const some = (k: number): Face[] => p.pool.slice(0, Math.max(1, k)) as Face[];
    const target = names[pick(names.length)]!;
    out.push([actor, { do: 'lead', target, dice: some(1 + pick(3)), risky: pick(4) === 0 }]);
    if (pending) {
      const k = Math.min(pending.actorDice.length, p.pool.length);
      out.push([actor, { do: 'respond', dice: p.pool.slice(0, k) as Face[] }]);
      out.push([actor, { do: 'war', die: (p.pool[0] ?? 6) as Face }]);
      out.push([actor, { do: 'dispute' }], [actor, { do: 'cancel' }]);
      out.push([actor, { do: 'resist', gear: 'Vest', quality: pick(4) }]);
    }
    out.push([
      actor,
      { do: 'buy', goal: GOALS[pick(GOALS.length)]!, target, people: pick(5) === 0 ? 100 : null, points: pick(2) },
    ]);
    out.push([actor, { do: 'give', to: names[pick(names.length)]!, books: 1 }]);
    out.push([actor, { do: 'action', skill: 'Coordination: Projectiles' }]);
    out.push([actor, { do: 'chin' }]);
    if (pick(8) === 0) out.push([actor, { do: 'end', reason: pick(2) ? 'agreed' : 'gm' }]);
    out.push([actor, { do: 'bid', dice: some(1) }], [actor, { do: 'pass' }]);
  }
  out.push(['GM', { do: 'initiative-open' }], ['GM', { do: 'initiative-close' }], ['GM', { do: 'end-round' }]);
  out.push(['GM', { do: 'gm-bid', for: names[pick(names.length)]!, dice: [6] }]);
  return out;
}

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
          const start = startWithPools({
            primary: 'Coordination: Projectiles: Airgun',
            secondary: 'Physique: Athletics',
            houseRules: { trailingTie, unmatched, strictTurns },
            participants: [
              {
                name: 'Ana',
                side: 0,
                pool: a,
                points: 2,
                skills: ['Coordination', 'Coordination: Projectiles'],
                gear: [{ name: 'Vest', skill: 'Physique', quality: 2, mode: 'resist' }],
              },
              { name: 'Ben', side: 0, pool: b, books: 1 },
              {
                name: 'GM',
                side: 1,
                gm: true,
                npcs: ['Jack', { name: 'Vid', gang: 12 }, { name: 'Bouncer', mook: true }],
                pool: g,
                points: 1,
              },
            ],
          });
          if ('code' in start) throw new Error(start.message);
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
