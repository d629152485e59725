// Password guessing spread over many addresses: the per-address and per-e-mail-and-address limits never
// saw 30 wrong passwords for one account sent from 30 addresses. A per-account limit across every address now does,
// and a browser that signed in to that account before is exempt through its signed device cookie, so a stranger's
// guesses cannot lock the owner out of their own browser.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { issueEmailToken } from '../features/accounts/tokens.js';
import { createAdmin, findAdminByEmail, setAdminPassword } from '../features/admin/admins.service.js';
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

  /** 30 wrong guesses, each from an address of its own, sent with `cookie`: the statuses. */
  async function guesses(t: TestApp, path: string, email: string, cookie: string): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await from(t, path, cookie).send({ email, password: `guess-${i}` })).status);
    return answers;
  }
  const strangers = [...Array(5).fill(401), ...Array(25).fill(429)];

  it("ends a browser's exemption when the account's password is reset: its old cookie is a stranger's", async () => {
    await withTestApp(options, async (t) => {
      const owner = await createUser(t.db, { email: 'stolen@island.example' });
      const device = cookieOf(await from(t, '/api/auth/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200));
      // The owner resets the password with the mailed link, somewhere else.
      const token = await issueEmailToken(t.db, owner.id, 'reset');
      await from(t, '/api/auth/reset-password').send({ token, newPassword: 'after-the-theft-1' }).expect(200);
      expect(await guesses(t, '/api/auth/login', owner.email, device!.pair)).toEqual(strangers);
      await from(t, '/api/auth/login', device!.pair).send({ email: owner.email, password: 'after-the-theft-1' }).expect(429);
    });
  });

  it("ends a browser's exemption when an administrator sets the account's password in the console", async () => {
    await withTestApp(options, async (t) => {
      const owner = await createUser(t.db, { email: 'edited@island.example' });
      const device = cookieOf(await from(t, '/api/auth/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200));
      await createAdmin(t.db, { email: 'ops@dadeal.test', password: 'island-ops', firstName: 'Lani', lastName: 'Ops' });
      const admin = (await from(t, '/api/admin/login').send({ email: 'ops@dadeal.test', password: 'island-ops' }).expect(200)).body.token;
      await request(t.app.callback()).put(`/api/admin/users/${owner.id}`).set('Authorization', `Bearer ${admin}`)
        .send({ password: 'set-by-support-1' }).expect(200);
      expect(await guesses(t, '/api/auth/login', owner.email, device!.pair)).toEqual(strangers);
    });
  });

  it("ends a browser's exemption when an administrator's password is changed in the console or reset by the CLI", async () => {
    await withTestApp(options, async (t) => {
      const ops = { email: 'ops@dadeal.test', password: 'island-ops' };
      await createAdmin(t.db, { ...ops, firstName: 'Lani', lastName: 'Ops' });
      const thief = cookieOf(await from(t, '/api/admin/login').send(ops).expect(200));
      const laptop = await from(t, '/api/admin/login').send(ops).expect(200);
      const laptopCookie = cookieOf(laptop);
      // The change from the admin's own session (PUT /api/admin/password): the thief's browser is a stranger again.
      await request(t.app.callback()).put('/api/admin/password').set('Authorization', `Bearer ${laptop.body.token}`)
        .send({ currentPassword: ops.password, newPassword: 'island-ops-2' }).expect(200);
      expect(await guesses(t, '/api/admin/login', ops.email, thief!.pair)).toEqual(strangers);
      // So is the laptop's own old cookie: the exemption is given again by the next sign-in there.
      await from(t, '/api/admin/login', laptopCookie!.pair).send({ ...ops, password: 'island-ops-2' }).expect(429);
    });
    await withTestApp(options, async (t) => {
      const ops = { email: 'ops@dadeal.test', password: 'island-ops' };
      await createAdmin(t.db, { ...ops, firstName: 'Lani', lastName: 'Ops' });
      const old = cookieOf(await from(t, '/api/admin/login').send(ops).expect(200));
      // An operator's reset of a forgotten password (`dadeal admin password`).
      await setAdminPassword(t.db, (await findAdminByEmail(t.db, ops.email))!.id, 'island-ops-3');
      expect(await guesses(t, '/api/admin/login', ops.email, old!.pair)).toEqual(strangers);
    });
  });

  it('keeps the exemption of a browser that signed in after the change', async () => {
    await withTestApp(options, async (t) => {
      const owner = await createUser(t.db, { email: 'renewed@island.example' });
      const token = await issueEmailToken(t.db, owner.id, 'reset');
      await from(t, '/api/auth/reset-password').send({ token, newPassword: 'after-the-theft-1' }).expect(200);
      const fresh = cookieOf(await from(t, '/api/auth/login').send({ email: owner.email, password: 'after-the-theft-1' }).expect(200));
      expect(await guesses(t, '/api/auth/login', owner.email, 'dd_none=1')).toEqual(strangers);
      await from(t, '/api/auth/login', fresh!.pair).send({ email: owner.email, password: 'after-the-theft-1' }).expect(200);
    });
  });
});

