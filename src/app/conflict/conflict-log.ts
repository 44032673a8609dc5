import { takeFromPool, addToPool, type Face } from '../../rules';
import { type ConflictRow, eventsOf, participantsOf } from '../../store/conflicts';
import { exchangesOf } from '../../store/exchange-rows';
import type { Db } from '../../store/db';
import { commitmentOf } from './commitment';
import { lookInCampaign } from '../campaign-work';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { isGm } from '../../store/campaigns';
import { latestConflictOrRefuse } from '../load';
import { buildRecap, recapMarkdown } from './recap';
import { outcome, privately } from '../views';
import { appMessages } from '../messages';
import { joined, md } from '../safe-text';

/** /conflict log (a participant or the GM): the conflict so far (or in full once ended) as a Markdown file, for the caller. */
export function conflictLog(deps: Deps, caller: Caller) {
  return lookInCampaign(deps, caller, (campaign) => {
    const conflict = latestConflictOrRefuse(deps.db, caller);
    const takesPart = participantsOf(deps.db, conflict.id).some((p) => p.kind === 'pc' && p.userId === caller.userId);
    if (!takesPart && !isGm(deps.db, campaign, caller.userId))
      refuse('auth/not-participant', appMessages.logForPlayersOnly);
    return privately(caller.userId, {
      kind: 'document',
      name: `conflict-${conflict.id}.md`,
      text: recapMarkdown(buildRecap(deps.db, conflict)),
    });
  });
}

/** /conflict recap: the public recap (pools and salts revealed only after the end). */
export function conflictRecap(deps: Deps, caller: Caller) {
  return lookInCampaign(deps, caller, () =>
    outcome([{ kind: 'recap', recap: buildRecap(deps.db, latestConflictOrRefuse(deps.db, caller)) }]),
  );
}

/**
 * /conflict verify: after the end, checks every sealed pool against its commitment and replays the
 * log to check every die pushed or bid was really in that pool at the time.
 */
export function verifyConflict(deps: Deps, caller: Caller) {
  return lookInCampaign(deps, caller, () => {
    const conflict = latestConflictOrRefuse(deps.db, caller);
    if (conflict.phase !== 'ended') refuse('conflict/not-ended', appMessages.verifyBeforeEnd);
    const findings = checkConflict(deps.db, conflict);
    const bad = findings.filter((f) => !f.ok);
    const text =
      bad.length === 0
        ? md`Verified: all ${findings.length} sealed pools match their commitments, and every die pushed came from its pool.`
        : md`Verification FAILED: ${joined(
            bad.map((f) => md`${f.name}: ${f.problem}`),
            '; ',
          )}.`;
    return outcome([{ kind: 'notice', text }]);
  });
}

export interface Finding {
  name: string;
  ok: boolean;
  problem?: string;
}

export function checkConflict(db: Db, conflict: ConflictRow): Finding[] {
  const people = participantsOf(db, conflict.id);
  const exchanges = new Map(exchangesOf(db, conflict.id).map((x) => [x.no, x]));
  const nameOf = (id: number) => people.find((p) => p.id === id)?.name ?? '?';
  const pools = new Map<string, Face[]>();
  const problems = new Map<string, string>();
  const take = (who: string, dice: readonly Face[], what: string) => {
    if (problems.has(who)) return;
    try {
      pools.set(who, takeFromPool(pools.get(who) ?? [], dice));
    } catch {
      problems.set(who, `${what} ${dice.join(' ')} was not in the pool`);
    }
  };
  const give = (who: string, dice: readonly Face[]) => pools.set(who, addToPool(pools.get(who) ?? [], dice));
  // Leads whose dice the log told when they were pushed (older logs did, for every lead); the
  // others tell them in their result, and are taken from the pool there.
  const toldPushed = new Set<number>();
  const knockedOut = new Set<string>();
  for (const e of eventsOf(db, conflict.id)) {
    const p = e.payload as Record<string, unknown>;
    switch (e.kind) {
      case 'rolled':
      case 'rolled-faces': {
        // the older use case's 'rolled', or the machine's faces told to the roller
        if (!Array.isArray(p.pool)) break;
        const who = (p.participant ?? p.name) as string;
        const person = people.find((x) => x.name === who);
        const pool = p.pool as Face[];
        if (person?.salt && person.commitment && commitmentOf(person.salt, pool) !== person.commitment)
          problems.set(who, 'the revealed pool does not match its commitment');
        pools.set(who, pool);
        break;
      }
      case 'rack-rolled':
        pools.set('GM', p.pool as Face[]);
        break;
      case 'secondary-faces': // R4.1: a late secondary skill's dice, told to the one who rolled
        pools.set(p.to as string, p.pool as Face[]);
        break;
      case 'bid': // the older sealed bids carried their dice
        if (Array.isArray(p.dice)) take(p.participant as string, p.dice as Face[], 'the bid');
        break;
      case 'bid-dice': // the machine's bids and raises (R4.3), told only to the bidder
        take(p.to as string, p.dice as Face[], 'the bid');
        break;
      case 'gm-bid-dice':
        take('GM', p.dice as Face[], 'the dice added to a bid');
        break;
      case 'resist-faces': // R2.4 resist dice join the pool
        give(p.to as string, p.kept as Face[]);
        break;
      case 'exchange-led':
        take(p.actor as string, p.dice as Face[], `the lead of exchange ${String(p.no)}`);
        break;
      case 'pushed': // a lead's dice, told only to the one who pushed (now only when it is withdrawn)
        toldPushed.add(p.no as number);
        take(p.to as string, p.dice as Face[], `the lead of exchange ${String(p.no)}`);
        break;
      case 'exchange-cancelled': {
        const x = exchanges.get(p.no as number);
        if (x) give(nameOf(x.actorId), x.actorDice);
        break;
      }
      case 'exchange-resolved': {
        const x = exchanges.get(p.no as number);
        // The result is stored on the exchange's row; older events carried it too.
        const result = (p.result as { actorWar: Face[]; targetWar: Face[] } | undefined) ?? {
          actorWar: x?.warActor ?? [],
          targetWar: x?.warTarget ?? [],
        };
        if (x) {
          const actor = nameOf(x.actorId);
          // A leader knocked out while its lead waited had its pool emptied with the dice already out.
          if (!toldPushed.has(x.no) && !knockedOut.has(actor)) take(actor, x.actorDice, `the lead of exchange ${x.no}`);
          take(
            nameOf(x.targetId),
            [...(p.targetDice as Face[]), ...result.targetWar],
            `the answer to exchange ${x.no}`,
          );
          take(nameOf(x.actorId), result.actorWar, `a war die in exchange ${x.no}`);
        }
        break;
      }
      case 'rerolled': // the older events name the participant; the machine's say to whom they were told
        give((p.participant ?? p.to) as string, p.faces as Face[]);
        break;
      case 'fly': // the older fly events carried both rolls
        if (p.winner && Array.isArray(p.a) && Array.isArray(p.b))
          give(p.winner as string, [...(p.a as Face[]), ...(p.b as Face[])]);
        break;
      case 'fly-gained': // the machine's fly win, told only to the winner
        give(p.to as string, p.faces as Face[]);
        break;
      case 'knocked-out':
        knockedOut.add(p.participant as string);
        pools.set(p.participant as string, []);
        break;
    }
  }
  return people
    .filter((x) => x.commitment)
    .map((x) =>
      problems.has(x.name) ? { name: x.name, ok: false, problem: problems.get(x.name)! } : { name: x.name, ok: true },
    );
}
