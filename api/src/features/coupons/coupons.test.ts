import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser, createUsers } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { createClaimBatcher } from './claim-batcher.js';
import { normalizeCouponCode } from './coupon-code.js';
import { CLAIM_REST_RATIO, PG_BUSY_LOOP, PG_CLAIM_REST_RATIO, claimRestRatio } from './coupons.service.js';
import { loopLoad } from './loop-load.js';

let t: TestApp;
let shop: { user: User; business: Business };
let rival: { user: User; business: Business };
const http = () => request(t.app.callback());
const auth = (u: { id: number }) => bearer(t.config.jwtSecret, u);
const DAY = 24 * 3600_000;

beforeAll(async () => {
  // A pool large enough for the race to really run in parallel on PostgreSQL.
  t = await createTestApp({ poolMax: 20 });
  shop = await createBusiness(t.db, { companyName: 'Coconut Cove Café' });
  rival = await createBusiness(t.db, { companyName: 'Rival Café' });
});
afterAll(() => t?.close());

const claim = (user: { id: number }, dealId: number) => http().post('/api/coupons').set(auth(user)).send({ dealId });
/** The business funnel's claims of a deal, all days (a race may straddle midnight UTC). */
const claimsCounted = async (dealId: number) =>
  Number((await t.db('deal_daily_stats').where({ dealId }).sum({ n: 'claims' }).first())?.n ?? 0);

describe('claiming a coupon', () => {
  it('gives a signed-in user a readable, unique code and counts it on the deal', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 5 });
    const user = await createUser(t.db);
    const res = await claim(user, deal.id).expect(201);
    expect(res.body.message).toBe(MESSAGES.dealClaimed);
    expect(res.body.coupon).toMatchObject({ isUsed: false, usedAt: null, state: 'active', dealId: deal.id, deal: { usedCoupons: 1, availableCount: 4 } });
    expect(res.body.coupon.couponCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const listed = await http().get(`/api/deals/${deal.id}`).expect(200);
    expect(listed.body).toMatchObject({ usedCoupons: 1, availableCount: 4 });
  });

  it('refuses a second claim by the same user', async () => {
    const deal = await createDeal(t.db, shop.business);
    const user = await createUser(t.db);
    await claim(user, deal.id).expect(201);
    const again = await claim(user, deal.id).expect(409);
    expect(again.body.message).toBe(MESSAGES.alreadyClaimed);
    expect((await t.db('deals').where({ id: deal.id }).first()).usedCoupons).toBe(1);
  });

  it('refuses a sold-out, inactive or ended deal with "This deal is no longer available."', async () => {
    const user = await createUser(t.db);
    const soldOut = await createDeal(t.db, shop.business, { totalCoupons: 1, usedCoupons: 1 });
    const inactive = await createDeal(t.db, shop.business, { isActive: false });
    const ended = await createDeal(t.db, shop.business, { startDate: new Date(Date.now() - 3 * DAY), endDate: new Date(Date.now() - DAY) });
    for (const deal of [soldOut, inactive, ended]) {
      expect((await claim(user, deal.id).expect(409)).body.message).toBe(MESSAGES.dealUnavailable);
    }
    expect((await claim(user, 999999).expect(404)).body.message).toBe(MESSAGES.dealNotFound);
    expect(await t.db('coupons').where({ userId: user.id })).toEqual([]);
  });

  it('needs a signed-in regular user: business accounts get the spec message', async () => {
    const deal = await createDeal(t.db, shop.business);
    await http().post('/api/coupons').send({ dealId: deal.id }).expect(401);
    const res = await claim(shop.user, deal.id).expect(403);
    expect(res.body.message).toBe(MESSAGES.businessCannotClaim);
  });

  it('keeps the partner a claim came through (?ref= from a widget), lowercased', async () => {
    const deal = await createDeal(t.db, shop.business);
    const user = await createUser(t.db);
    const res = await http().post('/api/coupons').set(auth(user)).send({ dealId: deal.id, ref: 'Island-Times' }).expect(201);
    const row = await t.db('coupons').where({ id: res.body.coupon.id }).first();
    expect(row.partnerRef).toBe('island-times');
  });

  it('claims all the same when the ref is not a partner slug, and stores none', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 10 });
    const refs = ['', 'has space', '-dash-first', 'x'.repeat(41), '<script>alert(1)</script>', 42, null, { slug: 'a' }, ['a']];
    for (const ref of refs) {
      const user = await createUser(t.db);
      const res = await http().post('/api/coupons').set(auth(user)).send({ dealId: deal.id, ref }).expect(201);
      expect((await t.db('coupons').where({ id: res.body.coupon.id }).first()).partnerRef).toBeNull();
    }
    const direct = await createUser(t.db);
    const res = await claim(direct, deal.id).expect(201);
    expect((await t.db('coupons').where({ id: res.body.coupon.id }).first()).partnerRef).toBeNull();
  });

  it('checks the payload', async () => {
    const user = await createUser(t.db);
    const res = await http().post('/api/coupons').set(auth(user)).send({ dealId: 'seven' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'dealId', message: 'Please choose a deal' }]);
  });
});

describe('concurrency', () => {
  it('never oversells: 200 users race for 50 coupons, exactly 50 win and the rest get 409', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 50 });
    const users = await createUsers(t.db, 200);
    const results = await Promise.all(users.map((u) => claim(u, deal.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MESSAGES.dealUnavailable);
    const row = await t.db('deals').where({ id: deal.id }).first();
    const [{ n }] = await t.db('coupons').where({ dealId: deal.id }).count<{ n: number }[]>({ n: '*' });
    expect(row.usedCoupons).toBe(50);
    expect(Number(n)).toBe(50);
    const codes = (await t.db('coupons').where({ dealId: deal.id }).select('couponCode')).map((r: { couponCode: string }) => r.couponCode);
    expect(new Set(codes).size).toBe(50);
    expect((await http().get(`/api/deals/${deal.id}`).expect(200)).body.availableCount).toBe(0);
    // The funnel counts each claim in the claim's own transaction: the 150 refused ones never count.
    expect(await claimsCounted(deal.id)).toBe(50);
  }, 60_000);

  it('never double-claims: one user sending ten claims at once gets one coupon', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 20 });
    const user = await createUser(t.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(user, deal.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await t.db('deals').where({ id: deal.id }).first()).usedCoupons).toBe(1);
    expect(await claimsCounted(deal.id)).toBe(1);
  });
});

describe('claims in batches (claim-batcher.ts)', () => {
  it('answers each claim of one batch as its own: granted, already held, twice in the batch, past the last coupon', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 3 });
    const [holder, a, b, c, d] = await createUsers(t.db, 5);
    await claim(holder, deal.id).expect(201);
    const batcher = createClaimBatcher(t.db);
    // Asked in one turn of the event loop: they leave together, in one transaction, in this order.
    const outcomes = await Promise.all([
      batcher.claim(deal.id, holder.id, null),
      batcher.claim(deal.id, a.id, 'island-times'),
      batcher.claim(deal.id, a.id, null),
      batcher.claim(deal.id, b.id, null),
      batcher.claim(deal.id, c.id, null),
      batcher.claim(deal.id, d.id, null),
      batcher.claim(999_999, d.id, null),
    ]);
    expect(outcomes.map((o) => (o.granted ? 'granted' : o.refused))).toEqual([
      'alreadyClaimed', 'granted', 'alreadyClaimed', 'granted', 'unavailable', 'unavailable', 'notFound',
    ]);
    const granted = outcomes.filter((o) => o.granted);
    expect(granted.map((o) => o.granted && o.deal.usedCoupons)).toEqual([3, 3]); // the count after the batch's commit
    expect(granted[0].granted && granted[0].coupon.partnerRef).toBe('island-times');
    expect((await t.db('deals').where({ id: deal.id }).first()).usedCoupons).toBe(3);
    expect(await t.db('coupons').where({ dealId: deal.id }).orderBy('userId').pluck('user_id')).toEqual([holder.id, a.id, b.id].sort((x, y) => x - y));
    expect(await claimsCounted(deal.id)).toBe(3); // the funnel counts the batch's two in its transaction
  });

  it("rests after a batch before the deal's next one when restRatio says so (PGlite's readers keep the loop)", async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 10 });
    const [a, b, c] = await createUsers(t.db, 3);
    const batcher = createClaimBatcher(t.db, { restRatio: 1_000 }); // however quick the batch, a rest of a few ms at least
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the rest is a timer: held here until the test lets it go
    let done = 0;
    let next: Array<Promise<unknown>> = [];
    let resting: number;
    try {
      const first = batcher.claim(deal.id, a.id, null);
      await new Promise((resolve) => setImmediate(resolve)); // a's batch has left; b and c queue behind it
      next = [batcher.claim(deal.id, b.id, null), batcher.claim(deal.id, c.id, null)].map((p) => p.finally(() => done++));
      expect((await first).granted).toBe(true);
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      resting = vi.getTimerCount();
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(done).toBe(0); // not before the rest: held while the timer was
    expect(resting).toBeGreaterThanOrEqual(1);
    expect((await Promise.all(next)).map((o) => (o as { granted: boolean }).granted)).toEqual([true, true]);
  });
});

describe('claims giving readers way during a rush', () => {
  it('rest only while deals are read: on PGlite always then, on PostgreSQL only while the event loop is at least half busy', () => {
    const busy = () => PG_BUSY_LOOP;
    const idle = () => PG_BUSY_LOOP - 0.01;
    expect([claimRestRatio(false, false, busy), claimRestRatio(true, false, busy)]).toEqual([0, 0]); // nobody reading
    expect([claimRestRatio(false, true, idle), claimRestRatio(false, true, busy)]).toEqual([CLAIM_REST_RATIO, CLAIM_REST_RATIO]);
    expect([claimRestRatio(true, true, idle), claimRestRatio(true, true, busy)]).toEqual([0, PG_CLAIM_REST_RATIO]);
    expect(PG_CLAIM_REST_RATIO).toBeGreaterThan(0);
  });

  it("measures the event loop's utilisation over windows of at least 100 ms, only when asked", async () => {
    const load = loopLoad(100);
    await new Promise((resolve) => setTimeout(resolve, 120)); // a window spent waiting
    expect(load.utilization()).toBeLessThan(0.5);
    const until = performance.now() + 120;
    while (performance.now() < until); // a window spent running
    expect(load.utilization()).toBeGreaterThan(0.9);
    expect(load.utilization()).toBeGreaterThan(0.9); // asked again within the window: the last window's figure
  });
});

describe('using a coupon', () => {
  async function claimed() {
    const deal = await createDeal(t.db, shop.business, { originalPrice: '40.00', dealPrice: '25.00' });
    const user = await createUser(t.db);
    const coupon = (await claim(user, deal.id).expect(201)).body.coupon;
    return { deal, user, coupon };
  }

  it('lets the holder mark it used, once', async () => {
    const { user, coupon } = await claimed();
    const res = await http().put(`/api/coupons/${coupon.id}/use`).set(auth(user)).expect(200);
    expect(res.body.message).toBe(MESSAGES.couponUsed);
    expect(res.body.coupon).toMatchObject({ isUsed: true, state: 'used' });
    expect(res.body.coupon.usedAt).not.toBeNull();
    const again = await http().put(`/api/coupons/${coupon.id}/use`).set(auth(user)).expect(409);
    expect(again.body.message).toBe(MESSAGES.couponAlreadyUsed);
  });

  it('lets the owning business mark it used, and nobody else', async () => {
    const { coupon } = await claimed();
    await http().put(`/api/coupons/${coupon.id}/use`).expect(401);
    await http().put(`/api/coupons/${coupon.id}/use`).set(auth(await createUser(t.db))).expect(403);
    await http().put(`/api/coupons/${coupon.id}/use`).set(auth(rival.user)).expect(403);
    await http().put(`/api/coupons/${coupon.id}/use`).set(auth(shop.user)).expect(200);
    await http().put('/api/coupons/999999/use').set(auth(shop.user)).expect(404);
  });

  it('refuses an expired coupon', async () => {
    const { deal, user, coupon } = await claimed();
    await t.db('deals').where({ id: deal.id }).update({ endDate: new Date(Date.now() - 1000) });
    const res = await http().put(`/api/coupons/${coupon.id}/use`).set(auth(user)).expect(409);
    expect(res.body.message).toBe(MESSAGES.couponExpired);
  });

  it('lets a business redeem by code as a person types it, only for its own deals, telling each refusal apart', async () => {
    const { coupon, user } = await claimed();
    const typed = coupon.couponCode.toLowerCase().replace(/-/g, ' ');
    expect(normalizeCouponCode(typed)).toBe(coupon.couponCode);
    expect(normalizeCouponCode('K7QF-3MZP-9XDO')).toBeNull(); // O is not in the alphabet: such a code cannot exist
    const other = await http().post('/api/business/redeem').set(auth(rival.user)).send({ couponCode: typed }).expect(403);
    expect(other.body).toEqual({ message: MESSAGES.couponOtherBusiness });
    const unknown = await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: 'K7QF-3MZP-9XDA' }).expect(404);
    expect(unknown.body.message).toBe(MESSAGES.couponNotFound);
    await http().post('/api/business/redeem').set(auth(await createUser(t.db))).send({ couponCode: typed }).expect(403);
    const res = await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: typed }).expect(200);
    expect(res.body.coupon).toMatchObject({ id: coupon.id, isUsed: true });
    expect(res.body.customerFirstName).toBe(user.firstName);
    const again = await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: typed }).expect(409);
    expect(again.body.message).toBe(MESSAGES.couponAlreadyUsed);
    expect(Date.parse(again.body.usedAt)).toBe(Date.parse(res.body.coupon.usedAt));
    const bad = await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: '' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'couponCode', message: 'Coupon code is required' }]);
  });
});

describe('dashboards', () => {
  it('lists the user’s coupons with their state and counts stats from redeemed coupons', async () => {
    const user = await createUser(t.db);
    const a = await createDeal(t.db, shop.business, { originalPrice: '40.00', dealPrice: '25.00' });
    const b = await createDeal(t.db, shop.business, { originalPrice: '19.99', dealPrice: '9.99' });
    const c = await createDeal(t.db, shop.business, { originalPrice: '10.00', dealPrice: '5.00' });
    const ca = (await claim(user, a.id).expect(201)).body.coupon;
    const cb = (await claim(user, b.id).expect(201)).body.coupon;
    await claim(user, c.id).expect(201);
    await http().put(`/api/coupons/${ca.id}/use`).set(auth(user)).expect(200);
    await http().put(`/api/coupons/${cb.id}/use`).set(auth(shop.user)).expect(200);
    await t.db('deals').where({ id: c.id }).update({ endDate: new Date(Date.now() - 1000) });

    const coupons = (await http().get('/api/user/coupons').set(auth(user)).expect(200)).body;
    expect(coupons.map((x: { state: string }) => x.state).sort()).toEqual(['expired', 'used', 'used']);
    expect(coupons[0].deal.business.companyName).toBe('Coconut Cove Café');

    await http().post('/api/favorites').set(auth(user)).send({ dealId: a.id }).expect(201);
    const stats = (await http().get('/api/user/stats').set(auth(user)).expect(200)).body;
    expect(stats).toEqual({ savedDeals: 1, activeCoupons: 0, totalSavings: '25.00' });
    await http().get('/api/user/stats').set(auth(shop.user)).expect(403);
    await http().get('/api/user/coupons').expect(401);
  });

  it('counts business stats: live deals, claimed coupons, revenue from redeemed coupons, live featurings', async () => {
    const biz = await createBusiness(t.db);
    const live = await createDeal(t.db, biz.business, { dealPrice: '12.50', originalPrice: '20.00', isFeatured: true, featuredUntil: new Date(Date.now() + DAY) });
    await createDeal(t.db, biz.business, { isFeatured: true, featuredUntil: new Date(Date.now() - 1000) });
    await createDeal(t.db, biz.business, { isActive: false });
    const users = await createUsers(t.db, 3);
    const coupons = [];
    for (const u of users) coupons.push((await claim(u, live.id).expect(201)).body.coupon);
    for (const c of coupons.slice(0, 2)) await http().put(`/api/coupons/${c.id}/use`).set(auth(biz.user)).expect(200);
    const stats = (await http().get('/api/business/stats').set(auth(biz.user)).expect(200)).body;
    expect(stats).toEqual({ activeDeals: 2, totalCoupons: 3, totalRevenue: '25.00', featuredDeals: 1 });
    await http().get('/api/business/stats').set(auth(users[0])).expect(403);
  });
});
