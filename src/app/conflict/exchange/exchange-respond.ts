import type { Face } from '../../../rules';
import { exchangeByNo } from '../../../store/conflict/exchange-rows';
import { actorName, EXCHANGE_LOAD, type Loaded, loadForMove, ownPool, playLoaded } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { refuse } from '../../use-case/errors';
import { exchangePrivateViews, exchangePublicViews } from './exchange-views';
import { text } from '../../use-case/load';
import { diceCount } from '../../text/words';
import { transact } from '../../use-case/transaction';
import type { Outcome } from '../../views';
import { appMessages } from '../../messages';

export interface RespondInput {
  action: string;
  /** Omitted: allowed only when the target must push its whole pool (it holds ≤ k dice). */
  dice?: Face[] | null;
  /** Which exchange the response is for (from a button); stale numbers are refused clearly. */
  exchangeNo?: number | null;
  /** From a component: the conflict it was made for; a different live conflict is refused. */
  conflictId?: number | null;
}

/**
 * /exchange respond (R5.2–R5.7): the target pushes the same number of dice (all it has if fewer),
 * the exchange resolves, books are won, and the result is public. Played by the conflict machine;
 * the responder's pool comes from its own view.
 */
export async function respondExchange(deps: Deps, caller: Caller, input: RespondInput) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const loaded = await loadForMove(deps, caller, null, EXCHANGE_LOAD);
    const { conflict } = loaded;
    const state = loaded.before.state;
    if (input.conflictId != null && input.conflictId !== conflict.id)
      refuse('exchange/already-resolved', appMessages.buttonOfEndedConflict);
    if (input.exchangeNo != null && state.pending?.no !== input.exchangeNo) {
      const old = await exchangeByNo(deps.db, conflict.id, input.exchangeNo);
      if (old) refuse('exchange/already-resolved', appMessages.exchangeAlreadySettled(old.no, old.status));
    }
    // The machine refuses this too; here the refusal can name the command that helps.
    if (state.pending && state.pending.warNeeds.length > 0) refuse('exchange/pending', appMessages.exchangeInWar);
    const me = actorName(state, loaded.actor);
    const action = text(input.action, 'your response', 500);
    const dice = input.dice ?? omittedDice(loaded, me);
    const move = { do: 'respond' as const, dice, action };
    const played = await playLoaded(deps, loaded, move);
    return { public: exchangePublicViews(played), private: exchangePrivateViews(played, caller.userId, me) };
  });
}

/**
 * Dice omitted: the target's whole pool when it holds no more than the lead pushed (R5.2), read
 * from its own view. Anyone else's answer is refused by the machine (it is not their exchange).
 */
function omittedDice(loaded: Loaded, me: string | null): Face[] {
  const state = loaded.before.state;
  const p = state.pending;
  const pool = me ? ownPool(state, me) : [];
  if (p && p.target === me && p.targetDice === null && pool.length > p.actorDice.length) {
    refuse('exchange/wrong-count', appMessages.pushToAnswer(diceCount(p.actorDice.length)));
  }
  return pool;
}
