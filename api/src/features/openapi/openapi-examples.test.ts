// The reference's examples (http/api-examples.ts, from the demo data) and its query parameters from core's schemas:
// every example in the document matches the schema beside it (ajv 2020, formats held, answer objects closed as the
// contract check closes them), every validated request body has one and passes the API's own validator, the answers
// an integrator reads first show one, and a query string a core schema validates is documented from that schema.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRealDate, schemas, validate, type SchemaId } from '@dadeal/core';
import { REQUEST_EXAMPLES } from '../../http/api-examples.js';
import { docOf, routeEntries } from '../../http/openapi.js';
import { closed } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type Json = Record<string, unknown>;

let t: TestApp;
let document: Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json>; responses: Record<string, Json> } };

beforeAll(async () => {
  t = await createTestApp();
  document = JSON.parse((await request(t.app.callback()).get('/api/openapi.json').expect(200)).text);
});
afterAll(() => t?.close());

/** Core's request schemas' component names (coupon-claim → CouponClaim): closed already (additionalProperties). */
const requestSchemaNames = new Set(Object.keys(schemas).map((id) => id.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())));

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Core's own format (its validator's): an ISO date or instant that exists.
  ajv.addFormat('dadeal-date', { type: 'string', validate: isRealDate });
  // The error model is open by design (a used coupon's refusal carries usedAt); the answers' objects are closed, so an
  // example holding a field its type does not name fails as an answer would in the contract check.
  const componentSchemas = Object.fromEntries(Object.entries(document.components.schemas)
    .map(([name, schema]) => [name, name === 'Error' || requestSchemaNames.has(name) ? schema : closed(schema)]));
  ajv.addSchema({ $id: 'openapi', components: { ...document.components, schemas: componentSchemas } });
  return (schema: unknown) => ajv.compile(closed(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'))) as object);
}

/** Every `example` the document gives beside a `schema` (media types, parameters), where it is. */
function examplesOf(node: unknown, where: string, found: Array<{ where: string; schema: unknown; example: unknown }> = []) {
  if (!node || typeof node !== 'object') return found;
  const object = node as Json;
  if ('example' in object && 'schema' in object) found.push({ where, schema: object.schema, example: object.example });
  for (const [key, value] of Object.entries(object)) {
    if (key !== 'example' && key !== 'schema') examplesOf(value, `${where}/${key}`, found);
  }
  return found;
}

const operation = (key: string) => {
  const [method, pathTemplate] = key.split(' ') as [string, string];
  const op = document.paths[pathTemplate]?.[method.toLowerCase()] as Json | undefined;
  if (!op) throw new Error(`no operation ${key} in the document`);
  return op as { parameters?: Json[]; requestBody?: { content: Record<string, Json> }; responses: Record<string, Json> };
};

describe('examples of the API reference', () => {
  it('each matches the schema beside it', () => {
    const compile = validator();
    const found = examplesOf(document.paths, '#/paths').concat(examplesOf(document.components.responses, '#/components/responses'));
    const problems = found.flatMap(({ where, schema, example }) => {
      const check = compile(schema);
      return check(example) ? [] : [`${where}: ${JSON.stringify(check.errors?.slice(0, 3))}`];
    });
    expect(problems).toEqual([]);
    // Bodies, answers, refusals and parameters: far more than the five hand-typed bodies the reference once had.
    expect(found.length).toBeGreaterThan(60);
  });

  it('gives every body validated with a core schema an example, which the API\'s own validator takes', () => {
    const bodies = Object.entries(document.paths).flatMap(([pathTemplate, ops]) => Object.entries(ops).flatMap(([method, op]) => {
      const json = (op as { requestBody?: { content: Record<string, Json> } }).requestBody?.content['application/json'];
      const name = typeof (json?.schema as Json | undefined)?.$ref === 'string' ? String((json!.schema as Json).$ref).split('/').pop()! : undefined;
      return name && requestSchemaNames.has(name) ? [{ key: `${method.toUpperCase()} ${pathTemplate}`, example: json!.example }] : [];
    }));
    expect(bodies.length).toBeGreaterThan(35);
    expect(bodies.filter((b) => b.example === undefined).map((b) => b.key)).toEqual([]);
    // Schema and rules across fields (a deal price under the original, an end after the start) alike.
    for (const [id, example] of Object.entries(REQUEST_EXAMPLES)) {
      expect(validate(id as SchemaId, structuredClone(example)).errors, id).toEqual([]);
    }
  });

  it('shows the answers an integrator reads first, and the error model\'s refusals', () => {
    const answers = [
      'GET /api/deals 200', 'GET /api/deals/{id} 200', 'GET /api/deals/suggest 200', 'POST /api/auth/login 200', 'POST /api/auth/register 201',
      'GET /api/user/profile 200', 'PUT /api/user/profile 200', 'POST /api/coupons 201', 'GET /api/user/coupons 200', 'PUT /api/coupons/{id}/use 200',
      'POST /api/widget-claims/code 202', 'POST /api/widget-claims/verify 200', 'POST /api/widget-claims 201', 'POST /api/business/redeem 200',
      'GET /api/business/redemptions 200', 'POST /api/reviews 201', 'GET /api/user/reviews 200', 'GET /api/businesses/{id}/reviews 200',
      'GET /api/business/reviews 200', 'PUT /api/business/reviews/{id}/reply 200', 'POST /api/partners/register 201', 'GET /api/partner/report 200',
      'PUT /api/partner/ref 200', 'GET /api/partner/webhook 200', 'PUT /api/partner/webhook 200', 'GET /api/partner/webhook/deliveries 200',
      'POST /api/coupons 409', 'POST /api/widget-claims 409', 'POST /api/auth/login 401',
    ];
    const without = answers.filter((key) => {
      const status = key.split(' ')[2]!;
      const answer = operation(key.split(' ').slice(0, 2).join(' ')).responses[status] as { content?: Record<string, Json> } | undefined;
      return answer?.content?.['application/json']?.example === undefined;
    });
    expect(without).toEqual([]);
    const refusals = ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'TooManyRequests'];
    for (const name of refusals) {
      const content = (document.components.responses[name] as { content: Record<string, Json> }).content['application/json']!;
      expect(content.example, name).toMatchObject({ message: expect.any(String) });
    }
    // The invalid input's example is what core's validator says of it: one error per field.
    expect((document.components.responses.BadRequest as { content: Record<string, Json> }).content['application/json']!.example)
      .toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field: 'email' }), expect.objectContaining({ field: 'password' })]) });
  });

  it('shows the demo data: its deals, businesses and deal hunter', () => {
    const deals = (operation('GET /api/deals').responses['200'] as { content: Record<string, Json> }).content['application/json']!.example as Array<Json & { business: Json }>;
    expect(deals[0]).toMatchObject({ title: 'Sunset Seafood Platter for Two', business: { companyName: 'Reefside Grill' } });
    const login = operation('POST /api/auth/login');
    expect(login.requestBody!.content['application/json']!.example).toEqual({ email: 'shopper@dadeal.test', password: 'DaDeal-demo-2026' });
    expect((login.responses['200'] as { content: Record<string, Json> }).content['application/json']!.example).toMatchObject({ user: { email: 'shopper@dadeal.test', firstName: 'Noelani' } });
  });
});

describe('query parameters from core\'s schemas', () => {
  it('documents a query string core validates from its schema: each property, its schema, whether it is required', () => {
    const since = operation('GET /api/business/redemptions').parameters!.find((p) => p.name === 'since')!;
    expect(since).toMatchObject({ in: 'query', required: true, schema: { type: 'string', format: 'dadeal-date' } });
    expect(since.description).toMatch(/counter/);
    const q = operation('GET /api/geocode').parameters!.find((p) => p.name === 'q')!;
    expect(q).toMatchObject({ in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } });
    // What a broken rule answers, as for a body's fields.
    expect(q.schema).toHaveProperty('x-error-messages');
  });

  it('is how every route whose handler validates its query with a core schema documents it', () => {
    // The handlers' `validate('…-query', …)`, read from the sources, against the route docs' querySchema.
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const validated = new Set(files.flatMap((f) => [...readFileSync(path.join(src, f), 'utf8').matchAll(/validate\('([a-z-]+-query)'/g)].map((m) => m[1]!)));
    expect(validated.size).toBeGreaterThan(0);
    const documented = new Set(routeEntries(t.app.routers).map((r) => docOf(r)?.querySchema).filter(Boolean));
    expect([...validated].filter((id) => !documented.has(id as never))).toEqual([]);
  });
});

describe('GET /api/openapi.json\'s answer', () => {
  it('is described, and the document is what the description says', () => {
    const answer = operation('GET /api/openapi.json').responses['200'] as { content: Record<string, { schema: Json }> };
    const schema = answer.content['application/json']!.schema;
    expect(schema).toMatchObject({ required: ['openapi', 'info', 'paths', 'components'], properties: { openapi: { const: '3.1.0' } } });
    expect(schema.externalDocs).toEqual(expect.objectContaining({ url: 'https://spec.openapis.org/oas/v3.1.0' }));
    const check = validator()(schema);
    expect(check(document), JSON.stringify(check.errors)).toBe(true);
  });
});
