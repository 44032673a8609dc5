import { type Face, isMoreThanHalf } from '../../../rules';
import { beganNotice, beganPrivate, beginMove, setUpStillOpen, withPrivate } from '../conflict-begin';
import {
  actorName,
  after,
  EXCHANGE_LOAD,
  checkLoaded,
  loadForMove,
  ownPool,
  ownPoolView,
  playLoaded,
} from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { refuse } from '../../use-case/errors';
import { exchangePublicViews, userOf } from './exchange-views';
import { isEvent, spokenName } from '../../../rules/conflict';
import { text } from '../../use-case/load';
import { transact } from '../../use-case/transaction';
import { type Outcome, outcome } from '../../views';
import { appMessages } from '../../messages';

export interface LeadInput {
  target: string;
  action: string;
  dice: Face[];
  risky?: boolean;
  /** R5.1: pushing more than half the pool needs a confirmation first. */
  confirmed?: boolean;
  as?: string | null;
  /** The GM side's NPC who leads (else its first standing one). */
  npc?: string | null;
  /** From a component: the conflict it was made for; a different live conflict is refused. */
  conflictId?: number | null;
}

/**
 * /exchange lead (R5.1): the actor names a target on the other side, declares an action and pushes
 * k ≥ 1 dice from its pool. Played by the conflict machine: the dice leave the pool (R5.3) and stay
 * secret until the target has pushed (R13.2); a target with no dice answers at once (R5.2).
 */
export async function leadExchange(deps: Deps, caller: Caller, input: LeadInput) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const unbegun = await loadForMove(deps, caller, input.as, EXCHANGE_LOAD);
    // R4.1: a lead by the GM or the initiator while the set-up is open begins the exchanges.
    const began = setUpStillOpen(unbegun) ? await playLoaded(deps, unbegun, await beginMove(deps, unbegun)) : null;
    const loaded = began ? after(unbegun, began) : unbegun;
    const opening = began ? beganNotice(began) : [];
    const withBegun = (out: Outcome) => (began ? withPrivate(out, beganPrivate(began)) : out);
    const conflictId = loaded.conflict.id;
    if (input.conflictId != null && input.conflictId !== conflictId)
      refuse('exchange/already-resolved', appMessages.buttonOfEndedConflict);
    const risky = input.risky === true;
    const action = text(input.action, 'the action you declare', 500);
    const move = { do: 'lead' as const, target: input.target, dice: input.dice, risky, action, npc: input.npc ?? null };
    checkLoaded(loaded, move);
    const me = actorName(loaded.before.state, loaded.actor)!;
    const pool = ownPool(loaded.before.state, me);
    // A single die is never worth asking about, even when it is the last one or two.
    if (input.dice.length > 1 && isMoreThanHalf(pool, input.dice.length) && !input.confirmed) {
      const { participants, npcs } = loaded.before.state;
      return withBegun(
        outcome(opening, {
          [caller.userId]: [
            {
              kind: 'confirm-push',
              conflictId,
              target: spelled(participants, input.target),
              npc: input.npc ? spelled(npcs, input.npc) : null,
              dice: [...input.dice].sort((a, b) => b - a),
              poolSize: pool.length,
              risky,
              action,
            },
          ],
        }),
      );
    }
    const played = await playLoaded(deps, loaded, move);
    // The lead names the character targeted (an NPC of the GM side, not the side itself).
    const led = played.events.find(isEvent('lead'))!.data;
    const resolved = played.events.find(isEvent('exchange-resolved'))?.data;
    const target = played.state.pending?.target ?? resolved!.targetParticipant;
    const note = `You pushed ${input.dice.length} ${input.dice.length === 1 ? 'die' : 'dice'} against ${led.target}.`;
    return withBegun(
      outcome(
        [
          ...opening,
          {
            kind: 'exchange-led',
            conflictId,
            no: led.no,
            actor: spokenName(played.state, me, led.actorNpc ?? null),
            target: led.target,
            targetUserId: userOf(played, target),
            action,
            dice: input.dice.length,
            risky,
          },
          // R5.2: a target with no dice pushes none; the exchange resolves in the same move.
          ...exchangePublicViews(played),
        ],
        { [caller.userId]: [{ kind: 'pool', pool: ownPoolView(played, me, note) }] },
      ),
    );
  });
}

/** A typed name as the conflict spells it (the name typed when none matches). */
function spelled(named: readonly { name: string }[], typed: string): string {
  return named.find((n) => n.name.toLowerCase() === typed.trim().toLowerCase())?.name ?? typed;
}
