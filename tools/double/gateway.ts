/**
 * WebSocket gateway: HELLO, heartbeat ACKs, IDENTIFY → READY + GUILD_CREATE, RESUME → invalid session.
 * Sharded like Discord: an IDENTIFY with `shard: [id, count]` gets the guilds whose
 * `(guild_id >> 22) % count` is `id`, and a guild's events go to the session of its shard.
 */
import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { shardOf, snowflake } from './ids';
import { botUser, channelObject, guildObject, type DoubleIds } from './payloads';

const HEARTBEAT_INTERVAL = 41250;

interface Session {
  ws: WebSocket;
  seq: number;
  ready: boolean;
  sessionId: string;
  /** `[shard_id, shard_count]` from IDENTIFY (`[0, 1]` when the bot does not shard). */
  shard: [number, number];
}

export class Gateway {
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<Session>();
  /** Sessions that completed IDENTIFY, oldest first. */
  private readySessions: Session[] = [];
  private readyWaiters: Array<() => void> = [];
  /** How many IDENTIFYs were answered in total (across bot restarts). */
  identifyCount = 0;

  constructor(
    server: http.Server,
    private readonly ids: DoubleIds,
    private readonly wsUrl: string,
    /** Every guild the double serves: the main one first, then any extra servers. */
    private readonly guildIds: readonly string[] = [ids.guildId],
    /** More text channels of a server, by guild id. */
    private readonly guildChannels: Readonly<Record<string, readonly string[]>> = {},
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (ws) => this.accept(ws));
  }

  private accept(ws: WebSocket): void {
    const session: Session = { ws, seq: 0, ready: false, sessionId: snowflake(), shard: [0, 1] };
    this.sessions.add(session);
    ws.on('message', (raw) => this.receive(session, raw.toString()));
    ws.on('close', () => this.forget(session));
    ws.on('error', () => this.forget(session));
    this.send(session, { op: 10, d: { heartbeat_interval: HEARTBEAT_INTERVAL } });
  }

  private forget(session: Session): void {
    this.sessions.delete(session);
    this.readySessions = this.readySessions.filter((s) => s !== session);
  }

  private receive(session: Session, text: string): void {
    let packet: { op?: number; d?: unknown };
    try {
      packet = JSON.parse(text) as { op?: number; d?: unknown };
    } catch {
      return;
    }
    switch (packet.op) {
      case 1: // heartbeat
        this.send(session, { op: 11 });
        break;
      case 2: // identify
        this.identify(session, packet.d);
        break;
      case 6: // resume: refuse, the client re-identifies
        this.send(session, { op: 9, d: false });
        break;
      default: // presence updates, member requests, ...: ignored
        break;
    }
  }

  private identify(session: Session, d: unknown): void {
    const shard = (d as { shard?: unknown } | undefined)?.shard;
    if (
      Array.isArray(shard) &&
      shard.length === 2 &&
      shard.every((n) => Number.isInteger(n)) &&
      shard[0] >= 0 &&
      shard[0] < shard[1]
    ) {
      session.shard = [shard[0] as number, shard[1] as number];
    }
    const guilds = this.guildIds.filter((g) => owns(session, g));
    this.dispatch(session, 'READY', {
      v: 10,
      user: botUser(this.ids),
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: session.sessionId,
      session_type: 'normal',
      resume_gateway_url: this.wsUrl,
      shard: session.shard,
      application: { id: this.ids.applicationId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
      _trace: ['discord-double'],
    });
    for (const guildId of guilds) this.dispatch(session, 'GUILD_CREATE', this.guildCreate(guildId));
    session.ready = true;
    this.identifyCount += 1;
    this.readySessions.push(session);
    if (!this.hasBot()) return; // the other shards are still to come
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }

  private send(session: Session, packet: Record<string, unknown>): void {
    if (session.ws.readyState === session.ws.OPEN) session.ws.send(JSON.stringify(packet));
  }

  private dispatch(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    this.send(session, { op: 0, t, s: session.seq, d });
  }

  private guildCreate(guildId: string): Record<string, unknown> {
    const ids = this.guildIdsFor(guildId);
    const guild = guildObject(ids);
    const more = (this.guildChannels[guildId] ?? []).map((channelId) => channelObject(ids, channelId, guildId));
    return { ...guild, channels: [...(guild.channels as unknown[]), ...more] };
  }

  /** The ids of an extra server: its own guild and a text channel of its own. */
  private guildIdsFor(guildId: string): DoubleIds {
    return guildId === this.ids.guildId ? this.ids : { ...this.ids, guildId, channelId: guildId };
  }

  /** The most recently identified open socket whose shard holds the guild (the main one by default). */
  private current(guildId = this.ids.guildId): Session | undefined {
    return this.readySessions.findLast((s) => owns(s, guildId));
  }

  /** A bot is connected for the guild or, without one, for every guild the double serves. */
  hasBot(guildId?: string): boolean {
    if (guildId !== undefined) return this.current(guildId) !== undefined;
    return this.guildIds.every((g) => this.current(g) !== undefined);
  }

  /** Which shard's session a guild's events go to (undefined when none is connected). */
  shardFor(guildId: string): number | undefined {
    return this.current(guildId)?.shard[0];
  }

  /** Send a dispatch to the bot session holding the guild; throws when none is connected. */
  dispatchToBot(t: string, d: unknown, guildId?: string): void {
    const session = this.current(guildId);
    if (!session)
      throw new Error(
        `Discord double: no bot is connected to the gateway for guild ${guildId ?? this.ids.guildId} (cannot send ${t})`,
      );
    this.dispatch(session, t, d);
  }

  waitForBot(timeoutMs: number): Promise<void> {
    if (this.hasBot()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.readyWaiters = this.readyWaiters.filter((w) => w !== waiter);
        reject(
          new Error(
            `Discord double: no bot identified on the gateway within ${timeoutMs} ms ` +
              `(${this.sessions.size} socket(s) open, ${this.identifyCount} identify(s) so far)`,
          ),
        );
      }, timeoutMs);
      this.readyWaiters.push(waiter);
    });
  }

  disconnectAll(): void {
    for (const s of this.sessions) s.ws.terminate();
    this.sessions.clear();
    this.readySessions = [];
  }

  close(): Promise<void> {
    this.disconnectAll();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}

function owns(session: Session, guildId: string): boolean {
  return shardOf(guildId, session.shard[1]) === session.shard[0];
}
