/** The private Buy-a-goal menu: goals with price, affordability and effect; targets. */
import { describe, expect, it } from 'vitest';
import type { GoalChoices } from '../../src/app';
import { parseId } from '../../src/discord/components/ids';
import { goalMenu, targetMenu } from '../../src/discord/render/goal-menu';

const choices: GoalChoices = {
  conflictId: 5,
  buyer: 'Ana',
  buyerName: 'Ana',
  books: 2,
  goals: [
    { name: 'Wound', price: 1, affordable: true, gang: null, does: 'wounds them', targets: ['Viktor', 'Brute'] },
    {
      name: 'Escape',
      price: 2,
      gang: null,
      affordable: true,
      does: 'you get away: the conflict ends for your character',
      targets: ['Ana'],
    },
    {
      name: 'Knock out',
      price: 3,
      gang: null,
      affordable: false,
      does: 'takes them out of this conflict',
      targets: ['Viktor'],
    },
    { name: 'Nobody to aim at', price: 1, gang: null, affordable: true, does: 'wounds them', targets: [] },
  ],
};

type Menu = { custom_id: string; options: { label: string; value: string; description: string }[] };
const menuOf = (rows: readonly unknown[]) => (rows as { components: Menu[] }[])[0]!.components[0]!;

describe('goalMenu', () => {
  it('GIVEN the goals on offer THEN each shows its price, whether it is affordable and what it does; goals without a target are left out', () => {
    const body = goalMenu(choices);
    expect(body.content).toContain('Books: 2');
    expect(body.content).toContain(
      '• **Escape**: 2 books, you can afford it: you get away: the conflict ends for your character',
    );
    expect(body.content).toContain('• **Knock out**: 3 books, not enough books: takes them out of this conflict');
    const menu = menuOf(body.components);
    expect(parseId(menu.custom_id)).toEqual({ kind: 'buy:pick', conflictId: 5, as: 'Ana' });
    expect(menu.options.map((o) => [o.label, o.value])).toEqual([
      ['Wound (1 book)', 'Wound'],
      ['Escape (2 books)', 'Escape'],
      ['Knock out (3 books)', 'Knock out'],
    ]);
    expect(menu.options.every((o) => o.description.length <= 100)).toBe(true);
  });

  it('GIVEN a menu THEN each option says its price once, in its label', () => {
    const menu = menuOf(goalMenu(choices).components);
    expect(menu.options.map((o) => o.description)).toEqual([
      'You can afford it: wounds them',
      'You can afford it: you get away: the conflict ends for your character',
      'Not enough books: takes them out of this conflict',
    ]);
  });

  it('GIVEN a wound priced against a gang of 12 THEN the line explains the extra book, and the option names the gang', () => {
    const wound = { ...choices.goals[0]!, price: 2, gang: { against: 'Dockers', size: 12, added: 1 } };
    const body = goalMenu({ ...choices, goals: [wound] });
    expect(body.content).toContain(
      '• **Wound**: 2 books (1, +1 against Dockers, a gang of 12), you can afford it: wounds them',
    );
    const [option] = menuOf(body.components).options;
    expect(option).toMatchObject({
      label: 'Wound (2 books)',
      description: 'You can afford it (+1 for a gang of 12): wounds them',
    });
  });

  it('GIVEN nothing to buy THEN a sentence, no menu, and a goal may still be proposed (R4.2)', () => {
    const body = goalMenu({ ...choices, goals: [] });
    const buttons = (body.components as unknown as { components: { label: string; custom_id: string }[] }[]).flatMap(
      (r) => r.components,
    );
    expect(buttons.map((b) => b.label)).toEqual(['Propose a goal…']);
    expect(parseId(buttons[0]!.custom_id)).toEqual({ kind: 'buy:prop', conflictId: 5, as: 'Ana' });
    expect(body.content).toContain('no goal to buy');
  });

  it('GIVEN goals THEN Propose a goal… sits beside the purchase a zone away', () => {
    const rows = goalMenu(choices).components as unknown as { components: { label?: string }[] }[];
    expect(rows[1]!.components.map((c) => c.label)).toEqual(['Buy against someone zones away…', 'Propose a goal…']);
  });

  it('GIVEN a goal with two targets THEN a menu of them carries the goal and the buyer', () => {
    const menu = menuOf(targetMenu(5, 'Ana', choices.goals[0]!).components);
    expect(parseId(menu.custom_id)).toEqual({ kind: 'buy:who', conflictId: 5, as: 'Ana', goal: 'Wound' });
    expect(menu.options.map((o) => o.value)).toEqual(['Viktor', 'Brute']);
  });
});
