import { describe, expect, it } from 'vitest';
import { apply, type ConflictState, GM_ACTOR } from '../../../src/rules/conflict';
import { NO_DICE } from '../../../src/rules/conflict/handler';
import { anaBenAndGm } from './helpers';

/** The suggested leader leads a tie; who is suggested after each exchange. */
function suggestions(s: ConflictState, exchanges: number): string[] {
  const seen = [s.suggestedLeader!];
  for (let i = 0; i < exchanges; i++) {
    const leader = s.suggestedLeader!;
    const target = leader === 'GM' ? 'Ana' : 'Jack';
    const led = apply(s, { do: 'lead', target, dice: [6] }, leader === 'GM' ? GM_ACTOR : leader, NO_DICE);
    if (!led.ok) throw new Error(led.refusal.message);
    const answered = apply(led.state, { do: 'respond', dice: [6] }, leader === 'GM' ? 'Ana' : GM_ACTOR, NO_DICE);
    if (!answered.ok) throw new Error(answered.refusal.message);
    s = answered.state;
    seen.push(s.suggestedLeader!);
  }
  return seen;
}

describe('the seating order (R4.3)', () => {
  it('GIVEN ties all round THEN R4.3 the suggestions snake: one way, then back from the end reached', () => {
    expect(suggestions(anaBenAndGm(), 6)).toEqual(['Ana', 'Ben', 'GM', 'GM', 'Ben', 'Ana', 'Ana']);
  });

  it('GIVEN a participant out of dice THEN R4.3 the pass skips it and still turns at the ends', () => {
    const s = anaBenAndGm();
    s.participants.find((p) => p.name === 'Ben')!.pool = [];
    expect(suggestions(s, 4)).toEqual(['Ana', 'GM', 'GM', 'Ana', 'Ana']);
  });
});
