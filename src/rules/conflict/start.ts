// A conflict that starts at the exchanges with pools already rolled (rules cases, tests, the
// simulator): joins go through the machine; only the rolling is left out.
import { type Face, sortHighToLow } from '../dice';
import { NO_DICE } from './handler';
import { apply } from './machine';
import type { Move } from './moves';
import { newConflict, type NewConflict } from './state';
import { startExchanges } from './turns';
import { type ConflictGear, type ConflictState, GM_ACTOR, type Refusal, type SideNo } from './types';

export interface PoolStart extends NewConflict {
  participants: {
    name: string;
    side: SideNo;
    pool: Face[];
    gm?: boolean;
    npcs?: (string | { name: string; gang?: number; mook?: boolean })[];
    books?: number;
    points?: number;
    skills?: string[];
    gear?: ConflictGear[];
    level?: number;
  }[];
}

/** Builds the conflict; a participant the rules refuse (a repeated name…) comes back as the refusal. */
export function startWithPools(c: PoolStart): ConflictState | Refusal {
  // R4.3: seats are in join order, the initiator first: the first listed started the conflict.
  let s = newConflict({ initiatorSide: c.participants[0]?.side ?? 0, ...c });
  const play = (move: Move, actor: string): Refusal | null => {
    const r = apply(s, move, actor, NO_DICE);
    if (!r.ok) return r.refusal;
    s = r.state;
    return null;
  };
  for (const p of c.participants) {
    const joined = play(
      {
        do: 'join',
        name: p.name,
        side: p.side,
        gm: p.gm,
        level: p.level,
        skills: p.skills,
        gear: p.gear,
        points: p.points,
        books: p.books,
      },
      p.gm ? GM_ACTOR : p.name,
    );
    if (joined) return joined;
    for (const n of p.npcs ?? []) {
      const npc = typeof n === 'string' ? { name: n } : n;
      const added = play({ do: 'add-npc', name: npc.name, gang: npc.gang ?? null, mook: npc.mook ?? false }, GM_ACTOR);
      if (added) return added;
    }
  }
  for (const p of c.participants) {
    const q = s.participants.find((x) => x.name === p.name.trim())!;
    q.pool = sortHighToLow(p.pool);
    q.rolled = true;
    q.drawn = p.pool.length;
    s.tally.added += p.pool.length;
  }
  startExchanges(s);
  return s;
}
