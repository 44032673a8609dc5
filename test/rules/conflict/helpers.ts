import { type Face, seededSource, type RandomSource } from '../../../src/rules';
import { apply, type ConflictState, type Move, type Refusal, startWithPools } from '../../../src/rules/conflict';

/** Plays moves in order, failing loudly on any refusal; returns the state after the last. */
export function play(
  state: ConflictState,
  moves: [string, Move][],
  dice: RandomSource = seededSource(1),
): ConflictState {
  let s = state;
  for (const [actor, move] of moves) {
    const r = apply(s, move, actor, dice);
    if (!r.ok) throw new Error(`${actor} ${move.do} refused: ${r.refusal.message}`);
    s = r.state;
  }
  return s;
}

export function refusalOf(
  state: ConflictState,
  actor: string,
  move: Move,
  dice: RandomSource = seededSource(1),
): Refusal | null {
  const r = apply(state, move, actor, dice);
  return r.ok ? null : r.refusal;
}

const SIX = [6, 6, 6, 6, 6, 6, 6, 6] as Face[];

/** Ana and Ben against the GM side (with Jack), all on sixes, in the exchanges. */
export function anaBenAndGm(): ConflictState {
  const s = startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      { name: 'Ana', side: 0, pool: SIX },
      { name: 'Ben', side: 0, pool: SIX },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [...SIX, ...SIX] },
    ],
  });
  if ('code' in s) throw new Error(s.message);
  return s;
}
