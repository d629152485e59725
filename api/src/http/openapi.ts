// The API's OpenAPI 3.1 document, generated from the code: the route tables createApp mounts (app.routers), each
// route's doc() and the marks its middleware carries (route-doc.ts), and core's JSON schemas — the very ones the API
// validates with — as components, beside the answers' schemas generated from core's API types (api-types-file.ts). Served at GET /api/openapi.json (features/openapi), written to docs/openapi.json by
// `npm run openapi`; docs/decisions/0096-openapi-from-the-route-tables.md says why it is made this way.
import type Router from '@koa/router';
import type Koa from 'koa';
import { schemas, type SchemaId } from '@dadeal/core';
import { API_TYPE_SCHEMAS } from './api-types.generated.js';
import { ANSWER_EXAMPLES, ERROR_EXAMPLES, REQUEST_EXAMPLES } from './api-examples.js';
import { marksOf, type AccessDoc, type ApiType, type ParamDoc, type QuerySchemaId, type ResponseDoc, type RouteDoc, type Schema, type SecurityName } from './route-doc.js';

export interface RouteEntry {
  method: string;
  /** As koa-router writes it: /api/deals/:id. */
  path: string;
  stack: readonly Koa.Middleware[];
}

/** A route answered by middleware outside the route tables (GET /metrics, the backup endpoint), documented beside it. */
export interface ExtraRoute {
  method: string;
  path: string;
  doc: RouteDoc;
}

/** Every method × path the mounted routers answer (HEAD rides on GET), in mounting order. */
export function routeEntries(routers: readonly Router[]): RouteEntry[] {
  const routes = new Map<string, RouteEntry>();
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const key = `${method} ${layer.path}`;
        if (!routes.has(key)) routes.set(key, { method, path: String(layer.path), stack: layer.stack as Koa.Middleware[] });
      }
    }
  }
  return [...routes.values()];
}

/** The doc of a route: its own, or for a CORS preflight (OPTIONS with the CORS middleware alone) the standard one. */
export function docOf(route: RouteEntry): RouteDoc | undefined {
  const marks = marksOf(route.stack);
  if (marks.doc) return marks.doc;
  if (route.method === 'OPTIONS' && marks.cors) {
    return {
      summary: 'CORS preflight',
      description: 'What a partner page\'s browser asks before calling this path: the origins `WIDGET_ORIGINS` names are allowed, no credentials.',
      tag: 'Public',
      hidden: true,
      responses: { 204: 'The CORS answer (Access-Control-Allow-Origin for an allowed origin)' },
    };
  }
  return undefined;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const TAGS: Array<{ name: string; description: string }> = [
  { name: 'Public', description: 'No account: the deals listing and its live counts, sign-up and sign-in, the reviews, contact. The reads answer partner pages (CORS, `WIDGET_ORIGINS`).' },
  { name: 'Widget claim', description: 'Claiming a deal inside a partner\'s page: a code by e-mail, the code typed back for a short-lived **claim token**, then the claim with that token.' },
  { name: 'Account', description: 'Any signed-in account (a user token): the profile, own data, reporting a review.' },
  { name: 'User', description: 'A deal hunter\'s account: coupons, favourites, reviews, stats.' },
  { name: 'Business', description: 'A business\'s account: its deals, places, staff, coupons, reviews, stats and featuring payments.' },
  { name: 'Staff', description: 'A business or its counter staff: redeeming coupons and the day\'s redemptions.' },
  { name: 'Partner', description: 'A partner\'s account: its referral report and its webhook.' },
  { name: 'Admin', description: 'Administrators (an admin token from `POST /api/admin/login`): users, businesses, deals, reviews and the audit log, react-admin style.' },
  { name: 'Operations', description: 'For the operator: health, readiness, metrics (the metrics token), backups (the operations token), this reference.' },
];

/** The reference's group of a route: the caller kind its access check names. */
export function tagOf(path: string, access: AccessDoc | undefined): string {
  if (path.startsWith('/api/widget-claims')) return 'Widget claim';
  if (!access || access.optional) return 'Public';
  const kinds = new Set(access.kinds ?? []);
  if (access.schemes.includes('adminToken') && !access.schemes.includes('userToken')) return 'Admin';
  if (access.schemes.includes('claimToken')) return 'Widget claim';
  const only = (...names: string[]) => kinds.size === names.length && names.every((n) => kinds.has(n as never));
  if (only('partner')) return 'Partner';
  if (only('business', 'staff')) return 'Staff';
  if (only('business')) return 'Business';
  if (only('user')) return 'User';
  return 'Account';
}

const SECURITY_SCHEMES: Record<SecurityName, Record<string, unknown>> = {
  userToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: 'An account\'s session: the `token` of `POST /api/auth/login` (users, businesses, staff, partners).',
  },
  adminToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: 'An administrator\'s session: the `token` of `POST /api/admin/login`. Not an account\'s token, nor the reverse.',
  },
  claimToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: 'The short-lived token `POST /api/widget-claims/verify` gives for the code mailed to the claimer: good for claiming that deal only.',
  },
  metricsToken: {
    type: 'http', scheme: 'bearer',
    description: 'The operator\'s `METRICS_TOKEN`: Prometheus scrapes `GET /metrics` with it.',
  },
  operationsToken: {
    type: 'http', scheme: 'bearer',
    description: 'The running server\'s own operations token (a server on PGlite): `dadeal backup` asks it for a backup.',
  },
};

/** Core's schema as OpenAPI 3.1 (JSON Schema 2020-12) says it: ajv-only keywords become extensions, nothing is dropped. */
export function openApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'errorMessage') out['x-error-messages'] = value;
    else if (key === 'twoDecimals') out['x-two-decimals'] = value;
    else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, openApiSchema(s)]));
    } else out[key] = openApiSchema(value);
  }
  return out;
}

/** A request schema's component name: core's schema id in PascalCase (`coupon-claim` → CouponClaim). */
export const schemaName = (id: SchemaId) => id.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

const COMPONENT_SCHEMAS: Record<string, Schema> = {
  Message: {
    type: 'object', required: ['message'], properties: { message: { type: 'string', description: 'Said in the caller\'s language (Accept-Language).' } },
  },
  FieldError: {
    type: 'object', required: ['field', 'message'],
    properties: { field: { type: 'string', description: 'The input field, dotted for nested ones (places.0.town).' }, message: { type: 'string' } },
  },
  Error: {
    type: 'object', required: ['message'],
    description: 'Every refusal: a message in the caller\'s language; for invalid input one error per field. Some carry more (a used coupon\'s `usedAt`).',
    properties: { message: { type: 'string' }, errors: { type: 'array', items: ref('FieldError') } },
  },
};

const errorAnswer = (description: string, headers?: Record<string, unknown>, example?: unknown) => ({
  description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: ref('Error'), ...(example !== undefined ? { example } : {}) } },
});

const COMPONENT_RESPONSES: Record<string, unknown> = {
  BadRequest: errorAnswer('Invalid input: malformed JSON, or a field that breaks its rule (`errors` names each).', undefined, ERROR_EXAMPLES.BadRequest),
  Unauthorized: errorAnswer('No token, or one that is invalid, expired or of another kind.', undefined, ERROR_EXAMPLES.Unauthorized),
  Forbidden: errorAnswer('A valid token of an account that may not do this.', undefined, ERROR_EXAMPLES.Forbidden),
  NotFound: errorAnswer('No such record (or not yours to see).', undefined, ERROR_EXAMPLES.NotFound),
  PayloadTooLarge: errorAnswer('The body is larger than this call takes.', undefined, ERROR_EXAMPLES.PayloadTooLarge),
  UnsupportedMediaType: errorAnswer('The body is not JSON (`Content-Type: application/json`).', undefined, ERROR_EXAMPLES.UnsupportedMediaType),
  TooManyRequests: errorAnswer('Too many attempts from this address or for this account: wait as long as Retry-After says.', {
    'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
  }, ERROR_EXAMPLES.TooManyRequests),
};

const STANDARD_RESPONSE: Record<number, string> = {
  400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType', 429: 'TooManyRequests',
};

const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

function operationId(method: string, path: string): string {
  const words = path.replace(/^\/api\//, '/').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function pathParameters(path: string) {
  return [...path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name, in: 'path', required: true,
    ...(name === 'id' || name === 'dealId'
      ? { description: 'The record\'s id: a positive whole number.', schema: { type: 'integer', minimum: 1, maximum: 999_999_999 } }
      : { description: `The ${name}.`, schema: { type: 'string' } }),
  }));
}

function queryParameters(query: Record<string, ParamDoc> | undefined, schemaId: QuerySchemaId | undefined, where: string) {
  if (schemaId) return schemaQueryParameters(schemaId, query ?? {}, where);
  return Object.entries(query ?? {}).map(([name, p]) => ({
    name, in: 'query', description: p.description, required: p.required ?? false, schema: p.schema ?? { type: 'string' },
    ...(p.example !== undefined ? { example: p.example } : {}),
  }));
}

/**
 * The parameters of a query string core's schema validates: one per property, its schema (as the components say core's
 * schemas) and `required` from the schema; the description is the schema's or the route's. A parameter the route
 * describes that the schema lacks, or a schema or `required` written beside it, is a second source: refused here.
 */
function schemaQueryParameters(schemaId: QuerySchemaId, words: Record<string, ParamDoc>, where: string) {
  const schema = schemas[schemaId] as { properties?: Record<string, Schema>; required?: readonly string[] };
  const properties = schema.properties ?? {};
  for (const [name, p] of Object.entries(words)) {
    if (!properties[name]) throw new Error(`${where} documents the query parameter ${name}, which core's ${schemaId} schema does not have`);
    if (p.schema || p.required !== undefined) throw new Error(`${where}: the schema and \`required\` of ${name} are core's ${schemaId} schema's; give its description only`);
  }
  return Object.entries(properties).map(([name, property]) => {
    const { description: ownDescription, ...rest } = openApiSchema(property) as Schema & { description?: string };
    const description = words[name]?.description ?? ownDescription;
    if (!description) throw new Error(`${where}: describe the query parameter ${name} (in core's ${schemaId} schema, or in the route's doc({ query }))`);
    return {
      name, in: 'query', description, required: (schema.required ?? []).includes(name), schema: rest,
      ...(words[name]?.example !== undefined ? { example: words[name]!.example } : {}),
    };
  });
}

/** The schema of an answer typed with core's type name: a $ref to the generated schema, or an array of them. */
function typeSchema(type: ApiType): Schema {
  const list = type.endsWith('[]');
  const name = list ? type.slice(0, -2) : type;
  // A placeholder reference, made the component's name once buildOpenApi knows which names are taken.
  const typeRef = { $ref: `${API_TYPE_REF}${name}` };
  return list ? { type: 'array', items: typeRef } : typeRef;
}
const API_TYPE_REF = '#/api-types/';

/**
 * The generated schemas of core's types that `names` need, those they use included, as components.schemas. A type
 * whose name a request schema (core's ajv schemas) or the error model already has is emitted as `…Answer` (core's
 * PartnerWebhook answer beside the partner-webhook request body), its references renamed with it.
 */
export function apiTypeComponents(names: Iterable<string>, taken: ReadonlySet<string>): { schemas: Record<string, Schema>; rename: Map<string, string> } {
  const all = API_TYPE_SCHEMAS as Record<string, Schema>;
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name)) return;
    if (!all[name]) throw new Error(`no generated schema for core's type ${name}: run \`npm run openapi\``);
    needed.add(name);
    JSON.stringify(all[name], (key, value) => {
      if (key === '$ref' && typeof value === 'string') visit(value.split('/').pop()!);
      return value;
    });
  };
  for (const name of names) visit(name);
  const rename = new Map([...needed].filter((n) => taken.has(n)).map((n) => [n, `${n}Answer`]));
  const renamed = (schema: Schema) => JSON.parse(JSON.stringify(schema), (key, value) => {
    if (key !== '$ref' || typeof value !== 'string') return value;
    const name = value.split('/').pop()!;
    return rename.has(name) ? ref(rename.get(name)!).$ref : value;
  }) as Schema;
  const schemas = Object.fromEntries([...needed].sort().map((n) => [rename.get(n) ?? n, renamed(all[n]!)]));
  return { schemas, rename };
}

function responseOf(status: number, answer: string | ResponseDoc) {
  const given: ResponseDoc = typeof answer === 'string' ? { description: answer } : answer;
  // An answer of core's type shows that type's example (the demo data's) unless the route gives its own.
  const typeExample = given.type ? (ANSWER_EXAMPLES as Partial<Record<ApiType, unknown>>)[given.type] : undefined;
  const r: ResponseDoc = given.type ? { ...given, schema: typeSchema(given.type), example: given.example ?? typeExample } : given;
  if (status >= 400) {
    const standard = STANDARD_RESPONSE[status];
    if (typeof answer === 'string' && standard) return { ...errorAnswer(r.description) };
    if (r.schema) return { ...errorAnswer(r.description), content: { 'application/json': { schema: r.schema, ...(r.example !== undefined ? { example: r.example } : {}) } } };
    return errorAnswer(r.description, undefined, r.example);
  }
  const out: Record<string, unknown> = { description: r.description };
  if (r.headers) out.headers = Object.fromEntries(Object.entries(r.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]));
  if (status === 204 || status === 304 || (status >= 300 && status < 400)) return out;
  const media = r.mediaType ?? 'application/json';
  out.content = { [media]: { schema: r.schema ?? (media === 'application/json' ? {} : { type: 'string' }), ...(r.example !== undefined ? { example: r.example } : {}) } };
  for (const [other, description] of Object.entries(r.otherMedia ?? {})) {
    (out.content as Record<string, unknown>)[other] = { schema: { type: 'string', format: 'binary', description } };
  }
  return out;
}

function operation(method: string, path: string, doc: RouteDoc, stack: readonly Koa.Middleware[]) {
  const marks = marksOf(stack);
  const access: AccessDoc | undefined = doc.security ? { schemes: [doc.security] } : marks.access;
  const op: Record<string, unknown> = {
    operationId: operationId(method, path),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag ?? tagOf(path, access)],
    ...(doc.hidden ? { 'x-scalar-ignore': true } : {}),
  };
  if (access?.kinds) op['x-caller-kinds'] = [...access.kinds];
  const parameters = [...pathParameters(path), ...queryParameters(doc.query, doc.querySchema, `${method} ${path}`)];
  if (parameters.length) op.parameters = parameters;
  if (access) op.security = [...(access.optional ? [{}] : []), ...access.schemes.map((s) => ({ [s]: [] }))];
  else op.security = [];
  if (marks.body) {
    // The route's own example, else the one api-examples.ts gives for the schema it validates with.
    const example = doc.example ?? (REQUEST_EXAMPLES as Partial<Record<SchemaId, unknown>>)[marks.body];
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: ref(schemaName(marks.body)), ...(example !== undefined ? { example } : {}) } },
    };
  } else if (doc.body) {
    op.requestBody = { required: true, description: doc.body.description, content: { [doc.body.mediaType]: { schema: doc.body.schema ?? {} } } };
  }

  const responses: Record<string, unknown> = {};
  const standard = (status: number) => ({ $ref: `#/components/responses/${STANDARD_RESPONSE[status]}` });
  for (const [status, answer] of Object.entries(doc.responses)) responses[status] = responseOf(Number(status), answer);
  const hasBody = Boolean(op.requestBody) || ((method === 'POST' || method === 'PUT' || method === 'PATCH') && path.startsWith('/api/'));
  // A validated body, query string (core's schema) or whole-number path parameter is refused with the error model's 400.
  if (hasBody || doc.querySchema || parameters.some((p) => p.in === 'path' && p.schema.type === 'integer')) responses['400'] ??= standard(400);
  if (access && !access.optional) responses['401'] ??= standard(401);
  if (access?.optional) responses['401'] ??= standard(401); // a token sent is checked
  if (access?.kinds) responses['403'] ??= standard(403);
  if (parameters.some((p) => p.in === 'path')) responses['404'] ??= standard(404);
  if (hasBody && path.startsWith('/api/')) {
    responses['413'] ??= standard(413);
    responses['415'] ??= standard(415);
  }
  if (marks.rateLimited) responses['429'] ??= standard(429);
  op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  return op;
}

export interface OpenApiOptions {
  version: string;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

/** The document: every documented route of `routers` and `extras`. A route without doc() is left out (the test fails). */
export function buildOpenApi(routers: readonly Router[], extras: readonly ExtraRoute[], options: OpenApiOptions): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (method: string, path: string, doc: RouteDoc, stack: readonly Koa.Middleware[]) => {
    const key = openApiPath(path);
    paths[key] ??= {};
    paths[key][method.toLowerCase()] = operation(method, path, doc, stack);
  };
  for (const route of routeEntries(routers)) {
    const doc = docOf(route);
    if (doc) add(route.method, route.path, doc, route.stack);
  }
  for (const extra of extras) add(extra.method, extra.path, extra.doc, []);
  const requestSchemas = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [schemaName(id as SchemaId), openApiSchema(schema)]));
  const typed = new Set<string>();
  JSON.stringify(paths, (key, value) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(API_TYPE_REF)) typed.add(value.slice(API_TYPE_REF.length));
    return value;
  });
  const answerTypes = apiTypeComponents(typed, new Set([...Object.keys(COMPONENT_SCHEMAS), ...Object.keys(requestSchemas)]));
  const sorted = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))), (key, value) => {
    if (key !== '$ref' || typeof value !== 'string' || !value.startsWith(API_TYPE_REF)) return value;
    const name = value.slice(API_TYPE_REF.length);
    return ref(answerTypes.rename.get(name) ?? name).$ref;
  }) as typeof paths;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Da Deal! API',
      version: options.version,
      summary: 'The headless JSON API of Da Deal!, the deals marketplace of one island community.',
      description: [
        'Every answer is JSON (but the files: a CSV report, a calendar entry, a wallet pass). Every refusal is `{ message, errors? }`',
        '(the `Error` schema), its message in the language `Accept-Language` asks for (English, Spanish, French, German, Japanese).',
        'Request bodies are checked with the schemas below, the same ones the API validates with; their `x-error-messages` are the',
        'messages a broken rule answers. Tokens travel as `Authorization: Bearer …`; the public reads answer partner pages (CORS).',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: TAGS,
    paths: sorted,
    components: {
      schemas: { ...COMPONENT_SCHEMAS, ...requestSchemas, ...answerTypes.schemas },
      responses: COMPONENT_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
