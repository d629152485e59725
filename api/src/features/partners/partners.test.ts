// Partners: sign-up and sign-in, the ref, the 30-day report by ref, CSV, and signed webhooks
// received by a real local HTTP server and checked with the example verifier of docs/integrating.md.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PARTNER_REF_RULE, type PartnerReport, type WebhookDelivery } from '@dadeal/core';
import { bearer, createBusiness, createDeal, createPartner, createUser } from '../../testing/factories.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import type { User } from '../accounts/user.model.js';
import { signAdminToken } from '../admin/admin-tokens.js';
import { createAdmin } from '../admin/admins.service.js';
import { isPrivateAddress, publicOnlyLookup } from './safe-address.js';
import { createWebhookSender, WEBHOOK_BACKOFF_SECONDS, WEBHOOK_RETENTION_DAYS } from './webhook-sender.js';

let t: TestApp;
let smtp: SmtpSink;
const http = () => request(t.app.callback());
const auth = (user: { id: number; tokenVersion?: number }) => bearer(t.config.jwtSecret, user);

/** A partner's server: keeps every request as received (raw body), answers `status`. */
interface Receiver {
  url: string;
  status: number;
  received: Array<{ headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', status: 204, received: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = receiver.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/dadeal`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

type Verifier = (rawBody: string | Buffer, header: string | undefined, secret: string, now?: number) => { id: string; type: string; data: Record<string, unknown> };
let verify: Verifier;
let verifierDir: string;

/** The exact code block of docs/integrating.md between the webhook-verifier markers, as a module. */
async function loadReadmeVerifier(): Promise<Verifier> {
  const readme = readFileSync(fileURLToPath(new URL('../../../../docs/integrating.md', import.meta.url)), 'utf8');
  const block = /<!-- webhook-verifier:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-verifier:end -->/.exec(readme);
  if (!block) throw new Error('docs/integrating.md has no webhook-verifier block');
  verifierDir = mkdtempSync(path.join(tmpdir(), 'dadeal-verifier-'));
  const file = path.join(verifierDir, 'verify-dadeal-webhook.mjs');
  writeFileSync(file, block[1]);
  return ((await import(pathToFileURL(file).href)) as { verifyDadealWebhook: Verifier }).verifyDadealWebhook;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE: 'true' } });
  verify = await loadReadmeVerifier();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  if (verifierDir) rmSync(verifierDir, { recursive: true, force: true });
});

const signup = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Island Times',
  websiteUrl: 'https://islandtimes.example',
  email: `Editor.${Math.random().toString(36).slice(2)}@IslandTimes.Example`,
  password: 'sunny-beach-8',
  terms: true,
  ...overrides,
});

describe('partner sign-up and sign-in', () => {
  it('creates an unverified partner, mails the verification link, and signs in once verified, as kind partner', async () => {
    const body = signup();
    const before = smtp.messages.length;
    const res = await http().post('/api/partners/register').send(body).expect(201);
    expect(res.body.message).toBe(MESSAGES.partnerRegistered);
    expect(res.body.user).toMatchObject({ email: body.email.toLowerCase(), userType: 'partner', isEmailVerified: false, firstName: 'Island Times' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect(await t.db('partners').where({ userId: res.body.user.id }).first()).toMatchObject({ companyName: 'Island Times', websiteUrl: 'https://islandtimes.example', ref: null });

    const login = { email: body.email, password: body.password };
    const early = await http().post('/api/auth/login').send(login).expect(403);
    expect(early.body.needsVerification).toBe(true);

    const mail = await smtp.waitFor(before + 1);
    const link = new URL(linkIn(mail, 'http://dadeal.test/api/auth/verify-email?token='));
    await http().get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=1');
    const signedIn = await http().post('/api/auth/login').send(login).expect(200);
    expect(signedIn.body.user.userType).toBe('partner');
    expect(signedIn.body.business).toBeNull();
    const profile = await http().get('/api/user/profile').set('Authorization', `Bearer ${signedIn.body.token}`).expect(200);
    expect(profile.body.user.userType).toBe('partner');
  });

  it('refuses bad input with core\'s messages, a taken e-mail with 409, and creates nothing', async () => {
    const res = await http().post('/api/partners/register').send({ email: 'nope', password: 'short', websiteUrl: 'islandtimes' }).expect(400);
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({
      companyName: 'Company name is required',
      websiteUrl: 'Please enter a valid URL (starting with http:// or https://)',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      terms: 'You must agree to the terms and conditions',
    });
    const taken = await createUser(t.db);
    const conflict = await http().post('/api/partners/register').send(signup({ email: taken.email.toUpperCase() })).expect(409);
    expect(conflict.body.message).toBe(MESSAGES.emailTaken);
    expect(await t.db('partners').join('users', 'users.id', 'partners.userId').where('users.email', taken.email).first()).toBeUndefined();
  });

});

describe('the ref', () => {
  it('is chosen once, with the partner-ref pattern, and is unique', async () => {
    const { user } = await createPartner(t.db, { ref: null });
    const bad = await http().put('/api/partner/ref').set(auth(user)).send({ ref: 'Island Times!' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'ref', message: PARTNER_REF_RULE }]);
    const { partner: other } = await createPartner(t.db);
    const taken = await http().put('/api/partner/ref').set(auth(user)).send({ ref: other.ref }).expect(400);
    expect(taken.body.message).toBe(MESSAGES.partnerRefTaken);
    const ok = await http().put('/api/partner/ref').set(auth(user)).send({ ref: 'surf-news' }).expect(200);
    expect(ok.body.partner.ref).toBe('surf-news');
    const again = await http().put('/api/partner/ref').set(auth(user)).send({ ref: 'surf-news-2' }).expect(409);
    expect(again.body.message).toBe(MESSAGES.partnerRefFixed);
  });
});

describe("the partner's own address", () => {
  const hotel = {
    name: 'Moana Surfrider', addressLine1: ' 2365 Kalākaua Ave ', addressLine2: '', town: 'Waikīkī', postcode: '96815', country: 'US',
    latitude: 21.2767, longitude: -157.8268,
  };

  it('is set, read with the partner (report, profile export), replaced and removed; the row keeps all of it or none', async () => {
    const { user } = await createPartner(t.db, { ref: null });
    expect((await http().get('/api/partner/report').set(auth(user)).expect(200)).body.partner.place).toBeNull();
    const saved = await http().put('/api/partner/place').set(auth(user)).send({ place: { ...hotel, openingHours: 'ignored' } }).expect(200);
    const place = { ...hotel, addressLine1: '2365 Kalākaua Ave', addressLine2: null, openingHours: null };
    expect(saved.body.partner.place).toEqual(place);
    expect((await http().get('/api/partner/report').set(auth(user)).expect(200)).body.partner.place).toEqual(place);
    const exported = await http().get('/api/user/export').set(auth(user)).expect(200);
    expect(JSON.parse(exported.text).partner.profile.place).toEqual(place);
    const moved = await http().put('/api/partner/place').set(auth(user)).send({ place: { ...hotel, name: '', postcode: '', town: 'Honolulu', latitude: 21.3069, longitude: -157.8583 } }).expect(200);
    expect(moved.body.partner.place).toMatchObject({ name: null, postcode: null, town: 'Honolulu', latitude: 21.3069, longitude: -157.8583 });
    expect((await http().delete('/api/partner/place').set(auth(user)).expect(200)).body.partner.place).toBeNull();
    // The database refuses half a place, whatever writes it.
    await expect(t.db('partners').where({ userId: user.id }).update({ placeTown: 'Waikīkī' })).rejects.toThrow(/partners_place_check/);
    await expect(t.db('partners').where({ userId: user.id }).update({ placeAddressLine1: 'x', placeTown: 'x', placeCountry: 'US', placeLatitude: 0, placeLongitude: 0 })).rejects.toThrow(/partners_place_check/);
  });

  it("is refused with core's messages (range, 0,0, required fields), in the partner's language, and only for a partner", async () => {
    const { user } = await createPartner(t.db);
    const bad = await http().put('/api/partner/place').set(auth(user)).send({ place: { ...hotel, latitude: 91, longitude: -181, town: ' ', country: 'usa' } }).expect(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([
      { field: 'place.latitude', message: 'Latitude must be a number from -90 to 90' },
      { field: 'place.longitude', message: 'Longitude must be a number from -180 to 180' },
      { field: 'place.town', message: 'Town is required' },
      { field: 'place.country', message: 'Country must be a two-letter code such as US' },
    ]));
    const island = await http().put('/api/partner/place').set(auth(user)).send({ place: { ...hotel, latitude: 0, longitude: 0 } }).expect(400);
    expect(island.body.errors).toEqual([{ field: 'place.latitude', message: 'The pin is at 0, 0 (in the ocean): drop it on your address' }]);
    const missing = await http().put('/api/partner/place').set(auth(user)).send({ place: { town: 'Waikīkī' } }).expect(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([
      { field: 'place.addressLine1', message: 'Address is required' },
      { field: 'place.country', message: 'Country must be a two-letter code such as US' },
      { field: 'place.latitude', message: 'Latitude is required' },
      { field: 'place.longitude', message: 'Longitude is required' },
    ]));
    expect((await http().put('/api/partner/place').set(auth(user)).send({}).expect(400)).body.errors).toEqual([{ field: 'place', message: 'Address is required' }]);
    const de = await http().put('/api/partner/place').set(auth(user)).set('Accept-Language', 'de').send({ place: { ...hotel, latitude: 95 } }).expect(400);
    expect(de.body.errors[0].field).toBe('place.latitude');
    expect(de.body.errors[0].message).not.toBe('Latitude must be a number from -90 to 90');
    expect((await http().get('/api/partner/report').set(auth(user)).expect(200)).body.partner.place).toBeNull();
    const business = await createBusiness(t.db);
    await http().put('/api/partner/place').set(auth(business.user)).send({ place: hotel }).expect(403);
    await http().put('/api/partner/place').send({ place: hotel }).expect(401);
  });
});

describe('the report: what the partner\'s pages brought, last 30 days', () => {
  it('counts views (beacon with ?ref), claims and redemptions per deal for its ref only, with no customer data', async () => {
    const shop = await createBusiness(t.db, { companyName: 'Reefside Grill' });
    const [dealA, dealB] = [await createDeal(t.db, shop.business, { title: 'Sunset Platter' }), await createDeal(t.db, shop.business, { title: '=HYPERLINK("x")' })];
    const { user: partnerUser, partner } = await createPartner(t.db, { ref: 'island-times' });
    const { user: rivalUser } = await createPartner(t.db, { ref: 'rival-news' });

    for (const ref of ['island-times', 'ISLAND-TIMES', 'island-times']) await http().post(`/api/deals/${dealA.id}/view?ref=${ref}`).expect(204);
    await http().post(`/api/deals/${dealB.id}/view?ref=island-times`).expect(204);
    await http().post(`/api/deals/${dealA.id}/view?ref=nobody-holds-this`).expect(204);
    await http().post(`/api/deals/${dealA.id}/view`).expect(204);

    const hunters = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    const claim = (u: User, dealId: number, ref?: string) => http().post('/api/coupons').set(auth(u)).send({ dealId, ...(ref ? { ref } : {}) }).expect(201);
    const c1 = await claim(hunters[0], dealA.id, 'island-times');
    await claim(hunters[1], dealA.id, 'island-times');
    await claim(hunters[2], dealA.id, 'rival-news');
    await claim(hunters[0], dealB.id);
    await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: c1.body.coupon.couponCode }).expect(200);

    const res = await http().get('/api/partner/report').set(auth(partnerUser)).expect(200);
    const report = res.body as PartnerReport;
    expect(report.partner).toMatchObject({ id: partner.id, ref: 'island-times' });
    expect(report.days).toHaveLength(30);
    expect(report.days[29].date).toBe(report.to);
    expect(report.totals).toEqual({ views: 4, claims: 2, redemptions: 1 });
    expect(report.days[29]).toMatchObject({ views: 4, claims: 2, redemptions: 1 });
    expect(report.deals).toEqual([
      { dealId: dealA.id, title: 'Sunset Platter', businessName: 'Reefside Grill', views: 3, claims: 2, redemptions: 1 },
      { dealId: dealB.id, title: '=HYPERLINK("x")', businessName: 'Reefside Grill', views: 1, claims: 0, redemptions: 0 },
    ]);
    // Counts only: no coupon code, no e-mail, no name of anyone who claimed.
    const text = JSON.stringify(report);
    for (const h of hunters) expect(text).not.toContain(h.email);
    expect(text).not.toContain(c1.body.coupon.couponCode);
    expect(text).not.toContain(hunters[0].firstName);

    const rival = (await http().get('/api/partner/report').set(auth(rivalUser)).expect(200)).body as PartnerReport;
    expect(rival.totals).toEqual({ views: 0, claims: 1, redemptions: 0 });

    const csv = await http().get('/api/partner/report.csv').set(auth(partnerUser)).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="dadeal-island-times-${report.from}-${report.to}.csv"`);
    expect(csv.text.split('\r\n')).toEqual([
      'Deal ID,Deal,Business,Widget views,Claims,Redemptions',
      `${dealA.id},Sunset Platter,Reefside Grill,3,2,1`,
      // A title that would run as a formula in a spreadsheet is written as text.
      `${dealB.id},"'=HYPERLINK(""x"")",Reefside Grill,1,0,0`,
      ',Total,,4,2,1',
      '',
    ]);
    // In the partner's language (its dashboard sends Accept-Language): the column names and the total's label.
    const german = await http().get('/api/partner/report.csv').set(auth(partnerUser)).set('Accept-Language', 'de').expect(200);
    expect(german.headers['content-language']).toBe('de');
    expect(german.text.split('\r\n')[0]).toBe('Angebots-ID,Angebot,Unternehmen,Widget-Aufrufe,Gesicherte Gutscheine,Einlösungen');
    expect(german.text.split('\r\n')[3]).toBe(',Gesamt,,4,2,1');
  });

  it('answers zeros for a partner that has not chosen its ref yet', async () => {
    const { user } = await createPartner(t.db, { ref: null });
    const report = (await http().get('/api/partner/report').set(auth(user)).expect(200)).body as PartnerReport;
    expect(report.partner.ref).toBeNull();
    expect(report.totals).toEqual({ views: 0, claims: 0, redemptions: 0 });
    expect(report.deals).toEqual([]);
  });
});

describe('signed webhooks', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  const deliveries = async (user: User) => (await http().get('/api/partner/webhook/deliveries').set(auth(user)).expect(200)).body as WebhookDelivery[];

  it('delivers claim.created and coupon.redeemed, signed, to the partner\'s server; the documented verifier accepts them and refuses tampering and replays', async () => {
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business, { title: 'Reef Snorkel Tour' });
    const { user } = await createPartner(t.db, { ref: 'hook-times' });
    receiver.received.length = 0;
    receiver.status = 204;

    const set = await http().put('/api/partner/webhook').set(auth(user)).send({ url: receiver.url }).expect(200);
    const secret: string = set.body.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(set.body.message).toBe(MESSAGES.webhookSaved);
    const read = await http().get('/api/partner/webhook').set(auth(user)).expect(200);
    expect(read.body).toEqual({ url: receiver.url, secretHint: `${secret.slice(0, 10)}…` }); // never the secret again

    const hunter = await createUser(t.db);
    const claimed = await http().post('/api/coupons').set(auth(hunter)).send({ dealId: deal.id, ref: 'hook-times' }).expect(201);
    // A claim without the ref, and one with another ref, tell this partner nothing.
    await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: deal.id }).expect(201);
    await http().post('/api/business/redeem').set(auth(shop.user)).send({ couponCode: claimed.body.coupon.couponCode }).expect(200);
    expect(await t.app.deps.webhookSender.deliverDue()).toBe(2);

    expect(receiver.received).toHaveLength(2);
    const events = receiver.received.map((r) => verify(r.body, r.headers['dadeal-signature'] as string, secret));
    expect(events.map((e) => e.type).sort()).toEqual(['claim.created', 'coupon.redeemed']);
    for (const [i, e] of events.entries()) {
      expect(e.data).toEqual({ ref: 'hook-times', dealId: deal.id, dealTitle: 'Reef Snorkel Tour' });
      expect(receiver.received[i].headers['dadeal-delivery']).toBe(e.id);
      expect(receiver.received[i].headers['dadeal-event']).toBe(e.type);
      expect(receiver.received[i].headers['content-type']).toBe('application/json');
      expect(receiver.received[i].body).not.toContain(claimed.body.coupon.couponCode);
      expect(receiver.received[i].body).not.toContain(hunter.email);
    }

    const [first] = receiver.received;
    const header = first.headers['dadeal-signature'] as string;
    expect(() => verify(first.body.replace('Reef Snorkel Tour', 'Free Snorkel Tour'), header, secret)).toThrow('Bad signature');
    expect(() => verify(first.body, header, `${secret}x`)).toThrow('Bad signature');
    expect(() => verify(first.body, header.replace(/v1=[0-9a-f]+/, 'v1=abc'), secret)).toThrow('Missing or malformed signature');
    expect(() => verify(first.body, undefined, secret)).toThrow('Missing or malformed signature');
    // The same delivery replayed 6 minutes later (timestamp and signature as captured): refused.
    expect(() => verify(first.body, header, secret, Date.now() + 6 * 60_000)).toThrow('Timestamp outside the tolerance');

    const log = await deliveries(user);
    expect(log).toHaveLength(2);
    expect(log.every((d) => d.status === 'delivered' && d.attempts === 1 && d.responseCode === 204 && d.deliveredAt)).toBe(true);
  });

  it('retries a failed delivery with backoff, and a replay sends it again now with a fresh signature', async () => {
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business);
    const { user } = await createPartner(t.db, { ref: 'flaky-news' });
    const secret: string = (await http().put('/api/partner/webhook').set(auth(user)).send({ url: receiver.url }).expect(200)).body.secret;
    receiver.received.length = 0;
    receiver.status = 500;
    await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: deal.id, ref: 'flaky-news' }).expect(201);
    await t.app.deps.webhookSender.deliverDue();
    expect(receiver.received).toHaveLength(1);

    const [failed] = await deliveries(user);
    expect(failed).toMatchObject({ event: 'claim.created', status: 'pending', attempts: 1, responseCode: 500, lastError: 'HTTP 500' });
    const wait = (Date.parse(failed.nextAttemptAt!) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(WEBHOOK_BACKOFF_SECONDS[0] - 5);
    expect(wait).toBeLessThanOrEqual(WEBHOOK_BACKOFF_SECONDS[0] + 1);
    // Not due yet: nothing is sent.
    expect(await t.app.deps.webhookSender.deliverDue()).toBe(0);

    receiver.status = 200;
    const replay = await http().post(`/api/partner/webhook/deliveries/${failed.id}/replay`).set(auth(user)).expect(202);
    expect(replay.body.message).toBe(MESSAGES.webhookReplayed);
    await expect.poll(async () => (await deliveries(user))[0].status).toBe('delivered');
    const [done] = await deliveries(user);
    expect(done).toMatchObject({ id: failed.id, attempts: 2, responseCode: 200, lastError: null });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    expect(verify(receiver.received[1].body, receiver.received[1].headers['dadeal-signature'] as string, secret).id).toBe(failed.id);

    // Another partner cannot replay (or see) it; an id that is no delivery is 404.
    const { user: other } = await createPartner(t.db);
    await http().put('/api/partner/webhook').set(auth(other)).send({ url: receiver.url }).expect(200);
    await http().post(`/api/partner/webhook/deliveries/${failed.id}/replay`).set(auth(other)).expect(404);
    await http().post('/api/partner/webhook/deliveries/not-a-uuid/replay').set(auth(other)).expect(404);
    expect(await deliveries(other)).toEqual([]);
  });

  it('posts each delivery once when several processes\' senders run at once (FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 50 });
    const { user } = await createPartner(t.db, { ref: 'busy-news' });
    await http().put('/api/partner/webhook').set(auth(user)).send({ url: receiver.url }).expect(200);
    receiver.received.length = 0;
    receiver.status = 204;
    const hunters = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    for (const h of hunters) await http().post('/api/coupons').set(auth(h)).send({ dealId: deal.id, ref: 'busy-news' }).expect(201);
    // Three senders as three server processes would run them, on the same database.
    const senders = [0, 1, 2].map(() => createWebhookSender(t.db, t.app.deps.log, { allowPrivate: true }));
    const sent = await Promise.all(senders.map((s) => s.deliverDue()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    expect(receiver.received).toHaveLength(12);
    expect(new Set(receiver.received.map((r) => r.headers['dadeal-delivery'])).size).toBe(12);
    expect((await deliveries(user)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  });

  it(`keeps the delivery log ${WEBHOOK_RETENTION_DAYS} days: older delivered and failed deliveries leave it, pending ones stay`, async () => {
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business, { totalCoupons: 10 });
    const { user } = await createPartner(t.db, { ref: 'old-news' });
    await http().put('/api/partner/webhook').set(auth(user)).send({ url: receiver.url }).expect(200);
    for (let i = 0; i < 4; i++) await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: deal.id, ref: 'old-news' }).expect(201);
    const ids = (await deliveries(user)).map((d) => d.id).sort();
    expect(ids).toHaveLength(4);
    const [oldDelivered, oldFailed, oldPending, recent] = ids;
    const past = (days: number) => t.db.raw('now() - make_interval(days => ?)', [days]);
    await t.db('webhook_deliveries').where({ id: oldDelivered }).update({ status: 'delivered', createdAt: past(WEBHOOK_RETENTION_DAYS + 1), nextAttemptAt: null });
    await t.db('webhook_deliveries').where({ id: oldFailed }).update({ status: 'failed', createdAt: past(WEBHOOK_RETENTION_DAYS + 5), nextAttemptAt: null });
    // Still being retried, however old: kept (and not due now, so not sent by this run).
    await t.db('webhook_deliveries').where({ id: oldPending }).update({ createdAt: past(WEBHOOK_RETENTION_DAYS + 2), nextAttemptAt: t.db.raw("now() + interval '1 hour'") });
    await t.db('webhook_deliveries').where({ id: recent }).update({ status: 'delivered', createdAt: past(WEBHOOK_RETENTION_DAYS - 1), nextAttemptAt: null });

    // A process's sender prunes on its first run (then hourly).
    await createWebhookSender(t.db, t.app.deps.log, { allowPrivate: true }).deliverDue();
    expect((await deliveries(user)).map((d) => d.id).sort()).toEqual([oldPending, recent].sort());
  });

  it('rotates the secret (the next delivery is signed with the new one) and removes the webhook', async () => {
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business);
    const { user } = await createPartner(t.db, { ref: 'rotating-news' });
    const oldSecret: string = (await http().put('/api/partner/webhook').set(auth(user)).send({ url: receiver.url }).expect(200)).body.secret;
    const rotated = await http().post('/api/partner/webhook/secret').set(auth(user)).expect(200);
    expect(rotated.body.secret).not.toBe(oldSecret);
    // Changing the URL keeps the secret (and does not show it again).
    const moved = await http().put('/api/partner/webhook').set(auth(user)).send({ url: `${receiver.url}?v=2` }).expect(200);
    expect(moved.body.secret).toBeUndefined();
    receiver.received.length = 0;
    receiver.status = 204;
    await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: deal.id, ref: 'rotating-news' }).expect(201);
    await t.app.deps.webhookSender.deliverDue();
    const [got] = receiver.received;
    expect(() => verify(got.body, got.headers['dadeal-signature'] as string, oldSecret)).toThrow('Bad signature');
    expect(verify(got.body, got.headers['dadeal-signature'] as string, rotated.body.secret).type).toBe('claim.created');

    expect((await http().delete('/api/partner/webhook').set(auth(user)).expect(200)).body).toEqual({ url: null, secretHint: null, message: MESSAGES.webhookRemoved });
    await http().post('/api/coupons').set(auth(await createUser(t.db))).send({ dealId: deal.id, ref: 'rotating-news' }).expect(201);
    expect(await t.app.deps.webhookSender.deliverDue()).toBe(0);
    await http().post('/api/partner/webhook/secret').set(auth(user)).expect(409);
  });

  it('without WEBHOOK_ALLOW_PRIVATE refuses private URLs when saved and never connects to a private address (and sign-up is rate limited)', async () => {
    // An app with the production defaults (one app for both checks: each costs seconds).
    await withTestApp({ rateLimits: { register: { perIp: 2, perEmail: 10, windowSeconds: 60 } } }, async (prod) => {
      // Sign-up is rate limited like every sign-up (the shared `register` rule, per address).
      const register = () => request(prod.app.callback()).post('/api/partners/register').send(signup());
      await register().expect(201);
      await register().expect(201);
      expect((await register().expect(429)).headers['retry-after']).toBeTruthy();

      const { user } = await createPartner(prod.db, { ref: 'safe-news' });
      const put = (url: string) => request(prod.app.callback()).put('/api/partner/webhook').set(bearer(prod.config.jwtSecret, user)).send({ url });
      for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://[::ffff:192.168.0.1]/x']) {
        const res = await put(url).expect(400);
        expect(res.body.errors).toEqual([{ field: 'url', message: MESSAGES.webhookPrivateAddress }]);
      }
      // A public-looking address saved earlier that turned private (or a name resolving to loopback) is refused at sending.
      await prod.db('partners').where({ ref: 'safe-news' }).update({ webhookUrl: receiver.url, webhookSecret: 'whsec_test' });
      receiver.received.length = 0;
      const shop = await createBusiness(prod.db);
      const deal = await createDeal(prod.db, shop.business);
      const hunter = await createUser(prod.db);
      await request(prod.app.callback()).post('/api/coupons').set(bearer(prod.config.jwtSecret, hunter)).send({ dealId: deal.id, ref: 'safe-news' }).expect(201);
      await prod.app.deps.webhookSender.deliverDue();
      expect(receiver.received).toHaveLength(0);
      const [row] = await prod.db('webhook_deliveries');
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: null });
      expect(row.lastError).toMatch(/not a public internet address/);
      // A name that resolves to loopback is refused at connection time (the request's own lookup), not only when saved.
      await prod.db('partners').where({ ref: 'safe-news' }).update({ webhookUrl: receiver.url.replace('127.0.0.1', 'localhost') });
      await prod.db('webhook_deliveries').update({ nextAttemptAt: prod.db.fn.now() });
      await prod.app.deps.webhookSender.deliverDue();
      expect(receiver.received).toHaveLength(0);
      const [again] = await prod.db('webhook_deliveries');
      expect(again).toMatchObject({ status: 'pending', attempts: 2, responseCode: null });
      expect(again.lastError).toMatch(/localhost is not a public internet address/);
    });
    const resolved = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (err) => resolve(err)));
    expect(resolved?.message).toMatch(/localhost is not a public internet address/);
    expect(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'nonsense'].filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'].filter(isPrivateAddress)).toEqual([]);
  });
});

describe('who may call the partner routes', () => {
  it('answers partners 403 elsewhere, and users and businesses 403 on partner routes (full matrix: authorization-matrix.test.ts)', async () => {
    const { user: partnerUser } = await createPartner(t.db);
    const shop = await createBusiness(t.db);
    const deal = await createDeal(t.db, shop.business);
    const claim = await http().post('/api/coupons').set(auth(partnerUser)).send({ dealId: deal.id }).expect(403);
    expect(claim.body.message).toBe(MESSAGES.partnerDashboardOnly);
    await http().get('/api/business/funnel').set(auth(partnerUser)).expect(403);
    const asUser = await http().get('/api/partner/report').set(auth(await createUser(t.db))).expect(403);
    expect(asUser.body.message).toBe(MESSAGES.partnerOnly);
    await http().get('/api/partner/report').set(auth(shop.user)).expect(403);
    await http().get('/api/partner/report').expect(401);
  });

  it('shows partners to administrators in the users list, with their kind', async () => {
    const { user: partnerUser } = await createPartner(t.db, { companyName: 'Listed Times' });
    const admin = await createAdmin(t.db, { email: `root-${partnerUser.id}@dadeal.test`, password: 'admin-pass-1234', firstName: 'Root', lastName: 'Admin', role: 'super_admin' });
    const res = await http().get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ userType: 'partner' }))}`)
      .set('Authorization', `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((u: { userType: string }) => u.userType === 'partner')).toBe(true);
    expect(res.body.find((u: { id: number }) => u.id === partnerUser.id)).toMatchObject({ email: partnerUser.email, firstName: 'Listed Times', userType: 'partner' });
  });
});
