/** The toggle-button dice picker: one button per die, grouping by face, the Push label. */
import { describe, expect, it } from 'vitest';
import { md } from '../../src/app/text/safe-text';
import { parseId } from '../../src/discord/components/ids';
import {
  dicePicker,
  fitsPool,
  MAX_SINGLE_DICE,
  type PickerFor,
  pushLabel,
} from '../../src/discord/render/dice-toggles';
import type { Face } from '../../src/rules';

type Button = { label: string; custom_id: string; style: number; disabled?: boolean };
const buttons = (rows: readonly unknown[]) => (rows as { components: Button[] }[]).flatMap((r) => r.components);
const answer: PickerFor = { conflictId: 3, no: 2, risky: false, as: '', target: '', action: '', npc: null };
const lead: PickerFor = { conflictId: 3, no: 0, risky: false, as: 'Ana', target: '', action: '', npc: null };

describe('dicePicker', () => {
  it('GIVEN a small pool THEN one button per die, high to low, then Push and Clear, within Discord limits', () => {
    const body = dicePicker(lead, [4, 6, 5, 6], [], null, md`Pick`);
    const all = buttons(body.components);
    expect(all.map((b) => b.label)).toEqual(['6', '6', '5', '4', 'Pick dice to push', 'Clear']);
    expect(all.find((b) => b.label === 'Pick dice to push')?.disabled).toBe(true);
    expect(body.content).toContain('Pool: 6 6 5 4');
    expect(new Set(all.map((b) => b.custom_id)).size).toBe(all.length);
    expect(all.every((b) => b.custom_id.length <= 100)).toBe(true);
  });

  it('GIVEN a 6 picked THEN the first 6 is highlighted, clicking it puts it back, and Push says 1 die', () => {
    const body = dicePicker(lead, [6, 6, 5], [6], null, md`Pick`);
    const all = buttons(body.components);
    expect(all.map((b) => b.style)).toEqual([1, 2, 2, 3, 2]);
    expect(body.content).toContain('Picked 1 die: 6.');
    expect(parseId(all[0]!.custom_id)).toMatchObject({ kind: 'dice:one', mask: 0 });
    expect(parseId(all[1]!.custom_id)).toMatchObject({ kind: 'dice:one', mask: 0b011 });
    expect(all[3]!.label).toBe('Push 1 die');
    expect(parseId(all[3]!.custom_id)).toMatchObject({ kind: 'dice:go', picked: [6], as: 'Ana' });
  });

  it('GIVEN the second of two 6s clicked THEN that very die is lit, not the first, and the pick is listed in words', () => {
    const body = dicePicker(lead, [6, 6, 5], [6], null, md`Pick`, 0b010);
    const all = buttons(body.components);
    expect(all.slice(0, 3).map((b) => b.style)).toEqual([2, 1, 2]);
    expect(body.content).toContain('Picked 1 die: 6.');
    expect(parseId(all[1]!.custom_id)).toMatchObject({ kind: 'dice:one', mask: 0 });
    expect(parseId(all[2]!.custom_id)).toMatchObject({ kind: 'dice:one', mask: 0b110 });
    expect(dicePicker(lead, [6, 5], [], null, md`Pick`).content).toContain('Nothing picked yet.');
    expect(dicePicker(lead, [6, 6, 5, 4], [4, 6, 6], null, md`Pick`).content).toContain('Picked 3 dice: 6, 6 and 4.');
  });

  it('GIVEN an answer of exactly 2 dice THEN Push stays off until 2 are picked', () => {
    const push = (picked: Face[]) =>
      buttons(dicePicker(answer, [6, 5, 4], picked, 2, md`Answer`).components).find((b) => b.style === 3)!;
    expect(push([6])).toMatchObject({ label: 'Pick 1 more', disabled: true });
    expect(push([6, 4]).label).toBe('Push 2 dice');
    expect(push([6, 4]).disabled).toBeUndefined();
  });

  it(`GIVEN more than ${MAX_SINGLE_DICE} dice THEN they are grouped by face: add one, take one back, at most 5 rows of 5`, () => {
    const pool = [...Array<Face>(12).fill(6), ...Array<Face>(9).fill(5), ...Array<Face>(4).fill(4)];
    const body = dicePicker(lead, pool, [6, 6], null, md`Pick`);
    const rows = body.components as unknown as { components: Button[] }[];
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.components.length <= 5)).toBe(true);
    const all = buttons(body.components);
    expect(all.map((b) => b.label)).toEqual([
      '6 ×2 of 12',
      '6 −',
      '5 ×0 of 9',
      '5 −',
      '4 ×0 of 4',
      '4 −',
      'Push 2 dice',
      'Clear',
    ]);
    expect(parseId(all[0]!.custom_id)).toMatchObject({ picked: [6, 6, 6] });
    expect(parseId(all[1]!.custom_id)).toMatchObject({ picked: [6] });
    expect(all[3]!.disabled).toBe(true);
  });

  it('GIVEN an action too long for the Push button THEN a refusal, never a truncated id', () => {
    expect(() => dicePicker({ ...lead, target: 'Viktor', action: 'a'.repeat(90) }, [6, 5], [], null, md`Pick`)).toThrow(
      expect.objectContaining({ code: 'discord/too-long' }),
    );
  });
});

describe('pushLabel and fitsPool', () => {
  it.each([
    [0, null, 'Pick dice to push'],
    [1, null, 'Push 1 die'],
    [3, null, 'Push 3 dice'],
    [1, 3, 'Pick 2 more'],
    [3, 2, 'Pick 1 fewer'],
    [2, 2, 'Push 2 dice'],
  ] as const)('GIVEN %i picked of %s needed THEN %j', (picked, needed, label) => {
    expect(pushLabel(picked, needed)).toBe(label);
  });

  it('GIVEN a selection THEN it fits only a pool that still holds those dice', () => {
    expect(fitsPool([6, 6, 5], [6, 6])).toBe(true);
    expect(fitsPool([6, 5], [6, 6])).toBe(false);
  });
});
