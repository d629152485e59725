import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type Deal, type Place } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { seededRandom as random } from '../../testing/seeded-random.js';

let t: TestApp;
let owner: { user: User; business: Business };
const http = () => request(t.app.callback());

const place = (overrides: Partial<Place> = {}): Place => ({
  name: null, addressLine1: '2335 Kalākaua Ave', addressLine2: null, town: 'Waikīkī', postcode: '96815', country: 'US',
  latitude: 21.2793, longitude: -157.8292, openingHours: 'Daily 7am–10pm', ...overrides,
});


beforeAll(async () => {
  t = await createTestApp();
  owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
});
afterAll(() => t?.close());

describe("a business's places", () => {
  it('are set and read by the business, the first one its main place, and shown on its deals', async () => {
    const auth = bearer(t.config.jwtSecret, owner.user);
    expect((await http().get('/api/business/places').set(auth).expect(200)).body).toEqual({ places: [] });
    const deal = await createDeal(t.db, owner.business);
    expect((await http().get(`/api/deals/${deal.id}`).expect(200)).body.places).toEqual([]);
    const kailua = place({ name: 'Kailua', addressLine1: '  130 Kailua Rd ', town: 'Kailua', postcode: '96734', latitude: 21.3972, longitude: -157.7394, openingHours: '' });
    const res = await http().put('/api/business/places').set(auth).send({ places: [place(), kailua] }).expect(200);
    expect(res.body.places).toEqual([place(), { ...kailua, addressLine1: '130 Kailua Rd', openingHours: null }]);
    const shown = (await http().get(`/api/deals/${deal.id}`).expect(200)).body as Deal;
    expect(shown.places.map((p) => p.town)).toEqual(['Waikīkī', 'Kailua']);
    expect(shown.places[0]).toEqual(place());
    expect(shown.distanceKm).toBeUndefined();
    const listed = (await http().get('/api/deals').expect(200)).body as Deal[];
    expect(listed.find((d) => d.id === deal.id)!.places).toHaveLength(2);
    await http().put('/api/business/places').set(auth).send({ places: [kailua] }).expect(200);
    expect((await http().get('/api/business/places').set(auth).expect(200)).body.places.map((p: Place) => p.town)).toEqual(['Kailua']);
  });

  it('are refused with clear messages: range, 0,0, required fields, at most ten; and only by a business', async () => {
    const auth = bearer(t.config.jwtSecret, owner.user);
    const res = await http().put('/api/business/places').set(auth)
      .send({ places: [place({ latitude: 95 }), place({ latitude: 0, longitude: 0 }), place({ town: ' ', longitude: -200 })] }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'places.0.latitude', message: 'Latitude must be a number from -90 to 90' },
      { field: 'places.1.latitude', message: 'The pin is at 0, 0 (in the ocean): drop it on the business' },
      { field: 'places.2.town', message: 'Town is required' },
      { field: 'places.2.longitude', message: 'Longitude must be a number from -180 to 180' },
    ]));
    const fr = await http().put('/api/business/places').set(auth).set('Accept-Language', 'fr').send({ places: [place({ latitude: 95 })] }).expect(400);
    expect(fr.body.errors).toEqual([{ field: 'places.0.latitude', message: 'La latitude doit être un nombre entre -90 et 90' }]);
    await http().put('/api/business/places').set(auth).send({ places: Array(11).fill(place()) }).expect(400);
    const user = await createUser(t.db);
    await http().put('/api/business/places').set(bearer(t.config.jwtSecret, user)).send({ places: [] }).expect(403);
    await http().get('/api/business/places').expect(401);
  });

  it('may be given at business sign-up, stored with the account, or refused with the account', async () => {
    const email = `signup-${Date.now()}@example.test`;
    await http().post('/api/auth/register').send({
      email, password: 'longpassword', firstName: 'Malia', lastName: 'Kahale', phoneNumber: '808 555 0100', userType: 'business',
      business: { companyName: 'Haleʻiwa Shave Ice', contactNumber: '808 555 0101', places: [place({ town: 'Haleʻiwa', latitude: 21.5928, longitude: -158.1034 })] },
    }).expect(201);
    const rows = await t.db('business_places as p').join('businesses as b', 'b.id', 'p.businessId').where('b.companyName', 'Haleʻiwa Shave Ice').select('p.town');
    expect(rows).toEqual([{ town: 'Haleʻiwa' }]);
    const bad = await http().post('/api/auth/register').send({
      email: `x${email}`, password: 'longpassword', firstName: 'Malia', lastName: 'Kahale', phoneNumber: '808 555 0100', userType: 'business',
      business: { companyName: 'Nowhere', contactNumber: '808 555 0101', places: [place({ latitude: 0, longitude: 0 })] },
    }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'business.places.0.latitude', message: 'The pin is at 0, 0 (in the ocean): drop it on the business' }]);
    // Refused as a whole: neither the account nor its business was created.
    expect(await t.db('users').where({ email: `x${email}` })).toHaveLength(0);
    expect(await t.db('businesses').where({ companyName: 'Nowhere' })).toHaveLength(0);
  });
});

describe('GET /api/deals?near=lat,lng (near me)', () => {
  // 1,000 random pins over Oʻahu and around it (a box of about 110 × 90 km), one business and one live deal each.
  const next = random(35);
  const pins = Array.from({ length: 1000 }, () => ({ latitude: 21.0 + next() * 0.8, longitude: -158.4 + next() * 0.85 }));
  const dealOfPin = new Map<number, number>();
  let placeless: number;
  let twoPlaces: { id: number; places: Array<{ latitude: number; longitude: number }> };

  beforeAll(async () => {
    await t.db('business_places').where({ businessId: owner.business.id }).delete(); // the other tests' places
    const tag = Date.now();
    const users: Array<{ id: number }> = await t.db('users').insert(pins.map((_, i) => ({
      email: `pin-${tag}-${i}@example.test`, firstName: 'Pin', lastName: String(i), phoneNumber: '808', userType: 'business', isEmailVerified: true, passwordHash: 'x',
    }))).returning(['id']);
    const businesses: Array<{ id: number }> = await t.db('businesses').insert(users.map((u, i) => ({ userId: u.id, companyName: `Pin ${i}`, contactNumber: '808' }))).returning(['id']);
    await t.db('business_places').insert(businesses.map((b, i) => ({ businessId: b.id, addressLine1: `${i} Pin St`, town: 'Pinville', country: 'US', ...pins[i] })));
    const now = Date.now();
    const deals: Array<{ id: number; businessId: number }> = await t.db('deals').insert(businesses.map((b, i) => ({
      businessId: b.id, title: `Pin deal ${i}`, description: 'A deal at a pin', originalPrice: '10.00', dealPrice: '5.00', category: 'Weekly',
      businessCategory: i % 2 ? 'restaurant' : 'shopping', startDate: new Date(now - 3600_000), endDate: new Date(now + 7 * 24 * 3600_000), totalCoupons: 10,
    }))).returning(['id', 'businessId']);
    deals.forEach((d, i) => dealOfPin.set(d.id, i));
    placeless = (await createDeal(t.db, (await createBusiness(t.db)).business, { title: 'Nowhere deal' })).id;
    // A business with two places: its distance is its nearer place's, and that place comes first.
    const chain = await createBusiness(t.db, { companyName: 'Two Shops' });
    twoPlaces = {
      id: (await createDeal(t.db, chain.business, { title: 'Two shops deal' })).id,
      places: [{ latitude: 21.60, longitude: -158.10 }, { latitude: 21.28, longitude: -157.83 }],
    };
    await t.db('business_places').insert(twoPlaces.places.map((p, position) => ({ businessId: chain.business.id, position, addressLine1: `${position} Chain St`, town: position ? 'Waikīkī' : 'Haleʻiwa', country: 'US', ...p })));
  });

  /** The expected answer, computed apart: every pinned live deal within the radius, nearest first, ties by id. */
  function expected(center: { latitude: number; longitude: number }, radiusKm: number, filter: (i: number) => boolean = () => true) {
    const all = [...dealOfPin].filter(([, i]) => filter(i)).map(([id, i]) => ({ id, km: distanceKm(center, pins[i]) }));
    if (filter(-1)) all.push({ id: twoPlaces.id, km: Math.min(...twoPlaces.places.map((p) => distanceKm(center, p))) });
    return all.filter((d) => d.km <= radiusKm).sort((a, b) => a.km - b.km || a.id - b.id);
  }

  it('lists the deals within radiusKm (default 25) nearest first, as an independent haversine orders them', async () => {
    const next2 = random(7);
    for (let k = 0; k < 8; k++) {
      const center = { latitude: Math.round((21.2 + next2() * 0.4) * 1e4) / 1e4, longitude: Math.round((-158.2 + next2() * 0.5) * 1e4) / 1e4 };
      const radius = [25, 3, 10, 60][k % 4];
      const want = expected(center, radius);
      const query = `/api/deals?near=${center.latitude},${center.longitude}${radius === 25 ? '' : `&radiusKm=${radius}`}`;
      const pages: Deal[] = [];
      for (let offset = 0; offset < 300; offset += 100) {
        const page = (await http().get(`${query}&limit=100&offset=${offset}`).expect(200)).body as Deal[];
        pages.push(...page);
        if (page.length < 100) break;
      }
      const slice = want.slice(0, pages.length);
      if (pages.length % 100) expect(pages.length).toBe(want.length);
      expect(pages.map((d) => d.id)).toEqual(slice.map((d) => d.id));
      pages.forEach((d, i) => expect(d.distanceKm).toBeCloseTo(slice[i].km, 2));
      expect(pages.some((d) => d.id === placeless)).toBe(false);
    }
  });

  it('lists the same from the sea, where the rings start at the nearest place, and nothing when no place is within the radius', async () => {
    // East of every pin (pins reach longitude -157.55): 15 and 200 km out; radii that reach the pins and one that does not.
    const cases: Array<[{ latitude: number; longitude: number }, number]> = [
      [{ latitude: 21.4, longitude: -157.4 }, 25], [{ latitude: 21.4, longitude: -157.4 }, 60],
      [{ latitude: 21.4, longitude: -155.6 }, 250], [{ latitude: 21.4, longitude: -155.6 }, 500], [{ latitude: 21.4, longitude: -155.6 }, 25],
    ];
    for (const [center, radius] of cases) {
      const want = expected(center, radius);
      const page = (await http().get(`/api/deals?near=${center.latitude},${center.longitude}&radiusKm=${radius}&limit=100`).expect(200)).body as Deal[];
      expect(page.map((d) => d.id), `${center.longitude} within ${radius} km`).toEqual(want.slice(0, 100).map((d) => d.id));
      const next = (await http().get(`/api/deals?near=${center.latitude},${center.longitude}&radiusKm=${radius}&limit=7&offset=93`).expect(200)).body as Deal[];
      expect(next.map((d) => d.id)).toEqual(want.slice(93, 100).map((d) => d.id));
    }
    expect(expected({ latitude: 21.4, longitude: -155.6 }, 25)).toEqual([]);
  });

  it("puts the nearest of a business's places first, narrows with the other filters, and leaves placeless deals out", async () => {
    const waikiki = { latitude: 21.2793, longitude: -157.8292 };
    const body = (await http().get('/api/deals?near=21.2793,-157.8292&radiusKm=2').expect(200)).body as Deal[];
    const chain = body.find((d) => d.id === twoPlaces.id)!;
    expect(chain.places.map((p) => p.town)).toEqual(['Waikīkī', 'Haleʻiwa']);
    expect(chain.distanceKm).toBeCloseTo(distanceKm(waikiki, twoPlaces.places[1]), 2);
    expect(body.map((d) => d.id)).toEqual(expected(waikiki, 2).map((d) => d.id));
    const food = (await http().get('/api/deals?near=21.2793,-157.8292&radiusKm=8&businessCategory=restaurant').expect(200)).body as Deal[];
    expect(food.map((d) => d.id)).toEqual(expected(waikiki, 8, (i) => i >= 0 && i % 2 === 1).map((d) => d.id));
    // Without near, placeless deals are listed as ever.
    expect((await http().get('/api/deals?search=nowhere').expect(200)).body.map((d: Deal) => d.id)).toEqual([placeless]);
  });

  it('refuses a bad near or radiusKm with the field and a clear message', async () => {
    for (const near of ['abc', '91,0', '0,0', '21.3']) {
      const res = await http().get(`/api/deals?near=${near}`).expect(400);
      expect(res.body.errors).toEqual([{ field: 'near', message: 'near must be latitude,longitude (such as 21.2793,-157.8292)' }]);
    }
    for (const radius of ['0', '-3', '501', 'far']) {
      const res = await http().get(`/api/deals?near=21.3,-157.8&radiusKm=${radius}`).expect(400);
      expect(res.body.errors).toEqual([{ field: 'radiusKm', message: 'radiusKm must be a number from 1 to 500' }]);
    }
  });
});
