// The third reading of the seed: set-up rules played move by move through the machine
// (they cannot start at the exchanges, as a case does), and the rules a case cannot reach.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import {
  apply,
  type ConflictState,
  followUp,
  GM_ACTOR,
  isEvent,
  newConflict,
  startWithPools,
} from '../../../src/rules/conflict';
import { play, refusalOf } from './helpers';

const AIRGUN = 'Coordination: Projectiles: Airgun';
const SHOOTER = ['Coordination', 'Coordination: Projectiles', AIRGUN];
const RUNNING = 'Physique: Athletics: Running';

const fresh = () => newConflict({ primary: AIRGUN, secondary: 'Physique', initiatorSide: 0 });
const gmOf = (s: ConflictState) => s.participants.find((p) => p.kind === 'gm')!;
const who = (s: ConflictState, name: string) => s.participants.find((p) => p.name === name)!;

function begun(s: ConflictState, faces: number[] = []) {
  const r = apply(s, { do: 'begin' }, GM_ACTOR, scriptedDice(faces));
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
}

describe('R3.3 the rack size is settled when the exchanges begin', () => {
  it('R3.3 GIVEN the GM rolled a rack of 6 and a level-7 PC joins afterwards THEN the rack settles at 7 and the GM rack is topped up by one die', () => {
    const s = play(fresh(), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: SHOOTER }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['Ana', { do: 'roll', pool: [6, 5, 5, 4, 4, 4] }],
      ['GM', { do: 'roll', pool: [5, 5, 5, 4, 4, 4] }],
      ['Bea', { do: 'join', name: 'Bea', side: 0, level: 7 }],
      ['Bea', { do: 'roll', pool: [] }],
    ]);
    expect(s.phase).toBe('rolling');
    expect(gmOf(s).drawn).toBe(6);
    const r = begun(s, [6, 4]); // the top-up die rolls a 6, which rolls in a 4
    expect(r.events.find(isEvent('rack-settled'))?.data).toEqual({ rack: 7, behindSide: null });
    const topUp = r.events.find(isEvent('rack-rolled'))!;
    expect(topUp.to).toEqual({ participant: 'GM' });
    expect(topUp.data).toMatchObject({ size: 7, rolled: [6, 4] });
    expect(gmOf(r.state).drawn).toBe(7);
    expect(gmOf(r.state).pool).toEqual([6, 5, 5, 5, 4, 4, 4, 4]);
    // A reinforcement after the exchanges began brings a rack of the settled size.
    const late = apply(r.state, { do: 'add-npc', name: 'Vid' }, GM_ACTOR, scriptedDice([4, 4, 4, 4, 4, 4, 4]));
    if (!late.ok) throw new Error(late.refusal.message);
    expect(late.events.find(isEvent('rack-rolled'))?.data.size).toBe(7);
  });

  it('R3.3 GIVEN the GM rolls first and a level-8 PC then joins THEN two dice top up the rack', () => {
    const s = play(fresh(), [
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['GM', { do: 'roll', pool: [5, 5, 4, 4] }],
      ['Ana', { do: 'join', name: 'Ana', side: 0, level: 8, skills: SHOOTER }],
      ['Ana', { do: 'roll', pool: [6, 6, 5, 5, 4, 4] }],
    ]);
    const r = begun(s, [5, 2]);
    expect(r.events.find(isEvent('rack-settled'))?.data.rack).toBe(8);
    expect(r.events.find(isEvent('rack-rolled'))?.data).toMatchObject({ size: 8, rolled: [5, 2] });
    expect(gmOf(r.state).pool).toEqual([5, 5, 5, 4, 4]);
  });

  it('R3.3 GIVEN a campaign-fixed rack THEN nothing is topped up whoever joins', () => {
    const s = play(newConflict({ primary: AIRGUN, secondary: 'Physique', fixedRack: 4 }), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, level: 9, skills: SHOOTER }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['GM', { do: 'roll', pool: [5, 4] }],
      ['Ana', { do: 'roll', pool: [6, 5] }],
    ]);
    const r = begun(s);
    expect(r.events.find(isEvent('rack-rolled'))).toBeUndefined();
    expect(r.events.find(isEvent('rack-settled'))?.data.rack).toBe(4);
  });
});

describe('R3.4 outnumbered is compared when the exchanges begin', () => {
  it('R3.4 GIVEN a PC rolls before the GM brings its NPC THEN the GM gains nothing for its empty draw at that roll', () => {
    const s = play(fresh(), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: SHOOTER }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['Ana', { do: 'roll', pool: [6, 5, 5, 4, 4, 4] }],
    ]);
    expect(gmOf(s).points).toBe(0);
    const ready = play(s, [
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['GM', { do: 'roll', pool: [5, 5, 4] }],
    ]);
    expect(gmOf(ready).points).toBe(0);
    // 6 against 6 when the exchanges begin: nobody is behind.
    const r = begun(ready);
    expect(r.events.find(isEvent('outnumbered'))).toBeUndefined();
    expect(gmOf(r.state).points).toBe(0);
    expect(who(r.state, 'Ana').points).toBe(0);
  });

  it('R3.4 GIVEN NPCs arrive after Ana rolled 2 dice THEN she is outnumbered 2 to 12 when the exchanges begin and gains a point', () => {
    const s = play(
      fresh(),
      [
        ['Ana', { do: 'join', name: 'Ana', side: 0, skills: ['Coordination'] }],
        ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
        ['Ana', { do: 'roll', pool: [5, 4] }],
        ['GM', { do: 'add-npc', name: 'Jack' }],
        ['GM', { do: 'add-npc', name: 'Vid' }],
        ['GM', { do: 'roll' }], // two racks of 6: 12 dice
      ],
      scriptedDice(Array(12).fill(4)),
    );
    expect(gmOf(s).drawn).toBe(12);
    expect(who(s, 'Ana').points).toBe(0);
    const r = begun(s);
    expect(r.events.find(isEvent('outnumbered'))?.data).toEqual({ side: 0, names: ['Ana'] });
    expect(who(r.state, 'Ana').points).toBe(1);
    // Paid once: a reinforcement after the exchanges began changes nothing already paid.
    const late = apply(r.state, { do: 'add-npc', name: 'Zed' }, GM_ACTOR, scriptedDice(Array(6).fill(4)));
    if (!late.ok) throw new Error(late.refusal.message);
    expect(late.events.find(isEvent('outnumbered'))).toBeUndefined();
    expect(who(late.state, 'Ana').points).toBe(1);
  });

  it('R3.4 GIVEN the GM side draws 1 die against 6 with a rack of 3 THEN the GM gains a Murphy point at the beginning, told to all that it is behind', () => {
    const s = play(newConflict({ primary: AIRGUN, secondary: 'Physique', fixedRack: 3 }), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: SHOOTER }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'roll', pool: [4] }],
      ['Ana', { do: 'roll', pool: [6, 6, 5, 5, 4, 4] }],
    ]);
    expect(gmOf(s).points).toBe(0);
    const r = begun(s);
    expect(r.events.find(isEvent('outnumbered'))?.data.side).toBe(1);
    expect(gmOf(r.state).points).toBe(1);
  });
});

describe('R4.1 joining ends when the exchanges begin', () => {
  it('R4.1 GIVEN an explicit Begin and no lead yet THEN a newcomer is refused, and the GM may still add an NPC with its rack', () => {
    const s = play(fresh(), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: SHOOTER }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['Ana', { do: 'roll', pool: [6, 5] }],
      ['GM', { do: 'roll', pool: [5, 4] }],
      ['Ana', { do: 'begin' }],
    ]);
    expect(s.phase).toBe('exchanges');
    expect(refusalOf(s, 'Ben', { do: 'join', name: 'Ben', side: 0 })?.code).toBe('conflict/wrong-phase');
    expect(refusalOf(s, GM_ACTOR, { do: 'add-npc', name: 'Vid' }, scriptedDice(Array(6).fill(4)))).toBeNull();
  });
});

describe('R4.3 seating: the initiator sits first', () => {
  it('R4.3 GIVEN the GM side was seated before the character of the player who started THEN that character is suggested first and the GM next', () => {
    const s = startWithPools({
      primary: AIRGUN,
      initiatorSide: 0,
      participants: [
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [5, 5, 5, 5] },
        { name: 'Ana', side: 0, pool: [5, 5, 5, 5] },
      ],
    });
    if ('code' in s) throw new Error(s.message);
    expect(s.suggestedLeader).toBe('Ana');
    const after = play(s, [
      ['Ana', { do: 'lead', target: 'Jack', dice: [5] }],
      ['GM', { do: 'respond', dice: [5] }],
    ]);
    // A trailing tie is discarded: nobody captured, so the turn passes on, not back to Ana.
    expect(after.suggestedLeader).toBe('GM');
  });
});

describe('R8.2 follow-up dice after a conflict someone ran out of', () => {
  /** Ana's 6 dice against Jack's one: she leads one 5 against his 4 and the GM side is out. */
  const ranOut = (pool: number[]) => {
    const s = startWithPools({
      primary: AIRGUN,
      participants: [
        { name: 'Ana', side: 0, pool: pool as never },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4] },
      ],
    });
    if ('code' in s) throw new Error(s.message);
    return play(s, [
      ['Ana', { do: 'lead', target: 'Jack', dice: [5] }],
      ['GM', { do: 'respond', dice: [4] }],
    ]);
  };

  it('R8.2 GIVEN 5 leftover dice paired into 2 books kept unspent THEN the follow-up gives 3 dice, not 2', () => {
    // Ana holds 1 book won and 2 paired: she spends the won one, the paired ones come back as dice.
    const ended = play(ranOut([5, 5, 5, 5, 5, 5]), [['Ana', { do: 'buy', goal: 'Reputation', target: 'Ana' }]]);
    expect(who(ended, 'Ana')).toMatchObject({ leftover: 5, leftoverBooks: 2, books: 2 });
    const r = followUp(ended, { primary: RUNNING }, 'Ana');
    if (!r.ok) throw new Error(r.refusal.message);
    expect(who(r.state, 'Ana').followUpIn).toBe(3);
    expect(r.events.find(isEvent('follow-up'))?.data.booksDropped).toEqual([]);
  });

  it('R8.2 GIVEN 1 leftover die (no book) THEN the follow-up gives 1 die, not 0', () => {
    const ended = play(ranOut([5, 5]), [['Ana', { do: 'buy', goal: 'Reputation', target: 'Ana' }]]);
    expect(who(ended, 'Ana')).toMatchObject({ leftover: 1, leftoverBooks: 0, books: 0 });
    const r = followUp(ended, { primary: RUNNING }, GM_ACTOR);
    if (!r.ok) throw new Error(r.refusal.message);
    expect(who(r.state, 'Ana').followUpIn).toBe(1);
  });

  it('R8.2 GIVEN one of the 2 paired books spent THEN the 3 leftover dice it leaves give 2', () => {
    const ended = play(ranOut([5, 5, 5, 5, 5, 5]), [
      ['Ana', { do: 'buy', goal: 'Wound', target: 'Jack' }],
      ['Ana', { do: 'buy', goal: 'Reputation', target: 'Ana' }],
    ]);
    expect(who(ended, 'Ana').books).toBe(1);
    const r = followUp(ended, { primary: RUNNING }, GM_ACTOR);
    if (!r.ok) throw new Error(r.refusal.message);
    expect(who(r.state, 'Ana').followUpIn).toBe(2);
  });
});

describe('R10.3 Murphy points owed by a character, inside a conflict', () => {
  /** Ana and Bea against the GM side; the GM holds 3 Murphy points, 2 of them begged by Ana. */
  const table = () => {
    const s = startWithPools({
      primary: AIRGUN,
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5] },
        { name: 'Bea', side: 0, pool: [6, 5] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4, 4], points: 3 },
      ],
    });
    if ('code' in s) throw new Error(s.message);
    gmOf(s).owed = [{ name: 'Ana', points: 2 }];
    return s;
  };

  it('R10.3 GIVEN Murphy points Ana owes THEN they do not pay a Scar on Bea', () => {
    const r = refusalOf(table(), GM_ACTOR, { do: 'buy', goal: 'Scar', target: 'Bea', points: 2 });
    expect(r?.code).toBe('points/owed');
    expect(r?.message).not.toMatch(/R\d/);
  });

  it('R10.3 GIVEN a Scar on Ana paid with 2 Murphy points THEN the unowed point goes first and one mark of Ana is used', () => {
    const r = apply(table(), { do: 'buy', goal: 'Scar', target: 'Ana', points: 2 }, GM_ACTOR, scriptedDice([]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(gmOf(r.state)).toMatchObject({ points: 1, owed: [{ name: 'Ana', points: 1 }] });
    expect(r.events.find(isEvent('points-spent'))?.data.owedBy).toEqual({ name: 'Ana', points: 1 });
    // The marks never add up to more than the balance.
    expect(gmOf(r.state).owed!.reduce((n, o) => n + o.points, 0)).toBeLessThanOrEqual(gmOf(r.state).points);
  });

  it('R10.3 GIVEN a Wound on Bea paid with the one unowed point THEN no mark is touched', () => {
    const r = apply(table(), { do: 'buy', goal: 'Wound', target: 'Bea', points: 1 }, GM_ACTOR, scriptedDice([]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(gmOf(r.state)).toMatchObject({ points: 2, owed: [{ name: 'Ana', points: 2 }] });
    expect(r.events.find(isEvent('points-spent'))?.data.owedBy).toBeUndefined();
  });
});

describe('Documents from before the third reading', () => {
  it('R3.3 R3.4 GIVEN a conflict whose first roll fixed the rack and paid (no rack dice recorded) THEN beginning tops up nothing and pays nothing again', () => {
    const s = play(fresh(), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: ['Coordination'] }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['GM', { do: 'add-npc', name: 'Vid' }],
      ['Ana', { do: 'roll', pool: [5, 4] }],
      ['GM', { do: 'roll', pool: [5, 5, 4] }],
      ['Bea', { do: 'join', name: 'Bea', side: 0, level: 9 }],
      ['Bea', { do: 'roll', pool: [] }],
    ]);
    // As the older code stored it: the rack fixed at 6 by the first roll, the point already paid.
    const old: ConflictState = { ...s, fixedRack: 6 };
    delete old.rackDice;
    const r = begun(old);
    expect(r.events.find(isEvent('rack-rolled'))).toBeUndefined();
    expect(r.events.find(isEvent('outnumbered'))).toBeUndefined();
    expect(r.state.phase).toBe('exchanges');
  });
});
