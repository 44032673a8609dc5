/**
 * Request-body validation against Discord's published OpenAPI description (test/discord-api/),
 * the way Discord refuses a body its schema does not allow: 400, code 50035 "Invalid Form Body",
 * errors nested by field. The description is read once and each route's schema compiled once per
 * process (the first e2e file pays about a second, later calls are a map lookup).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ApiReply } from './server';

/** One field of one request that Discord would refuse. */
export interface SchemaViolation {
  method: string;
  /** The request path after /api/vN (`/channels/123/messages`). */
  path: string;
  /** The OpenAPI route it matched (`/channels/{channel_id}/messages`). */
  route: string;
  /** Dotted field path in the body (`components.0.components.1.custom_id`; '' for the body itself). */
  field: string;
  message: string;
}

export const DEFAULT_SCHEMA_PATH = join(import.meta.dirname, '../../test/discord-api/openapi.json');

/**
 * Limits Discord documents more strictly than the preview description does (the description
 * notes that the documentation wins): a message's content is at most 2,000 characters.
 */
const DOCUMENTED_MAX_CONTENT = 2000;

interface Operation {
  route: string;
  segments: string[];
  literals: number;
  schemaRef: string | undefined;
}

interface Loaded {
  ajv: Ajv2020;
  operations: Map<string, Operation[]>;
  compiled: Map<string, ValidateFunction>;
}

const loaded = new Map<string, Loaded>();

function load(schemaPath: string): Loaded {
  const cached = loaded.get(schemaPath);
  if (cached) return cached;
  const spec = JSON.parse(readFileSync(schemaPath, 'utf8')) as { paths: Record<string, Record<string, any>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
  const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('snowflake', /^\d{1,20}$/);
  ajv.addFormat('nonce', () => true);
  ajv.addSchema(spec, 'discord');
  const operations = new Map<string, Operation[]>();
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const segments = route.split('/').filter((s) => s.length > 0);
      const hasJson = op.requestBody?.content?.['application/json'] !== undefined;
      const entry: Operation = {
        route,
        segments,
        literals: segments.filter((s) => !s.startsWith('{')).length,
        schemaRef: hasJson
          ? `discord#/paths/${pointer(route)}/${method}/requestBody/content/application~1json/schema`
          : undefined,
      };
      const key = `${method.toUpperCase()} ${segments.length}`;
      operations.set(key, [...(operations.get(key) ?? []), entry]);
    }
  }
  for (const list of operations.values()) list.sort((a, b) => b.literals - a.literals);
  const l: Loaded = { ajv, operations, compiled: new Map() };
  loaded.set(schemaPath, l);
  return l;
}

function pointer(route: string): string {
  return route.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The routes the bot uses, compiled when a double starts rather than during a test's first request. */
const WARM_ROUTES: readonly [string, string][] = [
  ['POST', '/interactions/{interaction_id}/{interaction_token}/callback'],
  ['POST', '/webhooks/{webhook_id}/{webhook_token}'],
  ['PATCH', '/webhooks/{webhook_id}/{webhook_token}/messages/@original'],
  ['PATCH', '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
  ['POST', '/channels/{channel_id}/messages'],
  ['PATCH', '/channels/{channel_id}/messages/{message_id}'],
  ['POST', '/channels/{channel_id}/threads'],
  ['PUT', '/applications/{application_id}/guilds/{guild_id}/commands'],
];

export interface RequestValidator {
  /** The violations of one request ([] when Discord would take it, or the route is not described). */
  check(method: string, segments: readonly string[], body: unknown): SchemaViolation[];
}

export function createValidator(schemaPath: string = DEFAULT_SCHEMA_PATH): RequestValidator {
  const l = load(schemaPath);
  const compiled = (ref: string): ValidateFunction => {
    let validate = l.compiled.get(ref);
    if (!validate) {
      validate = l.ajv.compile({ $ref: ref });
      l.compiled.set(ref, validate);
    }
    return validate;
  };
  for (const [method, route] of WARM_ROUTES) {
    const op = l.operations.get(`${method} ${route.split('/').length - 1}`)?.find((o) => o.route === route);
    if (op?.schemaRef) compiled(op.schemaRef);
  }
  return {
    check(method, segments, body) {
      const op = (l.operations.get(`${method} ${segments.length}`) ?? []).find((o) =>
        o.segments.every((s, i) => s.startsWith('{') || s === segments[i]),
      );
      const path = `/${segments.join('/')}`;
      if (!op?.schemaRef || body === undefined) return [];
      const validate = compiled(op.schemaRef);
      const at = (field: string, message: string): SchemaViolation => ({
        method,
        path,
        route: op.route,
        field,
        message,
      });
      const out: SchemaViolation[] = [];
      if (!validate(body)) out.push(...summarize(validate.errors ?? []).map((e) => at(e.field, e.message)));
      for (const field of contentFields(body)) {
        const text = (field.holder as { content?: unknown }).content;
        if (typeof text === 'string' && text.length > DOCUMENTED_MAX_CONTENT) {
          out.push(at(field.path, `Must be ${DOCUMENTED_MAX_CONTENT} or fewer in length (got ${text.length}).`));
        }
      }
      return out;
    },
  };
}

/** Where a message's `content` sits: the body itself, or `data` of an interaction callback. */
function contentFields(body: unknown): { holder: object; path: string }[] {
  if (typeof body !== 'object' || body === null) return [];
  const out = [{ holder: body, path: 'content' }];
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null) out.push({ holder: data, path: 'data.content' });
  return out;
}

/**
 * Ajv reports every branch of a union; keep the errors of the deepest field (the branch that got
 * furthest is the one the bot meant), one message per field, union bookkeeping left out.
 */
function summarize(errors: readonly ErrorObject[]): { field: string; message: string }[] {
  const real = errors.filter((e) => !['anyOf', 'oneOf', 'allOf', 'if', 'not'].includes(e.keyword));
  const list = real.length ? real : [...errors];
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const deepest = Math.max(...list.map(depth));
  let chosen = list.filter((x) => depth(x) === deepest);
  // A wrong `type` is what every other branch of a component union says; keep it only when alone.
  const isBranchType = (e: ErrorObject) =>
    e.instancePath.endsWith('/type') && (e.keyword === 'const' || e.keyword === 'enum');
  if (chosen.some((e) => !isBranchType(e))) chosen = chosen.filter((e) => !isBranchType(e));
  const seen = new Map<string, string>();
  for (const e of chosen) {
    const field = e.instancePath
      .split('/')
      .filter((s) => s.length > 0)
      .join('.');
    const detail =
      e.keyword === 'const' || e.keyword === 'enum'
        ? `${e.message} ${JSON.stringify(e.params)}`
        : (e.message ?? e.keyword);
    if (!seen.has(field)) seen.set(field, detail);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/** Discord's answer to an invalid body: 400, 50035, the errors nested by field. */
export function invalidFormBody(violations: readonly SchemaViolation[]): ApiReply {
  const errors: Record<string, any> = {};
  for (const v of violations) {
    let node = errors;
    for (const part of v.field.split('.').filter((s) => s.length > 0)) node = node[part] ??= {};
    (node._errors ??= []).push({ code: 'BASE_TYPE_INVALID', message: v.message });
  }
  return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors } };
}

export function describeViolation(v: SchemaViolation): string {
  return v.field ? `${v.method} ${v.route}: field "${v.field}" ${v.message}` : `${v.method} ${v.route}: ${v.message}`;
}
