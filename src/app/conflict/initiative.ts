import { capitalised, type Face } from '../../rules';
import { mayBid as mayBidNow, spokenName } from '../../rules/conflict';
import { askMachine, ownPoolView, peekState, type Played, playMove } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome, type Outcome, type PublicView } from '../views';
import { appNotices } from '../messages';

// R4.3 initiative, played by the conflict machine: the GM opens bidding; participants bid dice from
// their pools in secret (spent) and may raise until everyone passes (or the GM closes it); the GM
// may add GM-pool dice to one character's bid. The highest total leads, ties by join order.

/**
 * /conflict initiative (GM): opens bidding; while it is open, with `dice` and `for` adds GM-pool
 * dice to that character's bid, and without them closes it and reveals the totals.
 */
export async function openBidding(
  deps: Deps,
  caller: Caller,
  input: { dice?: Face[] | null; for?: string | null } = {},
) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    if (input.dice?.length) {
      const played = await playMove(deps, caller, { do: 'gm-bid', for: input.for ?? '', dice: input.dice });
      const backed = played.state.initiative!.gmDice!.for;
      return outcome([{ kind: 'notice', text: appNotices.gmBacksBid(backed) }], {
        [caller.userId]: [
          {
            kind: 'pool',
            pool: ownPoolView(
              played,
              'GM',
              `You added ${input.dice.length} GM ${input.dice.length === 1 ? 'die' : 'dice'} to ${backed}'s bid.`,
            ),
          },
        ],
      });
    }
    const open = (await peekState(deps, caller)).initiative?.status === 'open';
    const played = await playMove(deps, caller, { do: open ? 'initiative-close' : 'initiative-open' });
    if (open) return outcome([reveal(played)]);
    return outcome([
      {
        kind: 'notice',
        text: appNotices.initiativeOpen,
      },
    ]);
  });
}

/**
 * /conflict bid (R4.3): dice from the caller's pool join its secret bid (a raise if it bid
 * before); no dice is a pass. When everyone has passed, the totals are revealed.
 */
export async function placeBid(deps: Deps, caller: Caller, input: { dice: Face[]; as?: string | null }) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    await campaignHere(deps.db, caller);
    const played = await playMove(
      deps,
      caller,
      input.dice.length > 0 ? { do: 'bid', dice: input.dice } : { do: 'pass' },
      input.as,
    );
    const me =
      played.state.participants.find((p) => p.name === played.actor) ??
      played.state.participants.find((p) => p.kind === 'gm')!;
    if (played.state.initiative?.status === 'closed') return outcome([reveal(played)]);
    const waiting = played.state.participants
      .filter((p) => !p.out && !played.state.initiative!.passed.includes(p.name))
      .map((p) => spokenName(played.state, p.name));
    const said = input.dice.length > 0 ? 'has bid' : 'passes';
    const mine =
      input.dice.length > 0
        ? {
            [caller.userId]: [
              {
                kind: 'pool' as const,
                pool: ownPoolView(
                  played,
                  me.name,
                  `You bid ${input.dice.length} ${input.dice.length === 1 ? 'die' : 'dice'}.`,
                ),
              },
            ],
          }
        : {};
    return outcome(
      [
        {
          kind: 'notice',
          text: appNotices.bidPlaced(capitalised(spokenName(played.state, me.name)), said, waiting.join(', ')),
        },
      ],
      mine,
    );
  });
}

/** The bid menu asks first: is bidding open, and may the caller bid? (No dice, no writes.) */
export async function mayBid(deps: Deps, caller: Caller): Promise<void> {
  await askMachine(deps, caller, (state, actor) => mayBidNow(state, actor));
}

function reveal(played: Played): PublicView {
  const ini = played.state.initiative!;
  const backed = ini.gmDice?.for;
  const gmSideOf = (name: string) => (played.state.participants.some((p) => p.name === name) ? name : 'GM');
  const bids = ini.order.map((name) => {
    const dice = [...(ini.bids[name] ?? []), ...(backed && gmSideOf(backed) === name ? ini.gmDice!.dice : [])].sort(
      (a, b) => b - a,
    );
    return { name, dice, total: dice.reduce((a, b) => a + b, 0) };
  });
  return { kind: 'initiative', conflictId: played.conflict.id, order: [...ini.order], bids };
}
