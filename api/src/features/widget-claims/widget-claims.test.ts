import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createStaff, createUser } from '../../testing/factories.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { CLAIM_CODE_TRIES } from './claim-codes.js';

let t: TestApp;
let smtp: SmtpSink;
let shop: { user: User; business: Business };
const http = () => request(t.app.callback());
const PARTNER = 'https://hotel.example';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, poolMax: 12 });
  shop = await createBusiness(t.db, { companyName: 'Coconut Cove Café' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newEmail = () => `Guest.${Math.random().toString(36).slice(2)}@Hotel.Example`;

/** The first mail from the `from`-th on (1-based) that matches, waiting for it to arrive. */
async function mailWhere(match: (m: SmtpSink['messages'][number]) => boolean, from = 1) {
  for (let n = from; ; n++) {
    const mail = await smtp.waitFor(n);
    if (match(mail)) return mail;
  }
}

/** Asks for a code and reads it from the mail that arrives. */
async function mailedCode(email: string, dealId: number): Promise<string> {
  const from = smtp.messages.length + 1;
  const res = await http().post('/api/widget-claims/code').set('Origin', PARTNER).send({ email, dealId }).expect(202);
  expect(res.body).toEqual({ message: MESSAGES.claimCodeSent });
  const mail = await mailWhere((m) => m.to.includes(email.toLowerCase()) && m.text.includes('Your Da Deal! code'), from);
  return /Your Da Deal! code: (\d{6})/.exec(mail.text)![1];
}

const verify = (email: string, code: string, dealId: number) => http().post('/api/widget-claims/verify').set('Origin', PARTNER).send({ email, code, dealId });
const claimWith = (token: string, body: Record<string, unknown> = {}) =>
  http().post('/api/widget-claims').set('Origin', PARTNER).set('Authorization', `Bearer ${token}`).send(body);

describe('claiming in a partner widget with a mailed code', () => {
  it('makes a new e-mail a verified regular account (first name and terms asked once) and gives it the coupon, by e-mail too', async () => {
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 3 });
    await t.db('business_places').where({ businessId: shop.business.id }).delete();
    await t.db('business_places').insert({ businessId: shop.business.id, addressLine1: '130 Kailua Rd', town: 'Kailua', postcode: '96734', country: 'US', latitude: 21.3977, longitude: -157.7395 });
    const email = newEmail();
    const code = await mailedCode(email, deal.id);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(email, code, deal.id).expect(200);
    expect(verified.headers['access-control-allow-origin']).toBe('*');
    expect(verified.body).toMatchObject({ account: null, expiresInSeconds: 600 });
    const token = verified.body.claimToken as string;

    // A new e-mail: the first name and the terms first.
    const missing = await claimWith(token, { ref: 'island-times' }).expect(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([
      { field: 'firstName', message: 'First name is required' },
      { field: 'terms', message: 'You must agree to the terms and conditions' },
    ]));

    const claimed = await claimWith(token, { firstName: 'Leilani', terms: true, ref: 'island-times' }).expect(201);
    expect(claimed.body.message).toBe(MESSAGES.dealClaimed);
    expect(claimed.body.coupon).toMatchObject({ dealId: deal.id, state: 'active', isUsed: false });
    const user = await t.db('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
    expect(user).toMatchObject({ firstName: 'Leilani', userType: 'user', isEmailVerified: true });
    expect(claimed.body.coupon.userId).toBe(user.id);
    expect(await t.db('coupons').where({ id: claimed.body.coupon.id }).first()).toMatchObject({ partnerRef: 'island-times', userId: user.id });

    // The same coupon by e-mail, and in the account's My Coupons.
    const couponMail = await mailWhere((m) => m.text.includes(claimed.body.coupon.couponCode));
    expect(couponMail.to).toEqual([email.toLowerCase()]);
    expect(couponMail.text).toContain('http://dadeal.test/user-dashboard');
    // Where to show it: the address and a Directions link.
    expect(couponMail.text).toContain('Where: 130 Kailua Rd, Kailua 96734');
    expect(couponMail.text).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=21.3977,-157.7395');
    const mine = await http().get('/api/user/coupons').set(bearer(t.config.jwtSecret, user)).expect(200);
    expect(mine.body.map((c: { id: number }) => c.id)).toEqual([claimed.body.coupon.id]);

    // The code was single use.
    expect((await verify(email, code, deal.id).expect(400)).body.message).toBe(MESSAGES.claimCodeSpent);
  });

  it('signs an existing user in for this claim only: no new account, no name asked, the token claims that deal once', async () => {
    const deal = await createDeal(t.db, shop.business);
    const user = await createUser(t.db, { firstName: 'Makoa' });
    const code = await mailedCode(user.email.toUpperCase(), deal.id);
    const verified = await verify(user.email, code, deal.id).expect(200);
    expect(verified.body.account).toEqual({ firstName: 'Makoa' });
    const claimed = await claimWith(verified.body.claimToken).expect(201);
    expect(claimed.body.coupon.userId).toBe(user.id);
    expect((await claimWith(verified.body.claimToken).expect(409)).body.message).toBe(MESSAGES.alreadyClaimed);
    // The claim token is no sign-in anywhere else.
    await http().get('/api/user/coupons').set('Authorization', `Bearer ${verified.body.claimToken}`).expect(401);
    // Nor is a user's bearer token a claim token.
    expect((await claimWith(bearer(t.config.jwtSecret, user).Authorization.slice(7)).expect(401)).body.message).toBe(MESSAGES.claimSessionExpired);
  });

  it('answers the same for an e-mail with an account and one without', async () => {
    const deal = await createDeal(t.db, shop.business);
    const known = await createUser(t.db);
    const a = await http().post('/api/widget-claims/code').send({ email: known.email, dealId: deal.id });
    const b = await http().post('/api/widget-claims/code').send({ email: newEmail(), dealId: deal.id });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
  });

  it('tells a business or staff e-mail to claim with a user account once the code proves the mailbox', async () => {
    const deal = await createDeal(t.db, shop.business);
    const staff = await createStaff(t.db, shop.business);
    for (const email of [shop.user.email, staff.email]) {
      const res = await verify(email, await mailedCode(email, deal.id), deal.id).expect(403);
      expect(res.body.message).toBe(MESSAGES.businessCannotClaim);
    }
  });

  it(`ends a code after ${CLAIM_CODE_TRIES} wrong tries, even raced, and a new code works`, async () => {
    const deal = await createDeal(t.db, shop.business);
    const email = newEmail();
    const code = await mailedCode(email, deal.id);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Twelve wrong guesses at once: the code's row judges five of them, whichever process answers.
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrong, deal.id)));
    expect(answers.every((r) => r.status === 400)).toBe(true);
    const messages = answers.map((r) => r.body.message);
    expect(messages.filter((m) => m === MESSAGES.claimCodeWrong)).toHaveLength(CLAIM_CODE_TRIES - 1);
    expect(messages.filter((m) => m === MESSAGES.claimCodeSpent)).toHaveLength(12 - (CLAIM_CODE_TRIES - 1));
    expect((await t.db('claim_codes').where({ email: email.toLowerCase() }).first()).attempts).toBe(CLAIM_CODE_TRIES);
    // The right code no longer works: a new code is needed.
    expect((await verify(email, code, deal.id).expect(400)).body.errors).toEqual([{ field: 'code', message: MESSAGES.claimCodeSpent }]);
    const fresh = await mailedCode(email, deal.id);
    await verify(email, fresh, deal.id).expect(200);
  });

  it('keeps only a hash of the code, ends it after 10 minutes, and ends the older code when a new one is asked for', async () => {
    const deal = await createDeal(t.db, shop.business);
    const email = newEmail();
    const first = await mailedCode(email, deal.id);
    const rows = await t.db('claim_codes').where({ email: email.toLowerCase() });
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(first);
    const second = await mailedCode(email, deal.id);
    if (second !== first) expect((await verify(email, first, deal.id).expect(400)).body.message).toBe(MESSAGES.claimCodeWrong);
    await t.db('claim_codes').where({ email: email.toLowerCase() }).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(email, second, deal.id).expect(400)).body.message).toBe(MESSAGES.claimCodeSpent);
  });

  it('validates every field with the shared messages and never answers 500 for a visitor\'s mistake', async () => {
    const deal = await createDeal(t.db, shop.business);
    expect((await http().post('/api/widget-claims/code').send({ email: 'not-an-email', dealId: deal.id }).expect(400)).body.errors)
      .toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    await http().post('/api/widget-claims/code').send({ email: newEmail(), dealId: 999999 }).expect(404);
    expect((await verify(newEmail(), '12ab', deal.id).expect(400)).body.errors).toEqual([{ field: 'code', message: 'Enter the 6-digit code from the e-mail' }]);
    await claimWith('not.a.token').expect(401);
    await http().post('/api/widget-claims').send({}).expect(401);
  });

  it('answers partner pages\' preflights, with the Authorization header allowed and no credentials', async () => {
    for (const path of ['/api/widget-claims/code', '/api/widget-claims/verify', '/api/widget-claims']) {
      const res = await http().options(path).set('Origin', PARTNER).set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, authorization').expect(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('the widget claim\'s rate limits', () => {
  it('limits codes per e-mail and per address, on the shared store', async () => {
    await withTestApp({ rateLimits: { claimCode: { perIp: 4, perEmail: 2, windowSeconds: 3600 } } }, async (own) => {
      const deal = await createDeal(own.db, (await createBusiness(own.db)).business);
      const ask = (email: string) => request(own.app.callback()).post('/api/widget-claims/code').send({ email, dealId: deal.id });
      const email = newEmail();
      expect((await ask(email)).status).toBe(202);
      expect((await ask(email.toUpperCase())).status).toBe(202);
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(newEmail())).status).toBe(202);
      expect((await ask(newEmail())).status).toBe(429); // the address's fifth attempt
    });
  });
});
