// The discord.js client: the one intent it needs, small caches, interactions routed to handlers.
// Logging in is retried, with a growing pause, for as long as Discord cannot be reached: a network
// blip at start must not stop the bot. Only a refusal no retry can mend ends the start.
import { Client, DiscordjsError, DiscordjsErrorCodes, Events, GatewayIntentBits, Options } from 'discord.js';
import { commands } from './commands';
import type { BotContext, BotServices } from './context';
import { createRouter } from './router';
import { type ShardSetting, shardOptions } from './shard-options';
import { buttonTracker } from './stale-buttons';
import { tableKeeper } from './table/table-post';
import { type Nudger, nudger } from './nudges';

export interface BotOptions {
  token: string;
  /** Base URL of the REST API (a proxy or a local double); Discord's when absent. */
  apiUrl?: string | undefined;
  /** Gateway shards run by this one client (shard-options.ts). Left out: one shard. */
  shards?: ShardSetting | undefined;
  /** The longest pause between two login attempts (default 60 s); the first pause is 1 s. */
  retryMaxMs?: number | undefined;
}

/** Discord refused to let the bot in for a reason a retry cannot mend; the message says what to fix. */
export class LoginRefused extends Error {
  override readonly name = 'LoginRefused';
}

/** The refusal a retry cannot mend, as the sentence an operator reads; undefined for any other error. */
export function loginRefusal(err: unknown): LoginRefused | undefined {
  if (!(err instanceof DiscordjsError)) return undefined;
  if (err.code === DiscordjsErrorCodes.TokenInvalid || err.code === DiscordjsErrorCodes.TokenMissing)
    return new LoginRefused(
      'Discord refused DISCORD_TOKEN: it is wrong or was reset; copy the current token from the developer portal (your application, Bot page) into the settings.',
    );
  if (err.code === DiscordjsErrorCodes.DisallowedIntents)
    return new LoginRefused(
      'Discord refused the gateway intents this bot asks for; this version of the bot needs updating.',
    );
  return undefined;
}

/** Why an attempt failed, in a few words: the message and, for a network error, its cause. */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = cause ? String(cause.code ?? cause.message ?? '') : '';
  return detail && !err.message.includes(detail) ? `${err.message}: ${detail}` : err.message;
}

export interface Bot {
  start(): Promise<void>;
  /** Stops taking interactions, waits for those in flight, disconnects. */
  stop(): Promise<void>;
}

export function createBot(services: BotServices, options: BotOptions): Bot {
  const retryMaxMs = options.retryMaxMs ?? 60_000;
  let current: Connected | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  return {
    async start() {
      for (let attempt = 1; !stopped; attempt++) {
        // A client whose login failed has been destroyed by discord.js and cannot log in again.
        const connection = connect(services, options);
        current = connection;
        try {
          await connection.client.login(options.token);
          return;
        } catch (err) {
          if (current === connection) current = undefined;
          const refusal = loginRefusal(err);
          if (refusal) throw refusal;
          if (stopped) return;
          const pauseMs = Math.min(retryMaxMs, 1000 * 2 ** Math.min(attempt - 1, 20));
          services.log.warn(
            `Could not log in to Discord (attempt ${attempt}: ${reasonOf(err)}); trying again in ${Math.round(pauseMs / 1000)} s.`,
          );
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pauseMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
        }
      }
    },
    async stop() {
      stopped = true;
      wake?.();
      const connection = current;
      current = undefined;
      if (!connection) return;
      connection.nudges.stop();
      await connection.router.drain();
      await connection.client.destroy();
    },
  };
}

interface Connected {
  client: Client;
  router: ReturnType<typeof createRouter>;
  /** The `nudge` house rule's timer, started once the client is ready. */
  nudges: Nudger;
}

/** A new client wired to the bot's handlers, not yet logged in. */
function connect(services: BotServices, options: BotOptions): Connected {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...shardOptions(options.shards),
    rest: options.apiUrl ? { api: options.apiUrl } : {},
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      GuildMessageManager: 0,
      DMMessageManager: 0,
      ReactionManager: 0,
      ReactionUserManager: 0,
      PresenceManager: 0,
      VoiceStateManager: 0,
      StageInstanceManager: 0,
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      GuildScheduledEventManager: 0,
      GuildInviteManager: 0,
      GuildBanManager: 0,
      AutoModerationRuleManager: 0,
      ApplicationCommandManager: 0,
      ThreadMemberManager: 0,
      GuildMemberManager: { maxSize: 200, keepOverLimit: (member) => member.id === member.client.user.id },
      UserManager: { maxSize: 200, keepOverLimit: (user) => user.id === user.client.user.id },
    }),
  });
  const ctx: BotContext = {
    ...services,
    buttons: buttonTracker(services.deps, services.log, client.rest),
    tables: tableKeeper(services.deps, services.log, client.rest),
  };
  const router = createRouter(ctx, commands);
  const nudges = nudger(services.deps, services.log, client.rest);
  client.once(Events.ClientReady, (c) => {
    ctx.log.info(
      `Logged in as ${c.user.tag}, serving ${c.guilds.cache.size} server(s) with ${commands.length} commands.`,
    );
    nudges.start();
  });
  client.on(Events.InteractionCreate, (i) => void router.handle(i));
  client.on(Events.Error, (err) => ctx.log.error(`Discord client error: ${err.message}`, { stack: err.stack }));
  client.on(Events.Warn, (message) => ctx.log.warn(message));
  return { client, router, nudges };
}
