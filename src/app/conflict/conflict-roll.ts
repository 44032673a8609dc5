import { capitalised } from '../../rules';
import { type EventData, isEvent, spokenName, view } from '../../rules/conflict';
import type { DrawParts } from '../../rules/conflict/setup';
import { updateParticipant } from '../../store/conflicts';
import { diceCount, nameList } from '../common';
import { commitmentOf, makeSalt } from './commitment';
import { loadForMove, ownPoolView, type Played, playLoaded } from './conflict-machine';
import { publicConflict } from './conflict-views';
import type { Caller, Deps } from '../context';
import { exchangePublicViews, userOf } from '../exchange/exchange-views';
import { transact } from '../transaction';
import type { Outcome, PrivateView, PublicView } from '../views';
import { appNotices } from '../messages';

/**
 * /conflict roll (R3, R1.2): the caller rolls its own draw in secret, played by the conflict
 * machine. The first roll closes joining, fixes the rack and pays the outnumbered side (R3.4); the
 * last one opens the exchanges. The pool is sealed with a salted fingerprint the channel sees.
 */
export function rollPool(deps: Deps, caller: Caller, input: { as?: string | null } = {}) {
  return transact(deps, caller, (): Outcome => {
    const loaded = loadForMove(deps, caller, input.as);
    const salt = makeSalt(deps);
    let mine: EventData<'rolled-faces'> | undefined;
    const played = playLoaded(deps, loaded, { do: 'roll' }, ({ state, events }) => {
      mine = events.find(isEvent('rolled-faces'))!.data;
      const commitment = commitmentOf(salt, mine.pool);
      state.participants.find((p) => p.name === mine!.name)!.commitment = commitment;
      for (const e of events) if (e.type === 'rolled') e.data.commitment = commitment;
    });
    const me = mine!;
    const row = played.before.rows.find((r) => r.name === me.name)!;
    updateParticipant(deps.db, row.id, { salt });
    const publicViews: PublicView[] = [...outnumberedNotices(played)];
    const privateViews: Record<string, PrivateView[]> = outnumberedPrivate(played);
    (privateViews[caller.userId] ??= []).push({
      kind: 'pool',
      pool: {
        ...ownPoolView(played, me.name, `You rolled ${diceCount(me.drawn)} (${drawDetail(me.draw)}).`),
        rolled: me.rolled,
      },
    });
    publicViews.push({
      kind: 'notice',
      // The GM side is named by its NPC when it has one standing alone, else "the GM".
      text: appNotices.nameHasRolled(capitalised(spokenName(played.state, me.name))),
    });
    if (played.events.some((e) => e.type === 'exchanges-open')) {
      publicViews.push({
        kind: 'conflict',
        conflict: publicConflict(deps.db, played.campaign, played.conflict, played.state),
        headline:
          'Everyone has rolled: the exchanges begin. Whoever is suggested to lead uses the Lead button below (or /exchange lead).',
      });
      publicViews.push(...exchangePublicViews(played));
    } else {
      const waiting = played.state.participants
        .filter((p) => !p.rolled && !p.out)
        .map((p) => spokenName(played.state, p.name));
      publicViews.push({ kind: 'notice', text: appNotices.stillRollWaiting(waiting.join(', ')) });
    }
    return { public: publicViews, private: privateViews };
  });
}

function drawDetail(d: DrawParts): string {
  if (d.kind === 'gm') {
    const racks = d.npcRacks + d.budgetRacks;
    return `${racks} rack${racks === 1 ? '' : 's'} of ${d.rack} (${d.npcRacks} for NPCs, ${d.budgetRacks} from the budget) + ${d.circumstances} circumstance${d.followUp ? ` + ${d.followUp} follow-up` : ''}`;
  }
  return `${d.primary} primary + ${d.secondary} secondary + ${d.gear} gear + ${d.circumstances} circumstance + ${d.followUp} follow-up`;
}

/** R3.4 in the channel: which side is behind; a PC's point is public, the GM's Murphy point is not. */
function outnumberedNotices(played: Played): PublicView[] {
  const e = played.events.find(isEvent('outnumbered'));
  if (!e) return [];
  const names = e.data.names;
  const pcs = names.filter((n) => played.state.participants.find((p) => p.name === n)?.kind === 'pc');
  if (pcs.length < names.length) return [{ kind: 'notice', text: appNotices.gmSideOutnumberedFullRackMore }];
  return [
    {
      kind: 'notice',
      text: appNotices.outnumberedFullRackMorePcsSuffix(nameList(pcs), pcs.length === 1 ? 'gains' : 'each gain'),
    },
  ];
}

/** R13.3: the GM alone learns its new Murphy balance, read from the GM's view. */
function outnumberedPrivate(played: Played): Record<string, PrivateView[]> {
  const e = played.events.find(isEvent('outnumbered'));
  const gm = played.state.participants.find((p) => p.kind === 'gm');
  if (!e || !gm || !e.data.names.includes(gm.name)) return {};
  const murphy = view(played.state, { kind: 'gm' }).gm.murphy;
  return {
    [userOf(played, gm.name)]: [{ kind: 'notice', text: appNotices.sideOutnumbered1MurphyPointNow(murphy) }],
  };
}
