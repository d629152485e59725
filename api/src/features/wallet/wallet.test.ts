// Add to calendar and Add to Apple Wallet, checked by parsing what is served: the .ics with ical.js
// (Mozilla's parser), the .pkpass unzipped, its manifest's hashes recomputed and its PKCS#7 signature verified by
// openssl against a self-signed "WWDR" made for the test; the download links and who may use them; the configuration.
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Coupon, type CouponDownloads } from '@dadeal/core';
import { ConfigError, loadConfig } from '../../config.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { makeTestPassCertificates, TEST_PASS_TYPE_ID, TEST_TEAM_ID, type TestPassCertificates } from '../../testing/wallet-certificates.js';
import { ISSUER } from '../accounts/tokens.js';
import type { User } from '../accounts/user.model.js';
import { DOWNLOAD_AUDIENCE } from './wallet.service.js';
import { appleWalletConfig } from './wallet-config.js';

let certs: TestPassCertificates;
let t: TestApp;
let holder: User;
let stranger: User;
let coupon: Coupon;
const http = () => request(t.app.callback());
const HOUR = 3600_000;
/** A deal ending in 3 days, on a whole second (what both formats carry). */
const END = new Date(Math.floor((Date.now() + 72 * HOUR) / 1000) * 1000);

/** supertest's buffered body for binary answers. */
const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function claim(user: User, overrides: Parameters<typeof createDeal>[2] = {}): Promise<Coupon> {
  const { business } = await createBusiness(t.db, { companyName: 'Reefside Grill; "Bar", & Café' });
  // Where it is: two places, the main one first (the calendar's LOCATION and GEO; the pass's locations).
  await t.db('business_places').insert([
    { businessId: business.id, position: 0, addressLine1: '2335 Kalākaua Ave', town: 'Honolulu', postcode: '96815', country: 'US', latitude: 21.2766, longitude: -157.827 },
    { businessId: business.id, position: 1, name: 'Haleʻiwa', addressLine1: '66-250 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', country: 'US', latitude: 21.5936, longitude: -158.1031 },
  ]);
  const deal = await createDeal(t.db, business, {
    title: 'Sunset Seafood Platter, for two', description: 'Grilled catch, shrimp and poke\nwith two mai tais.',
    termsConditions: 'Dine-in only', originalPrice: '78.00', dealPrice: '52.00', endDate: END, ...overrides,
  });
  return (await http().post('/api/coupons').set(bearer(t.config.jwtSecret, user)).send({ dealId: deal.id }).expect(201)).body.coupon;
}

const linksFor = async (user: User, id: number) =>
  (await http().get(`/api/coupons/${id}/downloads`).set(bearer(t.config.jwtSecret, user)).expect(200)).body as CouponDownloads;

beforeAll(async () => {
  certs = await makeTestPassCertificates();
  t = await createTestApp({ env: certs.env });
  [holder, stranger] = await Promise.all([createUser(t.db, { firstName: 'Leilani' }), createUser(t.db)]);
  coupon = await claim(holder);
});
afterAll(async () => {
  await t?.close();
  certs?.remove();
});

describe('the download links', () => {
  it('gives the holder links to the calendar entry and the pass, valid for 15 minutes, never cached', async () => {
    const res = await http().get(`/api/coupons/${coupon.id}/downloads`).set(bearer(t.config.jwtSecret, holder)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const links = res.body as CouponDownloads;
    expect(links.calendarUrl).toMatch(new RegExp(`^/api/coupons/${coupon.id}/calendar\\.ics\\?token=[\\w.-]+$`));
    expect(links.walletPassUrl).toMatch(new RegExp(`^/api/coupons/${coupon.id}/wallet\\.pkpass\\?token=[\\w.-]+$`));
    expect(Math.abs(Date.parse(links.expiresAt) - (Date.now() + 15 * 60_000))).toBeLessThan(5000);
  });

  it('works without a session (a phone opens the link), only for its coupon, its holder, and until it expires', async () => {
    const links = await linksFor(holder, coupon.id);
    await http().get(links.calendarUrl).expect(200);
    const token = new URL(links.calendarUrl, 'http://x').searchParams.get('token')!;
    const other = await claim(holder);
    const refused = [
      `/api/coupons/${other.id}/calendar.ics?token=${token}`, // another coupon, even the same holder's
      `/api/coupons/${coupon.id}/calendar.ics?token=${token.slice(0, -2)}xx`, // tampered
      `/api/coupons/${coupon.id}/calendar.ics?token=`,
      `/api/coupons/${coupon.id}/calendar.ics?token=${encodeURIComponent(bearer(t.config.jwtSecret, holder).Authorization.slice(7))}`, // a session is not a link
      `/api/coupons/${coupon.id}/calendar.ics?token=${jwt.sign({ cid: coupon.id, v: 0, exp: Math.floor(Date.now() / 1000) - 1 }, t.config.jwtSecret, { subject: String(holder.id), audience: DOWNLOAD_AUDIENCE, issuer: ISSUER })}`, // expired
      `/api/coupons/${coupon.id}/calendar.ics?token=${jwt.sign({ cid: coupon.id, v: 0 }, 'another-secret-of-32-characters-at-least', { subject: String(holder.id), audience: DOWNLOAD_AUDIENCE, issuer: ISSUER, expiresIn: 60 })}`,
      `/api/coupons/${coupon.id}/calendar.ics?token=a&token=b`,
    ];
    for (const url of refused) {
      const res = await http().get(url).expect(401);
      expect(res.body.message, url).toBe(MESSAGES.downloadLinkInvalid);
    }
    // A password reset (a new token version) ends the links made before it, like the sessions.
    await t.db('users').where({ id: holder.id }).increment('tokenVersion', 1);
    await http().get(links.calendarUrl).expect(401);
    holder = (await t.db('users').where({ id: holder.id }).first()) as User;
    await http().get((await linksFor(holder, coupon.id)).calendarUrl).expect(200);
  });

  it('is the holder\'s only, and only while the coupon can be used', async () => {
    const theirs = await http().get(`/api/coupons/${coupon.id}/downloads`).set(bearer(t.config.jwtSecret, stranger)).expect(403);
    expect(theirs.body.message).toBe(MESSAGES.couponNotYours);
    await http().get(`/api/coupons/${coupon.id}/calendar.ics`).set(bearer(t.config.jwtSecret, stranger)).expect(403);
    await http().get(`/api/coupons/${coupon.id}/wallet.pkpass`).set(bearer(t.config.jwtSecret, stranger)).expect(403);
    await http().get(`/api/coupons/${coupon.id}/wallet.pkpass`).expect(401);
    const { user: owner } = await createBusiness(t.db);
    await http().get(`/api/coupons/${coupon.id}/downloads`).set(bearer(t.config.jwtSecret, owner)).expect(403);
    await http().get('/api/coupons/999999/downloads').set(bearer(t.config.jwtSecret, holder)).expect(404);

    const used = await claim(holder);
    const links = await linksFor(holder, used.id);
    await http().put(`/api/coupons/${used.id}/use`).set(bearer(t.config.jwtSecret, holder)).expect(200);
    expect((await http().get(links.calendarUrl).expect(409)).body.message).toBe(MESSAGES.couponAlreadyUsed);
    expect((await http().get(links.walletPassUrl!).expect(409)).body.message).toBe(MESSAGES.couponAlreadyUsed);
    const ending = await claim(holder, { endDate: new Date(Date.now() + 1500) });
    const late = await linksFor(holder, ending.id);
    await t.db('deals').where({ id: ending.deal.id }).update({ endDate: new Date(Date.now() - 1000) });
    expect((await http().get(late.calendarUrl).expect(409)).body.message).toBe(MESSAGES.couponExpired);
    expect((await http().get(`/api/coupons/${ending.id}/downloads`).set(bearer(t.config.jwtSecret, holder)).expect(409)).body.message)
      .toBe(MESSAGES.couponExpired);
  });
});

describe('Add to calendar (.ics)', () => {
  it('serves an RFC 5545 calendar entry at the deal\'s end with reminders before it', async () => {
    const res = await http().get((await linksFor(holder, coupon.id)).calendarUrl).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dadeal-coupon-${coupon.couponCode}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.text;
    // Lines end in CRLF and are folded at 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long description was folded

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.uid).toBe(`dadeal-coupon-${coupon.id}@dadeal.test`);
    // Commas, semicolons, quotes and the line break come back exactly (escaped on the way).
    expect(event.summary).toBe('Coupon ends: Sunset Seafood Platter, for two (Reefside Grill; "Bar", & Café)');
    expect(event.location).toBe('Reefside Grill; "Bar", & Café\n2335 Kalākaua Ave, Honolulu 96815');
    const geo = vevents[0].getFirstPropertyValue('geo') as unknown as number[];
    expect(geo.map(Number)).toEqual([21.2766, -157.827]);
    expect(event.startDate.toJSDate().getTime()).toBe(END.getTime());
    expect(vevents[0].hasProperty('dtend')).toBe(false);
    expect(event.description).toBe(
      `Show coupon ${coupon.couponCode} at Reefside Grill; "Bar", & Café before this time: $52.00 instead of $78.00.\n`
      + 'Where: 2335 Kalākaua Ave, Honolulu 96815\n'
      + 'Directions: https://www.google.com/maps/dir/?api=1&destination=21.2766,-157.827\n'
      + 'Your coupons: http://dadeal.test/user-dashboard?tab=coupons',
    );
    const alarms = vevents[0].getAllSubcomponents('valarm');
    expect(alarms.map((a) => a.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(alarms.map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds())).toEqual([-86_400, -7_200]);
  });
});

describe('Add to Apple Wallet (.pkpass)', () => {
  it('serves a signed coupon pass: pass.json with the QR code, the business and the end; the manifest\'s hashes; a signature that verifies', async () => {
    const started = performance.now();
    const res = await http().get((await linksFor(holder, coupon.id)).walletPassUrl!).buffer(true).parse(binary).expect(200);
    const ms = performance.now() - started;
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dadeal-coupon-${coupon.couponCode}.pkpass"`);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(files).sort();
    expect(names).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png', 'manifest.json', 'pass.json', 'signature']);

    const pass = JSON.parse(Buffer.from(files['pass.json']).toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: `dadeal-coupon-${coupon.id}`,
      organizationName: 'Da Deal!',
      sharingProhibited: true,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: coupon.couponCode, messageEncoding: 'iso-8859-1', altText: coupon.couponCode }],
      relevantDate: END.toISOString(),
      relevantDates: [{ relevantDate: END.toISOString() }],
      expirationDate: END.toISOString(),
    });
    expect(pass.coupon.primaryFields).toEqual([{ key: 'offer', label: 'Reefside Grill; "Bar", & Café', value: 'Sunset Seafood Platter, for two' }]);
    expect(pass.coupon.secondaryFields.map((f: { value: string }) => f.value)).toEqual(['$52.00', '$78.00']);
    expect(pass.coupon.auxiliaryFields).toEqual([
      { key: 'ends', label: 'ENDS', value: END.toISOString(), dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort' },
      { key: 'code', label: 'COUPON CODE', value: coupon.couponCode },
    ]);
    expect(pass.coupon.backFields.map((f: { key: string }) => f.key)).toEqual(['how', 'details', 'terms', 'coupons', 'where']);
    // The places: Wallet shows the pass on the lock screen near one of them.
    expect(pass.locations).toEqual([
      { latitude: 21.2766, longitude: -157.827, relevantText: 'Sunset Seafood Platter, for two at Reefside Grill; "Bar", & Café' },
      { latitude: 21.5936, longitude: -158.1031, relevantText: 'Sunset Seafood Platter, for two at Haleʻiwa' },
    ]);

    // The manifest names every other file with its SHA-1.
    const manifestBytes = Buffer.from(files['manifest.json']);
    const manifest = JSON.parse(manifestBytes.toString('utf8'));
    expect(Object.keys(manifest).sort()).toEqual(names.filter((n) => n !== 'manifest.json' && n !== 'signature'));
    for (const [name, hash] of Object.entries(manifest)) expect(createHash('sha1').update(files[name]).digest('hex'), name).toBe(hash);

    // The signature: PKCS#7 detached over manifest.json, by the configured pass certificate, which the WWDR issued.
    const signer = await certs.verifyDetached(Buffer.from(files.signature), manifestBytes);
    expect(signer.replace(/\s+/g, '')).toBe(certs.passCertPem.replace(/\s+/g, ''));
    // And the check is real: one byte of the manifest changed and it fails.
    const altered = Buffer.from(manifestBytes);
    altered[10] ^= 1;
    await expect(certs.verifyDetached(Buffer.from(files.signature), altered)).rejects.toThrow();
    console.info(`pkpass served in ${ms.toFixed(0)} ms (${(res.body as Buffer).length} bytes)`);
  });

  it('is not offered, and not served, when no certificate is configured', async () => {
    await withTestApp({}, async (plain) => {
      const user = await createUser(plain.db);
      const { business } = await createBusiness(plain.db);
      const deal = await createDeal(plain.db, business);
      const claimed = await request(plain.app.callback()).post('/api/coupons').set(bearer(plain.config.jwtSecret, user)).send({ dealId: deal.id }).expect(201);
      const id = claimed.body.coupon.id;
      const links = (await request(plain.app.callback()).get(`/api/coupons/${id}/downloads`).set(bearer(plain.config.jwtSecret, user)).expect(200)).body;
      expect(links.walletPassUrl).toBeNull();
      await request(plain.app.callback()).get(links.calendarUrl).expect(200);
      const res = await request(plain.app.callback()).get(`/api/coupons/${id}/wallet.pkpass`).set(bearer(plain.config.jwtSecret, user)).expect(404);
      expect(res.body.message).toBe(MESSAGES.walletNotConfigured);
    });
  });
});

describe('the pass certificate in the configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: certs.dir, JWT_SECRET: 'x'.repeat(32), ...env });
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it('reads the certificate, its encrypted key and the WWDR, and says what is wrong with a bad set', () => {
    expect(problems(certs.env)).toEqual([]);
    const wallet = loadConfig({ DATA_DIR: certs.dir, JWT_SECRET: 'x'.repeat(32), ...certs.env }).appleWallet!;
    expect(wallet).toMatchObject({ passTypeId: TEST_PASS_TYPE_ID, teamId: TEST_TEAM_ID });
    expect(wallet.signerKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);

    const { APPLE_WALLET_WWDR_CERT: _wwdr, ...noWwdr } = certs.env;
    expect(problems(noWwdr)).toEqual([expect.stringContaining('missing: APPLE_WALLET_WWDR_CERT')]);
    expect(problems({ ...certs.env, APPLE_WALLET_KEY_PASSPHRASE: 'wrong' })).toEqual([expect.stringContaining('APPLE_WALLET_KEY must be the certificate\'s PEM private key')]);
    expect(problems({ ...certs.env, APPLE_WALLET_KEY: certs.strangerKeyPath, APPLE_WALLET_KEY_PASSPHRASE: '' }))
      .toEqual(['APPLE_WALLET_KEY is not the private key of APPLE_WALLET_CERT']);
    expect(problems({ ...certs.env, APPLE_WALLET_CERT: certs.strangerCertPath }))
      .toEqual([expect.stringContaining('APPLE_WALLET_CERT was not issued by APPLE_WALLET_WWDR_CERT')]);
    expect(problems({ ...certs.env, APPLE_WALLET_PASS_TYPE_ID: 'pass.test.other' }))
      .toEqual([`APPLE_WALLET_CERT is for ${TEST_PASS_TYPE_ID}, not APPLE_WALLET_PASS_TYPE_ID pass.test.other`]);
    expect(problems({ ...certs.env, APPLE_WALLET_TEAM_ID: 'abc' })).toEqual(expect.arrayContaining([expect.stringContaining('APPLE_WALLET_TEAM_ID must be the 10-character Team ID')]));
    expect(problems({ ...certs.env, APPLE_WALLET_CERT: `${certs.dir}/nowhere.pem` })).toEqual(['APPLE_WALLET_CERT: cannot read "' + `${certs.dir}/nowhere.pem` + '" (ENOENT)']);
    expect(problems({ ...certs.env, APPLE_WALLET_CERT: certs.env.APPLE_WALLET_KEY })).toEqual(['APPLE_WALLET_CERT must be a PEM certificate ("-----BEGIN CERTIFICATE-----")']);
    expect(problems({ APPLE_WALLET_KEY_PASSPHRASE: 'x' })).toEqual([expect.stringContaining('APPLE_WALLET_KEY_PASSPHRASE is set but')]);
    // The test certificate lives 30 days: 40 days on, it has expired.
    const later: string[] = [];
    expect(appleWalletConfig((name) => certs.env[name], later, new Date(Date.now() + 40 * 24 * HOUR))).toBeNull();
    expect(later).toEqual([expect.stringMatching(/^APPLE_WALLET_CERT expired on \d{4}-\d{2}-\d{2}: renew it/)]);
  });
});
