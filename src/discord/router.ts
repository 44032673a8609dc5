// Routes every interaction to its handler. Refusals become one ephemeral sentence; anything else is
// a bug: logged once with the interaction id and answered with an apology carrying an error id.
// Never throws. Tracks handlers in flight so a shutdown can wait for them.
import { randomBytes } from 'node:crypto';
import type { Interaction } from 'discord.js';
import type { BotCommand } from './commands/define';
import { handleComponent } from './components';
import type { BotContext } from './context';
import { isRefusal, refusalText } from './error-messages';
import { Refusal } from './refusal';
import { patiently } from './patience';
import { type Answerable, deferAnswer, sendApology, sendRefusal, settleDeferral } from './reply';
import { ensureChannelCached } from './thread';
import { discordMessages } from './render/messages';

export interface Router {
  handle(i: Interaction): Promise<void>;
  /** Stops taking interactions and resolves once those in flight are done. */
  drain(): Promise<void>;
}

export function createRouter(ctx: BotContext, commands: readonly BotCommand[]): Router {
  const inFlight = new Set<Promise<void>>();
  let accepting = true;

  async function dispatch(i: Interaction): Promise<void> {
    if (!accepting) throw new Refusal('discord/shutting-down');
    await ensureChannelCached(i);
    if (i.isChatInputCommand()) {
      const command = commands.find((c) => c.data.name === i.commandName);
      if (!command) throw new Refusal('discord/unknown-component', discordMessages.unknownCommand(i.commandName));
      return command.execute(ctx, i);
    }
    if (i.isAutocomplete()) {
      return commands.find((c) => c.data.name === i.commandName)?.autocomplete(ctx, i);
    }
    if (i.isMessageComponent() || i.isModalSubmit()) return handleComponent(ctx, i);
  }

  async function run(i: Interaction): Promise<void> {
    const started = Date.now();
    const answerable = answerableOf(i);
    try {
      await patiently(() => dispatch(i), {
        // Privately: whatever the answer holds, a private placeholder fits it.
        defer: answerable ? () => deferAnswer(answerable, 'private') : undefined,
        mayRetry: () => !answerable?.replied,
        onBusy: (waitedMs) => ctx.log.debug('database busy: trying again', { interaction: i.id, waitedMs }),
      });
      ctx.log.debug('interaction handled', { interaction: i.id, what: describe(i), ms: Date.now() - started });
    } catch (err) {
      await answerFailure(ctx, i, err);
    }
    if (answerable)
      await settleDeferral(answerable).catch((err: unknown) =>
        ctx.log.warn(`could not close a deferred answer: ${String(err)}`, { interaction: i.id }),
      );
  }

  return {
    handle(i) {
      const p = run(i);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      return p;
    },
    async drain() {
      accepting = false;
      await Promise.allSettled([...inFlight]);
    },
  };
}

function answerableOf(i: Interaction): Answerable | null {
  return i.isRepliable() && !i.isAutocomplete() ? (i as Answerable) : null;
}

async function answerFailure(ctx: BotContext, i: Interaction, err: unknown): Promise<void> {
  const answerable = answerableOf(i);
  try {
    if (isRefusal(err)) {
      ctx.log.info('refused', { interaction: i.id, what: describe(i), code: err.code });
      if (answerable) await sendRefusal(answerable, refusalText(err));
      return;
    }
    const errorId = randomBytes(3).toString('hex');
    const e = err instanceof Error ? err : new Error(String(err));
    ctx.log.error(`interaction failed: ${e.message}`, {
      interaction: i.id,
      what: describe(i),
      errorId,
      stack: e.stack,
    });
    if (answerable) await sendApology(answerable, errorId);
  } catch (sendErr) {
    // Discord refused the answer too (expired token, already answered…): log, never crash.
    ctx.log.warn(`could not answer interaction: ${sendErr instanceof Error ? sendErr.message : String(sendErr)}`, {
      interaction: i.id,
    });
  }
}

function describe(i: Interaction): string {
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    const sub = i.options.getSubcommand(false);
    return `${i.isAutocomplete() ? 'autocomplete ' : ''}/${i.commandName}${sub ? ` ${sub}` : ''}`;
  }
  if (i.isMessageComponent() || i.isModalSubmit()) return `component ${i.customId.split(':').slice(0, 2).join(':')}`;
  return `interaction type ${i.type}`;
}
