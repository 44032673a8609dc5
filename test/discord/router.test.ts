/** The router: refusals are one private sentence, bugs an apology with an error id, never a crash. */
import type { Interaction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/app';
import { appMessages } from '../../src/app/messages';
import { md } from '../../src/app/text/safe-text';
import type { BotCommand } from '../../src/discord/commands/define';
import { createLogger } from '../../src/log';
import { createRouter } from '../../src/discord/router';
import { makeDeps } from '../app/helpers';
import { fakeCommand } from './fake-interaction';

function setup(execute: BotCommand['execute']) {
  const lines: string[] = [];
  const ctx = {
    deps: makeDeps(),
    log: createLogger('info', { out: (l) => lines.push(l), err: (l) => lines.push(l) }),
    buttons: { posted: async () => {}, settle: async () => {} },
  };
  const command = {
    data: { name: 'boom', description: 'x' },
    execute,
    autocomplete: async () => {},
  } as unknown as BotCommand;
  const sent: { content: string; flags?: number }[] = [];
  const i = fakeCommand('777', 'boom', {
    async reply(o: { content: string; flags?: number }) {
      sent.push(o);
    },
  }) as unknown as Interaction;
  return { router: createRouter(ctx, [command]), i, sent, lines };
}

describe('createRouter', () => {
  it('GIVEN a refusal THEN one ephemeral sentence and nothing logged as an error', async () => {
    const { router, i, sent, lines } = setup(async () => {
      throw new AppError('auth/not-gm', md`Only the GM of Venus Nights can do that.`);
    });
    await router.handle(i);
    expect(sent).toMatchObject([{ content: 'Only the GM of Venus Nights can do that.', flags: 64 }]);
    expect(lines.some((l) => l.includes('ERROR'))).toBe(false);
  });

  it('GIVEN a refusal naming A_b*c THEN the reply shows the name escaped exactly once', async () => {
    const { router, i, sent } = setup(async () => {
      throw new AppError('auth/not-gm', appMessages.onlyGm('A_b*c'));
    });
    await router.handle(i);
    expect(sent).toMatchObject([{ content: 'Only the GM of A\\_b\\*c can do that.', flags: 64 }]);
  });

  it('GIVEN a bug THEN an apology with an error id, logged once with the interaction id and stack', async () => {
    const { router, i, sent, lines } = setup(async () => {
      throw new TypeError('cannot read x of undefined');
    });
    await router.handle(i);
    const m = /^Something went wrong on our side \(error id ([0-9a-f]{6})\)\. Nothing was changed\.$/.exec(
      sent[0]?.content ?? '',
    );
    expect(m).not.toBeNull();
    expect(sent[0]?.flags).toBe(64);
    const errors = lines.filter((l) => l.includes(' ERROR '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('interaction="777"');
    expect(errors[0]).toContain(`errorId="${m![1]}"`);
    expect(errors[0]).toContain('TypeError: cannot read x of undefined');
  });

  it('GIVEN a drain THEN handlers in flight finish first and later interactions are refused', async () => {
    let finish: () => void = () => {};
    const { router, i, sent } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = router.handle(i);
    const drained = router.drain();
    let done = false;
    void drained.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    finish();
    await first;
    await drained;
    await router.handle(i);
    expect(sent.at(-1)?.content).toBe('The bot is restarting: try again in a moment.');
  });
});
