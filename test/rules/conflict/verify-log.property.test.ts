// The replay behind /conflict verify against the machine itself: whatever honest play did, its log
// verifies clean, and an answer forged into it is found.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Face, seededSource } from '../../../src/rules';
import {
  apply,
  type ConflictEvent,
  type ConflictLog,
  type DrawParts,
  type EventOf,
  type LoggedEvent,
  type LoggedExchange,
  isEvent,
  verifyLog,
} from '../../../src/rules/conflict';
import { candidates, picker, startThree, unjoined } from './generators';

const sealOf = (salt: string, dice: readonly Face[]) => `${salt}:${dice.join('')}`;

/** An event as the store keeps it: its data, and to whom it was told when not to all. */
const stored = (e: ConflictEvent): LoggedEvent => ({
  kind: e.type,
  payload: e.to === 'all' ? e.data : { ...e.data, to: e.to === 'gm' ? 'GM' : e.to.participant },
});

/** The exchanges' rows the store derives from the log once the conflict is over. */
function rowsOf(events: readonly ConflictEvent[]): LoggedExchange[] {
  const rows = new Map<number, LoggedExchange>();
  const leads = new Map<number, EventOf<'lead'>['data']>();
  const pushed = new Map<number, Face[]>();
  for (const e of events) {
    if (e.type === 'lead') leads.set(e.data.no, e.data);
    if (e.type === 'pushed') pushed.set(e.data.no, e.data.dice);
    if (e.type === 'exchange-resolved') {
      const d = e.data;
      const war = { warActor: d.result.actorWar, warTarget: d.result.targetWar };
      rows.set(d.no, { no: d.no, actor: d.actor, target: d.targetParticipant, actorDice: d.actorDice, ...war });
    }
    if (e.type === 'exchange-cancelled') {
      const lead = leads.get(e.data.no)!;
      const actorDice = pushed.get(e.data.no) ?? [];
      rows.set(e.data.no, {
        no: e.data.no,
        actor: lead.actor,
        target: lead.target,
        actorDice,
        warActor: [],
        warTarget: [],
      });
    }
  }
  return [...rows.values()];
}

/** A rolled pool with dice to play: empty pools end a conflict before it starts. */
const pool = fc.array(fc.integer({ min: 4, max: 6 }), { minLength: 2, maxLength: 8 }) as fc.Arbitrary<Face[]>;

/** A run: its dice, where it starts, three pools, the choices of moves, and the house rules. */
const play = fc.tuple(
  fc.integer(),
  fc.boolean(),
  pool,
  pool,
  pool,
  fc.array(fc.nat(), { minLength: 20, maxLength: 200 }),
  fc.constantFrom('discard' as const, 'war' as const),
  fc.constantFrom('pair' as const, 'reroll' as const),
  fc.boolean(),
);
type Run = typeof play extends fc.Arbitrary<infer T> ? T : never;

/** Random honest play, from set-up or from three rolled pools, logged as the store logs it. */
function played([seed, fromSetup, a, b, g, choices, trailingTie, unmatched, strictTurns]: Run): {
  log: ConflictLog;
  events: ConflictEvent[];
} {
  const houseRules = { trailingTie, unmatched, strictTurns };
  let s = fromSetup ? unjoined(houseRules) : startThree(a, b, g, houseRules);
  // Pools rolled before the first state open the log with their faces, as a roll would.
  const events: ConflictEvent[] = s.participants.map((p) => ({
    type: 'rolled-faces',
    to: { participant: p.name },
    data: { name: p.name, drawn: p.pool.length, draw: {} as DrawParts, rolled: [...p.pool], pool: [...p.pool] },
  }));
  const dice = seededSource(seed);
  const pick = picker(choices);
  for (let step = 0; step < choices.length; step++) {
    const options = candidates(s, pick);
    const [actor, move] = options[pick(options.length)]!;
    const r = apply(s, move, actor, dice);
    if (!r.ok) continue;
    s = r.state;
    events.push(...r.events);
  }
  // Each pool is sealed as it was rolled.
  const rolled = new Map(events.filter(isEvent('rolled-faces')).map((e) => [e.data.name, e.data.pool]));
  const log: ConflictLog = {
    seats: s.participants.map((p) => {
      const pool = rolled.get(p.name);
      const salt = `salt-${p.name}`;
      return { name: p.name, salt: pool ? salt : null, commitment: pool ? sealOf(salt, pool) : null };
    }),
    exchanges: rowsOf(events),
    events: events.map(stored),
  };
  return { log, events };
}

const seen = new Map<string, number>();

describe('verifyLog (properties)', () => {
  it('GIVEN any honest play THEN R1.3 and R5.3 its log verifies clean, every sealed pool', () => {
    fc.assert(
      fc.property(play, (run) => {
        const { log, events } = played(run);
        for (const e of events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        const sealed = log.seats.filter((p) => p.commitment);
        expect(verifyLog(log, sealOf)).toEqual(sealed.map((p) => ({ name: p.name, problem: null })));
      }),
      { numRuns: 300 },
    );
  });

  it('GIVEN those runs THEN every kind of event that moves dice happened in them (the property is not vacuous)', () => {
    const moving = ['rack-rolled', 'bid-dice', 'gm-bid-dice', 'action-faces', 'resist-faces', 'rerolled'];
    for (const kind of [...moving, 'pushed', 'exchange-cancelled', 'exchange-resolved', 'war-die'])
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    expect(seen.get('exchange-resolved')).toBeGreaterThan(50);
  });

  it('GIVEN honest play with one answer forged to more dice than any pool held THEN R5.2 it is found on the target', () => {
    fc.assert(
      fc.property(play, fc.nat(), (run, which) => {
        const { log } = played(run);
        const results = log.events.filter((e) => e.kind === 'exchange-resolved');
        fc.pre(results.length > 0);
        const forged = results[which % results.length]!;
        const payload = forged.payload as EventOf<'exchange-resolved'>['data'];
        const events = log.events.map((e) =>
          e === forged ? { ...e, payload: { ...payload, targetDice: Array<Face>(100).fill(6) } } : e,
        );
        const found = verifyLog({ ...log, events }, sealOf).find((f) => f.name === payload.targetParticipant);
        expect(found?.problem).toMatchObject({ kind: 'not-in-pool', use: { on: 'answer', no: payload.no } });
      }),
      { numRuns: 100 },
    );
  });
});
