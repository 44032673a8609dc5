import { describe, expect, it } from 'vitest';
import { type Face, type GoalDefinition, seededSource } from '../../../src/rules';
import {
  apply,
  type ConflictState,
  followUp,
  type FollowUpInput,
  GM_ACTOR,
  isEvent,
  startWithPools,
  unspentBooks,
} from '../../../src/rules/conflict';
import type { PoolStart } from '../../../src/rules/conflict/start';
import { play } from './helpers';

const AIRGUN = 'Coordination: Projectiles: Airgun';
const RUNNING = 'Physique: Athletics: Running';

function start(c: Omit<PoolStart, 'primary'> & { primary?: string }): ConflictState {
  const s = startWithPools({ ...c, primary: c.primary ?? AIRGUN });
  if ('code' in s) throw new Error(s.message);
  return s;
}

/** The follow-up's new state, failing loudly on a refusal. */
/** R8.2: those holding books are told first (the warning), then the follow-up starts. */
function next(ended: ConflictState, actor = GM_ACTOR, input: FollowUpInput = { primary: RUNNING }) {
  const warned = apply(ended, { do: 'warn-books' }, actor, seededSource(1));
  const r = followUp(warned.ok ? warned.state : ended, input, actor);
  if (!r.ok) throw new Error(`follow-up refused: ${r.refusal.message}`);
  return r;
}

const carried = (s: ConflictState) => Object.fromEntries(s.participants.map((p) => [p.name, p.followUpIn]));

/** Ana and Ben against the GM side with Jack, ended by the GM. */
function gmEnded(pools: { ana: Face[]; ben: Face[]; gm: Face[] }, extra: Partial<PoolStart> = {}) {
  const s = start({
    participants: [
      { name: 'Ana', side: 0, pool: pools.ana },
      { name: 'Ben', side: 0, pool: pools.ben },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: pools.gm },
    ],
    ...extra,
  });
  return play(s, [['GM', { do: 'end', reason: 'gm' }]]);
}

describe('followUp refusals (R8.2, R14.1)', () => {
  const ended = gmEnded({ ana: [5, 5], ben: [4], gm: [6, 4] });
  const live = start({
    participants: [
      { name: 'Ana', side: 0, pool: [5] },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [6] },
    ],
  });
  const pcDuel = play(
    start({
      participants: [
        { name: 'Ana', side: 0, pool: [5] },
        { name: 'Cy', side: 1, pool: [4] },
      ],
    }),
    [['Ana', { do: 'end', reason: 'agreed' }]],
  );
  it.each([
    ['a conflict still running', live, GM_ACTOR, { primary: RUNNING }, 'follow-up/not-ended'],
    ['someone not in the conflict', ended, 'Zed', { primary: RUNNING }, 'auth/not-initiator'],
    ['a player on the side that did not start it', pcDuel, 'Cy', { primary: RUNNING }, 'auth/not-initiator'],
    [
      'Ben, who joined the side that started it but did not start it',
      ended,
      'Ben',
      { primary: RUNNING },
      'auth/not-initiator',
    ],
    ['a primary that is not a skill', ended, GM_ACTOR, { primary: 'a: b: c: d' }, 'skill/bad-path'],
    ['a secondary that is not a skill', ended, 'Ana', { primary: RUNNING, secondary: 'x::y' }, 'skill/bad-path'],
  ] as const)('GIVEN %s THEN R8.2 refused with one sentence, nothing changed', (_, s, actor, input, code) => {
    const before = structuredClone(s);
    const r = followUp(s, input, actor);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.code).toBe(code);
    expect(r.refusal.message).toMatch(/^[^\n]+\.$/);
    expect(r.refusal.message).not.toMatch(/R\d/);
    expect(s).toStrictEqual(before);
  });
  it.each([GM_ACTOR, 'gm', 'Jack', 'Ana'])(
    'GIVEN %s (the GM, an NPC of its, or the initiator) THEN R8.2 it may start it',
    (actor) => {
      expect(followUp(ended, { primary: RUNNING }, actor).ok).toBe(true);
    },
  );
  it('GIVEN a PC duel THEN R8.2 the initiator may start it, and so may the GM', () => {
    expect(followUp(pcDuel, { primary: RUNNING }, 'Ana').ok).toBe(true);
    expect(followUp(pcDuel, { primary: RUNNING }, GM_ACTOR).ok).toBe(true);
  });
});

describe('followUp (R8.2, R8.3)', () => {
  it('GIVEN Shred with 4 left, Jack 2 and a third 5 THEN R8.3 they bring 2, 1 and 3 follow-up dice', () => {
    const s = start({
      participants: [
        { name: 'Shred', side: 0, pool: [6, 6, 5, 4] },
        { name: 'Odd', side: 0, pool: [5, 5, 5, 4, 4] },
        { name: 'GM', side: 1, gm: true, npcs: ['Alamo Jack'], pool: [6, 5] },
      ],
    });
    const ended = play(s, [['GM', { do: 'end', reason: 'gm' }]]);
    const { state } = next(ended);
    expect(carried(state)).toEqual({ Shred: 2, Odd: 3, GM: 1 });
  });

  it('GIVEN an ended conflict THEN R8.2 the new one is in set-up: new skills, same settings, order and NPCs, no pools or books', () => {
    const chart: GoalDefinition[] = [
      { name: 'Trip', books: 1, fields: ['Physique'], effect: 'text', basis: 'campaign' },
    ];
    const ended = gmEnded(
      { ana: [5, 5], ben: [4], gm: [6, 4] },
      { houseRules: { trailingTie: 'war', strictTurns: true }, fixedRack: 4, goalChart: chart, initiatorSide: 1 },
    );
    const { state, events } = next(ended, GM_ACTOR, { primary: ' physique :athletics: running ', secondary: AIRGUN });
    expect(state).toMatchObject({
      phase: 'setup',
      primary: 'physique: athletics: running',
      secondary: AIRGUN,
      initiatorSide: 1,
      houseRules: ended.houseRules,
      fixedRack: 4,
      goalChart: chart,
      exchanges: 0,
      purchases: [],
      effects: [],
      offers: [],
      chin: null,
      endReason: null,
      tally: { added: 0, removed: 0 },
    });
    expect(state.npcs.map((n) => n.name)).toEqual(['Jack']);
    expect(state.participants.map((p) => [p.name, p.seq])).toEqual([
      ['Ana', 1],
      ['Ben', 2],
      ['GM', 3],
    ]);
    for (const p of state.participants) {
      expect(p).toMatchObject({ pool: [], books: 0, rolled: false, leftover: null, followUpDice: 0, out: null });
    }
    expect(events).toEqual([
      {
        type: 'follow-up',
        to: 'all',
        data: {
          primary: 'physique: athletics: running',
          secondary: AIRGUN,
          chin: null,
          followUps: [
            { name: 'Ana', followUpDice: 1 },
            { name: 'Ben', followUpDice: 1 },
            { name: 'GM', followUpDice: 1 },
          ],
          booksDropped: [],
        },
      },
    ]);
  });

  it('GIVEN books won and unspent THEN R8.2 they do not carry, and the start names whose were dropped', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5, 5], points: 2 },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4, 4, 4], books: 1 },
      ],
    });
    const ended = play(s, [
      ['Ana', { do: 'lead', target: 'Jack', dice: [6] }],
      ['GM', { do: 'respond', dice: [4] }],
      ['GM', { do: 'end', reason: 'gm' }],
    ]);
    expect(unspentBooks(ended)).toEqual([
      { name: 'Ana', books: 1 },
      { name: 'GM', books: 1 },
    ]);
    // R8.2: nobody loses books unwarned: untold, the follow-up is refused and nothing changes.
    expect(followUp(ended, { primary: RUNNING }, 'Ana')).toMatchObject({
      ok: false,
      refusal: { code: 'follow-up/books-unwarned' },
    });
    const warned = apply(ended, { do: 'warn-books' }, 'Ana', seededSource(1));
    expect(warned).toMatchObject({ ok: true, state: { booksWarned: ['Ana', 'GM'] } });
    const { state, events } = next(ended, 'Ana');
    expect(state.participants.map((p) => p.books)).toEqual([0, 0]);
    expect(state.participants.map((p) => p.points)).toEqual([2, 0]);
    expect(carried(state)).toEqual({ Ana: 1, GM: 1 });
    expect(events.find(isEvent('follow-up'))!.data.booksDropped).toEqual(['Ana', 'GM']);
  });

  it('GIVEN a ran-out end THEN R8.1 R8.2 the books the leftovers paired into come back as ⌈n/2⌉ dice, the book won is dropped', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5, 5, 4, 4] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4] },
      ],
    });
    const ended = play(s, [
      ['Ana', { do: 'lead', target: 'Jack', dice: [6] }],
      ['GM', { do: 'respond', dice: [4] }],
    ]);
    expect(ended.endReason).toBe('ran-out');
    const { state, events } = next(ended);
    // 4 leftovers paired into 2 books beside the book won: 2 dice come back, one book is dropped.
    expect(carried(state)).toEqual({ Ana: 2, GM: 0 });
    expect(events.find(isEvent('follow-up'))!.data.booksDropped).toEqual(['Ana']);
  });

  it('GIVEN a PC who escaped before a ran-out end THEN R8.1 R9.6 it comes back with ⌈n/2⌉ of the dice it left with', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5, 4], points: 2 },
        { name: 'Ben', side: 0, pool: [5, 5] },
        { name: 'GM', side: 1, gm: true, npcs: ['Alamo Jack'], pool: [4, 4] },
      ],
      secondary: RUNNING,
    });
    const ended = play(s, [
      ['Ana', { do: 'buy', goal: 'Escape', target: 'Alamo Jack', points: 2 }],
      ['Ben', { do: 'lead', target: 'Alamo Jack', dice: [5, 5] }],
      ['GM', { do: 'respond', dice: [4, 4] }],
    ]);
    expect(ended).toMatchObject({ phase: 'ended', endReason: 'ran-out' });
    const { state } = next(ended);
    expect(carried(state)).toEqual({ Ana: 2, Ben: 0, GM: 0 });
    expect(state.participants.find((p) => p.name === 'Ana')!.out).toBeNull();
  });

  it('GIVEN a knocked-out PC and a knocked-out NPC THEN R4.5 neither is in the follow-up; the others keep their order', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [5, 5] },
        { name: 'Ben', side: 0, pool: [6] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack', 'Vid', { name: 'Goon', mook: true }], pool: [6, 4], books: 3 },
        { name: 'Cy', side: 0, pool: [5, 4, 4], books: 3 },
      ],
    });
    const ended = play(s, [
      ['GM', { do: 'buy', goal: 'Knock out', target: 'Ana' }],
      ['Cy', { do: 'buy', goal: 'Knock out', target: 'Vid' }],
      ['GM', { do: 'end', reason: 'gm' }],
    ]);
    const { state } = next(ended);
    expect(state.participants.map((p) => [p.name, p.seq, p.followUpIn])).toEqual([
      ['Ben', 1, 1],
      ['GM', 2, 1],
      ['Cy', 3, 2],
    ]);
    expect(state.npcs.map((n) => n.name)).toEqual(['Jack', 'Goon']);
    expect(state.npcs.find((n) => n.name === 'Goon')!.mook).toBe(true);
  });

  it('GIVEN the last NPC escaped THEN R9.6 it and the GM side are in the follow-up (the hunted now)', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5] },
        { name: 'GM', side: 1, gm: true, npcs: ['Alamo Jack'], pool: [5, 4, 4], points: 2 },
      ],
      secondary: RUNNING,
    });
    const ended = play(s, [['GM', { do: 'buy', goal: 'Escape', target: 'Alamo Jack', points: 2 }]]);
    expect(ended.endReason).toBe('escape');
    const { state } = next(ended, 'Ana');
    expect(carried(state)).toEqual({ Ana: 1, GM: 2 });
    expect(state.npcs).toEqual([{ name: 'Alamo Jack', gang: null, mook: false, armed: false, out: null }]);
  });

  it('GIVEN a chin THEN R8.4 the follow-up brings what the chin left: the opponent ⌈n/2⌉, not books', () => {
    const s = start({
      participants: [
        { name: 'Ana', side: 0, pool: [5] },
        { name: 'GM', side: 1, gm: true, npcs: ['Alamo Jack'], pool: [6, 6, 5, 5, 4, 4] },
      ],
    });
    const ended = play(s, [
      ['Ana', { do: 'lead', target: 'Alamo Jack', dice: [5] }],
      ['GM', { do: 'respond', dice: [6] }],
      ['Ana', { do: 'chin' }],
    ]);
    expect(ended.participants.map((p) => [p.name, p.books, p.followUpDice])).toEqual([
      ['Ana', 0, 0],
      ['GM', 1, 3],
    ]);
    const { state, events } = next(ended, 'Ana');
    expect(carried(state)).toEqual({ Ana: 0, GM: 3 });
    expect(events[0]!.data).toMatchObject({ chin: 'Ana', booksDropped: ['GM'] });
  });

  it('GIVEN the follow-up THEN R4.1 R8.2 a newcomer joins after everyone, and a roll draws the follow-up dice', () => {
    const ended = gmEnded({ ana: [5, 5, 5], ben: [], gm: [6, 4] });
    const { state } = next(ended, 'Ana', { primary: RUNNING, secondary: AIRGUN });
    const joined = play(state, [['Dee', { do: 'join', name: 'Dee', side: 0 }]]);
    expect(joined.participants.map((p) => [p.name, p.seq])).toEqual([
      ['Ana', 1],
      ['Ben', 2],
      ['GM', 3],
      ['Dee', 4],
    ]);
    const r = apply(joined, { do: 'roll' }, 'Ana', seededSource(3));
    expect(r.ok && r.state.participants[0]!.drawn).toBe(2);
  });

  it('GIVEN a follow-up THEN the ended conflict is left as it was', () => {
    const ended = gmEnded({ ana: [5, 5], ben: [4], gm: [6, 4] });
    const before = structuredClone(ended);
    const { state } = next(ended);
    state.participants[0]!.skills.push('Cognition');
    state.participants[0]!.gear.push({ name: 'x', skill: 'Cognition', quality: 1, mode: 'assist' });
    state.houseRules.strictTurns = true;
    expect(ended).toStrictEqual(before);
  });
});
