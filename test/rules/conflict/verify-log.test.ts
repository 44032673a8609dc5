// The replay behind /conflict verify, on logs written by hand: the machine's format, the older
// use case's, and forged entries a player or a co-GM could have slipped into either.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../../../src/app/conflict/commitment';
import type { Face } from '../../../src/rules';
import {
  type ConflictLog,
  type LoggedEvent,
  type LoggedExchange,
  type SealedSeat,
  verifyLog,
} from '../../../src/rules/conflict';

/** A stand-in for the hash: any function of the salt and the pool will do for the replay. */
const sealOf = (salt: string, pool: readonly Face[]) => `${salt}:${pool.join('')}`;

function seat(name: string, pool: Face[], sealed = true): SealedSeat {
  return sealed
    ? { name, salt: `salt-${name}`, commitment: sealOf(`salt-${name}`, pool) }
    : { name, salt: null, commitment: null };
}

/** A log the tests may edit in place. */
interface Log extends ConflictLog {
  seats: SealedSeat[];
  exchanges: LoggedExchange[];
  events: LoggedEvent[];
}

const ev = (kind: string, payload: object): LoggedEvent => ({ kind, payload });
const rolled = (name: string, pool: Face[]) => ev('rolled-faces', { name, to: name, pool, rolled: pool, drawn: 0 });

function exchange(no: number, actor: string, target: string, actorDice: Face[], war: Partial<LoggedExchange> = {}) {
  return { no, actor, target, actorDice, warActor: [], warTarget: [], ...war };
}

const ANA: Face[] = [6, 5, 5, 4];
const GM: Face[] = [6, 6, 4, 4];

/** Ana leads at the GM with a 6, the GM answers with a 4, and a second lead is withdrawn. */
function honest(): Log {
  return {
    seats: [seat('Ana', ANA), seat('GM', GM)],
    exchanges: [exchange(1, 'Ana', 'GM', [6]), exchange(2, 'Ana', 'GM', [5])],
    events: [
      rolled('Ana', ANA),
      rolled('GM', GM),
      ev('lead', { no: 1, actor: 'Ana', target: 'GM' }),
      ev('exchange-resolved', { no: 1, targetDice: [4], result: { actorWar: [], targetWar: [] } }),
      ev('pushed', { no: 2, dice: [5], to: 'Ana' }),
      ev('exchange-cancelled', { no: 2 }),
    ],
  };
}

const problems = (log: ConflictLog) => verifyLog(log, sealOf).filter((f) => f.problem);

describe('verifyLog: the replay of a finished conflict (R1.3, R5.3)', () => {
  it('GIVEN an honest log THEN R1.3 every sealed pool is found clean, one finding each, in seat order', () => {
    expect(verifyLog(honest(), sealOf)).toEqual([
      { name: 'Ana', problem: null },
      { name: 'GM', problem: null },
    ]);
  });

  it('GIVEN a seat with no seal THEN it has no finding, yet its dice still replay', () => {
    const log = honest();
    const unsealed = { ...log, seats: [seat('Ana', ANA), seat('GM', GM, false)] };
    expect(verifyLog(unsealed, sealOf)).toEqual([{ name: 'Ana', problem: null }]);
  });

  it('GIVEN a pool revealed that differs from its seal THEN the seal is found broken', () => {
    const log = honest();
    log.events[0] = rolled('Ana', [6, 6, 6, 6]);
    expect(problems(log)).toEqual([{ name: 'Ana', problem: { kind: 'seal-broken' } }]);
  });

  it('GIVEN a forged result whose lead holds dice the leader never had THEN R5.3 the lead is found', () => {
    const log = { ...honest(), exchanges: [exchange(1, 'Ana', 'GM', [6, 6, 6])] };
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 1 }, dice: [6, 6, 6] } },
    ]);
  });

  it('GIVEN a forged result whose answer holds dice the target never had THEN R5.2 the answer is found', () => {
    const log = honest();
    log.events[3] = ev('exchange-resolved', { no: 1, targetDice: [5], result: { actorWar: [], targetWar: [] } });
    expect(problems(log)).toEqual([
      { name: 'GM', problem: { kind: 'not-in-pool', use: { on: 'answer', no: 1 }, dice: [5] } },
    ]);
  });

  it('GIVEN a forged war die THEN R5.4 it is found, on the side that added it', () => {
    const log = honest();
    log.events[3] = ev('exchange-resolved', { no: 1, targetDice: [4], result: { actorWar: [6], targetWar: [6] } });
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'war-die', no: 1 }, dice: [6] } },
    ]);
  });

  it('GIVEN a result with no war dice of its own THEN the war dice are read from the exchange row', () => {
    const log = { ...honest(), exchanges: [exchange(1, 'Ana', 'GM', [6], { warActor: [5], warTarget: [6, 6, 6] })] };
    log.events[3] = ev('exchange-resolved', { no: 1, targetDice: [4] });
    expect(problems(log)).toEqual([
      { name: 'GM', problem: { kind: 'not-in-pool', use: { on: 'answer', no: 1 }, dice: [4, 6, 6, 6] } },
    ]);
  });

  it('GIVEN a withdrawn lead THEN R13.2 its dice told to the leader come back to the pool, and may be pushed again', () => {
    const log = honest();
    log.exchanges = [...log.exchanges, exchange(3, 'Ana', 'GM', [5, 5])];
    log.events.push(ev('exchange-resolved', { no: 3, targetDice: [], result: { actorWar: [], targetWar: [] } }));
    expect(problems(log)).toEqual([]);
    // Without the return, the second 5 would not be there.
    log.events.splice(5, 1);
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 3 }, dice: [5, 5] } },
    ]);
  });

  it('GIVEN a lead told when pushed THEN its result does not take its dice a second time', () => {
    const log = honest();
    log.events.splice(3, 0, ev('pushed', { no: 1, dice: [6], to: 'Ana' }));
    expect(problems(log)).toEqual([]);
  });

  it('GIVEN a pool with a problem THEN only its first problem is reported', () => {
    const log = honest();
    log.events.splice(2, 0, ev('pushed', { no: 9, dice: [4, 4, 4], to: 'Ana' }));
    log.events.push(ev('pushed', { no: 10, dice: [6, 6], to: 'Ana' }));
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 9 }, dice: [4, 4, 4] } },
    ]);
  });

  it('GIVEN R4.3 bids and the GM dice added to one THEN each leaves its pool, and what was bid cannot be pushed', () => {
    const log = honest();
    log.events.splice(
      2,
      0,
      ev('bid-dice', { dice: [5], bid: [5], to: 'Ana' }),
      ev('gm-bid-dice', { dice: [6], to: 'GM' }),
    );
    expect(problems(log)).toEqual([]);
    log.events.splice(2, 0, ev('bid-dice', { dice: [6], to: 'Ana' }));
    log.events.push(ev('gm-bid-dice', { dice: [6, 6], to: 'GM' }));
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 1 }, dice: [6] } },
      { name: 'GM', problem: { kind: 'not-in-pool', use: { on: 'gm-bid' }, dice: [6, 6] } },
    ]);
  });

  it('GIVEN dice that join a pool (R2.4 resist, R3.5 action, R5.4 reroll, R7.3 fly, R10.1 rack, R4.1 late secondary) THEN they may be pushed', () => {
    const cases: [LoggedEvent, Face[]][] = [
      [ev('resist-faces', { rolled: [6, 2], kept: [6], to: 'Ana' }), [6]],
      [ev('action-faces', { faces: [6], to: 'Ana' }), [6]],
      [ev('rerolled', { faces: [6], to: 'Ana' }), [6]],
      [ev('fly-gained', { name: 'Ana', faces: [6, 4], to: 'Ana' }), [6, 4]],
      [ev('secondary-faces', { name: 'Ana', rolled: [6, 6], pool: [6, 6], to: 'Ana' }), [6, 6]],
    ];
    for (const [joins, pushed] of cases) {
      const log = honest();
      log.events.push(joins, ev('pushed', { no: 5, dice: pushed, to: 'Ana' }));
      expect(problems(log), joins.kind).toEqual([]);
      log.events.splice(-2, 1);
      expect(problems(log), joins.kind).toHaveLength(1);
    }
    const rack = honest();
    rack.events.push(
      ev('rack-rolled', { name: 'GM', pool: [5, 5, 5], to: 'GM' }),
      ev('gm-bid-dice', { dice: [5, 5, 5] }),
    );
    expect(problems(rack)).toEqual([]);
  });

  it('GIVEN R4.5 a leader knocked out while its lead waited THEN the lead is not taken from its emptied pool', () => {
    const log = honest();
    log.events.splice(4);
    log.events.splice(3, 0, ev('knocked-out', { name: 'Ana', participant: 'Ana' }));
    expect(problems(log)).toEqual([]);
    // After that, the emptied pool pushes nothing.
    log.events.push(ev('pushed', { no: 7, dice: [4], to: 'Ana' }));
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 7 }, dice: [4] } },
    ]);
  });

  it('GIVEN an answer from a target knocked out meanwhile THEN R4.5 its answer is found, its pool being lost', () => {
    const log = honest();
    log.events.splice(3, 0, ev('knocked-out', { name: 'GM', participant: 'GM' }));
    expect(problems(log)).toEqual([
      { name: 'GM', problem: { kind: 'not-in-pool', use: { on: 'answer', no: 1 }, dice: [4] } },
    ]);
  });

  it('GIVEN a result or a withdrawal of an exchange that has no row THEN nothing is taken or given', () => {
    const log = { ...honest(), exchanges: [] };
    expect(problems(log)).toEqual([]);
  });

  it('GIVEN events the replay does not read THEN they change nothing', () => {
    const log = honest();
    log.events.splice(2, 0, ev('rolled', { name: 'Ana', commitment: 'x' }), ev('round', { round: 2 }), ev('lead', {}));
    expect(problems(log)).toEqual([]);
  });
});

describe('verifyLog: the log before the conflict machine (R1.3)', () => {
  /** The use case's log before the machine: pools on 'rolled', dice on bids, leads and results. */
  function older(): Log {
    return {
      seats: [seat('Ana', ANA), seat('GM', GM)],
      exchanges: [exchange(1, 'Ana', 'GM', [6])],
      events: [
        ev('rolled', { participant: 'Ana', pool: ANA }),
        ev('rolled', { participant: 'GM', pool: GM }),
        ev('bid', { participant: 'Ana', dice: [4] }),
        ev('exchange-led', { no: 1, actor: 'Ana', target: 'GM', action: 'shoot', dice: [6], risky: false }),
        ev('exchange-resolved', { no: 1, actorDice: [6], targetDice: [4], result: { actorWar: [], targetWar: [] } }),
      ],
    };
  }

  it('GIVEN an honest log of that format THEN R5.3 a lead told when led is not taken again at its result', () => {
    expect(problems(older())).toEqual([]);
  });

  it('GIVEN the older reroll and fly THEN R5.4 and R7.3 their dice join the pool, and a fly with no winner gives none', () => {
    const log = older();
    log.events.push(
      ev('rerolled', { participant: 'Ana', faces: [6] }),
      ev('fly', { winner: 'Ana', by: 'Ana', against: 'GM', a: [5], b: [4] }),
      ev('pushed', { no: 2, dice: [6, 5, 5, 5, 4], to: 'Ana' }),
    );
    expect(problems(log)).toEqual([]);
    log.events[6] = ev('fly', { winner: null, a: [5], b: [4] });
    expect(problems(log)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 2 }, dice: [6, 5, 5, 5, 4] } },
    ]);
  });

  it('GIVEN an older pool revealed that differs from its seal THEN the seal is found broken', () => {
    const log = older();
    log.events[0] = ev('rolled', { participant: 'Ana', pool: [6, 6, 6, 6] });
    expect(problems(log)).toEqual([{ name: 'Ana', problem: { kind: 'seal-broken' } }]);
  });

  it('GIVEN an older bid or lead with dice not in the pool THEN R4.3 and R5.3 it is found', () => {
    const bid = older();
    bid.events[2] = ev('bid', { participant: 'Ana', dice: [6, 6] });
    expect(problems(bid)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'bid' }, dice: [6, 6] } },
    ]);
    const lead = older();
    lead.events[3] = ev('exchange-led', { no: 1, actor: 'Ana', dice: [6, 6] });
    expect(problems(lead)).toEqual([
      { name: 'Ana', problem: { kind: 'not-in-pool', use: { on: 'lead', no: 1 }, dice: [6, 6] } },
    ]);
  });
});

describe('verifyLog: the logs of the campaign files kept from each format (R1.3)', () => {
  type Row = Record<string, unknown>;
  const fixtures = join(import.meta.dirname, '../../store/fixtures');
  /** Each ended conflict of each file, as the use case reads it from the tables the file holds. */
  const ended = readdirSync(fixtures)
    .filter((f) => /^campaign-format-.*\.json$/.test(f))
    .flatMap((file) => {
      const tables = (JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as { tables: Record<string, Row[]> })
        .tables;
      const of = (table: string, id: unknown) => (tables[table] ?? []).filter((r) => r.conflict_id === id);
      return tables
        .conflicts!.filter((c) => c.phase === 'ended')
        .map((c): [string, ConflictLog] => {
          const seats = of('participants', c.id).sort((a, b) => Number(a.seq) - Number(b.seq));
          const nameOf = (id: unknown) => String(seats.find((p) => p.id === id)?.name ?? '?');
          const log: ConflictLog = {
            seats: seats.map((p) => ({
              name: String(p.name),
              salt: p.salt as string,
              commitment: p.commitment as string,
            })),
            exchanges: of('exchanges', c.id).map((x) => ({
              no: x.no as number,
              actor: nameOf(x.actor_id),
              target: nameOf(x.target_id),
              actorDice: x.actor_dice as Face[],
              warActor: (x.war_actor ?? []) as Face[],
              warTarget: (x.war_target ?? []) as Face[],
            })),
            events: of('events', c.id).map((e) => ({ kind: String(e.kind), payload: e.payload })),
          };
          return [`${file}, conflict ${String(c.id)}`, log];
        });
    });

  it('GIVEN the files THEN they hold ended conflicts with sealed pools, and answered exchanges in each format', () => {
    expect(ended.length).toBeGreaterThanOrEqual(4);
    for (const [, log] of ended) expect(log.seats.some((p) => p.commitment)).toBe(true);
    const answered = ended.filter(([, log]) => log.events.some((e) => e.kind === 'exchange-resolved'));
    expect(answered.map(([name]) => name.replace(/, conflict.*/, ''))).toEqual(
      readdirSync(fixtures).filter((f) => /^campaign-format-.*\.json$/.test(f)),
    );
  });

  it.each(ended)('GIVEN %s THEN its log verifies clean with the real seal', (_name, log) => {
    expect(verifyLog(log, commitmentOf).filter((f) => f.problem)).toEqual([]);
  });
});
