import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules';
import {
  apply,
  type ConflictEvent,
  type ConflictState,
  MOVE_NAMES,
  type Move,
  newConflict,
  ownPoolIn,
  startWithPools,
  view,
} from '../../../src/rules/conflict';

const AIRGUN = ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'];

/** Every path in a value whose key names a pool-like secret. */
function secretPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretPaths(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/^(pool|pushed|bid|murphy|points|playerPools|faces|kept)$/.test(k) ? [`${path}.${k}`] : []),
    ...secretPaths(v, `${path}.${k}`),
  ]);
}

const PCS = ['Ana', 'Ben'];

/** After every move: each pool reaches only its owner (and the GM under gm-sees-pools). */
function checkViews(s: ConflictState, events: ConflictEvent[]): void {
  expect(secretPaths(view(s, { kind: 'public' }))).toEqual([]);
  for (const name of PCS) {
    const v = view(s, { kind: 'participant', name });
    const owner = s.participants.find((p) => p.name === name);
    expect(secretPaths(v).sort()).toEqual(owner ? ['.me.bid', '.me.points', '.me.pool', '.me.pushed'] : []);
    expect(v.me?.pool).toEqual(owner?.pool);
    // The shortcut a move's reply reads its pool through is the same view's pool.
    expect(ownPoolIn(s, { kind: 'participant', name })).toEqual(v.me?.pool ?? []);
  }
  const gm = view(s, { kind: 'gm' });
  expect(gm.gm.pool).toEqual(s.participants.find((p) => p.kind === 'gm')?.pool ?? null);
  expect(ownPoolIn(s, { kind: 'gm' })).toEqual(gm.gm.pool ?? []);
  expect(ownPoolIn(s, { kind: 'public' })).toEqual([]);
  if (s.houseRules.gmSeesPools) {
    for (const name of PCS)
      expect(gm.gm.playerPools?.[name]).toEqual(s.participants.find((p) => p.name === name)?.pool);
  } else {
    expect(gm.gm.playerPools).toBeNull();
  }
  for (const e of events) {
    if (e.to === 'all') expect(secretPaths(e.data).filter((p) => !p.startsWith('.participants'))).toEqual([]);
    if (e.to !== 'all' && e.to !== 'gm' && 'name' in e.data) expect(e.data.name).toBe(e.to.participant);
  }
}

function walk(start: ConflictState, moves: [string, Move][], dice: number[], seen: Set<string>): ConflictState {
  let s = start;
  const source = scriptedDice(dice);
  for (const [actor, move] of moves) {
    const r = apply(s, move, actor, source);
    if (!r.ok) throw new Error(`${actor} ${move.do}: ${r.refusal.message}`);
    s = r.state;
    seen.add(move.do);
    checkViews(s, r.events);
  }
  expect(source.remaining()).toBe(0);
  return s;
}

const wholeConflict: [string, Move][] = [
  [
    'Ana',
    {
      do: 'join',
      name: 'Ana',
      side: 0,
      skills: AIRGUN,
      points: 2,
      gear: [{ name: 'Vest', skill: 'Coordination', quality: 2, mode: 'resist' }],
    },
  ],
  ['Ben', { do: 'join', name: 'Ben', side: 0 }],
  ['GM', { do: 'join', name: 'GM', side: 1, gm: true, points: 1 }],
  ['GM', { do: 'add-npc', name: 'Jack' }],
  ['GM', { do: 'add-npc', name: 'Vid', gang: 12 }],
  ['GM', { do: 'secondary', skill: 'Physique: Athletics' }],
  ['GM', { do: 'circumstance', for: 'Ben', dice: 1 }],
  ['GM', { do: 'rack' }],
  ['Ana', { do: 'propose', target: 'Jack', goal: 'Jack drops his gun', price: 2 }],
  ['GM', { do: 'counter', offer: 1, goal: 'Jack drops his gun', price: 3 }],
  ['Ana', { do: 'counter', offer: 2, goal: 'Jack drops his gun', price: 2 }],
  ['GM', { do: 'only-if', offer: 3, goal: 'Ana pays for the drinks', price: 1 }],
  ['Ana', { do: 'refuse', offer: 4 }],
  ['GM', { do: 'accept', offer: 3 }],
  ['Ana', { do: 'roll', pool: [6, 6, 5, 5, 4, 4] }],
  ['Ben', { do: 'roll', pool: [6, 5, 5, 4] }],
  ['GM', { do: 'roll', pool: [6, 6, 6, 5, 5, 4, 4, 4, 4] }],
  ['GM', { do: 'begin' }],
  ['GM', { do: 'rack' }],
  ['GM', { do: 'initiative-open' }],
  ['Ana', { do: 'bid', dice: [4] }],
  ['Ben', { do: 'bid', dice: [4] }],
  ['GM', { do: 'gm-bid', for: 'Jack', dice: [4] }],
  ['Ana', { do: 'pass' }],
  ['Ben', { do: 'pass' }],
  ['GM', { do: 'initiative-close' }],
  ['Ana', { do: 'fly', skill: 'Physique: Unarmed', against: 'Jack', a: [5], b: [4] }],
  ['Ana', { do: 'action', skill: 'Coordination: Projectiles: Airgun' }],
  ['Ana', { do: 'lead', target: 'Jack', dice: [6], action: 'I shoot' }],
  ['GM', { do: 'dispute' }],
  ['GM', { do: 'respond', dice: [6] }],
  ['Ben', { do: 'lead', target: 'Jack', dice: [6] }],
  ['Ben', { do: 'cancel' }],
  ['GM', { do: 'lead', target: 'Ana', dice: [6] }],
  ['Ana', { do: 'resist', gear: 'Vest' }],
  ['Ana', { do: 'respond', dice: [6] }],
  ['Ana', { do: 'war', die: 5 }],
  ['GM', { do: 'war', die: 4 }],
  ['Ana', { do: 'buy', goal: 'Jack drops his gun', target: 'Jack' }],
  ['GM', { do: 'end-round' }],
  ['Ben', { do: 'lead', target: 'Vid', dice: [5] }],
  ['GM', { do: 'respond', dice: [6] }],
  ['GM', { do: 'give', to: 'Ana', books: 1 }],
  ['Ben', { do: 'trained-books', books: 2 }],
  ['Ana', { do: 'ask-end' }],
  ['Ben', { do: 'end', reason: 'agreed' }],
  ['GM', { do: 'warn-books' }],
];

describe('view', () => {
  for (const gmSeesPools of [false, true]) {
    it(`GIVEN every move of every phase (gm-sees-pools ${gmSeesPools ? 'on' : 'off'}) THEN R13.1 a pool reaches only its owner${gmSeesPools ? ' and the GM' : ''}`, () => {
      const seen = new Set<string>();
      const s = newConflict({
        primary: 'Coordination: Projectiles: Airgun',
        houseRules: { trailingTie: 'war', gmSeesPools },
      });
      // A budget rack rolled in after the GM side rolled: 5 5 5 5 5 5; action dice 4 4 4 (three held
      // skills on the chain); resist dice 5 1.
      const end = walk(s, wholeConflict, [5, 5, 5, 5, 5, 5, 4, 4, 4, 5, 1], seen);
      expect(end.phase).toBe('ended');
      const chinStart = startWithPools({
        primary: 'Coordination: Projectiles: Airgun',
        houseRules: { gmSeesPools },
        participants: [
          { name: 'Ana', side: 0, pool: [5] },
          { name: 'Ben', side: 0, pool: [] },
          { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [6, 6] },
        ],
      }) as ConflictState;
      walk(
        chinStart,
        [
          ['Ana', { do: 'lead', target: 'Jack', dice: [5] }],
          ['GM', { do: 'respond', dice: [6] }],
          ['Ana', { do: 'chin' }],
        ],
        [],
        seen,
      );
      expect([...MOVE_NAMES].filter((m) => !seen.has(m))).toEqual([]);
    });
  }
  it('GIVEN purchases paid with points, a knock-out, an escape and a buy after the end THEN R13.1 R13.3 no pool or points reach anyone else', () => {
    const seen = new Set<string>();
    const s = startWithPools({
      primary: 'Physique: Unarmed: Punch',
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5], books: 1, points: 2 },
        { name: 'Ben', side: 0, pool: [5, 5], books: 3 },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack', 'Vid'], pool: [4, 4], books: 1, points: 1 },
      ],
    }) as ConflictState;
    const end = walk(
      s,
      [
        ['Ana', { do: 'buy', goal: 'Scar', target: 'Jack', points: 1, narration: 'a cut over the eye' }],
        ['GM', { do: 'buy', goal: 'Escape', target: 'Vid', points: 1 }],
        ['Ana', { do: 'lead', target: 'Jack', dice: [6] }],
        ['GM', { do: 'respond', dice: [4] }],
        ['Ben', { do: 'buy', goal: 'Knock out', target: 'Jack' }],
        ['Ana', { do: 'buy', goal: 'Reputation', target: 'Ana', points: 1 }],
      ],
      [],
      seen,
    );
    expect(end.phase).toBe('ended');
    expect(seen).toEqual(new Set(['buy', 'lead', 'respond']));
  });

  for (const gmSeesPools of [false, true]) {
    it(`GIVEN fly dice (gm-sees-pools ${gmSeesPools ? 'on' : 'off'}) THEN R7 R13.1 the public event and view hold no face; each roll reaches its roller${gmSeesPools ? ' and the GM' : ''}, the gain the winner`, () => {
      const s = startWithPools({
        primary: 'Coordination: Projectiles: Airgun',
        houseRules: { gmSeesPools },
        participants: [
          { name: 'Ana', side: 0, pool: [6], skills: ['Physique', 'Physique: Unarmed'] },
          { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4] },
        ],
      }) as ConflictState;
      // Ana's base attack is 4 dice (5 5 1 1); the GM rolls a rack of 6 (6 6 5 1 1 1, its two sixes add 2 2).
      const r = apply(
        s,
        { do: 'fly', skill: 'Physique: Unarmed', against: 'Jack' },
        'Ana',
        scriptedDice([5, 5, 1, 1, 6, 6, 5, 1, 1, 1, 2, 2]),
      );
      if (!r.ok) throw new Error(r.refusal.message);
      const shown = r.events.filter((e) => e.to === 'all');
      expect(shown.map((e) => e.data)).toEqual([
        { by: 'Ana', against: 'GM', skill: 'Physique: Unarmed', winner: 'GM', gained: 5 },
      ]);
      expect(JSON.stringify(shown)).not.toMatch(/\[[4-6]/);
      expect(JSON.stringify(view(r.state, { kind: 'public' }))).not.toMatch(/\[[4-6]/);
      const told = (to: ConflictEvent['to']) =>
        r.events
          .filter((e) => JSON.stringify(e.to) === JSON.stringify(to))
          .map((e) => [e.type, 'faces' in e.data ? e.data.faces : null]);
      expect(told({ participant: 'Ana' })).toEqual([['fly-roll', [5, 5]]]);
      expect(told({ participant: 'GM' })).toEqual([
        ['fly-roll', [6, 6, 5]],
        ['fly-gained', [6, 6, 5, 5, 5]],
      ]);
      expect(told('gm')).toEqual(gmSeesPools ? [['fly-roll', [5, 5]]] : []);
      expect(view(r.state, { kind: 'gm' }).gm.pool).toEqual([6, 6, 5, 5, 5, 4]);
    });
  }
  it('GIVEN a lead waiting for its answer THEN R13.2 only the actor sees which dice were pushed', () => {
    const s = startWithPools({
      primary: 'Coordination: Projectiles: Airgun',
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4] },
      ],
    }) as ConflictState;
    const r = apply(s, { do: 'lead', target: 'Jack', dice: [6] }, 'Ana', scriptedDice([]));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(view(r.state, { kind: 'public' }).pending).toMatchObject({ actor: 'Ana', target: 'Jack', count: 1 });
    expect(view(r.state, { kind: 'participant', name: 'Ana' }).me?.pushed).toEqual([6]);
    expect(view(r.state, { kind: 'gm' }).gm.pushed).toEqual([]);
  });
});
