/**
 * Interaction bookkeeping: the callback route, the webhook routes (edit / follow-up), Discord's
 * refusals, and waiting until an injected interaction has been answered.
 */
import { type DoubleClock, INITIAL_RESPONSE_MS, TOKEN_LIFETIME_MS } from './clock';
import { snowflake, token as newToken } from './ids';
import { applyMessageData, messageObject, type DoubleIds, type StoredMessage } from './payloads';
import type { SchemaViolation } from './schema';
import { discordError, json, type ApiReply, type ApiRequest } from './server';
import type { DoubleUser, SentMessage, SentMessageKind } from './types';

const EPHEMERAL = 64;
const LOADING = 128;

/** Interaction types (Discord): 2 command, 3 component, 4 autocomplete, 5 modal submit. */
const ALLOWED_CALLBACKS: Record<number, number[]> = { 2: [4, 5, 9], 3: [4, 5, 6, 7, 9], 4: [8], 5: [4, 5, 6, 7] };

export interface InteractionState {
  id: string;
  token: string;
  type: number;
  /** Human label for error messages, e.g. `/conflict start` or `button "join"`. */
  label: string;
  user: DoubleUser;
  channelId: string;
  guildId: string;
  /** The message a component (or a modal opened from one) sits on. */
  source: StoredMessage | undefined;
  /** When Discord created it, on the double's clock. */
  createdAt: number;
  /** How long after creation the initial response came (ms), once it came. */
  ackDelayMs: number | undefined;
  acked: boolean;
  initialType: number | undefined;
  originalId: string | undefined;
  ownMessageIds: Set<string>;
  messages: SentMessage[];
  refusals: string[];
  onActivity: (() => void) | undefined;
}

export interface Timing {
  answerTimeoutMs: number;
  quietMs: number;
  clock: DoubleClock;
  /** Where refusals for being late or using an expired token are reported (with schema violations). */
  violations: SchemaViolation[];
}

export class Interactions {
  private readonly byId = new Map<string, InteractionState>();
  private readonly byToken = new Map<string, InteractionState>();
  /** Every message the bot created, by id, in its current (edited) state. */
  readonly store = new Map<string, StoredMessage>();
  /** Every channel an interaction came from: the bot may post and edit there, as on Discord. */
  readonly channels = new Set<string>();
  /** Rejecters of answers still awaited (so close() leaves no timers behind). */
  private readonly pending = new Set<(reason: Error) => void>();

  constructor(
    private readonly ids: DoubleIds,
    private readonly messages: SentMessage[],
    private readonly timing: Timing,
  ) {}

  create(
    init: Pick<InteractionState, 'type' | 'label' | 'user' | 'channelId' | 'guildId' | 'source'>,
  ): InteractionState {
    const state: InteractionState = {
      ...init,
      id: snowflake(),
      token: newToken(),
      createdAt: this.timing.clock.now(),
      ackDelayMs: undefined,
      acked: false,
      initialType: undefined,
      originalId: undefined,
      ownMessageIds: new Set(),
      messages: [],
      refusals: [],
      onActivity: undefined,
    };
    this.byId.set(state.id, state);
    this.byToken.set(state.token, state);
    this.channels.add(state.channelId);
    return state;
  }

  newMessage(channelId: string, guildId: string | null, interactionId: string | null, type: number): StoredMessage {
    const m: StoredMessage = {
      id: snowflake(),
      channelId,
      guildId,
      interactionId,
      content: '',
      components: [],
      embeds: [],
      attachments: [],
      flags: 0,
      type,
      createdAt: new Date(this.timing.clock.now()).toISOString(),
      editedAt: null,
      deleted: false,
    };
    this.store.set(m.id, m);
    return m;
  }

  messageJson(m: StoredMessage): Record<string, unknown> {
    return messageObject(this.ids, m);
  }

  // ---------------------------------------------------------------- callback route

  callback(req: ApiRequest, id: string, token: string): ApiReply {
    const st = this.byId.get(id);
    if (!st || st.token !== token) return discordError(404, 10062, 'Unknown interaction');
    // Measured when the request arrived: time the double spends on it is not the bot's.
    const delay = this.timing.clock.now() - (Date.now() - req.receivedAt) - st.createdAt;
    if (!st.acked && delay > INITIAL_RESPONSE_MS) {
      this.late(
        st,
        'POST',
        `/interactions/${id}/${token}/callback`,
        '/interactions/{interaction_id}/{interaction_token}/callback',
        `initial response ${delay} ms after the interaction (Discord allows ${INITIAL_RESPONSE_MS} ms)`,
      );
      return this.refuse(st, discordError(404, 10062, 'Unknown interaction'), `initial callback after ${delay} ms`);
    }
    if (st.acked)
      return this.refuse(
        st,
        discordError(400, 40060, 'Interaction has already been acknowledged.'),
        'second initial callback',
      );
    const body = (req.body ?? {}) as { type?: unknown; data?: any };
    const type = Number(body.type);
    const data = body.data ?? {};
    if (!(ALLOWED_CALLBACKS[st.type] ?? []).includes(type) || ((type === 6 || type === 7) && !st.source)) {
      return this.refuse(
        st,
        {
          status: 400,
          body: {
            message: 'Invalid Form Body',
            code: 50035,
            errors: {
              type: {
                _errors: [
                  {
                    code: 'INTERACTION_RESPONSE_TYPE_INVALID',
                    message: `Response type ${type} is not valid for interaction type ${st.type}`,
                  },
                ],
              },
            },
          },
        },
        `invalid callback type ${String(body.type)}`,
      );
    }
    const flags = Number(data.flags ?? 0);
    let target: StoredMessage | undefined;
    let kind: SentMessageKind;
    switch (type) {
      case 4:
      case 5:
        target = this.newMessage(st.channelId, st.guildId, st.id, st.type === 2 ? 20 : 0);
        target.flags = (flags & EPHEMERAL) | (type === 5 ? LOADING : 0);
        if (type === 4) applyMessageData(target, data, req.files);
        st.ownMessageIds.add(target.id);
        kind = type === 4 ? 'reply' : 'deferred';
        break;
      case 6:
      case 7:
        target = st.source as StoredMessage;
        if (type === 7) {
          applyMessageData(target, data, req.files);
          target.editedAt = new Date(this.timing.clock.now()).toISOString();
        }
        kind = type === 7 ? 'update' : 'deferredUpdate';
        break;
      case 8:
        kind = 'autocomplete';
        break;
      default:
        kind = 'modal';
        break;
    }
    st.acked = true;
    st.ackDelayMs = delay;
    st.initialType = type;
    st.originalId = target?.id;
    this.record(
      st,
      kind,
      target,
      data,
      req.files.map((f) => f.filename),
    );
    if (req.query.get('with_response') !== 'true') return { status: 204 };
    return json(200, {
      interaction: {
        id: st.id,
        type: st.type,
        response_message_id: target?.id,
        response_message_loading: type === 5,
        response_message_ephemeral: target ? (target.flags & EPHEMERAL) !== 0 : false,
      },
      resource: { type, ...(target ? { message: this.messageJson(target) } : {}) },
    });
  }

  // ---------------------------------------------------------------- webhook routes

  webhook(req: ApiRequest, appId: string, token: string, rest: string[]): ApiReply {
    const st = this.byToken.get(token);
    if (!st || appId !== this.ids.applicationId) return discordError(404, 10015, 'Unknown Webhook');
    const age = this.timing.clock.now() - (Date.now() - req.receivedAt) - st.createdAt;
    if (age > TOKEN_LIFETIME_MS) {
      const route = `/webhooks/{webhook_id}/{webhook_token}${rest.length ? `/${rest.join('/')}` : ''}`;
      this.late(
        st,
        req.method,
        `/webhooks/${appId}/${token}/${rest.join('/')}`,
        route,
        `token of ${st.label} used ${Math.round(age / 60000)} min after the interaction (tokens last 15 min)`,
      );
      return this.refuse(
        st,
        discordError(404, 10015, 'Unknown Webhook'),
        `${req.method} webhook with an expired token`,
      );
    }
    if (!st.acked)
      return this.refuse(
        st,
        discordError(404, 10015, 'Unknown Webhook'),
        `${req.method} webhook before the initial callback`,
      );
    if (rest.length === 0 && req.method === 'POST') return this.followUp(st, req);
    if (rest.length === 2 && rest[0] === 'messages') {
      const target = this.resolveOwn(st, rest[1] ?? '');
      if (!target)
        return this.refuse(st, discordError(404, 10008, 'Unknown Message'), `${req.method} unknown message ${rest[1]}`);
      if (req.method === 'GET') return json(200, this.messageJson(target));
      if (req.method === 'DELETE') {
        target.deleted = true;
        st.onActivity?.();
        return { status: 204 };
      }
      if (req.method === 'PATCH') {
        const body = (req.body ?? {}) as any;
        applyMessageData(target, body, req.files);
        target.flags &= ~LOADING;
        target.editedAt = new Date(this.timing.clock.now()).toISOString();
        this.record(
          st,
          'edit',
          target,
          body,
          req.files.map((f) => f.filename),
        );
        return json(200, this.messageJson(target));
      }
    }
    return json(404, { message: 'Unknown route', code: 0 });
  }

  private followUp(st: InteractionState, req: ApiRequest): ApiReply {
    const body = (req.body ?? {}) as any;
    const m = this.newMessage(st.channelId, st.guildId, st.id, 0);
    m.flags = Number(body.flags ?? 0) & EPHEMERAL;
    applyMessageData(m, body, req.files);
    st.ownMessageIds.add(m.id);
    this.record(
      st,
      'followup',
      m,
      body,
      req.files.map((f) => f.filename),
    );
    return req.query.get('wait') === 'true' ? json(200, this.messageJson(m)) : { status: 204 };
  }

  private resolveOwn(st: InteractionState, messageId: string): StoredMessage | undefined {
    const id = messageId === '@original' ? st.originalId : st.ownMessageIds.has(messageId) ? messageId : undefined;
    const m = id === undefined ? undefined : this.store.get(id);
    return m && !m.deleted ? m : undefined;
  }

  private record(
    st: InteractionState,
    kind: SentMessageKind,
    target: StoredMessage | undefined,
    data: unknown,
    files: string[],
  ): void {
    const sent: SentMessage = {
      interactionId: st.id,
      kind,
      ephemeral: target ? (target.flags & EPHEMERAL) !== 0 : true,
      data,
      messageId: target?.id ?? '',
      files,
      channelId: st.channelId,
      userId: st.user.id,
    };
    st.messages.push(sent);
    this.messages.push(sent);
    st.onActivity?.();
  }

  /** Interactions acknowledged so far and how long each took (for "none later than 3 s"). */
  ackDelays(): { label: string; ms: number }[] {
    return [...this.byId.values()]
      .filter((s) => s.ackDelayMs !== undefined)
      .map((s) => ({ label: s.label, ms: s.ackDelayMs ?? 0 }));
  }

  private late(st: InteractionState, method: string, path: string, route: string, message: string): void {
    this.timing.violations.push({ method, path, route, field: '', message: `${st.label}: ${message}` });
  }

  private refuse(st: InteractionState, reply: ApiReply, what: string): ApiReply {
    const body = reply.body as { code?: number } | undefined;
    st.refusals.push(`${what} → ${reply.status} (code ${body?.code ?? '?'})`);
    st.onActivity?.();
    return reply;
  }

  // ---------------------------------------------------------------- waiting for the answer

  /**
   * Resolves with the interaction's messages once it has an initial callback (a deferred reply
   * also needs a later edit or follow-up) and nothing more arrived for `quietMs`.
   */
  awaitAnswer(st: InteractionState): Promise<SentMessage[]> {
    const { answerTimeoutMs, quietMs } = this.timing;
    return new Promise((resolve, reject) => {
      let quiet: NodeJS.Timeout | undefined;
      const answered = (): boolean =>
        st.acked && (st.initialType !== 5 || st.messages.some((m) => m.kind === 'edit' || m.kind === 'followup'));
      const finish = (): void => {
        clearTimeout(quiet);
        clearTimeout(deadline);
        st.onActivity = undefined;
        this.pending.delete(cancel);
      };
      const cancel = (reason: Error): void => {
        finish();
        reject(reason);
      };
      this.pending.add(cancel);
      const deadline = setTimeout(() => {
        finish();
        reject(new Error(this.describeTimeout(st, answerTimeoutMs)));
      }, answerTimeoutMs);
      st.onActivity = () => {
        clearTimeout(quiet);
        if (answered())
          quiet = setTimeout(() => {
            finish();
            resolve([...st.messages]);
          }, quietMs);
      };
    });
  }

  /** Reject every answer still awaited (used by close()). */
  cancelAll(reason: string): void {
    for (const cancel of [...this.pending]) cancel(new Error(reason));
  }

  private describeTimeout(st: InteractionState, ms: number): string {
    const got = st.messages.map((m) => `${m.kind}${m.ephemeral ? ' (ephemeral)' : ''}: ${summarize(m.data)}`);
    const lines = [
      `Discord double: ${st.label} (interaction ${st.id}) was not answered within ${ms} ms.`,
      got.length
        ? `Received ${got.length} message(s):\n  - ${got.join('\n  - ')}`
        : 'Received nothing from the bot for it.',
    ];
    if (st.initialType === 5) lines.push('The bot deferred the reply but never edited it or sent a follow-up.');
    if (st.refusals.length) lines.push(`Refused requests:\n  - ${st.refusals.join('\n  - ')}`);
    return lines.join('\n');
  }
}

function summarize(data: any): string {
  const text = JSON.stringify(data ?? null);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
