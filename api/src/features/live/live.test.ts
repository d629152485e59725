// The live counts' stream (GET /api/deals/live) against the real app on a real database, read over a real socket as a
// browser's EventSource reads it: the counts on connecting, a claim's new count within a second, a rush coalesced to
// one event and one read per deal per second whatever the number of streams, the last coupon and a withdrawn deal as
// 0, a business's rating as verified reviews are written, hidden and restored, bad ids refused, the headers (event stream, no-store, CORS as the public reads), heartbeats, a stream forgotten
// when its reader leaves, the drain, and the listing's read replay and the access log beside open streams.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_COALESCE_MS, LIVE_IDS_MESSAGE, LIVE_MAX_DEALS, LIVE_MAX_STREAMS_PER_ADDRESS, MESSAGES, RATING_MIN_REVIEWS } from '@dadeal/core';
import { createAdmin } from '../admin/admins.service.js';
import { signAdminToken } from '../admin/admin-tokens.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser, createUsers } from '../../testing/factories.js';
import { openLiveStream, type LiveStreamClient } from '../../testing/live-stream-client.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';

let t: TestApp;
let server: Server;
let base: string;
let shop: { user: User; business: Business };
/** Every SQL statement the app ran (the tests count the live counts' reads). */
const statements: string[] = [];
const http = () => request(t.app.callback());
const claim = (user: { id: number }, dealId: number) => http().post('/api/coupons').set(bearer(t.config.jwtSecret, user)).send({ dealId });
const opened: LiveStreamClient[] = [];

async function listen(app: TestApp): Promise<{ server: Server; base: string }> {
  const s = createServer(app.app.callback());
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

async function stream(ids: Array<number | string>, at = base, headers?: Record<string, string>): Promise<LiveStreamClient> {
  const client = await openLiveStream(`${at}/api/deals/live?ids=${ids.join(',')}`, { headers });
  opened.push(client);
  return client;
}

const COUNT_READ = /case when deals\.is_active and deals\.start_date <= now\(\) and deals\.end_date > now\(\) then greatest/;

beforeAll(async () => {
  // Behind one proxy, so that a test can speak from several addresses (X-Forwarded-For).
  t = await createTestApp({ poolMax: 20, env: { TRUST_PROXY: '1' } });
  t.db.on('query', (q: { sql: string }) => statements.push(q.sql));
  ({ server, base } = await listen(t));
  shop = await createBusiness(t.db, { companyName: 'Lagoon Kayaks' });
});
afterAll(async () => {
  for (const client of opened) client.close();
  await new Promise((done) => server?.close(done));
  await t?.close();
});

describe('the live counts stream', () => {
  it('sends every asked-for count on connecting, then a claim\'s new count within a second', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 3 });
    const other = await createDeal(t.db, shop.business, { totalCoupons: 40, usedCoupons: 15 });
    const client = await stream([deal.id, other.id, deal.id]);
    expect(client.status).toBe(200);
    const first = await client.waitFor(() => true);
    expect(first.counts).toEqual({ [deal.id]: 3, [other.id]: 25 });

    const user = await createUser(t.db);
    await claim(user, deal.id).expect(201);
    const claimedAt = performance.now();
    const next = await client.waitFor((c) => c[deal.id] === 2, 2_000, 1);
    expect(next.at - claimedAt).toBeLessThan(1_000);
    expect(next.counts).toEqual({ [deal.id]: 2 }); // only what changed
  });

  it('coalesces a rush to one event per deal per second, one read per tick however many streams watch, the last count exact', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 500 });
    const clients = await Promise.all(Array.from({ length: 20 }, () => stream([deal.id])));
    await Promise.all(clients.map((c) => c.waitFor((counts) => counts[deal.id] === 500)));
    const users = await createUsers(t.db, 60);
    const readsBefore = statements.filter((sql) => COUNT_READ.test(sql)).length;
    // Three waves of 20 simultaneous claims, 400 ms apart: more claims than a second can show one by one.
    for (let wave = 0; wave < 3; wave++) {
      await Promise.all(users.slice(wave * 20, wave * 20 + 20).map((u) => claim(u, deal.id).expect(201)));
      await new Promise((r) => setTimeout(r, 400));
    }
    await Promise.all(clients.map((c) => c.waitFor((counts) => counts[deal.id] === 440, 5_000)));
    for (const client of clients) {
      const times = client.events.slice(1).map((e) => e.at);
      expect(times.length).toBeLessThanOrEqual(4);
      // ≥ 1 s apart as sent; as received here, where the same event loop also runs the app and its 60 claims (PGlite in
      // this process), an event can be read up to a few hundred ms late.
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThan(LIVE_COALESCE_MS - 300);
    }
    const reads = statements.filter((sql) => COUNT_READ.test(sql)).length - readsBefore;
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(clients[0].events.length); // per tick, not per stream: 20 streams, ≤ 4 reads
  });

  it('holds back only the deal that just had an event: another deal\'s claim goes out at once', async () => {
    const busy = await createDeal(t.db, shop.business, { totalCoupons: 50 });
    const quiet = await createDeal(t.db, shop.business, { totalCoupons: 50 });
    const client = await stream([busy.id, quiet.id]);
    await client.waitFor(() => true);
    await claim(await createUser(t.db), busy.id).expect(201);
    const busyEvent = await client.waitFor((c) => c[busy.id] === 49, 2_000, 1);
    await claim(await createUser(t.db), quiet.id).expect(201);
    const quietEvent = await client.waitFor((c) => c[quiet.id] === 49, 2_000, 1);
    expect(quietEvent.counts).toEqual({ [quiet.id]: 49 });
    expect(quietEvent.at - busyEvent.at).toBeLessThan(LIVE_COALESCE_MS);
  });

  it('sends 0 when the last coupon goes, and when the business withdraws a deal', async () => {
    const lastOne = await createDeal(t.db, shop.business, { totalCoupons: 2, usedCoupons: 1 });
    const withdrawn = await createDeal(t.db, shop.business, { totalCoupons: 9 });
    const client = await stream([lastOne.id, withdrawn.id]);
    await client.waitFor((c) => c[lastOne.id] === 1 && c[withdrawn.id] === 9);
    await claim(await createUser(t.db), lastOne.id).expect(201);
    await client.waitFor((c) => c[lastOne.id] === 0, 3_000);
    await http().delete(`/api/deals/${withdrawn.id}`).set(bearer(t.config.jwtSecret, shop.user)).expect(200);
    await client.waitFor((c) => c[withdrawn.id] === 0, 3_000);
  });

  it("carries the business's rating (event: rating) on connecting and as reviews are written, hidden and restored", async () => {
    const place = await createBusiness(t.db, { companyName: 'Tidepool Cafe' });
    const [lunch, dinner] = [await createDeal(t.db, place.business, { totalCoupons: 9 }), await createDeal(t.db, place.business, { totalCoupons: 9 })];
    const client = await stream([lunch.id, dinner.id]);
    // On connecting: one rating event with the business once, though two of its deals are watched.
    const first = await client.waitForRating((r) => String(place.business.id) in r);
    expect(first.ratings).toEqual({ [place.business.id]: { average: null, count: 0 } });
    const reviewers = await createUsers(t.db, RATING_MIN_REVIEWS);
    const reviewIds: number[] = [];
    for (const [i, reviewer] of reviewers.entries()) {
      const [coupon] = await t.db('coupons')
        .insert({ dealId: lunch.id, userId: reviewer.id, couponCode: `LIVE-${String(i).padStart(4, '0')}-RATE`, isUsed: true, usedAt: new Date() })
        .returning(['id']);
      const res = await http().post('/api/reviews').set(bearer(t.config.jwtSecret, reviewer)).send({ couponId: coupon.id, rating: 5 - i }).expect(201);
      reviewIds.push(res.body.review.id);
      // Each review's new count reaches the open page (below RATING_MIN_REVIEWS still without an average).
      await client.waitForRating((r) => r[place.business.id]?.count === i + 1, 5_000);
    }
    const rated = client.ratingEvents.at(-1)!;
    expect(rated.ratings).toEqual({ [place.business.id]: { average: 4, count: 3 } }); // (5 + 4 + 3) / 3
    expect(client.events).toHaveLength(1); // the counts' first event only: a review moves no count

    const admin = await createAdmin(t.db, { email: 'live-mod@dadeal.test', password: 'admin-pass-1234', firstName: 'Li', lastName: 'Ve', role: 'admin' });
    const adminAuth = { Authorization: `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}` };
    await http().post(`/api/admin/reviews/${reviewIds[0]}/hide`).set(adminAuth).send({ part: 'review', reason: 'Not about a visit' }).expect(200);
    const hidden = await client.waitForRating((r) => r[place.business.id]?.count === 2, 5_000);
    expect(hidden.ratings).toEqual({ [place.business.id]: { average: null, count: 2 } }); // below the threshold again
    await http().post(`/api/admin/reviews/${reviewIds[0]}/restore`).set(adminAuth).send({ part: 'review', reason: 'A real visit' }).expect(200);
    const restored = await client.waitForRating((r) => r[place.business.id]?.count === 3, 5_000);
    expect(restored.ratings).toEqual({ [place.business.id]: { average: 4, count: 3 } });
    // A stream opened now has the figures, as the listing's cache answers them: at once, or (opened while the restore's
    // news for this deal still waits out its coalescing period) as that news, a moment later.
    const later = await stream([dinner.id]);
    expect((await later.waitForRating((r) => r[place.business.id]?.count === 3, 5_000)).ratings).toEqual({ [place.business.id]: { average: 4, count: 3 } });
    const listed = (await http().get(`/api/deals/${dinner.id}`).expect(200)).body;
    expect(listed.rating).toEqual({ average: 4, count: 3 });
  });

  it('answers an event stream that no one stores, with the security headers and a request id', async () => {
    const deal = await createDeal(t.db, shop.business);
    const client = await stream([deal.id]);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers.connection).toBe('close'); // the stream ends with its connection: no chunked framing
    expect(client.headers['transfer-encoding']).toBeUndefined();
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(client.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(client.headers['access-control-allow-origin']).toBe('*'); // WIDGET_ORIGINS unset: every partner page
  });

  it('refuses ids that are not 1 to 200 deal ids with a 400 naming the field, never a 500', async () => {
    const tooMany = Array.from({ length: LIVE_MAX_DEALS + 1 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?ids=', '?ids=abc', '?ids=0', '?ids=1,,2', '?ids=-4', '?ids=1.5', '?ids=99999999999', `?ids=${tooMany}`, '?ids=1&ids=2']) {
      const res = await http().get(`/api/deals/live${query}`).expect(400);
      expect(res.body).toEqual({ message: LIVE_IDS_MESSAGE, errors: [{ field: 'ids', message: LIVE_IDS_MESSAGE }] });
    }
    const max = Array.from({ length: LIVE_MAX_DEALS }, (_, i) => i + 1);
    const client = await stream(max); // deals that do not exist count 0: nothing to claim
    const first = await client.waitFor(() => true);
    expect(Object.keys(first.counts)).toHaveLength(LIVE_MAX_DEALS);
    client.close();
  });

  it('forgets a stream whose reader left: no deal watched, nothing read for it', async () => {
    for (const earlier of opened) earlier.close();
    await expect.poll(() => t.app.deps.liveCounts.streams).toBe(0);
    const deal = await createDeal(t.db, shop.business);
    const client = await stream([deal.id]);
    await client.waitFor(() => true);
    expect([t.app.deps.liveCounts.streams, t.app.deps.liveCounts.watchedDeals]).toEqual([1, 1]);
    client.close();
    await expect.poll(() => [t.app.deps.liveCounts.streams, t.app.deps.liveCounts.watchedDeals]).toEqual([0, 0]);
    const readsBefore = statements.filter((sql) => COUNT_READ.test(sql)).length;
    // The claim's change reaches the hub before the claim is answered; with nobody watching the deal it reads nothing.
    await claim(await createUser(t.db), deal.id).expect(201);
    expect(statements.filter((sql) => COUNT_READ.test(sql)).length).toBe(readsBefore);
  });

  it('holds at most LIVE_MAX_STREAMS_PER_ADDRESS streams per address: the next is a 429 with Retry-After, other addresses pass, a closed one frees its place', async () => {
    for (const earlier of opened.splice(0)) earlier.close();
    await expect.poll(() => t.app.deps.liveCounts.streams).toBe(0);
    const deal = await createDeal(t.db, shop.business);
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const crowd = await Promise.all(Array.from({ length: LIVE_MAX_STREAMS_PER_ADDRESS }, () => stream([deal.id], base, from('203.0.113.7'))));
    expect(crowd.every((c) => c.status === 200)).toBe(true);
    const refused = await http().get(`/api/deals/live?ids=${deal.id}`).set(from('203.0.113.7'));
    expect([refused.status, refused.headers['retry-after'], refused.body.message]).toEqual([429, '30', MESSAGES.tooManyRequests]);
    expect((await stream([deal.id], base, from('198.51.100.2'))).status).toBe(200);
    expect(t.app.deps.liveCounts.streams).toBe(LIVE_MAX_STREAMS_PER_ADDRESS + 1);
    crowd[0].close();
    await expect.poll(() => t.app.deps.liveCounts.streams).toBe(LIVE_MAX_STREAMS_PER_ADDRESS);
    await expect.poll(async () => (await stream([deal.id], base, from('203.0.113.7'))).status).toBe(200);
    for (const client of opened.splice(0)) client.close();
    await expect.poll(() => t.app.deps.liveCounts.streams).toBe(0);
  });

  it('ends every stream when the process drains, and a draining process takes no new one (503)', async () => {
    const deal = await createDeal(t.db, shop.business);
    const clients = await Promise.all([stream([deal.id]), stream([deal.id])]);
    await Promise.all(clients.map((c) => c.waitFor(() => true)));
    t.app.deps.lifecycle.draining = true;
    t.app.deps.liveCounts.endAll();
    await Promise.all(clients.map((c) => c.ended));
    expect(t.app.deps.liveCounts.streams).toBe(0);
    const refused = await http().get(`/api/deals/live?ids=${deal.id}`).expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    // Nothing holds the server open: it closes at once (afterAll waits for it).
  });
});

describe('a partner-facing server (WIDGET_ORIGINS set, an access log, metrics, a short heartbeat)', () => {
  const METRICS_TOKEN = 'live-test-metrics-token';
  const lines: Array<Record<string, unknown>> = [];
  let partnered: TestApp;
  let at: string;
  let partneredServer: Server;
  let dealId: number;

  beforeAll(async () => {
    const accessLogger = pino({ base: { service: 'dadeal' } }, new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }));
    partnered = await createTestApp({ env: { WIDGET_ORIGINS: 'https://island-times.example', METRICS_TOKEN }, accessLogger, live: { heartbeatMs: 50 } });
    ({ server: partneredServer, base: at } = await listen(partnered));
    dealId = (await createDeal(partnered.db, (await createBusiness(partnered.db)).business)).id;
  });
  afterAll(async () => {
    partneredServer?.closeAllConnections();
    await new Promise((done) => partneredServer?.close(done));
    await partnered?.close();
  });

  it('counts the open streams and the deals they watch in the metrics, and answers a HEAD without opening one', async () => {
    const clients = await Promise.all([stream([dealId], at), stream([dealId, dealId + 1000], at)]);
    await Promise.all(clients.map((c) => c.waitFor(() => true)));
    const metrics = await request(partnered.app.callback()).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(metrics.text).toContain('dadeal_live_streams{of="streams"} 2');
    expect(metrics.text).toContain('dadeal_live_streams{of="deals"} 2');
    const head = await request(partnered.app.callback()).head(`/api/deals/live?ids=${dealId}`).expect(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(partnered.app.deps.liveCounts.streams).toBe(2);
    for (const c of clients) c.close();
    await expect.poll(() => partnered.app.deps.liveCounts.streams).toBe(0);
  });

  it('keeps a quiet stream open with heartbeats', async () => {
    const client = await stream([dealId], at);
    await expect.poll(() => client.comments, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    client.close();
  });

  it('answers CORS for WIDGET_ORIGINS only, as the public reads do', async () => {
    const allowed = await stream([dealId], at, { Origin: 'https://island-times.example' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://island-times.example');
    expect(allowed.headers.vary).toMatch(/Origin/);
    const stranger = await stream([dealId], at, { Origin: 'https://elsewhere.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(partnered.app.callback())
      .options(`/api/deals/live?ids=${dealId}`)
      .set('Origin', 'https://island-times.example')
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://island-times.example');
    allowed.close();
    stranger.close();
  });

  it('leaves the listing\'s read replay and the access log working beside open streams; each stream logs one line when it ends', async () => {
    const client = await stream([dealId], at);
    await client.waitFor(() => true);
    for (let i = 0; i < 3; i++) expect((await fetch(`${at}/api/deals?limit=5`)).status).toBe(200);
    expect(partnered.app.deps.readReplay.replayed).toBeGreaterThanOrEqual(1);
    const streamUrl = `/api/deals/live?ids=${dealId}`;
    const ended = () => lines.filter((l) => l.url === streamUrl && l.status === 200).length;
    const before = ended(); // the streams of the tests above
    client.close();
    await expect.poll(ended).toBe(before + 1);
    expect(lines.filter((l) => l.url === streamUrl).at(-1)).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
  });
});
