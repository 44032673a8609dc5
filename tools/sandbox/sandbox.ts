// The sandbox: a Discord double, the unmodified bot (a child process) against it with a temporary
// database, and a small web page on 127.0.0.1 where one person acts as several users.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CommandDef, parseSlash, ParseError } from './parse';
import type { DiscordDouble, DoubleUser, SentMessage } from '../double';
import { startBotAgainstDouble } from '../harness/bot-against-double';
import { PAGE } from './page';

export interface SandboxUser extends DoubleUser {
  role: string;
}

export const SANDBOX_USERS: readonly SandboxUser[] = [
  { id: '500000000000000001', username: 'Gail', role: 'GM' },
  { id: '500000000000000002', username: 'Ana', role: 'player' },
  { id: '500000000000000003', username: 'Ben', role: 'player' },
];

export interface SandboxOptions {
  /** Port of the web page (0: any free port). */
  port?: number;
  /** Makes every roll predictable (VENUS_DICE_SEED); leave out for real dice. */
  seed?: number;
  /** Where the bot's own log lines go (default: dropped). */
  botLog?: (line: string) => void;
}

export interface Sandbox {
  url: string;
  double: DiscordDouble;
  close(): Promise<void>;
}

/** One message as the page shows it: the latest version of everything sent with one message id. */
export interface ShownMessage {
  id: string;
  ephemeral: boolean;
  /** Who sees it: everyone (null) or one user. */
  to: string | null;
  content: string;
  components: unknown[];
  files: string[];
  /** What it answered: "Gail: /campaign create name:Eros". */
  answering: string;
  /** A form the bot opened (a Discord modal), until it is submitted. */
  modal?: { customId: string; title: string; fields: { customId: string; label: string }[] };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const run = await startBotAgainstDouble({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    double: { quietMs: 100, answerTimeoutMs: 15_000 },
    deploy: 'alongside',
    from: 'source',
    name: 'sandbox',
    logLevel: 'info',
    onLine: options.botLog ?? (() => {}),
    readyTimeoutMs: 30_000,
  });
  const { double } = run;
  const server = http.createServer((req, res) => void route(double, req, res));
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await run.stop({ graceful: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
  } catch (err) {
    await run.stop({ graceful: true });
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, double, close };
}

/** What each interaction was, for the page: by interaction id. */
const origins = new WeakMap<DiscordDouble, Map<string, string>>();
/** The message a button or menu interaction acted on, by interaction id (a modal hangs off it). */
const sources = new WeakMap<DiscordDouble, Map<string, string>>();
/** Modals already submitted (their page ids). */
const submitted = new WeakMap<DiscordDouble, Set<string>>();

function mapOf<V>(store: WeakMap<DiscordDouble, V>, double: DiscordDouble, make: () => V): V {
  let v = store.get(double);
  if (v === undefined) store.set(double, (v = make()));
  return v;
}

function modalOf(m: SentMessage): ShownMessage['modal'] {
  type Input = { type?: number; custom_id?: unknown; label?: unknown; component?: Input; components?: Input[] };
  const data = (m.data ?? {}) as { custom_id?: unknown; title?: unknown; components?: Input[] };
  // Text inputs sit in action rows (type 1) or, in newer modals, inside labels (type 18).
  const inputs = (data.components ?? []).flatMap((c): { input: Input; label: unknown }[] =>
    c.type === 18 && c.component ? [{ input: c.component, label: c.label }] : (c.components ?? []).map((x) => ({ input: x, label: x.label })),
  );
  const fields = inputs.filter((x) => x.input.type === 4).map((x) => ({ customId: String(x.input.custom_id), label: String(x.label ?? x.input.custom_id) }));
  return { customId: String(data.custom_id), title: String(data.title ?? 'Form'), fields };
}

function shownMessages(double: DiscordDouble): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  const origin = origins.get(double) ?? new Map<string, string>();
  for (const m of double.messages) {
    if (m.kind === 'modal') {
      const id = `modal:${m.interactionId}`;
      if (!mapOf(submitted, double, () => new Set<string>()).has(id)) {
        const modal = modalOf(m);
        byId.set(id, { id, ephemeral: true, to: m.userId, content: `**${modal?.title ?? 'Form'}** (a form: fill it in and submit)`, components: [], files: [], answering: origin.get(m.interactionId) ?? '', modal });
      }
      continue;
    }
    if (m.kind === 'autocomplete' || m.messageId === '') continue;
    const old = byId.get(m.messageId);
    const data = (m.data ?? {}) as { content?: unknown; components?: unknown };
    if (old) {
      if (typeof data.content === 'string') old.content = data.content;
      if (Array.isArray(data.components)) old.components = data.components;
      if (m.files.length) old.files = [...m.files];
      continue;
    }
    byId.set(m.messageId, {
      id: m.messageId,
      ephemeral: m.ephemeral,
      to: m.ephemeral ? m.userId : null,
      content: typeof data.content === 'string' ? data.content : m.kind === 'deferred' ? '(thinking…)' : '',
      components: Array.isArray(data.components) ? data.components : [],
      files: [...m.files],
      answering: origin.get(m.interactionId) ?? '',
    });
  }
  // The bot greys out buttons that no longer do anything by editing its own messages directly
  // (not through an interaction): show those edits too, or a dead Respond button looks alive.
  for (const c of double.calls) {
    const edited = c.method === 'PATCH' ? /\/channels\/\d+\/messages\/(\d+)$/.exec(c.path) : null;
    const shown = edited ? byId.get(edited[1]!) : undefined;
    const body = c.body as { content?: unknown; components?: unknown } | undefined;
    if (!shown || !body) continue;
    if (typeof body.content === 'string') shown.content = body.content;
    if (Array.isArray(body.components)) shown.components = body.components;
  }
  return [...byId.values()];
}

async function route(double: DiscordDouble, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const send = (status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/') return send(200, PAGE, 'text/html; charset=utf-8');
    if (req.method === 'GET' && url.pathname === '/api/state') {
      return send(200, { users: SANDBOX_USERS, commands: (double.registeredCommands() as CommandDef[]).map((c) => c.name), messages: shownMessages(double) });
    }
    if (req.method !== 'POST') return send(404, { error: 'Not found.' });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    const user = SANDBOX_USERS.find((u) => u.id === body.user);
    if (!user) return send(400, { error: 'Pick a sandbox user.' });
    const who: DoubleUser = { id: user.id, username: user.username };
    let sent: SentMessage[];
    let label: string;
    if (url.pathname === '/api/command') {
      const text = String(body.text ?? '');
      const parsed = parseSlash(text, double.registeredCommands() as CommandDef[], SANDBOX_USERS);
      label = `${user.username}: ${text.trim()}`;
      sent = await double.command(who, parsed.name, parsed.options);
    } else if (url.pathname === '/api/button' || url.pathname === '/api/select') {
      const message = shownMessages(double).find((m) => m.id === body.messageId);
      if (!message) return send(400, { error: 'That message is gone.' });
      const ref = { id: message.id, ephemeral: message.ephemeral, components: message.components, content: message.content };
      const customId = String(body.customId ?? '');
      if (url.pathname === '/api/button') {
        label = `${user.username} clicked a button`;
        sent = await double.button(who, customId, ref);
      } else {
        label = `${user.username} picked from a menu`;
        sent = await double.select(who, customId, Array.isArray(body.values) ? body.values.map(String) : [], ref);
      }
    } else if (url.pathname === '/api/modal') {
      const id = String(body.messageId ?? '');
      const modal = shownMessages(double).find((m) => m.id === id && m.to === user.id)?.modal;
      if (!modal) return send(400, { error: 'That form is gone.' });
      const sourceId = mapOf(sources, double, () => new Map<string, string>()).get(id.slice('modal:'.length));
      const source = sourceId ? shownMessages(double).find((m) => m.id === sourceId) : undefined;
      const fields = (body.fields ?? {}) as Record<string, unknown>;
      mapOf(submitted, double, () => new Set<string>()).add(id);
      label = `${user.username} submitted ${modal.title}`;
      sent = await double.modalSubmit(
        who,
        modal.customId,
        Object.fromEntries(modal.fields.map((f) => [f.customId, String(fields[f.customId] ?? '')])),
        source ? { id: source.id, ephemeral: source.ephemeral, components: source.components, content: source.content } : undefined,
      );
    } else {
      return send(404, { error: 'Not found.' });
    }
    const origin = origins.get(double) ?? new Map<string, string>();
    origins.set(double, origin);
    for (const m of sent) if (!origin.has(m.interactionId)) origin.set(m.interactionId, label);
    if (typeof body.messageId === 'string') for (const m of sent) mapOf(sources, double, () => new Map<string, string>()).set(m.interactionId, body.messageId);
    return send(200, { ok: true, answers: sent.length });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return send(err instanceof ParseError ? 400 : 500, { error: message });
  }
}
