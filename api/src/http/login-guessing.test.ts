// Password guessing spread over many addresses (issue 22): the per-address and per-e-mail-and-address limits never
// saw 30 wrong passwords for one account sent from 30 addresses. A per-account limit across every address now does,
// and a browser that signed in to that account before is exempt through its signed device cookie, so a stranger's
// guesses cannot lock the owner out of their own browser.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../features/admin/admins.service.js';
import { createUser, TEST_PASSWORD } from '../testing/factories.js';
import { withTestApp, type TestApp } from '../testing/test-app.js';

const RULE = { perIp: 100, perEmail: 10, perAccount: 5, windowSeconds: 600 };
const options = { env: { TRUST_PROXY: '1' }, rateLimits: { login: RULE, adminLogin: RULE } };
let address = 0;
/** A request from an address of its own, as the trusted proxy reports it. */
const from = (t: TestApp, path: string, cookie?: string) => {
  const req = request(t.app.callback()).post(path).set('X-Forwarded-For', `198.51.100.${++address % 250}`);
  return cookie ? req.set('Cookie', cookie) : req;
};
const cookieOf = (res: request.Response) => {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('dd_device_'));
  return set ? { header: set, pair: set.split(';')[0] } : null;
};

describe('guessing one account from many addresses', () => {
  it('refuses the guesses past the account limit with 429, while the owner\'s browser still signs in', async () => {
    await withTestApp(options, async (t) => {
      const owner = await createUser(t.db, { email: 'owner@island.example' });
      const ok = await from(t, '/api/auth/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
      const device = cookieOf(ok);
      expect(device?.header).toMatch(/; path=\/api\/auth\/login;/);
      expect(device?.header).toMatch(/httponly/i);
      expect(device?.header).toMatch(/samesite=strict/i);

      const answers: number[] = [];
      for (let i = 0; i < 30; i++) answers.push((await from(t, '/api/auth/login').send({ email: owner.email, password: `guess-${i}` })).status);
      expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(answers.slice(5)).toEqual(Array(25).fill(429));
      const refused = await from(t, '/api/auth/login').send({ email: 'OWNER@island.example ', password: TEST_PASSWORD }).expect(429);
      expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // The owner's browser, from yet another address: exempt from the account's count, and still told a wrong password.
      await from(t, '/api/auth/login', device!.pair).send({ email: owner.email, password: 'a typo' }).expect(401);
      await from(t, '/api/auth/login', device!.pair).send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
      // A forged or altered cookie is no exemption, nor one of another account.
      const [name, value] = device!.pair.split('=');
      await from(t, '/api/auth/login', `${name}=${value.slice(0, -2)}xx`).send({ email: owner.email, password: TEST_PASSWORD }).expect(429);
      const other = await createUser(t.db, { email: 'other@island.example' });
      const otherDevice = cookieOf(await from(t, '/api/auth/login').send({ email: other.email, password: TEST_PASSWORD }).expect(200));
      await from(t, '/api/auth/login', otherDevice!.pair).send({ email: owner.email, password: TEST_PASSWORD }).expect(429);
    });
  });

  it('limits administrator accounts the same way', async () => {
    await withTestApp(options, async (t) => {
      await createAdmin(t.db, { email: 'ops@dadeal.test', password: 'island-ops', firstName: 'Lani', lastName: 'Ops' });
      const device = cookieOf(await from(t, '/api/admin/login').send({ email: 'ops@dadeal.test', password: 'island-ops' }).expect(200));
      const answers: number[] = [];
      for (let i = 0; i < 8; i++) answers.push((await from(t, '/api/admin/login').send({ email: 'ops@dadeal.test', password: `guess-${i}` })).status);
      expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      await from(t, '/api/admin/login').send({ email: 'ops@dadeal.test', password: 'island-ops' }).expect(429);
      await from(t, '/api/admin/login', device!.pair).send({ email: 'ops@dadeal.test', password: 'island-ops' }).expect(200);
    });
  });
});
