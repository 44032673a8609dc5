// The table's buttons: the moves someone may make now, by phase. Labels are fixed words, so nothing
// secret can reach them; each handler (and then the conflict machine) checks who clicks.
import { ButtonStyle, ComponentType } from 'discord.js';
import { makePlayId } from '../components/conflict-button-ids';
import { makeId } from '../components/ids';
import type { Row } from '../render/body';
import { buyGoalButton, leadButton, rowOf, setupButtons } from '../render/conflict-rows';
import { makeTableId, type TableMove } from './table-ids';
import type { PublicView } from '../../app';

type TableConflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

type Button = Row['components'][number];
type Style = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

const move = (label: string, m: TableMove, conflictId: number, style: Style = ButtonStyle.Secondary, chin = false) =>
  ({
    type: ComponentType.Button,
    style,
    label,
    custom_id: makeTableId(m, conflictId, chin),
  }) as const;

const myPool = (conflictId: number): Button => ({
  type: ComponentType.Button,
  style: ButtonStyle.Secondary,
  label: 'My pool',
  custom_id: makePlayId({ kind: 'pool:mine', conflictId }),
});

/** The chin is offered when someone ran out of dice first and nobody took it yet (R8.4). */
const chinApplies = (c: TableConflict) => c.endReason === 'ran-out' && c.chin === null;

export function tableRows(c: TableConflict): Row[] {
  const id = c.id;
  const gm = gmMovesButton(id);
  if (c.phase === 'setup') return [rowOf([...setupButtons(id, c.phase), move('Secondary skill', 'secondary', id), gm])];
  // The secondary skill may be set until the exchanges begin, as long as nobody rolled with it yet.
  if (c.phase === 'rolling')
    return [
      rowOf([...setupButtons(id, c.phase), ...(c.secondary ? [] : [move('Secondary skill', 'secondary', id)]), gm]),
    ];
  if (c.phase === 'ended') {
    return [
      rowOf([
        move('Follow-up', 'follow', id, ButtonStyle.Primary),
        ...(chinApplies(c) ? [move('Take it on the chin', 'follow', id, ButtonStyle.Secondary, true)] : []),
        // Books left over can still buy goals once it is over.
        ...(c.participants.some((p) => p.books > 0) ? [buyGoalButton(id)] : []),
        move('Recap', 'recap', id),
        move('Check the dice', 'verify', id),
      ]),
      rowOf([myPool(id), gm]),
    ];
  }
  const x = c.pending;
  if (x?.warWaitingFor.length) return [rowOf([move('Add a war die', 'war', id, ButtonStyle.Primary), myPool(id), gm])];
  if (x) {
    return [
      rowOf([
        {
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          label: 'Respond',
          custom_id: makeId({ kind: 'ex:respond', conflictId: id, no: x.no })!,
        },
        ...(x.disputedBy || x.risky ? [] : [move('Dispute', 'dispute', id)]),
        ...(x.resisted || x.answered ? [] : [move('Resist with gear', 'resist', id)]),
        move('Withdraw the lead', 'cancel', id),
        myPool(id),
      ]),
      // The first row is full (Discord holds five buttons a row): the GM's moves sit below.
      rowOf([gm]),
    ];
  }
  return [
    rowOf([
      leadButton(id, c.exchanges),
      buyGoalButton(id),
      move('Give books', 'give', id),
      move('Fly dice', 'fly', id),
    ]),
    rowOf([myPool(id), move('End the conflict', 'end', id, ButtonStyle.Danger), gm]),
  ];
}

/** The table's one button for the GM's moves; everyone sees it, only the GM gets past the click. */
export function gmMovesButton(conflictId: number) {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: 'GM moves…',
    custom_id: makeTableId('gm', conflictId),
  } as const;
}
