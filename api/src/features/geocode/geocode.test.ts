// GET /api/geocode against a fake Nominatim (a real HTTP server started here): what the API asks it (format, limit,
// the address, our User-Agent), what it answers the forms, who may ask, and a geocoder that is down, too slow,
// failing or talking nonsense — each a clear 503 or 502, never a 500. Without GEOCODER_URL: 404 and "not configured".
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createPartner, createUser } from '../../testing/factories.js';
import { ALOHA_TOWER, startFakeGeocoder, type FakeGeocoder } from '../../testing/fake-geocoder.js';
import { createAdmin } from '../admin/admins.service.js';

let fake: FakeGeocoder;
let t: TestApp;
const http = () => request(t.app.callback());

beforeAll(async () => {
  fake = await startFakeGeocoder();
  t = await createTestApp({ env: { GEOCODER_URL: fake.url, GEOCODER_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('GET /api/geocode', () => {
  it("answers the geocoder's places as the forms take them, asking it as Nominatim's policy wants", async () => {
    const { user } = await createBusiness(t.db);
    const before = fake.requests.length;
    const res = await http().get('/api/geocode').query({ q: '  1 Aloha Tower Dr, Honolulu ' }).set(bearer(t.config.jwtSecret, user)).expect(200);
    expect(res.body).toEqual([{
      label: ALOHA_TOWER.display_name, latitude: 21.3069, longitude: -157.8663, town: 'Honolulu', postcode: '96813', country: 'US',
    }]);
    const asked = fake.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].url.searchParams)).toEqual({ format: 'jsonv2', addressdetails: '1', limit: '5', q: '1 Aloha Tower Dr, Honolulu' });
    expect(asked[0].userAgent).toBe('DaDeal/1.0 (+http://dadeal.test)');
    // Nothing found: an empty list (the form says so), not an error.
    expect((await http().get('/api/geocode').query({ q: 'Nowhere Lane' }).set(bearer(t.config.jwtSecret, user)).expect(200)).body).toEqual([]);
  });

  it('is for signed-in businesses, partners and administrators only', async () => {
    const { user: partner } = await createPartner(t.db);
    await http().get('/api/geocode').query({ q: 'Aloha Tower' }).set(bearer(t.config.jwtSecret, partner)).expect(200);
    await createAdmin(t.db, { email: 'geo-ops@dadeal.test', password: 'island-ops', firstName: 'Geo', lastName: 'Ops' });
    const login = await http().post('/api/admin/login').send({ email: 'geo-ops@dadeal.test', password: 'island-ops' }).expect(200);
    await http().get('/api/geocode').query({ q: 'Aloha Tower' }).set('Authorization', `Bearer ${login.body.token}`).expect(200);
    const before = fake.requests.length;
    const anonymous = await http().get('/api/geocode').query({ q: 'Aloha Tower' }).expect(401);
    expect(anonymous.body.message).toBe(MESSAGES.loginRequired);
    const hunter = await createUser(t.db);
    await http().get('/api/geocode').query({ q: 'Aloha Tower' }).set(bearer(t.config.jwtSecret, hunter)).expect(403);
    expect(fake.requests.length).toBe(before); // refused before the geocoder is asked
  });

  it('refuses a missing, blank or too long address with core\'s message, without asking the geocoder', async () => {
    const { user } = await createBusiness(t.db);
    const auth = bearer(t.config.jwtSecret, user);
    const before = fake.requests.length;
    for (const query of [{}, { q: '   ' }, { q: ['a', 'b'] }]) {
      const res = await http().get('/api/geocode').query(query).set(auth).expect(400);
      expect(res.body.errors).toEqual([{ field: 'q', message: 'Type the address to find' }]);
    }
    const long = await http().get('/api/geocode').query({ q: 'x'.repeat(201) }).set(auth).expect(400);
    expect(long.body.errors).toEqual([{ field: 'q', message: 'Must be at most 200 characters' }]);
    expect(fake.requests.length).toBe(before);
  });

  it('says the geocoder is not answering (503) when it is down or too slow, and failed (502) when it errs or talks nonsense', async () => {
    const { user } = await createBusiness(t.db);
    const auth = bearer(t.config.jwtSecret, user);
    const ask = () => http().get('/api/geocode').query({ q: 'Aloha Tower' }).set(auth);
    try {
      fake.behaviour = 'hang';
      const slow = await ask().expect(503);
      expect(slow.body.message).toBe(MESSAGES.geocoderUnavailable);
      fake.behaviour = 'busy';
      expect((await ask().expect(503)).body.message).toBe(MESSAGES.geocoderUnavailable);
      fake.behaviour = 'error';
      expect((await ask().expect(502)).body.message).toBe(MESSAGES.geocoderFailed);
      fake.behaviour = 'garbage';
      expect((await ask().expect(502)).body.message).toBe(MESSAGES.geocoderFailed);
    } finally {
      fake.behaviour = 'ok';
    }
    // Down: nothing listens at the address any more.
    const gone = await startFakeGeocoder();
    await gone.close();
    await withTestApp({ env: { GEOCODER_URL: gone.url } }, async (down) => {
      const { user: owner } = await createBusiness(down.db);
      const res = await request(down.app.callback()).get('/api/geocode').query({ q: 'Aloha Tower' }).set(bearer(down.config.jwtSecret, owner)).expect(503);
      expect(res.body.message).toBe(MESSAGES.geocoderUnavailable);
    });
  });

  it('is rate-limited per account', async () => {
    await withTestApp({ env: { GEOCODER_URL: fake.url }, rateLimits: { geocode: { perIp: 100, perAccount: 2, windowSeconds: 60 } } }, async (limited) => {
      const { user } = await createBusiness(limited.db);
      const ask = () => request(limited.app.callback()).get('/api/geocode').query({ q: 'Aloha Tower' }).set(bearer(limited.config.jwtSecret, user));
      await ask().expect(200);
      await ask().expect(200);
      const refused = await ask().expect(429);
      expect(refused.body.message).toBe(MESSAGES.tooManyRequests);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  it('says whether it is set up; without GEOCODER_URL it answers 404 "not configured"', async () => {
    const { user } = await createBusiness(t.db);
    expect((await http().get('/api/geocode/status').set(bearer(t.config.jwtSecret, user)).expect(200)).body).toEqual({ configured: true });
    await withTestApp({}, async (bare) => {
      const { user: owner } = await createBusiness(bare.db);
      const auth = bearer(bare.config.jwtSecret, owner);
      expect((await request(bare.app.callback()).get('/api/geocode/status').set(auth).expect(200)).body).toEqual({ configured: false });
      const res = await request(bare.app.callback()).get('/api/geocode').query({ q: 'Aloha Tower' }).set(auth).expect(404);
      expect(res.body.message).toBe(MESSAGES.geocoderNotConfigured);
    });
  });
});
