// Operations: Prometheus metrics behind METRICS_TOKEN, and readiness that turns 503 when the process drains.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withTestApp, type TestApp } from '../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../testing/factories.js';

const TOKEN = 'metrics-token-for-the-test-0001';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, rateLimits: { forgot: { perIp: 1, perEmail: 1, windowSeconds: 60 } } });
});
afterAll(() => t?.close());

const http = () => request(t.app.callback());
const scrape = async () => (await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
/** The value of one sample line, e.g. `dadeal_claims_total` or `…{route="/api/deals",method="GET",status="200"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, in the Prometheus text format, with Node’s own figures', async () => {
    const none = await http().get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    await http().get('/metrics').set('Authorization', 'Bearer not-the-token-at-all-0000').expect(401);
    const res = await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toMatch(/^dadeal_db_pool_connections\{state="used"\} \d+$/m);
  });

  it('counts answers by route pattern and status (replayed reads too), claims, redemptions, refusals and cache lookups', async () => {
    const shop = await createBusiness(t.db, { companyName: 'Metric Bakery' });
    const deal = await createDeal(t.db, shop.business, { title: 'Counted croissant', totalCoupons: 5 });
    const user = await createUser(t.db);
    const before = await scrape();
    const listed = `dadeal_http_requests_total{route="/api/deals/:id",method="GET",status="200"}`;
    await http().get(`/api/deals/${deal.id}`).expect(200);
    await http().get(`/api/deals/${deal.id}`).expect(200); // answered before Koa (read-replay.ts)
    const coupon = (await http().post('/api/coupons').set(bearer(t.config.jwtSecret, user)).send({ dealId: deal.id }).expect(201)).body.coupon;
    await http().post('/api/coupons').set(bearer(t.config.jwtSecret, user)).send({ dealId: deal.id }).expect(409);
    await http().post('/api/business/redeem').set(bearer(t.config.jwtSecret, shop.user)).send({ couponCode: coupon.couponCode }).expect(200);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(429);
    const after = await scrape();
    const grew = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(grew(listed)).toBe(2);
    expect(grew('dadeal_claims_total')).toBe(1);
    expect(grew(`dadeal_http_requests_total{route="/api/coupons",method="POST",status="409"}`)).toBe(1);
    expect(grew('dadeal_redemptions_total')).toBe(1);
    expect(grew('dadeal_rate_limit_refusals_total{route="/api/auth/forgot-password"}')).toBe(1);
    expect(grew('dadeal_deal_cache_lookups_total{outcome="hit"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(new RegExp(`^dadeal_http_request_duration_seconds_count\\{route="/api/deals/:id",method="GET",status="200"\\} \\d+$`, 'm'));
    // The mail the reset request wrote is in the outbox (no SMTP_URL: logged), read from the database at the scrape.
    expect(sample(after, 'dadeal_mail_outbox{status="logged"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/api/deals/${deal.id}`); // ids never become labels: the route's pattern does
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    await withTestApp({}, async (plain) => {
      const res = await request(plain.app.callback()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('nodejs_');
    });
  });
});

describe('GET /api/ready', () => {
  it('is ready while serving and answers 503 once the process drains', async () => {
    expect((await http().get('/api/ready').expect(200)).body).toEqual({ status: 'ready' });
    t.app.deps.lifecycle.draining = true;
    try {
      const res = await http().get('/api/ready').expect(503);
      expect(res.body).toEqual({ status: 'draining' });
      expect(res.headers['retry-after']).toBe('5');
      await http().get('/api/health').expect(200); // still alive: liveness is not readiness
    } finally {
      t.app.deps.lifecycle.draining = false;
    }
  });

});
