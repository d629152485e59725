// An account's deletion racing real claims and redemptions on PostgreSQL (api-pg only), across two server processes
// (two apps, each with its own pool, passport and account loader, on one database): every deal's claimed count stays
// exactly its coupons that hold a place, the funnel's claims stay the claims made, nothing answers 500, and every
// session of the deleted account ends on both processes (docs/decisions/0081).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type DadealApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db.js';
import { createLogger } from '../../logger.js';
import { bearer, createBusiness, createDeal, createUser, createUsers, TEST_PASSWORD } from '../../testing/factories.js';
import { holdAppToContract } from '../../testing/contract.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';

let database: TestDatabase;
let otherPool: Db;
let first: DadealApp;
let second: DadealApp;
let contracts: Array<() => void> = [];

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 8 });
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://dadeal.test', DATA_DIR: '/nonexistent-dadeal-own-data' }, { jwtSecret: 'own-data-race-secret-'.repeat(2) });
  otherPool = createDb({ databaseUrl: database.databaseUrl, pgliteDir: null, poolMax: 8 });
  const generous = { perIp: 100_000, perEmail: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const rateLimits = { login: generous, accountDelete: generous };
  first = createApp(config, database.db, { log: createLogger(config), rateLimits });
  second = createApp(config, otherPool, { log: createLogger(config), rateLimits });
  contracts = [holdAppToContract(first), holdAppToContract(second)];
});
afterAll(async () => {
  first?.deps.mailer.close();
  second?.deps.mailer.close();
  await otherPool?.destroy();
  await database?.drop();
  for (const check of contracts) check();
});

const apps = () => [first, second];

describe('deleting an account while its deals are being claimed and its coupons redeemed', () => {
  it('keeps every count exact, answers no 500, and ends the sessions on every process', async () => {
    const { jwtSecret } = first.deps.config;
    const db = database.db;
    const { user: owner, business } = await createBusiness(db);
    const deals = [await createDeal(db, business, { totalCoupons: 40 }), await createDeal(db, business, { totalCoupons: 40 }), await createDeal(db, business, { totalCoupons: 40 })];
    const crowd = await createUsers(db, 60);
    let statuses: number[] = [];

    for (let round = 0; round < 6; round++) {
      const leaving = await createUser(db);
      const login = await request(second.callback()).post('/api/auth/login').send({ email: leaving.email, password: TEST_PASSWORD }).expect(200);
      // The leaving account holds a coupon of each deal; the business redeems them while the account is deleted.
      const held: Array<{ couponCode: string }> = [];
      for (const deal of deals) {
        held.push((await request(first.callback()).post('/api/coupons').set(bearer(jwtSecret, leaving)).send({ dealId: deal.id }).expect(201)).body.coupon);
      }
      const claimers = crowd.slice(round * 10, round * 10 + 10);
      const work: Array<Promise<{ status: number }>> = [
        request(apps()[round % 2].callback()).delete('/api/user/account').set(bearer(jwtSecret, leaving)).send({ password: TEST_PASSWORD }),
        ...held.map((c, i) => request(apps()[i % 2].callback()).post('/api/business/redeem').set(bearer(jwtSecret, owner)).send({ couponCode: c.couponCode })),
        ...claimers.map((u, i) => request(apps()[i % 2].callback()).post('/api/coupons').set(bearer(jwtSecret, u)).send({ dealId: deals[i % 3].id })),
        // The leaving account itself keeps claiming and using its own coupon while it is deleted.
        request(apps()[(round + 1) % 2].callback()).post('/api/coupons').set(bearer(jwtSecret, leaving)).send({ dealId: deals[round % 3].id }),
      ];
      const answers = await Promise.all(work);
      statuses = statuses.concat(answers.map((a) => a.status));
      expect(answers[0].status).toBe(200);
      // Each of its coupons was either redeemed first (kept, used, without the person) or released first (404 at the counter).
      for (const [i, c] of held.entries()) {
        const row = await db('coupons').where({ couponCode: c.couponCode }).first();
        expect(row.userId).toBeNull();
        if (answers[1 + i].status === 200) expect(row).toMatchObject({ isUsed: true, releasedAt: null });
        else expect([answers[1 + i].status, row.isUsed, row.releasedAt instanceof Date]).toEqual([404, false, true]);
      }
      for (const app of apps()) {
        for (const session of [bearer(jwtSecret, leaving), { Authorization: `Bearer ${login.body.token}` }]) {
          await request(app.callback()).get('/api/user/profile').set(session).expect(401);
        }
      }
    }

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([...statuses].filter((s) => [200, 201, 401, 404, 409].includes(s))));
    for (const deal of deals) {
      const row = await db('deals').where({ id: deal.id }).first('usedCoupons');
      const [{ holding }] = await db('coupons').where({ dealId: deal.id }).whereNull('releasedAt').count({ holding: '*' });
      const [{ claimed }] = await db('coupons').where({ dealId: deal.id }).count({ claimed: '*' });
      const [{ redeemed }] = await db('coupons').where({ dealId: deal.id, isUsed: true }).count({ redeemed: '*' });
      const funnel = await db('deal_daily_stats').where({ dealId: deal.id }).first(db.raw('sum(claims)::int as claims'), db.raw('sum(redemptions)::int as redemptions'));
      expect(row.usedCoupons).toBe(Number(holding));
      expect(funnel).toEqual({ claims: Number(claimed), redemptions: Number(redeemed) });
    }
  });
});
