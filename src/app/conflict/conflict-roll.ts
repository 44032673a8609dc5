import { capitalised } from '../../rules';
import {
  type DrawParts,
  type EventData,
  isEvent,
  isReady,
  setupWaits,
  sideIsSeveral,
  sideSpokenName,
} from '../../rules/conflict';
import { updateParticipant } from '../../store/conflict/participants';
import { diceCount } from '../text/words';
import { commitmentOf, makeSalt, sealCode } from './commitment';
import { loadForMove, ownPoolView, type Played, playLoaded } from './conflict-machine';
import { publicConflict } from './conflict-views';
import type { Caller, Deps } from '../use-case/context';
import { transact } from '../use-case/transaction';
import type { Outcome, PrivateView, PublicView } from '../views';
import { appNotices } from '../messages';

/**
 * /conflict roll (R3, R1.2): the caller rolls its own draw in secret, played by the conflict
 * machine. Joining stays open and nothing begins by itself (R4.1): the rack size (R3.3) and the
 * outnumbered side (R3.4) are settled when the exchanges begin (conflict-begin.ts). The pool is sealed with a salted fingerprint the channel sees.
 */
export async function rollPool(deps: Deps, caller: Caller, input: { as?: string | null } = {}) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const loaded = await loadForMove(deps, caller, input.as);
    const salt = makeSalt(deps);
    let mine: EventData<'rolled-faces'> | undefined;
    let commitment = '';
    const played = await playLoaded(deps, loaded, { do: 'roll' }, ({ state, events }) => {
      mine = events.find(isEvent('rolled-faces'))!.data;
      commitment = commitmentOf(salt, mine.pool);
      state.participants.find((p) => p.name === mine!.name)!.commitment = commitment;
      for (const e of events) if (e.type === 'rolled') e.data.commitment = commitment;
    });
    const me = mine!;
    const row = played.before.rows.find((r) => r.name === me.name)!;
    await updateParticipant(deps.db, row.id, { salt });
    const publicViews: PublicView[] = [];
    const privateViews: Record<string, PrivateView[]> = {};
    (privateViews[caller.userId] ??= []).push({
      kind: 'pool',
      pool: {
        ...ownPoolView(played, me.name, `You rolled ${diceCount(me.drawn)} (${drawDetail(me.draw)}).`),
        rolled: me.rolled,
      },
    });
    publicViews.push({
      kind: 'notice',
      // The GM side rolls one pool for its NPCs: named by them all (the GM only without any).
      text: appNotices.poolRolled(
        capitalised(sideSpokenName(played.state, me.name)),
        sealCode(commitment),
        sideIsSeveral(played.state, me.name),
      ),
    });
    publicViews.push(await setUpView(deps, played));
    return { public: publicViews, private: privateViews };
  });
}

/**
 * R4.1: after a set-up move, the set-up as it stands: what it still waits for, or, once the table
 * is ready, who may begin (with the Join, Roll and Begin buttons under it).
 */
export async function setUpView(deps: Deps, played: Played): Promise<PublicView> {
  const conflict = await publicConflict(deps.db, played.campaign, played.conflict, played.state);
  const waits = setupWaits(played.state);
  return {
    kind: 'conflict',
    conflict,
    headline: isReady(waits) ? appNotices.everyoneRolledMayBegin : appNotices.setUpStillOpen,
  };
}

function drawDetail(d: DrawParts): string {
  if (d.kind === 'gm') {
    const racks = d.npcRacks + d.budgetRacks;
    return `${racks} rack${racks === 1 ? '' : 's'} of ${d.rack} (${d.npcRacks} for NPCs, ${d.budgetRacks} from the budget) + ${d.circumstances} circumstance${d.followUp ? ` + ${d.followUp} follow-up` : ''}`;
  }
  return `${d.primary} primary + ${d.secondary} secondary + ${d.gear} gear + ${d.circumstances} circumstance + ${d.followUp} follow-up`;
}
