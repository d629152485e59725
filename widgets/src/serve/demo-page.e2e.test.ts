// The embed builder (/widgets/demo) in Chromium, served by the real app over PGlite under its own strict CSP:
// choosing an element and attributes updates the live element and the snippet, Copy puts the snippet on the
// clipboard (and falls back without the Clipboard API), and the page fits a 390 px phone.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app.js';
import { createBusiness, createDeal } from '../../../api/src/testing/factories.js';
import { DEMO_PATH, widgetAssets } from '../serve.js';
import { close, launchChromium, listen } from '../test/chromium.js';

const SHOTS = process.env.DADEAL_DEMO_SCREENSHOTS ?? '/tmp/shots-A';

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

    // The language (issue 21): the snippet says lang="…", and the live element speaks it, its words loaded on demand.
    await page.getByLabel('Language').selectOption('de');
    expect(await snippet(page)).toContain('<dadeal-featured limit="2" theme="dark" partner="island-times" lang="de"');
    await expect.poll(() => page.locator('#preview h2').first().textContent()).toBe('Empfohlene Angebote');
    await page.screenshot({ path: path.join(SHOTS, 'demo-builder-de-1280.png'), fullPage: true });
    await page.getByLabel('Language').selectOption('');
    await expect.poll(() => page.locator('#preview h2').first().textContent()).toBe('Featured Deals');
    expect(await snippet(page)).not.toContain('lang=');

    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(problems).toEqual([]);
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

  // Issue 21: the builder in the partner's language, its words core's (the `builder` group, the widgets' categories).
  it('speaks French with ?lang=fr: headings, labels, the copy button and its status, the language links', async () => {
    const { context, page, problems } = await open({ width: 1280, height: 900 }, { query: '?lang=fr&partner=island-times' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').textContent()).toBe('Da Deal! sur votre site');
    expect(await page.locator('#builder-title').textContent()).toBe('Composez votre intégration');
    expect(await page.title()).toBe('Widgets Da Deal! — générateur d’intégration');
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
