/** WebSocket gateway: HELLO, heartbeat ACKs, IDENTIFY → READY + GUILD_CREATE, RESUME → invalid session. */
import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { snowflake } from './ids';
import { botUser, guildObject, type DoubleIds } from './payloads';

const HEARTBEAT_INTERVAL = 41250;

interface Session {
  ws: WebSocket;
  seq: number;
  ready: boolean;
  sessionId: string;
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
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (ws) => this.accept(ws));
  }

  private accept(ws: WebSocket): void {
    const session: Session = { ws, seq: 0, ready: false, sessionId: snowflake() };
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
        this.identify(session);
        break;
      case 6: // resume: refuse, the client re-identifies
        this.send(session, { op: 9, d: false });
        break;
      default: // presence updates, member requests, ...: ignored
        break;
    }
  }

  private identify(session: Session): void {
    this.dispatch(session, 'READY', {
      v: 10,
      user: botUser(this.ids),
      guilds: [{ id: this.ids.guildId, unavailable: true }],
      session_id: session.sessionId,
      session_type: 'normal',
      resume_gateway_url: this.wsUrl,
      shard: [0, 1],
      application: { id: this.ids.applicationId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
      _trace: ['discord-double'],
    });
    this.dispatch(session, 'GUILD_CREATE', guildObject(this.ids));
    session.ready = true;
    this.identifyCount += 1;
    this.readySessions.push(session);
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

  /** The most recently identified socket that is still open. */
  private current(): Session | undefined {
    return this.readySessions[this.readySessions.length - 1];
  }

  hasBot(): boolean {
    return this.current() !== undefined;
  }

  /** Send a dispatch to the most recently identified bot; throws when none is connected. */
  dispatchToBot(t: string, d: unknown): void {
    const session = this.current();
    if (!session) throw new Error(`Discord double: no bot is connected to the gateway (cannot send ${t})`);
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
