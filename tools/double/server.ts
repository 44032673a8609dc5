/** node:http server on 127.0.0.1 (random port): records every request and dispatches to a handler. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBody } from './body';
import type { UploadedFile } from './payloads';
import type { RequestValidator, SchemaViolation } from './schema';
import { invalidFormBody } from './schema';
import type { RecordedCall } from './types';

export interface ApiRequest {
  method: string;
  /** Path segments after `/api/vN`, percent-decoded. */
  segments: string[];
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
  /** Date.now() when the request arrived (before the double spent any time on it). */
  receivedAt: number;
}

export interface ApiReply {
  status: number;
  body?: unknown;
  /** Raw bytes instead of a JSON body (attachment downloads). */
  raw?: { bytes: Buffer; contentType: string };
}

export type ApiHandler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

export function json(status: number, body: unknown): ApiReply {
  return { status, body };
}

export function discordError(status: number, code: number, message: string): ApiReply {
  return { status, body: { message, code } };
}

/** Checks request bodies like Discord does; what it refuses is answered 400 and kept in `violations`. */
export interface BodyCheck {
  validator: RequestValidator;
  violations: SchemaViolation[];
}

export async function startHttp(
  handler: ApiHandler,
  calls: RecordedCall[],
  check?: BodyCheck,
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, Buffer.concat(chunks), handler, calls, check).then(
        (reply) => send(res, reply),
        (err: unknown) => {
          console.error('[discord-double] handler error', err);
          send(res, json(500, { message: `Double crashed: ${String(err)}`, code: 0 }));
        },
      );
    });
  });
  // Discord keeps a bot's HTTPS connections open between requests. Under a second, undici (which
  // subtracts a 2 s margin from the server's hint) would open a new connection for every request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function handle(
  req: http.IncomingMessage,
  raw: Buffer,
  handler: ApiHandler,
  calls: RecordedCall[],
  check: BodyCheck | undefined,
): Promise<ApiReply> {
  const receivedAt = Date.now();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = decodePath(url.pathname);
  const { body, files } = await parseBody(raw, req.headers['content-type']);
  const method = (req.method ?? 'GET').toUpperCase();
  calls.push({
    method,
    path,
    query: url.search.replace(/^\?/, ''),
    body,
    files: files.map((f) => f.filename),
    fileBytes: files.map((f) => f.data ?? Buffer.alloc(0)),
    at: Date.now(),
  });
  const match = /^\/api\/v\d+(\/.*)?$/.exec(path);
  if (!match) return unknownRoute();
  const segments = (match[1] ?? '').split('/').filter((s) => s.length > 0);
  const violations = check?.validator.check(method, segments, body) ?? [];
  if (violations.length) {
    check?.violations.push(...violations);
    return invalidFormBody(violations);
  }
  return handler({ method, segments, query: url.searchParams, body, files, receivedAt });
}

export function unknownRoute(): ApiReply {
  return json(404, { message: 'Unknown route', code: 0 });
}

function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}

function send(res: http.ServerResponse, reply: ApiReply): void {
  if (reply.raw) {
    res.writeHead(reply.status, { 'Content-Type': reply.raw.contentType, 'Content-Length': reply.raw.bytes.length });
    res.end(reply.raw.bytes);
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status);
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
