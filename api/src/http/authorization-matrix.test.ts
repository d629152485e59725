// The authorization matrix, generated from the route tables createApp mounts (app.routers): every route × every kind
// of caller, forged tokens included, answers what its access rule says. A route missing from ACCESS below fails the
// test, so a new route cannot escape it. Then IDOR: another account's coupon, deal, favourite and payment cannot be
// used, deleted, featured or captured, and the database is left exactly as it was.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '../features/accounts/business.model.js';
import { ISSUER, USER_AUDIENCE } from '../features/accounts/tokens.js';
import type { User } from '../features/accounts/user.model.js';
import { ADMIN_AUDIENCE, signAdminToken } from '../features/admin/admin-tokens.js';
import { createAdmin } from '../features/admin/admins.service.js';
import { CLAIM_AUDIENCE } from '../features/widget-claims/claim-token.js';
import { bearer, createBusiness, createDeal, createPartner, createStaff, createUser, tokenFor } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Who may call each route. public: anyone, whatever token it carries; account: a signed-in user or business;
 * user / business: that kind of account only (the other kind gets 403); accountOrAdmin: an account or an
 * administrator; admin: administrators only (an account's token gets 403). Staff accounts get 403 on all
 * of those; counter: a business or its staff (redeeming, the day's redemptions); anyAccount: any signed-in account,
 * staff included (the profile the site's session starts from); claimToken: only the short-lived token a partner widget's
 * mailed code gives — no account's or administrator's token, and that token nowhere else; ownAccount: any account but
 * staff, whom their business's owner deletes (DELETE /api/user/account, docs/decisions/0081); partner: a partner
 * account only (its report and webhook), which gets 403 on everything but those and anyAccount;
 * placeEditor: whoever edits a place — a business, a partner or an administrator (the address search).
 */
type Access = 'public' | 'account' | 'anyAccount' | 'ownAccount' | 'user' | 'business' | 'counter' | 'accountOrAdmin' | 'admin' | 'claimToken' | 'partner' | 'placeEditor';

const ACCESS: Record<string, Access> = {
  'GET /api/deals': 'public',
  'GET /api/deals/:id': 'public',
  'GET /api/deals/suggest': 'public', // search suggestions while typing; without q it answers 400 here
  'GET /api/deals/live': 'public', // the live counts' stream; without ids it answers 400 here
  'POST /api/deals/:id/view': 'public',
  'GET /api/health': 'public',
  // The API's reference: its OpenAPI document and the page that shows it.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/start.js': 'public',
  'GET /api/docs/theme.css': 'public',
  'GET /api/docs/assets/*file': 'public',
  'GET /api/ready': 'public',
  'GET /api/featuring/plans': 'public',
  'GET /api/paypal/config': 'public',
  'POST /api/contact': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/verify-email': 'public',
  // One-click unsubscribe: the signed token in the link is the only credential (RFC 8058), no session.
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
  'POST /api/admin/login': 'public',
  // Claiming inside a partner's widget: a code by e-mail, the code typed, then the claim with its token.
  'POST /api/widget-claims/code': 'public',
  'POST /api/widget-claims/verify': 'public',
  'POST /api/widget-claims': 'claimToken',
  // CORS preflights of the public reads and the view beacon (CONTRACT §3): no credentials, ever.
  ...Object.fromEntries([
    '/api/deals', '/api/deals/:id', '/api/deals/suggest', '/api/deals/live', '/api/deals/:id/view', '/api/featuring/plans',
    '/api/widget-claims/code', '/api/widget-claims/verify', '/api/widget-claims',
  ].map((p) => [`OPTIONS ${p}`, 'public'])),

  'GET /api/user/profile': 'anyAccount',
  'PUT /api/user/profile': 'account',
  // Own your data: every kind downloads its data; every kind but staff deletes itself (the matrix sends no proof: 400).
  'GET /api/user/export': 'anyAccount',
  'POST /api/user/account/deletion-code': 'ownAccount',
  'DELETE /api/user/account': 'ownAccount',
  'PUT /api/coupons/:id/use': 'account',

  'POST /api/coupons': 'user',
  'GET /api/user/coupons': 'user',
  // The coupon's calendar entry and Apple Wallet pass (the files also open by a download link's token: wallet.test.ts).
  'GET /api/coupons/:id/downloads': 'user',
  'GET /api/coupons/:id/calendar.ics': 'user',
  'GET /api/coupons/:id/wallet.pkpass': 'user',
  'POST /api/favorites': 'user',
  'DELETE /api/favorites/:dealId': 'user',
  'GET /api/user/favorites': 'user',
  'GET /api/user/stats': 'user',

  'POST /api/deals': 'business',
  'DELETE /api/deals/:id': 'business',
  'GET /api/business/deals': 'business',
  'POST /api/business/redeem': 'counter',
  'GET /api/business/redemptions': 'counter',
  'GET /api/business/deals/:id/coupons': 'business',
  'GET /api/business/places': 'business',
  'PUT /api/business/places': 'business',
  'GET /api/geocode': 'placeEditor', // "Find on the map"; without GEOCODER_URL it answers 404 here
  'GET /api/geocode/status': 'placeEditor',
  'GET /api/business/staff': 'business',
  'POST /api/business/staff': 'business',
  'DELETE /api/business/staff/:id': 'business',
  'GET /api/business/stats': 'business',
  'GET /api/business/funnel': 'business',
  'GET /api/business/search-words': 'business',
  'POST /api/deals/:id/feature': 'business',
  'POST /api/paypal/order': 'business',
  'POST /api/paypal/order/:orderId/capture': 'business',

  // Verified reviews: read by anyone, written by the holder of a redeemed coupon, reported by any account, answered
  // by the business, moderated by administrators.
  'GET /api/businesses/:id/reviews': 'public',
  'OPTIONS /api/businesses/:id/reviews': 'public',
  'POST /api/reviews': 'user',
  'PUT /api/reviews/:id': 'user',
  'DELETE /api/reviews/:id': 'user',
  'GET /api/user/reviews': 'user',
  'POST /api/reviews/:id/reports': 'account',
  'GET /api/business/reviews': 'business',
  'GET /api/business/reviews/summary': 'business',
  'PUT /api/business/reviews/:id/reply': 'business',
  'POST /api/admin/reviews/:id/hide': 'admin',
  'POST /api/admin/reviews/:id/restore': 'admin',

  'POST /api/upload': 'accountOrAdmin',

  // Partners: sign-up is public; the rest is the partner's own.
  'POST /api/partners/register': 'public',
  'GET /api/partner/report': 'partner',
  'GET /api/partner/report.csv': 'partner',
  'PUT /api/partner/ref': 'partner',
  'PUT /api/partner/place': 'partner',
  'DELETE /api/partner/place': 'partner',
  'GET /api/partner/webhook': 'partner',
  'PUT /api/partner/webhook': 'partner',
  'DELETE /api/partner/webhook': 'partner',
  'POST /api/partner/webhook/secret': 'partner',
  'GET /api/partner/webhook/deliveries': 'partner',
  'POST /api/partner/webhook/deliveries/:id/replay': 'partner',

  ...Object.fromEntries(['users', 'businesses', 'deals', 'audit', 'reviews'].flatMap((r) => [[`GET /api/admin/${r}`, 'admin'], [`GET /api/admin/${r}/:id`, 'admin']])),
  'PUT /api/admin/password': 'admin',
  'POST /api/admin/users': 'admin',
  'POST /api/admin/create-business-user': 'admin',
  'POST /api/admin/deals': 'admin',
  ...Object.fromEntries(['users', 'businesses', 'deals'].flatMap((r) => [[`PUT /api/admin/${r}/:id`, 'admin'], [`DELETE /api/admin/${r}/:id`, 'admin']])),
};

type Caller =
  | 'visitor' | 'claimer' | 'user' | 'otherUser' | 'owner' | 'otherBusiness' | 'staff' | 'partner' | 'superAdmin' | 'plainAdmin'
  | 'tampered' | 'expired' | 'algNone' | 'otherKey' | 'tamperedAdmin' | 'expiredAdmin' | 'algNoneAdmin' | 'otherKeyAdmin';

/** 'ok' means the caller got past the access rule: any answer but 401 or 403 (and never a 5xx). */
type Outcome = 'ok' | 401 | 403;

const FORGED: Caller[] = ['tampered', 'expired', 'algNone', 'otherKey', 'tamperedAdmin', 'expiredAdmin', 'algNoneAdmin', 'otherKeyAdmin'];

function expected(access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'ok';
  if (access === 'claimToken') return caller === 'claimer' ? 'ok' : 401;
  if (caller === 'visitor' || caller === 'claimer' || FORGED.includes(caller)) return 401;
  const isAdmin = caller === 'superAdmin' || caller === 'plainAdmin';
  const isUser = caller === 'user' || caller === 'otherUser';
  if (access === 'placeEditor') return isUser || caller === 'staff' ? 403 : 'ok';
  if (caller === 'staff') return access === 'anyAccount' || access === 'counter' ? 'ok' : 403;
  if (caller === 'partner') return access === 'anyAccount' || access === 'ownAccount' || access === 'partner' ? 'ok' : 403;
  switch (access) {
    case 'account': return isAdmin ? 401 : 'ok'; // an admin token is not an account's session
    case 'anyAccount': return isAdmin ? 401 : 'ok';
    case 'ownAccount': return isAdmin ? 401 : 'ok';
    case 'counter': return isAdmin ? 401 : isUser ? 403 : 'ok';
    case 'user': return isAdmin ? 401 : isUser ? 'ok' : 403;
    case 'business': return isAdmin ? 401 : isUser ? 403 : 'ok';
    case 'accountOrAdmin': return 'ok';
    case 'admin': return isAdmin ? 'ok' : 403;
    case 'partner': return isAdmin ? 401 : 403; // an admin token is not an account's session
  }
}

interface Route {
  method: string;
  path: string;
}

let t: TestApp;
let user: User;
let otherUser: User;
let owner: { user: User; business: Business };
let otherBusiness: { user: User; business: Business };
let staff: User;
const headers = new Map<Caller, Record<string, string>>();
const http = () => request(t.app.callback());

/** Every method × path the mounted routers answer (HEAD rides on GET). */
function routeTable(): Route[] {
  const routes = new Map<string, Route>();
  for (const router of t.app.routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        routes.set(`${method} ${layer.path}`, { method, path: String(layer.path) });
      }
    }
  }
  return [...routes.values()];
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Forged variants of a real token's claims: changed after signing, expired, unsigned, signed with another key. */
function forgeries(secret: string, audience: string, subject: string, victim: string) {
  const claims = { sub: subject, aud: audience, iss: ISSUER, v: 0 };
  const real = jwt.sign(claims, secret, { expiresIn: '1h', algorithm: 'HS256' });
  const [header, , signature] = real.split('.');
  const now = Math.floor(Date.now() / 1000);
  return {
    tampered: `${header}.${b64({ ...claims, sub: victim, iat: now, exp: now + 3600 })}.${signature}`,
    expired: jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, secret, { algorithm: 'HS256' }),
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 3600 })}.`,
    otherKey: jwt.sign(claims, 'another-key-'.repeat(4), { expiresIn: '1h', algorithm: 'HS256' }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const secret = t.config.jwtSecret;
  [user, otherUser, owner, otherBusiness] = await Promise.all([createUser(t.db), createUser(t.db), createBusiness(t.db), createBusiness(t.db)]);
  staff = await createStaff(t.db, owner.business);
  const partner = await createPartner(t.db);
  const superAdmin = await createAdmin(t.db, { email: 'root@dadeal.test', password: 'admin-pass-1234', firstName: 'Root', lastName: 'Admin', role: 'super_admin' });
  const plainAdmin = await createAdmin(t.db, { email: 'plain@dadeal.test', password: 'admin-pass-1234', firstName: 'Plain', lastName: 'Admin', role: 'admin' });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  headers.set('visitor', {});
  // A widget's claim token for a deal that does not exist and an e-mail with no account: let through, it changes nothing.
  headers.set('claimer', auth(jwt.sign({ typ: 'claim', email: 'nobody-yet@hotel.example', deal: 999999 }, secret, {
    audience: CLAIM_AUDIENCE, issuer: ISSUER, expiresIn: '10m', algorithm: 'HS256',
  })));
  headers.set('user', bearer(secret, user));
  headers.set('otherUser', bearer(secret, otherUser));
  headers.set('owner', bearer(secret, owner.user));
  headers.set('otherBusiness', bearer(secret, otherBusiness.user));
  headers.set('staff', bearer(secret, staff));
  headers.set('partner', bearer(secret, partner.user));
  headers.set('superAdmin', auth(signAdminToken(secret, superAdmin.id)));
  headers.set('plainAdmin', auth(signAdminToken(secret, plainAdmin.id)));
  const asUser = forgeries(secret, USER_AUDIENCE, String(otherUser.id), String(owner.user.id));
  const asAdmin = forgeries(secret, ADMIN_AUDIENCE, String(plainAdmin.id), String(superAdmin.id));
  for (const kind of ['tampered', 'expired', 'algNone', 'otherKey'] as const) {
    headers.set(kind, auth(asUser[kind]));
    headers.set(`${kind}Admin` as Caller, auth(asAdmin[kind]));
  }
  // The user token helper must agree with what the forged ones imitate (same claims, same key).
  expect(jwt.decode(tokenFor(secret, user))).toMatchObject({ aud: USER_AUDIENCE, iss: ISSUER });
});
afterAll(() => t?.close());

describe('authorization matrix', () => {
  it('describes every mounted route, and only those', () => {
    const mounted = routeTable().map((r) => `${r.method} ${r.path}`).sort();
    expect(mounted.filter((key) => !(key in ACCESS)), 'routes with no access rule in ACCESS').toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !mounted.includes(key)), 'rules for routes that no longer exist').toEqual([]);
  });

  it('answers every route × caller as its access rule says', async () => {
    const callers = [...headers.keys()];
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routeTable()) {
      const access = ACCESS[`${route.method} ${route.path}`];
      if (!access) continue; // reported by the test above
      // Ids that name nothing: a caller let through gets a 400/404, and nothing real is changed or deleted.
      const path = route.path.replace(':orderId', 'ORDER-NONE-1').replace(/:[A-Za-z]+/g, '999999');
      for (const caller of callers) {
        let req = (http() as unknown as Record<string, (p: string) => request.Test>)[route.method.toLowerCase()](path).set(headers.get(caller)!);
        if (route.method === 'POST' || route.method === 'PUT') req = req.send({});
        // An OPTIONS route is a CORS preflight: asked as a partner page's browser asks it.
        if (route.method === 'OPTIONS') req = req.set({ Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' });
        const res = await req;
        const want = expected(access, caller);
        const got: Outcome | number = res.status === 401 || res.status === 403 ? res.status : 'ok';
        if (got !== want || res.status >= 500) wrong.push(`${route.method} ${route.path} as ${caller}: ${res.status} (expected ${want})`);
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(Object.keys(ACCESS).length * callers.length);
  }, 120_000); // ~2,900 requests one after the other: 10–30 s on a quiet machine, more while others build
});

describe('another account\'s records (IDOR)', () => {
  const TABLES = ['users', 'businesses', 'deals', 'coupons', 'favorites', 'payments'];
  const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, (await t.db(table).select()).map((row) => JSON.stringify(row)).sort()] as const)));

  it('cannot use, redeem, delete, feature, capture or unfavourite what belongs to someone else, and nothing changes', async () => {
    const as = (caller: Caller) => headers.get(caller)!;
    const deal = await createDeal(t.db, owner.business, { totalCoupons: 5 });
    const theirDeal = await createDeal(t.db, otherBusiness.business, { totalCoupons: 5 });
    const claimed = await http().post('/api/coupons').set(as('user')).send({ dealId: deal.id }).expect(201);
    const coupon = claimed.body.coupon as { id: number; couponCode: string };
    const theirCoupon = (await http().post('/api/coupons').set(as('otherUser')).send({ dealId: theirDeal.id }).expect(201)).body.coupon as { couponCode: string };
    await http().post('/api/favorites').set(as('user')).send({ dealId: deal.id }).expect(201);
    const order = async (who: Caller, dealId: number, capture: boolean) => {
      const created = await http().post('/api/paypal/order').set(as(who)).send({ planId: 'quick', dealId }).expect(201);
      if (capture) await http().post(`/api/paypal/order/${created.body.id}/capture`).set(as(who)).expect(200);
      return created.body.id as string;
    };
    const ownersOpenOrder = await order('owner', deal.id, false);
    const ownersPaidOrder = await order('owner', deal.id, true);
    const theirPaidOrder = await order('otherBusiness', theirDeal.id, true);

    const before = await snapshot();
    const attempts: Array<[string, Caller, () => request.Test, number[]]> = [
      ['another user uses my coupon', 'otherUser', () => http().put(`/api/coupons/${coupon.id}/use`), [403, 404]],
      ['another business uses a coupon of my deal', 'otherBusiness', () => http().put(`/api/coupons/${coupon.id}/use`), [403, 404]],
      ['another business redeems a coupon of my deal', 'otherBusiness', () => http().post('/api/business/redeem').send({ couponCode: coupon.couponCode }), [403, 404]],
      ['another business deletes my deal', 'otherBusiness', () => http().delete(`/api/deals/${deal.id}`), [403, 404]],
      ['another business features my deal with its own payment', 'otherBusiness',
        () => http().post(`/api/deals/${deal.id}/feature`).send({ paymentMethod: 'paypal', planId: 'quick', amount: '5.00', paypalOrderId: theirPaidOrder }), [403, 404]],
      ['I feature my deal with another business\'s payment', 'owner',
        () => http().post(`/api/deals/${deal.id}/feature`).send({ paymentMethod: 'paypal', planId: 'quick', amount: '5.00', paypalOrderId: theirPaidOrder }), [403, 404]],
      ['another business captures my order', 'otherBusiness', () => http().post(`/api/paypal/order/${ownersOpenOrder}/capture`), [403, 404]],
      ['another business spends my captured order on its deal', 'otherBusiness',
        () => http().post(`/api/deals/${theirDeal.id}/feature`).send({ paymentMethod: 'paypal', planId: 'quick', amount: '5.00', paypalOrderId: ownersPaidOrder }), [403, 404]],
      ['another business opens an order for my deal', 'otherBusiness', () => http().post('/api/paypal/order').send({ planId: 'quick', dealId: deal.id }), [403, 404]],
      ['another business reads my deal\'s coupons', 'otherBusiness', () => http().get(`/api/business/deals/${deal.id}/coupons`), [403, 404]],
      ['another business revokes my staff member', 'otherBusiness', () => http().delete(`/api/business/staff/${staff.id}`), [403, 404]],
      ['my staff member redeems a coupon of another business\'s deal', 'staff', () => http().post('/api/business/redeem').send({ couponCode: theirCoupon.couponCode }), [403, 404]],
      ['my staff member revokes themselves', 'staff', () => http().delete(`/api/business/staff/${staff.id}`), [403]],
      ['my staff member uses a coupon by its id', 'staff', () => http().put(`/api/coupons/${coupon.id}/use`), [403]],
      // Favourites are keyed by the caller: removing "deal X" removes only one's own (none here), so 200 with nothing changed.
      ['another user removes my favourite', 'otherUser', () => http().delete(`/api/favorites/${deal.id}`), [200, 404]],
      ['a user deletes a deal', 'user', () => http().delete(`/api/deals/${deal.id}`), [403]],
    ];
    const wrong: string[] = [];
    for (const [what, caller, send, allowed] of attempts) {
      const res = await send().set(as(caller));
      if (!allowed.includes(res.status)) wrong.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      else expect(res.body.message, what).toBeTypeOf('string');
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
