// Who may still act: a participant who left the conflict (escaped, knocked out) is refused the
// moves that need someone still in it, and a stranger is refused as not taking part.
import { describe, expect, it } from 'vitest';
import { type ConflictState, GM_ACTOR, type Move } from '../../../src/rules/conflict';
import { anaBenAndGm, play, refusalOf } from './helpers';

/** Ana and Ben against the GM side, in the exchanges, Ben already out (he escaped). */
function benOut(): ConflictState {
  const s = anaBenAndGm();
  s.participants.find((p) => p.name === 'Ben')!.out = 'escaped';
  return s;
}

const code = (s: ConflictState, actor: string, move: Move) => refusalOf(s, actor, move)?.code ?? null;

describe('a participant out of the conflict', () => {
  const bidding = () => play(benOut(), [[GM_ACTOR, { do: 'initiative-open' }]]);

  it('GIVEN open bidding THEN R4.3 the one who is out may neither bid nor pass, the others may', () => {
    expect(code(bidding(), 'Ben', { do: 'bid', dice: [6] })).toBe('conflict/out');
    expect(code(bidding(), 'Ben', { do: 'pass' })).toBe('conflict/out');
    expect(code(bidding(), 'Ana', { do: 'bid', dice: [6] })).toBeNull();
    expect(code(bidding(), 'Zed', { do: 'pass' })).toBe('conflict/not-participant');
  });

  it('GIVEN the exchanges THEN R7.1 the one who is out rolls no fly dice, a stranger neither', () => {
    const fly: Move = { do: 'fly', skill: 'Coordination: Projectiles: Airgun', against: 'Jack' };
    expect(code(benOut(), 'Ben', fly)).toBe('conflict/out');
    expect(code(benOut(), 'Zed', fly)).toBe('conflict/not-participant');
  });

  it('GIVEN the exchanges THEN R3.5 action dice are refused to the one who is out and to a stranger', () => {
    const action: Move = { do: 'action', skill: 'Coordination' };
    expect(code(benOut(), 'Ben', action)).toBe('conflict/out');
    expect(code(benOut(), 'Zed', action)).toBe('conflict/not-participant');
  });

  it('GIVEN an ended conflict THEN R4.2 and R3.5 the ending is the refusal, before who asks', () => {
    const ended = benOut();
    ended.phase = 'ended';
    expect(code(ended, 'Zed', { do: 'action', skill: 'Coordination' })).toBe('conflict/ended');
    expect(code(ended, 'Zed', { do: 'propose', target: 'Jack', goal: 'Flee', price: 1 })).toBe('conflict/ended');
    expect(code(benOut(), 'Zed', { do: 'propose', target: 'Jack', goal: 'Flee', price: 1 })).toBe(
      'conflict/not-participant',
    );
  });
});
