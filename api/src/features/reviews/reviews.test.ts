// Verified reviews on PGlite and PostgreSQL: who may review (a redeemed coupon's holder only, once per coupon even
// under 20 simultaneous posts), the edit window, deleting, the business's one reply, reports, hiding and restoring —
// and the business's average and count, read from the public deal answer, at each step. Then the mails: one request
// per redeemed coupon through real SMTP, none after the one-click unsubscribe, the owner's digest, the author told.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RATING_MIN_REVIEWS, REVIEW_TEXT_MAX, type Rating } from '@dadeal/core';
import { createAdmin } from '../admin/admins.service.js';
import { signAdminToken } from '../admin/admin-tokens.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { bearer, createBusiness, createDeal, createPartner, createStaff, createUser, createUsers } from '../../testing/factories.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createLogger } from '../../logger.js';
import { runJob } from '../jobs/jobs.js';
import type { JobDeps } from '../jobs/notices.js';

const DAY = 24 * 3600_000;
let t: TestApp;
let smtp: SmtpSink;
let owner: { user: User; business: Business };
let staff: User;
let adminAuth: { Authorization: string };
const http = () => request(t.app.callback());
const auth = (u: { id: number }) => bearer(t.config.jwtSecret, u);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  staff = await createStaff(t.db, owner.business);
  const admin = await createAdmin(t.db, { email: 'mod@dadeal.test', password: 'admin-pass-1234', firstName: 'Mo', lastName: 'Derator', role: 'admin' });
  adminAuth = { Authorization: `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}` };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let codes = 0;
/** A coupon of `deal` held by `user`, redeemed `usedDaysAgo` days ago (null: not redeemed). */
async function coupon(user: User, deal: { id: number }, usedDaysAgo: number | null = 0): Promise<number> {
  const usedAt = usedDaysAgo === null ? null : new Date(Date.now() - usedDaysAgo * DAY);
  const [row] = await t.db('coupons')
    .insert({ dealId: deal.id, userId: user.id, couponCode: `REVW-${String(++codes).padStart(4, '0')}-TEST`, isUsed: usedAt !== null, usedAt })
    .returning(['id']);
  return row.id;
}
const review = (user: { id: number }, couponId: number, rating: number, text?: string) =>
  http().post('/api/reviews').set(auth(user)).send({ couponId, rating, ...(text === undefined ? {} : { text }) });
/** The business's rating as the public deal answer says it (the cache dropped by every write). */
const ratingOf = async (dealId: number): Promise<Rating> => (await http().get(`/api/deals/${dealId}`).expect(200)).body.rating;
const kept = async (businessId: number) => t.db('businesses').where({ id: businessId }).first('reviewCount', 'reviewRatingSum');

describe('who may review', () => {
  it('lets the holder of a coupon redeemed by staff, by the owner or by "Confirm Usage" rate the visit', async () => {
    const deal = await createDeal(t.db, owner.business, { title: 'Sunset dinner', totalCoupons: 10 });
    const holders = await createUsers(t.db, 3);
    const couponIds: number[] = [];
    for (const holder of holders) {
      const claimed = await http().post('/api/coupons').set(auth(holder)).send({ dealId: deal.id }).expect(201);
      couponIds.push(claimed.body.coupon.id);
    }
    const codeOf = async (id: number) => (await t.db('coupons').where({ id }).first('couponCode')).couponCode;
    await http().post('/api/business/redeem').set(auth(staff)).send({ couponCode: await codeOf(couponIds[0]) }).expect(200);
    await http().post('/api/business/redeem').set(auth(owner.user)).send({ couponCode: await codeOf(couponIds[1]) }).expect(200);
    await http().put(`/api/coupons/${couponIds[2]}/use`).set(auth(holders[2])).expect(200);

    for (const [i, holder] of holders.entries()) {
      const res = await review(holder, couponIds[i], 5 - i, i === 0 ? '  Best fish on the island <b>really</b>  ' : undefined).expect(201);
      expect(res.body.message).toBe(MESSAGES.reviewSaved);
      expect(res.body.review).toMatchObject({ couponId: couponIds[i], rating: 5 - i, dealTitle: 'Sunset dinner', hidden: false, reply: null });
    }
    const mine = (await http().get('/api/user/reviews').set(auth(holders[0])).expect(200)).body;
    // Plain text, stored trimmed and shown as written (markup is text, never HTML).
    expect(mine).toEqual([expect.objectContaining({ text: 'Best fish on the island <b>really</b>', reviewerName: 'Racer 0.' })]);
    expect(await ratingOf(deal.id)).toEqual({ average: 4, count: 3 });
  });

  it('refuses a claimed coupon not redeemed, an expired unredeemed one, another user\'s, and a redemption over 60 days ago', async () => {
    const deal = await createDeal(t.db, owner.business);
    const ended = await createDeal(t.db, owner.business, { startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - DAY) });
    const [holder, other] = await createUsers(t.db, 2);
    const claimedOnly = await coupon(holder, deal, null);
    const expired = await coupon(other, ended, null);
    const old = await coupon(other, deal, 61);
    const recent = await coupon(holder, ended, 59);

    expect((await review(holder, claimedOnly, 4).expect(409)).body.message).toBe(MESSAGES.reviewNotRedeemed);
    expect((await review(other, expired, 4).expect(409)).body.message).toBe(MESSAGES.reviewNotRedeemed);
    expect((await review(holder, old, 4).expect(403)).body.message).toBe(MESSAGES.reviewCouponNotYours);
    expect((await review(other, old, 4).expect(409)).body.message).toBe(MESSAGES.reviewWindowOver);
    expect((await review(holder, 999999, 4).expect(404)).body.message).toBe(MESSAGES.couponNotFound);
    await review(holder, recent, 4).expect(201); // 59 days: still inside the window, the deal long ended
  });

  it('refuses businesses, their staff, partners and administrators', async () => {
    const deal = await createDeal(t.db, owner.business);
    const holder = await createUser(t.db);
    const couponId = await coupon(holder, deal);
    const partner = await createPartner(t.db);
    const other = await createBusiness(t.db);
    expect((await review(owner.user, couponId, 5).expect(403)).body.message).toBe(MESSAGES.reviewUsersOnly);
    expect((await review(other.user, couponId, 5).expect(403)).body.message).toBe(MESSAGES.reviewUsersOnly);
    expect((await review(staff, couponId, 5).expect(403)).body.message).toBe(MESSAGES.staffCounterOnly);
    expect((await review(partner.user, couponId, 5).expect(403)).body.message).toBe(MESSAGES.partnerDashboardOnly);
    await http().post('/api/reviews').set(adminAuth).send({ couponId, rating: 5 }).expect(401);
    expect(Number((await t.db('reviews').where({ couponId }).count({ n: '*' }))[0].n)).toBe(0);
  });

  it('refuses hostile and out-of-range input with the field\'s message, never a 500, and stores nothing', async () => {
    const deal = await createDeal(t.db, owner.business);
    const holder = await createUser(t.db);
    const couponId = await coupon(holder, deal);
    const cases: Array<[unknown, string]> = [
      [{ couponId, rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ couponId, rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ couponId, rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
      [{ couponId, rating: '5' }, 'Rating must be a whole number from 1 to 5'],
      [{ couponId }, 'Please choose a rating'],
      [{ rating: 5 }, 'Please choose a coupon'],
      [{ couponId, rating: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, `Must be at most ${REVIEW_TEXT_MAX} characters`],
      [{ couponId, rating: 5, text: 'nul \u0000 inside' }, 'Must not contain control characters'],
      [{ couponId, rating: 5, text: 42 }, 'Must be text'],
      [[{ couponId, rating: 5 }], 'A JSON object is required'],
    ];
    for (const [body, message] of cases) {
      const res = await http().post('/api/reviews').set(auth(holder)).send(body as object);
      expect([res.status, res.body.message], JSON.stringify(body).slice(0, 80)).toEqual([400, message]);
    }
    await review(holder, couponId, 5, 'x'.repeat(REVIEW_TEXT_MAX)).expect(201); // exactly the limit
    await http().post('/api/reviews').set(auth(holder)).send({ couponId, rating: 5, __proto__: { admin: true } }).expect((r) => expect(r.status).toBeLessThan(500));
  });
});

describe('once per coupon', () => {
  it('keeps one review of 20 simultaneous posts, and counts it once', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business);
    const holder = await createUser(t.db);
    const couponId = await coupon(holder, deal);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => review(holder, couponId, (i % 5) + 1)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === MESSAGES.reviewAlreadyWritten)).toBe(true);
    const rows = await t.db('reviews').where({ couponId });
    expect(rows).toHaveLength(1);
    expect(await kept(business.id)).toEqual({ reviewCount: 1, reviewRatingSum: rows[0].rating });
  });

  it('keeps the average exact under simultaneous reviews of many coupons and deletions', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business, { totalCoupons: 100 });
    const holders = await createUsers(t.db, 30);
    const coupons = await Promise.all(holders.map((h) => coupon(h, deal)));
    const posted = await Promise.all(holders.map((h, i) => review(h, coupons[i], (i % 5) + 1).expect(201)));
    await Promise.all(posted.slice(0, 10).map((p, i) => http().delete(`/api/reviews/${p.body.review.id}`).set(auth(holders[i])).expect(200)));
    const visible = await t.db('reviews').where({ businessId: business.id }).whereNull('deletedAt').select('rating');
    const sum = visible.reduce((s, r) => s + r.rating, 0);
    expect(await kept(business.id)).toEqual({ reviewCount: 20, reviewRatingSum: sum });
    expect(await ratingOf(deal.id)).toEqual({ average: Math.round((sum / 20) * 10) / 10, count: 20 });
  });
});

describe('the review\'s life, and the average at each step', () => {
  it('edits within 7 days, deletes any time, replies once, reports, hides and restores', async () => {
    const { user: ownerUser, business } = await createBusiness(t.db, { companyName: 'Tidepool Cafe' });
    const otherBusiness = await createBusiness(t.db);
    const myStaff = await createStaff(t.db, business);
    const deal = await createDeal(t.db, business, { title: 'Breakfast for two' });
    const [a, b, c, d] = await Promise.all([
      createUser(t.db, { firstName: 'Alana', lastName: 'kahale' }), createUser(t.db), createUser(t.db), createUser(t.db),
    ]);
    const [ca, cb, cc] = await Promise.all([coupon(a, deal), coupon(b, deal), coupon(c, deal)]);

    expect(await ratingOf(deal.id)).toEqual({ average: null, count: 0 });
    const ra = (await review(a, ca, 5, 'Wonderful').expect(201)).body.review;
    await review(b, cb, 4).expect(201);
    expect(await ratingOf(deal.id)).toEqual({ average: null, count: RATING_MIN_REVIEWS - 1 }); // "New on Da Deal!"
    const rc = (await review(c, cc, 3).expect(201)).body.review;
    expect(await ratingOf(deal.id)).toEqual({ average: 4, count: 3 });

    // Edit: the author only, within the window.
    expect((await http().put(`/api/reviews/${ra.id}`).set(auth(b)).send({ rating: 1 }).expect(403)).body.message).toBe(MESSAGES.reviewNotYours);
    const edited = (await http().put(`/api/reviews/${ra.id}`).set(auth(a)).send({ rating: 2, text: 'Slow today' }).expect(200)).body;
    expect(edited).toMatchObject({ message: MESSAGES.reviewUpdated, review: { rating: 2, text: 'Slow today' } });
    expect(await ratingOf(deal.id)).toEqual({ average: 3, count: 3 });
    await t.db('reviews').where({ id: ra.id }).update({ createdAt: new Date(Date.now() - 8 * DAY) });
    expect((await http().put(`/api/reviews/${ra.id}`).set(auth(a)).send({ rating: 5 }).expect(409)).body.message).toBe(MESSAGES.reviewEditWindowOver);
    expect(await ratingOf(deal.id)).toEqual({ average: 3, count: 3 });

    // The business's one reply: created, edited (still one), by its owner only.
    expect((await http().put(`/api/business/reviews/${ra.id}/reply`).set(auth(otherBusiness.user)).send({ text: 'Hi' }).expect(403)).body.message).toBe(MESSAGES.replyNotYours);
    await http().put(`/api/business/reviews/${ra.id}/reply`).set(auth(myStaff)).send({ text: 'Hi' }).expect(403);
    await http().put(`/api/business/reviews/${ra.id}/reply`).set(auth(ownerUser)).send({ text: '  ' }).expect(400);
    await http().put(`/api/business/reviews/${ra.id}/reply`).set(auth(ownerUser)).send({ text: 'Sorry, we were short of staff.' }).expect(200);
    const replied = (await http().put(`/api/business/reviews/${ra.id}/reply`).set(auth(ownerUser)).send({ text: 'Sorry! Come back for a free coffee.' }).expect(200)).body;
    expect(replied.review.reply.text).toBe('Sorry! Come back for a free coffee.');
    const waiting = (await http().get('/api/business/reviews?awaitingReply=true').set(auth(ownerUser)).expect(200)).body;
    expect(waiting.map((r: { id: number }) => r.id).sort()).toHaveLength(2);
    const summary = (await http().get('/api/business/reviews/summary').set(auth(ownerUser)).expect(200)).body;
    expect(summary).toMatchObject({ rating: { average: 3, count: 3 }, awaitingReply: 2 });
    // By UTC month of writing: the edited review was moved 8 days back, so it may fall in the month before.
    expect(summary.months.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(3);
    expect(summary.months.at(-1).month).toBe(new Date().toISOString().slice(0, 7));

    // The public list: newest first, first name and initial, the visit's month, the reply.
    const pub = (await http().get(`/api/businesses/${business.id}/reviews`).expect(200)).body;
    expect(pub.rating).toEqual({ average: 3, count: 3 });
    expect(pub.reviews.map((r: { id: number }) => r.id)).toEqual([rc.id, expect.any(Number), ra.id]);
    const shownA = pub.reviews.find((r: { id: number }) => r.id === ra.id);
    expect(shownA).toMatchObject({ reviewerName: 'Alana K.', rating: 2, text: 'Slow today', reply: { text: 'Sorry! Come back for a free coffee.' } });
    expect(JSON.stringify(pub)).not.toContain(a.email);
    expect(JSON.stringify(pub)).not.toContain('kahale');

    // Reports: anyone signed in, once per part; a reply that does not exist cannot be reported.
    await http().post(`/api/reviews/${rc.id}/reports`).set(auth(d)).send({ part: 'review', reason: 'spam' }).expect(200);
    await http().post(`/api/reviews/${rc.id}/reports`).set(auth(d)).send({ part: 'review', reason: 'offensive' }).expect(200);
    await http().post(`/api/reviews/${rc.id}/reports`).set(auth(otherBusiness.user)).send({ part: 'review', reason: 'spam' }).expect(200);
    expect((await http().post(`/api/reviews/${rc.id}/reports`).set(auth(d)).send({ part: 'reply', reason: 'spam' }).expect(409)).body.message).toBe(MESSAGES.reportNoReply);
    await http().post(`/api/reviews/${ra.id}/reports`).set(auth(d)).send({ part: 'reply', reason: 'personal' }).expect(200);
    await http().post(`/api/reviews/${rc.id}/reports`).set(auth(d)).send({ part: 'review', reason: 'rude' }).expect(400);
    await http().post(`/api/reviews/${rc.id}/reports`).send({ part: 'review', reason: 'spam' }).expect(401);
    expect(Number((await t.db('reviewReports').where({ reviewId: rc.id }).count({ n: '*' }))[0].n)).toBe(2);

    // The console's list of reported reviews, filtered.
    const listed = await http().get('/api/admin/reviews').query({ filter: JSON.stringify({ reported: true, businessId: business.id }) }).set(adminAuth).expect(200);
    expect(listed.headers['content-range']).toBe('reviews 0-1/2');
    expect(listed.body.find((r: { id: number }) => r.id === rc.id)).toMatchObject({ reports: 2, reportedParts: ['review'], reportReasons: ['spam'], hidden: false });
    const bySpam = await http().get('/api/admin/reviews').query({ filter: JSON.stringify({ reason: 'spam', businessId: business.id }) }).set(adminAuth).expect(200);
    expect(bySpam.body.map((r: { id: number }) => r.id)).toEqual([rc.id]);
    await http().get('/api/admin/reviews').query({ filter: JSON.stringify({ reason: ['x'.repeat(300)] }) }).set(adminAuth).expect(400);

    // Hide: out of the average at once, out of the public list, audited, the author mailed; restore brings it back.
    const before = smtp.messages.length;
    await http().post(`/api/admin/reviews/${rc.id}/hide`).set(adminAuth).send({ part: 'review' }).expect(400);
    const hidden = (await http().post(`/api/admin/reviews/${rc.id}/hide`).set(adminAuth).send({ part: 'review', reason: 'Advertising for another place' }).expect(200)).body;
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Advertising for another place' });
    expect(await ratingOf(deal.id)).toEqual({ average: null, count: 2 });
    expect((await http().get(`/api/businesses/${business.id}/reviews`).expect(200)).body.reviews.map((r: { id: number }) => r.id)).not.toContain(rc.id);
    const mail: ReceivedMail = await smtp.waitFor(before + 1);
    expect(mail.to).toContain(c.email);
    expect(mail.text).toContain('Advertising for another place');
    await http().post(`/api/admin/reviews/${rc.id}/hide`).set(adminAuth).send({ part: 'review', reason: 'again' }).expect(200); // already hidden: no change
    expect(smtp.messages.length).toBe(before + 1);
    // The author still sees it, flagged; no one else does.
    expect((await http().get('/api/user/reviews').set(auth(c)).expect(200)).body[0]).toMatchObject({ id: rc.id, hidden: true });

    await http().post(`/api/admin/reviews/${ra.id}/hide`).set(adminAuth).send({ part: 'reply', reason: 'Names a member of staff' }).expect(200);
    expect((await http().get(`/api/businesses/${business.id}/reviews`).expect(200)).body.reviews.find((r: { id: number }) => r.id === ra.id).reply).toBeNull();
    expect((await smtp.waitFor(before + 2)).to).toContain(ownerUser.email);
    expect(await ratingOf(deal.id)).toEqual({ average: null, count: 2 }); // a reply never moves the rating

    await http().post(`/api/admin/reviews/${rc.id}/restore`).set(adminAuth).send({ part: 'review', reason: 'Checked: a real visit' }).expect(200);
    expect(await ratingOf(deal.id)).toEqual({ average: 3, count: 3 });
    const audit = await t.db('adminAudit').where({ resource: 'reviews' }).orderBy('id').select('action', 'resourceId', 'details');
    expect(audit.map((e) => [e.action, e.resourceId, e.details.part])).toEqual([
      ['reviews.hide', rc.id, 'review'], ['reviews.hide', ra.id, 'reply'], ['reviews.restore', rc.id, 'review'],
    ]);

    // Delete: the author only, any time (past the edit window too); the coupon cannot be reviewed again.
    await http().delete(`/api/reviews/${ra.id}`).set(auth(b)).expect(403);
    expect((await http().delete(`/api/reviews/${ra.id}`).set(auth(a)).expect(200)).body.message).toBe(MESSAGES.reviewDeleted);
    expect(await ratingOf(deal.id)).toEqual({ average: null, count: 2 });
    expect((await review(a, ca, 5).expect(409)).body.message).toBe(MESSAGES.reviewAlreadyWritten);
    await http().delete(`/api/reviews/${ra.id}`).set(auth(a)).expect(404);
    expect(await t.db('reviews').where({ id: ra.id }).first('text', 'replyText')).toEqual({ text: null, replyText: null });
    expect(await kept(business.id)).toEqual({ reviewCount: 2, reviewRatingSum: 7 });
  });

  it('keeps the rating exact when an author\'s account or a reviewed deal is deleted', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business);
    const other = await createDeal(t.db, business);
    const users = await createUsers(t.db, 4);
    for (const [i, u] of users.entries()) await review(u, await coupon(u, i < 2 ? deal : other), i + 2).expect(201);
    expect(await ratingOf(other.id)).toEqual({ average: 3.5, count: 4 });
    await t.db('users').where({ id: users[0].id }).delete();
    expect(await kept(business.id)).toEqual({ reviewCount: 3, reviewRatingSum: 3 + 4 + 5 });
    t.app.deps.dealCache.invalidate(); // what the businesses' trigger notification does on every server
    expect(await ratingOf(other.id)).toEqual({ average: 4, count: 3 });
    await http().delete(`/api/deals/${deal.id}`).set(auth((await t.db('users').where({ id: business.userId }).first()) as User)).expect(200);
    // The visit happened: the review stays (its coupon gone with the deal).
    expect(await kept(business.id)).toEqual({ reviewCount: 3, reviewRatingSum: 12 });
    expect(await t.db('reviews').where({ userId: users[1].id }).first('couponId', 'dealTitle')).toEqual({ couponId: null, dealTitle: deal.title });
  });
});

describe('review mails', () => {
  const log = createLogger({ logLevel: 'silent' });
  const deps = (): JobDeps => ({ db: t.db, mailer: t.app.deps.mailer, log, config: t.config });
  const mailsTo = (u: { email: string }) => smtp.messages.filter((m) => m.to.includes(u.email));

  it('asks each redeemed coupon\'s holder once, a day after, never after a review, and none after the one-click unsubscribe', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Lagoon Kayaks' });
    const deal = await createDeal(t.db, business, { title: 'Kayak for two' });
    const [asked, reviewed, fresh, unsubscriber] = await createUsers(t.db, 4);
    const askedCoupon = await coupon(asked, deal, 1.5);
    await review(reviewed, await coupon(reviewed, deal, 1.5), 5).expect(201);
    await coupon(fresh, deal, 0.5); // redeemed 12 hours ago: not yet
    await coupon(unsubscriber, deal, 2);
    const now = new Date();

    const first = await runJob('review-requests', deps(), now);
    expect(first.notices).toBe(2);
    expect(mailsTo(asked)).toHaveLength(1);
    expect(mailsTo(reviewed)).toHaveLength(0);
    expect(mailsTo(fresh)).toHaveLength(0);
    const [mail] = mailsTo(asked);
    expect(mail.text).toContain('How was your visit to Lagoon Kayaks?');
    expect(mail.text).toContain(`http://dadeal.test/user-dashboard?tab=coupons&coupon=${askedCoupon}&rate=1`);
    expect((await runJob('review-requests', deps(), now)).notices).toBe(0); // never twice for a coupon

    // One click from the mail client: notifications off, and no request for the next coupon.
    const unsubscribe = mailsTo(unsubscriber)[0];
    const head = unsubscribe.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const url = new URL(head.match(/^List-Unsubscribe: <([^>]+)>/mi)![1]);
    await http().post(url.pathname + url.search).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const other = await createDeal(t.db, business);
    await coupon(unsubscriber, other, 1.2);
    expect((await runJob('review-requests', deps(), now)).notices).toBe(0);
    expect(mailsTo(unsubscriber)).toHaveLength(1);
  });

  it('mails the owner one digest a day of the new visible reviews', async () => {
    const { user: ownerUser, business } = await createBusiness(t.db, { companyName: 'Saltwater Spa' });
    const deal = await createDeal(t.db, business);
    const users = await createUsers(t.db, 3);
    for (const [i, u] of users.entries()) await review(u, await coupon(u, deal), i + 3, i === 0 ? 'Bliss' : undefined).expect(201);
    const now = new Date(Date.now() + 60_000);
    const report = await runJob('review-digest', deps(), now);
    expect(report.notices).toBeGreaterThanOrEqual(1);
    const [digest] = mailsTo(ownerUser);
    expect(digest.text).toContain('3 new reviews of Saltwater Spa');
    expect(digest.text).toContain('3 of 5 from Racer 0.');
    expect(digest.text).toContain('Bliss');
    await runJob('review-digest', deps(), now);
    expect(mailsTo(ownerUser)).toHaveLength(1);
  });
});
