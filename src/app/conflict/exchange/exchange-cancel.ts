import { GM_ACTOR, spokenName } from '../../../rules/conflict';
import { ownPoolView, playMove } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { transact } from '../../use-case/transaction';
import { outcome } from '../../views';
import { appNotices } from '../../messages';

/**
 * /exchange cancel: the actor (or the GM) withdraws a lead nobody has answered; the dice go back.
 * Played by the conflict machine; the actor's pool comes from its own view.
 */
export async function cancelExchange(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const played = await playMove(deps, caller, { do: 'cancel' });
    const was = played.before.state.pending!;
    const actor = played.state.participants.find((p) => p.name === was.actor)!;
    const own = played.actor === actor.name || (played.actor === GM_ACTOR && actor.kind === 'gm');
    const privateViews = own
      ? {
          [caller.userId]: [
            { kind: 'pool' as const, pool: ownPoolView(played, actor.name, 'Your pushed dice are back in your pool.') },
          ],
        }
      : {};
    return outcome(
      [
        {
          kind: 'notice',
          // The GM side's lead is withdrawn by the NPC who made it, as players read it.
          text: appNotices.exchangeWithdrawn(spokenName(played.before.state, actor.name, was.actorNpc ?? null), was.no),
          closesExchange: { conflictId: played.before.conflict.id, no: was.no },
        },
      ],
      privateViews,
    );
  });
}
