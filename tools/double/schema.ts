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
      for (const limit of componentLimits(body)) out.push(at(limit.field, limit.message));
      return out;
    },
  };
}

/** IS_COMPONENTS_V2: a message laid out with the newer components, which allow 40 instead of 5 rows. */
const COMPONENTS_V2 = 1 << 15;

/**
 * What Discord refuses in components beyond what the description can say: at most 5 action rows on
 * a message (without IS_COMPONENTS_V2) and 5 components in a modal, a row of up to 5 buttons or one
 * select (never both), custom ids unique across the message or modal, a select's option values
 * unique and its max_values no more than its options, a text input's min_length no more than its
 * max_length and a value that fits it.
 */
export function componentLimits(body: unknown): { field: string; message: string }[] {
  if (typeof body !== 'object' || body === null) return [];
  const b = body as { type?: unknown; data?: unknown; components?: unknown; flags?: unknown };
  const holder = (typeof b.data === 'object' && b.data !== null ? b.data : b) as {
    components?: unknown;
    flags?: unknown;
  };
  const base = holder === b ? 'components' : 'data.components';
  if (!Array.isArray(holder.components)) return [];
  const out: { field: string; message: string }[] = [];
  const modal = b.type === 9;
  const v2 = typeof holder.flags === 'number' && (holder.flags & COMPONENTS_V2) !== 0;
  const top = holder.components as any[];
  if (modal && top.length > 5) out.push({ field: base, message: `Must be 5 or fewer in length (got ${top.length}).` });
  if (!modal && !v2) {
    if (top.length > 5) out.push({ field: base, message: `Must be 5 or fewer in length (got ${top.length}).` });
    top.forEach((row, r) => {
      if (row?.type !== 1) out.push({ field: `${base}.${r}.type`, message: 'Only action rows are allowed here.' });
      const items: any[] = Array.isArray(row?.components) ? row.components : [];
      const selects = items.filter((c) => c?.type !== 2).length;
      if (selects > 0 && items.length > 1)
        out.push({ field: `${base}.${r}.components`, message: 'A select menu must be alone in its row.' });
    });
  }
  const ids = new Map<string, string>();
  const visit = (node: any, field: string): void => {
    if (typeof node !== 'object' || node === null) return;
    if (typeof node.custom_id === 'string') {
      const first = ids.get(node.custom_id);
      if (first)
        out.push({ field: `${field}.custom_id`, message: `Component custom id cannot be duplicated (as ${first}).` });
      else ids.set(node.custom_id, field);
    }
    if (node.type === 3 && Array.isArray(node.options)) {
      const values = node.options.map((o: any) => o?.value);
      if (new Set(values).size !== values.length)
        out.push({ field: `${field}.options`, message: 'Select option values must be unique.' });
      if (typeof node.max_values === 'number' && node.max_values > node.options.length)
        out.push({ field: `${field}.max_values`, message: `Must be ${node.options.length} or fewer (the options).` });
      if (typeof node.min_values === 'number' && node.min_values > (node.max_values ?? 1))
        out.push({ field: `${field}.min_values`, message: 'Must be no more than max_values.' });
    }
    if (node.type === 4) {
      const max = typeof node.max_length === 'number' ? node.max_length : 4000;
      if (typeof node.min_length === 'number' && node.min_length > max)
        out.push({ field: `${field}.min_length`, message: 'Must be no more than max_length.' });
      if (typeof node.value === 'string' && node.value.length > max)
        out.push({ field: `${field}.value`, message: `Must be ${max} or fewer in length (got ${node.value.length}).` });
    }
    if (Array.isArray(node.components))
      node.components.forEach((c: unknown, i: number) => visit(c, `${field}.components.${i}`));
    if (node.component) visit(node.component, `${field}.component`);
  };
  top.forEach((c, i) => visit(c, `${base}.${i}`));
  return out;
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
