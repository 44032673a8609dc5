// R4.1: the exchanges begin when the table is ready and the GM or the initiator says so, or when
// everyone has rolled and nobody has joined for the campaign's wait. The machine decides; this
// file only tells it how long it has been (the rules hold no clock).
import { md } from '../safe-text';
import { type ConflictRow, eventsOf } from '../../store/conflicts';
import type { Caller, Deps } from '../context';
import { type Loaded, loadForMove, type Played, playLoaded } from './conflict-machine';
import { publicConflict } from './conflict-views';
import { exchangePublicViews } from '../exchange/exchange-views';
import { transact } from '../transaction';
import { outcome, type PublicView } from '../views';
import type { Move } from '../../rules/conflict';

const ARRIVALS = new Set(['conflict-started', 'joined', 'npc-added']);

/** Whole minutes since someone last joined (or the conflict started). */
async function minutesSinceLastJoin(deps: Deps, conflict: ConflictRow): Promise<number> {
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
    {
      kind: 'conflict',
      conflict: await publicConflict(deps.db, played.campaign, played.conflict, played.state),
      headline: md`The exchanges begin. Whoever is suggested to lead uses the Lead button below (or /exchange lead); anyone holding dice may lead.`,
    },
    ...exchangePublicViews(played),
  ];
}

/** When a lead begins the exchanges: one line before it (the lead itself says the rest). */
export function beganNotice(played: Played): PublicView[] {
  return [{ kind: 'notice', text: md`The exchanges begin with this lead.` }, ...exchangePublicViews(played)];
}

/** /conflict begin and the Begin button (R4.1). */
export async function beginExchanges(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const loaded = await loadForMove(deps, caller);
    return outcome(await beganViews(deps, await playLoaded(deps, loaded, await beginMove(deps, loaded))));
  });
}
