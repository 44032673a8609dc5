// The sandbox: a Discord double, the unmodified bot (a child process) against it with a temporary
// database, and a small web page on 127.0.0.1 where one person acts as several users.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { type CommandDef, commandPath, parseSlash, ParseError } from './parse';
import type { DiscordDouble, DoubleUser, SentMessage } from '../double';
import { startBotAgainstDouble } from '../harness/bot-against-double';
import { PAGE } from './page';
import { suggest } from './suggest';

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
  /** More environment for the bot (a test's VENUS_CLOCK_AHEAD_HOURS, say). */
  env?: Record<string, string>;
}

export interface Sandbox {
  url: string;
  double: DiscordDouble;
  close(): Promise<void>;
  /** Restarts the bot on the same database and double, with `env` added to its environment. */
  restart(env?: Record<string, string>): Promise<void>;
}

export interface ShownFile {
  name: string;
  url: string;
  image: boolean;
}

/** One message as the page shows it: the latest version of everything sent with one message id. */
export interface ShownMessage {
  id: string;
  ephemeral: boolean;
  /** Who sees it: everyone (null) or one user. */
  to: string | null;
  content: string;
  components: unknown[];
  /** Attachments, each openable at its url (images are shown inline). */
  files: ShownFile[];
  /**
   * What it answered, as Discord shows it: "Gail used /campaign create" (never the values typed);
   * a private message also says what was picked in a menu, the channel only that a menu was used.
   */
  answering: string;
  /** A form the bot opened (a Discord modal), until it is submitted. */
  modal?: {
    customId: string;
    title: string;
    fields: ShownField[];
  };
}

/** One field of a form: a text box, a menu of options (its value the one picked), or a text shown. */
export type ShownField =
  | { kind: 'text'; customId: string; label: string; description?: string; paragraph: boolean; value?: string }
  | {
      kind: 'menu';
      customId: string;
      label: string;
      description?: string;
      options: { label: string; value: string; default?: boolean; description?: string }[];
    }
  | { kind: 'note'; content: string };

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
    ...(options.env ? { env: options.env } : {}),
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
  const restart = async (env: Record<string, string> = {}) => {
    Object.assign(run.env, env);
    await run.restart({ graceful: true });
  };
  return { url: `http://127.0.0.1:${port}/`, double, close, restart };
}

/** The page's script, and the Markdown renderer compiled for the browser (once). */
const pageScript = () => Promise.resolve(readFileSync(join(import.meta.dirname, 'page-client.js'), 'utf8'));
let markdown: Promise<string> | undefined;
const markdownModule = () =>
  (markdown ??= transform(readFileSync(join(import.meta.dirname, 'markdown.ts'), 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'es2020',
  }).then((r) => r.code));

/** What each interaction was, for the page: by interaction id, as the channel and as its user see it. */
interface Origin {
  public: string;
  private: string;
}
const origins = new WeakMap<DiscordDouble, Map<string, Origin>>();
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
  type Part = {
    type?: number;
    style?: number;
    value?: unknown;
    content?: unknown;
    custom_id?: unknown;
    label?: unknown;
    description?: unknown;
    options?: { label: string; value: string; default?: boolean; description?: string }[];
    component?: Part;
    components?: Part[];
  };
  const data = (m.data ?? {}) as { custom_id?: unknown; title?: unknown; components?: Part[] };
  // Text inputs sit in action rows (type 1) or, in newer modals, inside labels (type 18), as menus
  // (type 3) do; a text display (type 10) is shown as it is.
  const parts = (data.components ?? []).flatMap((c): { part: Part; label?: Part }[] =>
    c.type === 18 && c.component
      ? [{ part: c.component, label: c }]
      : c.type === 10
        ? [{ part: c }]
        : (c.components ?? []).map((x) => ({ part: x, label: x })),
  );
  const described = (label: Part | undefined) =>
    typeof label?.description === 'string' ? { description: label.description } : {};
  const fields = parts.flatMap(({ part, label }): ShownField[] => {
    const common = {
      customId: String(part.custom_id),
      label: String(label?.label ?? part.custom_id),
      ...described(label),
    };
    if (part.type === 4)
      return [
        {
          kind: 'text',
          ...common,
          paragraph: part.style === 2,
          ...(typeof part.value === 'string' ? { value: part.value } : {}),
        },
      ];
    if (part.type === 3) return [{ kind: 'menu', ...common, options: part.options ?? [] }];
    if (part.type === 10 && typeof part.content === 'string') return [{ kind: 'note', content: part.content }];
    return [];
  });
  return { customId: String(data.custom_id), title: String(data.title ?? 'Form'), fields };
}

/**
 * The bytes of the `n`-th upload (counting from 0) of a file called `name`: the bot's REST calls
 * and the double's messages record uploads in the same order.
 */
function fileBytes(double: DiscordDouble, name: string, n: number): Buffer | undefined {
  let seen = 0;
  for (const c of double.calls) {
    const i = c.files.indexOf(name);
    if (i >= 0 && seen++ === n) return c.fileBytes?.[i];
  }
  return undefined;
}

function shownMessages(double: DiscordDouble): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  const known = origins.get(double) ?? new Map<string, Origin>();
  const origin = {
    get: (interactionId: string, ephemeral: boolean) => known.get(interactionId)?.[ephemeral ? 'private' : 'public'],
  };
  const uploads = new Map<string, number>();
  const filesOf = (m: SentMessage): ShownFile[] =>
    m.files.map((name) => {
      const n = uploads.get(name) ?? 0;
      uploads.set(name, n + 1);
      return { name, url: `/api/file/${n}/${encodeURIComponent(name)}`, image: /\.(png|jpe?g|gif|webp)$/i.test(name) };
    });
  for (const m of double.messages) {
    if (m.kind === 'modal') {
      const id = `modal:${m.interactionId}`;
      if (!mapOf(submitted, double, () => new Set<string>()).has(id)) {
        const modal = modalOf(m);
        byId.set(id, {
          id,
          ephemeral: true,
          to: m.userId,
          content: `**${modal?.title ?? 'Form'}** (a form: fill it in and submit)`,
          components: [],
          files: [],
          answering: origin.get(m.interactionId, true) ?? '',
          modal,
        });
      }
      continue;
    }
    if (m.kind === 'autocomplete' || m.messageId === '') continue;
    const old = byId.get(m.messageId);
    const data = (m.data ?? {}) as { content?: unknown; components?: unknown };
    if (old) {
      // A private message redrawn by a click or a form on it now answers that click or form.
      const latest = origin.get(m.interactionId, true);
      if (old.ephemeral && latest) old.answering = latest;
      if (typeof data.content === 'string') old.content = data.content;
      if (Array.isArray(data.components)) old.components = data.components;
      if (m.files.length) old.files = filesOf(m);
      continue;
    }
    byId.set(m.messageId, {
      id: m.messageId,
      ephemeral: m.ephemeral,
      to: m.ephemeral ? m.userId : null,
      content: typeof data.content === 'string' ? data.content : m.kind === 'deferred' ? '(thinking…)' : '',
      components: Array.isArray(data.components) ? data.components : [],
      files: filesOf(m),
      answering: origin.get(m.interactionId, m.ephemeral) ?? '',
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
  // Messages the bot posts in the channel itself (a conflict's table), and those it deleted (a
  // table reposted lower down), as the channel shows them now; in the order they were posted.
  for (const m of double.channelMessages()) {
    const shown = byId.get(m.id);
    if (m.deleted) byId.delete(m.id);
    else if (shown) Object.assign(shown, { content: m.content, components: m.components });
    else
      byId.set(m.id, {
        id: m.id,
        ephemeral: false,
        to: null,
        content: m.content,
        components: m.components,
        files: [],
        answering: '',
      });
  }
  return inPostingOrder([...byId.values()]);
}

/** Messages by snowflake (posting order); a form comes after every message sent before it. */
export function inPostingOrder<M extends { id: string }>(list: M[]): M[] {
  // The newest message seen so far, not merely the one before: a click on an older message (the
  // table) may be seen first just before the form it opens, and the form would sink under it.
  let newest = 0n;
  const keyed = list.map((m, i) => {
    if (/^\d+$/.test(m.id) && BigInt(m.id) > newest) newest = BigInt(m.id);
    return { m, key: /^\d+$/.test(m.id) ? BigInt(m.id) : newest, i };
  });
  keyed.sort((a, b) => (a.key === b.key ? a.i - b.i : a.key < b.key ? -1 : 1));
  return keyed.map((k) => k.m);
}

interface Component {
  custom_id?: string;
  label?: string;
  options?: { label: string; value: string }[];
  components?: Component[];
  accessory?: Component;
}

/** The button or menu called `customId` on a message, searched through its rows and containers. */
function componentOf(list: unknown[], customId: string): Component | undefined {
  for (const c of list as Component[]) {
    if (c?.custom_id === customId) return c;
    const inner = componentOf([...(c?.components ?? []), ...(c?.accessory ? [c.accessory] : [])], customId);
    if (inner) return inner;
  }
  return undefined;
}

async function route(double: DiscordDouble, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const send = (status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/') return send(200, PAGE, 'text/html; charset=utf-8');
    if (req.method === 'GET' && url.pathname === '/page.js')
      return send(200, await pageScript(), 'text/javascript; charset=utf-8');
    if (req.method === 'GET' && url.pathname === '/markdown.js')
      return send(200, await markdownModule(), 'text/javascript; charset=utf-8');
    const file = /^\/api\/file\/(\d+)\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && file) {
      const name = decodeURIComponent(file[2]!);
      const bytes = fileBytes(double, name, Number(file[1]));
      if (!bytes) return send(404, { error: 'No such file.' });
      const type = /\.png$/i.test(name)
        ? 'image/png'
        : /\.json$/i.test(name)
          ? 'application/json'
          : /\.(md|txt)$/i.test(name)
            ? 'text/plain; charset=utf-8'
            : 'application/octet-stream';
      res.writeHead(200, {
        'content-type': type,
        'content-disposition': `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'no-store',
      });
      return void res.end(bytes);
    }
    if (req.method === 'GET' && url.pathname === '/api/state') {
      return send(200, {
        users: SANDBOX_USERS,
        messages: shownMessages(double),
      });
    }
    if (req.method !== 'POST') return send(404, { error: 'Not found.' });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    const user = SANDBOX_USERS.find((u) => u.id === body.user);
    if (!user) return send(400, { error: 'Pick a sandbox user.' });
    const who: DoubleUser = { id: user.id, username: user.username };
    let sent: SentMessage[];
    let label: Origin;
    if (url.pathname === '/api/suggest') {
      const text = String(body.text ?? '');
      const found = suggest(text, double.registeredCommands() as CommandDef[], SANDBOX_USERS);
      if (found.autocomplete) {
        const choices = (await double.autocomplete(who, found.autocomplete.command, found.autocomplete.options)) as {
          name: string;
          value: unknown;
        }[];
        found.items = choices.map((c) => ({ label: String(c.name), description: '', insert: `${String(c.value)} ` }));
      }
      return send(200, { from: found.from, items: found.items.slice(0, 25) });
    }
    if (url.pathname === '/api/command') {
      const text = String(body.text ?? '');
      const parsed = parseSlash(text, double.registeredCommands() as CommandDef[], SANDBOX_USERS);
      const used = `${user.username} used ${commandPath(parsed)}`;
      label = { public: used, private: used };
      sent = await double.command(who, parsed.name, parsed.options);
    } else if (url.pathname === '/api/button' || url.pathname === '/api/select') {
      const message = shownMessages(double).find((m) => m.id === body.messageId);
      if (!message) return send(400, { error: 'That message is gone.' });
      const ref = {
        id: message.id,
        ephemeral: message.ephemeral,
        components: message.components,
        content: message.content,
      };
      const customId = String(body.customId ?? '');
      const clicked = componentOf(message.components, customId);
      if (url.pathname === '/api/button') {
        const click = `${user.username} clicked ${clicked?.label ? `“${clicked.label}”` : 'a button'}`;
        label = { public: click, private: click };
        sent = await double.button(who, customId, ref);
      } else {
        const values = Array.isArray(body.values) ? body.values.map(String) : [];
        const names = values.map((v) => clicked?.options?.find((o) => o.value === v)?.label ?? v);
        label = {
          public: `${user.username} used a menu`,
          private: `${user.username} picked ${names.length ? names.map((n) => `“${n}”`).join(', ') : 'nothing'} from a menu`,
        };
        sent = await double.select(who, customId, values, ref);
      }
    } else if (url.pathname === '/api/modal') {
      const id = String(body.messageId ?? '');
      const modal = shownMessages(double).find((m) => m.id === id && m.to === user.id)?.modal;
      if (!modal) return send(400, { error: 'That form is gone.' });
      const sourceId = mapOf(sources, double, () => new Map<string, string>()).get(id.slice('modal:'.length));
      const source = sourceId ? shownMessages(double).find((m) => m.id === sourceId) : undefined;
      const fields = (body.fields ?? {}) as Record<string, unknown>;
      mapOf(submitted, double, () => new Set<string>()).add(id);
      const form = `${user.username} submitted ${modal.title}`;
      label = { public: form, private: form };
      sent = await double.modalSubmit(
        who,
        modal.customId,
        Object.fromEntries(
          modal.fields.flatMap((f) => {
            if (f.kind === 'note') return [];
            const value = String(fields[f.customId] ?? '');
            // A menu left on its placeholder sends no pick at all, as Discord's would.
            return f.kind === 'menu' && value === '' ? [] : [[f.customId, value]];
          }),
        ),
        source
          ? { id: source.id, ephemeral: source.ephemeral, components: source.components, content: source.content }
          : undefined,
      );
    } else {
      return send(404, { error: 'Not found.' });
    }
    const origin = origins.get(double) ?? new Map<string, Origin>();
    origins.set(double, origin);
    for (const m of sent) if (!origin.has(m.interactionId)) origin.set(m.interactionId, label);
    if (typeof body.messageId === 'string')
      for (const m of sent)
        mapOf(sources, double, () => new Map<string, string>()).set(m.interactionId, body.messageId);
    return send(200, { ok: true, answers: sent.length });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return send(err instanceof ParseError ? 400 : 500, { error: message });
  }
}
