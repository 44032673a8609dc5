/**
 * A local Discord double: HTTP REST + WebSocket gateway on 127.0.0.1 that an unmodified
 * discord.js 14 client can log into. Tests inject interactions and read what the bot answered.
 */
import { AttachmentStore } from './attachments';
import { createClock } from './clock';
import { CommandRegistry } from './commands';
import { Gateway } from './gateway';
import { snowflake } from './ids';
import { Injector } from './inject';
import { Interactions } from './interactions';
import type { DoubleIds } from './payloads';
import { createRestHandler } from './rest';
import { createValidator, type SchemaViolation } from './schema';
import { startHttp } from './server';
import type { DiscordDouble, DoubleOptions, RecordedCall, SentMessage } from './types';

export type {
  ChannelMessage,
  CommandOption,
  DiscordDouble,
  DoubleOptions,
  DoubleUser,
  InteractionTarget,
  MessageRef,
  RecordedCall,
  SentMessage,
  SentMessageKind,
} from './types';
export { opts, ref, sub } from './options';
export { shardOf, snowflakeOnShard } from './ids';
export type { ServedAttachment } from './attachments';
export type { SchemaViolation } from './schema';
export type { DoubleClock } from './clock';
export { describeViolation } from './schema';

/** Doubles not closed yet (a test harness checks their schema violations after each test). */
export const liveDoubles = new Set<DiscordDouble>();

export async function startDiscordDouble(options: DoubleOptions = {}): Promise<DiscordDouble> {
  const applicationId = options.applicationId ?? snowflake();
  const ids: DoubleIds = {
    applicationId,
    botUserId: applicationId,
    guildId: options.guildId ?? snowflake(),
    channelId: options.channelId ?? snowflake(),
    threads: new Map<string, string>(),
  };
  const calls: RecordedCall[] = [];
  const messages: SentMessage[] = [];
  const typed: string[] = [];
  const commands = new CommandRegistry(applicationId);
  const clock = createClock();
  const violations: SchemaViolation[] = [];
  const interactions = new Interactions(ids, messages, {
    answerTimeoutMs: options.answerTimeoutMs ?? 5000,
    quietMs: options.quietMs ?? 150,
    clock,
    violations,
  });
  let wsUrl = '';
  let apiUrl = '';
  const attachments = new AttachmentStore(() => apiUrl);
  const guildIds = [ids.guildId, ...(options.extraGuildIds ?? [])];
  const rest = createRestHandler({
    ids,
    wsUrl: () => wsUrl,
    commands,
    interactions,
    attachments,
    shards: options.shards ?? 1,
  });
  const validate = options.validate ?? true;
  const check =
    validate === false
      ? undefined
      : { validator: createValidator(validate === true ? undefined : validate), violations };
  const { server, port } = await startHttp(rest, calls, check);
  wsUrl = `ws://127.0.0.1:${port}/gateway`;
  apiUrl = `http://127.0.0.1:${port}/api`;
  const gateway = new Gateway(server, ids, wsUrl, guildIds, options.guildChannels);
  const injector = new Injector(ids, gateway, interactions, commands, messages, attachments, typed);
  let closed = false;

  let reported = 0;
  const double: DiscordDouble = {
    apiUrl: `http://127.0.0.1:${port}/api`,
    ...ids,
    guildIds,
    calls,
    messages,
    typed,
    violations,
    clock,
    ackDelays: () => interactions.ackDelays(),
    takeViolations() {
      const fresh = violations.slice(reported);
      reported = violations.length;
      return fresh;
    },
    registeredCommands: () => commands.lastPutBody(),
    channelMessages: (channelId = ids.channelId) =>
      [...interactions.store.values()]
        .filter((m) => m.channelId === channelId && (m.flags & 64) === 0)
        .map((m) => ({
          id: m.id,
          content: m.content,
          components: m.components,
          deleted: m.deleted,
          edited: m.editedAt !== null,
        })),
    waitForBot: (timeoutMs = 10_000) => gateway.waitForBot(timeoutMs),
    shardFor: (guildId) => gateway.shardFor(guildId),
    command: (user, name, options, target) => injector.command(user, name, options, target),
    button: (user, customId, message) => injector.button(user, customId, message),
    select: (user, customId, values, message) => injector.select(user, customId, values, message),
    autocomplete: (user, name, options) => injector.autocomplete(user, name, options),
    modalSubmit: (user, customId, fields, message) => injector.modalSubmit(user, customId, fields, message),
    disconnectAll: () => gateway.disconnectAll(),
    attachment: (filename, content, contentType, size, delayMs) =>
      attachments.add(filename, content, contentType, size, delayMs),
    async close() {
      if (closed) return;
      closed = true;
      liveDoubles.delete(double);
      interactions.cancelAll('Discord double closed before the interaction was answered');
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  liveDoubles.add(double);
  return double;
}
