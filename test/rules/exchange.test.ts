import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Face, resolveExchange, RuleError } from '../../src/rules';

const faces = (s: string) => [...s].map(Number) as Face[];

describe('resolveExchange', () => {
  // R6: the worked exchanges, defaults.
  it.each([
    ['W1', '6', '4', 1, 0],
    ['W2', '66', '54', 2, 0],
    ['W3', '66', '65', 2, 0],
    ['W4', '655', '544', 3, 0],
    ['W5', '665', '', 1, 0],
    ['W6', '655', '6', 2, 0],
    ['W7', '54', '', 1, 0],
    ['W8', '6', '6', 0, 0],
  ])('GIVEN R6 %s (actor %s vs target %s) THEN actor +%i, target +%i', (_id, a, t, actorBooks, targetBooks) => {
    const r = resolveExchange(faces(a), faces(t));
    expect([r.actorBooks, r.targetBooks]).toEqual([actorBooks, targetBooks]);
  });

  it('GIVEN R6 W3 THEN the steps show the tie then the capture of both target dice', () => {
    const r = resolveExchange(faces('66'), faces('65'));
    expect(r.steps.map((s) => s.kind)).toEqual(['tie', 'beat']);
    const beat = r.steps[1];
    expect(beat?.kind === 'beat' && beat.captured.map((d) => d.face)).toEqual([5, 6]);
  });

  it('GIVEN R6 W6 THEN the first unmatched die breaks the stake and the other two pair', () => {
    const r = resolveExchange(faces('655'), faces('6'));
    expect(r.steps.map((s) => s.kind)).toEqual(['tie', 'break-stake', 'pair']);
  });

  it('GIVEN a target that out-rolls the actor THEN the target scores (R5.4 is symmetric)', () => {
    expect(resolveExchange(faces('54'), faces('65'))).toMatchObject({ actorBooks: 0, targetBooks: 2 });
  });

  it('GIVEN R5.4 a tie then a loss THEN the target takes the staked actor die too', () => {
    expect(resolveExchange(faces('64'), faces('65'))).toMatchObject({ actorBooks: 0, targetBooks: 2 });
  });

  describe('R5.5 risky', () => {
    it('GIVEN R6 W9 equal totals THEN nobody scores', () => {
      expect(resolveExchange(faces('655'), faces('664'), { risky: true })).toMatchObject({
        actorBooks: 0,
        targetBooks: 0,
      });
    });
    it('GIVEN R6 W10 14 < 18 THEN the target captures all 3', () => {
      expect(resolveExchange(faces('554'), faces('666'), { risky: true })).toMatchObject({
        actorBooks: 0,
        targetBooks: 3,
      });
    });
    it('GIVEN a risky push the target cannot match THEN the actor captures only what was pushed', () => {
      expect(resolveExchange(faces('66'), faces('4'), { risky: true })).toMatchObject({
        actorBooks: 1,
        targetBooks: 0,
      });
    });
  });

  describe('R5.4 trailing-tie: war', () => {
    it('GIVEN R6 W8 with war and an empty target pool THEN the actor captures both staked dice', () => {
      const r = resolveExchange(
        faces('6'),
        faces('6'),
        { trailingTie: 'war' },
        { actor: [], target: [], actorPoolEmpty: false, targetPoolEmpty: true },
      );
      expect([r.actorBooks, r.targetBooks]).toEqual([2, 0]);
    });
    it('GIVEN war dice 5 vs 4 THEN the actor takes the 4 and the staked 6', () => {
      const r = resolveExchange(
        faces('6'),
        faces('6'),
        { trailingTie: 'war' },
        { actor: [5], target: [4], actorPoolEmpty: false, targetPoolEmpty: false },
      );
      expect([r.actorBooks, r.targetBooks, r.actorWar, r.targetWar]).toEqual([2, 0, [5], [4]]);
    });
    it('GIVEN war dice that tie again THEN the war goes on with the next dice', () => {
      const r = resolveExchange(
        faces('5'),
        faces('5'),
        { trailingTie: 'war' },
        { actor: [4, 4], target: [4, 6], actorPoolEmpty: false, targetPoolEmpty: false },
      );
      expect([r.actorBooks, r.targetBooks]).toEqual([0, 3]);
    });
    it('GIVEN a war with no dice supplied and pools not empty THEN it waits for both sides', () => {
      const r = resolveExchange(faces('6'), faces('6'), { trailingTie: 'war' });
      expect(r.pendingWar).toEqual({ needs: ['actor', 'target'] });
      expect(r.actorBooks + r.targetBooks).toBe(0);
    });
    it('GIVEN both pools empty in a war THEN the stake is discarded', () => {
      const r = resolveExchange(
        faces('6'),
        faces('6'),
        { trailingTie: 'war' },
        { actor: [], target: [], actorPoolEmpty: true, targetPoolEmpty: true },
      );
      expect([r.actorBooks, r.targetBooks, r.pendingWar]).toEqual([0, 0, null]);
    });
  });

  describe('R5.4 unmatched: reroll', () => {
    it('GIVEN 665 against nothing THEN no books and all three return to the actor', () => {
      const r = resolveExchange(faces('665'), [], { unmatched: 'reroll' });
      expect([r.actorBooks, r.returned.actor]).toEqual([0, [6, 6, 5]]);
    });
    it('GIVEN W6 with reroll THEN R5.4 the stake is broken (+1), the breaker is spent and only the other 5 returns', () => {
      const r = resolveExchange(faces('655'), faces('6'), { unmatched: 'reroll' });
      expect([r.actorBooks, r.returned.actor]).toEqual([1, [5]]);
    });
  });

  describe('R14 bad input', () => {
    it.each([[[7]], [[0]], [[2.5]], [[-1]]])('GIVEN a pushed face %j THEN a rule error', (bad) => {
      expect(() => resolveExchange(bad as Face[], [4])).toThrow(RuleError);
    });
    it('GIVEN no actor dice THEN exchange/no-dice', () => {
      expect(() => resolveExchange([], [4])).toThrow(expect.objectContaining({ code: 'exchange/no-dice' }));
    });
  });

  describe('properties', () => {
    const pushed = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }) as fc.Arbitrary<Face[]>;
    const target = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }) as fc.Arbitrary<Face[]>;
    const opts = fc.record({
      risky: fc.boolean(),
      trailingTie: fc.constantFrom('discard' as const, 'war' as const),
      unmatched: fc.constantFrom('pair' as const, 'reroll' as const),
    });
    const war = fc.record({
      actor: fc.array(fc.integer({ min: 4, max: 6 }), { maxLength: 4 }) as fc.Arbitrary<Face[]>,
      target: fc.array(fc.integer({ min: 4, max: 6 }), { maxLength: 4 }) as fc.Arbitrary<Face[]>,
      actorPoolEmpty: fc.boolean(),
      targetPoolEmpty: fc.boolean(),
    });

    it('GIVEN any exchange THEN every pushed and war die has exactly one fate, unless a war is still pending (R5.3)', () => {
      fc.assert(
        fc.property(pushed, target, opts, war, (a, t, o, w) => {
          const r = resolveExchange(a, t, o, w);
          const all = r.actorPushed.length + r.targetPushed.length + r.actorWar.length + r.targetWar.length;
          const ids = r.fates.map((f) => `${f.die.side}:${f.die.index}`);
          expect(new Set(ids).size).toBe(ids.length);
          if (r.pendingWar) expect(ids.length).toBeLessThan(all);
          else expect(ids.length).toBe(all);
        }),
        { seed: 1 },
      );
    });

    it('GIVEN any exchange THEN books equal captured dice plus pairs, and never exceed the dice in play (R5.4)', () => {
      fc.assert(
        fc.property(pushed, target, opts, war, (a, t, o, w) => {
          const r = resolveExchange(a, t, o, w);
          for (const side of ['actor', 'target'] as const) {
            const captured = r.fates.filter((f) => f.fate === 'captured' && f.bookFor === side).length;
            const paired = r.fates.filter((f) => f.fate === 'paired' && f.bookFor === side).length;
            expect(paired % 2).toBe(0);
            expect(side === 'actor' ? r.actorBooks : r.targetBooks).toBe(captured + paired / 2);
          }
          const inPlay = a.length + t.length + r.actorWar.length + r.targetWar.length;
          expect(r.actorBooks + r.targetBooks).toBeLessThanOrEqual(inPlay);
          // The opponent's dice, plus half one's own unmatched dice, bound one's books.
          expect(r.actorBooks).toBeLessThanOrEqual(
            t.length + r.targetWar.length + r.actorWar.length + Math.floor(a.length / 2) + 1,
          );
        }),
        { seed: 2 },
      );
    });

    it('GIVEN pushed dice in any order THEN the result is the same (order independence)', () => {
      fc.assert(
        fc.property(pushed, target, opts, fc.integer(), (a, t, o, seed) => {
          const shuffle = <T>(xs: T[]) =>
            xs
              .map((x, i) => [((seed * (i + 7)) ^ (i * 2654435761)) >>> 0, x] as const)
              .sort((p, q) => p[0] - q[0])
              .map((p) => p[1]);
          const one = resolveExchange(a, t, o);
          const two = resolveExchange(shuffle(a), shuffle(t), o);
          expect(two).toEqual(one);
        }),
        { seed: 3 },
      );
    });

    it('GIVEN a standard exchange without ties THEN each side captures exactly the comparisons it wins', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 8 }), fc.integer(), (k, seed) => {
          const a = Array.from({ length: k }, (_, i) => ((seed + i * 7) % 3) + 4) as Face[];
          const t = a.map((f) => (f === 6 ? 4 : ((f + 1) as Face)));
          const r = resolveExchange(a, t);
          const sortedA = [...a].sort((x, y) => y - x);
          const sortedT = [...t].sort((x, y) => y - x);
          let actorWins = 0;
          let ties = false;
          sortedA.forEach((f, i) => {
            if (f > sortedT[i]!) actorWins++;
            if (f === sortedT[i]) ties = true;
          });
          if (!ties) expect(r.actorBooks).toBe(actorWins);
        }),
        { seed: 4 },
      );
    });
  });
});
