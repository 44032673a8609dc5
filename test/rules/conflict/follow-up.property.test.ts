import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../../../src/rules';
import {
  apply,
  type ConflictState,
  followUp,
  GM_ACTOR,
  isEvent,
  type Move,
  type Participant,
} from '../../../src/rules/conflict';
import { candidates, picker, pool, startThree } from './generators';

const pairedOnEnd = (ended: ConflictState, p: Participant) =>
  ended.endReason === 'ran-out' && ended.chin === null && p.out !== 'escaped';
/** R8.2: the books its leftovers paired into that it still holds (spent books come from the others first). */
const unspentPaired = (p: Participant) => Math.min(p.leftoverBooks, p.books);
/** R8.2: the leftover dice those unspent books stand for (two per spent book are gone), at ⌈n/2⌉. */
const takenBack = (p: Participant) =>
  Math.ceil(Math.max(0, (p.leftover ?? 0) - 2 * (p.leftoverBooks - unspentPaired(p))) / 2);

const seen = { chin: 0, ranOut: 0, escaped: 0, knockedOut: 0, books: 0 };

/** Random moves, then perhaps a chin, then the GM's end if it has not ended yet. */
function randomEnded(seed: number, pools: Parameters<typeof startThree>, choices: number[]): ConflictState {
  let s = startThree(...pools);
  const dice = seededSource(seed);
  const pick = picker(choices);
  const tryMove = (actor: string, move: Move) => {
    const r = apply(s, move, actor, dice);
    if (r.ok) s = r.state;
  };
  // Escapes and knock-outs, which random buys rarely afford: Ana's two points, the GM's books.
  if (pick(4) === 0) tryMove('Ana', { do: 'buy', goal: 'Escape', target: 'Jack', points: 2 });
  if (pick(4) === 0) tryMove(GM_ACTOR, { do: 'buy', goal: 'Knock out', target: 'Ben' });
  for (let step = 0; step < choices.length && s.phase !== 'ended'; step++) {
    const options = candidates(s, pick);
    const [actor, move] = options[pick(options.length)]!;
    tryMove(actor, move);
  }
  for (const p of s.participants) if (pick(2) === 0) tryMove(p.name, { do: 'chin' });
  if (s.phase !== 'ended') tryMove(GM_ACTOR, { do: 'cancel' });
  if (s.phase !== 'ended') tryMove(GM_ACTOR, { do: 'end', reason: 'gm' });
  return s;
}

describe('followUp (properties)', () => {
  it('GIVEN random ended conflicts THEN R8.1 R8.2 R8.4 each carried participant brings its followUpDice, no books carry, the ended state is untouched', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        pool,
        pool,
        pool,
        fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
        fc.constantFrom('discard' as const, 'war' as const),
        fc.integer({ min: 0, max: 4 }),
        (seed, a, b, g, choices, trailingTie, gmBooks) => {
          const ended = randomEnded(seed, [a, b, g, { trailingTie }, gmBooks], choices);
          expect(ended.phase).toBe('ended');
          for (const p of ended.participants) {
            // The machine's own numbers: pairing only on a ran-out end, never for an escaped one or after a chin.
            const pairs = ended.endReason === 'ran-out' && ended.chin === null && p.out !== 'escaped';
            expect(p.followUpDice).toBe(pairs ? 0 : Math.ceil((p.leftover ?? 0) / 2));
            if (!pairs) expect(p.leftoverBooks).toBe(0);
          }
          const before = JSON.stringify(ended);
          // R8.2: whoever holds books is told before the follow-up drops them.
          const warned = apply(ended, { do: 'warn-books' }, GM_ACTOR, seededSource(0));
          if (!warned.ok) throw new Error(warned.refusal.message);
          const r = followUp(warned.state, { primary: 'Physique: Athletics: Running' }, GM_ACTOR);
          expect(JSON.stringify(ended)).toBe(before);
          if (!r.ok) throw new Error(r.refusal.message);
          const next = r.state;
          expect(next.phase).toBe('setup');
          const standing = ended.participants.filter((p) => p.kind === 'gm' || p.out !== 'knocked-out');
          expect(next.participants.map((p) => p.name)).toEqual(
            standing.filter((p) => next.participants.some((q) => q.name === p.name)).map((p) => p.name),
          );
          for (const p of ended.participants) {
            const q = next.participants.find((x) => x.name === p.name);
            if (p.kind === 'pc') expect(q === undefined).toBe(p.out === 'knocked-out');
            if (!q) continue;
            // Paired leftovers may come back as dice, as far as their books are unspent (R8.1, R8.2).
            expect(q.followUpIn).toBe(pairedOnEnd(ended, p) ? takenBack(p) : p.followUpDice);
            expect(q).toMatchObject({ books: 0, pool: [], rolled: false, out: null });
          }
          expect(next.npcs.map((n) => n.name)).toEqual(
            ended.npcs.filter((n) => n.out !== 'knocked-out' && n.out !== 'dead').map((n) => n.name),
          );
          expect(r.events.find(isEvent('follow-up'))!.data.booksDropped).toEqual(
            ended.participants
              .filter((p) => p.books - (pairedOnEnd(ended, p) ? unspentPaired(p) : 0) > 0)
              .map((p) => p.name),
          );
          if (ended.chin) seen.chin++;
          if (ended.endReason === 'ran-out') seen.ranOut++;
          if (ended.participants.some((p) => p.out === 'escaped')) seen.escaped++;
          if (ended.participants.some((p) => p.out === 'knocked-out')) seen.knockedOut++;
          if (ended.participants.some((p) => p.books > 0)) seen.books++;
        },
      ),
      { numRuns: 200, seed: 20261201 },
    );
  });
  it('GIVEN those runs THEN chins, ran-out ends, escapes, knock-outs and dropped books all happened (not vacuous)', () => {
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });
});
