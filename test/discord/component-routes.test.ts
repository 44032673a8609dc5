/** The component routing table: the first route that knows an id takes it, on its own kind of interaction. */
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context';
import { handleComponent } from '../../src/discord/components';
import { button, type ComponentInteraction, form } from '../../src/discord/components/route';

const ctx = {} as BotContext;

function interaction(customId: string, type: 'button' | 'modal'): ComponentInteraction {
  return {
    customId,
    isButton: () => type === 'button',
    isStringSelectMenu: () => false,
    isModalSubmit: () => type === 'modal',
  } as unknown as ComponentInteraction;
}

const refusalOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { code?: string }) => err.code,
  );

describe('component routes', () => {
  const seen: string[] = [];
  const route = button(
    (id) => (id.startsWith('t:') ? { n: Number(id.slice(2)) } : null),
    async (_ctx, _i, id) => void seen.push(`clicked ${id.n}`),
  );

  it('GIVEN its own id on a button THEN the route handles it with the parsed id', async () => {
    expect(await route.handle(ctx, interaction('t:7', 'button'))).toBe(true);
    expect(seen).toEqual(['clicked 7']);
  });

  it('GIVEN an id of another route THEN it passes, handling nothing', async () => {
    seen.length = 0;
    expect(await route.handle(ctx, interaction('other:7', 'button'))).toBe(false);
    expect(seen).toEqual([]);
  });

  it('GIVEN its id on the wrong kind of interaction (a forged form) THEN it is refused, not handled', async () => {
    seen.length = 0;
    expect(await refusalOf(route.handle(ctx, interaction('t:7', 'modal')))).toBe('discord/unknown-component');
    expect(
      await refusalOf(
        form(
          () => ({}),
          async () => {},
        ).handle(ctx, interaction('x', 'button')),
      ),
    ).toBe('discord/unknown-component');
    expect(seen).toEqual([]);
  });

  it.each([
    ['nobody knows it', 'poke:1', 'button'],
    ['a Join id sent as a form', 'cf:join:4', 'modal'],
    ['a goal answer id sent as a form', 'goal:ans:1:2:accept', 'modal'],
    ['a campaign answer id sent as a form', 'camp:beg:3:y', 'modal'],
    ['a mangled Join id', 'cf:join:x', 'button'],
  ] as const)('GIVEN %s THEN the table refuses it before any handler runs', async (_what, id, type) => {
    expect(await refusalOf(handleComponent(ctx, interaction(id, type)))).toBe('discord/unknown-component');
  });
});
