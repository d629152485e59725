// The public reads' replay (read-replay.ts): a repeated listing or deal request is answered before Koa with exactly what Koa
// sent for it — status, headers, bytes, a request id of its own and the access line — and never after a write.
import { Writable } from 'node:stream';
import type Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';

const PARTNER = 'https://hotel.example';
let t: TestApp;
let business: Business;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ env: { WIDGET_ORIGINS: PARTNER }, accessLogger: pino({ base: { service: 'dadeal' } }, stream) });
  business = (await createBusiness(t.db, { companyName: 'Reef Divers' })).business;
  await createDeal(t.db, business, { title: 'Night dive', category: 'Weekly', totalCoupons: 10 });
});
afterAll(() => t?.close());

const replayed = () => t.app.deps.readReplay.replayed;
/** Everything of an answer but what differs per request by design (its id, the date). */
const comparable = (res: request.Response) => {
  const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
  return { status: res.status, headers, body: res.text };
};

describe('read replay', () => {
  const variants: Array<[string, Record<string, string>]> = [
    ['a plain request', {}],
    ['a partner page (allowed Origin)', { Origin: PARTNER }],
    ['another origin (no CORS grant)', { Origin: 'https://stranger.example' }],
    ['a forwarded HTTPS request', { 'X-Forwarded-Proto': 'https' }],
  ];
  for (const [name, headers] of variants) {
    it(`answers ${name} again with Koa's own status, headers and bytes`, async () => {
      const url = `/api/deals?category=Weekly&v=${encodeURIComponent(name)}`;
      const first = await request(t.app.callback()).get(url).set(headers).expect(200);
      const before = replayed();
      const again = await request(t.app.callback()).get(url).set(headers).expect(200);
      expect(replayed()).toBe(before + 1);
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.body[0]).toMatchObject({ title: 'Night dive' });
      // And the 304 of a revalidation, first through Koa, then replayed.
      const etag = first.headers.etag;
      const k304 = await request(t.app.callback()).get(url).set({ ...headers, 'If-None-Match': etag }).expect(304);
      const r304 = await request(t.app.callback()).get(url).set({ ...headers, 'If-None-Match': etag }).expect(304);
      expect(replayed()).toBe(before + 2);
      expect(comparable(r304)).toEqual(comparable(k304));
    });
  }

  it("answers a deal's detail again with Koa's own status, headers and bytes", async () => {
    const [deal] = (await request(t.app.callback()).get('/api/deals?category=Weekly').expect(200)).body;
    const url = `/api/deals/${deal.id}`;
    const first = await request(t.app.callback()).get(url).set('Origin', PARTNER).expect(200);
    const before = replayed();
    const again = await request(t.app.callback()).get(url).set('Origin', PARTNER).expect(200);
    expect(replayed()).toBe(before + 1);
    expect(comparable(again)).toEqual(comparable(first));
    expect(again.body).toMatchObject({ id: deal.id, title: 'Night dive' });
  });

  it('gives a replayed answer its own request id and access line', async () => {
    const url = '/api/deals?category=Weekly&logged=1';
    await request(t.app.callback()).get(url).expect(200);
    const before = replayed();
    const res = await request(t.app.callback()).get(url).set('X-Request-Id', 'partner-req-0042').expect(200);
    expect(replayed()).toBe(before + 1);
    expect(res.headers['x-request-id']).toBe('partner-req-0042');
    const fresh = await request(t.app.callback()).get(url).expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.filter((l) => l.url === url).length).toBe(3);
    const line = lines.find((l) => l.reqId === 'partner-req-0042');
    expect(line).toMatchObject({ level: 30, msg: 'request', service: 'dadeal', method: 'GET', url, status: 200 });
    expect(Object.keys(line!).sort()).toEqual(['level', 'method', 'ms', 'msg', 'reqId', 'service', 'status', 'time', 'url']);
  });

  it('stops replaying when a claim or a new deal changes the listing', async () => {
    const url = '/api/deals?category=Weekly&writes=1';
    const quiet = await request(t.app.callback()).get(url).expect(200);
    await request(t.app.callback()).get(url).expect(200); // replayed
    const deal = quiet.body.find((d: { title: string }) => d.title === 'Night dive');
    const shopper = await createUser(t.db);
    await request(t.app.callback()).post('/api/coupons').set(bearer(t.config.jwtSecret, shopper)).send({ dealId: deal.id }).expect(201);
    const before = replayed();
    const afterClaim = await request(t.app.callback()).get(url).expect(200);
    expect(replayed()).toBe(before); // Koa answered: the cached answer was dropped
    expect(afterClaim.body.find((d: { id: number }) => d.id === deal.id).availableCount).toBe(deal.availableCount - 1);
    await createDeal(t.db, business, { title: 'Wreck dive', category: 'Weekly' });
    t.app.deps.dealCache.invalidate(); // what the API's own writes and the database's notifications do
    const afterWrite = await request(t.app.callback()).get(url).expect(200);
    expect(afterWrite.body.map((d: { title: string }) => d.title)).toContain('Wreck dive');
  });

  it('records at most 32 kinds of request per answer: made-up Origins cannot grow it without bound', async () => {
    const url = '/api/deals?search=dive'; // an answer of its own (the records are kept per answer, whatever its URL)
    for (let i = 0; i < 40; i++) await request(t.app.callback()).get(url).set('Origin', `https://site-${i}.example`).expect(200);
    const before = replayed();
    for (let i = 0; i < 40; i++) await request(t.app.callback()).get(url).set('Origin', `https://site-${i}.example`).expect(200);
    expect(replayed() - before).toBe(32);
  });

  it('never replays an answer that sets a cookie or varies on more than the Origin', async () => {
    const marks: Koa.Middleware = async (ctx, next) => {
      await next();
      if (ctx.query.cookie) ctx.cookies.set('seen', '1');
      if (ctx.query.lang) ctx.vary('Accept-Language');
    };
    t.app.middleware.unshift(marks);
    try {
      for (const url of ['/api/deals?search=night&cookie=1', '/api/deals?search=night&lang=1']) {
        await request(t.app.callback()).get(url).expect(200);
        const before = replayed();
        await request(t.app.callback()).get(url).expect(200);
        expect(replayed()).toBe(before);
      }
    } finally {
      t.app.middleware.splice(t.app.middleware.indexOf(marks), 1);
    }
  });

  it('leaves everything else to Koa: other paths, HEAD, a deal of its own', async () => {
    await request(t.app.callback()).get('/api/deals?category=Monthly').expect(200);
    const before = replayed();
    await request(t.app.callback()).head('/api/deals?category=Monthly').expect(200);
    await request(t.app.callback()).get('/api/dealsx?category=Monthly').expect(404);
    await request(t.app.callback()).get('/api/deals/999999').expect(404);
    expect(replayed()).toBe(before);
  });
});
