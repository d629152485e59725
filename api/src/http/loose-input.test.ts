// Loose input found by testing the running product from outside: closed values with surrounding spaces,
// an e-mail holding a line break, a JSON array where an object is expected, an oversized JSON body. Each was stored,
// acted on or mislabelled before its fix; the trimming decision itself is core's (schemas/fields.ts, trimmingOf).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '../features/accounts/business.model.js';
import type { User } from '../features/accounts/user.model.js';
import { signAdminToken } from '../features/admin/admin-tokens.js';
import { createAdmin } from '../features/admin/admins.service.js';
import { bearer, createBusiness, createDeal, createUser } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let user: User;
let owner: { user: User; business: Business };
let adminToken: string;
let dealId: number;
const http = () => request(t.app.callback());
const count = async (table: string) => Number((await t.db(table).count<{ n: string }[]>({ n: '*' }))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db);
  owner = await createBusiness(t.db);
  dealId = (await createDeal(t.db, owner.business)).id;
  const admin = await createAdmin(t.db, { email: 'ops@island.example', password: 'admin-pass-1', firstName: 'Ops', lastName: 'Admin' });
  adminToken = signAdminToken(t.config.jwtSecret, admin.id);
});
afterAll(() => t?.close());

const newDeal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunset paddle',
  description: 'Ninety minutes on the lagoon at sunset.',
  originalPrice: '40.00',
  dealPrice: '25.00',
  category: 'Monthly',
  businessCategory: 'beach-activity',
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  totalCoupons: 10,
  ...overrides,
});

describe('closed values are taken exactly as sent', () => {
  it('refuses a deal category with surrounding spaces, and creates nothing', async () => {
    const before = await count('deals');
    const res = await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user)).send(newDeal({ category: ' Monthly ' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'category', message: 'Category must be one of Monthly, Weekly, Last-Minute' });
    expect(await count('deals')).toBe(before);
  });

  it('refuses a user type with a leading space at sign-up', async () => {
    const res = await http().post('/api/auth/register').send({
      email: 'spaced@island.example', password: 'sunny-beach-8', firstName: 'Ana', lastName: 'Kai', phoneNumber: '555', userType: ' user',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('userType');
    expect(await t.db('users').where({ email: 'spaced@island.example' }).first()).toBeUndefined();
  });

  it('refuses a payment order whose currency, intent or plan id carries spaces', async () => {
    const auth = bearer(t.config.jwtSecret, owner.user);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: '5.00', currency: ' USD', intent: 'CAPTURE' }, 'currency', 'Currency must be USD'],
      [{ amount: '5.00', currency: 'USD', intent: 'CAPTURE ' }, 'intent', 'Intent must be CAPTURE'],
      [{ dealId, planId: ' quick ', currency: 'USD', intent: 'CAPTURE' }, 'planId', 'Please choose a plan'],
    ];
    for (const [body, field, message] of cases) {
      const res = await http().post('/api/paypal/order').set(auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect(await count('payments')).toBe(0);
  });
});

describe('e-mails', () => {
  it('refuses an e-mail with a line break at sign-up and at the contact form, and still trims spaces', async () => {
    for (const email of ['new@island.example\n', 'new@island.example\r\nBcc: all@island.example']) {
      const res = await http().post('/api/auth/register').send({ email, password: 'sunny-beach-8', firstName: 'Ana', lastName: 'Kai', phoneNumber: '555', userType: 'user' });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['email']);
    }
    expect(await t.db('users').where('email', 'like', 'new@%').first()).toBeUndefined();
    const ok = await http().post('/api/auth/register').send({ email: '  new@island.example ', password: 'sunny-beach-8', firstName: 'Ana', lastName: 'Kai', phoneNumber: '555', userType: 'user' });
    expect(ok.status).toBe(201);
  });
});

describe('JSON bodies', () => {
  /** Every POST, PUT and PATCH the mounted routers answer that reads a body, with real ids in place of parameters. */
  function writeRoutes(): Array<{ method: string; path: string }> {
    const routes = new Map<string, { method: string; path: string }>();
    for (const router of t.app.routers) {
      for (const layer of router.stack) {
        for (const method of layer.methods) {
          if (!['POST', 'PUT', 'PATCH'].includes(method)) continue;
          // The view beacon reads no body at all (sendBeacon sends none or text/plain): nothing in it is acted on.
          // The upload reads multipart only, after its account check.
          if (String(layer.path).endsWith('/view') || layer.path === '/api/upload') continue;
          const path = String(layer.path).replace(/:[A-Za-z]+/g, String(dealId));
          routes.set(`${method} ${path}`, { method, path });
        }
      }
    }
    return [...routes.values()];
  }

  it('refuses a JSON array where an object is expected with 400 on every endpoint, whoever asks', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const callers = [{}, bearer(t.config.jwtSecret, user), bearer(t.config.jwtSecret, owner.user), { Authorization: `Bearer ${adminToken}` }];
    for (const { method, path } of routes) {
      for (const headers of callers) {
        const res = await http()[method.toLowerCase() as 'post' | 'put' | 'patch'](path).set(headers).set('Content-Type', 'application/json').send('[{"dealId":1}]');
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body, `${method} ${path}`).toEqual({ message: 'A JSON object is required' });
      }
    }
  });

  it('answers a JSON body over the limit with 413 "Request body too large", not the upload\'s message', async () => {
    const res = await http().post('/api/contact').set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'A', email: 'a@island.example', subject: 'x', message: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body too large' });
  });
});
