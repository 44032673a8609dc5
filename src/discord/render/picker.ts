// The private dice pickers: an ephemeral select menu of the caller's own pool. The message shows
// the pool, so it carries the `Pool:` line like every other message that shows one.
import { ComponentType } from 'discord.js';
import type { Face } from '../../rules';
import { type ComponentId, makeId } from '../components/ids';
import { Refusal } from '../refusal';
import { type PrivateBody, privateBody, type Row } from './body';
import { plural, poolLine, quote } from './dice';

/** Discord allows 25 options in a select menu. */
export const MAX_OPTIONS = 25;

/** Option value → face (values are `<position>:<face>`, so equal faces stay distinct). */
export function faceOfValue(value: string): Face | null {
  const m = /^\d+:([1-6])$/.exec(value);
  return m ? (Number(m[1]) as Face) : null;
}

/**
 * The dice offered: the whole pool when it fits, else up to 25 taken round-robin over the faces
 * (so high and low dice both stay choosable). Dice come back high to low.
 */
export function offeredDice(pool: readonly Face[]): Face[] {
  const sorted = [...pool].sort((a, b) => b - a);
  if (sorted.length <= MAX_OPTIONS) return sorted;
  const byFace = new Map<Face, number>();
  for (const f of sorted) byFace.set(f, (byFace.get(f) ?? 0) + 1);
  const taken = new Map<Face, number>();
  let count = 0;
  while (count < MAX_OPTIONS) {
    for (const [face, n] of byFace) {
      if (count < MAX_OPTIONS && (taken.get(face) ?? 0) < n) {
        taken.set(face, (taken.get(face) ?? 0) + 1);
        count++;
      }
    }
  }
  return [...taken].flatMap(([face, n]) => Array<Face>(n).fill(face)).sort((a, b) => b - a);
}

function selectRow(customId: string, dice: readonly Face[], min: number, max: number, placeholder: string): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder,
        min_values: min,
        max_values: max,
        options: dice.map((face, i) => ({ label: `${face}`, value: `${i}:${face}` })),
      },
    ],
  };
}

function capNote(pool: readonly Face[], offered: readonly Face[]): string {
  return offered.length < pool.length ? `\nThe menu offers ${offered.length} of your ${pool.length} dice; to push others, type them with the dice option.` : '';
}

export function leadPicker(id: Extract<ComponentId, { kind: 'lead' }>, pool: readonly Face[]): PrivateBody {
  const customId = makeId(id);
  if (customId === null) {
    throw new Refusal('discord/too-long', 'Your action is too long to carry through the dice menu: shorten it, or type the dice with the dice option.');
  }
  const offered = offeredDice(pool);
  const text = `Pick the dice to push against **${id.target}**${id.risky ? ' (risky)' : ''}: ${quote(id.action)}\n${poolLine(pool)}${capNote(pool, offered)}`;
  return privateBody(text, [selectRow(customId, offered, 1, offered.length, 'Dice to push')]);
}

export function respondPicker(id: Extract<ComponentId, { kind: 'ex:pick' }>, pool: readonly Face[], needed: number, actor: string): PrivateBody {
  const customId = makeId(id) ?? makeId({ ...id, action: null })!;
  const offered = offeredDice(pool);
  const text = `Answer ${actor} in exchange ${id.no}: pick exactly ${plural(needed, 'die', 'dice')}.\n${poolLine(pool)}${capNote(pool, offered)}`;
  return privateBody(text, [selectRow(customId, offered, needed, needed, `Pick ${needed}`)]);
}
