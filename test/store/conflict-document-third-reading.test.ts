// Stored conflict documents and the fields the third reading of the rules added: the
// settled rack and the rack dice (R3.3), a knocked-out participant's used last chance (R4.5), the
// Murphy points owed by characters (R10.3). They are optional: documents written before load as
// they are and play on as they were stored.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/rules';
import { apply, type ConflictState, GM_ACTOR, isEvent, newConflict } from '../../src/rules/conflict';
import { decodeConflict, encodeConflict } from '../../src/store/conflict/conflict-document';
import { play } from '../rules/conflict/helpers';

const AIRGUN = 'Coordination: Projectiles: Airgun';

/** Ana rolled 2 dice; the GM side brought Jack and Vid (two racks of 6) and rolled; Bea (level 9) joined late. */
function rolled(): ConflictState {
  return play(
    newConflict({ primary: AIRGUN, secondary: 'Physique', initiatorSide: 0 }),
    [
      ['Ana', { do: 'join', name: 'Ana', side: 0, skills: ['Coordination'] }],
      ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
      ['GM', { do: 'add-npc', name: 'Jack' }],
      ['GM', { do: 'add-npc', name: 'Vid' }],
      ['Ana', { do: 'roll', pool: [5, 4] }],
      ['GM', { do: 'roll' }],
      ['Bea', { do: 'join', name: 'Bea', side: 0, level: 9 }],
      ['Bea', { do: 'roll', pool: [] }],
    ],
    scriptedDice(Array(12).fill(4)),
  );
}

/** The document as the code before the third reading wrote it: no new field, the rack fixed at the first roll. */
function olderText(s: ConflictState): string {
  const state = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & { participants: Record<string, unknown>[] };
  delete state.rackDice;
  delete state.settledRack;
  state.fixedRack = 6;
  for (const p of state.participants) {
    delete p.owed;
    delete p.lastChanceUsed;
  }
  return JSON.stringify({ v: 1, state });
}

describe('stored conflicts and the third reading (R3.3, R3.4, R4.5, R10.3)', () => {
  it('R3.3 GIVEN a document with the new fields THEN it is valid and reads back whole', () => {
    const s = rolled();
    expect(s.rackDice).toBe(12);
    expect(s.participants.find((p) => p.kind === 'gm')?.owed).toEqual([]);
    const back = decodeConflict(encodeConflict(s), { check: true });
    expect(back).toEqual(s);
    const begun = apply(back, { do: 'begin' }, GM_ACTOR, scriptedDice(Array(6).fill(4)));
    if (!begun.ok) throw new Error(begun.refusal.message);
    expect(decodeConflict(encodeConflict(begun.state), { check: true })).toEqual(begun.state);
    // Level 9 joined after the GM rolled two racks of 6: 6 more dice, racks of 9.
    expect(begun.events.find(isEvent('rack-rolled'))?.data.size).toBe(9);
  });

  it('R3.3 R3.4 GIVEN a document written before the third reading THEN it loads, and beginning keeps its first-roll rack and pays nobody again', () => {
    const old = decodeConflict(olderText(rolled()), { check: true });
    expect(old.rackDice).toBeUndefined();
    const begun = apply(old, { do: 'begin' }, GM_ACTOR, scriptedDice([]));
    if (!begun.ok) throw new Error(begun.refusal.message);
    expect(begun.state.phase).toBe('exchanges');
    expect(begun.events.find(isEvent('rack-rolled'))).toBeUndefined();
    expect(begun.events.find(isEvent('outnumbered'))).toBeUndefined();
    // It plays on: Ana leads, the GM answers; its Murphy points are free (nothing marked as owed).
    const led = play(begun.state, [
      ['Ana', { do: 'lead', target: 'Jack', dice: [5] }],
      ['GM', { do: 'respond', dice: [4] }],
    ]);
    expect(led.participants.find((p) => p.name === 'Ana')?.books).toBe(1);
    expect(decodeConflict(encodeConflict(led), { check: true })).toEqual(led);
  });

  it('R4.5 GIVEN an older document with a knocked-out participant THEN its last chance is unused and still one purchase', () => {
    const s = rolled();
    const begun = apply(s, { do: 'begin' }, GM_ACTOR, scriptedDice(Array(6).fill(4)));
    if (!begun.ok) throw new Error(begun.refusal.message);
    const gm = begun.state.participants.find((p) => p.kind === 'gm')!;
    gm.books = 3;
    const ana = begun.state.participants.find((p) => p.name === 'Ana')!;
    ana.books = 2;
    const out = play(begun.state, [['GM', { do: 'buy', goal: 'Knock out', target: 'Ana' }]]);
    const old = decodeConflict(olderText(out).replace('"fixedRack":6', `"fixedRack":${out.fixedRack}`), {
      check: true,
    });
    const once = play(old, [['Ana', { do: 'buy', goal: 'Reputation', target: 'Ana' }]]);
    const twice = apply(once, { do: 'buy', goal: 'Reputation', target: 'Ana' }, 'Ana', scriptedDice([]));
    expect(twice.ok ? null : twice.refusal.code).toBe('goal/last-chance-gone');
  });
});
