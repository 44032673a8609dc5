// The discord.js client: the one intent it needs, small caches, interactions routed to handlers.
import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import { commands } from './commands';
import type { BotContext, BotServices } from './context';
import { createRouter } from './router';
import { type ShardSetting, shardOptions } from './shard-options';
import { buttonTracker } from './stale-buttons';
import { tableKeeper } from './table/table-post';

export interface BotOptions {
  token: string;
  /** Base URL of the REST API (a proxy or a local double); Discord's when absent. */
  apiUrl?: string | undefined;
  /** Gateway shards run by this one client (shard-options.ts). Left out: one shard. */
  shards?: ShardSetting | undefined;
}

export interface Bot {
  start(): Promise<void>;
  /** Stops taking interactions, waits for those in flight, disconnects. */
  stop(): Promise<void>;
}

export function createBot(services: BotServices, options: BotOptions): Bot {
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
  client.once(Events.ClientReady, (c) =>
    ctx.log.info(
      `Logged in as ${c.user.tag}, serving ${c.guilds.cache.size} server(s) with ${commands.length} commands.`,
    ),
  );
  client.on(Events.InteractionCreate, (i) => void router.handle(i));
  client.on(Events.Error, (err) => ctx.log.error(`Discord client error: ${err.message}`, { stack: err.stack }));
  client.on(Events.Warn, (message) => ctx.log.warn(message));

  return {
    async start() {
      await client.login(options.token);
    },
    async stop() {
      await router.drain();
      await client.destroy();
    },
  };
}
