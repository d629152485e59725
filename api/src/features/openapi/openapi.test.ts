// The API's OpenAPI document: generated from the mounted route tables, so every route is in it with its doc() (a route
// without one fails here), it is a valid OpenAPI 3.1 document (a maintained validator says so), docs/openapi.json is
// what the code generates, and GET /api/openapi.json answers it with an ETag. The reference page's files are served
// under their own policy (the page itself is loaded in Chromium by api-docs.e2e.test.ts).
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docOf, routeEntries } from '../../http/openapi.js';
import { createTestApp, testDbKind, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createPartner, createUser, TEST_PASSWORD } from '../../testing/factories.js';
import { createAdmin } from '../admin/admins.service.js';
import { DOCS_CONTENT_SECURITY_POLICY } from './openapi.routes.js';
import { OPENAPI_FILE, openApiText } from './openapi-file.js';
import { API_OPERATIONS_FILE, apiOperationsText } from '../../http/api-operations-file.js';

let t: TestApp;
let document: { paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, unknown> }>> } & Record<string, unknown>;
let etag: string;
const http = () => request(t.app.callback());

beforeAll(async () => {
  t = await createTestApp();
  const res = await http().get('/api/openapi.json').expect(200);
  document = JSON.parse(res.text);
  etag = res.headers.etag!;
});
afterAll(() => t?.close());

const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document of the API', () => {
  it('documents every route the app mounts: a route without doc() and a summary is named here', () => {
    const undocumented = routeEntries(t.app.routers).filter((r) => !docOf(r)?.summary?.trim()).map((r) => `${r.method} ${r.path}`);
    expect(undocumented, 'add doc({ summary, responses }) as the route\'s first middleware (http/route-doc.ts)').toEqual([]);
    const missing = routeEntries(t.app.routers).filter((r) => !document.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('gives every caller kind its group, every guarded route its security scheme and its 401, every answer a description', () => {
    const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, ...op })));
    const tags = new Set(operations.flatMap((op) => op.tags ?? []));
    for (const kind of ['Public', 'User', 'Business', 'Staff', 'Partner', 'Widget claim', 'Admin', 'Account', 'Operations']) expect(tags, kind).toContain(kind);
    const schemes = (document.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['adminToken', 'claimToken', 'metricsToken', 'operationsToken', 'userToken']);
    const of = (key: string) => operations.find((op) => op.key === key)!;
    expect(of('POST /api/coupons').security).toEqual([{ userToken: [] }]);
    expect(of('GET /api/admin/users').security).toEqual([{ adminToken: [] }]);
    expect(of('POST /api/widget-claims').security).toEqual([{ claimToken: [] }]);
    expect(of('GET /metrics').security).toEqual([{ metricsToken: [] }]);
    expect(of('GET /api/deals').security).toEqual([]);
    for (const op of operations) {
      if (op.security?.length && !op.security.some((s) => Object.keys(s as object).length === 0)) expect(op.responses, op.key).toHaveProperty('401');
    }
    // A validated body: core's schema by reference, and its 400 with the error model.
    const claim = of('POST /api/coupons') as unknown as { requestBody: { content: Record<string, { schema: { $ref: string } }> }; responses: Record<string, { $ref?: string }> };
    expect(claim.requestBody.content['application/json']!.schema.$ref).toBe('#/components/schemas/CouponClaim');
    expect(claim.responses['400']!.$ref).toBe('#/components/responses/BadRequest');
  });

  it('is the committed docs/openapi.json (npm run openapi writes it)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8'), 'docs/openapi.json is stale: run `npm run openapi`').toBe(openApiText(document));
  });

  it('gives the clients the committed core/src/api-operations.generated.ts (npm run openapi writes it)', () => {
    const text = apiOperationsText(document as Parameters<typeof apiOperationsText>[0]);
    expect(readFileSync(API_OPERATIONS_FILE, 'utf8'), 'core/src/api-operations.generated.ts is stale: run `npm run openapi`').toBe(text);
  });

  it('is answered with an ETag, and 304 to a client that has it', async () => {
    expect(etag).toMatch(/^"[\w-]+"$/);
    await http().get('/api/openapi.json').set('If-None-Match', etag).expect(304);
    const again = await http().get('/api/openapi.json').expect(200);
    expect(again.headers.etag).toBe(etag);
  });

  it('serves the reference page and its scripts from this origin under the page\'s own policy', async () => {
    const page = await http().get('/api/docs').expect(200).expect('Content-Type', /text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(page.text).not.toMatch(/https?:\/\//);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['/api/docs/assets/standalone.js', '/api/docs/start.js']);
    for (const src of scripts) await http().get(src).expect(200).expect('Content-Type', /javascript/);
    await http().get('/api/docs/assets/../package.json').expect(404);
    await http().get('/api/docs/assets/nothing-here.js').expect(404);
  });
});

describe('contract check (createTestApp({ contract: true }))', () => {
  it('holds the answers a client gets, refusals included, against the document', async () => {
    const c = await createTestApp({ contract: true });
    try {
      const api = () => request(c.app.callback());
      await api().get('/api/deals').expect(200);
      await api().get('/api/deals/999999').expect(404);
      await api().get('/api/deals/abc').expect(400);
      await api().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password-1' }).expect(401);
      await api().post('/api/auth/login').send({}).expect(400);
      await api().get('/api/user/profile').expect(401);
      await api().post('/api/contact').set('Content-Type', 'text/plain').send('hello').expect(415);
      await api().get('/api/health').expect(200);
      await api().get('/api/nothing-here').expect(404); // no route: not an operation's answer
      expect(c.contractProblems).toEqual([]);
      // Readiness while the process drains: its 503 is documented too.
      c.app.deps.lifecycle.draining = true;
      await api().get('/api/ready').expect(503);
      c.app.deps.lifecycle.draining = false;
      expect(c.contractProblems).toEqual([]);
    } finally {
      await c.close();
    }
  });
});

describe('contract check catches what the document does not say', () => {
  it('names an undocumented status and a field the type does not have, and the test app refuses to close quietly over them', async () => {
    const c = await createTestApp({ contract: true });
    const deal = await createDeal(c.db, (await createBusiness(c.db)).business);
    // Just inside the check: a teapot for one call, a leaked column on a deal's answer.
    c.app.middleware.splice(1, 0, async (ctx, next) => {
      await next();
      if (ctx.path === '/api/health' && ctx.query.teapot) ctx.status = 418;
      if (ctx.path === `/api/deals/${deal.id}`) {
        const body = Buffer.isBuffer(ctx.body) || typeof ctx.body === 'string' ? JSON.parse(String(ctx.body)) : ctx.body;
        ctx.body = { ...body, passwordHash: 'leaked' };
      }
      // A time that is no instant (the document says date-time): the formats are held too.
      if (ctx.path === '/api/deals') {
        const body = Buffer.isBuffer(ctx.body) || typeof ctx.body === 'string' ? JSON.parse(String(ctx.body)) : ctx.body;
        ctx.body = (body as Array<Record<string, unknown>>).map((d) => ({ ...d, createdAt: 'last Tuesday' }));
      }
    });
    const api = () => request(c.app.callback());
    await api().get('/api/health?teapot=1').expect(418);
    await api().get(`/api/deals/${deal.id}`).expect(200);
    await api().get('/api/deals').expect(200);
    expect(c.contractProblems).toEqual([
      'GET /api/health answered 418, which the document does not list',
      expect.stringMatching(/^GET \/api\/deals\/\{id\} 200: .*must NOT have unevaluated properties/),
      expect.stringMatching(/^GET \/api\/deals 200: .*createdAt must match format "date-time"/),
    ]);
    await expect(c.close()).rejects.toThrow(/answers that break the OpenAPI document[\s\S]*answered 418/);
  });
});

describe('contract check of the operations outside the route tables', () => {
  it('holds the running server\'s backup download to its document: refused without the token, the archive with it', async () => {
    // A server on PGlite offers it (the embedded database has one owner); on PostgreSQL `dadeal backup` runs pg_dump.
    const pglite = testDbKind() === 'pglite';
    const c = await createTestApp({ contract: true, operationsToken: pglite ? 'operations-token-of-this-test' : undefined });
    try {
      if (!pglite) {
        await request(c.app.callback()).post('/api/operations/backup').expect(404);
        return;
      }
      await request(c.app.callback()).post('/api/operations/backup').expect(401);
      const archive = await request(c.app.callback()).post('/api/operations/backup').set('Authorization', 'Bearer operations-token-of-this-test')
        .buffer(true).parse((res, done) => { const parts: Buffer[] = []; res.on('data', (b: Buffer) => parts.push(b)); res.on('end', () => done(null, Buffer.concat(parts))); });
      expect(archive.status).toBe(200);
      expect(archive.headers['content-type']).toBe('application/x-tar');
      expect((archive.body as Buffer).length).toBe(Number(archive.headers['content-length']));
      expect(c.contractProblems).toEqual([]);
    } finally {
      await c.close();
    }
  });
});

describe('contract check over the most used calls, with data', () => {
  // Each answer held against its core type's schema, objects closed: a field missing, mistyped or not in the type is
  // named here (docs/decisions/0115-answer-schemas-from-core-types.md).
  it('finds every answer of a deal hunter, a business, a partner and an administrator as core types it', async () => {
    const c = await createTestApp({ contract: true });
    try {
      const api = () => request(c.app.callback());
      const secret = c.config.jwtSecret;
      const owner = await createBusiness(c.db);
      const deal = await createDeal(c.db, owner.business, { title: 'Reef snorkel tour', termsConditions: 'Bring a towel' });
      const second = await createDeal(c.db, owner.business, { isFeatured: true });
      const shopper = await createUser(c.db, { firstName: 'Kalani' });
      const partner = await createPartner(c.db, { ref: null });
      const as = bearer(secret, shopper);
      const asOwner = bearer(secret, owner.user);
      const asPartner = bearer(secret, partner.user);

      // Public
      await api().get('/api/deals').expect(200);
      await api().get(`/api/deals/${deal.id}`).expect(200);
      await api().get('/api/deals/suggest?q=reef').expect(200);
      await api().get(`/api/businesses/${owner.business.id}/reviews`).expect(200);
      await api().get('/api/featuring/plans').expect(200);
      await api().get('/api/paypal/config').expect(200);
      // A deal hunter
      await api().post('/api/auth/login').send({ email: shopper.email, password: TEST_PASSWORD }).expect(200);
      await api().get('/api/user/profile').set(as).expect(200);
      await api().put('/api/user/profile').set(as).send({ firstName: 'Kalani' }).expect(200);
      const claimed = await api().post('/api/coupons').set(as).send({ dealId: deal.id }).expect(201);
      const other = await api().post('/api/coupons').set(as).send({ dealId: second.id }).expect(201);
      await api().get('/api/user/coupons').set(as).expect(200);
      await api().get(`/api/coupons/${claimed.body.coupon.id}/downloads`).set(as).expect(200);
      await api().put(`/api/coupons/${claimed.body.coupon.id}/use`).set(as).expect(200);
      await api().post('/api/favorites').set(as).send({ dealId: deal.id }).expect(201);
      await api().get('/api/user/favorites').set(as).expect(200);
      await api().delete(`/api/favorites/${deal.id}`).set(as).expect(200);
      await api().get('/api/user/stats').set(as).expect(200);
      const review = await api().post('/api/reviews').set(as).send({ couponId: claimed.body.coupon.id, rating: 5, text: 'Turtles!' }).expect(201);
      await api().get('/api/user/reviews').set(as).expect(200);
      await api().get('/api/user/export').set(as).expect(200);
      // A business
      await api().post('/api/deals').set(asOwner).send({
        title: 'Sunset paddle', description: 'A 90-minute paddle at sunset', originalPrice: '40.00', dealPrice: '25.00', category: 'Weekly',
        businessCategory: 'beach-activity', startDate: new Date(Date.now() - 3600_000).toISOString(), endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        totalCoupons: 20, termsConditions: null, imageUrl: null,
      }).expect(201);
      await api().get('/api/business/deals').set(asOwner).expect(200);
      await api().get('/api/business/stats').set(asOwner).expect(200);
      await api().get('/api/business/funnel').set(asOwner).expect(200);
      await api().get('/api/business/places').set(asOwner).expect(200);
      await api().get('/api/business/staff').set(asOwner).expect(200);
      await api().get('/api/business/search-words').set(asOwner).expect(200);
      await api().get(`/api/business/deals/${deal.id}/coupons`).set(asOwner).expect(200);
      await api().post('/api/business/redeem').set(asOwner).send({ couponCode: other.body.coupon.couponCode }).expect(200);
      await api().get(`/api/business/redemptions?since=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`).set(asOwner).expect(200);
      await api().get('/api/business/reviews').set(asOwner).expect(200);
      await api().get('/api/business/reviews/summary').set(asOwner).expect(200);
      await api().put(`/api/business/reviews/${review.body.review.id}/reply`).set(asOwner).send({ text: 'Mahalo!' }).expect(200);
      // A partner
      await api().get('/api/partner/report').set(asPartner).expect(200);
      await api().put('/api/partner/ref').set(asPartner).send({ ref: 'island-times' }).expect(200);
      await api().get('/api/partner/webhook').set(asPartner).expect(200);
      await api().get('/api/partner/webhook/deliveries').set(asPartner).expect(200);
      // An administrator
      await createAdmin(c.db, { email: 'ops@dadeal.test', password: 'admin-secret-1', firstName: 'Ops', lastName: 'Admin' });
      const admin = await api().post('/api/admin/login').send({ email: 'ops@dadeal.test', password: 'admin-secret-1' }).expect(200);
      const asAdmin = { Authorization: `Bearer ${admin.body.token}` };
      for (const [list, id] of [['users', shopper.id], ['businesses', owner.business.id], ['deals', deal.id], ['reviews', review.body.review.id]] as const) {
        await api().get(`/api/admin/${list}`).set(asAdmin).expect(200);
        await api().get(`/api/admin/${list}/${id}`).set(asAdmin).expect(200);
      }
      const audit = await api().get('/api/admin/audit').set(asAdmin).expect(200);
      await api().get(`/api/admin/audit/${audit.body[0].id}`).set(asAdmin).expect(200);
      expect(c.contractProblems).toEqual([]);
    } finally {
      await c.close();
    }
  }, 120_000);
});
