import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import {
  apply,
  check,
  type ConflictState,
  type GoalOffer,
  goalsOffered,
  startWithPools,
} from '../../../src/rules/conflict';
import { play } from './helpers';

function table(): ConflictState {
  return startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      {
        name: 'Ana',
        side: 0,
        pool: [6, 5],
        books: 2,
        points: 1,
        gear: [
          {
            name: 'Whip',
            skill: 'Coordination',
            quality: 2,
            mode: 'assist',
            goals: [{ name: 'Disarm with the whip', books: 1 }],
          },
        ],
      },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack', { name: 'Vid', gang: 15 }], pool: [4, 4] },
    ],
  }) as ConflictState;
}

const byGoal = (offers: GoalOffer[]) => Object.fromEntries(offers.map((o) => [o.goal, o]));

describe('goalsOffered', () => {
  it('GIVEN Ana with 2 books and 1 point THEN R9.1 R9.4 the primary chart, Reputation and her gear goal, priced and checked', () => {
    const offers = byGoal(goalsOffered(table(), 'Ana'));
    expect(Object.keys(offers).sort()).toEqual([
      'Cripple',
      'Disarm with the whip',
      'Kill',
      'Knock out',
      'Reputation',
      'Scar',
      'Wound',
    ]);
    expect(offers.Wound).toMatchObject({ target: 'Jack', price: 1, does: 'wound', affordable: true, refusal: null });
    // R10.3: 2 books and 1 point pay for a Knock out (3).
    expect(offers['Knock out']).toMatchObject({ price: 3, affordable: true, refusal: null });
    expect(offers.Kill).toMatchObject({
      price: 7,
      affordable: false,
      refusal: { code: 'goal/not-enough', message: 'Kill costs 7 books; Ana has 2 plus 1 point.' },
    });
    expect(offers.Reputation).toMatchObject({ target: 'Ana', does: 'reputation', refusal: null });
    expect(offers['Disarm with the whip']).toMatchObject({ does: 'text', price: 1, refusal: null });
  });

  it('GIVEN a gang as the target THEN R9.3 its scale is in the price, and check answers as the buy would', () => {
    const s = table();
    const offers = byGoal(goalsOffered(s, 'Ana', 'Vid'));
    expect(offers.Wound).toMatchObject({ target: 'Vid', price: 2, refusal: null });
    expect(offers.Cripple!.refusal).toEqual(check(s, { do: 'buy', goal: 'Cripple', target: 'Vid', points: 1 }, 'Ana'));
    const bought = apply(s, { do: 'buy', goal: 'Wound', target: 'Vid' }, 'Ana', scriptedDice([]));
    expect(bought.ok && bought.state.participants[0]!.books).toBe(0);
  });

  it('GIVEN a goal settled in negotiation THEN R4.2 it is offered to its buyer alone, against its target', () => {
    const s = play(table(), [
      ['Ana', { do: 'propose', target: 'Jack', goal: 'Jack drops his gun', price: 2 }],
      ['GM', { do: 'accept', offer: 1 }],
    ]);
    expect(byGoal(goalsOffered(s, 'Ana'))['Jack drops his gun']).toMatchObject({
      target: 'Jack',
      price: 2,
      negotiated: true,
      refusal: null,
    });
    expect(goalsOffered(s, 'GM').some((o) => o.negotiated)).toBe(false);
  });

  it('GIVEN an exchange in progress or someone outside the conflict THEN nothing is buyable for its sides, nothing offered to the outsider', () => {
    const s = play(table(), [['Ana', { do: 'lead', target: 'Jack', dice: [6] }]]);
    expect(goalsOffered(s, 'Ana').every((o) => o.refusal?.code === 'goal/exchange-pending')).toBe(true);
    expect(goalsOffered(s, 'Zed')).toEqual([]);
  });
});
