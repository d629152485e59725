// The contract check: every answer an API test receives, held against the API's OpenAPI document (http/openapi.ts) —
// its route and status are documented, and a JSON body matches the documented schema. createTestApp({ contract: true })
// (or DADEAL_CONTRACT=1 for every test app) switches it on; the problems are collected on the test app, for the test
// to assert empty. Answers made before Koa (read-replay.ts's repeated public reads) are not seen.
// The document's objects are open (a client must take a field added later); here they are closed, so that an answer
// holding a field its core type does not name (a leaked column, a renamed field) is a problem too.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type Koa from 'koa';
import type { DadealApp } from '../app.js';
import { API_EXTRA_ROUTES } from '../app.js';
import { buildOpenApi, type OpenApiDocument } from '../http/openapi.js';
import { CONTRACT_SEEN_DIR } from './contract-seen-dir.js';

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> };

export interface ContractCheck {
  middleware: Koa.Middleware;
  /** One line per answer that breaks the document: the route, the status, what is wrong. */
  problems: string[];
  /** How many answers were held against the document. */
  checked: () => number;
  /** The operations answered (`GET /api/deals/{id}`), for the run's report of documented operations no test calls. */
  seen: Set<string>;
}

/** The error model says it may carry more than `{ message, errors }` (a used coupon's usedAt …). */
const OPEN_BY_DESIGN = new Set(['Error']);

/** The schema with every object that lists its properties closed to others (unevaluatedProperties: allOf-safe). */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, closed(s)])) : closed(value);
  }
  if (out.properties && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) out.unevaluatedProperties = false;
  return out;
}

export function contractCheck(app: DadealApp): ContractCheck {
  const problems: string[] = [];
  const seen = new Set<string>();
  let checked = 0;
  let document: OpenApiDocument | null = null;
  let ajv: InstanceType<typeof Ajv2020> | null = null;
  const compiled = new Map<string, ReturnType<InstanceType<typeof Ajv2020>['compile']>>();
  let templates: Array<{ template: string; pattern: RegExp; params: number }> = [];

  const setUp = () => {
    document = buildOpenApi(app.routers, API_EXTRA_ROUTES, { version: 'contract' });
    ajv = new Ajv2020({ strict: false, allErrors: false });
    // The formats the document states (an instant's date-time, an e-mail, a URL) are held too.
    addFormats(ajv);
    const components = document.components as { schemas: Record<string, unknown> };
    const schemas = Object.fromEntries(Object.entries(components.schemas).map(([name, schema]) => [name, OPEN_BY_DESIGN.has(name) ? schema : closed(schema)]));
    ajv.addSchema({ $id: 'openapi', components: { ...components, schemas } });
    templates = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{file\}/, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
    })).sort((a, b) => a.params - b.params);
  };

  const middleware: Koa.Middleware = async (ctx, next) => {
    await next();
    if (!document) setUp();
    // Only routes: an unmatched path's 404 / 405 is the router's, not an operation's; /metrics without METRICS_TOKEN is
    // no route either, nor the backup download of a server that offers none (on PostgreSQL). A CORS preflight is documented (204); an OPTIONS that is no preflight (no Access-Control-Request-Method)
    // gets the router's list of methods, not an operation's answer.
    const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute !== undefined || (ctx.path === '/metrics' && ctx.status !== 404) || (ctx.path === '/api/operations/backup' && ctx.status !== 404);
    if (!matched || (ctx.method === 'OPTIONS' && !ctx.get('Access-Control-Request-Method'))) return;
    const method = ctx.method.toLowerCase() === 'head' ? 'get' : ctx.method.toLowerCase();
    const found = templates.find((t) => t.pattern.test(ctx.path) && document!.paths[t.template]![method]);
    const where = `${ctx.method} ${ctx.path}`;
    if (!found) {
      problems.push(`${where}: no such operation in the document`);
      return;
    }
    checked += 1;
    seen.add(`${method.toUpperCase()} ${found.template}`);
    const operation = document!.paths[found.template]![method] as Operation;
    let answer = operation.responses[String(ctx.status)] ?? operation.responses.default;
    if (!answer) {
      problems.push(`${ctx.method} ${found.template} answered ${ctx.status}, which the document does not list`);
      return;
    }
    if (answer.$ref) answer = (document!.components as Record<string, Record<string, Operation['responses'][string]>>).responses[answer.$ref.split('/').pop()!]!;
    const schema = answer.content?.['application/json']?.schema;
    if (!schema || !ctx.response.is('json')) return;
    let body: unknown = ctx.body;
    if (Buffer.isBuffer(body) || typeof body === 'string') {
      try {
        body = JSON.parse(String(body));
      } catch {
        problems.push(`${ctx.method} ${found.template} ${ctx.status}: the body is not JSON`);
        return;
      }
    } else if (!body || typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv!.compile(closed(JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/'))) as object);
      compiled.set(key, validate);
    }
    if (!validate(JSON.parse(JSON.stringify(body)))) {
      problems.push(`${ctx.method} ${found.template} ${ctx.status}: ${ajv!.errorsText(validate.errors)}`);
    }
  };
  return { middleware, problems, checked: () => checked, seen };
}

/**
 * The contract check on an app a test made itself with createApp (other settings, a second server process, PayPal's):
 * on when the suite runs with the check (DADEAL_CONTRACT=1), as the test app's is. Call the answer when the test is
 * done with the app: the operations it answered go to the run's report, and answers that break the document throw.
 */
export function holdAppToContract(app: DadealApp): () => void {
  if (process.env.DADEAL_CONTRACT !== '1') return () => undefined;
  const contract = contractCheck(app);
  app.middleware.unshift(contract.middleware);
  return () => {
    recordSeen(contract.seen);
    if (contract.problems.length) {
      throw new Error(`answers that break the OpenAPI document (api/src/testing/contract.ts):\n${[...new Set(contract.problems)].join('\n')}`);
    }
  };
}

/** The operations a run's apps answered, for the report of documented operations no test calls. */
export function recordSeen(seen: Set<string>): void {
  mkdirSync(CONTRACT_SEEN_DIR, { recursive: true });
  writeFileSync(path.join(CONTRACT_SEEN_DIR, `${process.pid}-${randomBytes(6).toString('hex')}.txt`), [...seen].join('\n'));
}
