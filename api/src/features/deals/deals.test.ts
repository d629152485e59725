import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';

let t: TestApp;
let owner: { user: User; business: Business };
let other: { user: User; business: Business };
const http = () => request(t.app.callback());
const DAY = 24 * 3600_000;
const ids = (body: Array<{ id: number }>) => body.map((d) => d.id).sort((a, b) => a - b);

const newDeal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunset paddle',
  description: 'A 90-minute paddle at sunset',
  originalPrice: '$40.00',
  dealPrice: '25',
  category: 'Weekly',
  businessCategory: 'beach-activity',
  startDate: new Date(Date.now() - 3600_000).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY).toISOString(),
  totalCoupons: 20,
  termsConditions: 'Weather permitting',
  imageUrl: null,
  ...overrides,
});

let live: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createBusiness(t.db, { companyName: 'Blue Lagoon Tours' });
  other = await createBusiness(t.db, { companyName: 'Harbor Bakery' });
  live = {
    weeklyBeach: (await createDeal(t.db, owner.business, { title: 'Reef snorkel', category: 'Weekly', businessCategory: 'beach-activity' })).id,
    monthlyFood: (await createDeal(t.db, other.business, { title: 'Bread basket', description: 'Fresh loaves', category: 'Monthly', businessCategory: 'restaurant' })).id,
    lastMinute: (await createDeal(t.db, other.business, { title: 'Closing pastries', category: 'Last-Minute', businessCategory: 'restaurant', isFeatured: true })).id,
    soldOut: (await createDeal(t.db, owner.business, { title: 'Kayak day', category: 'Weekly', totalCoupons: 2, usedCoupons: 2 })).id,
    featuredExpired: (await createDeal(t.db, owner.business, { title: 'Old feature', category: 'Monthly', isFeatured: true, featuredUntil: new Date(Date.now() - 1000) })).id,
  };
  await createDeal(t.db, owner.business, { title: 'Inactive', isActive: false });
  await createDeal(t.db, owner.business, { title: 'Ended', startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - DAY) });
  await createDeal(t.db, owner.business, { title: 'Not started', startDate: new Date(Date.now() + DAY), endDate: new Date(Date.now() + 9 * DAY) });
});
afterAll(() => t?.close());

describe('GET /api/deals', () => {
  it('lists live deals only, sold-out ones included, with the spec fields', async () => {
    const res = await http().get('/api/deals').expect(200);
    expect(ids(res.body)).toEqual(Object.values(live).sort((a, b) => a - b));
    const kayak = res.body.find((d: { id: number }) => d.id === live.soldOut);
    expect(kayak).toMatchObject({
      title: 'Kayak day', originalPrice: '40.00', dealPrice: '25.00', totalCoupons: 2, usedCoupons: 2, availableCount: 0,
      category: 'Weekly', businessCategory: 'beach-activity', isActive: true, isFeatured: false,
      business: { companyName: 'Blue Lagoon Tours', user: { firstName: 'Keoni', lastName: 'Owner' } },
    });
    expect(new Date(kayak.startDate).toISOString()).toBe(kayak.startDate);
  });

  it('filters by time category in the stored and the card form', async () => {
    expect(ids((await http().get('/api/deals?category=Weekly').expect(200)).body)).toEqual([live.weeklyBeach, live.soldOut].sort((a, b) => a - b));
    expect(ids((await http().get('/api/deals?category=lastminute').expect(200)).body)).toEqual([live.lastMinute]);
    expect(ids((await http().get('/api/deals?category=Last-Minute').expect(200)).body)).toEqual([live.lastMinute]);
  });

  it('filters by business category, featured, search, limit and offset', async () => {
    expect(ids((await http().get('/api/deals?category=Monthly&businessCategory=restaurant').expect(200)).body)).toEqual([live.monthlyFood]);
    expect(ids((await http().get('/api/deals?businessCategory=all').expect(200)).body)).toHaveLength(5);
    expect(ids((await http().get('/api/deals?isFeatured=true&limit=6').expect(200)).body)).toEqual([live.lastMinute]);
    expect(ids((await http().get('/api/deals?search=HARBOR').expect(200)).body)).toEqual([live.monthlyFood, live.lastMinute].sort((a, b) => a - b));
    expect(ids((await http().get('/api/deals?search=loaves').expect(200)).body)).toEqual([live.monthlyFood]);
    expect((await http().get('/api/deals?search=100%25').expect(200)).body).toEqual([]);
    const page1 = (await http().get('/api/deals?limit=2').expect(200)).body;
    const page2 = (await http().get('/api/deals?limit=2&offset=2').expect(200)).body;
    expect(page1).toHaveLength(2);
    expect(ids([...page1, ...page2])).toHaveLength(4);
  });

  it('says the featuring is over once featuredUntil has passed', async () => {
    const res = await http().get(`/api/deals/${live.featuredExpired}`).expect(200);
    expect(res.body.isFeatured).toBe(false);
    expect(ids((await http().get('/api/deals?isFeatured=true').expect(200)).body)).not.toContain(live.featuredExpired);
  });

  it('refuses unknown filters values with a clear message', async () => {
    const res = await http().get('/api/deals?category=Yearly&limit=500').expect(400);
    expect(res.body.errors).toEqual([
      { field: 'category', message: 'Category must be one of Monthly, Weekly, Last-Minute' },
      { field: 'limit', message: 'limit must be a whole number from 1 to 100' },
    ]);
  });

  it('sends an ETag, answers 304 to If-None-Match, and CORS for partner pages', async () => {
    const first = await http().get('/api/deals?category=Weekly').set('Origin', 'https://hotel.example').expect(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers.etag).toMatch(/^"/);
    const again = await http().get('/api/deals?category=Weekly').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    const preflight = await http().options('/api/deals').set('Origin', 'https://hotel.example').set('Access-Control-Request-Method', 'GET').expect(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });

  it('only allows the configured partner origins when WIDGET_ORIGINS is set', async () => {
    await withTestApp({ env: { WIDGET_ORIGINS: 'https://hotel.example' } }, async (strict) => {
      const ok = await request(strict.app.callback()).get('/api/deals').set('Origin', 'https://hotel.example').expect(200);
      expect(ok.headers['access-control-allow-origin']).toBe('https://hotel.example');
      const no = await request(strict.app.callback()).get('/api/deals').set('Origin', 'https://evil.example').expect(200);
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('the cached listing and time', () => {
  it('shows a deal the moment it starts and drops it the moment it ends, even while answers are cached', async () => {
    const { business } = await createBusiness(t.db);
    const soon = Date.now() + 1500;
    const starting = await createDeal(t.db, business, { title: 'Starts soon', category: 'Last-Minute', startDate: new Date(soon), endDate: new Date(soon + DAY) });
    const ending = await createDeal(t.db, business, { title: 'Ends soon', category: 'Last-Minute', startDate: new Date(Date.now() - DAY), endDate: new Date(soon) });
    // Written straight to the database (no invalidation): only the time boundaries can refresh the answer.
    const before = ids((await http().get('/api/deals?search=soon').expect(200)).body);
    expect(before).toContain(ending.id);
    expect(before).not.toContain(starting.id);
    await new Promise((r) => setTimeout(r, soon - Date.now() + 300));
    const after = ids((await http().get('/api/deals?search=soon').expect(200)).body);
    expect(after).toContain(starting.id);
    expect(after).not.toContain(ending.id);
  });
});

describe('GET /api/deals/{id}', () => {
  it('answers a live deal and 404 for what the public may not see', async () => {
    await http().get(`/api/deals/${live.weeklyBeach}`).expect(200);
    const hidden = await t.db('deals').whereIn('title', ['Inactive', 'Ended', 'Not started']).select('id');
    for (const { id } of hidden) expect((await http().get(`/api/deals/${id}`).expect(404)).body).toEqual({ message: MESSAGES.dealNotFound });
    await http().get('/api/deals/999999').expect(404);
    await http().get('/api/deals/abc').expect(400);
  });
});

describe('POST /api/deals', () => {
  it('creates a deal for the signed-in business, prices as decimals, and lists it at once', async () => {
    await http().get('/api/deals?category=Weekly').expect(200); // warm the cache
    const res = await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user)).send(newDeal()).expect(201);
    expect(res.body).toMatchObject({ businessId: owner.business.id, originalPrice: '40.00', dealPrice: '25.00', usedCoupons: 0, availableCount: 20, isFeatured: false });
    const list = await http().get('/api/deals?category=Weekly').expect(200);
    expect(ids(list.body)).toContain(res.body.id);
  });

  it('refuses invalid input with the spec messages', async () => {
    const res = await http()
      .post('/api/deals')
      .set(bearer(t.config.jwtSecret, owner.user))
      .send(newDeal({ title: '', totalCoupons: undefined, originalPrice: 'ten', category: 'Daily' }))
      .expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'totalCoupons', message: 'Number of coupons is required' },
        { field: 'originalPrice', message: 'Original price must be an amount such as 12.50' },
        { field: 'category', message: 'Category must be one of Monthly, Weekly, Last-Minute' },
      ]),
    );
  });

  it('needs a signed-in business account', async () => {
    await http().post('/api/deals').send(newDeal()).expect(401);
    const user = await createUser(t.db);
    const res = await http().post('/api/deals').set(bearer(t.config.jwtSecret, user)).send(newDeal()).expect(403);
    expect(res.body.message).toBe(MESSAGES.businessOnly);
  });
});

describe('DELETE /api/deals/{id} and the business list', () => {
  it('lets the owner delete its deal and refuses anyone else', async () => {
    const { id } = await createDeal(t.db, owner.business);
    await http().delete(`/api/deals/${id}`).expect(401);
    const user = await createUser(t.db);
    await http().delete(`/api/deals/${id}`).set(bearer(t.config.jwtSecret, user)).expect(403);
    const notOwner = await http().delete(`/api/deals/${id}`).set(bearer(t.config.jwtSecret, other.user)).expect(403);
    expect(notOwner.body.message).toBe(MESSAGES.notOwner);
    const ok = await http().delete(`/api/deals/${id}`).set(bearer(t.config.jwtSecret, owner.user)).expect(200);
    expect(ok.body.message).toBe(MESSAGES.dealDeleted);
    await http().delete(`/api/deals/${id}`).set(bearer(t.config.jwtSecret, owner.user)).expect(404);
  });

  it('lists all of the business’s own deals, hidden ones included, and nobody else’s', async () => {
    const res = await http().get('/api/business/deals').set(bearer(t.config.jwtSecret, owner.user)).expect(200);
    const titles = res.body.map((d: { title: string }) => d.title);
    expect(titles).toEqual(expect.arrayContaining(['Reef snorkel', 'Inactive', 'Ended', 'Not started']));
    expect(titles).not.toContain('Bread basket');
    await http().get('/api/business/deals').set(bearer(t.config.jwtSecret, await createUser(t.db))).expect(403);
  });
});

describe('GET /api/deals?sort=ending (what ends today)', () => {
  it('puts the soonest end first, page after page, and keeps the featured-first order as the default', async () => {
    const hotel = await createBusiness(t.db, { companyName: 'Palm Inn' });
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000);
    const later = await createDeal(t.db, hotel.business, { businessCategory: 'hotel', endDate: at(72), isFeatured: true });
    const tonight = await createDeal(t.db, hotel.business, { businessCategory: 'hotel', endDate: at(5) });
    const soonest = await createDeal(t.db, hotel.business, { businessCategory: 'hotel', endDate: at(1) });
    const tomorrow = await createDeal(t.db, hotel.business, { businessCategory: 'hotel', endDate: at(30) });
    await createDeal(t.db, hotel.business, { businessCategory: 'hotel', endDate: at(-1), startDate: at(-48) }); // ended: never listed
    const order = async (query: string) => (await http().get(`/api/deals?businessCategory=hotel${query}`).expect(200)).body.map((d: { id: number }) => d.id);

    expect(await order('&sort=ending')).toEqual([soonest.id, tonight.id, tomorrow.id, later.id]);
    expect([...(await order('&sort=ending&limit=2')), ...(await order('&sort=ending&limit=2&offset=2'))])
      .toEqual([soonest.id, tonight.id, tomorrow.id, later.id]);
    // The default (and sort=featured) is answered apart from it, from its own cache entry: featured first, then the newest.
    expect(await order('')).toEqual([later.id, tomorrow.id, soonest.id, tonight.id]);
    expect(await order('&sort=featured')).toEqual([later.id, tomorrow.id, soonest.id, tonight.id]);
    expect(await order('&sort=ending')).toEqual([soonest.id, tonight.id, tomorrow.id, later.id]);
  });

  it('takes the order exactly as written', async () => {
    for (const sort of ['Ending', 'soonest', 'ending,featured']) {
      const res = await http().get(`/api/deals?sort=${encodeURIComponent(sort)}`).expect(400);
      expect(res.body.errors).toEqual([{ field: 'sort', message: 'Sort must be one of featured, ending' }]);
    }
  });
});
