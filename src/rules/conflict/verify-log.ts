// The check anyone may run once a conflict is over (R1.3, R5.3, R13.2): every pool revealed
// matches its seal, and the log replayed die by die never bids, pushes or answers with a die its
// owner's pool did not hold at that moment.
import type { Face } from '../dice';
import { addToPool, takeFromPool } from '../pool';

/** A participant as the check sees it: its name, and its seal once the end revealed it. */
export interface SealedSeat {
  name: string;
  salt: string | null;
  commitment: string | null;
}

/** An exchange that left play, as its row keeps it: who led, at whom, and the dice of the lead and of any war. */
export interface LoggedExchange {
  no: number;
  actor: string;
  target: string;
  actorDice: readonly Face[];
  warActor: readonly Face[];
  warTarget: readonly Face[];
}

/** One entry of the log as stored: its kind and its payload, in any of the formats the log has had. */
export interface LoggedEvent {
  kind: string;
  payload: unknown;
}

/** What the check reads: the seats in their order, the exchanges' rows and the log in order. */
export interface ConflictLog {
  seats: readonly SealedSeat[];
  exchanges: readonly LoggedExchange[];
  events: readonly LoggedEvent[];
}

/** Makes the seal of a pool with its salt: a hash, which the caller computes (the rules do no I/O). */
export type Sealer = (salt: string, pool: readonly Face[]) => string;

/** What some dice were spent on. */
export type DiceUse =
  | { on: 'bid' }
  | { on: 'gm-bid' }
  | { on: 'lead'; no: number }
  | { on: 'answer'; no: number }
  | { on: 'war-die'; no: number };

/** Why a sealed pool fails the check: its seal, or the first dice it spent that it did not hold. */
export type LogProblem = { kind: 'seal-broken' } | { kind: 'not-in-pool'; use: DiceUse; dice: readonly Face[] };

/** The check of one sealed pool: its owner, and its problem if it has one. */
export interface LogFinding {
  name: string;
  problem: LogProblem | null;
}

/** The payload fields the replay reads, across the log's formats (older events carried more). */
interface Told {
  no?: number;
  to?: string;
  participant?: string;
  name?: string;
  actor?: string;
  winner?: string | null;
  pool?: Face[];
  dice?: Face[];
  kept?: Face[];
  faces?: Face[];
  targetDice?: Face[];
  a?: Face[];
  b?: Face[];
  result?: { actorWar: Face[]; targetWar: Face[] };
}

/**
 * Replays the log over every pool and checks each pool revealed against its seal. One finding per
 * sealed seat, in seat order; a pool's first problem is the one reported.
 */
export function verifyLog(log: ConflictLog, sealOf: Sealer): LogFinding[] {
  const exchanges = new Map(log.exchanges.map((x) => [x.no, x]));
  const pools = new Map<string, Face[]>();
  const problems = new Map<string, LogProblem>();
  const take = (who: string, dice: readonly Face[], use: DiceUse) => {
    if (problems.has(who)) return;
    try {
      pools.set(who, takeFromPool(pools.get(who) ?? [], dice));
    } catch {
      problems.set(who, { kind: 'not-in-pool', use, dice });
    }
  };
  const give = (who: string, dice: readonly Face[]) => pools.set(who, addToPool(pools.get(who) ?? [], dice));
  // Leads whose dice the log told when they were led (the use case's 'exchange-led' before the
  // machine, the machine's 'pushed' at every lead for a while, and now only when a lead leaves
  // play unanswered); the others tell them in their result, and are taken from the pool there.
  const toldPushed = new Set<number>();
  const knockedOut = new Set<string>();
  for (const e of log.events) {
    const p = e.payload as Told;
    switch (e.kind) {
      case 'rolled':
      case 'rolled-faces': {
        // the older use case's 'rolled', or the machine's faces told to the roller
        if (!Array.isArray(p.pool)) break;
        const who = (p.participant ?? p.name)!;
        const seat = log.seats.find((x) => x.name === who);
        if (seat?.salt && seat.commitment && sealOf(seat.salt, p.pool) !== seat.commitment)
          problems.set(who, { kind: 'seal-broken' });
        pools.set(who, p.pool);
        break;
      }
      case 'rack-rolled':
        pools.set('GM', p.pool!);
        break;
      case 'secondary-faces': // R4.1: a late secondary skill's dice, told to the one who rolled
        pools.set(p.to!, p.pool!);
        break;
      case 'bid': // the older sealed bids carried their dice
        if (Array.isArray(p.dice)) take(p.participant!, p.dice, { on: 'bid' });
        break;
      case 'bid-dice': // the machine's bids and raises (R4.3), told only to the bidder
        take(p.to!, p.dice!, { on: 'bid' });
        break;
      case 'gm-bid-dice':
        take('GM', p.dice!, { on: 'gm-bid' });
        break;
      case 'resist-faces': // R2.4 resist dice join the pool
        give(p.to!, p.kept!);
        break;
      case 'action-faces': // R3.5 action dice join the pool
        give(p.to!, p.faces!);
        break;
      case 'exchange-led': // the older use case's lead, with its dice
        toldPushed.add(p.no!);
        take(p.actor!, p.dice!, { on: 'lead', no: p.no! });
        break;
      case 'pushed': // a lead's dice, told only to the one who pushed (now only when it is withdrawn)
        toldPushed.add(p.no!);
        take(p.to!, p.dice!, { on: 'lead', no: p.no! });
        break;
      case 'exchange-cancelled': {
        const x = exchanges.get(p.no!);
        if (x) give(x.actor, x.actorDice);
        break;
      }
      case 'exchange-resolved': {
        const x = exchanges.get(p.no!);
        if (!x) break;
        // The result is stored on the exchange's row; older events carried it too.
        const result = p.result ?? { actorWar: x.warActor, targetWar: x.warTarget };
        // A leader knocked out while its lead waited had its pool emptied with the dice already out.
        if (!toldPushed.has(x.no) && !knockedOut.has(x.actor)) take(x.actor, x.actorDice, { on: 'lead', no: x.no });
        take(x.target, [...p.targetDice!, ...result.targetWar], { on: 'answer', no: x.no });
        take(x.actor, result.actorWar, { on: 'war-die', no: x.no });
        break;
      }
      case 'rerolled': // the older events name the participant; the machine's say to whom they were told
        give((p.participant ?? p.to)!, p.faces!);
        break;
      case 'fly': // the older fly events carried both rolls
        if (p.winner && Array.isArray(p.a) && Array.isArray(p.b)) give(p.winner, [...p.a, ...p.b]);
        break;
      case 'fly-gained': // the machine's fly win, told only to the winner
        give(p.to!, p.faces!);
        break;
      case 'knocked-out':
        knockedOut.add(p.participant!);
        pools.set(p.participant!, []);
        break;
    }
  }
  return log.seats.filter((x) => x.commitment).map((x) => ({ name: x.name, problem: problems.get(x.name) ?? null }));
}
