// The scheduled jobs against a real SMTP listener, on PGlite and on PostgreSQL, with the clock of each run given
// (no sleeps): coupon reminders, the deal-alerts digest and last-minute alerts mail once, obey their switches and
// one-click unsubscribe, and two processes running a job at once still send each mail once.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LABELS, UNSUBSCRIBE_MESSAGES } from '@dadeal/core';
import { createDb, type Db } from '../../db.js';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser, type DealOverrides } from '../../testing/factories.js';
import { linkIn, startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink.js';
import { createMailer } from '../mail/mailer.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { runJob, type JobName } from './jobs.js';
import { formatEnd } from './notice-mails.js';
import type { JobDeps } from './notices.js';

const HOUR = 3600_000;
const log = createLogger({ logLevel: 'silent' });

let t: TestApp;
let smtp: SmtpSink;
let deps: JobDeps;
let business: Business;
const http = () => request(t.app.callback());

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  deps = { db: t.db, mailer: t.app.deps.mailer, log, config: t.config };
  ({ business } = await createBusiness(t.db, { companyName: 'Reefside Grill' }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const run = (job: JobName, now: Date) => runJob(job, deps, now);
const mailsTo = (user: { email: string }): ReceivedMail[] => smtp.messages.filter((m) => m.to.includes(user.email));
/** A header's value, unfolded (long ones, such as List-Unsubscribe with its token, are folded over lines). */
const header = (mail: ReceivedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();
};
/** The path and query of the one-click address (supertest speaks to the app, not to PUBLIC_URL). */
const oneClickPath = (mail: ReceivedMail) => {
  const url = new URL(header(mail, 'List-Unsubscribe')!.slice(1, -1));
  return url.pathname + url.search;
};
let codes = 0;
const claim = async (user: User, deal: { id: number }, used = false) => {
  const [coupon] = await t.db('coupons')
    .insert({ dealId: deal.id, userId: user.id, couponCode: `TEST-${String(++codes).padStart(4, '0')}-CODE`, isUsed: used, usedAt: used ? new Date() : null })
    .returning(['id', 'couponCode']);
  return coupon as { id: number; couponCode: string };
};
/** Runs `job` twice at the same moment as two processes would: on PostgreSQL with a second pool and mailer of its own. */
async function runTwiceAtOnce(job: JobName, now: Date) {
  const otherDb: Db = t.kind === 'pg' ? createDb({ databaseUrl: (t.db.client.config as { connection: string }).connection, pgliteDir: null, poolMax: 5 }) : t.db;
  const otherMailer = createMailer(t.config, otherDb, log);
  try {
    const reports = await Promise.all([run(job, now), runJob(job, { ...deps, db: otherDb, mailer: otherMailer }, now)]);
    return { notices: reports[0].notices + reports[1].notices, sent: reports[0].sent + reports[1].sent };
  } finally {
    await otherMailer.close();
    if (otherDb !== t.db) await otherDb.destroy();
  }
}
const dealEnding = (now: Date, inHours: number, overrides: DealOverrides = {}) =>
  createDeal(t.db, business, { startDate: new Date(now.getTime() - 48 * HOUR), endDate: new Date(now.getTime() + inHours * HOUR), ...overrides });

describe('coupon reminders', () => {
  it('mails the holder of an unused coupon once, the day before the deal ends, with code, business, end and a link to the coupon', async () => {
    const now = new Date();
    const user = await createUser(t.db, { firstName: 'Mele' });
    const deal = await dealEnding(now, 30, { title: 'Sunset dinner for two' });
    const coupon = await claim(user, deal);

    expect((await run('coupon-reminders', now)).notices).toBe(0); // 30 h before the end: not yet
    expect(mailsTo(user)).toHaveLength(0);

    const dayBefore = new Date(now.getTime() + 7 * HOUR); // the deal ends 23 h later
    const report = await run('coupon-reminders', dayBefore);
    expect(report).toMatchObject({ job: 'coupon-reminders', notices: 1, sent: 1, failed: 0 });
    const [mail] = mailsTo(user);
    expect(mail.raw).toMatch(/^Subject: Your coupon for Sunset dinner for two expires/m);
    expect(mail.text).toContain('Hi Mele,');
    expect(mail.text).toContain(`Coupon code: ${coupon.couponCode}`);
    expect(mail.text).toContain('at Reefside Grill');
    expect(mail.text).toContain(`the deal ends ${formatEnd(deal.endDate)}`);
    expect(linkIn(mail, 'http://dadeal.test/user-dashboard')).toBe(`http://dadeal.test/user-dashboard?tab=coupons&coupon=${coupon.id}`);
    // RFC 8058: a one-click address for mail clients, and the page link in the footer for people.
    expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/dadeal\.test\/api\/unsubscribe\?token=[^>]+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(mail, 'http://dadeal.test/unsubscribe?token=')).toBeTruthy();

    // Never twice: later runs, the last hour included, find it done.
    expect((await run('coupon-reminders', new Date(now.getTime() + 8 * HOUR))).notices).toBe(0);
    expect((await run('coupon-reminders', new Date(now.getTime() + 29.5 * HOUR))).notices).toBe(0);
    expect(mailsTo(user)).toHaveLength(1);
    const [row] = await t.db('sentNotifications').where({ kind: 'coupon-reminders', userId: user.id });
    expect(row).toMatchObject({ subjectId: coupon.id });
    expect(row.mailId).toEqual(expect.any(Number));
  });

  it('never reminds of a used coupon, an ended deal or a withdrawn one', async () => {
    const now = new Date();
    const user = await createUser(t.db);
    await claim(user, await dealEnding(now, 10), true);
    await claim(user, await dealEnding(now, -1));
    await claim(user, await dealEnding(now, 10, { isActive: false }));
    expect((await run('coupon-reminders', now)).notices).toBe(0);
    expect(mailsTo(user)).toHaveLength(0);
  });

  it('sends nothing while the holder has e-mail notifications off', async () => {
    const now = new Date();
    const user = await createUser(t.db, { emailNotifications: false });
    await claim(user, await dealEnding(now, 5));
    expect((await run('coupon-reminders', now)).notices).toBe(0);
    expect(mailsTo(user)).toHaveLength(0);
  });

  it('sends nothing more after the one-click unsubscribe of a reminder', async () => {
    const now = new Date();
    const user = await createUser(t.db);
    await claim(user, await dealEnding(now, 5));
    await run('coupon-reminders', now);
    const [mail] = mailsTo(user);
    // What a mail client sends (RFC 8058 §3.2): a form POST, no session.
    const res = await http().post(oneClickPath(mail)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toEqual({ message: UNSUBSCRIBE_MESSAGES.done('coupon-reminders'), list: 'coupon-reminders', subscribed: false });
    expect(await t.db('users').where({ id: user.id }).first('emailNotifications')).toEqual({ emailNotifications: false });

    await claim(user, await dealEnding(now, 6));
    expect((await run('coupon-reminders', now)).notices).toBe(0);
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('sends each reminder once when two processes run the job at the same time', async () => {
    const now = new Date();
    const users = await Promise.all(Array.from({ length: 24 }, () => createUser(t.db)));
    const deal = await dealEnding(now, 12, { totalCoupons: 50 });
    for (const user of users) await claim(user, deal);
    // A second process: its own connection pool and its own mailer on PostgreSQL (PGlite has one connection by design).
    expect(await runTwiceAtOnce('coupon-reminders', now)).toEqual({ notices: 24, sent: 24 });
    for (const user of users) expect(mailsTo(user)).toHaveLength(1);
  });
});

describe('deal alerts', () => {
  it("mails one digest a day of the new deals from businesses whose deals the user saved, none of the others'", async () => {
    const now = new Date();
    const saver = await createUser(t.db, { firstName: 'Kai' });
    const { business: lagoon } = await createBusiness(t.db, { companyName: 'Lagoon Kayaks' });
    const { business: other } = await createBusiness(t.db, { companyName: 'Far Away Spa' });
    const saved = await createDeal(t.db, lagoon, { startDate: new Date(now.getTime() - 10 * 24 * HOUR), title: 'Old kayak deal' });
    await t.db('favorites').insert({ userId: saver.id, dealId: saved.id });
    await t.db('deals').where({ id: saved.id }).update({ createdAt: new Date(now.getTime() - 10 * 24 * HOUR) });
    const fresh = await createDeal(t.db, lagoon, { title: 'Sunrise paddle', startDate: now, dealPrice: '30.00', originalPrice: '60.00' });
    const elsewhere = await createDeal(t.db, other, { title: 'Hot stones', startDate: now });
    const later = await createDeal(t.db, lagoon, { title: 'Full moon paddle', startDate: new Date(now.getTime() + 2 * 24 * HOUR) });

    const report = await run('deal-alerts', new Date(now.getTime() + HOUR));
    expect(report.job).toBe('deal-alerts');
    const [mail] = mailsTo(saver);
    expect(mail.raw).toMatch(/^Subject: New deal from Lagoon Kayaks$/m);
    expect(mail.text).toContain('Sunrise paddle — Lagoon Kayaks');
    expect(mail.text).toContain('$30.00 instead of $60.00 (50% off)');
    expect(linkIn(mail, 'http://dadeal.test/?deal=')).toBe(`http://dadeal.test/?deal=${fresh.id}`);
    expect(mail.text).not.toContain('Hot stones');
    expect(mail.text).not.toContain('Old kayak deal'); // saved already, and not new
    expect(mail.text).not.toContain('Full moon paddle'); // not started yet
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(elsewhere.id).toBeGreaterThan(0);

    // Once a day: a second run that day sends nothing.
    await run('deal-alerts', new Date(now.getTime() + 2 * HOUR));
    expect(mailsTo(saver)).toHaveLength(1);

    // Two days on, the deal whose start has come is new; the one mailed before is not mailed again.
    await run('deal-alerts', new Date(later.startDate.getTime() + HOUR));
    const second = mailsTo(saver)[1];
    expect(second.text).toContain('Full moon paddle');
    expect(second.text).not.toContain('Sunrise paddle');
  });

  it('sends no digest with deal alerts off, with e-mail notifications off, or after unsubscribing', async () => {
    const now = new Date();
    const { business: shop } = await createBusiness(t.db, { companyName: 'Coconut Shop' });
    const seed = await createDeal(t.db, shop, { startDate: new Date(now.getTime() - 5 * 24 * HOUR) });
    const off = await createUser(t.db);
    const muted = await createUser(t.db, { emailNotifications: false });
    const leaver = await createUser(t.db);
    await t.db('users').where({ id: off.id }).update({ dealAlerts: false });
    for (const u of [off, muted, leaver]) await t.db('favorites').insert({ userId: u.id, dealId: seed.id });
    await createDeal(t.db, shop, { startDate: now });

    await run('deal-alerts', new Date(now.getTime() + HOUR));
    expect(mailsTo(off)).toHaveLength(0);
    expect(mailsTo(muted)).toHaveLength(0);
    const [mail] = mailsTo(leaver);
    await http().post(oneClickPath(mail)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await t.db('users').where({ id: leaver.id }).first('dealAlerts', 'emailNotifications')).toEqual({ dealAlerts: false, emailNotifications: true });

    await createDeal(t.db, shop, { startDate: new Date(now.getTime() + 24 * HOUR) });
    await run('deal-alerts', new Date(now.getTime() + 25 * HOUR));
    expect(mailsTo(leaver)).toHaveLength(1);
  });
});

describe('two processes running the alerts at once', () => {
  it('send each digest and each last-minute alert once', async () => {
    const now = new Date();
    const { business: cafe } = await createBusiness(t.db, { companyName: 'Twin Cafe' });
    const seed = await createDeal(t.db, cafe, { startDate: new Date(now.getTime() - 5 * 24 * HOUR) });
    const savers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    await t.db('favorites').insert(savers.map((u) => ({ userId: u.id, dealId: seed.id })));
    await createDeal(t.db, cafe, { title: 'Twin brunch', startDate: now });
    const digests = await runTwiceAtOnce('deal-alerts', new Date(now.getTime() + HOUR));
    expect(digests.notices).toBeGreaterThanOrEqual(savers.length); // (other tests' savers may get theirs too)
    for (const user of savers) expect(mailsTo(user).filter((m) => m.text.includes('Twin brunch'))).toHaveLength(1);

    const fans = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    await t.db('users').whereIn('id', fans.map((u) => u.id)).update({ lastMinuteAlerts: true });
    await createDeal(t.db, cafe, { category: 'Last-Minute', title: 'Twin tonight', startDate: now });
    await runTwiceAtOnce('last-minute-alerts', new Date(now.getTime() + 60_000));
    for (const user of fans) expect(mailsTo(user).filter((m) => m.text.includes('Twin tonight'))).toHaveLength(1);
  });
});

describe('last-minute alerts', () => {
  it('mails each user who turned them on (they are off by default) once about a newly published Last-Minute deal', async () => {
    const now = new Date();
    const byDefault = await createUser(t.db);
    const fan = await createUser(t.db, { firstName: 'Noe' });
    const res = await http().put('/api/user/profile').set(bearer(t.config.jwtSecret, fan)).send({ lastMinuteAlerts: true }).expect(200);
    expect(res.body.user).toMatchObject({ emailNotifications: true, dealAlerts: true, lastMinuteAlerts: true });
    const deal = await createDeal(t.db, business, { category: 'Last-Minute', title: 'Tonight: lobster platter', startDate: now, totalCoupons: 8, usedCoupons: 3 });
    await createDeal(t.db, business, { category: 'Weekly', title: 'A weekly deal', startDate: now });

    await run('last-minute-alerts', new Date(now.getTime() + 60_000));
    expect(mailsTo(byDefault)).toHaveLength(0);
    // (Other tests' Last-Minute deals are new too: the fan hears of those as well.)
    const aboutIt = () => mailsTo(fan).filter((m) => m.text.includes('lobster platter'));
    const mine = aboutIt();
    expect(mine).toHaveLength(1);
    expect(mine[0].raw).toMatch(/^Subject: Last-minute deal: Tonight: lobster platter$/m);
    expect(mine[0].text).toContain('Reefside Grill just published a last-minute deal: Tonight: lobster platter.');
    expect(mine[0].text).toContain('5 coupons left.');
    expect(linkIn(mine[0], 'http://dadeal.test/?deal=')).toBe(`http://dadeal.test/?deal=${deal.id}`);

    await run('last-minute-alerts', new Date(now.getTime() + 5 * 60_000));
    expect(aboutIt()).toHaveLength(1);
  });

  it('sends nothing to a user whose e-mail notifications are off, alerts on or not', async () => {
    const now = new Date();
    const muted = await createUser(t.db, { emailNotifications: false });
    await t.db('users').where({ id: muted.id }).update({ lastMinuteAlerts: true });
    await createDeal(t.db, business, { category: 'Last-Minute', startDate: now });
    await run('last-minute-alerts', new Date(now.getTime() + 1000));
    expect(mailsTo(muted)).toHaveLength(0);
  });

  it('does not alert about a Last-Minute deal that is sold out, not started, or long published', async () => {
    const now = new Date();
    const fan = await createUser(t.db);
    await t.db('users').where({ id: fan.id }).update({ lastMinuteAlerts: true });
    await createDeal(t.db, business, { category: 'Last-Minute', title: 'LM sold out', startDate: now, totalCoupons: 2, usedCoupons: 2 });
    await createDeal(t.db, business, { category: 'Last-Minute', title: 'LM not started', startDate: new Date(now.getTime() + HOUR) });
    const old = await createDeal(t.db, business, { category: 'Last-Minute', title: 'LM long published', startDate: new Date(now.getTime() - 10 * HOUR) });
    await t.db('deals').where({ id: old.id }).update({ createdAt: new Date(now.getTime() - 10 * HOUR) });
    await run('last-minute-alerts', now);
    // (The fan may hear of the other tests' Last-Minute deals, which are new: never of these.)
    expect(mailsTo(fan).filter((m) => /LM (sold out|not started|long published)/.test(m.text))).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  it('say on GET what they are for and change nothing; unsubscribe on POST without a session; refuse a forged token', async () => {
    const now = new Date();
    const fan = await createUser(t.db, { email: `mele-${Date.now()}@island.example` });
    await t.db('users').where({ id: fan.id }).update({ lastMinuteAlerts: true });
    await createDeal(t.db, business, { category: 'Last-Minute', startDate: now });
    await run('last-minute-alerts', new Date(now.getTime() + 1000));
    const [mail] = mailsTo(fan);
    const page = linkIn(mail, 'http://dadeal.test/unsubscribe?token=');
    const token = new URL(page).searchParams.get('token')!;

    const info = await http().get('/api/unsubscribe').query({ token }).expect(200);
    expect(info.body).toEqual({ list: 'last-minute-alerts', label: NOTICE_LABELS['last-minute-alerts'], email: 'm•••@island.example', subscribed: true });
    expect(await t.db('users').where({ id: fan.id }).first('lastMinuteAlerts')).toEqual({ lastMinuteAlerts: true });

    // The site's button: a POST with no body.
    await http().post('/api/unsubscribe').query({ token }).expect(200);
    expect(await t.db('users').where({ id: fan.id }).first('lastMinuteAlerts', 'emailNotifications')).toEqual({ lastMinuteAlerts: false, emailNotifications: true });
    expect((await http().get('/api/unsubscribe').query({ token }).expect(200)).body.subscribed).toBe(false);
    await http().post('/api/unsubscribe').query({ token }).expect(200); // twice is fine
    await createDeal(t.db, business, { category: 'Last-Minute', title: 'After unsubscribing', startDate: now });
    await run('last-minute-alerts', new Date(now.getTime() + 2000));
    expect(mailsTo(fan).filter((m) => m.text.includes('After unsubscribing'))).toEqual([]);

    const forged = token.replace(/^\d+/, String(fan.id + 1));
    expect((await http().post('/api/unsubscribe').query({ token: forged }).expect(400)).body).toEqual({ message: UNSUBSCRIBE_MESSAGES.invalidLink });
    const otherList = token.replace('last-minute-alerts', 'deal-alerts');
    await http().post('/api/unsubscribe').query({ token: otherList }).expect(400);
    await http().get('/api/unsubscribe').expect(400);
    await http().post('/api/unsubscribe').query({ token: ['a', 'b'] }).expect(400);
  });
});

describe('the alert switches in the profile', () => {
  it('start as the spec shows them (deal alerts on, last-minute off), save, and refuse what is not a boolean', async () => {
    const user = await createUser(t.db);
    const profile = await http().get('/api/user/profile').set(bearer(t.config.jwtSecret, user)).expect(200);
    expect(profile.body.user).toMatchObject({ emailNotifications: true, dealAlerts: true, lastMinuteAlerts: false });
    const saved = await http().put('/api/user/profile').set(bearer(t.config.jwtSecret, user)).send({ dealAlerts: false, lastMinuteAlerts: true }).expect(200);
    expect(saved.body.user).toMatchObject({ dealAlerts: false, lastMinuteAlerts: true });
    const bad = await http().put('/api/user/profile').set(bearer(t.config.jwtSecret, user)).send({ dealAlerts: 'yes' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'dealAlerts', message: 'dealAlerts must be true or false' }]);
  });
});
