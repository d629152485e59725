// The embed builder (/widgets/demo) in Chromium, served by the real app over PGlite under its own strict CSP:
// choosing an element and attributes updates the live element and the snippet, Copy puts the snippet on the
// clipboard (and falls back without the Clipboard API), and the page fits a 390 px phone.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, languageCookie, type Place } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app.js';
import { createBusiness, createDeal } from '../../../api/src/testing/factories.js';
import { replacePlaces } from '../../../api/src/features/places/place-rows.js';
import { DEMO_PATH, widgetAssets } from '../serve.js';
import { close, launchChromium, listen } from '../test/chromium.js';

const SHOTS = process.env.DADEAL_DEMO_SCREENSHOTS ?? '/tmp/shots-A';

/** The hotel whose widget shows what is near it. */
const HOTEL = { latitude: 21.3396, longitude: -158.1225 };
const NEAR_HOTEL = [
  ['Poke Shack', 'Poke bowl for two', 21.3312, -158.0781],
  ['Ko Olina Cafe', 'Free refill all day', 21.3340, -158.1030],
  ['Waikiki Surf School', 'Surf lesson', 21.2766, -157.827],
] as const;
const place = (latitude: number, longitude: number): Place => ({
  name: null, addressLine1: '1 Kamokila Blvd', addressLine2: null, town: 'Kapolei', postcode: '96707', country: 'US', latitude, longitude, openingHours: null,
});

let testApp: TestApp;
let server: Server;
let origin: string;
let browser: Browser;
/** The first deal the public list answers: the one the builder suggests for <dadeal-deal>. */
let firstDeal: { id: number; title: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const app = await listen();
  server = app.server;
  origin = app.origin;
  testApp.app.middleware.unshift(widgetAssets({ publicUrl: origin }));
  server.on('request', testApp.app.callback());
  const { business } = await createBusiness(testApp.db, { companyName: 'Lava Rock Coffee' });
  await createDeal(testApp.db, business, { title: 'Two flat whites', category: 'Weekly', businessCategory: 'restaurant', originalPrice: '12.00', dealPrice: '8.00' });
  await createDeal(testApp.db, business, { title: 'Snorkel tour', category: 'Monthly', businessCategory: 'beach-activity', isFeatured: true });
  await createDeal(testApp.db, business, { title: 'Sunrise yoga', category: 'Last-Minute', businessCategory: 'service' });
  // Around a hotel in Kapolei (its widget asks near it): a café 2 km away, a poke bar 5 km away, a surf school in
  // Waikīkī 31 km away (beyond the 25 km the listing takes).
  for (const [companyName, title, latitude, longitude] of NEAR_HOTEL) {
    const { business: nearby } = await createBusiness(testApp.db, { companyName });
    await replacePlaces(testApp.db, nearby.id, [place(latitude, longitude)]);
    await createDeal(testApp.db, nearby, { title, category: 'Monthly', businessCategory: 'restaurant' });
  }
  [firstDeal] = (await (await fetch(`${origin}/api/deals?limit=1`)).json()) as Array<{ id: number; title: string }>;
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await close(server);
  await testApp?.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function open(
  viewport: { width: number; height: number },
  options: { clipboard?: boolean; query?: string; acceptLanguage?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport,
    ...(options.acceptLanguage ? { extraHTTPHeaders: { 'Accept-Language': options.acceptLanguage } } : {}),
  });
  if (options.clipboard !== false) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  if (options.clipboard === false) {
    // A browser without the async Clipboard API (or an insecure origin): the builder copies through a selection.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  }
  await page.goto(`${origin}${DEMO_PATH}${options.query ?? ''}`);
  // On a phone the preview is below the form: the element starts only near the viewport, as a reader scrolls there.
  await page.locator('#preview').scrollIntoViewIfNeeded();
  await page.locator('#preview article.dd-card').first().waitFor();
  return { context, page, problems };
}

const snippet = (page: Page) => page.locator('#snippet').textContent();
const preview = (page: Page) => page.locator('#preview > *');

describe('the embed builder', () => {
  it('updates the live element and the snippet as attributes change, under its strict CSP', async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 });
    const script = `<script src="${origin}/widgets/v1/dadeal-widgets.js" defer></script>`;
    expect(await snippet(page)).toBe(`${script}\n<dadeal-deals limit="4"></dadeal-deals>`);
    await page.screenshot({ path: path.join(SHOTS, 'demo-builder-1280.png'), fullPage: true });

    await page.getByLabel('Category (time)').selectOption('weekly');
    await page.getByLabel('Business category').selectOption('restaurant');
    await expect.poll(() => page.locator('#preview h2').first().textContent()).toBe('Weekly Deals');
    await expect.poll(() => page.locator('#preview .dd-card__title').allTextContents()).toEqual(['Two flat whites']);
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel(/^Partner/).fill('island-times');
    await page.getByLabel('Primary colour').fill('#7dd3fc');
    expect(await snippet(page)).toBe(
      `${script}\n<dadeal-deals category="weekly" business-category="restaurant" limit="4" theme="dark" partner="island-times" style="--dadeal-primary: #7dd3fc"></dadeal-deals>`,
    );
    const live = preview(page);
    await expect.poll(() => live.evaluate((el) => el.shadowRoot!.querySelector('.dd-root')!.getAttribute('data-theme'))).toBe('dark');
    expect(await live.evaluate((el) => el.style.getPropertyValue('--dadeal-primary'))).toBe('#7dd3fc');
    expect(await live.getAttribute('partner')).toBe('island-times');

    // Another element: the fields it does not take disappear from the form and the snippet.
    await page.getByLabel('Element').selectOption('dadeal-deal');
    await expect.poll(() => preview(page).evaluate((el) => el.localName)).toBe('dadeal-deal');
    await expect(page.getByLabel('Category (time)').isVisible()).resolves.toBe(false);
    await expect.poll(() => page.getByLabel('Deal id').inputValue()).toBe(String(firstDeal.id));
    await expect.poll(() => page.locator('#preview .dd-card__title').textContent()).toBe(firstDeal.title);
    expect(await snippet(page)).toBe(
      `${script}\n<dadeal-deal deal-id="${firstDeal.id}" theme="dark" partner="island-times" style="--dadeal-primary: #7dd3fc"></dadeal-deal>`,
    );
    await page.getByLabel('Element').selectOption('dadeal-featured');
    await page.getByLabel('Limit').fill('2');
    await expect.poll(() => page.locator('#preview .dd-card__title').allTextContents()).toEqual(['Snorkel tour']);
    expect(await snippet(page)).toContain('<dadeal-featured limit="2" theme="dark" partner="island-times"');

    // The language: the snippet says lang="…", and the live element speaks it, its words loaded on demand.
    await page.getByLabel('Language').selectOption('de');
    expect(await snippet(page)).toContain('<dadeal-featured limit="2" theme="dark" partner="island-times" lang="de"');
    await expect.poll(() => page.locator('#preview h2').first().textContent()).toBe('Empfohlene Angebote');
    await page.screenshot({ path: path.join(SHOTS, 'demo-builder-de-1280.png'), fullPage: true });
    await page.getByLabel('Language').selectOption('');
    await expect.poll(() => page.locator('#preview h2').first().textContent()).toBe('Featured Deals');
    expect(await snippet(page)).not.toContain('lang=');

    // A hotel's widget: near="lat,lng" (checked by the listing's own rule, its refusal named under the field) shows the
    // deals nearest the hotel first, each with its distance (in km: the page says lang="en", not en-US, whose visitors
    // get miles); deals without a place are not listed.
    await page.getByLabel('Element').selectOption('dadeal-deals');
    await page.getByLabel('Category (time)').selectOption('');
    await page.getByLabel('Business category').selectOption('');
    await page.getByLabel('Limit').fill('4');
    const near = page.getByLabel('Near (latitude,longitude)');
    // No partner signed in, no ?near from a dashboard: no "Near my address".
    expect(await page.getByRole('button', { name: 'Near my address' }).isVisible()).toBe(false);
    await near.fill('0,0');
    const nearError = page.locator('#near-error');
    await expect.poll(() => nearError.textContent()).toBe('near must be latitude,longitude (such as 21.2793,-157.8292)');
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    expect(await snippet(page)).not.toContain('near=');
    await near.fill(`${HOTEL.latitude},${HOTEL.longitude}`);
    await expect.poll(() => snippet(page)).toContain(`<dadeal-deals near="${HOTEL.latitude},${HOTEL.longitude}" limit="4" theme="dark" partner="island-times"`);
    expect(await nearError.isVisible()).toBe(false);
    expect(await near.getAttribute('aria-invalid')).toBeNull();
    const within = NEAR_HOTEL.map(([, title, latitude, longitude]) => ({ title, km: distanceKm(HOTEL, { latitude, longitude }) }))
      .filter((deal) => deal.km <= 25).sort((a, b) => a.km - b.km);
    expect(within.map((deal) => deal.title)).toEqual(['Free refill all day', 'Poke bowl for two']);
    await expect.poll(() => page.locator('#preview .dd-card__title').allTextContents()).toEqual(within.map((deal) => deal.title));
    const first = await page.locator('#preview article.dd-card').first().textContent();
    expect(first).toContain(`Kapolei · ${formatDistance(within[0].km, 'en')} away`);

    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    // The one refusal of near="0,0" is the browser's own line about the API's 400; nothing else.
    const refused = 'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(problems.filter((problem) => problem === refused)).toHaveLength(1);
    expect(problems.filter((problem) => problem !== refused)).toEqual([]);
    await context.close();
  });

  it('copies the snippet with one button, through the Clipboard API', async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 });
    await page.getByLabel('Element').selectOption('dadeal-browser');
    const text = await snippet(page);
    expect(text).toContain('<dadeal-browser></dadeal-browser>');
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies without the Clipboard API too, through a selection', async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 }, { clipboard: false });
    expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.locator('#copy').getAttribute('data-copied')).toBe('yes');
    await expect(page.locator('#copy-status').textContent()).resolves.toBe('Copied!');
    expect(await page.locator('textarea').count()).toBe(0); // the helper selection is gone again
    expect(problems).toEqual([]);
    await context.close();
  });

  // The builder in the partner's language, its words core's (the `builder` group, the widgets' categories).
  it('speaks French with ?lang=fr: headings, labels, the copy button and its status, the language links', async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 }, { query: '?lang=fr&partner=island-times' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').textContent()).toBe('Da Deal! sur votre site');
    expect(await page.locator('#builder-title').textContent()).toBe('Composez votre intégration');
    expect(await page.title()).toBe('Widgets Da Deal! — configurateur');
    // The deal types and business categories are the widgets' own French words.
    await page.getByLabel('Catégorie (durée)').selectOption('weekly');
    await page.getByLabel('Catégorie d’établissement').selectOption('restaurant');
    expect(await page.getByLabel('Catégorie (durée)').locator('option:checked').textContent()).toBe('De la semaine');
    expect(await snippet(page)).toContain('<dadeal-deals category="weekly" business-category="restaurant" limit="4" partner="island-times">');
    // The language links keep the partner's ref and name the page's own language as current.
    const current = page.locator('nav.languages a[aria-current]');
    expect(await current.textContent()).toBe('Français');
    expect(await page.locator('nav.languages a[hreflang="de"]').getAttribute('href')).toBe('?partner=island-times&lang=de');
    await page.getByRole('button', { name: "Copier l’extrait" }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Copié !');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("speaks German to Accept-Language: de, Japanese to ?lang=ja (remembered in the site's cookie); English stays the default, and the answer varies", async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 }, { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5', clipboard: false });
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Da Deal! auf Ihrer Website');
    await page.getByLabel('Kategorie (Zeitraum)').selectOption('lastminute');
    await page.getByRole('button', { name: 'Snippet kopieren' }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Kopiert!');
    await page.screenshot({ path: path.join(SHOTS, 'demo-builder-page-de-1280.png'), fullPage: true });
    // A ?lang= link wins over the header.
    await page.goto(`${origin}${DEMO_PATH}?lang=ja`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.getByRole('button', { name: 'スニペットをコピー' }).isVisible()).toBe(true);
    // ...and is remembered as the site remembers it (the same cookie): the builder without ?lang= stays Japanese.
    await page.goto(`${origin}${DEMO_PATH}?partner=island-times`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    const [cookie] = await context.cookies(origin);
    expect(cookie).toMatchObject({ name: 'dadeal_lang', value: 'ja', path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(problems).toEqual([]);
    await context.close();

    const english = await fetch(`${origin}${DEMO_PATH}`);
    expect(english.headers.get('vary')).toBe('Accept-Language, Cookie');
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Da Deal! on your site</h1>');
    expect(html).toContain('data-copied="Copied!"');
    expect(english.headers.get('set-cookie')).toBeNull(); // only a ?lang= link is a choice to remember
    const chosen = await fetch(`${origin}${DEMO_PATH}?lang=de`);
    expect(chosen.headers.get('set-cookie')).toBe(languageCookie('de'));
    const remembered = await (await fetch(`${origin}${DEMO_PATH}`, { headers: { Cookie: 'dadeal_lang=es', 'Accept-Language': 'de' } })).text();
    expect(remembered).toContain('<html lang="es">');
    expect(remembered).toContain('<button id="copy" type="button">Copiar fragmento</button>');
  });

  it('fits a 390 px phone: no horizontal scroll, the snippet wraps inside its box', async () => {
    const { context, page, problems } = await open({ width: 390, height: 844 });
    await page.getByLabel(/^Partner/).fill('a-partner-with-a-rather-long-slug-name-x');
    await page.getByLabel('Category (time)').selectOption('lastminute');
    await page.getByLabel('Business category').selectOption('beach-activity');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.locator('#snippet').evaluate((el) => {
      const pre = el.closest('pre')!;
      return { scroll: pre.scrollWidth, client: pre.clientWidth, right: pre.getBoundingClientRect().right };
    });
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.right).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, 'demo-builder-390.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
