import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import { apply, check, newConflict, view } from '../../../src/rules/conflict';
import { play, refusalOf } from './helpers';

const AIRGUN = ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'];
const fresh = () => newConflict({ primary: 'Coordination: Projectiles: Airgun' });
const joined = () =>
  play(fresh(), [
    ['Ana', { do: 'join', name: 'Ana', side: 0, skills: AIRGUN, points: 1 }],
    ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
    ['GM', { do: 'add-npc', name: 'Alamo Jack' }],
  ]);

describe('set-up moves', () => {
  it('GIVEN set-up THEN R3.1 only the challenged side (or the GM) picks the secondary skill', () => {
    expect(refusalOf(joined(), 'Ana', { do: 'secondary', skill: 'Coordination: Acrobatics' })?.code).toBe(
      'auth/not-target-side',
    );
    expect(play(joined(), [['GM', { do: 'secondary', skill: 'Coordination: Acrobatics: Gymnastics' }]]).secondary).toBe(
      'Coordination: Acrobatics: Gymnastics',
    );
  });
  it('GIVEN a repeated name or a stranger joining for someone else THEN refused and nothing changes', () => {
    const s = joined();
    expect(refusalOf(s, 'GM', { do: 'join', name: 'Alamo Jack', side: 0 })?.code).toBe('conflict/already-joined');
    expect(refusalOf(s, 'Ben', { do: 'join', name: 'Cai', side: 0 })?.code).toBe('auth/not-yours');
    expect(refusalOf(s, 'Ana', { do: 'add-npc', name: 'Vid' })?.code).toBe('auth/not-gm');
    expect(refusalOf(s, 'Ana', { do: 'rack' })?.code).toBe('auth/not-gm');
    expect(refusalOf(s, 'Ana', { do: 'circumstance', for: 'Ana', dice: 1 })?.code).toBe('auth/not-gm');
  });
  it('GIVEN everyone rolls THEN R3.2/R3.3 draws are rolled, the exchanges begin and R3.4 pays the outnumbered side', () => {
    // Ana draws 6 (Airgun chain) + 1 (shared Coordination on the secondary) + 1 circumstance = 8;
    // the GM draws 3 racks of 6 = 18: Ana is behind by a full rack.
    const s = play(joined(), [
      ['GM', { do: 'secondary', skill: 'Coordination: Acrobatics: Gymnastics' }],
      ['GM', { do: 'circumstance', for: 'Ana', dice: 1 }],
      ['GM', { do: 'rack', racks: 2 }],
      ['Ana', { do: 'roll' }],
      ['GM', { do: 'roll' }],
      ['GM', { do: 'begin' }],
    ]);
    expect(s.participants.map((p) => p.drawn)).toEqual([8, 18]);
    expect(s.phase).toBe('exchanges');
    expect(s.participants[0]!.points).toBe(2);
    expect(s.suggestedLeader).toBe('Ana');
    expect(refusalOf(s, 'Ana', { do: 'roll' })?.code).toBe('conflict/wrong-phase');
  });
  it('GIVEN the GM side has rolled THEN R10.1 a budget rack is rolled in at once, its faces told to the GM alone', () => {
    const s = play(joined(), [
      ['Ana', { do: 'roll', pool: [6, 5] }],
      ['GM', { do: 'roll', pool: [5, 4] }],
    ]);
    const r = apply(s, { do: 'rack' }, 'GM', scriptedDice([6, 5, 4, 3, 2, 1, 4]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.participants[1]!.pool).toEqual([6, 5, 5, 4, 4, 4]);
    expect(r.state.budgetRacks).toBe(1);
    expect(r.events.filter((e) => e.to === 'all')).toEqual([]);
    expect(r.events.find((e) => e.type === 'rack-rolled')).toMatchObject({
      to: { participant: 'GM' },
      data: { size: 6, rolled: [6, 5, 4, 3, 2, 1, 4] },
    });
    expect(refusalOf(play(s, [['GM', { do: 'end', reason: 'gm' }]]), 'GM', { do: 'rack' })?.code).toBe(
      'conflict/wrong-phase',
    );
  });
  it('GIVEN the GM side brings follow-up dice THEN they are really rolled into its pool', () => {
    const s = play(
      fresh(),
      [
        ['Ana', { do: 'join', name: 'Ana', side: 0, skills: AIRGUN }],
        ['GM', { do: 'join', name: 'GM', side: 1, gm: true, followUp: 2 }],
        ['GM', { do: 'roll' }],
      ],
      scriptedDice([5, 4]),
    );
    expect(s.participants[1]!.drawn).toBe(2);
    expect(s.participants[1]!.pool).toEqual([5, 4]);
  });
  it('GIVEN set-up THEN R10.3 a goal can be bought with points before rolling', () => {
    const s = play(joined(), [['Ana', { do: 'buy', goal: 'Wound', target: 'Alamo Jack', points: 1 }]]);
    expect(s.effects).toEqual([{ target: 'Alamo Jack', kind: 'wound', goal: 'Wound', by: 'Ana', price: 1 }]);
    expect(s.participants[0]!.points).toBe(0);
    expect(refusalOf(joined(), 'Ana', { do: 'buy', goal: 'Wound', target: 'Alamo Jack' })?.code).toBe(
      'goal/not-enough',
    );
  });
  it('GIVEN the exchanges have begun THEN R4.1 joining is closed; NPCs and mooks may still arrive', () => {
    const s = play(joined(), [
      ['GM', { do: 'secondary', skill: 'Physique' }],
      ['Ana', { do: 'roll', pool: [6, 5] }],
      ['GM', { do: 'roll', pool: [5, 4] }],
      ['GM', { do: 'begin' }],
    ]);
    expect(s.phase).toBe('exchanges');
    expect(refusalOf(s, 'Ben', { do: 'join', name: 'Ben', side: 0 })?.code).toBe('conflict/wrong-phase');
    expect(refusalOf(s, 'GM', { do: 'secondary', skill: 'Cognition' })?.code).toBe('conflict/wrong-phase');
    expect(refusalOf(s, 'GM', { do: 'circumstance', for: 'Ana', dice: 1 })?.code).toBe('conflict/wrong-phase');
    expect(play(s, [['GM', { do: 'add-npc', name: 'Bouncer', mook: true }]]).npcs[1]!.mook).toBe(true);
    // R4.1: an NPC arriving after the first lead brings a rack, rolled in at once.
    expect(play(s, [['GM', { do: 'add-npc', name: 'Vid' }]]).participants[1]!.drawn).toBe(2 + 6);
  });
  it('GIVEN a roll sealed with a commitment THEN the fingerprint is public and the pool is not', () => {
    const s = play(joined(), [['Ana', { do: 'roll', pool: [6, 5], commitment: 'abc123' }]]);
    const pub = view(s, { kind: 'public' });
    expect(pub.participants[0]).toMatchObject({ name: 'Ana', hasRolled: true, hasDice: true, commitment: 'abc123' });
    expect(JSON.stringify(pub)).not.toMatch(/"pool"/);
  });
  it('GIVEN a pool from outside with a face below 4 THEN refused', () => {
    expect(refusalOf(joined(), 'Ana', { do: 'roll', pool: [6, 3] })?.code).toBe('dice/bad-face');
  });
  it('GIVEN any move THEN check neither rolls nor changes the state', () => {
    const s = joined();
    const before = JSON.stringify(s);
    check(s, { do: 'roll' }, 'Ana');
    check(s, { do: 'buy', goal: 'Kill', target: 'Alamo Jack' }, 'Ana');
    expect(JSON.stringify(s)).toBe(before);
    expect(view(s, { kind: 'public' }).phase).toBe('setup');
  });
});
