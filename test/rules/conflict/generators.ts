// Random conflicts for property tests: three participants on known pools, and moves worth trying.
import fc from 'fast-check';
import type { Face } from '../../../src/rules';
import {
  type ConflictHouseRules,
  type ConflictState,
  type Move,
  newConflict,
  startWithPools,
} from '../../../src/rules/conflict';

/** The same conflict before anyone joined, for play that starts with set-up (on another primary skill if given). */
export function unjoined(
  houseRules: Partial<ConflictHouseRules>,
  primary = 'Coordination: Projectiles: Airgun',
): ConflictState {
  return newConflict({ primary, houseRules });
}

/** Set-up and rolling moves worth trying: joining, NPCs, circumstances, racks, rolls. */
function setupCandidates(pick: (n: number) => number): [string, Move][] {
  return [
    ['Ana', { do: 'join', name: 'Ana', side: 0, skills: ['Coordination'], points: 1 }],
    ['Ben', { do: 'join', name: 'Ben', side: 0, books: 1 }],
    ['GM', { do: 'join', name: 'GM', side: 1, gm: true }],
    ['GM', { do: 'add-npc', name: pick(2) ? 'Jack' : 'Vid', gang: pick(2) ? 12 : null }],
    ['GM', { do: 'add-npc', name: 'Bouncer', mook: true }],
    ['GM', { do: 'secondary', skill: 'Physique: Athletics' }],
    ['GM', { do: 'circumstance', for: 'Ana', dice: 1 + pick(3) }],
    ['GM', { do: 'rack' }],
    ['Ana', { do: 'roll' }],
    ['Ben', { do: 'roll' }],
    ['GM', { do: 'roll' }],
    ['Ana', { do: 'begin' }],
    ['GM', { do: 'begin' }],
  ];
}

const GOALS = ['Wound', 'Scar', 'Knock out', 'Kill', 'Escape', 'Reputation', 'Persuade one person'];

/** Moves worth trying now, legal or not: the machine must refuse the illegal ones cleanly. */
export function candidates(s: ConflictState, pick: (n: number) => number): [string, Move][] {
  if (s.phase === 'setup' || s.phase === 'rolling') return setupCandidates(pick);
  const names = [...s.participants.map((p) => p.name), ...s.npcs.map((n) => n.name)];
  const out: [string, Move][] = [];
  const pending = s.pending;
  if (pending && pick(4) !== 0) {
    // Mostly answer what is pending, so exchanges and wars run to the end.
    for (const p of s.participants) {
      const k = Math.min(pending.actorDice.length, p.pool.length);
      out.push([p.name, { do: 'respond', dice: p.pool.slice(pick(2), pick(2) + k) as Face[] }]);
      // The same faces as the lead, when the pool has them: ties, so wars happen.
      out.push([p.name, { do: 'respond', dice: pending.actorDice.slice(0, k) }]);
      out.push([p.name, { do: 'war', die: (p.pool[pick(Math.max(1, p.pool.length))] ?? 6) as Face }]);
    }
    out.push(['GM', { do: 'respond', dice: [] }]);
    return out;
  }
  for (const p of s.participants) {
    const actor = p.name;
    const some = (k: number): Face[] => p.pool.slice(0, Math.max(1, k)) as Face[];
    const target = names[pick(names.length)]!;
    out.push([actor, { do: 'lead', target, dice: some(1 + pick(3)), risky: pick(4) === 0 }]);
    if (pending) {
      const k = Math.min(pending.actorDice.length, p.pool.length);
      out.push([actor, { do: 'respond', dice: p.pool.slice(0, k) as Face[] }]);
      out.push([actor, { do: 'war', die: (p.pool[0] ?? 6) as Face }]);
      out.push([actor, { do: 'dispute' }], [actor, { do: 'cancel' }]);
      out.push([actor, { do: 'resist', gear: 'Vest', quality: pick(4) }]);
    }
    out.push([
      actor,
      { do: 'buy', goal: GOALS[pick(GOALS.length)]!, target, people: pick(5) === 0 ? 100 : null, points: pick(2) },
    ]);
    out.push([actor, { do: 'give', to: names[pick(names.length)]!, books: 1 }]);
    out.push([actor, { do: 'action', skill: 'Coordination: Projectiles' }]);
    out.push([actor, { do: 'chin' }]);
    if (pick(8) === 0) out.push([actor, { do: 'end', reason: pick(2) ? 'agreed' : 'gm' }]);
    out.push([actor, { do: 'bid', dice: some(1) }], [actor, { do: 'pass' }]);
  }
  out.push(['GM', { do: 'initiative-open' }], ['GM', { do: 'initiative-close' }], ['GM', { do: 'end-round' }]);
  out.push(['GM', { do: 'gm-bid', for: names[pick(names.length)]!, dice: [6] }]);
  return out;
}

/** A pool as rolled: up to 8 faces from 4 to 6. */
export const pool = fc.array(fc.integer({ min: 4, max: 6 }), { maxLength: 8 }) as fc.Arbitrary<Face[]>;

/** Picks an index below n from the generated choices, cycling through them. */
export function picker(choices: readonly number[]): (n: number) => number {
  let i = 0;
  return (n) => (n <= 0 ? 0 : (choices[i++ % choices.length]! + i) % n);
}

/** Ana (skills, points, resist gear) and Ben against the GM side with a named NPC, a gang and a mook. */
export function startThree(
  a: Face[],
  b: Face[],
  g: Face[],
  houseRules: Partial<ConflictHouseRules>,
  gmBooks = 0,
): ConflictState {
  const start = startWithPools({
    primary: 'Coordination: Projectiles: Airgun',
    secondary: 'Physique: Athletics',
    houseRules,
    participants: [
      {
        name: 'Ana',
        side: 0,
        pool: a,
        points: 2,
        skills: ['Coordination', 'Coordination: Projectiles'],
        gear: [{ name: 'Vest', skill: 'Physique', quality: 2, mode: 'resist' }],
      },
      { name: 'Ben', side: 0, pool: b, books: 1 },
      {
        name: 'GM',
        side: 1,
        gm: true,
        npcs: ['Jack', { name: 'Vid', gang: 12 }, { name: 'Bouncer', mook: true }],
        pool: g,
        points: 1,
        books: gmBooks,
      },
    ],
  });
  if ('code' in start) throw new Error(start.message);
  return start;
}
