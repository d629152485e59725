// Own your data (docs/decisions/0080, 0081): "Download my data" and "Delete my account", per kind of account, on both
// databases (api-pglite, api-pg). The export's coverage is read from the database's own catalogue, so a future table
// tied to an account fails here until the export shows it or says why not. Deletions compare the figures others rely
// on (remaining counts, the business funnel, the partner report) before and after. Mail goes through a real SMTP sink.
import request from 'supertest';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AccountExport, type AccountType } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createPartner, createStaff, createUser, TEST_PASSWORD } from '../../testing/factories.js';
import { readableMail, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { accountLinkedColumns, EXPORTED_COLUMNS, NOT_EXPORTED } from './account-export.js';
import { createClaimCodes } from '../widget-claims/claim-codes.js';
import type { User } from './user.model.js';
import type { Business } from './business.model.js';

let t: TestApp;
let smtp: SmtpSink;
const http = () => request(t.app.callback());
const auth = (user: { id: number }) => bearer(t.config.jwtSecret, user);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The catalogue's account-linked columns that the export neither shows nor excludes with a reason. */
async function forgottenColumns(): Promise<string[]> {
  return (await accountLinkedColumns(t.db)).filter((c) => !(c in EXPORTED_COLUMNS) && !(c in NOT_EXPORTED));
}

/** The values at a section path of the export (`a.b`, `a[].b`: each of a's items' b), flattened. */
function valuesAt(document: unknown, path: string): unknown[] {
  let values: unknown[] = [document];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    values = values.map((v) => (v as Record<string, unknown> | undefined)?.[key]).filter((v) => v !== undefined && v !== null);
    if (each) values = values.flatMap((v) => v as unknown[]);
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

async function claim(user: { id: number }, dealId: number, ref?: string): Promise<{ id: number; couponCode: string }> {
  const res = await http().post('/api/coupons').set(auth(user)).send({ dealId, ...(ref ? { ref } : {}) }).expect(201);
  return res.body.coupon;
}

async function redeem(owner: { id: number }, couponCode: string): Promise<void> {
  await http().post('/api/business/redeem').set(auth(owner)).send({ couponCode }).expect(200);
}

async function mailTo(email: string, subject: RegExp): Promise<{ subject: string; body: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).map(readableMail).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}: ${JSON.stringify(smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).map(readableMail))}`);
    await smtp.waitFor(smtp.messages.length + 1, 15_000).catch(() => undefined);
  }
}

/** A business with a live deal, a partner with a ref, and the figures the deletions must keep. */
async function market() {
  const { user: owner, business } = await createBusiness(t.db);
  const deal = await createDeal(t.db, business, { totalCoupons: 10 });
  const other = await createDeal(t.db, business, { totalCoupons: 10 });
  const { user: partnerUser, partner } = await createPartner(t.db);
  const ref = partner.ref!;
  await http().post(`/api/deals/${deal.id}/view`).query({ ref }).expect(204);
  return { owner, business, deal, other, partnerUser, partner, ref };
}

const remaining = async (dealId: number) => {
  const d = await t.db('deals').where({ id: dealId }).first('totalCoupons', 'usedCoupons');
  return d.totalCoupons - d.usedCoupons;
};
const figures = async (m: Awaited<ReturnType<typeof market>>) => ({
  partnerReport: (await http().get('/api/partner/report').set(auth(m.partnerUser)).expect(200)).body,
  dailyStats: await t.db('deal_daily_stats').whereIn('dealId', [m.deal.id, m.other.id]).orderBy(['dealId', 'day']).select('dealId', 'views', 'claims', 'redemptions'),
});
/** A deal's claimed count is exactly its coupons that hold a place (not released). */
async function expectCountsExact(dealIds: number[]): Promise<void> {
  for (const id of dealIds) {
    const deal = await t.db('deals').where({ id }).first('usedCoupons');
    const [{ n }] = await t.db('coupons').where({ dealId: id }).whereNull('releasedAt').count({ n: '*' });
    expect(deal.usedCoupons).toBe(Number(n));
  }
}

describe('the export covers every table tied to an account (read from the catalogue)', () => {
  it('lists every account-linked column as exported or excluded with a reason, and names no column that is gone', async () => {
    const linked = await accountLinkedColumns(t.db);
    expect(linked).toContain('coupons.user_id'); // the catalogue query finds foreign keys…
    expect(linked).toContain('mail_outbox.to_address'); // …and e-mail columns
    expect(await forgottenColumns()).toEqual([]);
    const declared = [...Object.keys(EXPORTED_COLUMNS), ...Object.keys(NOT_EXPORTED)];
    expect(declared.filter((c) => !linked.includes(c))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
  });

  it('fails for a new table with a user column, a business column or an e-mail until it is exported or excluded', async () => {
    await t.db.raw('create table loyalty_stamps (id serial primary key, user_id integer references users (id), business_id integer references businesses (id), email text)');
    try {
      expect(await forgottenColumns()).toEqual(['loyalty_stamps.business_id', 'loyalty_stamps.email', 'loyalty_stamps.user_id']);
    } finally {
      await t.db.raw('drop table loyalty_stamps');
    }
    expect(await forgottenColumns()).toEqual([]);
  });
});

describe('GET /api/user/export', () => {
  /** Every section the catalogue map names for this kind holds something in a fully used account's export. */
  function expectEverySection(kind: AccountType, document: AccountExport): void {
    const empty = Object.entries(EXPORTED_COLUMNS)
      .filter(([, kinds]) => kinds[kind])
      .filter(([, kinds]) => valuesAt(document, kinds[kind]!).length === 0)
      .map(([column, kinds]) => `${column} → ${kinds[kind]}`);
    expect(empty).toEqual([]);
  }

  async function review(user: User, business: Business, couponId: number, dealTitle: string): Promise<number> {
    const [row] = await t.db('reviews').insert({ couponId, businessId: business.id, userId: user.id, dealTitle, redeemedAt: new Date(), rating: 4, text: 'Clear water.' }).returning('id');
    return row.id;
  }

  it("a deal hunter's: profile and settings, coupons with states and who redeemed them, favourites, reviews, notices, e-mails", async () => {
    const m = await market();
    const user = await createUser(t.db, { firstName: 'Noelani' });
    await t.db('users').where({ id: user.id }).update({ dealAlerts: false, lastMinuteAlerts: true });
    const used = await claim(user, m.deal.id, m.ref);
    await redeem(m.owner, used.couponCode);
    const held = await claim(user, m.other.id);
    await http().post('/api/favorites').set(auth(user)).send({ dealId: m.other.id }).expect((res) => expect([200, 201]).toContain(res.status));
    const reviewId = await review(user, m.business, used.id, 'Snorkel');
    await t.db('review_reports').insert({ reviewId, userId: user.id, part: 'review', reason: 'other' });
    await t.db('sent_notifications').insert({ kind: 'coupon-reminders', userId: user.id, subjectId: held.id });
    await t.db('contact_messages').insert({ name: 'Noelani', email: user.email.toUpperCase(), userType: 'user', subject: 'Hello', message: 'A question' });
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200); // a mail to the account

    const res = await http().get('/api/user/export').set(auth(user)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="dadeal-account-${user.id}-\\d{4}-\\d\\d-\\d\\d\\.json"`));
    expect(res.headers['cache-control']).toBe('no-store');
    const document = JSON.parse(res.text) as AccountExport;
    expectEverySection('user', document);
    expect(document.account).toMatchObject({ id: user.id, email: user.email, firstName: 'Noelani', dealAlerts: false, lastMinuteAlerts: true });
    expect(JSON.stringify(document)).not.toMatch(/passwordHash|password_hash|\$argon2/i);
    expect(document.coupons).toEqual([
      expect.objectContaining({ couponCode: used.couponCode, state: 'used', partnerRef: m.ref, redeemedBy: { name: 'Keoni Owner', role: 'owner' } }),
      expect.objectContaining({ couponCode: held.couponCode, state: 'active', redeemedBy: null, companyName: m.business.companyName }),
    ]);
    expect(document.emails.map((e) => e.subject)).toContain('Reset your Da Deal! password');
    expect(document.business).toBeUndefined();
  });

  it("a business's: a ZIP with data.json (deals, their coupons and daily figures, staff, places, receipts) and its pictures", async () => {
    const m = await market();
    const picture = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await t.app.deps.pictures.put('own-data-logo.v1.png', picture, 'image/png');
    await t.db('businesses').where({ id: m.business.id }).update({ logoUrl: '/uploads/own-data-logo.v1.png' });
    await t.db('business_places').insert({ businessId: m.business.id, addressLine1: '1 Beach Rd', town: 'Kona', latitude: 19.6, longitude: -155.9 });
    const staff = await createStaff(t.db, m.business);
    const shopper = await createUser(t.db, { firstName: 'Mele' });
    const coupon = await claim(shopper, m.deal.id, m.ref);
    await http().post('/api/business/redeem').set(auth(staff)).send({ couponCode: coupon.couponCode }).expect(200);
    await review(shopper, m.business, coupon.id, 'Snorkel');
    const [reviewed] = await t.db('reviews').where({ businessId: m.business.id }).select('id');
    await t.db('review_reports').insert({ reviewId: reviewed.id, userId: m.owner.id, part: 'review', reason: 'false' });
    await t.db('sent_notifications').insert({ kind: 'review-digest', userId: m.owner.id, subjectId: m.business.id });
    await t.db('payments').insert({ provider: 'test', providerOrderId: 'TEST-own-data', requestId: `own-data-${m.business.id}`, amount: '9.99', currency: 'USD', status: 'spent', businessId: m.business.id, dealId: m.deal.id, planId: 'quick', spentAt: new Date() });
    await t.db('contact_messages').insert({ name: 'Keoni', email: m.owner.email, userType: 'business', subject: 'Invoice', message: 'Please' });
    await http().post('/api/auth/forgot-password').send({ email: m.owner.email }).expect(200);

    const res = await http().get('/api/user/export').set(auth(m.owner)).buffer(true)
      .parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="dadeal-account-\d+-[\d-]+\.zip"/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual(['data.json', 'pictures/own-data-logo.v1.png']);
    expect(Buffer.from(files['pictures/own-data-logo.v1.png']).equals(picture)).toBe(true);
    const document = JSON.parse(strFromU8(files['data.json'])) as AccountExport;
    expectEverySection('business', document);
    const deal = document.business!.deals.find((d) => d.id === m.deal.id)!;
    expect(deal.coupons).toEqual([expect.objectContaining({ couponCode: coupon.couponCode, state: 'used', redeemedBy: { name: 'Leilani Counter', role: 'staff' } })]);
    expect(deal.dailyStats).toEqual([expect.objectContaining({ views: 1, claims: 1, redemptions: 1 })]);
    expect(document.business!.staff).toEqual([expect.objectContaining({ email: staff.email })]);
    expect(document.business!.payments).toEqual([expect.objectContaining({ amount: '9.99', planId: 'quick', status: 'spent' })]);
  });

  it("a partner's (profile, ref, views, webhook log) and a staff member's (their business and redemptions)", async () => {
    const m = await market();
    await t.db('partners').where({ id: m.partner.id }).update({ webhookUrl: 'https://hooks.example/dadeal', webhookSecret: 'whsec_test' });
    await claim(await createUser(t.db), m.deal.id, m.ref); // queues a webhook delivery (trigger)
    await t.db('contact_messages').insert({ name: 'Times', email: m.partnerUser.email, userType: 'partner', subject: 'Widget', message: 'Hi' });
    await http().post('/api/auth/forgot-password').send({ email: m.partnerUser.email }).expect(200);
    const partnerExport = JSON.parse((await http().get('/api/user/export').set(auth(m.partnerUser)).expect(200)).text) as AccountExport;
    expectEverySection('partner', partnerExport);
    expect(partnerExport.partner).toMatchObject({ profile: { ref: m.ref, webhookUrl: 'https://hooks.example/dadeal' } });
    expect(JSON.stringify(partnerExport)).not.toContain('whsec_test');

    const staff = await createStaff(t.db, m.business);
    const coupon = await claim(await createUser(t.db), m.other.id);
    await http().post('/api/business/redeem').set(auth(staff)).send({ couponCode: coupon.couponCode }).expect(200);
    await t.db('contact_messages').insert({ name: 'Leilani', email: staff.email, userType: 'staff', subject: 'Shift', message: 'Hi' });
    await http().post('/api/auth/forgot-password').send({ email: staff.email }).expect(200);
    const staffExport = JSON.parse((await http().get('/api/user/export').set(auth(staff)).expect(200)).text) as AccountExport;
    expectEverySection('staff', staffExport);
    expect(staffExport.staff).toEqual({ business: { companyName: m.business.companyName }, redemptions: [expect.objectContaining({ couponCode: coupon.couponCode })] });
  });

  it('is for signed-in accounts only, and rate-limited per account (429 with Retry-After)', async () => {
    await http().get('/api/user/export').expect(401);
    await withTestApp({ rateLimits: { export: { perIp: 100, perAccount: 2, windowSeconds: 3600 } } }, async (own) => {
      const user = await createUser(own.db);
      const get = () => request(own.app.callback()).get('/api/user/export').set(bearer(own.config.jwtSecret, user));
      await get().expect(200);
      await get().expect(200);
      const refused = await get().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await createUser(own.db);
      await request(own.app.callback()).get('/api/user/export').set(bearer(own.config.jwtSecret, other)).expect(200);
    });
  });
});

describe('DELETE /api/user/account', () => {
  it('a deal hunter: unredeemed coupons go back to their deals, redeemed ones stay without the person; funnel and partner report unchanged', async () => {
    const m = await market();
    const user = await createUser(t.db, { firstName: 'Ikaika' });
    const open = await claim(user, m.deal.id, m.ref);
    const used = await claim(user, m.other.id, m.ref);
    await redeem(m.owner, used.couponCode);
    await http().post('/api/favorites').set(auth(user)).send({ dealId: m.deal.id }).expect((res) => expect([200, 201]).toContain(res.status));
    const before = await figures(m);
    const funnelBefore = (await http().get('/api/business/funnel').set(auth(m.owner)).expect(200)).body;
    const [remainingOpen, remainingUsed] = [await remaining(m.deal.id), await remaining(m.other.id)];
    const login = await http().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);

    await http().delete('/api/user/account').set(auth(user)).send({}).expect(400)
      .expect((res) => expect(res.body.message).toBe(MESSAGES.deleteProofNeeded));
    await http().delete('/api/user/account').set(auth(user)).send({ password: 'not-my-password' }).expect(400)
      .expect((res) => expect(res.body.errors).toEqual([{ field: 'password', message: MESSAGES.deletePasswordWrong }]));
    const res = await http().delete('/api/user/account').set(auth(user)).send({ password: TEST_PASSWORD }).expect(200);
    expect(res.body.message).toBe(MESSAGES.accountDeleted);

    for (const session of [auth(user), { Authorization: `Bearer ${login.body.token}` }]) {
      await http().get('/api/user/profile').set(session).expect(401);
    }
    expect(await t.db('users').where({ id: user.id })).toHaveLength(0);
    expect(await remaining(m.deal.id)).toBe(remainingOpen + 1);
    expect(await remaining(m.other.id)).toBe(remainingUsed);
    expect(await t.db('coupons').where({ id: used.id }).first()).toMatchObject({ userId: null, isUsed: true, redeemedByName: 'Keoni Owner' });
    expect(await t.db('coupons').where({ id: open.id }).first()).toMatchObject({ userId: null, isUsed: false, releasedAt: expect.any(Date) });
    await expectCountsExact([m.deal.id, m.other.id]);
    expect(await figures(m)).toEqual(before);
    expect((await http().get('/api/business/funnel').set(auth(m.owner)).expect(200)).body).toEqual(funnelBefore);
    // A released coupon is no coupon: its code no longer redeems, and the business's list no longer shows it.
    await http().post('/api/business/redeem').set(auth(m.owner)).send({ couponCode: open.couponCode }).expect(404);
    const listed = (await http().get(`/api/business/deals/${m.deal.id}/coupons`).set(auth(m.owner)).expect(200)).body;
    expect(listed.map((c: { couponCode: string }) => c.couponCode)).not.toContain(open.couponCode);
    // The place freed is claimable by someone else.
    await claim(await createUser(t.db), m.deal.id);

    const mail = await mailTo(user.email, /has been deleted/);
    expect(mail.body).toContain('Your unused coupons went back to their deals');
  });

  it('a business: its deals end, its staff go, its row, coupons, receipts and the partner report stay; the holders keep their coupons', async () => {
    const m = await market();
    const staff = await createStaff(t.db, m.business);
    const shopper = await createUser(t.db);
    const coupon = await claim(shopper, m.deal.id, m.ref);
    const redeemed = await claim(shopper, m.other.id, m.ref);
    await redeem(m.owner, redeemed.couponCode);
    await t.db('payments').insert({ provider: 'test', providerOrderId: 'TEST-closing', requestId: `closing-${m.business.id}`, amount: '5.00', currency: 'USD', status: 'spent', businessId: m.business.id, dealId: m.deal.id, planId: 'quick', spentAt: new Date() });
    await t.db('business_places').insert({ businessId: m.business.id, addressLine1: '1 Beach Rd', town: 'Kona', latitude: 19.6, longitude: -155.9 });
    const before = await figures(m);
    const remainingBefore = [await remaining(m.deal.id), await remaining(m.other.id)];

    await http().delete('/api/user/account').set(auth(m.owner)).send({ password: TEST_PASSWORD }).expect(200);

    await http().get('/api/user/profile').set(auth(m.owner)).expect(401);
    await http().get('/api/user/profile').set(auth(staff)).expect(401);
    expect(await t.db('users').whereIn('id', [m.owner.id, staff.id])).toHaveLength(0);
    expect(await t.db('businesses').where({ id: m.business.id }).first()).toMatchObject({ userId: null, closedAt: expect.any(Date), contactNumber: '', websiteUrl: null });
    expect(await t.db('business_places').where({ businessId: m.business.id })).toHaveLength(0);
    expect(await t.db('deals').where({ businessId: m.business.id, isActive: true })).toHaveLength(0);
    expect(await t.db('payments').where({ businessId: m.business.id })).toHaveLength(1);
    expect([await remaining(m.deal.id), await remaining(m.other.id)]).toEqual(remainingBefore);
    expect(await figures(m)).toEqual(before);
    await expectCountsExact([m.deal.id, m.other.id]);
    const held = (await http().get('/api/user/coupons').set(auth(shopper)).expect(200)).body;
    expect(held.map((c: { couponCode: string; state: string }) => [c.couponCode, c.state]).sort()).toEqual([[coupon.couponCode, 'expired'], [redeemed.couponCode, 'used']].sort());
    await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: m.deal.id }).expect(409);
    const mail = await mailTo(m.owner.email, /has been deleted/);
    expect(mail.body).toContain('featuring receipts are kept');
  });

  it('a partner: its ref is retired — counts nothing more and is never given out again — and the businesses\' figures stay', async () => {
    const m = await market();
    await claim(await createUser(t.db), m.deal.id, m.ref);
    const funnelBefore = (await http().get('/api/business/funnel').set(auth(m.owner)).expect(200)).body;

    await http().delete('/api/user/account').set(auth(m.partnerUser)).send({ password: TEST_PASSWORD }).expect(200);

    expect(await t.db('partners').where({ id: m.partner.id }).first()).toMatchObject({ userId: null, ref: m.ref, retiredAt: expect.any(Date), webhookUrl: null });
    expect((await http().get('/api/business/funnel').set(auth(m.owner)).expect(200)).body).toEqual(funnelBefore);
    await http().post(`/api/deals/${m.deal.id}/view`).query({ ref: m.ref }).expect(204);
    expect(await t.db('partner_daily_views').where({ partnerRef: m.ref })).toHaveLength(0);
    const { user: newcomer } = await createPartner(t.db, { ref: null });
    await http().put('/api/partner/ref').set(auth(newcomer)).send({ ref: m.ref }).expect(400)
      .expect((res) => expect(res.body.message).toBe(MESSAGES.partnerRefTaken));
    await mailTo(m.partnerUser.email, /has been deleted/);
  });

  it('staff: refused (their owner removes them); the owner\'s removal is the same deletion', async () => {
    const { user: owner, business } = await createBusiness(t.db);
    const staff = await createStaff(t.db, business);
    await http().delete('/api/user/account').set(auth(staff)).send({ password: TEST_PASSWORD }).expect(403)
      .expect((res) => expect(res.body.message).toBe(MESSAGES.staffDeletedByOwner));
    await http().post('/api/user/account/deletion-code').set(auth(staff)).expect(403);
    await http().delete(`/api/business/staff/${staff.id}`).set(auth(owner)).expect(200);
    expect(await t.db('users').where({ id: staff.id })).toHaveLength(0);
  });

  it('an account without a password it knows (made by a widget claim) confirms with a mailed code; a claim code never deletes', async () => {
    const user = await createUser(t.db, { password: 'nobody-knows-this-one' });
    // A code mailed for a widget claim to the same address does not delete the account.
    const claimCode = await createClaimCodes(t.db, t.config.jwtSecret).issue(user.email.toLowerCase());
    await http().post('/api/user/account/deletion-code').set(auth(user)).expect(200)
      .expect((res) => expect(res.body.message).toBe(MESSAGES.deletionCodeSent));
    const mail = await mailTo(user.email, /is your Da Deal! code/);
    const code = /code: (\d{6})/.exec(mail.body)![1];
    if (code !== claimCode) {
      await http().delete('/api/user/account').set(auth(user)).send({ code: claimCode }).expect(400);
    }
    await http().delete('/api/user/account').set(auth(user)).send({ code: '12345' }).expect(400);
    await http().delete('/api/user/account').set(auth(user)).send({ code }).expect(200);
    expect(await t.db('users').where({ id: user.id })).toHaveLength(0);
    expect(await t.db('claim_codes').where({ email: user.email.toLowerCase() })).toHaveLength(0);
  });

  it('the admin console deletes with the same rules and sends the same confirmation', async () => {
    const m = await market();
    const user = await createUser(t.db);
    await claim(user, m.deal.id, m.ref);
    const before = await figures(m);
    const remainingBefore = await remaining(m.deal.id);
    const { createAdmin } = await import('../admin/admins.service.js');
    const { signAdminToken } = await import('../admin/admin-tokens.js');
    const admin = await createAdmin(t.db, { email: `own-data-admin-${user.id}@dadeal.test`, password: 'admin-pass-123', firstName: 'A', lastName: 'Dmin' });
    await http().delete(`/api/admin/users/${user.id}`).set({ Authorization: `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}` }).expect(200);
    expect(await remaining(m.deal.id)).toBe(remainingBefore + 1);
    expect(await figures(m)).toEqual(before);
    await expectCountsExact([m.deal.id]);
    await mailTo(user.email, /has been deleted/);
  });
});
