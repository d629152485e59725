// The business funnel through HTTP against the real app: the public view beacon (counting, validation, CORS, rate
// limit, cache left alone) and GET /api/business/funnel (counts per UTC day, claims and both redemption routes,
// featured days, zero-filled window, and never another business's numbers).
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BusinessFunnel, type DealFunnel } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';

let t: TestApp;
let owner: { user: User; business: Business };
let rival: { user: User; business: Business };
const http = () => request(t.app.callback());
const auth = (u: { id: number }) => bearer(t.config.jwtSecret, u);
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  rival = await createBusiness(t.db, { companyName: 'Harbor Bakery' });
});
afterAll(() => t?.close());

const view = (dealId: number | string) => http().post(`/api/deals/${dealId}/view`);
const funnelOf = async (who: { user: User }): Promise<BusinessFunnel> =>
  (await http().get('/api/business/funnel').set(auth(who.user)).expect(200)).body;
const dealIn = (funnel: BusinessFunnel, dealId: number): DealFunnel => {
  const found = funnel.deals.find((d) => d.dealId === dealId);
  if (!found) throw new Error(`deal ${dealId} is not in the funnel`);
  return found;
};
const last = <T>(list: T[]): T => list[list.length - 1];
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A business of its own per test that reads totals, so other tests' counts never mix in. */
const freshBusiness = () => createBusiness(t.db, { companyName: `Tide Pool ${randomBytes(3).toString('hex')}` });

describe('POST /api/deals/:id/view (the beacon)', () => {
  it('counts a view of a public deal with 204 and no body, on today (UTC) in the business funnel', async () => {
    const shop = await freshBusiness();
    const deal = await createDeal(t.db, shop.business);
    const before = utcDay(Date.now());
    const res = await view(deal.id).expect(204);
    expect(res.text).toBe('');
    const funnel = await funnelOf(shop);
    expect([before, utcDay(Date.now())]).toContain(funnel.to);
    expect(funnel.totals).toEqual({ views: 1, claims: 0, redemptions: 0 });
    expect(last(funnel.days)).toMatchObject({ date: funnel.to, views: 1, claims: 0, redemptions: 0 });
    expect(dealIn(funnel, deal.id)).toMatchObject({ views: 1, claims: 0, redemptions: 0 });
    expect(last(dealIn(funnel, deal.id).days)).toMatchObject({ date: funnel.to, views: 1 });
  });

  it('counts every beacon it receives (the once-per-session dedupe is the client\'s) and answers the same each time', async () => {
    const shop = await freshBusiness();
    const deal = await createDeal(t.db, shop.business);
    const answers = await Promise.all(Array.from({ length: 5 }, () => view(deal.id)));
    for (const res of answers) {
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers['content-length'] ?? '0').toBe('0');
    }
    expect((await funnelOf(shop)).totals.views).toBe(5);
  });

  it('accepts what sendBeacon and partner pages send — no body, text/plain, even broken JSON — without reading it', async () => {
    const deal = await createDeal(t.db, owner.business);
    await view(deal.id).expect(204);
    await view(deal.id).set('Content-Type', 'text/plain;charset=UTF-8').send('hello').expect(204);
    await view(deal.id).set('Content-Type', 'text/plain;charset=UTF-8').send('').expect(204);
    await view(deal.id).set('Content-Type', 'application/json').send('{"not json').expect(204);
    await view(deal.id).set('Content-Type', 'application/octet-stream').send(Buffer.alloc(2048, 1)).expect(204);
    const counted = await t.db('deal_daily_stats').where({ dealId: deal.id }).sum({ n: 'views' }).first();
    expect(Number(counted?.n)).toBe(5);
  });

  it('needs no account and ignores a token, even an invalid one', async () => {
    const deal = await createDeal(t.db, owner.business);
    const user = await createUser(t.db);
    await view(deal.id).set(auth(user)).expect(204);
    await view(deal.id).set('Authorization', 'Bearer not-a-token').expect(204);
  });

  it('refuses an id that is not a positive whole number with 400 and a JSON message', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '1e3', '9999999999', '%20']) {
      const res = await view(bad).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.errors).toEqual([{ field: 'id', message: 'id must be a positive whole number' }]);
    }
  });

  it('answers 404 for a deal that is unknown or not public (inactive, not started, ended) and counts nothing', async () => {
    const inactive = await createDeal(t.db, owner.business, { isActive: false });
    const future = await createDeal(t.db, owner.business, { startDate: new Date(Date.now() + DAY), endDate: new Date(Date.now() + 3 * DAY) });
    const ended = await createDeal(t.db, owner.business, { startDate: new Date(Date.now() - 3 * DAY), endDate: new Date(Date.now() - 1000) });
    for (const id of [inactive.id, future.id, ended.id, 999_999_999]) {
      const res = await view(id).expect(404);
      expect(res.body).toEqual({ message: MESSAGES.dealNotFound });
    }
    expect(await t.db('deal_daily_stats').whereIn('dealId', [inactive.id, future.id, ended.id])).toEqual([]);
  });

  it('answers partner pages cross-origin: the preflight allows POST, the beacon carries the allowed origin', async () => {
    const deal = await createDeal(t.db, owner.business);
    const res = await view(deal.id).set('Origin', 'https://partner.example').expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await http().options(`/api/deals/${deal.id}/view`).set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST').expect(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // An error is readable cross-origin too.
    expect((await view('abc').set('Origin', 'https://partner.example').expect(400)).headers['access-control-allow-origin']).toBe('*');
  });

  it('with WIDGET_ORIGINS set, names only a listed partner origin', async () => {
    await withTestApp({ env: { WIDGET_ORIGINS: 'https://partner.example' } }, async (strict) => {
      const shop = await createBusiness(strict.db);
      const deal = await createDeal(strict.db, shop.business);
      const listed = await request(strict.app.callback()).post(`/api/deals/${deal.id}/view`).set('Origin', 'https://partner.example').expect(204);
      expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
      const other = await request(strict.app.callback()).post(`/api/deals/${deal.id}/view`).set('Origin', 'https://elsewhere.example').expect(204);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('is rate limited per address: after the limit 429 with Retry-After, and the refused beacons count nothing', async () => {
    await withTestApp({ rateLimits: { view: { perIp: 3, windowSeconds: 60 } } }, async (limited) => {
      const shop = await createBusiness(limited.db);
      const deal = await createDeal(limited.db, shop.business);
      const send = () => request(limited.app.callback()).post(`/api/deals/${deal.id}/view`).set('Origin', 'https://partner.example');
      for (let i = 0; i < 3; i++) await send().expect(204);
      const refused = await send().expect(429);
      expect(refused.body.message).toEqual(expect.any(String));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      // Invalid ids do not get around the limit either.
      await request(limited.app.callback()).post('/api/deals/abc/view').expect(429);
      const funnel = (await request(limited.app.callback()).get('/api/business/funnel').set(bearer(limited.config.jwtSecret, shop.user)).expect(200)).body;
      expect(funnel.totals.views).toBe(3);
    });
  });

  it('leaves the public listing cache alone: the list and the deal keep their ETags (views are not deal data)', async () => {
    const deal = await createDeal(t.db, owner.business);
    const list = await http().get('/api/deals').expect(200);
    const one = await http().get(`/api/deals/${deal.id}`).expect(200);
    const generation = t.app.deps.dealCache.version;
    await view(deal.id).expect(204);
    // Not even invalidated (an invalidation would recompute the same bytes, so the ETag alone cannot tell).
    expect(t.app.deps.dealCache.version).toBe(generation);
    await http().get('/api/deals').set('If-None-Match', list.headers.etag).expect(304);
    await http().get(`/api/deals/${deal.id}`).set('If-None-Match', one.headers.etag).expect(304);
    // The cache still serves the same answer when asked afresh.
    expect((await http().get('/api/deals').expect(200)).headers.etag).toBe(list.headers.etag);
  });
});

describe('GET /api/business/funnel', () => {
  it('is for business accounts only: 401 for a visitor or a bad token, 403 for a deal hunter', async () => {
    const res = await http().get('/api/business/funnel').expect(401);
    expect(res.body).toEqual({ message: MESSAGES.loginRequired });
    await http().get('/api/business/funnel').set('Authorization', 'Bearer nope').expect(401);
    const user = await createUser(t.db);
    expect((await http().get('/api/business/funnel').set(auth(user)).expect(403)).body).toEqual({ message: MESSAGES.businessOnly });
  });

  it('answers 30 zero-filled UTC days ending today, oldest first, and every deal of the business, newest first', async () => {
    const shop = await freshBusiness();
    const older = await createDeal(t.db, shop.business, { title: 'Older deal' });
    const ended = await createDeal(t.db, shop.business, { title: 'Ended deal', startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - DAY) });
    const newest = await createDeal(t.db, shop.business, { title: 'Newest deal', isActive: false });
    const funnel = await funnelOf(shop);
    expect(funnel.days).toHaveLength(30);
    expect(funnel.from).toBe(utcDay(Date.parse(`${funnel.to}T00:00:00Z`) - 29 * DAY));
    expect(funnel.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => utcDay(Date.parse(`${funnel.from}T00:00:00Z`) + i * DAY)));
    expect(funnel.totals).toEqual({ views: 0, claims: 0, redemptions: 0 });
    for (const day of funnel.days) expect(day).toEqual({ date: day.date, views: 0, claims: 0, redemptions: 0, featured: false });
    expect(funnel.deals.map((d) => [d.dealId, d.title])).toEqual([[newest.id, 'Newest deal'], [ended.id, 'Ended deal'], [older.id, 'Older deal']]);
    for (const deal of funnel.deals) {
      expect(deal).toMatchObject({ views: 0, claims: 0, redemptions: 0 });
      expect(deal.days).toEqual(funnel.days);
    }
  });

  it('answers an empty funnel to a business with no deals', async () => {
    const shop = await freshBusiness();
    const funnel = await funnelOf(shop);
    expect(funnel.deals).toEqual([]);
    expect(funnel.days).toHaveLength(30);
    expect(funnel.totals).toEqual({ views: 0, claims: 0, redemptions: 0 });
  });

  it('counts claims and redemptions in their day, through both ways of using a coupon; refusals count nothing', async () => {
    const shop = await freshBusiness();
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 5 });
    const [ana, ben, cy] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    const claim = (u: User) => http().post('/api/coupons').set(auth(u)).send({ dealId: deal.id });
    const a = (await claim(ana).expect(201)).body.coupon;
    const b = (await claim(ben).expect(201)).body.coupon;
    await claim(cy).expect(201);
    await claim(ana).expect(409); // a second claim by the same user
    await view(deal.id).expect(204);

    await http().put(`/api/coupons/${a.id}/use`).set(auth(ana)).expect(200); // the holder confirms at the counter
    await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: b.couponCode.toLowerCase() }).expect(200);
    await http().put(`/api/coupons/${a.id}/use`).set(auth(shop.user)).expect(409); // already used
    await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: b.couponCode }).expect(409);

    const funnel = await funnelOf(shop);
    expect(funnel.totals).toEqual({ views: 1, claims: 3, redemptions: 2 });
    expect(last(funnel.days)).toMatchObject({ date: funnel.to, views: 1, claims: 3, redemptions: 2 });
    expect(dealIn(funnel, deal.id)).toMatchObject({ views: 1, claims: 3, redemptions: 2 });
    expect(funnel.days.slice(0, 29).every((d) => d.views + d.claims + d.redemptions === 0)).toBe(true);
  });

  it('puts earlier days in their place, sums deals per day, and leaves out what is older than 30 days', async () => {
    const shop = await freshBusiness();
    const first = await createDeal(t.db, shop.business);
    const second = await createDeal(t.db, shop.business);
    const { today } = await t.db.first(t.db.raw("to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today"));
    const daysAgo = (n: number) => utcDay(Date.parse(`${today}T00:00:00Z`) - n * DAY);
    await t.db('deal_daily_stats').insert([
      { dealId: first.id, day: daysAgo(3), views: 10, claims: 4, redemptions: 1 },
      { dealId: second.id, day: daysAgo(3), views: 5, claims: 1, redemptions: 0 },
      { dealId: first.id, day: daysAgo(29), views: 2, claims: 0, redemptions: 0 },
      { dealId: first.id, day: daysAgo(30), views: 100, claims: 50, redemptions: 25 }, // outside the window
    ]);
    const funnel = await funnelOf(shop);
    expect(funnel.to).toBe(today);
    expect(funnel.days[0]).toMatchObject({ date: daysAgo(29), views: 2 });
    expect(funnel.days[26]).toMatchObject({ date: daysAgo(3), views: 15, claims: 5, redemptions: 1 });
    expect(funnel.totals).toEqual({ views: 17, claims: 5, redemptions: 1 });
    expect(dealIn(funnel, first.id)).toMatchObject({ views: 12, claims: 4, redemptions: 1 });
    expect(dealIn(funnel, second.id)).toMatchObject({ views: 5, claims: 1, redemptions: 0 });
    expect(dealIn(funnel, first.id).days[26]).toMatchObject({ views: 10, claims: 4, redemptions: 1 });
  });

  it('counts the window\'s claims by the partner they came through (Direct as null), most first, only for its own deals', async () => {
    const shop = await freshBusiness();
    const other = await freshBusiness();
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 20 });
    const second = await createDeal(t.db, shop.business);
    const othersDeal = await createDeal(t.db, other.business);
    const claimWith = async (dealId: number, ref?: unknown) =>
      http().post('/api/coupons').set(auth(await createUser(t.db))).send(ref === undefined ? { dealId } : { dealId, ref }).expect(201);
    for (const ref of ['island-times', 'ISLAND-TIMES', 'surf-blog', undefined, 'not a slug']) await claimWith(deal.id, ref);
    await claimWith(second.id, 'island-times');
    await claimWith(othersDeal.id, 'rival-partner');
    await claimWith(othersDeal.id, 'island-times');
    // A claim from before the window does not count.
    const old = await claimWith(second.id, 'old-partner');
    await t.db('coupons').where({ id: old.body.coupon.id }).update({ createdAt: new Date(Date.now() - 40 * DAY) });

    expect((await funnelOf(shop)).partners).toEqual([
      { partnerRef: 'island-times', claims: 3 },
      { partnerRef: null, claims: 2 },
      { partnerRef: 'surf-blog', claims: 1 },
    ]);
    expect((await funnelOf(other)).partners).toEqual([
      { partnerRef: 'island-times', claims: 1 },
      { partnerRef: 'rival-partner', claims: 1 },
    ]);
    expect((await funnelOf(await freshBusiness())).partners).toEqual([]);
  });

  it('never shows another business its numbers or its deals', async () => {
    const deal = await createDeal(t.db, owner.business, { title: 'Owner secret special' });
    const buyer = await createUser(t.db);
    await view(deal.id).expect(204);
    await http().post('/api/coupons').set(auth(buyer)).send({ dealId: deal.id }).expect(201);
    const rivalsDeal = await createDeal(t.db, rival.business, { title: 'Rival loaf' });

    const seenByRival = await funnelOf(rival);
    expect(seenByRival.deals.map((d) => d.dealId)).toEqual([rivalsDeal.id]);
    expect(JSON.stringify(seenByRival)).not.toContain('Owner secret special');
    expect(seenByRival.totals).toEqual({ views: 0, claims: 0, redemptions: 0 });
    expect(seenByRival.days.every((d) => d.views + d.claims + d.redemptions === 0 && !d.featured)).toBe(true);
    // A query string cannot point it elsewhere.
    const steered = (await http().get(`/api/business/funnel?businessId=${owner.business.id}&dealId=${deal.id}`).set(auth(rival.user)).expect(200)).body;
    expect(steered.deals.map((d: DealFunnel) => d.dealId)).toEqual([rivalsDeal.id]);

    const seenByOwner = await funnelOf(owner);
    expect(dealIn(seenByOwner, deal.id)).toMatchObject({ views: 1, claims: 1 });
    expect(seenByOwner.deals.map((d) => d.dealId)).not.toContain(rivalsDeal.id);
  });

  it('marks the days a deal was featured through a paid order (test provider), and the business\'s days with it', async () => {
    const shop = await freshBusiness();
    const plain = await createDeal(t.db, shop.business);
    const deal = await createDeal(t.db, shop.business);
    const owner = auth(shop.user);
    const order = await http().post('/api/paypal/order').set(owner).send({ amount: '5.00', currency: 'USD', intent: 'CAPTURE', dealId: deal.id, planId: 'quick' }).expect(201);
    await http().post(`/api/paypal/order/${order.body.id}/capture`).set(owner).expect(200);
    await http().post(`/api/deals/${deal.id}/feature`).set(owner)
      .send({ planId: 'quick', amount: '5.00', paymentMethod: 'paypal', paypalOrderId: order.body.id }).expect(200);

    const funnel = await funnelOf(shop);
    const featured = dealIn(funnel, deal.id).days;
    expect(last(featured)).toMatchObject({ date: funnel.to, featured: true });
    expect(featured.slice(0, 29).some((d) => d.featured)).toBe(false);
    expect(dealIn(funnel, plain.id).days.some((d) => d.featured)).toBe(false);
    expect(last(funnel.days).featured).toBe(true);
    expect(funnel.days.slice(0, 29).some((d) => d.featured)).toBe(false);
  });

  it('marks a past paid featuring over exactly the days it covered, from the payment record', async () => {
    const shop = await freshBusiness();
    const deal = await createDeal(t.db, shop.business, { startDate: new Date(Date.now() - 20 * DAY) });
    const { today } = await t.db.first(t.db.raw("to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today"));
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    const order = `TEST-${randomBytes(8).toString('hex').toUpperCase()}`;
    // A 24-hour plan bought at noon UTC ten days ago: that day and the next.
    await t.db('payments').insert({
      provider: 'test', providerOrderId: order, requestId: randomBytes(16).toString('hex'), amount: '5.00', currency: 'USD',
      status: 'spent', businessId: shop.business.id, dealId: deal.id, planId: 'quick',
      capturedAt: new Date(todayMs - 10 * DAY + 12 * 3600_000), spentAt: new Date(todayMs - 10 * DAY + 12 * 3600_000),
    });
    // An order that was captured but never spent featured nothing.
    await t.db('payments').insert({
      provider: 'test', providerOrderId: `${order}X`, requestId: randomBytes(16).toString('hex'), amount: '10.00', currency: 'USD',
      status: 'captured', businessId: shop.business.id, dealId: deal.id, planId: 'basic', capturedAt: new Date(todayMs - 5 * DAY),
    });
    const funnel = await funnelOf(shop);
    const marked = dealIn(funnel, deal.id).days.filter((d) => d.featured).map((d) => d.date);
    expect(marked).toEqual([utcDay(todayMs - 10 * DAY), utcDay(todayMs - 9 * DAY)]);
    expect(funnel.days.filter((d) => d.featured).map((d) => d.date)).toEqual(marked);
  });

  it('marks today for a deal featured now by an administrator (no end), and not for a featuring that has ended', async () => {
    const shop = await freshBusiness();
    const adminFeatured = await createDeal(t.db, shop.business, { isFeatured: true, featuredUntil: null });
    const lapsed = await createDeal(t.db, shop.business, { isFeatured: true, featuredUntil: new Date(Date.now() - 2 * DAY) });
    const funnel = await funnelOf(shop);
    expect(last(dealIn(funnel, adminFeatured.id).days).featured).toBe(true);
    expect(dealIn(funnel, lapsed.id).days.some((d) => d.featured)).toBe(false);
  });

  it('leaves GET /api/business/stats with exactly its four fields', async () => {
    const res = await http().get('/api/business/stats').set(auth(owner.user)).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['activeDeals', 'featuredDeals', 'totalCoupons', 'totalRevenue']);
  });
});
