import { describe, expect, it } from 'vitest';
import { apply, type ConflictState, GM_ACTOR, type Move, startWithPools } from '../../../src/rules/conflict';
import { NO_DICE } from '../../../src/rules/conflict/handler';
import { play } from './helpers';

/** Ana (2 books, the first seat), Ben, and the GM side with 3 books: enough to knock Ana out. */
function table(): ConflictState {
  const s = startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      { name: 'Ana', side: 0, pool: [6, 5], books: 2 },
      { name: 'Ben', side: 0, pool: [6, 6, 5] },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [6, 6, 6, 6], books: 3 },
    ],
  });
  if ('code' in s) throw new Error(s.message);
  return s;
}

const knockOutAna: [string, Move] = [GM_ACTOR, { do: 'buy', goal: 'Knock out', target: 'Ana' }];

describe('a knocked-out character (R4.5)', () => {
  it('GIVEN Ana knocked out THEN R4.5 she may still spend her books before the next lead', () => {
    const out = play(table(), [knockOutAna]);
    expect(out.participants.find((p) => p.name === 'Ana')).toMatchObject({ out: 'knocked-out', pool: [] });
    const bought = apply(out, { do: 'buy', goal: 'Reputation', target: 'Ana' }, 'Ana', NO_DICE);
    expect(bought.ok).toBe(true);
  });

  it('GIVEN a lead after Ana was knocked out THEN R4.5 her books can no longer be spent or given', () => {
    const later = play(table(), [
      knockOutAna,
      ['Ben', { do: 'lead', target: 'Jack', dice: [6] }],
      [GM_ACTOR, { do: 'respond', dice: [6] }],
    ]);
    for (const move of [
      { do: 'buy', goal: 'Reputation', target: 'Ana' },
      { do: 'give', to: 'Ben', books: 1 },
    ] as Move[]) {
      const r = apply(later, move, 'Ana', NO_DICE);
      expect(r).toMatchObject({ ok: false, refusal: { code: 'goal/last-chance-gone' } });
    }
  });

  it('GIVEN the suggested leader knocked out THEN R4.3 the suggestion passes to the next seat holding dice', () => {
    const s = table();
    expect(s.suggestedLeader).toBe('Ana');
    expect(play(s, [knockOutAna]).suggestedLeader).toBe('Ben');
  });
});
