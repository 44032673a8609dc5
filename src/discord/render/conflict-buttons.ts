// Buttons of the conflict's public messages (goal offers, votes to end, My pool). Labels are fixed words: nothing secret can reach them.
import { ButtonStyle, ComponentType } from 'discord.js';
import { makePlayId } from '../components/conflict-button-ids';
import type { Row } from './body';

/** Accept, Refuse, Counter…, Only if… for the one who must answer the offer (the app checks who). */
export function goalOfferRow(conflictId: number, offerId: number, offerKind: 'proposal' | 'counter' | 'only-if'): Row {
  const button = (
    answer: 'accept' | 'refuse' | 'counter' | 'only-if',
    label: string,
    style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
  ) => ({
    type: ComponentType.Button as const,
    style,
    label,
    custom_id: makePlayId({ kind: 'goal:ans', conflictId, offerId, answer }),
  });
  return {
    type: ComponentType.ActionRow,
    components: [
      button('accept', 'Accept', ButtonStyle.Success),
      button('refuse', 'Refuse', ButtonStyle.Danger),
      button('counter', 'Counter…', ButtonStyle.Secondary),
      // An "only if" answers an offer with a cheaper goal back; it cannot itself be answered so.
      ...(offerKind === 'only-if' ? [] : [button('only-if', 'Only if…', ButtonStyle.Secondary)]),
    ],
  };
}

export function endVoteRow(conflictId: number): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        label: 'Agree to end',
        custom_id: makePlayId({ kind: 'end:agree', conflictId }),
      },
    ],
  };
}

/** On a public exchange result: whoever clicks sees their own pool and books, privately. */
export function myPoolRow(conflictId: number): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: 'My pool',
        custom_id: makePlayId({ kind: 'pool:mine', conflictId }),
      },
    ],
  };
}
