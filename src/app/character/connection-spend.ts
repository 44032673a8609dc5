import { type ConnectionKind, insertConnectionPurchase, unspentConnections } from '../../store/character/downtime';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, clip, requireOwnerOrGm, text } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { plural } from '../text/words';
import { appMessages, appNotices } from '../messages';

export const CONNECTION_KINDS: Record<ConnectionKind, string> = {
  information: 'a piece of information',
  loan: 'a loan',
  'design-skill': 'a design skill',
  discount: '20% off',
};

/** R11.3 /downtime call-in: one favour won in a connections test buys one thing, narrated by the player. */
export async function spendConnection(
  deps: Deps,
  caller: Caller,
  input: { buy: string; detail: string; character?: string | null },
) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const character = await characterFor(db, campaign, caller, input.character);
    await requireOwnerOrGm(db, campaign, caller, character);
    const kind = input.buy.trim().toLowerCase().replace(/\s+/g, '-') as ConnectionKind;
    if (!(kind in CONNECTION_KINDS))
      refuse(
        'input/bad-text',
        appMessages.unknownFavourKind(Object.keys(CONNECTION_KINDS).join(', '), clip(input.buy, 20)),
      );
    const detail = text(input.detail, 'what the favour brings', 300);
    const open = await unspentConnections(db, character.id);
    const first = open[0] ?? refuse('points/not-enough', appMessages.noFavourLeft(character.name));
    await insertConnectionPurchase(db, first.actionId, kind, detail, deps.now().toISOString());
    const left = open.reduce((s, o) => s + o.left, 0) - 1;
    return outcome([
      {
        kind: 'notice',
        text: appNotices.favourCalledIn(character.name, CONNECTION_KINDS[kind], detail, plural(left, 'favour')),
      },
    ]);
  });
}
