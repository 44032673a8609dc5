// The `nudge` house rule: play by chat runs over days, and a table that waits on someone says so only
// to whoever scrolls up. Once a conflict's table has waited the rule's time on the same people for
// the same thing, they are pinged once in the conflict's channel. What it waits for and since when is
// stored (conflict_nudges), and a nudge is marked sent in the same transaction that hands it out, so
// a restart neither loses a due nudge nor sends one twice. Not a use case: the Discord layer's timer
// calls it with nobody clicking.
import { spokenName } from '../../rules/conflict';
import { getCampaign } from '../../store/campaign/campaigns';
import { getConflict } from '../../store/conflict/conflicts';
import { seatsOf } from '../../store/conflict/participants';
import {
  claimNudge,
  conflictsToNudge,
  forgetNudgeWait,
  lastMoveAt,
  nudgeWait,
  putNudgeWait,
} from '../../store/conflict/conflict-nudges';
import type { ConflictId } from '../../store/engine/ids';
import { houseRule } from '../campaign/house-rules';
import type { Deps } from '../use-case/context';
import { md, mentions, type Safe } from '../text/safe-text';
import type { PublicConflict } from '../views';
import { storedPublicConflict } from './conflict-views';

/** One ping to send: in `channelId`, to `userIds`, mentioned in `text`. */
export interface Nudge {
  conflictId: number;
  channelId: string;
  userIds: string[];
  text: Safe;
}

const HOURS: Record<string, number> = { h: 1, d: 24 };

/** How long the table may wait before a nudge, in milliseconds; null when the rule is off. */
export function nudgeAfterMs(value: string): number | null {
  const m = /^(\d+)([hd])$/.exec(value);
  return m ? Number(m[1]) * HOURS[m[2]!]! * 3_600_000 : null;
}

/** What the table waits for: on whom (by name), for what (`key` tells two waits apart), in words. */
interface Wait {
  key: string;
  names: string[];
  what: Safe;
}

/**
 * What the table waits for, as its "Waiting for" line does: an answer to the lead, a war die, an
 * answer to an offered goal, initiative bids, the next lead (the suggested leader), rolls, or the
 * GM and the side that started the conflict to begin. Nothing once it is over.
 */
export function tableWait(c: PublicConflict): Wait | null {
  const say = (n: string, npc: string | null = null) => spokenName(c, n, npc);
  const x = c.pending;
  if (c.phase === 'ended') return null;
  if (x?.warWaitingFor.length)
    return { key: `war:${x.no}`, names: x.warWaitingFor, what: md`add a die to the war of exchange ${x.no}` };
  if (x && !x.answered)
    return {
      key: `answer:${x.no}`,
      names: [x.answerer],
      what: md`answer ${say(x.actor, x.actorNpc)}'s lead`,
    };
  const offer = c.offers.find((o) => o.status === 'open');
  if (offer) return { key: `offer:${offer.id}`, names: [offer.to], what: md`answer ${say(offer.by)}'s offered goal` };
  if (c.initiative?.status === 'open') {
    const done = new Set([...c.initiative.bidders, ...c.initiative.passed]);
    const names = c.participants.filter((p) => !p.out && !done.has(p.name)).map((p) => p.name);
    return names.length ? { key: 'initiative', names, what: md`bid for initiative` } : null;
  }
  if (c.phase === 'exchanges')
    return c.suggestedLeader
      ? { key: `lead:${c.exchanges}`, names: [c.suggestedLeader], what: md`lead the next exchange` }
      : null;
  const notRolled = c.participants.filter((p) => !p.out && !p.hasRolled).map((p) => p.name);
  if (notRolled.length) return { key: 'roll', names: notRolled, what: md`roll` };
  if (c.setup && !c.setup.waits.otherSide && !c.setup.waits.secondary) {
    const gm = c.participants.filter((p) => p.kind === 'gm').map((p) => p.name);
    return { key: 'begin', names: [...gm, ...c.setup.initiators], what: md`begin the exchanges` };
  }
  return null;
}

/**
 * The nudges due at `deps.now()`, each marked sent as it is handed out (sent at most once: a send
 * that fails after this is not tried again). Also keeps each waiting conflict's wait up to date:
 * a new wait starts at the conflict's last move.
 */
export async function dueNudges(deps: Deps): Promise<Nudge[]> {
  const out: Nudge[] = [];
  for (const id of await conflictsToNudge(deps.db)) {
    const nudge = await deps.db.transaction((tx) => nudgeOf(tx, deps, id as ConflictId));
    if (nudge) out.push(nudge);
  }
  return out;
}

async function nudgeOf(db: Deps['db'], deps: Deps, id: ConflictId): Promise<Nudge | null> {
  const conflict = await getConflict(db, id);
  const campaign = conflict && (await getCampaign(db, conflict.campaignId));
  if (!conflict || !campaign || conflict.phase === 'ended') return null;
  const after = nudgeAfterMs(houseRule(campaign.houseRules, 'nudge'));
  if (after === null) return null;
  const c = await storedPublicConflict(db, campaign, conflict);
  const wait = tableWait(c);
  const seats = await seatsOf(db, id);
  const userIds = wait
    ? [...new Set(wait.names.flatMap((n) => seats.filter((s) => s.name === n).map((s) => s.userId as string)))].sort()
    : [];
  const stored = await nudgeWait(db, id);
  if (!wait || userIds.length === 0) {
    if (stored) await forgetNudgeWait(db, id);
    return null;
  }
  const key = `${wait.key}|${userIds.join(',')}`;
  const now = deps.now();
  let since = stored?.since;
  if (stored?.waits !== key) {
    since = (await lastMoveAt(db, id)) ?? now.toISOString();
    await putNudgeWait(db, id, key, since);
  } else if (stored.sentAt) return null;
  if (Date.parse(since!) + after > now.getTime()) return null;
  if (!(await claimNudge(db, id, key, now.toISOString()))) return null;
  return {
    conflictId: id,
    channelId: conflict.channelId,
    userIds,
    text: md`${mentions(userIds, ' ')}: the table waits for you to ${wait.what}.`,
  };
}
