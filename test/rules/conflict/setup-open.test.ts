import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import { apply, newConflict } from '../../../src/rules/conflict';
import { play, refusalOf } from './helpers';

const AIRGUN = ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'];
const ATHLETE = ['Physique', 'Physique: Athletics'];

/** Ana started the conflict (side 0); the GM side and Jack are there; nobody rolled yet. */
const seated = (setupWait: number | null = null) =>
  play(newConflict({ primary: 'Coordination: Projectiles: Airgun', initiatorSide: 0, houseRules: { setupWait } }), [
    ['Ana', { do: 'join', name: 'Ana', side: 0, skills: AIRGUN }],
    ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
    ['GM', { do: 'add-npc', name: 'Jack' }],
  ]);

describe('R4.1 the set-up stays open through the rolls', () => {
  it('R4.1 GIVEN Ana and the GM rolled THEN Ben may still join and roll, and nothing begins by itself', () => {
    const s = play(seated(), [
      ['GM', { do: 'secondary', skill: 'Physique: Athletics' }],
      ['Ana', { do: 'roll', pool: [6, 5] }],
      ['GM', { do: 'roll', pool: [6, 4] }],
    ]);
    expect(s.phase).toBe('rolling');
    const late = play(s, [
      ['Ben', { do: 'join', name: 'Ben', side: 0, skills: ATHLETE }],
      ['Ben', { do: 'roll', pool: [5] }],
    ]);
    expect(late.phase).toBe('rolling');
    expect(late.participants.map((p) => p.name)).toEqual(['Ana', 'GM', 'Ben']);
    expect(play(late, [['Ana', { do: 'begin' }]]).phase).toBe('exchanges');
  });

  it('R4.1 GIVEN the secondary skill is set after Ana rolled THEN she draws its dice at once, told to her alone', () => {
    const s = play(seated(), [['Ana', { do: 'roll', pool: [6, 5] }]]);
    // Ana holds Coordination, which the secondary Coordination: Acrobatics shares: 1 more die.
    const r = apply(s, { do: 'secondary', skill: 'Coordination: Acrobatics' }, 'GM', scriptedDice([4]));
    if (!r.ok) throw new Error(r.refusal.message);
    const ana = r.state.participants[0]!;
    expect(ana.pool).toEqual([6, 5, 4]);
    expect(ana.drawn).toBe(3);
    const faces = r.events.find((e) => e.type === 'secondary-faces');
    expect(faces?.to).toEqual({ participant: 'Ana' });
    expect(r.events.filter((e) => e.to === 'all').map((e) => e.type)).toEqual(['secondary']);
    // Dice rolled with it cannot be taken back: the secondary no longer changes.
    expect(refusalOf(r.state, 'GM', { do: 'secondary', skill: 'Physique' })?.code).toBe('secondary/fixed');
  });

  it('R4.1 GIVEN the GM side rolled THEN an NPC added before the first lead brings its rack, rolled in', () => {
    const s = play(seated(), [
      ['Ana', { do: 'roll', pool: [6] }],
      ['GM', { do: 'roll', pool: [5] }],
    ]);
    const r = apply(s, { do: 'add-npc', name: 'Vid' }, 'GM', scriptedDice([6, 5, 4, 3, 2, 1, 4]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.participants[1]!.pool).toEqual([6, 5, 5, 4, 4]);
    expect(r.events.find((e) => e.type === 'rack-rolled')?.to).toEqual({ participant: 'GM' });
  });

  it('R4.1 GIVEN something is missing THEN begin is refused with what the set-up waits for, and nothing changes', () => {
    const alone = play(newConflict({ primary: 'Coordination: Projectiles: Airgun' }), [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: AIRGUN }],
      ['Ana', { do: 'roll', pool: [6] }],
    ]);
    const no = refusalOf(alone, 'Ana', { do: 'begin' });
    expect(no?.code).toBe('conflict/not-ready');
    expect(no?.message).toBe(
      'The exchanges cannot begin yet: still waiting for someone on the other side and the secondary skill.',
    );
    const half = play(seated(), [['Ana', { do: 'roll', pool: [6] }]]);
    expect(refusalOf(half, 'GM', { do: 'begin' })?.message).toBe(
      'The exchanges cannot begin yet: still waiting for the secondary skill and Jack to roll.',
    );
    // Leading is not a way round it: the exchanges have not begun.
    expect(refusalOf(half, 'Ana', { do: 'lead', target: 'Jack', dice: [6] })?.code).toBe('conflict/wrong-phase');
  });

  it('R4.1 GIVEN the table is ready THEN only the GM or the initiator begins, unless the wait has passed', () => {
    const ready = (wait: number | null) =>
      play(seated(wait), [
        ['Ben', { do: 'join', name: 'Ben', side: 1, skills: ATHLETE }],
        ['Ben', { do: 'secondary', skill: 'Physique' }],
        ['Ana', { do: 'roll', pool: [6] }],
        ['Ben', { do: 'roll', pool: [5] }],
        ['GM', { do: 'roll', pool: [4] }],
      ]);
    // Ben (the challenged side) may not begin; Ana (who started it) and the GM may.
    expect(refusalOf(ready(null), 'Ben', { do: 'begin' })?.code).toBe('auth/not-initiator');
    expect(refusalOf(ready(null), 'Ben', { do: 'begin', idleMinutes: 600 })?.code).toBe('auth/not-initiator');
    expect(refusalOf(ready(null), 'Ana', { do: 'begin' })).toBeNull();
    expect(refusalOf(ready(null), 'GM', { do: 'begin' })).toBeNull();
    // With a campaign wait of 15 minutes: anyone in the conflict, once 15 minutes passed without a join.
    expect(refusalOf(ready(15), 'Ben', { do: 'begin', idleMinutes: 14 })?.code).toBe('auth/not-initiator');
    expect(refusalOf(ready(15), 'Ben', { do: 'begin', idleMinutes: 15 })).toBeNull();
    expect(refusalOf(ready(15), 'Stranger', { do: 'begin', idleMinutes: 60 })?.code).toBe('conflict/not-participant');
    expect(refusalOf(ready(15), 'Ben', { do: 'begin', idleMinutes: -1 })?.code).toBe('conflict/bad-count');
    const begun = play(ready(null), [['GM', { do: 'begin' }]]);
    expect(begun.suggestedLeader).toBe('Ana');
    expect(refusalOf(begun, 'GM', { do: 'begin' })?.code).toBe('conflict/wrong-phase');
  });
});
