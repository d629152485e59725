// Revoking a staff member ends their sessions at once on EVERY server process, not only on the one that
// took the revocation: two apps, each with its own connection pool, passport and account loader, on one PostgreSQL
// database (api-pg only). Both have just answered the member's token when the owner revokes on one; the very next
// request on the other answers 401. Nothing but the database is shared, so nothing cached in one process can keep the
// session alive there.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type DadealApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db.js';
import { createLogger } from '../../logger.js';
import { bearer, createBusiness, createDeal, createStaff, createUser, TEST_PASSWORD } from '../../testing/factories.js';
import { holdAppToContract } from '../../testing/contract.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';

let database: TestDatabase;
let otherPool: Db;
let first: DadealApp;
let second: DadealApp;
let contracts: Array<() => void> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://dadeal.test', DATA_DIR: '/nonexistent-dadeal-staff' }, { jwtSecret: 'staff-revocation-secret-'.repeat(2) });
  otherPool = createDb({ databaseUrl: database.databaseUrl, pgliteDir: null, poolMax: 4 });
  first = createApp(config, database.db, { log: createLogger(config) });
  second = createApp(config, otherPool, { log: createLogger(config) });
  contracts = [holdAppToContract(first), holdAppToContract(second)];
});
afterAll(async () => {
  first?.deps.mailer.close();
  second?.deps.mailer.close();
  await otherPool?.destroy();
  await database?.drop();
  for (const check of contracts) check();
});

describe('revoking a staff member across server processes', () => {
  it('answers the next request of every session 401 on the other process, at once', async () => {
    const { jwtSecret } = first.deps.config;
    const owner = await createBusiness(database.db);
    const deal = await createDeal(database.db, owner.business, { totalCoupons: 5 });
    const staff = await createStaff(database.db, owner.business);
    const login = await request(second.callback()).post('/api/auth/login').send({ email: staff.email, password: TEST_PASSWORD }).expect(200);
    const sessions = [bearer(jwtSecret, staff), { Authorization: `Bearer ${login.body.token}` }];
    const customer = await createUser(database.db);
    const coupon = (await request(first.callback()).post('/api/coupons').set(bearer(jwtSecret, customer)).send({ dealId: deal.id }).expect(201)).body.coupon;

    for (const app of [first, second]) for (const auth of sessions) await request(app.callback()).get('/api/user/profile').set(auth).expect(200);
    await request(first.callback()).delete(`/api/business/staff/${staff.id}`).set(bearer(jwtSecret, owner.user)).expect(200);

    for (const auth of sessions) {
      await request(second.callback()).get('/api/user/profile').set(auth).expect(401);
      await request(second.callback()).post('/api/business/redeem').set(auth).send({ couponCode: coupon.couponCode }).expect(401);
      await request(first.callback()).get('/api/business/redemptions').query({ since: new Date().toISOString() }).set(auth).expect(401);
    }
    expect(await database.db('coupons').where({ id: coupon.id }).first('isUsed')).toEqual({ isUsed: false });
  });
});
