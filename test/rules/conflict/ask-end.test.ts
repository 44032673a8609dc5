import { describe, expect, it } from 'vitest';
import { apply, type ConflictState, GM_ACTOR, startWithPools } from '../../../src/rules/conflict';
import { NO_DICE } from '../../../src/rules/conflict/handler';
import { play } from './helpers';

function start(gmSide: boolean): ConflictState {
  const s = startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      { name: 'Ana', side: 0, pool: [6, 5] },
      gmSide ? { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4] } : { name: 'Cid', side: 1, pool: [4] },
      { name: 'Ben', side: 0, pool: [5] },
    ],
  });
  if ('code' in s) throw new Error(s.message);
  return s;
}

describe('ending by agreement (R4.6)', () => {
  it('GIVEN players against players THEN R4.6 it ends, agreed, once every player has asked', () => {
    const asked = play(start(false), [
      ['Ana', { do: 'ask-end' }],
      ['Cid', { do: 'ask-end' }],
    ]);
    expect(asked).toMatchObject({ phase: 'exchanges', endAsked: ['Ana', 'Cid'] });
    expect(play(asked, [['Ben', { do: 'ask-end' }]])).toMatchObject({ phase: 'ended', endReason: 'agreed' });
  });

  it('GIVEN a GM side THEN R4.6 the players asking wait for the GM, whose end is then everyone agreeing', () => {
    const asked = play(start(true), [
      ['Ana', { do: 'ask-end' }],
      ['Ben', { do: 'ask-end' }],
      ['Ben', { do: 'ask-end' }],
    ]);
    expect(asked).toMatchObject({ phase: 'exchanges', endAsked: ['Ana', 'Ben'] });
    expect(play(asked, [[GM_ACTOR, { do: 'end', reason: 'gm' }]])).toMatchObject({ endReason: 'agreed' });
    const one = play(start(true), [['Ana', { do: 'ask-end' }]]);
    expect(play(one, [[GM_ACTOR, { do: 'end', reason: 'gm' }]])).toMatchObject({ endReason: 'gm' });
  });

  it('GIVEN the GM, a stranger or an ended conflict THEN R4.6 asking is refused and changes nothing', () => {
    const s = start(true);
    for (const actor of [GM_ACTOR, 'Zed']) {
      const r = apply(s, { do: 'ask-end' }, actor, NO_DICE);
      expect(r.ok).toBe(false);
    }
    const ended = play(s, [[GM_ACTOR, { do: 'end', reason: 'gm' }]]);
    expect(apply(ended, { do: 'ask-end' }, 'Ana', NO_DICE)).toMatchObject({
      ok: false,
      refusal: { code: 'conflict/ended' },
    });
  });
});
