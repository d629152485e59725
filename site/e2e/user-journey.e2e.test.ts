// A signed-in deal hunter's journey (spec §2 "User dashboard", §4, §6, §8): claiming on the home page (and being
// refused a second time), saving and removing favourites, the coupon lists and the coupon dialog with its QR code,
// Add to calendar and Add to Apple Wallet (the server has a self-signed pass certificate made for the file)
// and "Business: Confirm Usage", the three saved settings switches, the reminder the day before with its link to
// the coupon and an alert's one-click unsubscribe page, the wrong-role texts of both dashboards, and axe.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestPassCertificates, type TestPassCertificates } from '@dadeal/api/testing/wallet-certificates.ts';
import { CLAIM_CODE_DIGITS, MESSAGES, NOTICE_LABELS, UNSUBSCRIBE_MESSAGES, createTranslator, formatPrice, savings, type AccountExport, type CompiledCatalogue, type Coupon, type Deal, type ProfileResponse } from '@dadeal/core';
import { createLogger } from '@dadeal/api/logger.js';
import { runJob } from '@dadeal/api/features/jobs/jobs.js';
import { Business } from '@dadeal/api/features/accounts/business.model.js';
import { createDeal } from '@dadeal/api/testing/factories.js';
import { TOASTS } from '../src/app/texts.js';
import { OWN_DATA } from '../src/app/own-data/texts.js';
import { DASHBOARD_TOASTS, USER_DASHBOARD } from '../src/routes/user-dashboard/texts.js';
import type { ReceivedMail } from '@dadeal/api/testing/smtp-sink.ts';
import { DEMO_BUSINESS, DEMO_PASSWORD, DEMO_USER, seriousAxeViolations, settled, startSite, type SiteHarness } from './harness.js';
import { HomePage } from './pages/home-page.js';
import { toastsAcrossReloads } from './pages/startup-race.js';
import { UserDashboard } from './pages/user-dashboard.js';
import { UnsubscribePage } from './pages/unsubscribe-page.js';
import { SETTING_DESCRIPTIONS } from '../src/routes/user-dashboard/SettingsPanel.js';

const COUPON_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

let site: SiteHarness;
let deals: Deal[];
let certs: TestPassCertificates;

beforeAll(async () => {
  certs = await makeTestPassCertificates();
  site = await startSite(certs.env, { inProcess: true }); // the reminder test runs jobs on its database
  deals = (await site.api<Deal[]>('GET', '/api/deals?limit=100')).body;
});
afterAll(async () => {
  await site?.close();
  certs?.remove();
});

/** Clicks a link that downloads a file, as a person would, and answers the file's name and bytes. */
async function download(link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([link.page().waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** A live Monthly deal with coupons left (the home page opens on the Monthly tab). */
function claimableDeal(skip: number[] = []): Deal {
  const deal = deals
    .filter((d) => d.category === 'Monthly' && d.totalCoupons - d.usedCoupons > 5 && !skip.includes(d.id))
    .sort((a, b) => a.id - b.id)[0];
  if (!deal) throw new Error('the demo data has no claimable Monthly deal');
  return deal;
}

/** A fresh verified deal hunter, signed in; answers its token too (to set the scene through the API). */
async function signedInUser(width = 1280) {
  const account = await site.createVerifiedAccount({ firstName: 'Leilani' });
  const token = await site.tokenFor(account.email, account.password);
  const page = await site.newPage({ token, width });
  return { ...account, token, page };
}

describe('a signed-in deal hunter', () => {
  it('claims a deal on the home page, and is told the deal is already claimed the second time', async () => {
    const { page } = await signedInUser();
    const deal = claimableDeal();
    const home = new HomePage(page);
    await home.open();

    let dialog = await home.openDeal(deal.title);
    await dialog.getByRole('button', { name: 'Claim Deal' }).click();
    await home.toast(TOASTS.dealClaimed).getByText(MESSAGES.dealClaimed).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await home.openDeal(deal.title);
    await dialog.getByRole('button', { name: 'Claim Deal' }).click();
    await home.toast(TOASTS.error).getByText(MESSAGES.alreadyClaimed).waitFor();
    // The refusal leaves the dialog open on the deal.
    expect(await dialog.isVisible()).toBe(true);
  });

  it('saves a deal with the heart, finds it in Saved Deals, opens it there and removes it', async () => {
    const { page } = await signedInUser();
    const deal = claimableDeal();
    const home = new HomePage(page);
    await home.open();
    const card = home.grid('Monthly Deals').getByRole('article', { name: deal.title, exact: true });
    await card.getByRole('button', { name: 'Save to favorites' }).click();
    await home.toast(MESSAGES.addedToFavorites).waitFor();
    await card.getByRole('button', { name: 'Remove from favorites' }).waitFor();

    const dashboard = new UserDashboard(page);
    await dashboard.open();
    expect(await dashboard.tab('Saved Deals').getAttribute('aria-selected')).toBe('true');
    await dashboard.waitForStat('Saved Deals', '1');
    const saved = dashboard.panel.getByRole('article', { name: deal.title, exact: true });
    await saved.waitFor();

    // See Details opens the deal's dialog, with Claim Deal and the heart on.
    await saved.getByRole('button', { name: /^See Details/ }).click();
    const dialog = page.getByRole('dialog', { name: deal.title });
    await dialog.getByRole('button', { name: 'Claim Deal' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await saved.getByRole('button', { name: 'Remove from favorites' }).click();
    await dashboard.toast(MESSAGES.removedFromFavorites).waitFor();
    await dashboard.panel.getByText(USER_DASHBOARD.noSavedDeals).waitFor();
    expect(await dashboard.panel.getByRole('link', { name: USER_DASHBOARD.browseDeals }).getAttribute('href')).toBe('/');
    await dashboard.waitForStat('Saved Deals', '0');
  });

  it('shows a claimed coupon under Active with its code and QR code, and moves it to Expired / Used once confirmed', async () => {
    const { page, token } = await signedInUser();
    const deal = claimableDeal();
    const claimed = await site.api<{ coupon: Coupon }>('POST', '/api/coupons', { dealId: deal.id }, token);
    expect(claimed.status).toBe(201);

    const dashboard = new UserDashboard(page);
    await dashboard.open();
    await dashboard.choose('My Coupons');
    expect(page.url()).toContain('?tab=coupons');
    const active = dashboard.couponList('active');
    const card = dashboard.coupon(active, deal.title);
    await card.waitFor();
    const code = (await card.locator('code').textContent())?.trim() ?? '';
    expect(code).toMatch(COUPON_CODE);
    expect(code).toBe(claimed.body.coupon.couponCode);
    await card.getByText(deal.business!.companyName).waitFor();
    // The deal's claim progress: used / total × 100.
    const bar = card.getByRole('progressbar');
    const claimedDeal = claimed.body.coupon.deal;
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(Math.round((claimedDeal.usedCoupons / claimedDeal.totalCoupons) * 100));
    await dashboard.couponList('past').getByText(USER_DASHBOARD.noExpiredCoupons).waitFor();
    await dashboard.waitForStat('Active Coupons', '1');

    const dialog = await dashboard.openCoupon(active, deal.title);
    await dialog.getByText(code, { exact: true }).waitFor();
    const qr = dialog.getByRole('img', { name: new RegExp(code) });
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await dialog.getByText(USER_DASHBOARD.confirmUsageNote).waitFor();

    // Add to calendar: an .ics at the deal's end, with the code, parsed as a calendar app would.
    const ics = await download(dialog.getByRole('link', { name: USER_DASHBOARD.addToCalendar }));
    expect(ics.name).toBe(`dadeal-coupon-${code}.ics`);
    const vevent = new ICAL.Component(ICAL.parse(ics.bytes.toString('utf8'))).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`Coupon ends: ${deal.title} (${deal.business!.companyName})`);
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(deal.endDate) / 1000) * 1000); // iCalendar keeps whole seconds
    expect(event.description).toContain(code);
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(2);
    // Add to Apple Wallet: the signed pass with this coupon's QR code and the deal's end as its relevant date.
    const pkpass = await download(dialog.getByRole('link', { name: USER_DASHBOARD.addToWallet }));
    expect(pkpass.name).toBe(`dadeal-coupon-${code}.pkpass`);
    const files = unzipSync(new Uint8Array(pkpass.bytes));
    const pass = JSON.parse(Buffer.from(files['pass.json']).toString('utf8'));
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: code });
    expect(pass.organizationName).toBe('Da Deal!');
    expect(pass.coupon.primaryFields[0]).toMatchObject({ label: deal.business!.companyName, value: deal.title });
    expect(pass.relevantDate).toBe(deal.endDate);
    const manifest = JSON.parse(Buffer.from(files['manifest.json']).toString('utf8'));
    expect(manifest['pass.json']).toBe(createHash('sha1').update(files['pass.json']).digest('hex'));
    await certs.verifyDetached(Buffer.from(files.signature), Buffer.from(files['manifest.json']));

    await dialog.getByRole('button', { name: USER_DASHBOARD.confirmUsage }).click();
    await dashboard.toast(DASHBOARD_TOASTS.couponUsed).getByText(MESSAGES.couponUsed).waitFor();
    await dialog.getByText(/^Used on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await dialog.getByRole('button', { name: USER_DASHBOARD.confirmUsage }).count()).toBe(0);
    // A used coupon is not offered to a calendar or a wallet any more.
    expect(await dialog.getByRole('link', { name: USER_DASHBOARD.addToCalendar }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await dashboard.coupon(dashboard.couponList('past'), deal.title).waitFor();
    // The focus comes back to the coupon's button, now in the other list.
    await page.waitForFunction((t) => document.activeElement?.closest('[aria-labelledby="udash-past"]') && document.activeElement.textContent === `Show coupon: ${t}`, deal.title);
    await active.getByText(USER_DASHBOARD.noActiveCoupons).waitFor();
    await dashboard.waitForStat('Active Coupons', '0');
    // Saved on the used coupon: original minus deal price.
    await dashboard.waitForStat('Total Savings', formatPrice(savings(deal.originalPrice, deal.dealPrice)));
  });

  it("tells the holder the server's reason when the business already redeemed the coupon at its counter", async () => {
    const { page, token } = await signedInUser();
    const deal = deals.find((d) => d.business?.companyName === 'Reefside Grill' && d.totalCoupons - d.usedCoupons > 5);
    if (!deal) throw new Error('the demo data has no claimable Reefside Grill deal');
    const { body } = await site.api<{ coupon: Coupon }>('POST', '/api/coupons', { dealId: deal.id }, token);
    const dashboard = new UserDashboard(page);
    await dashboard.open('?tab=coupons');
    const dialog = await dashboard.openCoupon(dashboard.couponList('active'), deal.title);

    // Meanwhile the business types the code at its counter.
    const business = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
    expect((await site.api('POST', '/api/business/redeem', { couponCode: body.coupon.couponCode }, business)).status).toBe(200);
    await dialog.getByRole('button', { name: USER_DASHBOARD.confirmUsage }).click();
    await dashboard.toast(DASHBOARD_TOASTS.couponUseFailed).getByText(MESSAGES.couponAlreadyUsed).waitFor();
    // The coupons are read again: the dialog now tells when it was used.
    await dialog.getByText(/^Used on /).waitFor();
  });

  it('saves each settings switch at once; the alerts say they are paused while e-mail notifications are off', async () => {
    const { page, token } = await signedInUser();
    const dashboard = new UserDashboard(page);
    await dashboard.open();
    await dashboard.choose('Settings');
    const email = dashboard.switchNamed(USER_DASHBOARD.emailNotifications);
    const dealAlerts = dashboard.switchNamed(USER_DASHBOARD.dealAlerts);
    const lastMinute = dashboard.switchNamed(USER_DASHBOARD.lastMinuteAlerts);
    // The spec's defaults: deal alerts on, last-minute alerts off.
    expect([await email.getAttribute('aria-checked'), await dealAlerts.getAttribute('aria-checked'), await lastMinute.getAttribute('aria-checked')]).toEqual(['true', 'true', 'false']);

    await lastMinute.click();
    await dashboard.toast(DASHBOARD_TOASTS.settingsUpdated).getByText(DASHBOARD_TOASTS.lastMinuteAlertsOn).waitFor();
    await email.click();
    await dashboard.toast(DASHBOARD_TOASTS.settingsUpdated).getByText(DASHBOARD_TOASTS.emailNotificationsOff).waitFor();
    await dashboard.panel.getByText(SETTING_DESCRIPTIONS.paused).first().waitFor();
    expect(await dealAlerts.getAttribute('aria-checked')).toBe('true'); // kept, only paused
    expect((await site.api<ProfileResponse>('GET', '/api/user/profile', undefined, token)).body.user).toMatchObject({
      emailNotifications: false, dealAlerts: true, lastMinuteAlerts: true,
    });

    await page.reload();
    await dashboard.page.getByRole('tabpanel', { name: 'Settings' }).waitFor();
    await settled(page);
    expect([await email.getAttribute('aria-checked'), await dealAlerts.getAttribute('aria-checked'), await lastMinute.getAttribute('aria-checked')]).toEqual(['false', 'true', 'true']);

    await email.click();
    await dashboard.toast(DASHBOARD_TOASTS.settingsUpdated).getByText(DASHBOARD_TOASTS.emailNotificationsOn).waitFor();
    await dealAlerts.click();
    await dashboard.toast(DASHBOARD_TOASTS.settingsUpdated).getByText(DASHBOARD_TOASTS.dealAlertsOff).waitFor();
    expect((await site.api<ProfileResponse>('GET', '/api/user/profile', undefined, token)).body.user).toMatchObject({
      emailNotifications: true, dealAlerts: false, lastMinuteAlerts: true,
    });
  });

  it('gets the reminder the day before, whose link opens the coupon, and an alert whose unsubscribe link works without signing in', async () => {
    const { page, token, email } = await signedInUser();
    const { db, app, config } = site.server!;
    const jobDeps = { db, mailer: app.deps.mailer, log: createLogger({ logLevel: 'silent' }), config };
    // A deal of the demo business that ends in 20 hours, claimed through the API as the site would.
    const owner: { id: number } = await db('users').where({ email: DEMO_BUSINESS }).first('id');
    const business = await Business.query(db).findOne({ userId: owner.id });
    const ending = await createDeal(db, business!, { title: 'Reef snorkel, last day', endDate: new Date(Date.now() + 20 * 3600_000) });
    await site.api('POST', '/api/coupons', { dealId: ending.id }, token);
    await runJob('coupon-reminders', jobDeps);
    const couponLink = await site.mailLink(email, /\/user-dashboard\?tab=coupons&coupon=\d+/);
    // The link opens the coupon's dialog (modal: the tabs behind it leave the accessibility tree), so the dialog is what
    // to wait for, not the dashboard's tabs (UserDashboard.open), which a fast dialog hides first.
    await page.goto(`/user-dashboard${new URL(couponLink).search}`);
    const dialog = page.getByRole('dialog', { name: 'Reef snorkel, last day' });
    await dialog.getByText(COUPON_CODE).waitFor();

    await site.api('PUT', '/api/user/profile', { lastMinuteAlerts: true }, token);
    await createDeal(db, business!, { category: 'Last-Minute', title: 'Sunset cruise tonight', startDate: new Date() });
    await runJob('last-minute-alerts', jobDeps);
    const link = await site.mailLink(email, /\/unsubscribe\?token=/);
    // Opened where no one is signed in, as from a mail app.
    const unsubscribe = new UnsubscribePage(await site.newPage({ token: null, width: 390 }));
    await unsubscribe.open(link);
    await unsubscribe.page.getByText(`Stop sending ${NOTICE_LABELS['last-minute-alerts']} to`).waitFor();
    expect((await site.api<ProfileResponse>('GET', '/api/user/profile', undefined, token)).body.user.lastMinuteAlerts).toBe(true); // opening changes nothing
    await unsubscribe.unsubscribe();
    await unsubscribe.page.getByText(UNSUBSCRIBE_MESSAGES.done('last-minute-alerts')).waitFor();
    expect(await seriousAxeViolations(unsubscribe.page)).toEqual([]);
    expect((await site.api<ProfileResponse>('GET', '/api/user/profile', undefined, token)).body.user).toMatchObject({ emailNotifications: true, lastMinuteAlerts: false });
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { page } = await signedInUser();
    const dashboard = new UserDashboard(page);
    await dashboard.open();
    await dashboard.tab('Saved Deals').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'My Coupons' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Coupons');
    await page.keyboard.press('End');
    await page.getByRole('tabpanel', { name: 'Settings' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Saved Deals' }).waitFor();
    expect(await dashboard.tab('Saved Deals').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { selected: false }).count()).toBe(2);
  });
});

describe('the dashboards refuse the wrong kind of account', () => {
  const heading = (page: import('playwright-core').Page, text: string) => page.getByRole('heading', { level: 1, name: text });

  it('shows a visitor and a business the user-only text on /user-dashboard, with a way forward', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/user-dashboard');
    await heading(visitor, MESSAGES.userOnly).waitFor();
    await visitor.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await visitor.getByRole('dialog', { name: 'Sign In to Da Deal!' }).waitFor();

    const business = await site.newPage({ token: await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD) });
    await business.goto('/user-dashboard');
    await heading(business, MESSAGES.userOnly).waitFor();
    expect(await business.getByRole('main').getByRole('link', { name: 'Business Dashboard' }).getAttribute('href')).toBe('/business-dashboard');
    expect(await business.getByRole('tablist').count()).toBe(0);
  });

  it('shows a visitor and a regular user the business-only text on /business-dashboard', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/business-dashboard');
    await heading(visitor, MESSAGES.businessOnly).waitFor();

    const { page } = await signedInUser();
    await page.goto('/business-dashboard');
    await heading(page, MESSAGES.businessOnly).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'User Dashboard' }).getAttribute('href')).toBe('/user-dashboard');
  });
});

describe('accessibility of the dashboard', () => {
  it('has no serious axe violation on any tab or in the coupon dialog at 1280 px, nor at 390 px', async () => {
    const token = await site.tokenFor(DEMO_USER, DEMO_PASSWORD);
    const page = await site.newPage({ token });
    const dashboard = new UserDashboard(page);
    await dashboard.open();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([expect.stringMatching(/^Welcome back, .+!$/)]);
    expect(await page.title()).toBe(`${USER_DASHBOARD.title} · Da Deal!`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dashboard.choose('My Coupons');
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dashboard.choose('Settings');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dashboard.choose('My Coupons');
    const active = dashboard.couponList('active');
    const title = (await active.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    const dialog = await dashboard.openCoupon(active, title);
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const phone = await site.newPage({ token, width: 390 });
    const small = new UserDashboard(phone);
    await small.open();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    // The page never scrolls sideways on a phone (the tab rail scrolls inside itself when it must).
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await small.choose('My Coupons');
    await settled(phone);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });
});

// The site in the visitor's language. The expected words come from core's catalogues, as the site's do.
describe('the site in another language', () => {
  const catalogue = async (language: 'es' | 'fr' | 'de') =>
    createTranslator(language, await import(`../../core/src/i18n/generated/${language}.js`) as CompiledCatalogue);

  it('keeps Spanish, chosen in the menu, through sign-in (its validation, its toast, the reload) and a claim', async () => {
    const es = await catalogue('es');
    const account = await site.createVerifiedAccount({ firstName: 'Marisol' });
    const page = await site.newPage();
    const toasts = await toastsAcrossReloads(page);
    // Catalogues other than English load on demand, per screen: an English page fetches none.
    const catalogueChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(es|fr|de|ja)\.[\w.-]+\.js$/.test(new URL(request.url()).pathname)) catalogueChunks.push(new URL(request.url()).pathname);
    });
    const home = new HomePage(page);
    await home.open();
    expect(catalogueChunks).toEqual([]);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await page.getByRole('heading', { level: 1, name: es.t('site.brand.tagline') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // Spanish's base words only (the home page shows no screen group of its own).
    expect(catalogueChunks).toEqual([expect.stringMatching(/^\/assets\/es\.base-/)]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: es.t('site.nav.signIn') }).click();
    const login = page.getByRole('dialog', { name: es.t('site.login.title') });
    await login.getByRole('button', { name: es.t('site.login.submit') }).click();
    // Core's validation messages, in Spanish.
    await login.getByText(es.t('validation.enterValidEmail')).waitFor();
    await login.getByText(es.t('validation.passwordRequired')).waitFor();
    await login.getByLabel(es.t('site.login.email')).fill(account.email);
    await login.getByLabel(es.t('site.login.password'), { exact: true }).fill(account.password);
    await page.evaluate(() => void ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await login.getByRole('button', { name: es.t('site.login.submit') }).click();
    // The greeting, seen whenever it showed: the page reloads 0.5 s after it.
    const greeting = [es.t('site.toasts.loginSuccess'), es.t('site.toasts.welcomeBack', { name: 'Marisol' })];
    await expect.poll(() => toasts.some((toast) => greeting.every((words) => toast.includes(words))), { timeout: 30_000 }).toBe(true);
    // The page reloads after signing in: still Spanish (the cookie; now rendered by the server in Spanish), and once
    // hydrated with the account's dashboard.
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, { timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: es.t('site.nav.userDashboard') }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: es.t('site.brand.tagline') }).waitFor();

    const deal = claimableDeal();
    await page.getByRole('button', { name: new RegExp(`${deal.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
    const dialog = page.getByRole('dialog', { name: deal.title });
    const [claimed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/coupons' && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: es.t('widgets.claimDeal') }).click(),
    ]);
    // The claim itself (its answer says why, if it was refused), then its toast.
    expect(`${claimed.status()} ${await claimed.text()}`).toMatch(/^201 /);
    // The toast's title is the site's, its text the API's answer, both in Spanish.
    await home.toast(es.t('site.toasts.dealClaimed')).getByText(es.t('api.dealClaimed')).waitFor();

    // Another screen brings its own words in Spanish, as its chunk brings the English ones: nothing else loaded them.
    expect(catalogueChunks.filter((chunk) => chunk.includes('userDashboard'))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: es.t('site.nav.userDashboard') }).click();
    await page.getByRole('heading', { level: 1, name: es.t('site.userDashboard.welcome', { firstName: 'Marisol' }) }).waitFor();
    expect(catalogueChunks).toContainEqual(expect.stringMatching(/^\/assets\/es\.site\.userDashboard-/));

    // The account's e-mails follow the language the site is read in.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const profile = await fetch(`${site.url}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<ProfileResponse>);
    expect(profile.user.language).toBe('es');
  });

  it('greets a first visit with Accept-Language: fr in French, with <html lang="fr"> and hreflang alternates', async () => {
    const fr = await catalogue('fr');
    const context = await site.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, baseURL: site.url });
    try {
      const page = await context.newPage();
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<html[^>]* lang="fr"/);
      for (const language of ['en', 'es', 'fr', 'de', 'ja']) expect(html).toContain(`hreflang="${language}"`);
      expect(html).toContain('hreflang="x-default"');
      await page.getByRole('heading', { level: 1, name: fr.t('site.brand.tagline') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await page.getByRole('banner').getByRole('combobox', { name: fr.t('site.language.label') }).inputValue()).toBe('fr');
    } finally {
      await context.close();
    }
  });

  it('opens a ?lang=de link in German and keeps German on the next page', async () => {
    const de = await catalogue('de');
    const page = await site.newPage();
    await page.goto('/?lang=de');
    await page.getByRole('heading', { level: 1, name: de.t('site.brand.tagline') }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: de.t('site.footer.privacy') }).click();
    await page.waitForURL('**/privacy-policy');
    // The legal text stays English, with the note in German leading to it.
    const note = page.getByRole('note');
    await note.getByText(de.t('site.language.legalInEnglish')).waitFor();
    expect(await note.getByRole('link', { name: de.t('site.language.legalLink') }).getAttribute('href')).toBe('#legal-text');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });
});

// Own your data (docs/decisions/0080, 0081): Download my data saves the account's file, Delete my account asks for the
// password again or a mailed code, then signs out and lands on the home page; the dialog passes axe at 1280 and 390 px.
describe('your data: download and delete', () => {
  const shots = '/tmp/shots/own-data';
  const ownData = (page: Page) => page.getByRole('region', { name: OWN_DATA.title });
  const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: OWN_DATA.deleteTitle });
  /** The newest mail to `to` whose subject matches, once it arrived. */
  async function waitForMail(to: string, subject: string | RegExp): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = site.smtp.messages.filter((m) => m.to.includes(to)).reverse()
        .find((m) => { const line = /^Subject: (.*)$/m.exec(m.text)?.[1] ?? ''; return typeof subject === 'string' ? line === subject : subject.test(line); });
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with the subject ${subject}`);
      await site.smtp.waitFor(site.smtp.messages.length + 1, Math.max(50, deadline - Date.now())).catch(() => undefined);
    }
  }

  it('downloads a deal hunter\'s JSON with their coupon, refuses a wrong password, deletes with the right one', async () => {
    await mkdir(shots, { recursive: true });
    const { page, token, email, password } = await signedInUser();
    const deal = claimableDeal();
    const claimed = await site.api<{ coupon: Coupon }>('POST', '/api/coupons', { dealId: deal.id }, token);
    expect(claimed.status).toBe(201);

    const dashboard = new UserDashboard(page);
    await dashboard.open('?tab=settings');
    const section = ownData(page);
    await section.getByRole('link', { name: OWN_DATA.policy }).waitFor();
    const file = await download(section.getByRole('button', { name: OWN_DATA.download }));
    expect(file.name).toMatch(/^dadeal-account-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.bytes.toString('utf8')) as AccountExport;
    expect(data.format).toBe('dadeal-account-export');
    expect(data.account.email).toBe(email);
    expect(data.coupons.map((c) => [c.couponCode, c.dealTitle, c.state])).toEqual([[claimed.body.coupon.couponCode, deal.title, 'active']]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/user-section-1280.png`, fullPage: true });

    await section.getByRole('button', { name: OWN_DATA.delete }).click();
    const dialog = deleteDialog(page);
    await dialog.waitFor();
    await dialog.getByText(OWN_DATA.deleteWhatUser).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/delete-dialog-1280.png` });

    // Nothing typed: core's message on the field; a wrong password: the server's, on the field; the account stays.
    const confirm = dialog.getByRole('button', { name: OWN_DATA.confirmDelete });
    await confirm.click();
    await dialog.getByText(MESSAGES.deleteProofNeeded).waitFor();
    const passwordField = dialog.getByLabel(OWN_DATA.password, { exact: true });
    await passwordField.fill('Not-my-password-1');
    await confirm.click();
    await dialog.getByText(MESSAGES.deletePasswordWrong).waitFor();
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    expect((await site.api('GET', '/api/user/profile', undefined, token)).status).toBe(200);

    await passwordField.fill(password);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await dashboard.toast(OWN_DATA.deleted).getByText(MESSAGES.accountDeleted).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    // Every session ended, the account cannot sign in again, and its last e-mail says what happened.
    expect((await site.api('GET', '/api/user/profile', undefined, token)).status).toBe(401);
    const login = await site.api<{ message: string }>('POST', '/api/auth/login', { email, password });
    expect([login.status, login.body.message]).toEqual([401, MESSAGES.invalidCredentials]);
    await waitForMail(email, 'Your Da Deal! account has been deleted');
    // The coupon went back to its deal.
    const after = await site.api<Deal>('GET', `/api/deals/${deal.id}`);
    expect(after.body.usedCoupons).toBe(claimed.body.coupon.deal.usedCoupons - 1);
  });

  it('deletes with a code e-mailed to the account, on a phone (a widget-made account knows no password)', async () => {
    const { page, email } = await signedInUser(390);
    const dashboard = new UserDashboard(page);
    await dashboard.open('?tab=settings');
    const section = ownData(page);
    await section.getByRole('button', { name: OWN_DATA.delete }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/user-section-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await section.getByRole('button', { name: OWN_DATA.delete }).click();
    const dialog = deleteDialog(page);
    await dialog.getByRole('button', { name: OWN_DATA.useCode }).click();
    await dialog.getByText(OWN_DATA.codeSent(email)).waitFor();
    const mail = await waitForMail(email, /is your Da Deal! code/);
    const code = /Your Da Deal! code: (\d+)/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/delete-dialog-code-390.png` });

    const codeField = dialog.getByLabel(OWN_DATA.code);
    const confirm = dialog.getByRole('button', { name: OWN_DATA.confirmDelete });
    await codeField.fill('12ab');
    await confirm.click();
    await dialog.getByText(`Enter the ${CLAIM_CODE_DIGITS}-digit code from the e-mail`).waitFor();
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await confirm.click();
    await dialog.getByText(MESSAGES.claimCodeWrong).waitFor();
    await codeField.fill(code);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await dashboard.toast(OWN_DATA.deleted).getByText(MESSAGES.accountDeleted).waitFor();
    await waitForMail(email, 'Your Da Deal! account has been deleted');
  });

  it('downloads a business\'s ZIP with its data, and says so when the hourly limit is reached', async () => {
    const account = await site.createVerifiedAccount({ userType: 'business' });
    const token = await site.tokenFor(account.email, account.password);
    const page = await site.newPage({ token });
    await page.goto('/business-dashboard');
    const section = ownData(page);
    await section.getByText(OWN_DATA.downloadHintBusiness).waitFor();
    const file = await download(section.getByRole('button', { name: OWN_DATA.download }));
    expect(file.name).toMatch(/^dadeal-account-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(file.bytes));
    const data = JSON.parse(new TextDecoder().decode(zip['data.json'])) as AccountExport;
    expect(data.account.email).toBe(account.email);
    expect(data.business?.profile.companyName).toMatch(/^Test Shop /);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/business-section-1280.png`, fullPage: true });

    // Four more downloads reach the account's hourly limit (5): the next click says so instead of saving a file.
    for (let i = 0; i < 4; i++) expect((await fetch(`${site.url}/api/user/export`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await section.getByRole('button', { name: OWN_DATA.download }).click();
    await section.getByRole('alert').getByText(MESSAGES.tooManyRequests).waitFor();
  });
});
