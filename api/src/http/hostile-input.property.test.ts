// Hostile input, property-based (fast-check): every JSON endpoint gets bodies made from a valid one by its core
// schema's own fields — wrong types, missing fields, extra and `__proto__`/`constructor`/`prototype` keys, huge strings,
// deep nesting, control characters and lone surrogates, impossible dates, three-decimal prices, zero and negative
// coupons. Whatever comes, the answer is never a 5xx; a 4xx is CONTRACT §3 JSON ({message, errors?}); a refused
// request changes no row; nothing reaches Object.prototype; and the process keeps serving.
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas, validate, type SchemaId } from '@dadeal/core';
import type { Business } from '../features/accounts/business.model.js';
import type { User } from '../features/accounts/user.model.js';
import { signAdminToken } from '../features/admin/admin-tokens.js';
import { createAdmin } from '../features/admin/admins.service.js';
import { bearer, createBusiness, createDeal, createUser } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Runs per endpoint: ~20 endpoints × RUNS requests keeps the file well under 30 s on PGlite. */
const RUNS = 14;

let t: TestApp;
let user: User;
let owner: { user: User; business: Business };
let target: User;
let dealId: number;
let adminToken: string;
const http = () => request(t.app.callback());

type Caller = 'visitor' | 'user' | 'owner' | 'admin';
interface Endpoint {
  method: 'post' | 'put';
  path: () => string;
  schema: SchemaId;
  caller: Caller;
  valid: () => Record<string, unknown>;
}

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const dealBody = () => ({
  title: 'Reef snorkel', description: 'Two hours on the reef with a guide.', originalPrice: '40.00', dealPrice: '25.00',
  category: 'Weekly', businessCategory: 'beach-activity', startDate: later(0), endDate: later(7), totalCoupons: 10,
});

const ENDPOINTS: Endpoint[] = [
  { method: 'post', path: () => '/api/auth/register', schema: 'register', caller: 'visitor',
    valid: () => ({ email: 'new@hostile.test', password: 'long-enough-1', firstName: 'Kai', lastName: 'Lee', phoneNumber: '+1 808 555 0101', userType: 'user' }) },
  { method: 'post', path: () => '/api/auth/login', schema: 'login', caller: 'visitor', valid: () => ({ email: user.email, password: 'wrong-password-1' }) },
  { method: 'post', path: () => '/api/auth/forgot-password', schema: 'email-only', caller: 'visitor', valid: () => ({ email: 'nobody@hostile.test' }) },
  { method: 'post', path: () => '/api/auth/resend-verification', schema: 'email-only', caller: 'visitor', valid: () => ({ email: 'nobody@hostile.test' }) },
  { method: 'post', path: () => '/api/auth/reset-password', schema: 'reset-password', caller: 'visitor', valid: () => ({ token: 'not-a-real-token', newPassword: 'long-enough-2' }) },
  { method: 'post', path: () => '/api/admin/login', schema: 'admin-login', caller: 'visitor', valid: () => ({ email: 'nobody@hostile.test', password: 'wrong-password-1' }) },
  { method: 'post', path: () => '/api/contact', schema: 'contact', caller: 'visitor',
    valid: () => ({ name: 'Leilani', email: 'leilani@hostile.test', userType: 'user', subject: 'A question here', message: 'How long does a coupon stay valid?' }) },
  { method: 'put', path: () => '/api/user/profile', schema: 'profile-update', caller: 'user', valid: () => ({ firstName: 'Kalani', phoneNumber: '+1 808 555 0000' }) },
  { method: 'post', path: () => '/api/coupons', schema: 'coupon-claim', caller: 'user', valid: () => ({ dealId }) },
  { method: 'post', path: () => '/api/favorites', schema: 'deal-ref', caller: 'user', valid: () => ({ dealId }) },
  { method: 'post', path: () => '/api/business/redeem', schema: 'coupon-redeem', caller: 'owner', valid: () => ({ couponCode: 'NOPE-NOPE' }) },
  { method: 'post', path: () => '/api/deals', schema: 'deal-create', caller: 'owner', valid: dealBody },
  { method: 'post', path: () => '/api/paypal/order', schema: 'paypal-order', caller: 'owner', valid: () => ({ planId: 'quick', dealId }) },
  { method: 'post', path: () => `/api/deals/${dealId}/feature`, schema: 'deal-feature', caller: 'owner',
    valid: () => ({ planId: 'quick', amount: '5.00', paymentMethod: 'paypal', paypalOrderId: 'TEST-NONE-1' }) },
  { method: 'post', path: () => '/api/admin/users', schema: 'admin-user-create', caller: 'admin',
    valid: () => ({ firstName: 'Ana', lastName: 'Lee', email: 'ana@hostile.test', password: 'long-enough-3', phoneNumber: '+1 808 555 0102', userType: 'user' }) },
  { method: 'post', path: () => '/api/admin/create-business-user', schema: 'admin-business-user-create', caller: 'admin',
    valid: () => ({ firstName: 'Bo', lastName: 'Ko', email: 'bo@hostile.test', password: 'long-enough-4', phoneNumber: '+1 808 555 0103', userType: 'business', companyName: 'Bo Surf', contactNumber: '+1 808 555 0104' }) },
  { method: 'post', path: () => '/api/admin/deals', schema: 'admin-deal-create', caller: 'admin', valid: () => ({ ...dealBody(), businessId: owner.business.id }) },
  { method: 'put', path: () => `/api/admin/users/${target.id}`, schema: 'admin-user-update', caller: 'admin', valid: () => ({ firstName: 'Target' }) },
  { method: 'put', path: () => `/api/admin/businesses/${owner.business.id}`, schema: 'admin-business-update', caller: 'admin', valid: () => ({ companyName: 'Lagoon Co' }) },
  { method: 'put', path: () => `/api/admin/deals/${dealId}`, schema: 'admin-deal-update', caller: 'admin', valid: () => ({ title: 'Reef snorkel' }) },
];

// Values as raw JSON text, so that what JSON.stringify cannot write (1e400, lone surrogates, depth) is sent too.
const json = (v: unknown) => JSON.stringify(v);
const control = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 8 });
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true })).map(json),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }).map(json),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }).map(json),
  fc.tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 })).map(([a, c, b]) => json(`${a}${c}${b}`)),
  fc.constantFrom('"\\ud800"', '"a\\udfffb"', '"\\u0000"', '1e400', '-1e400', '123456789012345678901234567890'),
  fc.constantFrom(300, 5_000, 60_000).map((n) => json('x'.repeat(n))),
  fc.integer({ min: 50, max: 3_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 50, max: 1_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('2026-02-30', '2026-02-29T10:00', '2026-12-01T24:00', '2026-12-01T23:60', '0000-01-01', '0000-12-31T23:59:59Z',
    '2026-06-31', '9999-99-99', '+275760-09-13T00:00:00Z', '2026-01-01T00:00:00+25:00', '').map(json),
  fc.constantFrom('"12.345"', '12.345', '"-1.00"', '-5', '"1e3"', '"NaN"', '0.001', '"0.00"', '19.999'),
  fc.constantFrom(0, -1, -100, 1.5, 1_000_001, 2 ** 53, 2 ** 31).map(json),
);
const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'createdAt', 'isAdmin', 'role', 'userId', 'businessId', 'usedCoupons', 'tokenVersion');

type Mutation = { kind: 'set'; field: string; value: string } | { kind: 'drop'; field: string } | { kind: 'extra'; key: string; value: string };

function mutationsFor(schema: SchemaId): fc.Arbitrary<Mutation[]> {
  const fields = Object.keys((schemas[schema] as { properties?: Record<string, unknown> }).properties ?? {});
  const field = fc.constantFrom(...fields);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), field, value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), field }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: extraKey, value: hostileValue }) },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** The valid body with the mutations applied, written as JSON text (values are raw JSON already). */
function bodyText(valid: Record<string, unknown>, mutations: Mutation[]): string {
  const entries = new Map<string, string>(Object.entries(valid).map(([k, v]) => [k, json(v)]));
  for (const m of mutations) {
    if (m.kind === 'set') entries.set(m.field, m.value);
    else if (m.kind === 'drop') entries.delete(m.field);
    else entries.set(m.key, m.value);
  }
  return `{${[...entries].map(([k, v]) => `${json(k)}:${v}`).join(',')}}`;
}

const COUNTED = ['users', 'businesses', 'deals', 'coupons', 'favorites', 'payments', 'contact_messages', 'admins', 'email_tokens', 'mail_outbox'];
async function rowCounts(): Promise<Record<string, number>> {
  const row = (await t.db.raw(`select ${COUNTED.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')}`)).rows[0];
  return row as Record<string, number>;
}

beforeAll(async () => {
  t = await createTestApp();
  [user, owner, target] = await Promise.all([createUser(t.db), createBusiness(t.db), createUser(t.db)]);
  dealId = (await createDeal(t.db, owner.business, { totalCoupons: 1_000 })).id;
  const admin = await createAdmin(t.db, { email: 'root@hostile.test', password: 'admin-pass-1234', firstName: 'Root', lastName: 'Admin', role: 'super_admin' });
  adminToken = signAdminToken(t.config.jwtSecret, admin.id);
});
afterAll(() => t?.close());

function headersFor(caller: Caller): Record<string, string> {
  if (caller === 'user') return bearer(t.config.jwtSecret, user);
  if (caller === 'owner') return bearer(t.config.jwtSecret, owner.user);
  if (caller === 'admin') return { Authorization: `Bearer ${adminToken}` };
  return {};
}

describe('hostile JSON bodies, property-based', () => {
  it('the valid base body of every endpoint passes its schema (so mutations test more than a missing field)', async () => {
    for (const e of ENDPOINTS) {
      const res = await http()[e.method](e.path()).set(headersFor(e.caller)).set('Content-Type', 'application/json').send(bodyText(e.valid(), []));
      expect(res.status, `${e.method} ${e.path()}`).toBeLessThan(500);
      expect(validate(e.schema, e.valid()).errors, `${e.schema}`).toEqual([]);
    }
  });

  for (const e of ENDPOINTS) {
    it(`${e.method.toUpperCase()} with the ${e.schema} schema as ${e.caller}: never a 5xx, a §3 error, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(mutationsFor(e.schema), async (mutations) => {
          const body = bodyText(e.valid(), mutations);
          const before = await rowCounts();
          const res = await http()[e.method](e.path()).set(headersFor(e.caller)).set('Content-Type', 'application/json').send(body);
          expect(res.status, body.slice(0, 300)).toBeLessThan(500);
          expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype untouched').toBeUndefined();
          if (res.status >= 400) {
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            expect(res.body.message, body.slice(0, 300)).toBeTypeOf('string');
            if (res.body.errors !== undefined) {
              expect(Array.isArray(res.body.errors)).toBe(true);
              for (const err of res.body.errors) expect(err).toEqual({ field: expect.any(String), message: expect.any(String) });
            }
            expect(await rowCounts(), `refused ${res.status}: ${body.slice(0, 300)}`).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('hostile query strings', () => {
  it('the public listing answers 200 or a §3 400 to any parameter, never a 5xx', async () => {
    const param = fc.constantFrom('search', 'category', 'businessCategory', 'isFeatured', 'limit', 'offset', 'page', 'sort');
    const value = fc.oneof(fc.string({ maxLength: 20 }), control, fc.constantFrom('-1', '1e9', '99999999999999999999', 'NaN', '%00', '[]', '{}', 'x'.repeat(3_000)));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(param, value), { minLength: 1, maxLength: 3 }), async (pairs) => {
        const qs = new URLSearchParams(pairs).toString();
        const res = await http().get(`/api/deals?${qs}`);
        expect([200, 400], qs).toContain(res.status);
        if (res.status === 400) expect(res.body.message).toBeTypeOf('string');
      }),
      { numRuns: 40 },
    );
  });

  it('the admin lists answer 200 or a §3 400 to any sort, range and filter', async () => {
    const junk = fc.oneof(fc.string({ maxLength: 30 }), fc.json({ maxDepth: 3 }), control,
      fc.constantFrom('["id","ASC"]', '["__proto__","DESC"]', '[0,1e9]', '[-5,2]', '{"createdAt_gte":"2026-02-30"}', '{"createdAt_lte":"0000-01-01"}', '{"q":"\\u0000"}', '{"id":["x"]}'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('users', 'businesses', 'deals', 'audit'), fc.constantFrom('sort', 'range', 'filter'), junk, async (resource, name, raw) => {
        const res = await http().get(`/api/admin/${resource}?${new URLSearchParams({ [name]: raw })}`).set(headersFor('admin'));
        expect([200, 400], `${resource} ${name}=${raw}`).toContain(res.status);
        if (res.status === 400) expect(res.body.message).toBeTypeOf('string');
      }),
      { numRuns: 40 },
    );
  });
});

describe('after all of it', () => {
  it('the process still serves', async () => {
    await http().get('/api/health').expect(200);
    await http().get('/api/deals').expect(200);
  });
});
