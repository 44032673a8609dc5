// The private dice picker as toggle buttons: the caller's pool, one button per die (highlighted
// when picked), then "Push N". A pool of more than 20 dice does not fit Discord's 5 rows of 5
// buttons with the Push row, so it is grouped by face: "6 ×2 of 9" adds one 6, "6 −" takes one
// back. The selection lives in the custom ids; the Push button also carries what the picker is for.
import { ButtonStyle, ComponentType } from 'discord.js';
import type { Face } from '../../rules';
import { type ComponentId, makeId } from '../components/ids';
import { Refusal } from '../refusal';
import { type PrivateBody, privateBody, type Row } from './body';
import { plural, poolLine } from './dice';
import { discordMessages } from './messages';
import { md, type Safe, textOf } from '../../app/text/safe-text';

export type PickerFor = Omit<Extract<ComponentId, { kind: 'dice:go' }>, 'kind' | 'picked'>;

/** Dice shown one button each; above this the picker groups them by face. */
export const MAX_SINGLE_DICE = 20;
const CLEAR_INDEX = 99;

type Button = {
  type: ComponentType.Button;
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success;
  label: string;
  custom_id: string;
  disabled?: boolean;
};

const highToLow = (dice: readonly Face[]) => [...dice].sort((a, b) => b - a);

/** `picked` without one die of `face`, or with one more. */
function without(picked: readonly Face[], face: Face): Face[] {
  const i = picked.indexOf(face);
  return i < 0 ? [...picked] : [...picked.slice(0, i), ...picked.slice(i + 1)];
}
const count = (dice: readonly Face[], face: Face) => dice.filter((d) => d === face).length;

/** Whether every picked die is in the pool (a pool that changed since the picker opened may not). */
export function fitsPool(pool: readonly Face[], picked: readonly Face[]): boolean {
  return ([1, 2, 3, 4, 5, 6] as Face[]).every((f) => count(picked, f) <= count(pool, f));
}

function toggle(
  conflictId: number,
  picked: readonly Face[],
  index: number,
  label: string,
  on: boolean,
  disabled = false,
  mask?: number,
): Button {
  return {
    type: ComponentType.Button,
    style: on ? ButtonStyle.Primary : ButtonStyle.Secondary,
    label,
    custom_id: (mask === undefined
      ? makeId({ kind: 'dice:tog', conflictId, picked: highToLow(picked), index })
      : makeId({ kind: 'dice:one', conflictId, mask, index }))!,
    ...(disabled ? { disabled: true } : {}),
  };
}

/** The dice a mask picks: bit i is the i-th die of the pool, high to low. */
export function maskedDice(pool: readonly Face[], mask: number): Face[] {
  return highToLow(pool).filter((_, i) => (mask >> i) & 1);
}

/** The mask of `picked` when nothing says which dice: the first k dice of each face. */
function firstOfEach(pool: readonly Face[], picked: readonly Face[]): number {
  const sorted = highToLow(pool);
  let mask = 0;
  sorted.forEach((face, i) => {
    if (sorted.slice(0, i).filter((f) => f === face).length < count(picked, face)) mask |= 1 << i;
  });
  return mask;
}

/** One button per die: the die clicked is the one lit, or put back. */
function singleButtons(conflictId: number, pool: readonly Face[], mask: number): Button[] {
  return highToLow(pool).map((face, i) => {
    const next = mask ^ (1 << i);
    return toggle(conflictId, maskedDice(pool, next), i, String(face), ((mask >> i) & 1) === 1, false, next);
  });
}

/** Two buttons per face: add one (showing how many are picked of how many), take one back. */
function groupedButtons(conflictId: number, pool: readonly Face[], picked: readonly Face[]): Button[] {
  const faces = [...new Set(highToLow(pool))];
  return faces.flatMap((face) => {
    const k = count(picked, face);
    const n = count(pool, face);
    return [
      toggle(conflictId, [...picked, face], face * 2, textOf(md`${face} ×${k} of ${n}`), k > 0, k >= n),
      toggle(conflictId, without(picked, face), face * 2 + 1, textOf(md`${face} −`), false, k === 0),
    ];
  });
}

function rowsOf(buttons: readonly Button[], perRow: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += perRow)
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + perRow) });
  return rows;
}

/** "6, 6 and 4": the picked faces as a sentence lists them. */
function inWords(dice: readonly Face[]): Safe {
  const faces = dice.map(String);
  return faces.length < 2 ? md`${faces[0] ?? ''}` : md`${faces.slice(0, -1).join(', ')} and ${faces.at(-1)}`;
}

/** What the Push button says: the count, or what is still missing. */
export function pushLabel(picked: number, needed: number | null): string {
  if (needed !== null && picked !== needed)
    return textOf(picked < needed ? md`Pick ${needed - picked} more` : md`Pick ${picked - needed} fewer`);
  return picked === 0 ? 'Pick dice to push' : textOf(md`Push ${plural(picked, 'die', 'dice')}`);
}

/**
 * The picker for `what` over `pool`, with `picked` chosen. `needed` is the exact count an answer
 * takes (null when leading: any number from one). Throws a refusal when its text cannot be carried.
 */
export function dicePicker(
  what: PickerFor,
  pool: readonly Face[],
  picked: readonly Face[],
  needed: number | null,
  heading: Safe,
  mask: number = firstOfEach(pool, picked),
): PrivateBody {
  const single = pool.length <= MAX_SINGLE_DICE;
  const push = makeId({ kind: 'dice:go', ...what, picked: highToLow(picked) });
  if (push === null) throw new Refusal('discord/too-long', discordMessages.actionTooLongForButtons);
  const ready = picked.length > 0 && (needed === null || picked.length === needed);
  const controls: Row = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Success,
        label: pushLabel(picked.length, needed),
        custom_id: push,
        ...(ready ? {} : { disabled: true }),
      },
      toggle(what.conflictId, [], CLEAR_INDEX, 'Clear', false, picked.length === 0),
    ],
  };
  const dice = single
    ? rowsOf(singleButtons(what.conflictId, pool, mask), 5)
    : rowsOf(groupedButtons(what.conflictId, pool, picked), 4);
  const hint = single
    ? 'Click the dice to pick them (click again to put one back), then push.'
    : 'Your pool is large, so dice are grouped by face: add or take back one die of a face at a time, then push.';
  const chosen = picked.length
    ? md`Picked ${plural(picked.length, 'die', 'dice')}: ${inWords(highToLow(picked))}.`
    : md`Nothing picked yet.`;
  const text = md`${heading}\n${poolLine(pool)}\n${chosen}\n${hint}`;
  return privateBody(text, [...dice, controls]);
}
