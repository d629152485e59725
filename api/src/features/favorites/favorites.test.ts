import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';

let t: TestApp;
const http = () => request(t.app.callback());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('favourites', () => {
  it('adds, lists and removes a favourite; adding twice keeps one', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Tidepool Boutique' });
    const deal = await createDeal(t.db, business, { title: 'Pareo sale' });
    const user = await createUser(t.db);
    const auth = bearer(t.config.jwtSecret, user);
    const added = await http().post('/api/favorites').set(auth).send({ dealId: deal.id }).expect(201);
    expect(added.body.message).toBe(MESSAGES.addedToFavorites);
    await http().post('/api/favorites').set(auth).send({ dealId: deal.id }).expect(201);
    const list = await http().get('/api/user/favorites').set(auth).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: deal.id, title: 'Pareo sale', business: { companyName: 'Tidepool Boutique' } });
    const removed = await http().delete(`/api/favorites/${deal.id}`).set(auth).expect(200);
    expect(removed.body.message).toBe(MESSAGES.removedFromFavorites);
    expect((await http().get('/api/user/favorites').set(auth).expect(200)).body).toEqual([]);
  });

  it('needs a signed-in user, a real deal and a valid id', async () => {
    const { user: owner, business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business);
    await http().post('/api/favorites').send({ dealId: deal.id }).expect(401);
    await http().delete(`/api/favorites/${deal.id}`).expect(401);
    const biz = await http().post('/api/favorites').set(bearer(t.config.jwtSecret, owner)).send({ dealId: deal.id }).expect(403);
    expect(biz.body.message).toBe(MESSAGES.userOnly);
    const user = await createUser(t.db);
    await http().post('/api/favorites').set(bearer(t.config.jwtSecret, user)).send({ dealId: 999999 }).expect(404);
    const bad = await http().post('/api/favorites').set(bearer(t.config.jwtSecret, user)).send({}).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'dealId', message: 'Please choose a deal' }]);
    await http().delete('/api/favorites/x').set(bearer(t.config.jwtSecret, user)).expect(400);
  });
});
