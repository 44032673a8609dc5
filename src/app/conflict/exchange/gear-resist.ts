import { isEvent } from '../../../rules/conflict';
import { ownPoolView, playMove } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { campaignHere, text } from '../../use-case/load';
import { transact } from '../../use-case/transaction';
import { outcome, type Outcome } from '../../views';
import { appNotices } from '../../messages';
import { leadChanged } from './exchange-views';

/**
 * /gear resist (R2.4): before pushing, the target of a lead rolls a resist gear's quality in dice;
 * every 4+ joins its pool. The channel learns only that the gear was used; the faces are private.
 */
export async function resistWithGear(deps: Deps, caller: Caller, input: { gear: string; as?: string | null }) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    await campaignHere(deps.db, caller);
    const gear = text(input.gear, 'the gear you resist with', 80);
    const played = await playMove(deps, caller, { do: 'resist', gear }, input.as);
    const name = played.events.find(isEvent('resisted'))!.data.name;
    const kept = played.events.find(isEvent('resist-faces'))?.data.kept.length ?? 0;
    return outcome([{ kind: 'notice', ...leadChanged(played, caller.userId, appNotices.gearResists(name, gear)) }], {
      [caller.userId]: [
        {
          kind: 'pool',
          pool: ownPoolView(played, name, `${gear} added ${kept} ${kept === 1 ? 'die' : 'dice'} to your pool.`),
        },
      ],
    });
  });
}
