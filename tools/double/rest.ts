/** REST routes (paths after /api/vN). */
import type { AttachmentStore } from './attachments';
import type { CommandRegistry } from './commands';
import type { Interactions } from './interactions';
import { botUser, channelObject, applyMessageData, type DoubleIds, threadObject } from './payloads';
import { snowflake } from './ids';
import { discordError, json, unknownRoute, type ApiHandler, type ApiReply, type ApiRequest } from './server';

export interface RestDeps {
  ids: DoubleIds;
  /** The gateway URL (known once the HTTP server listens). */
  wsUrl: () => string;
  commands: CommandRegistry;
  interactions: Interactions;
  /** Files tests registered as attachment options (GET /attachments/:id/:name). */
  attachments?: AttachmentStore;
  /** The shard count `GET /gateway/bot` recommends (default 1). */
  shards?: number;
}

export function createRestHandler(deps: RestDeps): ApiHandler {
  const { ids } = deps;
  return (req: ApiRequest): ApiReply | Promise<ApiReply> => {
    const s = req.segments;
    const m = req.method;
    const route = s.join('/');
    if (m === 'GET' && route === 'gateway/bot') {
      return json(200, {
        url: deps.wsUrl(),
        shards: deps.shards ?? 1,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
      });
    }
    if (m === 'GET' && route === 'gateway') return json(200, { url: deps.wsUrl() });
    if (m === 'GET' && route === 'users/@me') return json(200, botUser(ids));
    if (m === 'GET' && route === 'applications/@me') return json(200, application(ids));
    if (s[0] === 'applications') return commandRoute(deps, req);
    if (s[0] === 'interactions' && s.length === 4 && s[3] === 'callback' && m === 'POST') {
      return deps.interactions.callback(req, s[1] ?? '', s[2] ?? '');
    }
    if (s[0] === 'webhooks' && s.length >= 3) return deps.interactions.webhook(req, s[1] ?? '', s[2] ?? '', s.slice(3));
    if (s[0] === 'channels') return channelRoute(deps, req);
    if (s[0] === 'attachments' && deps.attachments) return deps.attachments.serve(req);
    return unknownRoute();
  };
}

function application(ids: DoubleIds): Record<string, unknown> {
  return {
    id: ids.applicationId,
    name: 'venus-double-app',
    icon: null,
    description: '',
    bot_public: false,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    bot: botUser(ids),
  };
}

/** /applications/:app/commands and /applications/:app/guilds/:guild/commands */
function commandRoute(deps: RestDeps, req: ApiRequest): ApiReply {
  const s = req.segments;
  if (s[1] !== deps.ids.applicationId) return discordError(403, 50001, 'Missing Access');
  let scope: string | undefined;
  if (s.length === 3 && s[2] === 'commands') scope = 'global';
  if (s.length === 5 && s[2] === 'guilds' && s[4] === 'commands') scope = s[3];
  if (scope === undefined) return unknownRoute();
  if (req.method === 'GET') return json(200, deps.commands.list(scope));
  if (req.method === 'PUT') return json(200, deps.commands.put(scope, req.body));
  if (req.method === 'POST') return json(201, deps.commands.add(scope, req.body));
  return unknownRoute();
}

/** GET /channels/:id and POST /channels/:id/messages (plain channel messages, not interactions). */
function channelRoute(deps: RestDeps, req: ApiRequest): ApiReply {
  const [, channelId = '', sub] = req.segments;
  const isThread = deps.ids.threads?.has(channelId) ?? false;
  const known = channelId === deps.ids.channelId || isThread || deps.interactions.channels.has(channelId);
  if (!known) return discordError(404, 10003, 'Unknown Channel');
  if (req.segments.length === 2 && req.method === 'GET') return json(200, channelObject(deps.ids, channelId));
  if (req.segments.length === 2 && req.method === 'DELETE' && isThread) {
    const thread = channelObject(deps.ids, channelId);
    deps.ids.threads?.delete(channelId);
    return json(200, thread);
  }
  if (req.segments.length === 3 && sub === 'threads' && req.method === 'POST' && !isThread) {
    // A thread without a starter message (POST /channels/:id/threads).
    const threadId = snowflake();
    deps.ids.threads?.set(threadId, channelId);
    const name = typeof (req.body as any)?.name === 'string' ? (req.body as any).name : `thread-${threadId}`;
    return json(201, threadObject(deps.ids, threadId, channelId, deps.ids.guildId, name));
  }
  if (req.segments.length === 4 && sub === 'messages' && req.method === 'PATCH') {
    // The bot editing its own message by id (no interaction token needed, however old it is).
    const msg = deps.interactions.store.get(req.segments[3] ?? '');
    if (!msg || msg.deleted || msg.channelId !== channelId) return discordError(404, 10008, 'Unknown Message');
    applyMessageData(msg, req.body, req.files);
    msg.editedAt = new Date().toISOString();
    return json(200, deps.interactions.messageJson(msg));
  }
  if (req.segments.length === 4 && sub === 'messages' && req.method === 'DELETE') {
    // The bot deleting its own message (a table reposted lower down).
    const msg = deps.interactions.store.get(req.segments[3] ?? '');
    if (!msg || msg.deleted || msg.channelId !== channelId) return discordError(404, 10008, 'Unknown Message');
    msg.deleted = true;
    return { status: 204 };
  }
  if (req.segments.length === 3 && sub === 'messages' && req.method === 'POST') {
    const msg = deps.interactions.newMessage(channelId, deps.ids.guildId, null, 0);
    applyMessageData(msg, req.body, req.files);
    return json(200, deps.interactions.messageJson(msg));
  }
  return unknownRoute();
}
