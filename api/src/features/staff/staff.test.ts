// Staff accounts: a business invites its counter staff by e-mail, the mailed link sets their password, they
// redeem coupons and read the day's redemptions — nothing else — and every redemption records who made it. Revoking a
// member ends their sessions at once. Mail goes through a real SMTP sink; both databases (api-pglite, api-pg).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type DealCoupon, type Redemption, type StaffMember } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createStaff, createUser, TEST_PASSWORD } from '../../testing/factories.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { createAdmin } from '../admin/admins.service.js';
import { signAdminToken } from '../admin/admin-tokens.js';

let t: TestApp;
let smtp: SmtpSink;
const http = () => request(t.app.callback());
const STAFF_PASSWORD = 'counter-shift-26';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let counter = 0;
const newEmail = () => `Staff.${process.pid}.${++counter}.${Date.now().toString(36)}@Island.Example`;

/** The invitation link's token from the newest mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = [...smtp.messages].reverse().find((m) => m.to.includes(email.toLowerCase()));
    if (mail) return new URL(linkIn(mail, 'http://dadeal.test/reset-password?token=')).searchParams.get('token')!;
    if (Date.now() > deadline) throw new Error(`no invitation to ${email}`);
    await smtp.waitFor(smtp.messages.length + 1, 10_000);
  }
}

/** Invites a member of `owner`'s business and accepts through the mailed link: answers the member and a session. */
async function activeStaff(owner: { user: User }, firstName = 'Leilani') {
  const email = newEmail();
  const invited = await http().post('/api/business/staff').set(bearer(t.config.jwtSecret, owner.user)).send({ firstName, lastName: 'Counter', email }).expect(201);
  await http().post('/api/auth/reset-password').send({ token: await invitationToken(email), newPassword: STAFF_PASSWORD }).expect(200);
  const login = await http().post('/api/auth/login').send({ email, password: STAFF_PASSWORD }).expect(200);
  return { id: invited.body.member.id as number, email: email.toLowerCase(), auth: { Authorization: `Bearer ${login.body.token}` } };
}

async function claim(dealId: number) {
  const customer = await createUser(t.db, { firstName: 'Makana' });
  const res = await http().post('/api/coupons').set(bearer(t.config.jwtSecret, customer)).send({ dealId }).expect(201);
  return { customer, coupon: res.body.coupon as { id: number; couponCode: string } };
}

describe('inviting staff', () => {
  let owner: { user: User; business: Business };
  beforeAll(async () => {
    owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  });
  const asOwner = () => bearer(t.config.jwtSecret, owner.user);

  it('creates an invited member who cannot sign in yet, and mails a single-use link that sets the password', async () => {
    const email = newEmail();
    const before = smtp.messages.length;
    const res = await http().post('/api/business/staff').set(asOwner()).send({ firstName: ' Leilani ', lastName: 'Kahale', email }).expect(201);
    expect(res.body.message).toBe(MESSAGES.staffInvited);
    expect(res.body.member).toMatchObject({ firstName: 'Leilani', lastName: 'Kahale', email: email.toLowerCase(), status: 'invited', lastRedemptionAt: null });
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([email.toLowerCase()]);
    expect(mail.text).toContain('Reefside Grill invites you to redeem coupons on Da Deal!');
    expect(linkIn(mail, 'http://dadeal.test/reset-password?token=')).toMatch(/&invite=1$/);

    // No password works before the link was used (the account has one nobody knows).
    await http().post('/api/auth/login').send({ email, password: STAFF_PASSWORD }).expect(401);
    const token = await invitationToken(email);
    await http().post('/api/auth/reset-password').send({ token, newPassword: STAFF_PASSWORD }).expect(200);
    const again = await http().post('/api/auth/reset-password').send({ token, newPassword: 'another-pass-9' }).expect(400);
    expect(again.body.message).toBe(MESSAGES.invalidResetToken);

    const login = await http().post('/api/auth/login').send({ email, password: STAFF_PASSWORD }).expect(200);
    expect(login.body.user).toMatchObject({ userType: 'staff', firstName: 'Leilani', isEmailVerified: true });
    // The business a staff member works for comes with the session, as a business's own does.
    expect(login.body.business).toMatchObject({ id: owner.business.id, companyName: 'Reefside Grill' });
    const profile = await http().get('/api/user/profile').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(profile.body).toMatchObject({ user: { userType: 'staff' }, business: { id: owner.business.id } });

    const list = await http().get('/api/business/staff').set(asOwner()).expect(200);
    expect(list.body.find((m: StaffMember) => m.email === email.toLowerCase())).toMatchObject({ status: 'active' });
  });

  it('refuses an expired invitation link', async () => {
    const email = newEmail();
    await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'Kai', lastName: 'Late', email }).expect(201);
    const token = await invitationToken(email);
    await t.db('email_tokens').whereIn('userId', t.db('users').select('id').where({ email: email.toLowerCase() })).update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await http().post('/api/auth/reset-password').send({ token, newPassword: STAFF_PASSWORD }).expect(400);
    expect(res.body.message).toBe(MESSAGES.invalidResetToken);
    await http().post('/api/auth/login').send({ email, password: STAFF_PASSWORD }).expect(401);
  });

  it('sends a new link when invited again before accepting (the older link dies), and refuses a taken e-mail', async () => {
    const email = newEmail();
    await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'Noe', lastName: 'First', email }).expect(201);
    const first = await invitationToken(email);
    const before = smtp.messages.length;
    const again = await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'Noelani', lastName: 'First', email: email.toUpperCase() }).expect(200);
    expect(again.body.member).toMatchObject({ firstName: 'Noelani', status: 'invited' });
    await smtp.waitFor(before + 1);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    await http().post('/api/auth/reset-password').send({ token: first, newPassword: STAFF_PASSWORD }).expect(400);
    await http().post('/api/auth/reset-password').send({ token: second, newPassword: STAFF_PASSWORD }).expect(200);

    // Accepted now: inviting again is a taken e-mail, as is any other account's, or another business's member.
    for (const taken of [email, (await createUser(t.db)).email, (await createBusiness(t.db)).user.email]) {
      const res = await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'A', lastName: 'B', email: taken }).expect(409);
      expect(res.body.message).toBe(MESSAGES.emailTaken);
    }
    const other = await createBusiness(t.db);
    const theirs = newEmail();
    await http().post('/api/business/staff').set(bearer(t.config.jwtSecret, other.user)).send({ firstName: 'A', lastName: 'B', email: theirs }).expect(201);
    await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'A', lastName: 'B', email: theirs }).expect(409);
  });

  it('makes one account of two simultaneous invitations of one e-mail', async () => {
    const email = newEmail();
    const answers = await Promise.all([1, 2, 3].map(() => http().post('/api/business/staff').set(asOwner()).send({ firstName: 'Twin', lastName: 'Race', email })));
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(answers.filter((a) => ![200, 201, 409].includes(a.status)).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await t.db('users').where({ email: email.toLowerCase() }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses invalid input with core\'s messages and creates nothing', async () => {
    const res = await http().post('/api/business/staff').set(asOwner()).send({ email: 'not-an-email', firstName: '  ' }).expect(400);
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({ email: 'Please enter a valid email address', firstName: 'First name is required', lastName: 'Last name is required' });
    expect(await t.db('users').where({ email: 'not-an-email' }).first()).toBeUndefined();
  });

  it('never sends a staff member a verification mail (the invitation is theirs)', async () => {
    const email = newEmail();
    await http().post('/api/business/staff').set(asOwner()).send({ firstName: 'Quiet', lastName: 'One', email }).expect(201);
    await invitationToken(email);
    const before = smtp.messages.length;
    await http().post('/api/auth/resend-verification').send({ email }).expect(200);
    expect(await t.db('email_tokens').whereIn('userId', t.db('users').select('id').where({ email: email.toLowerCase() })).where({ purpose: 'verify' })).toEqual([]);
    expect(smtp.messages.length).toBe(before);
  });
});

describe('the counter', () => {
  let owner: { user: User; business: Business };
  let deal: { id: number; title: string };
  let staff: Awaited<ReturnType<typeof activeStaff>>;
  beforeAll(async () => {
    owner = await createBusiness(t.db, { firstName: 'Keoni', lastName: 'Owner' });
    deal = await createDeal(t.db, owner.business, { totalCoupons: 20, title: 'Loco moco plate' });
    staff = await activeStaff(owner, 'Leilani');
  });
  const asOwner = () => bearer(t.config.jwtSecret, owner.user);

  it('records who redeemed each coupon: staff, owner and holder, as the owner reads the deal\'s coupons', async () => {
    const byStaff = await claim(deal.id);
    const byOwner = await claim(deal.id);
    const byHolder = await claim(deal.id);
    const open = await claim(deal.id);
    const redeemed = await http().post('/api/business/redeem').set(staff.auth).send({ couponCode: byStaff.coupon.couponCode.toLowerCase() }).expect(200);
    expect(redeemed.body).toMatchObject({ message: MESSAGES.couponUsed, customerFirstName: 'Makana', coupon: { isUsed: true } });
    await http().post('/api/business/redeem').set(asOwner()).send({ couponCode: byOwner.coupon.couponCode }).expect(200);
    await http().put(`/api/coupons/${byHolder.coupon.id}/use`).set(bearer(t.config.jwtSecret, byHolder.customer)).expect(200);

    const res = await http().get(`/api/business/deals/${deal.id}/coupons`).set(asOwner()).expect(200);
    const byId = new Map((res.body as DealCoupon[]).map((c) => [c.id, c]));
    expect(byId.get(byStaff.coupon.id)).toMatchObject({ state: 'used', redeemedBy: { name: 'Leilani Counter', role: 'staff' } });
    expect(byId.get(byOwner.coupon.id)).toMatchObject({ state: 'used', redeemedBy: { name: 'Keoni Owner', role: 'owner' } });
    expect(byId.get(byHolder.coupon.id)).toMatchObject({ state: 'used', redeemedBy: { name: 'Makana Test', role: 'customer' } });
    expect(byId.get(open.coupon.id)).toMatchObject({ state: 'active', usedAt: null, redeemedBy: null });
    expect(Object.keys(byId.get(open.coupon.id)!).sort()).toEqual(['couponCode', 'createdAt', 'id', 'redeemedBy', 'state', 'usedAt']);
    // Nobody else reads them: another business (403), a deal that does not exist (404).
    await http().get(`/api/business/deals/${deal.id}/coupons`).set(bearer(t.config.jwtSecret, (await createBusiness(t.db)).user)).expect(403);
    await http().get('/api/business/deals/999999/coupons').set(asOwner()).expect(404);

    const list = await http().get('/api/business/staff').set(asOwner()).expect(200);
    const member = (list.body as StaffMember[]).find((m) => m.id === staff.id)!;
    expect(member.status).toBe('active');
    expect(Date.parse(member.lastRedemptionAt!)).toBe(Date.parse(redeemed.body.coupon.usedAt));
  });

  it('shows the counter the business\'s redemptions since the start of its day, newest first', async () => {
    const first = await claim(deal.id);
    const second = await claim(deal.id);
    // The counter's day starts now: the redemptions of the test before are earlier.
    const startOfDay = new Date().toISOString();
    await http().post('/api/business/redeem').set(staff.auth).send({ couponCode: first.coupon.couponCode }).expect(200);
    await http().post('/api/business/redeem').set(asOwner()).send({ couponCode: second.coupon.couponCode }).expect(200);
    // Another business's redemption never shows.
    const other = await createBusiness(t.db);
    const theirDeal = await createDeal(t.db, other.business);
    const theirs = await claim(theirDeal.id);
    await http().post('/api/business/redeem').set(bearer(t.config.jwtSecret, other.user)).send({ couponCode: theirs.coupon.couponCode }).expect(200);

    for (const who of [staff.auth, asOwner()]) {
      const res = await http().get('/api/business/redemptions').query({ since: startOfDay }).set(who).expect(200);
      const today = res.body as Redemption[];
      expect(today.map((r) => r.couponId)).toEqual([second.coupon.id, first.coupon.id]);
      expect(today[1]).toMatchObject({ couponCode: first.coupon.couponCode, dealId: deal.id, dealTitle: 'Loco moco plate', customerFirstName: 'Makana', redeemedBy: { name: 'Leilani Counter', role: 'staff' } });
      expect(today[0].redeemedBy).toEqual({ name: 'Keoni Owner', role: 'owner' });
    }
    const later = await http().get('/api/business/redemptions').query({ since: new Date(Date.now() + 60_000).toISOString() }).set(staff.auth).expect(200);
    expect(later.body).toEqual([]);
    // Asking for the business's whole history gets the last 36 hours at most; a bad or missing `since` is a 400.
    const old = await claim(deal.id);
    await http().post('/api/business/redeem').set(staff.auth).send({ couponCode: old.coupon.couponCode }).expect(200);
    await t.db('coupons').where({ id: old.coupon.id }).update({ usedAt: new Date(Date.now() - 40 * 3600_000) });
    const all = await http().get('/api/business/redemptions').query({ since: '2000-01-01' }).set(staff.auth).expect(200);
    expect((all.body as Redemption[]).map((r) => r.couponId)).not.toContain(old.coupon.id);
    for (const since of [undefined, 'yesterday', '2026-02-30']) {
      const res = await http().get('/api/business/redemptions').query(since ? { since } : {}).set(staff.auth).expect(400);
      expect(res.body.errors[0].field).toBe('since');
    }
  });

  it('refuses staff everything else with 403 and the counter\'s message', async () => {
    const theirCoupon = await claim(deal.id);
    const refused: Array<[string, string, object?]> = [
      ['get', '/api/business/deals'], ['get', '/api/business/stats'], ['get', '/api/business/funnel'], ['get', '/api/business/staff'],
      ['post', '/api/business/staff', { firstName: 'A', lastName: 'B', email: newEmail() }], ['delete', `/api/business/staff/${staff.id}`],
      ['get', `/api/business/deals/${deal.id}/coupons`], ['delete', `/api/deals/${deal.id}`], ['put', `/api/coupons/${theirCoupon.coupon.id}/use`],
      ['post', '/api/coupons', { dealId: deal.id }], ['get', '/api/user/coupons'], ['put', '/api/user/profile', { firstName: 'X' }],
    ];
    for (const [method, path, body] of refused) {
      const req = (http() as unknown as Record<string, (p: string) => request.Test>)[method](path).set(staff.auth);
      const res = await (body ? req.send(body) : req);
      expect([path, res.status, res.body.message]).toEqual([path, 403, MESSAGES.staffCounterOnly]);
    }
    expect(await t.db('coupons').where({ id: theirCoupon.coupon.id }).first('isUsed')).toEqual({ isUsed: false });
    expect(await t.db('deals').where({ id: deal.id }).first('id')).toEqual({ id: deal.id });
  });

  it('lets a staff member redeem only their own business\'s coupons', async () => {
    const other = await createBusiness(t.db);
    const theirs = await claim((await createDeal(t.db, other.business)).id);
    const res = await http().post('/api/business/redeem').set(staff.auth).send({ couponCode: theirs.coupon.couponCode }).expect(403);
    expect(res.body.message).toBe(MESSAGES.couponOtherBusiness);
  });
});

describe('revoking a staff member', () => {
  it('ends every session at once, keeps the redemptions\' names, and frees the e-mail', async () => {
    const owner = await createBusiness(t.db);
    const asOwner = bearer(t.config.jwtSecret, owner.user);
    const deal = await createDeal(t.db, owner.business, { totalCoupons: 5 });
    const staff = await activeStaff(owner, 'Pua');
    const secondSession = (await http().post('/api/auth/login').send({ email: staff.email, password: STAFF_PASSWORD }).expect(200)).body.token;
    const redeemed = await claim(deal.id);
    await http().post('/api/business/redeem').set(staff.auth).send({ couponCode: redeemed.coupon.couponCode }).expect(200);

    // Another business cannot revoke them, nor can anyone revoke an account that is not staff.
    await http().delete(`/api/business/staff/${staff.id}`).set(bearer(t.config.jwtSecret, (await createBusiness(t.db)).user)).expect(404);
    await http().delete(`/api/business/staff/${owner.user.id}`).set(asOwner).expect(404);

    const res = await http().delete(`/api/business/staff/${staff.id}`).set(asOwner).expect(200);
    expect(res.body.message).toBe(MESSAGES.staffRevoked);
    const next = await claim(deal.id);
    for (const auth of [staff.auth, { Authorization: `Bearer ${secondSession}` }]) {
      await http().get('/api/user/profile').set(auth).expect(401);
      await http().post('/api/business/redeem').set(auth).send({ couponCode: next.coupon.couponCode }).expect(401);
    }
    await http().post('/api/auth/login').send({ email: staff.email, password: STAFF_PASSWORD }).expect(401);
    await http().delete(`/api/business/staff/${staff.id}`).set(asOwner).expect(404);
    expect((await http().get('/api/business/staff').set(asOwner).expect(200)).body).toEqual([]);

    const coupons = (await http().get(`/api/business/deals/${deal.id}/coupons`).set(asOwner).expect(200)).body as DealCoupon[];
    expect(coupons.find((c) => c.id === redeemed.coupon.id)?.redeemedBy).toEqual({ name: 'Pua Counter', role: 'staff' });
    expect(coupons.find((c) => c.id === next.coupon.id)?.state).toBe('active');

    // The e-mail is free again: the same person can be invited back.
    await http().post('/api/business/staff').set(asOwner).send({ firstName: 'Pua', lastName: 'Counter', email: staff.email }).expect(201);
  });

  it('lets a revocation and a burst of redemptions race: each redemption is 200 or 401, and the 200s alone are recorded', async () => {
    const owner = await createBusiness(t.db);
    const deal = await createDeal(t.db, owner.business, { totalCoupons: 20 });
    const staff = await activeStaff(owner, 'Racer');
    const claims = await Promise.all(Array.from({ length: 12 }, () => claim(deal.id)));
    const [revoked, ...redeems] = await Promise.all([
      http().delete(`/api/business/staff/${staff.id}`).set(bearer(t.config.jwtSecret, owner.user)),
      ...claims.map(({ coupon }) => http().post('/api/business/redeem').set(staff.auth).send({ couponCode: coupon.couponCode })),
    ]);
    expect(revoked.status).toBe(200);
    expect(redeems.map((r) => r.status).filter((s) => s !== 200 && s !== 401)).toEqual([]);
    const used = await t.db('coupons').where({ dealId: deal.id, isUsed: true }).select('couponCode', 'redeemedByName', 'redeemedByUserId');
    expect(used.map((c) => c.couponCode).sort()).toEqual(redeems.filter((r) => r.status === 200).map((r) => r.body.coupon.couponCode).sort());
    expect(used.every((c) => c.redeemedByName === 'Racer Counter' && c.redeemedByUserId === null)).toBe(true);
  });

  it('goes with the business: deleting the business account deletes its staff', async () => {
    const owner = await createBusiness(t.db);
    const staff = await activeStaff(owner);
    await http().delete('/api/user/account').set(bearer(t.config.jwtSecret, owner.user)).send({ password: TEST_PASSWORD }).expect(200);
    expect(await t.db('users').where({ id: staff.id }).first()).toBeUndefined();
    await http().get('/api/user/profile').set(staff.auth).expect(401);
  });
});

describe('staff in the administrators\' console', () => {
  it('are listed by their kind and edited like any account (the console sends no type)', async () => {
    const owner = await createBusiness(t.db, { contactNumber: '+1 808 555 0177' });
    const staff = await createStaff(t.db, owner.business);
    const admin = await createAdmin(t.db, { email: `ops-${Date.now()}@dadeal.test`, password: 'admin-pass-1234', firstName: 'Ops', lastName: 'Admin', role: 'admin' });
    const auth = { Authorization: `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}` };
    const list = await http().get('/api/admin/users').query({ filter: JSON.stringify({ userType: 'staff' }) }).set(auth).expect(200);
    expect(list.body.map((u: { id: number }) => u.id)).toContain(staff.id);
    expect(list.body.every((u: { userType: string }) => u.userType === 'staff')).toBe(true);
    const { userType: _type, business: _business, id: _id, createdAt: _c, ...record } = list.body.find((u: { id: number }) => u.id === staff.id);
    const edited = await http().put(`/api/admin/users/${staff.id}`).set(auth).send({ ...record, firstName: 'Lei' }).expect(200);
    expect(edited.body).toMatchObject({ firstName: 'Lei', userType: 'staff', phoneNumber: '+1 808 555 0177' });
  });
});
