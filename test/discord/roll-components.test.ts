/** The custom ids and typed forms of a preset /roll's components, below Discord. */
import { describe, expect, it } from 'vitest';
import type { RollView } from '../../src/app/roll/roll-view';
import { parseActions } from '../../src/discord/components/roll';
import { parseRollId, rollId } from '../../src/discord/components/roll-ids';
import { renderPublicStoredRoll, renderSecretStoredRoll } from '../../src/discord/render/roll';

describe('roll custom ids', () => {
  it('GIVEN a code, a roll id and its step THEN they round-trip and name what they act on', () => {
    expect(rollId('rr', { rollId: 12, step: 3 })).toBe('roll:rr:12:3');
    expect(parseRollId('roll:atf:7:0')).toEqual({ code: 'atf', rollId: 7, step: 0 });
  });

  it('GIVEN a foreign or mangled id THEN it is not one of ours', () => {
    // An id without its step (a roll shown before steps were kept) is not understood either.
    for (const id of [
      'roll:zz:1:0',
      'roll:rr:',
      'roll:rr:1',
      'roll:rr:1:2:3',
      'roll:rr:1:x',
      'roll:constructor:1:0',
      'rollx:rr:1:0',
    ])
      expect(parseRollId(id), id).toBeNull();
  });
});

describe('parseActions (the Plan actions form)', () => {
  it('GIVEN dice numbered from 1, actions apart with commas and +N for extra Wits THEN positions from 0', () => {
    expect(parseActions('1 2, 3+1')).toEqual([
      { dice: [0, 1], extraWits: 0 },
      { dice: [2], extraWits: 1 },
    ]);
  });

  it('GIVEN an empty action or words THEN one sentence', () => {
    expect(() => parseActions('1,,2')).toThrow(/^Type each action as its Finesse dice by number/);
    expect(() => parseActions('sword')).toThrow(
      '"sword" is not an action: type its Finesse dice by number, e.g. 1 2 or 3+1.',
    );
  });
});

describe('stored roll rendering', () => {
  const view: RollView = {
    id: 4,
    ownerId: 'u1',
    who: 'Ana',
    secret: false,
    title: 'Drama dice: pool roll',
    inputs: 'skill=3 ability=2 2d8 vs 6',
    step: 2,
    headline: 'spends 1 drama to reroll one die: die 1 2 → 7.',
    lines: ['Rolled **7** on a d8 and 3 on a d8, needing 6 or more: 1 success.'],
    controls: [
      {
        kind: 'reroll',
        dice: [
          { index: 0, label: 'Die 1: d8 showing 7' },
          { index: 1, label: 'Die 2: d8 showing 3' },
        ],
      },
      { kind: 'max-all' },
      { kind: 'defence' },
    ],
  };

  it('GIVEN controls THEN a menu row and one row of buttons, each id naming the roll and its step', () => {
    const [body] = renderPublicStoredRoll(view);
    expect(body!.content).toBe(
      '**Ana** rolled Drama dice: pool roll (`skill=3 ability=2 2d8 vs 6`)\n**Ana** spends 1 drama to reroll one die: die 1 2 → 7.\nRolled **7** on a d8 and 3 on a d8, needing 6 or more: 1 success.',
    );
    const ids = body!.components.map((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : '')));
    expect(ids).toEqual([['roll:rr:4:2'], ['roll:ma:4:2', 'roll:df:4:2']]);
  });

  it('GIVEN a secret roll THEN the private body says so and keeps the same components', () => {
    const [body] = renderSecretStoredRoll({ ...view, secret: true });
    expect(body!.content).toContain('(secret: only you see this)');
    expect(body!.components).toHaveLength(2);
  });
});
