// R4.1: the exchanges begin when the table is ready and the GM or the initiator says so, or when
// everyone has rolled and nobody has joined for the campaign's wait. The machine decides; this
// file only tells it how long it has been (the rules hold no clock).
import { md } from '../text/safe-text';
import { eventsOf } from '../../store/conflict/events';
import type { LiveConflictRow } from '../../store/conflict/conflicts';
import type { Caller, Deps } from '../use-case/context';
import { type Loaded, loadForMove, ownPoolView, type Played, playLoaded } from './conflict-machine';
import { publicConflict } from './conflict-views';
import { exchangePublicViews } from './exchange/exchange-views';
import { transact } from '../use-case/transaction';
import { type Outcome, outcome, type PrivateView, type PublicView } from '../views';
import { isEvent, type Move, view } from '../../rules/conflict';
import { userOf } from './exchange/exchange-views';
import { nameList } from '../text/words';
import { appNotices } from '../messages';

const ARRIVALS = new Set(['conflict-started', 'joined', 'npc-added']);

/** Whole minutes since someone last joined (or the conflict started). */
async function minutesSinceLastJoin(deps: Deps, conflict: LiveConflictRow): Promise<number> {
  const last = (await eventsOf(deps.db, conflict.id)).findLast((e) => ARRIVALS.has(e.kind))?.at ?? conflict.createdAt;
  return Math.max(0, Math.floor((deps.now().getTime() - Date.parse(last)) / 60_000));
}

export async function beginMove(deps: Deps, loaded: Loaded): Promise<Move> {
  return { do: 'begin', idleMinutes: await minutesSinceLastJoin(deps, loaded.conflict) };
}

/** Whether a move on this conflict must begin the exchanges first (a lead while the set-up is open). */
export function setUpStillOpen(loaded: Loaded): boolean {
  const phase = loaded.before.state.phase;
  return phase === 'setup' || phase === 'rolling';
}

/** What the channel is told when the exchanges begin. */
export async function beganViews(deps: Deps, played: Played): Promise<PublicView[]> {
  return [
    ...outnumberedNotices(played),
    {
      kind: 'conflict',
      conflict: await publicConflict(deps.db, played.campaign, played.conflict, played.state),
      // Who leads is the table's "Waiting for" line to say, worded as the house rule strict-turns has it.
      headline: md`The exchanges begin: lead with the Lead button below (or /exchange lead).`,
    },
    ...exchangePublicViews(played),
  ];
}

/** When a lead begins the exchanges: one line before it (the lead itself says the rest). */
export function beganNotice(played: Played): PublicView[] {
  return [
    { kind: 'notice', text: md`The exchanges begin with this lead.` },
    ...outnumberedNotices(played),
    ...exchangePublicViews(played),
  ];
}

/**
 * What the exchanges beginning tells one person alone: the GM, its racks topped up to the size
 * settled now (R3.3) and its Murphy point when its side is outnumbered (R3.4, R13.3).
 */
export function beganPrivate(played: Played): Record<string, PrivateView[]> {
  const views: Record<string, PrivateView[]> = {};
  for (const e of played.events.filter(isEvent('rack-rolled'))) {
    const note = `The exchanges begin with racks of ${e.data.size}: your racks rolled smaller were topped up.`;
    (views[userOf(played, e.data.name)] ??= []).push({
      kind: 'pool',
      pool: { ...ownPoolView(played, e.data.name, note), rolled: e.data.rolled },
    });
  }
  const e = played.events.find(isEvent('outnumbered'));
  const gm = played.state.participants.find((p) => p.kind === 'gm');
  if (e && gm && e.data.names.includes(gm.name)) {
    const murphy = view(played.state, { kind: 'gm' }).gm.murphy;
    (views[userOf(played, gm.name)] ??= []).push({ kind: 'notice', text: appNotices.outnumberedMurphyPoint(murphy) });
  }
  return views;
}

/** Two outcomes' private views for one reply (each person's in order). */
export function withPrivate(out: Outcome, more: Record<string, PrivateView[]>): Outcome {
  const merged: Record<string, PrivateView[]> = { ...out.private };
  for (const [user, views] of Object.entries(more)) merged[user] = [...views, ...(merged[user] ?? [])];
  return { public: out.public, private: merged };
}

/** R3.4 in the channel: which side is behind; a PC's point is public, the GM's Murphy point is not. */
function outnumberedNotices(played: Played): PublicView[] {
  const e = played.events.find(isEvent('outnumbered'));
  if (!e) return [];
  const names = e.data.names;
  const pcs = names.filter((n) => played.state.participants.find((p) => p.name === n)?.kind === 'pc');
  if (pcs.length < names.length) return [{ kind: 'notice', text: appNotices.gmSideOutnumbered }];
  return [
    {
      kind: 'notice',
      text: appNotices.pcsOutnumbered(nameList(pcs), pcs.length === 1 ? 'gains' : 'each gain'),
    },
  ];
}

/** /conflict begin and the Begin button (R4.1). */
export async function beginExchanges(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const loaded = await loadForMove(deps, caller);
    const played = await playLoaded(deps, loaded, await beginMove(deps, loaded));
    return outcome(await beganViews(deps, played), beganPrivate(played));
  });
}
