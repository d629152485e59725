import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser, TEST_PASSWORD } from '../../testing/factories.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { issueEmailToken } from './tokens.js';

let t: TestApp;
let smtp: SmtpSink;
const http = () => request(t.app.callback());

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const signup = (overrides: Record<string, unknown> = {}) => ({
  email: `Maile.${Math.random().toString(36).slice(2)}@Island.Example`,
  password: 'sunny-beach-8',
  firstName: 'Maile',
  lastName: 'Kealoha',
  phoneNumber: '+1 808 555 0123',
  userType: 'user',
  emailNotifications: true,
  ...overrides,
});

describe('registration', () => {
  it('creates an unverified user, answers {user, message} without the password, and mails a verification link', async () => {
    const before = smtp.messages.length;
    const body = signup();
    const res = await http().post('/api/auth/register').send(body).expect(201);
    expect(res.body.message).toBe(MESSAGES.registered);
    expect(res.body.user).toMatchObject({ email: body.email.toLowerCase(), firstName: 'Maile', userType: 'user', isEmailVerified: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([body.email.toLowerCase()]);
    expect(linkIn(mail, 'http://dadeal.test/api/auth/verify-email?token=')).toBeTruthy();
  });

  it('creates a business account with its business in one go', async () => {
    const res = await http()
      .post('/api/auth/register')
      .send(signup({ userType: 'business', business: { companyName: 'Reef Divers', contactNumber: '+1 808 555 0111', websiteUrl: 'https://reef.example' } }))
      .expect(201);
    const business = await t.db('businesses').where({ userId: res.body.user.id }).first();
    expect(business).toMatchObject({ companyName: 'Reef Divers', websiteUrl: 'https://reef.example' });
  });

  it('refuses invalid input with the spec messages and creates nothing', async () => {
    const res = await http().post('/api/auth/register').send({ email: 'not-an-email', password: 'short', userType: 'user' }).expect(400);
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toMatchObject({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
    });
    expect(await t.db('users').where({ email: 'not-an-email' }).first()).toBeUndefined();
  });

  it('asks a business for its company', async () => {
    const res = await http().post('/api/auth/register').send(signup({ userType: 'business', business: { contactNumber: '1' } })).expect(400);
    expect(res.body.errors).toContainEqual({ field: 'business.companyName', message: 'Company name is required' });
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const existing = await createUser(t.db);
    const res = await http().post('/api/auth/register').send(signup({ email: existing.email.toUpperCase() })).expect(409);
    expect(res.body.message).toBe(MESSAGES.emailTaken);
  });

  it('answers 400 JSON for a malformed body', async () => {
    const res = await http().post('/api/auth/register').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('login', () => {
  it('answers user, business and a token that opens the profile', async () => {
    const { user, business } = await createBusiness(t.db);
    const res = await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ needsVerification: false, user: { id: user.id }, business: { id: business.id, companyName: business.companyName } });
    const profile = await http().get('/api/user/profile').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(profile.body).toMatchObject({ user: { email: user.email }, business: { companyName: business.companyName } });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(t.db);
    const wrong = await http().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
    const unknown = await http().post('/api/auth/login').send({ email: 'nobody@island.example', password: 'whatever' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for verification first (needsVerification) and gives no token', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const res = await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(403);
    expect(res.body).toMatchObject({ needsVerification: true, token: null, message: MESSAGES.needsVerification });
  });

  it('checks the fields with the spec messages', async () => {
    const res = await http().post('/api/auth/login').send({ email: 'x', password: '' }).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password is required' },
    ]);
  });
});

describe('profile', () => {
  it('needs a valid token', async () => {
    await http().get('/api/user/profile').expect(401);
    const res = await http().get('/api/user/profile').set('Authorization', 'Bearer not.a.token').expect(401);
    expect(res.body.message).toBe(MESSAGES.loginRequired);
  });

  it('saves emailNotifications and the names, and nothing else', async () => {
    const user = await createUser(t.db);
    const res = await http()
      .put('/api/user/profile')
      .set(bearer(t.config.jwtSecret, user))
      .send({ emailNotifications: false, firstName: 'Leilani', userType: 'business', email: 'hijack@x.example' })
      .expect(200);
    expect(res.body.user).toMatchObject({ emailNotifications: false, firstName: 'Leilani', userType: 'user', email: user.email });
  });

  it('refuses a blank name with the spec message', async () => {
    const user = await createUser(t.db);
    const res = await http().put('/api/user/profile').set(bearer(t.config.jwtSecret, user)).send({ firstName: '  ' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'firstName', message: 'First name is required' }]);
  });
});

describe('e-mail links through a real SMTP listener', () => {
  it('verifies with the mailed link once and only once, then allows login', async () => {
    const body = signup();
    const before = smtp.messages.length;
    await http().post('/api/auth/register').send(body).expect(201);
    const link = new URL(linkIn(await smtp.waitFor(before + 1), 'http://dadeal.test/api/auth/verify-email?token='));
    const first = await http().get(`${link.pathname}${link.search}`).expect(302);
    expect(first.headers.location).toBe('/?verified=1');
    const second = await http().get(`${link.pathname}${link.search}`).expect(302);
    expect(second.headers.location).toBe('/email-verification?invalid=1');
    await http().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
  });

  it('resends a verification mail for an unverified account, and answers the same for unknown ones', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const before = smtp.messages.length;
    const known = await http().post('/api/auth/resend-verification').send({ email: user.email }).expect(200);
    const unknown = await http().post('/api/auth/resend-verification').send({ email: 'ghost@island.example' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    await smtp.waitFor(before + 1);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('resets the password with the mailed link once and only once', async () => {
    const user = await createUser(t.db);
    const before = smtp.messages.length;
    const known = await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const unknown = await http().post('/api/auth/forgot-password').send({ email: 'ghost@island.example' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await smtp.waitFor(before + 1);
    const token = new URL(linkIn(mail, 'http://dadeal.test/reset-password?token=')).searchParams.get('token');
    const reset = await http().post('/api/auth/reset-password').send({ token, newPassword: 'new-lagoon-pass' }).expect(200);
    expect(reset.body.message).toBe(MESSAGES.passwordReset);
    const again = await http().post('/api/auth/reset-password').send({ token, newPassword: 'another-pass-9' }).expect(400);
    expect(again.body.message).toBe(MESSAGES.invalidResetToken);
    await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
    await http().post('/api/auth/login').send({ email: user.email, password: 'new-lagoon-pass' }).expect(200);
  });

  it('ends every session opened before a password reset: the old token can neither read nor claim', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business);
    const user = await createUser(t.db);
    const login = await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const old = { Authorization: `Bearer ${login.body.token}` };
    await http().get('/api/user/profile').set(old).expect(200);
    const before = smtp.messages.length;
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = new URL(linkIn(await smtp.waitFor(before + 1), 'http://dadeal.test/reset-password?token=')).searchParams.get('token');
    await http().post('/api/auth/reset-password').send({ token, newPassword: 'fresh-reef-pass' }).expect(200);
    await http().get('/api/user/profile').set(old).expect(401);
    await http().post('/api/coupons').set(old).send({ dealId: deal.id }).expect(401);
    expect(Number((await t.db('coupons').where({ userId: user.id }).count<{ n: string }[]>({ n: '*' }))[0].n)).toBe(0);
    const fresh = await http().post('/api/auth/login').send({ email: user.email, password: 'fresh-reef-pass' }).expect(200);
    await http().get('/api/user/profile').set({ Authorization: `Bearer ${fresh.body.token}` }).expect(200);
  });

  it('keeps only a hash of the tokens', async () => {
    const rows = await t.db('email_tokens').select('tokenHash');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets an invited account (created by staff) choose its password with the week-long link, once', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const token = await issueEmailToken(t.db, user.id, 'invite');
    const row = await t.db('email_tokens').where({ userId: user.id, purpose: 'invite' }).first();
    expect(new Date(row.expiresAt).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
    await http().post('/api/auth/reset-password').send({ token, newPassword: 'my-first-pass' }).expect(200);
    await http().post('/api/auth/reset-password').send({ token, newPassword: 'my-second-pass' }).expect(400);
    await http().post('/api/auth/login').send({ email: user.email, password: 'my-first-pass' }).expect(200);
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(t.db);
    const before = smtp.messages.length;
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = new URL(linkIn(await smtp.waitFor(before + 1), 'http://dadeal.test/reset-password?token=')).searchParams.get('token');
    await t.db('email_tokens').where({ userId: user.id, purpose: 'reset' }).update({ expiresAt: new Date(Date.now() - 1000) });
    await http().post('/api/auth/reset-password').send({ token, newPassword: 'too-late-pass' }).expect(400);
  });

  it('checks the e-mail of resend and forgot with the spec message, and a missing token', async () => {
    for (const path of ['/api/auth/resend-verification', '/api/auth/forgot-password']) {
      const res = await http().post(path).send({ email: 'nope' }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    }
    expect((await http().get('/api/auth/verify-email').expect(302)).headers.location).toBe('/email-verification?invalid=1');
  });

  it('checks the new password length with the spec message', async () => {
    const res = await http().post('/api/auth/reset-password').send({ token: 'x', newPassword: 'short' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 8 characters' }]);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address or an e-mail tries too often', async () => {
    await withTestApp({ rateLimits: { login: { perIp: 100, perEmail: 3, windowSeconds: 60 } } }, async (limited) => {
      const attempt = () => request(limited.app.callback()).post('/api/auth/login').send({ email: 'target@island.example', password: 'guess' });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.message).toBe(MESSAGES.tooManyRequests);
    });
  });

  it('does not let wrong passwords from elsewhere lock the owner out, and a success clears their own count', async () => {
    await withTestApp({ rateLimits: { login: { perIp: 50, perEmail: 10, windowSeconds: 900 } } }, async (limited) => {
      const owner = await createUser(limited.db);
      const server = limited.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      // Requests from two loopback addresses: an attacker at 127.0.0.2, the owner at 127.0.0.3.
      const login = (from: string, password: string) =>
        new Promise<number>((resolve, reject) => {
          const body = JSON.stringify({ email: owner.email, password });
          const req = httpRequest({ host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', reject);
          req.end(body);
        });
      try {
        for (let i = 0; i < 10; i++) expect(await login('127.0.0.2', 'wrong-guess')).toBe(401);
        expect(await login('127.0.0.2', TEST_PASSWORD)).toBe(429); // the attacker's address is blocked for this e-mail
        expect(await login('127.0.0.3', TEST_PASSWORD)).toBe(200); // the owner, elsewhere, is not
        for (let i = 0; i < 9; i++) expect(await login('127.0.0.3', 'typo')).toBe(401);
        expect(await login('127.0.0.3', TEST_PASSWORD)).toBe(200); // nine typos, then right: the count starts again
        for (let i = 0; i < 9; i++) expect(await login('127.0.0.3', 'typo')).toBe(401);
        expect(await login('127.0.0.3', TEST_PASSWORD)).toBe(200);
      } finally {
        server.close();
      }
    });
  });
});
